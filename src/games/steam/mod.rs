//! Steam (Martin Wallace, 2009), Base and Standard games, on the rail core. The board rules
//! (tracing links, building checks, routing goods) are `crate::rail`'s, shared with Age of
//! Steam; this module holds what Steam changes: money raised from income and VP, action tiles
//! with numbers (Base) or an auction every turn (Standard), prices by exits, Goods Supply
//! spaces, deliveries scored as income or VP under the own-links rule, and the final score.
//!
//! Set-up options: `rules` ("base", the default, or "standard") and, for the Base game,
//! `order` ("auction", the default, or "draw": the first-game method).
//!
//! Draws come from the state's `Random` source. Given outcomes, in the order the game asks: a
//! `"cube"` for each city's printed cubes (in the map's hex order), then for each Goods Supply
//! space (space by space), then a `"seat"`: the opener of the first auction (Base) or the
//! starting order, first to last (Standard). Cubes are named by colour ("red", "blue",
//! "purple", "yellow", "black" for gray).

pub mod bot;
mod building;
mod legal;
pub mod maps;
mod moving;
mod panels;
mod show;
mod teach;
mod turn;
pub mod words;

pub use building::price;
pub use moving::{own_links_ok, points};
pub use show::{income_points, links_owned};

use serde::{Deserialize, Serialize};

use crate::core::hex::Hex;
use crate::core::view::{BoardView, PlayerSummary};
use crate::core::{refuse, FinalScore, Game, Msg, Outcome, Random, RuleError, Setup};
use crate::rail::build::{self, Prices};
use crate::rail::goods::{self, LinkRef};
use crate::rail::network::{HexState, View};
use crate::rail::{Board, Good, TileSet};

/// The boards, for the game list.
pub fn maps() -> Vec<crate::games::MapInfo> {
    maps::infos()
}

/// The track tiles: `data/tiles.json`, double-sided pieces.
pub fn tiles() -> &'static TileSet {
    static T: std::sync::OnceLock<TileSet> = std::sync::OnceLock::new();
    T.get_or_init(|| TileSet::parse(include_str!("data/tiles.json")))
}

/// Prices for the rail core's checks. Steam prices a build by its exits (`building::price`);
/// this table gives the same price for a first tile off towns and never more than Steam's
/// for anything else, so the core's early refusal by budget stays right.
pub const PRICES: Prices = Prices {
    simple: 2,
    coexisting: 4,
    crossing: 4,
    river: 1,
    hills: 2,
    mountain: 2,
    swamp: 0,
    dark_mountain: 0,
    town: 1,
    town_exit: 1,
    to_crossing: 0,
    upgrade: 0,
    town_upgrade: 0,
    redirect: 0,
};

/// Cubes in the box: 20 each of red, blue, purple and yellow, 16 gray (`Good::Black`).
pub const CUBES: [u32; 5] = [20, 20, 20, 20, 16];
pub const SUPPLY_SPACES: usize = 12;
pub const GROWTH_MARKERS: u32 = 10;
pub const MAX_ENGINE: u32 = 6;
pub const MIN_INCOME: i32 = -10;

/// Which rules: the Base game or the Standard game (setup option `rules`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    Base,
    Standard,
}

/// The seven action tiles, in the order of their Base numbers (1 to 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActionTile {
    TurnOrder,
    FirstMove,
    Engineer,
    FirstBuild,
    CityGrowth,
    Locomotive,
    Urbanization,
}

impl ActionTile {
    pub const ALL: [ActionTile; 7] = [
        ActionTile::TurnOrder,
        ActionTile::FirstMove,
        ActionTile::Engineer,
        ActionTile::FirstBuild,
        ActionTile::CityGrowth,
        ActionTile::Locomotive,
        ActionTile::Urbanization,
    ];

    /// The number printed on the Base side, which sets the next turn's order.
    pub fn number(self) -> u32 {
        self as u32 + 1
    }

