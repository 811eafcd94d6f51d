//! Age of Steam (Deluxe rules), base game. A turn runs the ten phases in order; each phase that
//! needs a decision waits in `Phase`, the others run inside `advance`. The board rules (track,
//! links, building, routing) are the rail core's (`crate::rail`); boards and the tile manifest
//! are data (`maps/`, `tiles.json`); a map's numbers and special rules come in through
//! `rules::MapRules`.
//!
//! Draws and rolls come from the state's `Random` source. Given outcomes, in the order the game
//! asks: at setup a `"cube"` for each display box (column by column) and then for each city's
//! starting cubes (in the map's hex order), then the starting order as
//! `"seat"`s, first to last; during play a `"cube"` for each Production draw and, at each goods
//! growth, the light then the dark `"die"`s. Cubes are named by colour ("red", "blue", "purple",
//! "yellow", "black"), seats by number from 0 or by name.

mod auction;
pub mod bot;
mod building;
mod legal;
pub mod maps;
mod moving;
pub mod rules;
mod first_player;
mod show;
mod takeback;
mod trackside;
pub mod teach;
mod upkeep;
pub mod words;
#[doc(hidden)]
pub mod testing;

use serde::{Deserialize, Serialize};

use crate::core::hex::Hex;
use crate::core::view::{BoardView, PlayerSummary};
use crate::core::{refuse, FinalScore, Game, Msg, Outcome, Random, RuleError, Setup};
use crate::games::MapInfo;
use crate::rail::build;
use crate::rail::goods::{self, LinkRef};
use crate::rail::network::{HexState, View};
use crate::rail::{Board, Good};

pub use maps::manifest;
use rules::{Map, Rules};

pub fn maps() -> Vec<MapInfo> {
    maps::infos()
}

/// The seven special actions of Phase III.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Special {
    FirstMove,
    FirstBuild,
    Engineer,
    Locomotive,
    Urbanization,
    Production,
    TurnOrder,
    /// Pittsburgh's, in place of Turn Order: one $10 build of the holder's step costs $7.
    CommonwealthGrant,
    /// Heavy Cardboard's, in place of Production: one delivery across open country.
    HeavyLifting,
}

