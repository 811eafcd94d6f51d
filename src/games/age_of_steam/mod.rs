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

pub mod maps;
pub mod rules;
mod bot;
mod show;
#[doc(hidden)]
pub mod testing;

use serde::{Deserialize, Serialize};

use crate::core::hex::Hex;
use crate::core::view::{BoardView, PlayerSummary};
use crate::core::{refuse, FinalScore, Game, Outcome, Random, RuleError, Setup};
use crate::games::MapInfo;
use crate::rail::build::{self, Change};
use crate::rail::goods::{self, LinkRef};
use crate::rail::network::{self as board, End, HexState, View};
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
    /// Phase IV, Urbanization holder, before building: new city `city` (index A=0..H=7) on a town.
    Urbanize { hex: Hex, city: usize },
    /// Phase IV: tile `tile` (manifest index) turned `turns` sixths clockwise on `hex`.
    Build { hex: Hex, tile: usize, turns: u8 },
    EndBuild,
    /// Phase V: move a cube of colour `good` from the city at `from` along `links`.
    Move { from: Hex, good: Good, links: Vec<LinkRef> },
    UpgradeEngine,
    PassMove,
    /// Phase IX, Production holder: put the drawn cube into display column `column`.
    PlaceCube { column: usize },
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
    },
    Move { order: Vec<usize>, idx: usize, round: u8, upgraded: Vec<bool> },
    Produce { left: u8, cube: Good },
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
        build::Rules { map: self.map, tiles: manifest(), prices: &self.def.rules.prices }
    }

    /// Checks a build on `hexes` (the state's, or a scratch copy) and prices it by this map's
    /// rules; gives up early when even the map's best price exceeds `budget`.
    pub(crate) fn plan_build(
        &self,
        hexes: &mut [HexState],
        p: usize,
        i: usize,
        kind: usize,
        turns: u8,
        budget: u32,
    ) -> Result<build::Plan, &'static str> {
        let special = self.def.special;
        let mut plan = build::plan_within(self.build_rules(), hexes, p, i, kind, turns, budget.saturating_add(special.max_discount()))?;
        plan.cost = special.build_cost(self, p, i, &plan);
        Ok(plan)
    }

    pub fn new_city_colours(&self) -> Vec<Good> {
        self.map.new_cities.iter().map(|n| n.colour).collect()
    }

    fn draw(&mut self) -> Option<Good> {
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

    fn builds_allowed(&self, p: usize) -> u32 {
        self.def.special.builds_allowed(self, p)
    }

    /// Seat `p`'s incomplete sections, each named by the node and edge it leaves from.
    fn open_sections(&self, p: usize) -> Vec<(usize, u8)> {
        let v = self.view();
        v.sections()
            .into_iter()
            .filter(|t| matches!(t.end, End::Open(..)) && t.owner(&self.hexes) == Some(p))
            .map(|t| (t.from, t.edge))
            .collect()
    }

    fn set_owner(&mut self, segs: &[(usize, usize)], owner: Option<usize>) {
        for &(h, s) in segs {
            if let Some(t) = self.hexes[h].tile.as_mut() {
                t.segs[s].owner = owner;
            }
        }
    }

    // ----- the flow of a turn -----

    fn start_turn(&mut self, out: &mut Outcome) {
        out.line(format!("Turn {} of {}", self.turn, self.turns));
        self.phase = Phase::Shares { idx: 0 };
    }

    pub fn start_auction(&mut self) {
        let n = self.players.len();
        self.phase = Phase::Auction {
            bidders: self.order.clone(),
            at: 0,
            bids: vec![0; n],
            high: 0,
            dropped: vec![],
            pass_used: false,
        };
        // With a single player left there is nothing to bid for.
        if self.order.len() <= 1 {
            self.free_actions();
        }
    }

    fn finish_auction(&mut self, winner: usize, bids: &[u32], dropped: &[usize], out: &mut Outcome) {
        let mut new_order = vec![winner];
        new_order.extend(dropped.iter().rev().copied());
        let last_drop = dropped.last().copied();
        let first_drop = dropped.first().copied();
        let mut paid = Vec::new();
        for &p in &new_order {
            let bid = bids[p];
            let pay = if Some(p) == first_drop {
                0
            } else if p == winner || Some(p) == last_drop {
                bid
            } else {
                bid.div_ceil(2)
            };
            self.players[p].money -= pay as i32;
            paid.push(format!("{} ${}", self.names[p], pay));
        }
        out.line(format!(
            "New turn order: {}. Paid: {}",
            new_order.iter().map(|&p| self.names[p].clone()).collect::<Vec<_>>().join(", "),
            paid.join(", ")
        ));
        self.order = new_order;
        self.free_actions();
    }

    /// Phase III starts with all seven actions free again.
    fn free_actions(&mut self) {
        for p in &mut self.players {
            p.special = None;
        }
        self.phase = Phase::Actions { idx: 0 };
    }

    pub fn start_build(&mut self) {
        let order = self.order_with_first(Special::FirstBuild);
        self.begin_build_step(order, 0);
    }

    fn begin_build_step(&mut self, order: Vec<usize>, idx: usize) {
        if idx >= order.len() {
            self.start_move();
            return;
        }
        let p = order[idx];
        let open_at_start = self.open_sections(p);
        self.phase = Phase::Build { order, idx, builds: 0, urbanized: false, touched: vec![], open_at_start, extended: vec![] };
    }

    fn end_build_step(&mut self, out: &mut Outcome) {
        let Phase::Build { order, idx, open_at_start, extended, .. } = self.phase.clone() else { return };
        let p = order[idx];
        // Sections owned at the start of the step and given no new tile lose their owner.
        let v = self.view();
        let stale: Vec<Vec<(usize, usize)>> = v
            .sections()
            .into_iter()
            .filter(|t| matches!(t.end, End::Open(..)) && t.owner(&self.hexes) == Some(p))
            .filter(|t| open_at_start.contains(&(t.from, t.edge)) && !extended.contains(&(t.from, t.edge)))
            .map(|t| t.segs)
            .collect();
        for segs in stale {
            let at = v_hex_label(self, segs[0].0);
            self.set_owner(&segs, None);
            out.line(format!("{}'s unfinished track at {} was not extended and is now unowned", self.names[p], at));
        }
        self.begin_build_step(order, idx + 1);
    }

    pub fn start_move(&mut self) {
        let order = self.order_with_first(Special::FirstMove);
        let n = self.players.len();
        self.phase = Phase::Move { order, idx: 0, round: 1, upgraded: vec![false; n] };
    }

    fn next_mover(&mut self, out: &mut Outcome) {
        let Phase::Move { order, idx, round, upgraded } = self.phase.clone() else { return };
        if idx + 1 < order.len() {
            self.phase = Phase::Move { order, idx: idx + 1, round, upgraded };
        } else if round == 1 {
            self.phase = Phase::Move { order, idx: 0, round: 2, upgraded };
        } else {
            self.end_of_turn(out);
        }
    }

    /// Phases VI-VIII, then Production (which may wait for a decision).
    pub fn end_of_turn(&mut self, out: &mut Outcome) {
        let mut lines = Vec::new();
        for &p in &self.order {
            let pl = &mut self.players[p];
            pl.money += pl.income;
            lines.push(format!("{} +${}", self.names[p], pl.income));
        }
        out.line(format!("Income: {}", lines.join(", ")));
        let mut lines = Vec::new();
        let mut gone = Vec::new();
        for &p in &self.order {
            let pl = &mut self.players[p];
            let cost = pl.shares as i32 + pl.engine as i32;
            pl.money -= cost;
            let mut line = format!("{} -${}", self.names[p], cost);
            if pl.money < 0 {
                let short = -pl.money;
                pl.money = 0;
                pl.income -= short;
                line += &format!(" (short ${short}: income -{short})");
                if pl.income < 0 {
                    pl.eliminated = true;
                    gone.push(p);
                }
            }
            lines.push(line);
        }
        out.line(format!("Expenses: {}", lines.join(", ")));
        for p in gone {
            self.eliminate(p, out);
        }
        let mut lines = Vec::new();
        for &p in &self.order {
            let pl = &mut self.players[p];
            let r = self.def.rules.income_reduction(pl.income);
            if r > 0 {
                pl.income -= r;
                lines.push(format!("{} -{}", self.names[p], r));
            }
        }
        if !lines.is_empty() {
            out.line(format!("Income reduction: {}", lines.join(", ")));
        }
        if self.order.is_empty() {
            self.phase = Phase::Over;
            out.line("Every railroad is bankrupt: the game ends");
            return;
        }
        match self.holder(Special::Production) {
            Some(_) => self.produce_next(2, out),
            None => self.growth(out),
        }
    }

    fn eliminate(&mut self, p: usize, out: &mut Outcome) {
        self.players[p].income = 0;
        self.order.retain(|&x| x != p);
        let v = self.view();
        let open: Vec<Vec<(usize, usize)>> = v
            .sections()
            .into_iter()
            .filter(|t| matches!(t.end, End::Open(..)) && t.owner(&self.hexes) == Some(p))
            .map(|t| t.segs)
            .collect();
        for segs in open {
            self.set_owner(&segs, None);
        }
        out.line(format!("{} cannot pay and is eliminated", self.names[p]));
    }

    fn empty_boxes(&self) -> bool {
        (0..DISPLAY_COLUMNS).any(|c| self.display[c].len() < column_capacity(c))
    }

    /// Production: draw a cube for the holder to place; `left` cubes still to draw.
    fn produce_next(&mut self, left: u8, out: &mut Outcome) {
        if left == 0 || !self.empty_boxes() {
            self.growth(out);
            return;
        }
        match self.draw() {
            Some(cube) => {
                out.random = true;
                out.line(format!("Production draws a {} cube", cube.name()));
                self.phase = Phase::Produce { left, cube };
            }
            None => self.growth(out),
        }
    }

    /// Phase IX (dice), then X.
    fn growth(&mut self, out: &mut Outcome) {
        out.random = true;
        let light: Vec<u8> = (0..self.start_players).map(|_| self.rng.die()).collect();
        let dark: Vec<u8> = (0..self.start_players).map(|_| self.rng.die()).collect();
        self.grow(&light, &dark, out);
        if self.turn >= self.turns {
            self.phase = Phase::Over;
            out.line("The last turn is over: final scoring");
        } else {
            self.turn += 1;
            self.turn_order_pass = self.holder(Special::TurnOrder);
            self.start_turn(out);
        }
    }

    /// Goods growth for the dice rolled on the light and the dark side.
    pub fn grow(&mut self, light: &[u8], dark: &[u8], out: &mut Outcome) {
        for (side, base, dice) in [("light", 0usize, light), ("dark", 6usize, dark)] {
            let mut moved = Vec::new();
            for &d in dice {
                let col = base + d as usize - 1;
                if let Some(city) = self.map.city_of_column(col) {
                    if let Some(g) = self.display[col].pop() {
                        self.hexes[city].cubes.push(g);
                        moved.push(format!("{} to {}", g.name(), self.map.hexes[city].name.clone().unwrap_or_default()));
                    }
                }
                if let Some((n, ncol)) = new_city_column(self.map, col) {
                    if let Some(at) = self.hexes.iter().position(|h| h.new_city == Some(n)) {
                        if let Some(g) = self.display[ncol].pop() {
                            self.hexes[at].cubes.push(g);
                            moved.push(format!("{} to new city {}", g.name(), self.map.new_cities[n].letter));
                        }
                    }
                }
            }
            out.line(format!(
                "Goods growth, {side} dice {}: {}",
                dice.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "),
                if moved.is_empty() { "nothing arrives".to_string() } else { moved.join(", ") }
            ));
        }
    }

    // ----- decisions -----

    fn legal(&self) -> Vec<Action> {
        let Some(p) = self.current() else { return vec![] };
        let pl = &self.players[p];
        match &self.phase {
            Phase::Shares { .. } => {
                let max_shares = self.rules().share_limit.saturating_sub(pl.shares);
                (0..=max_shares).map(|count| Action::IssueShares { count }).collect()
            }
            Phase::Auction { high, pass_used, .. } => {
                let mut v: Vec<Action> =
                    ((*high + 1).max(1)..=pl.money.max(0) as u32).map(|amount| Action::Bid { amount }).collect();
                if self.turn_order_pass == Some(p) && !pass_used {
                    v.push(Action::PassBid);
                }
                v.push(Action::DropOut);
                v
            }
            Phase::Actions { .. } => {
                let taken: Vec<Special> = self.players.iter().filter_map(|q| q.special).collect();
                self.def.special.actions().iter().filter(|s| !taken.contains(s)).map(|&action| Action::Choose { action }).collect()
            }
            Phase::Build { builds, urbanized, touched, .. } => {
                let mut v = Vec::new();
                if pl.special == Some(Special::Urbanization) && !urbanized && *builds == 0 {
                    for (i, h) in self.map.hexes.iter().enumerate() {
                        if self.view().is_town(i) {
                            for (n, free) in self.new_city_free.iter().enumerate() {
                                if *free {
                                    v.push(Action::Urbanize { hex: h.hex, city: n });
                                }
                            }
                        }
                    }
                }
                if *builds < self.builds_allowed(p) {
                    v.extend(self.build_options(p, touched).into_iter().map(|(a, _)| a));
                }
                v.push(Action::EndBuild);
                v
            }
            Phase::Move { upgraded, .. } => {
                let mut v = self.move_options(p).into_iter().map(|(a, _)| a).collect::<Vec<_>>();
                if !upgraded[p] && pl.engine < self.rules().max_engine {
                    v.push(Action::UpgradeEngine);
                }
                v.push(Action::PassMove);
                v
            }
            Phase::Produce { .. } => (0..DISPLAY_COLUMNS)
                .filter(|&c| self.display[c].len() < column_capacity(c))
                .map(|column| Action::PlaceCube { column })
                .collect(),
            Phase::Over => vec![],
        }
    }

    /// Exactly `legal().contains(action)`, without listing everything.
    fn is_legal(&self, action: &Action, p: usize) -> bool {
        let pl = &self.players[p];
        match (action, &self.phase) {
            (Action::Build { hex, tile, turns }, Phase::Build { builds, touched, .. }) => {
                if *builds >= self.builds_allowed(p) || touched.contains(hex) || *turns >= 6 {
                    return false;
                }
                let Some(i) = self.map.at(*hex) else { return false };
                let Some(def) = manifest().tiles.get(*tile) else { return false };
                // Only the listed orientation of each distinct track counts.
                if !def.orientations.iter().any(|(t, _)| t == turns) {
                    return false;
                }
                let mut scratch = self.hexes.clone();
                let Ok(plan) = self.plan_build(&mut scratch, p, i, *tile, *turns, u32::MAX) else { return false };
                if plan.cost as i32 > pl.money || !self.in_supply(&plan, *tile) {
                    return false;
                }
                // The listing keeps the first orientation giving the same track.
                let key: Vec<_> = {
                    let mut k: Vec<_> = plan.tile.segs.iter().map(|s| s.path).collect();
                    k.sort();
                    k
                };
                for (t, _) in def.orientations.iter().take_while(|(t, _)| t != turns) {
                    if let Ok(other) = self.plan_build(&mut scratch, p, i, *tile, *t, u32::MAX) {
                        let mut k: Vec<_> = other.tile.segs.iter().map(|s| s.path).collect();
                        k.sort();
                        if k == key {
                            return false;
                        }
                    }
                }
                true
            }
            (Action::Move { from, good, links }, Phase::Move { .. }) => {
                let Some(i) = self.map.at(*from) else { return false };
                if !self.hexes[i].cubes.contains(good) {
                    return false;
                }
                goods::routes(&self.view(), i, *good, pl.engine as usize, &self.new_city_colours())
                    .iter()
                    .any(|r| r.links == *links)
            }
            _ => self.legal().contains(action),
        }
    }

    pub fn current(&self) -> Option<usize> {
        match &self.phase {
            Phase::Shares { idx } | Phase::Actions { idx } => self.order.get(*idx).copied(),
            Phase::Auction { bidders, at, .. } => bidders.get(*at).copied(),
            Phase::Build { order, idx, .. } | Phase::Move { order, idx, .. } => order.get(*idx).copied(),
            Phase::Produce { .. } => self.holder(Special::Production),
            Phase::Over => None,
        }
    }

    /// Every legal build for seat `p` now, with its plan. Only hexes where track could connect
    /// are tried: next to a city, at an open end, on a town, or holding a tile.
    pub(crate) fn build_options(&self, p: usize, touched: &[Hex]) -> Vec<(Action, build::Plan)> {
        let m = manifest();
        let money = self.players[p].money.max(0) as u32;
        let view = self.view();
        let mut candidates = vec![false; self.map.hexes.len()];
        for (i, _) in self.map.hexes.iter().enumerate() {
            if view.is_city(i) {
                for e in 0..6 {
                    if let Some(n) = view.neighbor(i, e) {
                        candidates[n] = true;
                    }
                }
            } else if view.is_town(i) || self.hexes[i].tile.is_some() {
                candidates[i] = true;
                if self.hexes[i].tile.is_some() {
                    for e in 0..6 {
                        if let Some(n) = view.neighbor(i, e) {
                            candidates[n] = true;
                        }
                    }
                }
            }
        }
        let mut scratch = self.hexes.clone();
        let mut out = Vec::new();
        for (i, &candidate) in candidates.iter().enumerate() {
            if !candidate || view.is_city(i) || touched.contains(&self.map.hexes[i].hex) {
                continue;
            }
            if self.map.hexes[i].terrain == crate::rail::Ground::Water {
                continue;
            }
            // Sides through which new track would connect (a city, or an open end of this
            // seat's or unowned track): a fresh tile needs every path (a town, one spoke) there.
            let mut mask = 0u8;
            for e in 0..6u8 {
                match view.across(i, e) {
                    board::Across::City(_) => mask |= 1 << e,
                    board::Across::Track(n, s) if view.seg(n, s).owner.is_none_or(|o| o == p) => mask |= 1 << e,
                    _ => {}
                }
            }
            let fresh = self.hexes[i].tile.is_none();
            if fresh && mask == 0 {
                continue;
            }
            let town = view.is_town(i);
            // Track shapes already offered here, packed: tile kind, then the sorted paths.
            let mut seen: Vec<u64> = Vec::new();
            for (kind, def) in m.tiles.iter().enumerate() {
                if fresh && !town && def.class == crate::rail::TileClass::Town {
                    continue;
                }
                for (turns, paths) in &def.orientations {
                    if fresh {
                        let touches = |q: &crate::core::track::Path| q.edges().any(|e| mask & (1 << e) != 0);
                        let ok = if town { paths.iter().any(touches) } else { paths.iter().all(touches) };
                        if !ok {
                            continue;
                        }
                    }
                    let Ok(plan) = self.plan_build(&mut scratch, p, i, kind, *turns, money) else { continue };
                    if plan.cost > money || !self.in_supply(&plan, kind) {
                        continue;
                    }
                    // The same track from two tile descriptions is one option (a disc on a
                    // straight and on another tile never coincide, but orientations may).
                    let mut codes: Vec<u64> = plan.tile.segs.iter().map(|s| 1 + s.path.a as u64 * 8 + s.path.b.unwrap_or(7) as u64).collect();
                    codes.sort_unstable();
                    let key = codes.iter().fold(kind as u64, |k, c| (k << 7) | c);
                    if seen.contains(&key) {
                        continue;
                    }
                    seen.push(key);
                    out.push((Action::Build { hex: self.map.hexes[i].hex, tile: kind, turns: *turns }, plan));
                }
            }
        }
        out
    }

    fn in_supply(&self, plan: &build::Plan, kind: usize) -> bool {
        let back = plan.returned.is_some_and(|(k, _)| k == kind) as u32;
        let disc_back = plan.returned.is_some_and(|(_, d)| d) as u32;
        self.supply[kind] + back > 0 && (!plan.tile.disc || self.discs + disc_back > 0)
    }

    /// Every legal move of a cube for seat `p`, with its route.
    pub(crate) fn move_options(&self, p: usize) -> Vec<(Action, goods::Route)> {
        let view = self.view();
        let colours = self.new_city_colours();
        let mut out = Vec::new();
        for (i, h) in self.hexes.iter().enumerate() {
            let mut seen: Vec<Good> = Vec::new();
            for &g in &h.cubes {
                if seen.contains(&g) {
                    continue;
                }
                seen.push(g);
                for r in goods::routes(&view, i, g, self.players[p].engine as usize, &colours) {
                    out.push((Action::Move { from: self.map.hexes[i].hex, good: g, links: r.links.clone() }, r));
                }
            }
        }
        out
    }

    fn do_apply(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        let name = self.names[p].clone();
        match (action, self.phase.clone()) {
            (Action::IssueShares { count }, Phase::Shares { idx }) => {
                let pl = &mut self.players[p];
                pl.shares += count;
                pl.money += *count as i32 * self.def.rules.share_price;
                if *count > 0 {
                    out.line(format!("{name} issues {count} share{} for ${}", plural(*count), count * 5));
                } else {
                    out.line(format!("{name} issues no shares"));
                }
                if idx + 1 < self.order.len() {
                    self.phase = Phase::Shares { idx: idx + 1 };
                } else {
                    self.start_auction();
                }
            }
            (Action::Bid { .. } | Action::DropOut | Action::PassBid, Phase::Auction { mut bidders, mut at, mut bids, mut high, mut dropped, mut pass_used }) => {
                match action {
                    Action::Bid { amount } => {
                        bids[p] = *amount;
                        high = *amount;
                        out.line(format!("{name} bids ${amount}"));
                        at += 1;
                    }
                    Action::PassBid => {
                        pass_used = true;
                        out.line(format!("{name} passes (Turn Order)"));
                        at += 1;
                    }
                    _ => {
                        bidders.remove(at);
                        dropped.push(p);
                        let place = self.order.len() - dropped.len() + 1;
                        out.line(format!("{name} drops out and takes place {place}"));
                    }
                }
                if at >= bidders.len() {
                    at = 0;
                }
                if bidders.len() == 1 {
                    let winner = bidders[0];
                    self.finish_auction(winner, &bids, &dropped, out);
                } else if high > 0 && bids[bidders[at]] == high {
                    // Back to the high bidder: everyone else has dropped or passed since. The
                    // bid stands; who passed takes the next places in bidding order.
                    let winner = bidders[at];
                    let rest: Vec<usize> = (1..bidders.len()).map(|k| bidders[(at + k) % bidders.len()]).collect();
                    for &q in rest.iter().rev() {
                        dropped.push(q);
                    }
                    out.line(format!("{} keeps the high bid of ${high}: the bidding is over", self.names[winner]));
                    self.finish_auction(winner, &bids, &dropped, out);
                } else {
                    self.phase = Phase::Auction { bidders, at, bids, high, dropped, pass_used };
                }
            }
            (Action::Choose { action: s }, Phase::Actions { idx }) => {
                self.players[p].special = Some(*s);
                out.line(format!("{name} takes {}", s.name()));
                if *s == Special::Locomotive && self.players[p].engine < self.rules().max_engine {
                    self.players[p].engine += 1;
                    out.line(format!("{name}'s locomotive rises to {}", self.players[p].engine));
                }
                if idx + 1 < self.order.len() {
                    self.phase = Phase::Actions { idx: idx + 1 };
                } else {
                    self.start_build();
                }
            }
            (Action::Urbanize { hex, city }, Phase::Build { order, idx, builds, touched, open_at_start, extended, .. }) => {
                let i = self.map.at(*hex).expect("legal");
                if let Some(t) = self.hexes[i].tile.take() {
                    self.supply[t.kind] += 1;
                    if t.disc {
                        self.discs += 1;
                    }
                }
                self.hexes[i].new_city = Some(*city);
                self.new_city_free[*city] = false;
                // Unfinished track leaving the old town loses its owner.
                let v = self.view();
                let stale: Vec<Vec<(usize, usize)>> =
                    v.links_from_all(i).into_iter().filter(|t| matches!(t.end, End::Open(..))).map(|t| t.segs).collect();
                for segs in stale {
                    self.set_owner(&segs, None);
                }
                let nc = &self.map.new_cities[*city];
                out.line(format!(
                    "{name} urbanizes {}: new {} city {}",
                    self.map.hexes[i].name.clone().unwrap_or_else(|| hex.to_string()),
                    nc.colour.name(),
                    nc.letter
                ));
                self.phase = Phase::Build { order, idx, builds, urbanized: true, touched, open_at_start, extended };
            }
            (Action::Build { hex, tile, turns }, Phase::Build { order, idx, builds, urbanized, mut touched, open_at_start, mut extended }) => {
                let i = self.map.at(*hex).expect("legal");
                let mut hexes = std::mem::take(&mut self.hexes);
                let plan = self.plan_build(&mut hexes, p, i, *tile, *turns, u32::MAX).expect("legal");
                self.hexes = hexes;
                if let Some((k, d)) = plan.returned {
                    self.supply[k] += 1;
                    if d {
                        self.discs += 1;
                    }
                }
                self.supply[*tile] -= 1;
                if plan.tile.disc {
                    self.discs -= 1;
                }
                self.players[p].money -= plan.cost as i32;
                let old_paths: Vec<_> = self.hexes[i].tile.as_ref().map(|t| t.segs.iter().map(|s| s.path).collect()).unwrap_or_default();
                self.hexes[i].tile = Some(plan.tile.clone());
                let view = self.view();
                let mut claims = Vec::new();
                match plan.redirected {
                    // A redirect claims nothing, unless it completes the link: then the whole
                    // link is the builder's (a link has one owner).
                    Some(s) => {
                        if let Some(t) = view.section_of(i, s) {
                            let mine = t.segs.iter().all(|&(h, s)| view.seg(h, s).owner.is_none_or(|o| o == p));
                            if matches!(t.end, End::Node(_)) && mine {
                                claims.push(t.segs);
                            }
                        }
                    }
                    // New track: ownership follows the builder along everything it joins, and
                    // each section it lengthens counts as extended this step.
                    None => {
                        for (s, seg) in plan.tile.segs.iter().enumerate() {
                            if seg.owner != Some(p) || old_paths.contains(&seg.path) {
                                continue;
                            }
                            if let Some(t) = view.section_of(i, s) {
                                extended.push((t.from, t.edge));
                                claims.push(t.segs);
                            }
                        }
                    }
                }
                for segs in claims {
                    self.set_owner(&segs, Some(p));
                }
                let def = &manifest().tiles[*tile];
                let what = match plan.change {
                    Change::Place if plan.tile.disc => format!("a town disc on a {}", def.name),
                    Change::Place => format!("a {}", def.name),
                    Change::Upgrade => format!("an upgrade to a {}", def.name),
                    Change::Redirect => format!("a redirect to a {}", def.name),
                    Change::TownUpgrade => format!("a town upgrade to {} exits", plan.tile.segs.len()),
                };
                out.line(format!("{name} builds {what} at {} for ${}", v_hex_label(self, i), plan.cost));
                touched.push(*hex);
                let builds = builds + 1;
                self.phase = Phase::Build { order, idx, builds, urbanized, touched, open_at_start, extended };
            }
            (Action::EndBuild, Phase::Build { builds, .. }) => {
                out.line(format!("{name} ends building ({builds} build{})", plural(builds)));
                self.end_build_step(out);
            }
            (Action::Move { from, good, links }, Phase::Move { .. }) => {
                let i = self.map.at(*from).expect("legal");
                // The route `move_options` lists for this action: the first from `from` for
                // `good` over these links.
                let route = goods::routes(&self.view(), i, *good, self.players[p].engine as usize, &self.new_city_colours())
                    .into_iter()
                    .find(|r| r.links == *links)
                    .expect("legal");
                let pos = self.hexes[i].cubes.iter().position(|g| g == good).expect("cube there");
                self.hexes[i].cubes.remove(pos);
                self.bag[good.index()] += 1;
                let mut earned: Vec<(usize, u32)> = Vec::new();
                for o in route.owners.iter().flatten() {
                    if self.players[*o].eliminated {
                        continue;
                    }
                    self.players[*o].income += 1;
                    match earned.iter_mut().find(|(q, _)| q == o) {
                        Some(e) => e.1 += 1,
                        None => earned.push((*o, 1)),
                    }
                }
                let stops: Vec<String> = route.nodes.iter().map(|&n| v_hex_label(self, n)).collect();
                let paid = if earned.is_empty() {
                    "nobody earns".to_string()
                } else {
                    earned.iter().map(|(o, n)| format!("{} +{n} income", self.names[*o])).collect::<Vec<_>>().join(", ")
                };
                out.line(format!(
                    "{name} moves a {} cube {} ({} link{}): {paid}",
                    good.name(),
                    stops.join(" → "),
                    links.len(),
                    plural(links.len() as u32)
                ));
                self.next_mover(out);
            }
            (Action::UpgradeEngine, Phase::Move { order, idx, round, mut upgraded }) => {
                upgraded[p] = true;
                self.players[p].engine += 1;
                out.line(format!("{name} upgrades the locomotive to {}", self.players[p].engine));
                self.phase = Phase::Move { order, idx, round, upgraded };
                self.next_mover(out);
            }
            (Action::PassMove, Phase::Move { .. }) => {
                out.line(format!("{name} passes"));
                self.next_mover(out);
            }
            (Action::PlaceCube { column }, Phase::Produce { left, cube }) => {
                self.display[*column].push(cube);
                out.line(format!("{name} puts the {} cube in display column {}", cube.name(), column_name(self.map, *column)));
                self.produce_next(left - 1, out);
            }
            _ => unreachable!("checked legal"),
        }
    }

    /// Why `action` is not legal now, in a player's words.
    fn why_not(&self, action: &Action) -> String {
        let Some(p) = self.current() else { return "the game is over".into() };
        let pl = &self.players[p];
        let wrong_phase = |what: &str| format!("this is not the moment to {what}: {}", show::prompt(self));
        match (action, &self.phase) {
            (Action::IssueShares { count }, Phase::Shares { .. }) => {
                format!("{count} more shares would pass the limit of {} (you have {})", self.rules().share_limit, pl.shares)
            }
            (Action::IssueShares { .. }, _) => wrong_phase("issue shares"),
            (Action::Bid { amount }, Phase::Auction { high, .. }) => {
                if *amount <= *high {
                    format!("a bid must be higher than ${high}")
                } else if *amount as i32 > pl.money {
                    format!("you cannot bid more than your ${}", pl.money)
                } else {
                    "a bid must be at least $1".into()
                }
            }
            (Action::PassBid, Phase::Auction { .. }) => "only the Turn Order holder may pass, once".into(),
            (Action::Bid { .. } | Action::DropOut | Action::PassBid, _) => wrong_phase("bid"),
            (Action::Choose { action }, Phase::Actions { .. }) => format!("{} is already taken", action.name()),
            (Action::Choose { .. }, _) => wrong_phase("choose an action"),
            (Action::Urbanize { .. }, Phase::Build { builds, urbanized, .. }) => {
                if pl.special != Some(Special::Urbanization) {
                    "only the Urbanization holder may place a new city".into()
                } else if *urbanized || *builds > 0 {
                    "the new city is placed once, before any track".into()
                } else {
                    "a new city goes on a town, and each new city only once".into()
                }
            }
            (Action::Build { hex, tile, turns }, Phase::Build { builds, touched, .. }) => {
                if *builds >= self.builds_allowed(p) {
                    return format!("you have used all {} builds", self.builds_allowed(p));
                }
                if touched.contains(hex) {
                    return "each hex can be changed only once per build step".into();
                }
                let Some(i) = self.map.at(*hex) else { return "that hex is not on the board".into() };
                let mut scratch = self.hexes.clone();
                match self.plan_build(&mut scratch, p, i, *tile, *turns, u32::MAX) {
                    Err(why) => why.to_string(),
                    Ok(plan) if plan.cost as i32 > pl.money => format!("this costs ${} and you have ${}", plan.cost, pl.money),
                    Ok(_) => "there are no more of these tiles (or town discs) left".into(),
                }
            }
            (Action::Urbanize { .. } | Action::Build { .. } | Action::EndBuild, _) => wrong_phase("build"),
            (Action::Move { .. }, Phase::Move { .. }) => format!(
                "no such route: goods move over complete links only, at most {} with your locomotive, and stop at the first city of their colour",
                pl.engine
            ),
            (Action::UpgradeEngine, Phase::Move { .. }) => "the locomotive can rise once per goods phase, up to 6".into(),
            (Action::Move { .. } | Action::UpgradeEngine | Action::PassMove, _) => wrong_phase("move goods"),
            (Action::PlaceCube { .. }, Phase::Produce { .. }) => "that display column is full".into(),
            (Action::PlaceCube { .. }, _) => wrong_phase("place a produced cube"),
        }
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// "Pittsburgh (Q5)" or "C4".
pub(crate) fn v_hex_label(g: &AgeOfSteam, i: usize) -> String {
    let h = &g.map.hexes[i];
    match (&h.name, g.hexes[i].new_city) {
        (_, Some(n)) => format!("new city {} ({})", g.map.new_cities[n].letter, h.hex),
        (Some(name), None) => format!("{name} ({})", h.hex),
        (None, None) => h.hex.to_string(),
    }
}

pub(crate) fn column_name(map: &Board, col: usize) -> String {
    if col < 6 {
        format!("light {}", col + 1)
    } else if col < 12 {
        format!("dark {}", col - 5)
    } else {
        map.new_cities.get(col - 12).map(|n| n.letter.clone()).unwrap_or_default()
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
                Player { money: rules.start_money, income: 0, shares: rules.start_shares, engine: 1, eliminated: false, special: None };
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
            supply: m.tiles.iter().map(|t| t.count).collect(),
            discs: m.town_discs,
            new_city_free: vec![true; map.new_cities.len()],
            turn_order_pass: None,
            rng: random,
        };
        // The display fills box by box from the top, then the cities get their cubes.
        for col in 0..DISPLAY_COLUMNS {
            let mut boxes = Vec::new();
            for _ in 0..column_capacity(col) {
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
        // Starting order: equivalent to each rolling three dice with ties rerolled.
        g.rng.shuffle("seat", &mut g.order, |&p, f| f.is(p as u32, &g.names[p]));
        g.phase = Phase::Shares { idx: 0 };
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

    fn current_player(&self) -> Option<usize> {
        self.current()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal()
    }

    fn apply(&mut self, action: &Action) -> Result<Outcome, RuleError> {
        let Some(p) = self.current() else { return refuse("the game is over") };
        if !self.is_legal(action, p) {
            return refuse(self.why_not(action));
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

    fn board_view(&self) -> BoardView {
        show::board_view(self)
    }

    fn player_summaries(&self, _viewer: Option<usize>) -> Vec<PlayerSummary> {
        show::player_summaries(self)
    }

    fn info_panels(&self, _viewer: Option<usize>) -> Vec<crate::core::view::InfoPanel> {
        show::info_panels(self)
    }

    fn prompt(&self) -> String {
        show::prompt(self)
    }

    fn describe(&self, action: &Action) -> String {
        show::describe(self, action)
    }

    fn action_group(&self, action: &Action) -> String {
        show::group(action).to_string()
    }

    fn action_preview(&self, action: &Action) -> Option<crate::core::view::ActionPreview> {
        show::preview(self, action)
    }

    fn bot_action(&self, seed: u64) -> Option<Action> {
        bot::choose(self, seed)
    }

    fn check_invariants(&self) -> Result<(), String> {
        show::check_invariants(self)
    }
}