    pub fn id(self) -> &'static str {
        ["turn-order", "first-move", "engineer", "first-build", "city-growth", "locomotive", "urbanization"][self as usize]
    }

    /// May be passed (taken without cost or effect) when taken.
    pub fn passable(self) -> bool {
        matches!(self, ActionTile::CityGrowth | ActionTile::Urbanization)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// An auction: bid this much (the first bid may be $0).
    Bid { amount: u32 },
    /// Base first-turn auction: leave this position's auction. Standard: the Turn Order
    /// holder's one pass without dropping out.
    PassBid,
    /// Standard auction: drop out, taking the last free position.
    DropOut,
    /// Standard, Buy Capital: take this many $5 (income steps, then 2 VP each).
    Capital { units: u32 },
    /// Take an action tile; `pass`: City Growth or Urbanization taken without paying, no effect.
    Take { tile: ActionTile, pass: bool },
    /// Tile `tile` (index in `data/tiles.json`) turned `turns` sixths clockwise on `hex`.
    Build { hex: Hex, tile: usize, turns: u8 },
    /// Urbanization: new city `city` (index in the map's list) on the town at `hex`.
    Urbanize { hex: Hex, city: usize },
    /// City Growth: the cubes of Goods Supply space `space` onto the city at `hex`.
    Grow { space: usize, hex: Hex },
    /// Urbanization, once the New City is down: the cubes of Goods Supply space `space` onto it.
    Supply { space: usize },
    EndBuild,
    /// Move a cube of `good` from the city at `from` along `links`; the mover's points go to
    /// VP when `vp`, to income otherwise.
    Move { from: Hex, good: Good, links: Vec<LinkRef>, vp: bool },
    UpgradeEngine,
    PassMove,
    /// Another owner of a delivery's links puts its points on VP (`vp`) or on income.
    Score { vp: bool },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub money: i32,
    pub income: i32,
    pub vp: i32,
    pub engine: u32,
    pub eliminated: bool,
    /// The action tile taken this turn, and whether it was passed.
    pub tile: Option<ActionTile>,
    pub passed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Base, first turn: positions auctioned one at a time. `placed` holds the winners in
    /// position order; `active` the seats still bidding for this one; `bid` the high bid.
    Positions { placed: Vec<usize>, active: Vec<usize>, at: usize, bid: Option<(usize, u32)> },
    /// Standard, Buy Capital, in turn order.
    Capital { idx: usize },
    /// Standard auction for the turn order.
    Auction { bidders: Vec<usize>, at: usize, bids: Vec<Option<u32>>, dropped: Vec<usize>, pass_used: bool },
    Select { idx: usize },
    Build {
        order: Vec<usize>,
        idx: usize,
        builds: u32,
        urbanized: bool,
        grown: bool,
        /// A new city (board index) waiting for its Goods Supply group.
        placing: Option<usize>,
        touched: Vec<Hex>,
        open_at_start: Vec<(usize, u8)>,
        extended: Vec<(usize, u8)>,
    },
    /// Two rounds of moves; `pending`: other owners still to place a delivery's points.
    Move { order: Vec<usize>, idx: usize, round: u8, upgraded: Vec<bool>, pending: Vec<(usize, u32)> },
    Over,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Steam {
    pub variant: Variant,
    pub map: &'static Board,
    pub names: Vec<String>,
    pub players: Vec<Player>,
    /// Players still in, in turn order.
    pub order: Vec<usize>,
    pub turn: u32,
    pub turns: u32,
    pub phase: Phase,
    pub hexes: Vec<HexState>,
    /// Pieces in stock, by piece number - 1.
    pub stock: Vec<u32>,
    /// The twelve Goods Supply spaces.
    pub spaces: Vec<Vec<Good>>,
    pub bag: [u32; 5],
    /// City Growth markers left beside the board, and the hexes holding one.
    pub markers: u32,
    pub marked: Vec<bool>,
    pub new_city_free: Vec<bool>,
    /// Standard: who took Turn Order last turn (one free pass in this auction).
    pub turn_order_pass: Option<usize>,
    /// Bankrupt players, first out first.
    pub out: Vec<usize>,
    /// Money the bank has paid out less what it has taken in: always the players' cash.
    pub bank: i64,
    pub rng: Random,
}

impl Steam {
    pub fn view(&self) -> View<'_> {
        View { map: self.map, hexes: &self.hexes }
    }

    pub fn build_rules(&self) -> build::Rules<'static> {
        build::Rules { map: self.map, tiles: tiles(), prices: &PRICES, complex_redirects: true }
    }

    pub fn new_city_colours(&self) -> Vec<Good> {
        self.map.new_cities.iter().map(|n| n.colour).collect()
    }

    pub(crate) fn links(&self) -> goods::Links<'_> {
        goods::Links::new(self.view(), &self.new_city_colours())
    }

    fn draw(&mut self) -> Option<Good> {
        let c = self.rng.pick_weighted("cube", &self.bag, |c, f| f.is(c as u32, Good::ALL[c].name()))?;
        self.bag[c] -= 1;
        Some(Good::ALL[c])
    }

    pub(crate) fn holder(&self, t: ActionTile) -> Option<usize> {
        self.order.iter().copied().find(|&p| self.players[p].tile == Some(t) && !self.players[p].passed)
    }

    /// Turn order with the holder of `t` first.
    pub(crate) fn order_with_first(&self, t: ActionTile) -> Vec<usize> {
        let mut o = self.order.clone();
        if let Some(h) = self.holder(t) {
            o.retain(|&p| p != h);
            o.insert(0, h);
        }
        o
    }

    pub fn current(&self) -> Option<usize> {
        match &self.phase {
            Phase::Positions { active, at, .. } => active.get(*at).copied(),
            Phase::Capital { idx } | Phase::Select { idx } => self.order.get(*idx).copied(),
            Phase::Auction { bidders, at, .. } => bidders.get(*at).copied(),
            Phase::Build { order, idx, .. } => order.get(*idx).copied(),
            Phase::Move { pending, .. } if !pending.is_empty() => Some(pending[0].0),
            Phase::Move { order, idx, .. } => order.get(*idx).copied(),
            Phase::Over => None,
        }
    }

    fn do_apply(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        match action {
            Action::Bid { .. } | Action::PassBid | Action::DropOut | Action::Capital { .. } | Action::Take { .. } => {
                self.apply_turn(action, p, out)
            }
            Action::Build { .. } | Action::Urbanize { .. } | Action::Grow { .. } | Action::Supply { .. } | Action::EndBuild => self.apply_build(action, p, out),
            Action::Move { .. } | Action::UpgradeEngine | Action::PassMove | Action::Score { .. } => self.apply_move(action, p, out),
        }
    }

    /// A new game on `map` drawing from `random`.
    pub fn with_board(setup: &Setup, map: &'static Board, random: Random) -> Result<Self, RuleError> {
        let n = setup.players.len();
        if n < map.min_players.max(3) || n > map.max_players.min(6) {
            return refuse(format!("{} takes {} to {} players", map.name, map.min_players, map.max_players));
        }
        let variant = match setup.option("rules") {
            None | Some("base") => Variant::Base,
            Some("standard") => Variant::Standard,
            Some(other) => return refuse(format!("Steam has no rules called {other}")),
        };
        let t = tiles();
        let mut g = Steam {
            variant,
            map,
            names: setup.players.iter().map(|s| s.name.clone()).collect(),
            players: vec![Player { money: 0, income: 0, vp: 0, engine: 1, eliminated: false, tile: None, passed: false }; n],
            order: (0..n).collect(),
            turn: 1,
            turns: match n {
                3 => 10,
                4 => 8,
                _ => 7,
            },
            phase: Phase::Over,
            hexes: vec![HexState::default(); map.hexes.len()],
            stock: (1..=t.pieces.len() as u32).map(|k| t.piece_count(k).unwrap_or(0)).collect(),
            spaces: vec![Vec::new(); SUPPLY_SPACES],
            bag: CUBES,
            markers: GROWTH_MARKERS,
            marked: vec![false; map.hexes.len()],
            new_city_free: vec![true; map.new_cities.len()],
            turn_order_pass: None,
            out: Vec::new(),
            bank: 0,
            rng: random,
        };
        let fewer = (n == 3 && maps::fewer_with_three(&map.id)) as u32;
        for i in 0..map.hexes.len() {
            for _ in 0..map.hexes[i].cubes.saturating_sub(fewer) {
                if let Some(c) = g.draw() {
                    g.hexes[i].cubes.push(c);
                }
            }
        }
        let per_space = if n == 3 { 2 } else { 3 };
        for s in 0..SUPPLY_SPACES {
            for _ in 0..per_space {
                if let Some(c) = g.draw() {
                    g.spaces[s].push(c);
                }
            }
        }
        match variant {
            Variant::Base => {
                // A random player opens the auction for first place (or, for a first game,
                // draws the lowest action tile); play goes clockwise from there.
                let mut seats: Vec<usize> = (0..n).collect();
                g.rng.shuffle("seat", &mut seats, |&p, f| f.is(p as u32, &g.names[p]));
                let clockwise: Vec<usize> = (0..n).map(|k| (seats[0] + k) % n).collect();
                match setup.option("order") {
                    None | Some("auction") => g.phase = Phase::Positions { placed: vec![], active: clockwise, at: 0, bid: None },
                    // The first-game method: $1 to the second player, $2 to the third, and so on.
                    Some("draw") => {
                        for (k, &p) in clockwise.iter().enumerate() {
                            g.players[p].money = k as i32;
                            g.bank += k as i64;
                        }
                        g.order = clockwise;
                        g.phase = Phase::Select { idx: 0 };
                    }
                    Some(other) => return refuse(format!("Steam has no starting order called {other}")),
                }
            }
            Variant::Standard => {
                g.rng.shuffle("seat", &mut g.order, |&p, f| f.is(p as u32, &g.names[p]));
                g.phase = Phase::Capital { idx: 0 };
            }
        }
        Ok(g)
    }
}