impl Special {
    pub const ALL: [Special; 7] = [
        Special::FirstMove,
        Special::FirstBuild,
        Special::Engineer,
        Special::Locomotive,
        Special::Urbanization,
        Special::Production,
        Special::TurnOrder,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Special::FirstMove => "First Move",
            Special::FirstBuild => "First Build",
            Special::Engineer => "Engineer",
            Special::Locomotive => "Locomotive",
            Special::Urbanization => "Urbanization",
            Special::Production => "Production",
            Special::TurnOrder => "Turn Order",
            Special::CommonwealthGrant => "Commonwealth Grant",
            Special::HeavyLifting => "Heavy Lifting",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Phase I: issue this many shares ($5 each), possibly none.
    IssueShares { count: u32 },
    /// Phase II.
    Bid { amount: u32 },
    DropOut,
    /// The Turn Order holder stays in the auction once without raising.
    PassBid,
    /// Phase III.
    Choose { action: Special },
    /// Phase III where the actions are limited discs (Detroit's solo game): none this turn.
    NoAction,
    /// Phase IV, Urbanization holder, before building: new city `city` (index A=0..H=7) on a town.
    Urbanize { hex: Hex, city: usize },
    /// Phase IV: tile `tile` (manifest index) turned `turns` sixths clockwise on `hex`.
    Build { hex: Hex, tile: usize, turns: u8 },
    /// Phase IV: the map's special link `link` (Germany's Düsseldorf–Essen), one build.
    BuildLink { link: usize },
    EndBuild,
    /// Phase V: move a cube of colour `good` from the city at `from` along `links`.
    Move { from: Hex, good: Good, links: Vec<LinkRef> },
    UpgradeEngine,
    PassMove,
    /// St. Lucia, before Issue Shares: pay $5 to go first this turn, or decline.
    PayFirst,
    DeclineFirst,
    /// Phase IX, Production holder: put the drawn cube into display column `column`.
    PlaceCube { column: usize },
    /// Phase IX, Production holder on maps whose Production feeds towns (Poland): put the drawn
    /// cube on the town at `hex`.
    PlaceOnTown { hex: Hex },
    /// Phase V, Heavy Lifting holder (Heavy Cardboard), once a turn as one of its moves: carry a
    /// cube of `good` from the city at `from` to the city at `to` across open country.
    HeavyLift { from: Hex, good: Good, to: Hex },
    /// Phase IV, as one build: claim the track printed on `hex` (a Heavy Cardboard ferry).
    ClaimTrack { hex: Hex },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub money: i32,
    pub income: i32,
    pub shares: u32,
    pub engine: u32,
    pub eliminated: bool,
    /// Special action held this turn.
    pub special: Option<Special>,
    /// When the railroad went bankrupt: the turn, and the income it fell to (below 0).
    #[serde(default)]
    pub bankrupt: Option<(u32, i32)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Shares { idx: usize },
    Auction {
        /// Still bidding, in bidding order.
        bidders: Vec<usize>,
        /// Index into `bidders` of who acts.
        at: usize,
        /// Each seat's last bid.
        bids: Vec<u32>,
        high: u32,
        /// Seats that dropped, first first.
        dropped: Vec<usize>,
        pass_used: bool,
    },
    Actions { idx: usize },
    Build {
        order: Vec<usize>,
        idx: usize,
        builds: u32,
        urbanized: bool,
        touched: Vec<Hex>,
        /// Where each of the builder's incomplete sections leaves its city or town (node,
        /// edge), at the start of the step: these must be extended to stay owned.
        open_at_start: Vec<(usize, u8)>,
        /// Sections (by the same node and edge) that received a new tile this step. A redirect
        /// alone is not an extension, so it never lands here.
        extended: Vec<(usize, u8)>,
        /// What each build of this step cost, in order, for maps whose prices depend on the
        /// step's earlier builds (Pittsburgh's grant lowers one of them).
        #[serde(default)]
        paid: Vec<u32>,
    },
    Move {
        order: Vec<usize>,
        idx: usize,
        round: u8,
        upgraded: Vec<bool>,
        /// The Heavy Lifting delivery of this turn was made.
        #[serde(default)]
        lifted: bool,
    },
    Produce { left: u8, cube: Good },
    /// Before Issue Shares on St. Lucia: `asking` may pay $5 to go first this turn; `designee`
    /// goes first for free if both decline.
    FirstPlayer { designee: usize, asking: usize },
    Over,
}

/// Where a goods-display column sends its cubes: printed columns 0-11, new-city columns 12-19.
pub const DISPLAY_COLUMNS: usize = 20;

#[derive(Clone, Debug, PartialEq)]
/// The whole state. Fields are public so tests and tools can set up positions; play goes
/// through `Game::apply`.
pub struct AgeOfSteam {
    /// The map played, with its rules.
    pub def: &'static Map,
    /// Its board (`def.board`), which nearly every rule reads.
    pub map: &'static Board,
    pub names: Vec<String>,
    pub players: Vec<Player>,
    /// Active players in turn order.
    pub order: Vec<usize>,
    pub start_players: usize,
    pub turn: u32,
    pub turns: u32,
    pub phase: Phase,
    pub hexes: Vec<HexState>,
    /// Goods display: per column, cubes from the bottom box up.
    pub display: Vec<Vec<Good>>,
    pub bag: [u32; 5],
    pub supply: Vec<u32>,
    pub discs: u32,
    /// New cities still in the box (A-H).
    pub new_city_free: Vec<bool>,
    /// Holder of Turn Order from the previous turn (may pass once in this auction).
    pub turn_order_pass: Option<usize>,
    /// Where draws and dice come from.
    pub rng: Random,
    /// Played by the first release's rules, kept for its saves (setup option `edition: "1"`): a
    /// redirect counted as an extension and claimed only a wholly unowned link, only simple tiles
    /// were redirected, the actions were not freed with one railroad left, and a high bidder
    /// could be asked to outbid himself.
    pub first_edition: bool,
    /// This build step's builds, to take back unfinished track on maps that allow only
    /// complete links (`takeback`).
    pub step_undo: Vec<takeback::Undo>,
    /// St. Lucia: the seat named first in turn 1 (the first of the starting order).
    pub first_designee: usize,
    /// Actions that are a stack of discs, with the discs left (Detroit's solo game: 3 each on
    /// Engineer, Locomotive and Urbanization): only these are offered, taking one removes its
    /// top disc and costs as many dollars as discs were left, and taking none is allowed.
    /// Empty: the usual free choice.
    pub action_discs: Vec<(Special, u32)>,
    /// Actions taken and still marked, on maps where an action stays taken until all have
    /// been (Barbados).
    pub actions_marked: Vec<Special>,
    /// A copy made to look ahead (`determinize`): the computer player does not look ahead
    /// again from it (its play-outs alone, `bot/survival.rs`, inside a search or their own).
    pub imagined: bool,
}

/// Capacity of a display column.
pub fn column_capacity(col: usize) -> usize {
    if col < 12 { 3 } else { 2 }
}

/// The new-city column (12-19) hanging under printed column `col`, if any (A-D under light
/// 3-6, E-H under dark 1-4).
pub fn new_city_column(map: &Board, col: usize) -> Option<(usize, usize)> {
    map.new_cities.iter().position(|n| n.display == col).map(|n| (n, 12 + n))
}

impl AgeOfSteam {
    pub fn view(&self) -> View<'_> {
        View { map: self.map, hexes: &self.hexes }
    }