impl Game for Steam {
    type Action = Action;
    const ID: &'static str = "steam";

    fn new(setup: &Setup) -> Result<Self, RuleError> {
        Self::with_random(setup, Random::new(setup.seed))
    }

    fn with_random(setup: &Setup, random: Random) -> Result<Self, RuleError> {
        let Some(map) = maps::board(&setup.map) else { return refuse(format!("Steam has no map called {}", setup.map)) };
        Steam::with_board(setup, map, random)
    }

    fn random(&self) -> Option<&Random> {
        Some(&self.rng)
    }

    fn random_mut(&mut self) -> Option<&mut Random> {
        Some(&mut self.rng)
    }

    fn current_player(&self) -> Option<usize> {
        self.current()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal()
    }

    fn apply(&mut self, action: &Action) -> Result<Outcome, RuleError> {
        let Some(p) = self.current() else { return Err(RuleError::say(Msg::new("steam.refuse.over"), &self.names)) };
        if let Some(why) = self.why_not(action, p) {
            return Err(RuleError::say(why, &self.names));
        }
        let mut out = Outcome::default();
        self.do_apply(action, p, &mut out);
        Ok(out)
    }

    fn apply_unchecked(&mut self, action: &Action) -> Outcome {
        let p = self.current().expect("apply_unchecked: the game is over");
        let mut out = Outcome::default();
        self.do_apply(action, p, &mut out);
        out
    }