    pub fn rules(&self) -> &'static Rules {
        &self.def.rules
    }

    /// What building is checked against: this board, the manifest, this map's prices.
    pub fn build_rules(&self) -> build::Rules<'static> {
        build::Rules { map: self.map, tiles: manifest(), prices: &self.def.rules.prices, complex_redirects: !self.first_edition }
    }

    pub fn new_city_colours(&self) -> Vec<Good> {
        self.map.new_cities.iter().map(|n| n.colour).collect()
    }

    /// The complete links now, for routing goods.
    pub(crate) fn links(&self) -> goods::Links<'_> {
        goods::Links::new(self.view(), &self.new_city_colours())
    }

    /// A cube drawn from the bag (none when it is empty).
    pub(crate) fn draw(&mut self) -> Option<Good> {
        let c = self.rng.pick_weighted("cube", &self.bag, |c, f| f.is(c as u32, Good::ALL[c].name()))?;
        self.bag[c] -= 1;
        Some(Good::ALL[c])
    }

    pub fn seat_name(&self, p: usize) -> &str {
        &self.names[p]
    }

    fn holder(&self, s: Special) -> Option<usize> {
        self.order.iter().copied().find(|&p| self.players[p].special == Some(s))
    }

    /// Player order with the holder of `s` moved to the front.
    fn order_with_first(&self, s: Special) -> Vec<usize> {
        let mut o = self.order.clone();
        if let Some(h) = self.holder(s) {
            o.retain(|&p| p != h);
            o.insert(0, h);
        }
        o
    }

    /// Tiles of manifest kind `k` this map plays with (none of a kind it leaves out).
    pub fn tiles_in_box(&self, k: usize) -> u32 {
        let t = &manifest().tiles[k];
        if self.def.special.tiles_left_out().contains(&t.id.as_str()) { 0 } else { t.count }
    }

    fn builds_allowed(&self, p: usize) -> u32 {
        self.def.special.builds_allowed(self, p)
    }

    // ----- the flow of a turn -----

    // ----- decisions -----

    pub fn current(&self) -> Option<usize> {
        match &self.phase {
            Phase::Shares { idx } | Phase::Actions { idx } => self.order.get(*idx).copied(),
            Phase::Auction { bidders, at, .. } => bidders.get(*at).copied(),
            Phase::Build { order, idx, .. } | Phase::Move { order, idx, .. } => order.get(*idx).copied(),
            Phase::Produce { .. } => self.holder(Special::Production),
            Phase::FirstPlayer { asking, .. } => Some(*asking),
            Phase::Over => None,
        }
    }

    fn do_apply(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        match action {
            Action::IssueShares { .. } | Action::Bid { .. } | Action::DropOut | Action::PassBid | Action::Choose { .. } | Action::NoAction => {
                self.apply_opening(action, p, out)
            }
            Action::Urbanize { .. } | Action::Build { .. } | Action::BuildLink { .. } | Action::EndBuild | Action::ClaimTrack { .. } => self.apply_build(action, p, out),
            Action::Move { .. } | Action::UpgradeEngine | Action::PassMove | Action::HeavyLift { .. } => self.apply_move(action, p, out),
            Action::PlaceCube { .. } | Action::PlaceOnTown { .. } => self.apply_produce(action, p, out),
            Action::PayFirst | Action::DeclineFirst => self.apply_first(action, p, out),
        }
    }

}

impl AgeOfSteam {
    /// A new game on `def`, which need not be a registered map (tests try map rules this way).
    pub fn with_map(setup: &Setup, def: &'static Map) -> Result<Self, RuleError> {
        Self::with_map_random(setup, def, Random::new(setup.seed))
    }

    /// A new game on `def` drawing from `random`.
    pub fn with_map_random(setup: &Setup, def: &'static Map, random: Random) -> Result<Self, RuleError> {
        let map = &def.board;
        let rules = &def.rules;
        let n = setup.players.len();
        if n < map.min_players || n > map.max_players {
            return refuse(format!("{} takes {} to {} players", map.name, map.min_players, map.max_players));
        }
        let m = manifest();
        let mut g = AgeOfSteam {
            def,
            map,
            names: setup.players.iter().map(|s| s.name.clone()).collect(),
            players: vec![
                Player { money: rules.start_money, income: 0, shares: rules.start_shares, engine: 1, eliminated: false, special: None, bankrupt: None };
                n
            ],
            order: (0..n).collect(),
            start_players: n,
            turn: 1,
            turns: rules.turns_for(n),
            phase: Phase::Over,
            hexes: vec![HexState::default(); map.hexes.len()],
            display: vec![Vec::new(); DISPLAY_COLUMNS],
            bag: rules.cubes,
            supply: vec![0; m.tiles.len()],
            discs: m.town_discs,
            new_city_free: vec![true; map.new_cities.len()],
            turn_order_pass: None,
            rng: random,
            first_edition: setup.option("edition") == Some("1"),
            step_undo: Vec::new(),
            first_designee: 0,
            action_discs: Vec::new(),
            actions_marked: Vec::new(),
            imagined: false,
        };
        g.supply = (0..m.tiles.len()).map(|k| g.tiles_in_box(k)).collect();
        // The display fills box by box from the top, then the cities get their cubes.
        for col in 0..DISPLAY_COLUMNS {
            let mut boxes = Vec::new();
            for _ in 0..def.special.display_start(col).min(column_capacity(col)).min(rules.display_start) {
                if let Some(c) = g.draw() {
                    boxes.push(c);
                }
            }
            g.display[col] = boxes;
        }
        for i in 0..map.hexes.len() {
            for _ in 0..map.hexes[i].cubes {
                if let Some(c) = g.draw() {
                    g.hexes[i].cubes.push(c);
                }
            }
        }
        // Cubes the board prints by colour (Heavy Cardboard's centre) come out of the bag too.
        for i in 0..map.hexes.len() {
            for &c in &map.hexes[i].starting_goods {
                if g.bag[c.index()] > 0 {
                    g.bag[c.index()] -= 1;
                    g.hexes[i].cubes.push(c);
                }
            }
        }
        def.special.setup(&mut g);
        // Starting order: equivalent to each rolling three dice with ties rerolled.
        g.rng.shuffle("seat", &mut g.order, |&p, f| f.is(p as u32, &g.names[p]));
        g.first_designee = g.order[0];
        g.phase = Phase::Shares { idx: 0 };
        g.ask_first();
        Ok(g)
    }
}

impl Game for AgeOfSteam {
    type Action = Action;
    const ID: &'static str = "age-of-steam";

    fn new(setup: &Setup) -> Result<Self, RuleError> {
        let Some(def) = maps::map(&setup.map) else { return refuse(format!("Age of Steam has no map called {}", setup.map)) };
        AgeOfSteam::with_map(setup, def)
    }

    fn with_random(setup: &Setup, random: Random) -> Result<Self, RuleError> {
        let Some(def) = maps::map(&setup.map) else { return refuse(format!("Age of Steam has no map called {}", setup.map)) };
        AgeOfSteam::with_map_random(setup, def, random)
    }

    fn random(&self) -> Option<&Random> {
        Some(&self.rng)
    }

    fn random_mut(&mut self) -> Option<&mut Random> {
        Some(&mut self.rng)
    }

    /// The future redrawn, and marked as imagined.
    fn determinize(&self, _viewer: usize, seed: u64) -> Self {
        let mut copy = self.clone();
        copy.rng.reseed(seed);
        copy.imagined = true;
        copy
    }

    fn current_player(&self) -> Option<usize> {
        self.current()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal()
    }

    fn apply(&mut self, action: &Action) -> Result<Outcome, RuleError> {
        let Some(p) = self.current() else { return Err(RuleError::say(Msg::new("aos.refuse.over"), &self.names)) };
        if !self.is_legal(action, p) {
            return Err(RuleError::say(self.why_not(action), &self.names));
        }
        let mut out = Outcome::default();
        self.do_apply(action, p, &mut out);
        Ok(out)
    }