    fn final_scores(&self) -> Option<Vec<FinalScore>> {
        (self.phase == Phase::Over).then(|| show::final_scores(self))
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
        teach::help(self, action)
    }

    fn auction_status(&self) -> Option<crate::core::auction::AuctionStatus> {
        teach::auction(self)
    }

    fn figure_words(&self, _viewer: Option<usize>) -> Vec<Vec<(Msg, Msg)>> {
        words::figures(self)
    }

    fn info_panels(&self, _viewer: Option<usize>) -> Vec<crate::core::view::InfoPanel> {
        panels::info_panels(self)
    }

    fn panel_words(&self, _viewer: Option<usize>) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
        panels::panels(self)
    }

    fn breakdown_words(&self, _player: usize) -> Vec<Msg> {
        words::breakdown()
    }

    fn tile_pick(&self, action: &Action) -> Option<crate::core::view::TilePick> {
        show::tile_pick(self, action)
    }

    fn action_preview(&self, action: &Action) -> Option<crate::core::view::ActionPreview> {
        show::preview(self, action)
    }

    fn action_hexes(&self, action: &Action) -> Vec<Hex> {
        match action {
            Action::Build { hex, .. } | Action::Urbanize { hex, .. } | Action::Grow { hex, .. } => vec![*hex],
            Action::Move { from, links, .. } => std::iter::once(*from).chain(links.iter().map(|l| l.hex)).collect(),
            _ => Vec::new(),
        }
    }

    fn bot_action(&self, seed: u64) -> Option<Action> {
        bot::choose(self, seed)
    }

    /// Play-outs run to the end of the game and are judged by the final scores (stronger than
    /// stopping at the turn's income, at about three times the time); this only bounds them.
    fn lookahead(&self) -> usize {
        1000
    }

    /// Bids, action tiles, new cities and cubes, deliveries; track stays the computer
    /// player's (`bot::focus`).
    fn search_moves(&self) -> Option<Vec<Action>> {
        bot::search_moves(self)
    }

    /// The final score if the game ended now (points, income points, complete links owned),
    /// with money and the income still to be paid counted a little: a dollar is a fifth of an
    /// income step, half a point at the end.
    fn evaluate(&self, seat: usize) -> Option<f64> {
        let p = self.players.get(seat)?;
        if p.eliminated {
            return Some(-100.0);
        }
        let incomes_left = if self.phase == Phase::Over { 0.0 } else { (self.turns + 1).saturating_sub(self.turn) as f64 };
        let cash = p.money.max(0) as f64 + p.income as f64 * incomes_left;
        Some(p.vp as f64 + show::income_points(p.income) as f64 + show::links_owned(self, seat) as f64 + 0.1 * cash)
    }

    fn check_invariants(&self) -> Result<(), String> {
        show::check_invariants(self)
    }
}