    /// `apply` without the legality check (which, for the end of a build step, lists every
    /// build). Nothing is hidden but the future, so the default `determinize` (re-seeding the
    /// draws and dice; the bag's contents are public) is this game's.
    fn apply_unchecked(&mut self, action: &Action) -> Outcome {
        let p = self.current().expect("apply_unchecked: the game is over");
        let mut out = Outcome::default();
        self.do_apply(action, p, &mut out);
        out
    }

    fn final_scores(&self) -> Option<Vec<FinalScore>> {
        (self.phase == Phase::Over).then(|| show::final_scores(self))
    }

    fn solo(&self) -> Option<crate::core::Solo> {
        self.def.special.solo(self)
    }

    fn board_view(&self) -> BoardView {
        show::board_view(self, None)
    }

    fn board_view_with(&self, legal: &[Action]) -> BoardView {
        show::board_view(self, Some(legal))
    }

    fn player_summaries(&self, _viewer: Option<usize>) -> Vec<PlayerSummary> {
        show::player_summaries(self)
    }

    fn info_panels(&self, _viewer: Option<usize>) -> Vec<crate::core::view::InfoPanel> {
        show::info_panels(self)
    }

    fn phases(&self) -> Option<crate::core::view::PhaseTrack> {
        Some(words::phases(self))
    }

    fn turn_order(&self) -> Vec<usize> {
        self.order.clone()
    }

    fn seat_names(&self) -> Vec<String> {
        self.names.clone()
    }

    fn prompt_words(&self) -> Msg {
        words::prompt(self)
    }

    fn describe_words(&self, action: &Action) -> Msg {
        words::describe(self, action)
    }

    fn group_words(&self, action: &Action) -> Msg {
        words::group(action)
    }

    fn help_words(&self, action: &Action) -> Option<Msg> {
        teach::help(action)
    }

    fn auction_status(&self) -> Option<crate::core::auction::AuctionStatus> {
        teach::auction(self)
    }

    fn figure_words(&self, _viewer: Option<usize>) -> Vec<Vec<(Msg, Msg)>> {
        words::figures(self)
    }

    fn panel_words(&self, _viewer: Option<usize>) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
        words::panels(self)
    }

    fn breakdown_words(&self, _player: usize) -> Vec<Msg> {
        words::breakdown(self)
    }

    fn action_hexes(&self, action: &Action) -> Vec<Hex> {
        match action {
            Action::Urbanize { hex, .. } | Action::Build { hex, .. } | Action::ClaimTrack { hex } => vec![*hex],
            Action::BuildLink { link } => self.map.special_link_ends(*link).map_or(vec![], |(a, _, z, _)| vec![self.map.hexes[a].hex, self.map.hexes[z].hex]),
            Action::HeavyLift { from, to, .. } => vec![*from, *to],
            // Where the cube starts and every city or town it leaves on the way.
            Action::Move { from, links, .. } => {
                let mut hexes: Vec<Hex> = std::iter::once(*from).chain(links.iter().map(|l| l.hex)).collect();
                hexes.dedup();
                hexes
            }
            _ => Vec::new(),
        }
    }

    fn action_preview(&self, action: &Action) -> Option<crate::core::view::ActionPreview> {
        show::preview(self, action)
    }

    fn tile_pick(&self, action: &Action) -> Option<crate::core::view::TilePick> {
        show::tile_pick(self, action)
    }

    fn bot_action(&self, seed: u64) -> Option<Action> {
        bot::choose(self, seed)
    }

    /// Play-outs run to the end of the turn (`lookahead_mark`); this only bounds them.
    fn lookahead(&self) -> usize {
        100
    }

    /// The turn: a search's play-outs stop at its income and goods growth, so every move is
    /// judged after the same builds and deliveries.
    fn lookahead_mark(&self) -> Option<u32> {
        Some(self.turn)
    }

    /// Bids, actions, shares and deliveries; builds stay the computer player's (`bot::focus`).
    fn search_moves(&self) -> Option<Vec<Action>> {
        bot::search_moves(self)
    }

    /// The final score if the game ended now, with the income its links can still earn and
    /// money counted a little (it builds track); see `bot::estimate`.
    fn evaluate(&self, seat: usize) -> Option<f64> {
        self.players.get(seat)?;
        Some(bot::estimate(self, seat))
    }

    fn check_invariants(&self) -> Result<(), String> {
        show::check_invariants(self)
    }
}
