//! Steam Power: route building and delivery for 2-5 players, and the solo mode with five
//! companies. Rules summary and design notes: DESIGN.md next to this file.
//!
//! Draws come from the state's `Random` source. Given outcomes, in the order the game asks: at
//! setup a `"city"` tile for each city of the map in its order (by colour name, or "purple"),
//! five `"contract"`s per seat, then the first `"seat"` (not in the solo game) or the first
//! `"train"`; during play each `"contract"` drawn (from the bag, or from another hand) and, in
//! the solo game, the `"contract"` that ends each round and each `"train"` drawn. Contracts are
//! named by id ("S01") or number from 0, trains by company colour ("Red") or number, seats by
//! number from 0 or by name.

pub mod bot;
pub mod data;
mod determinize;
mod draw;
pub mod edition;
pub mod show;
pub mod testing;
pub mod tiles;

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::core::hex::{opposite, Edge, EDGE_NAMES};
use crate::core::view::{BoardView, HexView, Mark, PathView, PlayerSummary, Terrain, TrackView};
use crate::core::{refuse, FinalScore, Game, Hex, Outcome, Random, RuleError, Setup};
use crate::games::MapInfo;

use data::{contracts, Bonus, Land, MapData, COLOURS, COLOUR_CSS, COLOUR_LETTERS, PURPLE_CSS};
use determinize::{is_city_tile, is_contract, is_train};
pub use determinize::Seen;

pub const AVAILABLE: bool = true;

pub fn maps() -> Vec<MapInfo> {
    vec![
        MapInfo { id: "valley", name: "Valley", min_players: 1, max_players: 5 },
        MapInfo { id: "midlands", name: "Midlands", min_players: 1, max_players: 5 },
        MapInfo { id: "coast", name: "Coast", min_players: 1, max_players: 5 },
    ]
}

pub const START_MONEY: i64 = 5;
pub const TAKE_MONEY: i64 = 3;
pub const BANK_PRICE: i64 = 5;
pub const TRAINS: u32 = 18;
pub const SOLO_TRAINS: u32 = 16;
pub const FACTORIES: u32 = 15;
pub const SOLO_ROUNDS: u32 = 8;
pub const SOLO_COLOURS: [&str; 5] = ["#d62728", "#1f77b4", "#2ca02c", "#e6c700", "#9467bd"];
pub const SOLO_NAMES: [&str; 5] = ["Red", "Blue", "Green", "Yellow", "Purple"];

/// Contracts fulfilled by one player that trigger the end, by player count.
pub fn end_threshold(players: usize) -> usize {
    match players {
        2 => 14,
        3 => 11,
        4 => 9,
        _ => 8,
    }
}

/// VP each connected player takes from a purple city, by how many players are connected.
pub fn purple_share(connected: usize) -> i64 {
    if connected == 0 { 0 } else { 4 / connected as i64 }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CityKind {
    Factory(usize),
    Purple,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct City {
    pub kind: CityKind,
    pub flipped: bool,
    /// Owning company and resources left.
    pub factory: Option<(usize, u32)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Path {
    pub entry: Edge,
    pub exit: Edge,
    pub conn: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackTile {
    pub tile_type: u8,
    pub paths: Vec<Path>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Connection {
    pub owner: usize,
    pub start: Hex,
    pub end: Option<Hex>,
    /// Tiles from the start city: hex, entry edge, exit edge.
    pub tiles: Vec<(Hex, Edge, Edge)>,
}

/// A player, or in the solo game one of the five companies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Company {
    pub trains: u32,
    pub factories: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub money: i64,
    pub hand: Vec<u8>,
    pub fulfilled: Vec<u8>,
}

/// Where one unit of a contract comes from: a factory city, or the bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    pub from: Option<Hex>,
    pub cost: i64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Choose one of the five actions.
    Action,
    /// Building track: `ops` operations done in this action; `focus` is the hex chosen for the
    /// next tile when new connections could start in several places. The choice of hex is the
    /// first half of laying a tile: it holds until the tile is laid (undo takes it back).
    Track { ops: u8, bonus: bool, focus: Option<Hex> },
    /// Drawing contracts with the bag empty: several hands tie for the most, the drawing player
    /// chooses which to draw from; `left` tiles are still to draw in this action.
    DrawFromHand { left: u8 },
    /// Choosing the source of each unit of a contract, one unit at a time.
    Sourcing { contract: u8, picks: Vec<Pick> },
    /// A contract's bonus action may be taken now.
    Bonus(BonusKind),
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BonusKind {
    Track,
    Factory,
    Contracts,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Start a Build Track action (then `Lay`, `Replace`, `Remove`, `EndTrack`).
    BuildTrack,
    /// Build a factory on this city (5 resources).
    BuildFactory { hex: Hex },
    /// Start fulfilling this contract (then `FulfilCheapest` or `Source` per unit).
    Fulfil { contract: u8 },
    DrawContracts,
    TakeMoney,
    /// Lay a path from edge `from` (joined to the city or the open end) to edge `to`; on a hex
    /// with track this places a crossing tile over it.
    Lay { hex: Hex, from: Edge, to: Edge },
    /// Turn the last tile of the incomplete connection so it leaves by edge `to` (free).
    Replace { hex: Hex, to: Edge },
    /// Take back the last tile of the incomplete connection (free).
    Remove { hex: Hex },
    EndTrack,
    /// Choose the hex for the next tile (when tiles could go in several hexes); a `Lay` there
    /// follows.
    Focus { hex: Hex },
    /// Give up the chosen hex (first edition only).
    Unfocus,
    /// Take every remaining unit by its cheapest source.
    FulfilCheapest,
    /// Take the next unit from this factory city, or from the bank (`None`).
    Source { from: Option<Hex> },
    /// Draw the next contract from this seat's hand (several hands tie for the most).
    DrawFrom { seat: usize },
    BonusTrack,
    BonusFactory { hex: Hex, resources: u8 },
    BonusDraw,
    SkipBonus,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SteamPower {
    pub setup: Setup,
    pub map: Arc<MapData>,
    /// The rules edition played (the first release's, for its saves).
    pub edition: edition::Edition,
    pub solo: bool,
    /// Where draws come from.
    pub rng: Random,
    pub cities: BTreeMap<Hex, City>,
    /// City tiles not placed on the map, shown to everybody.
    pub leftover: Vec<CityKind>,
    pub track: BTreeMap<Hex, TrackTile>,
    pub connections: BTreeMap<u32, Connection>,
    pub next_conn: u32,
    pub companies: Vec<Company>,
    pub seats: Vec<Seat>,
    pub supply: [u32; 4],
    pub tile_stock: [u32; 4],
    pub bag: Vec<u8>,
    /// Contracts drawn as the solo turn counter.
    pub removed: Vec<u8>,
    /// Money paid out by the bank and paid into it (the bank is unlimited).
    pub bank_out: i64,
    pub bank_in: i64,
    pub first: usize,
    /// Acting company (= seat in the multi-player game).
    pub active: usize,
    pub actions_left: u8,
    pub round: u32,
    pub phase: Phase,
    pub triggered: bool,
    /// Solo: train tokens still in the bag this round.
    pub tokens: Vec<usize>,
    /// Statistics for simulations: round in which the end was triggered, bank purchases.
    pub trigger_round: Option<u32>,
    pub bank_units: u32,
    pub bank_by_colour: [u32; 4],
    /// Money spent on track, and crossing tiles laid (statistics).
    pub track_spent: i64,
    /// Contracts a seat saw go into another seat's hand (drawn from its own), for
    /// determinization.
    pub seen: Vec<Seen>,
    pub crossings_laid: u32,
}

/// The route from a city to the acting company's network: cost and foreign connections used.
#[derive(Clone, Debug, Default)]
pub struct Routes {
    pub cost: BTreeMap<Hex, (i64, Vec<u32>)>,
}

impl SteamPower {
    pub fn players(&self) -> usize {
        self.setup.players.len()
    }

    pub fn seat_of(&self, company: usize) -> usize {
        if self.solo { 0 } else { company }
    }

    pub fn company_name(&self, company: usize) -> String {
        if self.solo {
            format!("{} company", SOLO_NAMES[company])
        } else {
            self.setup.players[company].name.clone()
        }
    }

    pub fn company_colour(&self, company: usize) -> String {
        if self.solo { SOLO_COLOURS[company].to_string() } else { self.setup.players[company].colour.clone() }
    }

    fn last_in_order(&self) -> usize {
        (self.first + self.players() - 1) % self.players()
    }

    // ----- network and routing -----

    /// Groups reached by at least one complete connection.
    pub fn active_groups(&self) -> BTreeSet<usize> {
        let mut s = BTreeSet::new();
        for c in self.connections.values() {
            if let Some(end) = c.end {
                s.insert(self.map.group[&c.start]);
                s.insert(self.map.group[&end]);
            }
        }
        s
    }

    pub fn incomplete(&self, company: usize) -> Option<u32> {
        self.connections.iter().find(|(_, c)| c.owner == company && c.end.is_none()).map(|(id, _)| *id)
    }

    pub fn network(&self, company: usize) -> BTreeSet<Hex> {
        let mut s = BTreeSet::new();
        for c in self.connections.values() {
            if c.owner == company {
                if let Some(end) = c.end {
                    for city in [c.start, end] {
                        for &m in &self.map.groups[self.map.group[&city]] {
                            s.insert(m);
                        }
                    }
                }
            }
        }
        s
    }

    /// Cheapest routes (0-1 weights: foreign connections cost 1) from every city to `company`'s
    /// network. Cities missing from the result cannot reach it.
    pub fn routes(&self, company: usize) -> Routes {
        let net = self.network(company);
        let mut adj: BTreeMap<Hex, Vec<(Hex, Option<u32>, i64)>> = BTreeMap::new();
        for (&id, c) in &self.connections {
            if let Some(end) = c.end {
                let w = if c.owner == company { 0 } else { 1 };
                let via = if c.owner == company { None } else { Some(id) };
                adj.entry(c.start).or_default().push((end, via, w));
                adj.entry(end).or_default().push((c.start, via, w));
            }
        }
        for g in self.active_groups() {
            let members = &self.map.groups[g];
            for &a in members {
                for &b in members {
                    if a != b {
                        adj.entry(a).or_default().push((b, None, 0));
                    }
                }
            }
        }
        let mut dist: BTreeMap<Hex, i64> = BTreeMap::new();
        let mut prev: BTreeMap<Hex, (Hex, Option<u32>)> = BTreeMap::new();
        let mut dq = VecDeque::new();
        for &h in &net {
            dist.insert(h, 0);
            dq.push_back(h);
        }
        while let Some(h) = dq.pop_front() {
            let d = dist[&h];
            if let Some(list) = adj.get(&h) {
                for &(n, via, w) in list {
                    let nd = d + w;
                    if dist.get(&n).is_none_or(|&old| nd < old) {
                        dist.insert(n, nd);
                        prev.insert(n, (h, via));
                        if w == 0 { dq.push_front(n) } else { dq.push_back(n) }
                    }
                }
            }
        }
        let mut routes = Routes::default();
        for (&h, &d) in &dist {
            let mut via = Vec::new();
            let mut cur = h;
            while let Some(&(p, v)) = prev.get(&cur) {
                if let Some(v) = v {
                    via.push(v);
                }
                cur = p;
            }
            debug_assert_eq!(via.len() as i64, d);
            routes.cost.insert(h, (d, via));
        }
        routes
    }

    /// Units available per colour: (factory city, unit cost), one entry per unit.
    fn unit_offers(&self, company: usize, routes: &Routes, picks: &[Pick]) -> [Vec<(Hex, i64)>; 4] {
        let mut out: [Vec<(Hex, i64)>; 4] = Default::default();
        for (&h, city) in &self.cities {
            let (CityKind::Factory(col), Some((owner, n))) = (city.kind, city.factory) else { continue };
            let Some((d, _)) = routes.cost.get(&h) else { continue };
            let used = picks.iter().filter(|p| p.from == Some(h)).count() as u32;
            let cost = d + if owner == company { 0 } else { 1 };
            for _ in used..n {
                out[col].push((h, cost));
            }
        }
        for v in out.iter_mut() {
            v.sort_by_key(|&(h, c)| (c, h));
        }
        out
    }

    /// Cheapest cost of the units in `units` (colours), given offers; bank for any shortfall.
    fn cheapest(offers: &[Vec<(Hex, i64)>; 4], units: &[usize]) -> (i64, Vec<Pick>) {
        let mut taken = [0usize; 4];
        let mut total = 0;
        let mut picks = Vec::new();
        for &c in units {
            let p = match offers[c].get(taken[c]) {
                Some(&(h, cost)) => Pick { from: Some(h), cost },
                None => Pick { from: None, cost: BANK_PRICE },
            };
            taken[c] += 1;
            total += p.cost;
            picks.push(p);
        }
        (total, picks)
    }

    /// Cheapest cost to fulfil a contract now (the unaffordable included).
    pub fn contract_cost(&self, company: usize, contract: u8) -> i64 {
        let routes = self.routes(company);
        let offers = self.unit_offers(company, &routes, &[]);
        Self::cheapest(&offers, &contracts()[contract as usize].unit_list()).0
    }

    /// Legal choices for the next unit while sourcing: (pick) in order of cost.
    fn source_options(&self, contract: u8, picks: &[Pick]) -> Vec<Pick> {
        let units = contracts()[contract as usize].unit_list();
        let Some(&colour) = units.get(picks.len()) else { return vec![] };
        let routes = self.routes(self.active);
        let offers = self.unit_offers(self.active, &routes, picks);
        let money = self.seats[self.seat_of(self.active)].money;
        let spent: i64 = picks.iter().map(|p| p.cost).sum();
        let mut options: Vec<Pick> = Vec::new();
        let mut seen = BTreeSet::new();
        for &(h, cost) in &offers[colour] {
            if seen.insert(h) {
                options.push(Pick { from: Some(h), cost });
            }
        }
        if offers[colour].is_empty() {
            options.push(Pick { from: None, cost: BANK_PRICE });
        }
        options
            .into_iter()
            .filter(|p| {
                let mut more = picks.to_vec();
                more.push(*p);
                let offers = self.unit_offers(self.active, &routes, &more);
                let rest = &units[more.len()..];
                let (c, _) = Self::cheapest(&offers, rest);
                spent + p.cost + c <= money
            })
            .collect()
    }

    // ----- track -----

    /// Edge `e` of hex `h` faces a path end of some track.
    fn faces_path_end(&self, h: Hex, e: Edge) -> bool {
        let n = h.neighbor(e);
        let o = opposite(e);
        self.track.get(&n).is_some_and(|t| t.paths.iter().any(|p| p.entry == o || p.exit == o))
    }

    /// Tile type for a hex showing `existing` plus a new path, if a face exists.
    fn tile_type_for(&self, hex: Hex, new: (Edge, Edge), ignore_conn: Option<(u32, Edge, Edge)>) -> Option<u8> {
        let mut paths: Vec<(Edge, Edge)> = self
            .track
            .get(&hex)
            .map(|t| {
                t.paths
                    .iter()
                    .filter(|p| Some((p.conn, p.entry, p.exit)) != ignore_conn)
                    .map(|p| (p.entry, p.exit))
                    .collect()
            })
            .unwrap_or_default();
        paths.push(new);
        tiles::face_for(&paths).map(|f| f.tile_type)
    }

    /// Where the acting company may lay a path: (hex, entry edge, start city, connection).
    fn lay_starts(&self, company: usize) -> Vec<(Hex, Edge, Hex, Option<u32>)> {
        if let Some(id) = self.incomplete(company) {
            let c = &self.connections[&id];
            let (h, _, exit) = *c.tiles.last().expect("incomplete connections have a tile");
            let target = h.neighbor(exit);
            return vec![(target, opposite(exit), c.start, Some(id))];
        }
        if self.companies[company].trains == 0 {
            return vec![];
        }
        let net = self.network(company);
        let has_track = self.connections.values().any(|c| c.owner == company);
        let from: Vec<Hex> = if !net.is_empty() {
            net.into_iter().collect()
        } else if !has_track {
            self.map.cities.clone()
        } else {
            vec![]
        };
        let mut out = Vec::new();
        for city in from {
            for e in 0..6 {
                let t = city.neighbor(e);
                if self.map.land(t).and_then(Land::cost).is_some() {
                    out.push((t, opposite(e), city, None));
                }
            }
        }
        out
    }

    /// Whether a path in `hex` may leave by `exit` for a connection from `start`; Some(city)
    /// when it completes the connection there.
    fn exit_ok(&self, hex: Hex, exit: Edge, start: Hex) -> Option<Option<Hex>> {
        let n = hex.neighbor(exit);
        if self.map.is_city(n) {
            return if n == start { None } else { Some(Some(n)) };
        }
        if self.faces_path_end(hex, exit) {
            return None;
        }
        Some(None)
    }

    /// (hex, from, to, cost) of every path the acting company may lay now.
    pub fn lay_options(&self) -> Vec<(Hex, Edge, Edge, i64)> {
        self.lay_options_within(self.seats[self.seat_of(self.active)].money)
    }

    /// The incomplete connection of `company` cannot be extended whatever its money.
    pub fn open_end_blocked(&self) -> bool {
        self.incomplete(self.active).is_some() && self.lay_options_within(i64::MAX).is_empty()
    }

    /// Lay options costing at most `money`.
    pub fn lay_options_within(&self, money: i64) -> Vec<(Hex, Edge, Edge, i64)> {
        let company = self.active;
        let mut out = Vec::new();
        for (hex, entry, start, _) in self.lay_starts(company) {
            let Some(land) = self.map.land(hex) else { continue };
            let Some(terrain_cost) = land.cost() else { continue };
            let existing = self.track.get(&hex);
            if existing.is_some_and(|t| t.paths.len() >= 2) {
                continue;
            }
            let cost = if existing.is_some() { 2 } else { terrain_cost };
            if cost > money {
                continue;
            }
            for exit in 0..6u8 {
                if exit == entry {
                    continue;
                }
                let Some(tt) = self.tile_type_for(hex, (entry, exit), None) else { continue };
                let back = existing.map(|t| t.tile_type);
                if self.stock_after(back, tt).is_none() {
                    continue;
                }
                if self.exit_ok(hex, exit, start).is_none() {
                    continue;
                }
                out.push((hex, entry, exit, cost));
            }
        }
        out
    }

    /// Stock check when `back` returns to supply and `take` leaves it.
    fn stock_after(&self, back: Option<u8>, take: u8) -> Option<()> {
        let mut s = self.tile_stock;
        if let Some(b) = back {
            s[b as usize] += 1;
        }
        (s[take as usize] > 0).then_some(())
    }

    /// The last tile of the acting company's incomplete connection.
    fn last_tile(&self) -> Option<(u32, Hex, Edge, Edge)> {
        let id = self.incomplete(self.active)?;
        let &(h, a, b) = self.connections[&id].tiles.last()?;
        Some((id, h, a, b))
    }

    fn remove_ok(&self) -> Option<Hex> {
        let (id, h, a, b) = self.last_tile()?;
        let t = &self.track[&h];
        if t.paths.len() == 2 {
            let other = t.paths.iter().find(|p| (p.conn, p.entry, p.exit) != (id, a, b))?;
            let tt = tiles::face_for(&[(other.entry, other.exit)])?.tile_type;
            self.stock_after(Some(t.tile_type), tt)?;
        }
        Some(h)
    }

    fn replace_options(&self) -> Vec<(Hex, Edge)> {
        let Some((id, h, a, b)) = self.last_tile() else { return vec![] };
        let t = &self.track[&h];
        if t.paths.len() != 1 {
            return vec![];
        }
        let start = self.connections[&id].start;
        let mut out = Vec::new();
        for e in 0..6u8 {
            if e == a || e == b {
                continue;
            }
            let Some(tt) = tiles::face_for(&[(a, e)]).map(|f| f.tile_type) else { continue };
            if self.stock_after(Some(t.tile_type), tt).is_none() {
                continue;
            }
            if self.exit_ok(h, e, start).is_none() {
                continue;
            }
            out.push((h, e));
        }
        out
    }

    /// Distinct hexes where a tile may be laid now.
    pub fn lay_hexes(&self) -> Vec<Hex> {
        let mut v: Vec<Hex> = self.lay_options().into_iter().map(|o| o.0).collect();
        v.sort();
        v.dedup();
        v
    }

    /// Track operations with the hex focus applied (see `Phase::Track`).
    fn track_choices(&self, focus: Option<Hex>) -> Vec<Action> {
        if let Some(h) = focus {
            let mut v: Vec<Action> =
                self.lay_options().into_iter().filter(|o| o.0 == h).map(|(hex, from, to, _)| Action::Lay { hex, from, to }).collect();
            if self.edition.unfocus {
                v.push(Action::Unfocus);
            }
            return v;
        }
        let hexes = self.lay_hexes();
        let mut v: Vec<Action> = if hexes.len() > 1 {
            hexes.into_iter().map(|hex| Action::Focus { hex }).collect()
        } else {
            self.lay_options().into_iter().map(|(hex, from, to, _)| Action::Lay { hex, from, to }).collect()
        };
        v.extend(self.replace_options().into_iter().map(|(hex, to)| Action::Replace { hex, to }));
        if let Some(hex) = self.remove_ok() {
            v.push(Action::Remove { hex });
        }
        v
    }

    fn track_ops(&self) -> Vec<Action> {
        let mut v: Vec<Action> =
            self.lay_options().into_iter().map(|(hex, from, to, _)| Action::Lay { hex, from, to }).collect();
        v.extend(self.replace_options().into_iter().map(|(hex, to)| Action::Replace { hex, to }));
        if let Some(hex) = self.remove_ok() {
            v.push(Action::Remove { hex });
        }
        v
    }

    fn factory_sites(&self) -> Vec<Hex> {
        if self.companies[self.active].factories == 0 {
            return vec![];
        }
        let active = self.active_groups();
        self.cities
            .iter()
            .filter(|(h, c)| {
                matches!(c.kind, CityKind::Factory(col) if self.supply[col] > 0)
                    && !c.flipped
                    && c.factory.is_none()
                    && active.contains(&self.map.group[h])
            })
            .map(|(h, _)| *h)
            .collect()
    }

    fn can_draw(&self) -> bool {
        if !self.bag.is_empty() {
            return true;
        }
        !self.solo && (0..self.players()).any(|s| s != self.active && !self.seats[s].hand.is_empty())
    }

    fn fulfillable(&self) -> Vec<u8> {
        let seat = self.seat_of(self.active);
        let routes = self.routes(self.active);
        let offers = self.unit_offers(self.active, &routes, &[]);
        let mut v: Vec<u8> = self.seats[seat]
            .hand
            .iter()
            .copied()
            .filter(|&c| Self::cheapest(&offers, &contracts()[c as usize].unit_list()).0 <= self.seats[seat].money)
            .collect();
        v.sort();
        v
    }

    // ----- effects -----

    fn pay(&mut self, company: usize, to: Option<usize>, amount: i64) {
        let seat = self.seat_of(company);
        self.seats[seat].money -= amount;
        match to {
            Some(o) if !self.solo && o != company => self.seats[o].money += amount,
            _ => self.bank_in += amount,
        }
    }

    fn gain(&mut self, company: usize, amount: i64) {
        let seat = self.seat_of(company);
        self.seats[seat].money += amount;
        self.bank_out += amount;
    }

    fn build_factory(&mut self, hex: Hex, resources: u32, out: &mut Outcome) {
        let city = self.cities.get_mut(&hex).expect("factory site is a city");
        let CityKind::Factory(col) = city.kind else { unreachable!("factory on a purple city") };
        let n = resources.min(self.supply[col]);
        city.factory = Some((self.active, n));
        self.supply[col] -= n;
        self.companies[self.active].factories -= 1;
        out.line(format!(
            "{} builds a factory at {} with {} {} resources",
            self.company_name(self.active),
            hex,
            n,
            COLOURS[col]
        ));
    }

    fn lay(&mut self, hex: Hex, from: Edge, to: Edge, out: &mut Outcome) {
        let company = self.active;
        let (_, _, start, conn) = self
            .lay_starts(company)
            .into_iter()
            .find(|&(h, e, _, _)| h == hex && e == from)
            .expect("listed lay has a start");
        let existing = self.track.get(&hex).cloned();
        let cost = if existing.is_some() { 2 } else { self.map.land(hex).and_then(Land::cost).unwrap_or(0) };
        let tt = self.tile_type_for(hex, (from, to), None).expect("listed lay has a face");
        let id = match conn {
            Some(id) => id,
            None => {
                let id = self.next_conn;
                self.next_conn += 1;
                self.companies[company].trains -= 1;
                self.connections.insert(id, Connection { owner: company, start, end: None, tiles: vec![] });
                id
            }
        };
        if let Some(old) = &existing {
            self.tile_stock[old.tile_type as usize] += 1;
        }
        self.tile_stock[tt as usize] -= 1;
        let tile = self.track.entry(hex).or_insert(TrackTile { tile_type: tt, paths: vec![] });
        tile.tile_type = tt;
        tile.paths.push(Path { entry: from, exit: to, conn: id });
        let end = self.exit_ok(hex, to, start).flatten();
        let c = self.connections.get_mut(&id).expect("connection exists");
        c.tiles.push((hex, from, to));
        c.end = end;
        self.pay(company, None, cost);
        self.track_spent += cost;
        self.crossings_laid += existing.is_some() as u32;
        let face = tiles::face_for(&self.track[&hex].paths.iter().map(|p| (p.entry, p.exit)).collect::<Vec<_>>())
            .map(|f| f.name)
            .unwrap_or("tile");
        out.line(format!("{} lays a {} at {} for ${}", self.company_name(company), face, hex, cost));
        if let Some(end) = end {
            out.line(format!("{} completes a connection from {} to {}", self.company_name(company), start, end));
        }
    }

    fn remove_last(&mut self, out: &mut Outcome) {
        let (id, h, a, b) = self.last_tile().expect("listed remove has a tile");
        let tile = self.track.get_mut(&h).expect("tile exists");
        tile.paths.retain(|p| (p.conn, p.entry, p.exit) != (id, a, b));
        let old_type = tile.tile_type;
        self.tile_stock[old_type as usize] += 1;
        if tile.paths.is_empty() {
            self.track.remove(&h);
        } else {
            let p = &tile.paths[0];
            let tt = tiles::face_for(&[(p.entry, p.exit)]).expect("single path face").tile_type;
            tile.tile_type = tt;
            self.tile_stock[tt as usize] -= 1;
        }
        let c = self.connections.get_mut(&id).expect("connection exists");
        c.tiles.pop();
        if c.tiles.is_empty() {
            self.connections.remove(&id);
            self.companies[self.active].trains += 1;
        }
        out.line(format!("{} takes back the track at {}", self.company_name(self.active), h));
    }

    fn replace_last(&mut self, to: Edge, out: &mut Outcome) {
        let (id, h, a, _) = self.last_tile().expect("listed replace has a tile");
        let tt = tiles::face_for(&[(a, to)]).expect("single path face").tile_type;
        let tile = self.track.get_mut(&h).expect("tile exists");
        self.tile_stock[tile.tile_type as usize] += 1;
        self.tile_stock[tt as usize] -= 1;
        tile.tile_type = tt;
        tile.paths[0].exit = to;
        let start = self.connections[&id].start;
        let end = self.exit_ok(h, to, start).flatten();
        let c = self.connections.get_mut(&id).expect("connection exists");
        c.tiles.last_mut().expect("tile").2 = to;
        c.end = end;
        out.line(format!("{} turns the track at {} towards {}", self.company_name(self.active), h, EDGE_NAMES[to as usize]));
        if let Some(end) = end {
            out.line(format!("{} completes a connection from {} to {}", self.company_name(self.active), start, end));
        }
    }

    fn complete_contract(&mut self, contract: u8, picks: Vec<Pick>, out: &mut Outcome) {
        let company = self.active;
        let seat = self.seat_of(company);
        let routes = self.routes(company);
        let units = contracts()[contract as usize].unit_list();
        let mut parts = Vec::new();
        let mut flips = Vec::new();
        for (i, p) in picks.iter().enumerate() {
            let col = units[i];
            match p.from {
                None => {
                    self.pay(company, None, BANK_PRICE);
                    self.bank_units += 1;
                    self.bank_by_colour[col] += 1;
                    parts.push(format!("{} from the bank ($5)", COLOURS[col]));
                }
                Some(h) => {
                    let (_, via) = routes.cost[&h].clone();
                    for conn in via {
                        let owner = self.connections[&conn].owner;
                        self.pay(company, Some(owner), 1);
                    }
                    let city = self.cities.get_mut(&h).expect("source is a city");
                    let (owner, n) = city.factory.expect("source has a factory");
                    city.factory = Some((owner, n - 1));
                    if n == 1 {
                        city.flipped = true;
                    }
                    self.supply[col] += 1;
                    if owner != company {
                        self.pay(company, Some(owner), 1);
                    }
                    parts.push(format!("{} from {} (${})", COLOURS[col], h, p.cost));
                    if n == 1 {
                        flips.push(format!("The city at {h} is emptied and flips to 2 VP"));
                    }
                }
            }
        }
        self.seats[seat].hand.retain(|&c| c != contract);
        self.seats[seat].fulfilled.push(contract);
        let ct = &contracts()[contract as usize];
        self.gain(company, ct.money);
        out.line(format!(
            "{} fulfils contract {}: {}; earns {}",
            self.company_name(company),
            ct.id,
            parts.join(", "),
            ct.reward_text()
        ));
        out.log.extend(flips);
        self.check_trigger(out);
        self.phase = match ct.bonus {
            Some(Bonus::Track) => Phase::Bonus(BonusKind::Track),
            Some(Bonus::Factory) => Phase::Bonus(BonusKind::Factory),
            Some(Bonus::Contracts) => Phase::Bonus(BonusKind::Contracts),
            None => Phase::Action,
        };
        if self.phase == Phase::Action {
            self.action_done(out);
        }
    }

    fn check_trigger(&mut self, out: &mut Outcome) {
        if self.solo || self.triggered {
            return;
        }
        let t = end_threshold(self.players());
        if self.seats.iter().any(|s| s.fulfilled.len() >= t) {
            self.triggered = true;
            self.trigger_round = Some(self.round);
            out.line(format!("{} has fulfilled {} contracts: the game ends after this round", self.company_name(self.active), t));
        }
    }

    /// An action (with its bonus) is over: next action or next turn.
    fn action_done(&mut self, out: &mut Outcome) {
        self.phase = Phase::Action;
        if self.actions_left == 0 {
            self.next_turn(out);
        }
    }

    fn next_turn(&mut self, out: &mut Outcome) {
        if self.solo {
            if self.tokens.is_empty() {
                out.random = true;
                if !self.bag.is_empty() {
                    let i = self.rng.pick("contract", self.bag.len(), |i, f| is_contract(self.bag[i], f));
                    let c = self.bag.remove(i);
                    self.removed.push(c);
                }
                out.line(format!("Round {} is over", self.round));
                if self.round >= SOLO_ROUNDS {
                    self.phase = Phase::Over;
                    out.line("The game is over");
                    return;
                }
                self.round += 1;
                self.tokens = (0..5).flat_map(|c| [c, c]).collect();
            }
            out.random = true;
            let i = self.rng.pick("train", self.tokens.len(), |i, f| is_train(self.tokens[i], f));
            self.active = self.tokens.remove(i);
            self.actions_left = 1;
            out.line(format!("The {} train is drawn", SOLO_NAMES[self.active]));
            return;
        }
        if self.triggered && self.active == self.last_in_order() {
            self.phase = Phase::Over;
            out.line("The game is over");
            return;
        }
        if self.active == self.last_in_order() && self.edition.max_rounds.is_some_and(|m| self.round >= m) {
            self.phase = Phase::Over;
            out.line("The round limit is reached: the game is over");
            return;
        }
        self.active = (self.active + 1) % self.players();
        if self.active == self.first {
            self.round += 1;
        }
        self.actions_left = 2;
    }

    // ----- scoring -----

    pub fn score_breakdown(&self, seat: usize) -> Vec<(String, i64)> {
        let s = &self.seats[seat];
        let mut b = vec![
            ("Money".to_string(), s.money / 5),
            ("Contracts".to_string(), s.fulfilled.iter().map(|&c| contracts()[c as usize].vp).sum()),
        ];
        let owners: Vec<usize> = if self.solo { (0..5).collect() } else { vec![seat] };
        let flipped = self
            .cities
            .values()
            .filter(|c| c.flipped && c.factory.is_some_and(|(o, _)| owners.contains(&o)))
            .count() as i64;
        b.push(("Factories on flipped cities".to_string(), 2 * flipped));
        let mut purple = 0;
        for (&h, c) in &self.cities {
            if c.kind != CityKind::Purple {
                continue;
            }
            let connected: BTreeSet<usize> = self
                .connections
                .values()
                .filter(|k| k.end.is_some() && (k.start == h || k.end == Some(h)))
                .map(|k| k.owner)
                .collect();
            if self.solo {
                purple += connected.len() as i64;
            } else if connected.contains(&seat) {
                purple += purple_share(connected.len());
            }
        }
        b.push(("Purple cities".to_string(), purple));
        b
    }

    pub fn score(&self, seat: usize) -> i64 {
        self.score_breakdown(seat).iter().map(|(_, v)| v).sum()
    }

    fn describe_city(&self, h: Hex) -> String {
        match self.cities.get(&h) {
            Some(c) => match (c.kind, c.factory) {
                (CityKind::Purple, _) => format!("purple city {h}"),
                (CityKind::Factory(col), Some((o, _))) => {
                    format!("{} city {h} ({}'s factory)", COLOURS[col], self.company_name(o))
                }
                (CityKind::Factory(col), None) => format!("{} city {h}", COLOURS[col]),
            },
            None => h.to_string(),
        }
    }

    /// "grey from Red's factory at C4 ($2: $1 to Red, $1 to Blue)".
    fn source_text(&self, routes: &Routes, colour: usize, pick: &Pick) -> String {
        let Some(h) = pick.from else { return format!("{} from the bank ($5)", COLOURS[colour]) };
        let Some((owner, _)) = self.cities.get(&h).and_then(|c| c.factory) else { return h.to_string() };
        let who = if owner == self.active { "your factory".to_string() } else { format!("{}'s factory", self.company_name(owner)) };
        let mut fees: BTreeMap<usize, i64> = BTreeMap::new();
        if owner != self.active {
            *fees.entry(owner).or_default() += 1;
        }
        if let Some((_, via)) = routes.cost.get(&h) {
            for id in via {
                *fees.entry(self.connections[id].owner).or_default() += 1;
            }
        }
        let fees: Vec<String> = fees
            .iter()
            .map(|(&o, &v)| if self.solo { format!("${v} to the bank") } else { format!("${v} to {}", self.company_name(o)) })
            .collect();
        let cost = if fees.is_empty() { "$0".to_string() } else { format!("${}: {}", pick.cost, fees.join(", ")) };
        format!("{} from {who} at {h} ({cost})", COLOURS[colour])
    }

    fn contract_label(c: u8) -> String {
        let ct = &contracts()[c as usize];
        format!("{} ({} → {})", ct.id, ct.need_letters(), ct.reward_text())
    }
}

impl Game for SteamPower {
    type Action = Action;
    const ID: &'static str = "steam-power";

    fn new(setup: &Setup) -> Result<Self, RuleError> {
        Self::with_random(setup, Random::new(setup.seed))
    }

    fn with_random(setup: &Setup, random: Random) -> Result<Self, RuleError> {
        let n = setup.players.len();
        if !(1..=5).contains(&n) {
            return refuse("Steam Power needs 1 to 5 players");
        }
        let edition = edition::Edition::of(setup);
        let map = if edition.first_maps { data::first_map(&setup.map) } else { data::map(&setup.map) };
        let Some(map) = map else { return refuse(format!("unknown map {}", setup.map)) };
        let solo = n == 1;
        let mut rng = random;
        let mut tiles: Vec<CityKind> = (0..4)
            .flat_map(|c| std::iter::repeat_n(CityKind::Factory(c), data::FACTORY_TILES_PER_COLOUR))
            .chain(std::iter::repeat_n(CityKind::Purple, data::PURPLE_TILES))
            .collect();
        rng.shuffle("city", &mut tiles, is_city_tile);
        let mut cities = BTreeMap::new();
        for (i, &h) in map.cities.iter().enumerate() {
            cities.insert(h, City { kind: tiles[i], flipped: false, factory: None });
        }
        let leftover = tiles[map.cities.len()..].to_vec();
        let ncomp = if solo { 5 } else { n };
        let trains = if solo { SOLO_TRAINS } else { TRAINS };
        let mut bag: Vec<u8> = (0..contracts().len() as u8).collect();
        let mut seats = Vec::new();
        for _ in 0..n {
            let mut hand = Vec::new();
            for _ in 0..5 {
                let i = rng.pick("contract", bag.len(), |i, f| is_contract(bag[i], f));
                hand.push(bag.remove(i));
            }
            hand.sort();
            seats.push(Seat { money: START_MONEY, hand, fulfilled: vec![] });
        }
        let first = if solo { 0 } else { rng.pick("seat", n, |i, f| f.is(i as u32, &setup.players[i].name)) };
        let counts = data::tile_counts();
        let mut g = SteamPower {
            setup: setup.clone(),
            map,
            edition,
            solo,
            rng,
            cities,
            leftover,
            track: BTreeMap::new(),
            connections: BTreeMap::new(),
            next_conn: 0,
            companies: vec![Company { trains, factories: FACTORIES }; ncomp],
            seats,
            supply: [edition.resources; 4],
            tile_stock: counts,
            bag,
            removed: vec![],
            bank_out: 0,
            bank_in: 0,
            first,
            active: first,
            actions_left: 2,
            round: 1,
            phase: Phase::Action,
            triggered: false,
            tokens: vec![],
            trigger_round: None,
            bank_units: 0,
            bank_by_colour: [0; 4],
            track_spent: 0,
            seen: vec![],
            crossings_laid: 0,
        };
        if solo {
            g.tokens = (0..5).flat_map(|c| [c, c]).collect();
            let i = g.rng.pick("train", g.tokens.len(), |i, f| is_train(g.tokens[i], f));
            g.active = g.tokens.remove(i);
            g.actions_left = 1;
        }
        Ok(g)
    }

    fn current_player(&self) -> Option<usize> {
        match self.phase {
            Phase::Over => None,
            _ => Some(self.seat_of(self.active)),
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        let money = self.seats[self.seat_of(self.active)].money;
        match &self.phase {
            Phase::Over => vec![],
            Phase::Action => {
                let mut v = Vec::new();
                for c in self.fulfillable() {
                    v.push(Action::Fulfil { contract: c });
                }
                if !self.track_ops().is_empty() {
                    v.push(Action::BuildTrack);
                }
                for hex in self.factory_sites() {
                    v.push(Action::BuildFactory { hex });
                }
                if self.can_draw() {
                    v.push(Action::DrawContracts);
                }
                v.push(Action::TakeMoney);
                let _ = money;
                v
            }
            Phase::Track { ops, focus, .. } => {
                let mut v = self.track_choices(*focus);
                if *ops >= 1 && focus.is_none() {
                    v.push(Action::EndTrack);
                }
                v
            }
            Phase::DrawFromHand { .. } => self.draw_from_choices(),
            Phase::Sourcing { contract, picks } => {
                let mut v = vec![Action::FulfilCheapest];
                v.extend(self.source_options(*contract, picks).into_iter().map(|p| Action::Source { from: p.from }));
                v
            }
            Phase::Bonus(kind) => {
                let mut v = Vec::new();
                match kind {
                    BonusKind::Track => {
                        if !self.track_ops().is_empty() {
                            v.push(Action::BonusTrack);
                        }
                    }
                    BonusKind::Factory => {
                        for hex in self.factory_sites() {
                            for resources in [4, 5, 6] {
                                v.push(Action::BonusFactory { hex, resources });
                            }
                        }
                    }
                    BonusKind::Contracts => {
                        if self.can_draw() {
                            v.push(Action::BonusDraw);
                        }
                    }
                }
                v.push(Action::SkipBonus);
                v
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<Outcome, RuleError> {
        if self.phase == Phase::Over {
            return refuse("the game is over");
        }
        if !self.is_legal(action) {
            return refuse(match action {
                Action::Fulfil { .. } => "that contract cannot be fulfilled now (not in hand, or too expensive)",
                Action::Lay { .. } => "track cannot be laid that way now",
                Action::BuildFactory { .. } | Action::BonusFactory { .. } => "no factory can be built there now",
                _ => "that is not possible now",
            });
        }
        Ok(self.apply_unchecked(action))
    }

    fn apply_unchecked(&mut self, action: &Action) -> Outcome {
        let mut out = Outcome::default();
        let name = self.company_name(self.active);
        match action.clone() {
            Action::TakeMoney => {
                self.actions_left -= 1;
                self.gain(self.active, TAKE_MONEY);
                out.line(format!("{name} takes $3"));
                self.action_done(&mut out);
            }
            Action::DrawContracts => {
                self.actions_left -= 1;
                if self.draw_contracts(draw::DRAW_COUNT, &mut out) {
                    self.action_done(&mut out);
                }
            }
            Action::DrawFrom { seat } => {
                if self.draw_chosen(seat, &mut out) {
                    self.action_done(&mut out);
                }
            }
            Action::BuildFactory { hex } => {
                self.actions_left -= 1;
                self.build_factory(hex, 5, &mut out);
                self.action_done(&mut out);
            }
            Action::BuildTrack => {
                self.actions_left -= 1;
                self.phase = Phase::Track { ops: 0, bonus: false, focus: None };
            }
            Action::Fulfil { contract } => {
                self.actions_left -= 1;
                self.phase = Phase::Sourcing { contract, picks: vec![] };
                out.line(format!("{name} reveals contract {}", contracts()[contract as usize].id));
            }
            Action::Lay { hex, from, to } => {
                self.lay(hex, from, to, &mut out);
                self.track_op_done(&mut out);
            }
            Action::Replace { to, .. } => {
                self.replace_last(to, &mut out);
                self.track_op_done(&mut out);
            }
            Action::Remove { .. } => {
                self.remove_last(&mut out);
                self.track_op_done(&mut out);
            }
            Action::EndTrack => self.action_done(&mut out),
            Action::Focus { hex } => {
                if let Phase::Track { focus, .. } = &mut self.phase {
                    *focus = Some(hex);
                }
            }
            Action::Unfocus => {
                if let Phase::Track { focus, .. } = &mut self.phase {
                    *focus = None;
                }
            }
            Action::FulfilCheapest => {
                let Phase::Sourcing { contract, mut picks } = self.phase.clone() else { unreachable!() };
                let routes = self.routes(self.active);
                let offers = self.unit_offers(self.active, &routes, &picks);
                let units = contracts()[contract as usize].unit_list();
                let (_, rest) = Self::cheapest(&offers, &units[picks.len()..]);
                picks.extend(rest);
                self.complete_contract(contract, picks, &mut out);
            }
            Action::Source { from } => {
                let Phase::Sourcing { contract, mut picks } = self.phase.clone() else { unreachable!() };
                let p = self
                    .source_options(contract, &picks)
                    .into_iter()
                    .find(|p| p.from == from)
                    .expect("listed source");
                picks.push(p);
                if picks.len() == contracts()[contract as usize].units() {
                    self.complete_contract(contract, picks, &mut out);
                } else {
                    self.phase = Phase::Sourcing { contract, picks };
                }
            }
            Action::BonusTrack => self.phase = Phase::Track { ops: 0, bonus: true, focus: None },
            Action::BonusFactory { hex, resources } => {
                self.build_factory(hex, resources as u32, &mut out);
                self.action_done(&mut out);
            }
            Action::BonusDraw => {
                if self.draw_contracts(draw::DRAW_COUNT, &mut out) {
                    self.action_done(&mut out);
                }
            }
            Action::SkipBonus => {
                out.line(format!("{name} lets the bonus action go"));
                self.action_done(&mut out);
            }
        }
        out
    }

    fn final_scores(&self) -> Option<Vec<FinalScore>> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.players();
        let key = |s: usize| (self.score(s), self.seats[s].fulfilled.len());
        Some(
            (0..n)
                .map(|s| FinalScore {
                    player: s,
                    score: self.score(s),
                    rank: 1 + (0..n).filter(|&o| key(o) > key(s)).count(),
                    breakdown: self.score_breakdown(s),
                    eliminated: false,
                })
                .collect(),
        )
    }

    fn board_view(&self) -> BoardView {
        let mut hexes = Vec::new();
        for (&h, &land) in &self.map.terrain {
            let terrain = match land {
                Land::Plains => Terrain::Plain,
                Land::Hills => Terrain::Hills,
                Land::Mountains => Terrain::Mountain,
                Land::Water => Terrain::Water,
                Land::City => Terrain::City,
            };
            let mut hv = HexView { hex: h, terrain, label: None, city: None, cubes: vec![], markers: vec![] };
            if let Some(c) = self.cities.get(&h) {
                let (colour, letter, name) = match c.kind {
                    CityKind::Purple => (PURPLE_CSS.to_string(), "P".to_string(), "purple city (4 VP shared)".to_string()),
                    CityKind::Factory(col) if c.flipped => {
                        (COLOUR_CSS[col].to_string(), "2".to_string(), format!("emptied {} city (2 VP)", COLOURS[col]))
                    }
                    CityKind::Factory(col) => {
                        (COLOUR_CSS[col].to_string(), COLOUR_LETTERS[col].to_string(), format!("{} city", COLOURS[col]))
                    }
                };
                hv.city = Some(Mark { colour, letter, name });
                if let (CityKind::Factory(col), Some((owner, n))) = (c.kind, c.factory) {
                    for _ in 0..n {
                        hv.cubes.push(Mark {
                            colour: COLOUR_CSS[col].to_string(),
                            letter: COLOUR_LETTERS[col].to_string(),
                            name: format!("{} resource", COLOURS[col]),
                        });
                    }
                    let oname = self.company_name(owner);
                    hv.markers.push(Mark {
                        colour: self.company_colour(owner),
                        // Seat numbers, as on the track; solo companies by initial.
                        letter: if self.solo { SOLO_NAMES[owner][..1].to_string() } else { (owner + 1).to_string() },
                        name: format!("factory of {oname}"),
                    });
                }
            }
            hexes.push(hv);
        }
        let track = self
            .track
            .iter()
            .map(|(&h, t)| TrackView {
                hex: h,
                paths: t
                    .paths
                    .iter()
                    .map(|p| {
                        let c = &self.connections[&p.conn];
                        PathView { from: p.entry, to: Some(p.exit), owner: Some(c.owner), complete: c.end.is_some() }
                    })
                    .collect(),
                crossing: t.paths.len() == 2,
            })
            .collect();
        let mut highlights: Vec<Hex> = match self.phase {
            Phase::Track { focus: Some(h), .. } => vec![h],
            Phase::Track { .. } => self.lay_hexes(),
            Phase::Action | Phase::Bonus(BonusKind::Factory) => self.factory_sites(),
            _ => vec![],
        };
        highlights.sort();
        highlights.dedup();
        BoardView { hexes, track, highlights }
    }

    fn player_summaries(&self, viewer: Option<usize>) -> Vec<PlayerSummary> {
        (0..self.players())
            .map(|s| {
                let seat = &self.seats[s];
                let mut figures = vec![("Money".to_string(), format!("${}", seat.money))];
                if viewer == Some(s) {
                    let hand: Vec<String> = seat.hand.iter().map(|&c| Self::contract_label(c)).collect();
                    figures.push(("Contracts in hand".into(), if hand.is_empty() { "none".into() } else { hand.join("; ") }));
                } else {
                    figures.push(("Contracts in hand".into(), seat.hand.len().to_string()));
                }
                let done: Vec<&str> = seat.fulfilled.iter().map(|&c| contracts()[c as usize].id.as_str()).collect();
                figures.push(("Contracts fulfilled".into(), format!("{} {}", done.len(), done.join(" ")).trim().to_string()));
                figures.push(("Score so far".into(), self.score(s).to_string()));
                if !self.solo {
                    let c = &self.companies[s];
                    figures.push(("Trains".into(), c.trains.to_string()));
                    figures.push(("Factories".into(), c.factories.to_string()));
                }
                PlayerSummary {
                    seat: s,
                    name: self.setup.players[s].name.clone(),
                    colour: self.setup.players[s].colour.clone(),
                    active: self.current_player() == Some(s),
                    eliminated: false,
                    figures,
                }
            })
            .collect()
    }

    fn prompt(&self) -> String {
        let name = self.company_name(self.active);
        match &self.phase {
            Phase::Over => "The game is over".into(),
            Phase::Action => {
                if self.solo {
                    format!("Round {} of {}: {name} takes one action", self.round, SOLO_ROUNDS)
                } else {
                    format!("{name}: choose an action ({} left this turn)", self.actions_left)
                }
            }
            Phase::Track { ops, .. } => format!("{name}: build track (operation {} of 2)", ops + 1),
            Phase::DrawFromHand { left } => self.draw_prompt(*left),
            Phase::Sourcing { contract, picks } => {
                let units = contracts()[*contract as usize].unit_list();
                format!(
                    "{name}: choose where the {} resource for contract {} comes from",
                    COLOURS[units[picks.len()]],
                    contracts()[*contract as usize].id
                )
            }
            Phase::Bonus(k) => {
                let what = match k {
                    BonusKind::Track => "build track",
                    BonusKind::Factory => "build a factory with 4, 5 or 6 resources",
                    BonusKind::Contracts => "draw 2 contracts",
                };
                format!("{name}: bonus action — {what} now, or let it go")
            }
        }
    }

    fn describe(&self, action: &Action) -> String {
        match action {
            Action::BuildTrack => "Build track".into(),
            Action::BuildFactory { hex } => format!("Build a factory on the {} (5 resources)", self.describe_city(*hex)),
            Action::Fulfil { contract } => {
                let cost = self.contract_cost(self.active, *contract);
                format!("Fulfil contract {} (cheapest ${cost})", Self::contract_label(*contract))
            }
            Action::DrawContracts => {
                if self.bag.is_empty() { "Draw 2 contracts from the largest hand".into() } else { "Draw 2 contracts".into() }
            }
            Action::TakeMoney => "Take $3".into(),
            Action::Lay { hex, from, to } => {
                let existing = self.track.contains_key(hex);
                let face = self
                    .tile_type_for(*hex, (*from, *to), None)
                    .and_then(|_| {
                        let mut paths: Vec<(Edge, Edge)> =
                            self.track.get(hex).map(|t| t.paths.iter().map(|p| (p.entry, p.exit)).collect()).unwrap_or_default();
                        paths.push((*from, *to));
                        tiles::face_for(&paths).map(|f| f.name)
                    })
                    .unwrap_or("tile");
                let cost = if existing { 2 } else { self.map.land(*hex).and_then(Land::cost).unwrap_or(0) };
                let n = hex.neighbor(*to);
                let dest = if self.map.is_city(n) { format!(", reaching the {}", self.describe_city(n)) } else { String::new() };
                format!(
                    "Lay a {face} at {hex} from {} to {} (${cost}){dest}",
                    EDGE_NAMES[*from as usize], EDGE_NAMES[*to as usize]
                )
            }
            Action::Replace { hex, to } => format!("Turn the last tile at {hex} towards {} (free)", EDGE_NAMES[*to as usize]),
            Action::Remove { hex } => format!("Take back the last tile at {hex} (free)"),
            Action::EndTrack => "Stop building track".into(),
            Action::Focus { hex } => {
                let cost = if self.track.contains_key(hex) { 2 } else { self.map.land(*hex).and_then(Land::cost).unwrap_or(0) };
                let what = if self.track.contains_key(hex) { "a crossing tile" } else { "track" };
                format!("Lay {what} at {hex} (${cost})")
            }
            Action::DrawFrom { seat } => self.describe_draw_from(*seat),
            Action::Unfocus => "Choose another hex".into(),
            Action::FulfilCheapest => {
                if let Phase::Sourcing { contract, picks } = &self.phase {
                    let routes = self.routes(self.active);
                    let offers = self.unit_offers(self.active, &routes, picks);
                    let units = contracts()[*contract as usize].unit_list();
                    let (cost, rest) = Self::cheapest(&offers, &units[picks.len()..]);
                    let parts: Vec<String> =
                        rest.iter().zip(&units[picks.len()..]).map(|(p, &c)| self.source_text(&routes, c, p)).collect();
                    let total = cost + picks.iter().map(|p| p.cost).sum::<i64>();
                    format!(
                        "Fulfil contract {} for ${total}: {}",
                        contracts()[*contract as usize].id,
                        parts.join(", ")
                    )
                } else {
                    "Fulfil the cheapest way".into()
                }
            }
            Action::Source { from } => {
                if let Phase::Sourcing { contract, picks } = &self.phase {
                    let colour = contracts()[*contract as usize].unit_list()[picks.len()];
                    if let Some(p) = self.source_options(*contract, picks).into_iter().find(|p| p.from == *from) {
                        return format!("Take {}", self.source_text(&self.routes(self.active), colour, &p));
                    }
                }
                match from {
                    Some(h) => format!("Take it from {h}"),
                    None => "Buy it from the bank".into(),
                }
            }
            Action::BonusTrack => "Bonus: build track".into(),
            Action::BonusFactory { hex, resources } => {
                format!("Bonus: build a factory on the {} with {resources} resources", self.describe_city(*hex))
            }
            Action::BonusDraw => "Bonus: draw 2 contracts".into(),
            Action::SkipBonus => "Let the bonus action go".into(),
        }
    }

    fn action_group(&self, action: &Action) -> String {
        match action {
            Action::BuildTrack
            | Action::Lay { .. }
            | Action::Replace { .. }
            | Action::Remove { .. }
            | Action::EndTrack
            | Action::Focus { .. }
            | Action::Unfocus => "Track",
            Action::BuildFactory { .. } => "Factory",
            Action::Fulfil { .. } | Action::FulfilCheapest | Action::Source { .. } => "Contracts",
            Action::DrawContracts | Action::DrawFrom { .. } => "Contracts",
            Action::TakeMoney => "Money",
            Action::BonusTrack | Action::BonusFactory { .. } | Action::BonusDraw | Action::SkipBonus => "Bonus",
        }
        .to_string()
    }

    fn info_panels(&self, _viewer: Option<usize>) -> Vec<crate::core::view::InfoPanel> {
        show::info_panels(self)
    }

    fn action_hexes(&self, action: &Action) -> Vec<Hex> {
        match action {
            Action::BuildFactory { hex }
            | Action::Lay { hex, .. }
            | Action::Replace { hex, .. }
            | Action::Remove { hex }
            | Action::Focus { hex }
            | Action::BonusFactory { hex, .. } => vec![*hex],
            Action::Source { from: Some(hex) } => vec![*hex],
            _ => Vec::new(),
        }
    }

    fn action_preview(&self, action: &Action) -> Option<crate::core::view::ActionPreview> {
        show::preview(self, action)
    }

    fn track_owners(&self) -> Vec<(String, String)> {
        show::track_owners(self)
    }

    fn bot_action(&self, seed: u64) -> Option<Action> {
        bot::choose(self, seed)
    }

    fn private_viewer(&self) -> Option<usize> {
        self.current_player()
    }

    fn random(&self) -> Option<&Random> {
        Some(&self.rng)
    }

    fn random_mut(&mut self) -> Option<&mut Random> {
        Some(&mut self.rng)
    }

    fn determinize(&self, viewer: usize, seed: u64) -> Self {
        determinize::determinize(self, viewer, seed)
    }

    fn check_invariants(&self) -> Result<(), String> {
        // Money.
        let start = START_MONEY * self.players() as i64;
        let total: i64 = self.seats.iter().map(|s| s.money).sum();
        if total != start + self.bank_out - self.bank_in {
            return Err(format!("money: {total} held, expected {}", start + self.bank_out - self.bank_in));
        }
        if self.seats.iter().any(|s| s.money < 0) {
            return Err("negative money".into());
        }
        // Resources.
        let mut on_map = [0u32; 4];
        for c in self.cities.values() {
            if let (CityKind::Factory(col), Some((_, n))) = (c.kind, c.factory) {
                on_map[col] += n;
            }
            if c.flipped && c.factory.is_some_and(|f| f.1 > 0) {
                return Err("a flipped city still has resources".into());
            }
        }
        for col in 0..4 {
            if on_map[col] + self.supply[col] != self.edition.resources {
                return Err(format!("{} resources: {} + {}", COLOURS[col], on_map[col], self.supply[col]));
            }
        }
        // Tiles.
        let counts = data::tile_counts();
        let mut used = [0u32; 4];
        for t in self.track.values() {
            used[t.tile_type as usize] += 1;
            let face = tiles::face_for(&t.paths.iter().map(|p| (p.entry, p.exit)).collect::<Vec<_>>());
            if face.map(|f| f.tile_type) != Some(t.tile_type) {
                return Err("a tile shows a face of another type".into());
            }
        }
        for k in 1..4 {
            if used[k] + self.tile_stock[k] != counts[k] {
                return Err(format!("tile type {k}: {} + {} != {}", used[k], self.tile_stock[k], counts[k]));
            }
        }
        // Contracts.
        let mut all: Vec<u8> = self.bag.clone();
        all.extend(&self.removed);
        for s in &self.seats {
            all.extend(&s.hand);
            all.extend(&s.fulfilled);
        }
        all.sort();
        if all != (0..contracts().len() as u8).collect::<Vec<_>>() {
            return Err("contracts lost or duplicated".into());
        }
        // Trains and factories.
        let trains = if self.solo { SOLO_TRAINS } else { TRAINS };
        for (i, c) in self.companies.iter().enumerate() {
            let conns = self.connections.values().filter(|k| k.owner == i).count() as u32;
            if conns + c.trains != trains {
                return Err(format!("company {i}: trains do not add up"));
            }
            let facts = self.cities.values().filter(|k| k.factory.is_some_and(|f| f.0 == i)).count() as u32;
            if facts + c.factories != FACTORIES {
                return Err(format!("company {i}: factories do not add up"));
            }
            if self.connections.values().filter(|k| k.owner == i && k.end.is_none()).count() > 1 {
                return Err(format!("company {i} has two incomplete connections"));
            }
        }
        // Track: every path belongs to its connection, and no two connections meet.
        let mut paths = 0;
        for (id, c) in &self.connections {
            if c.tiles.is_empty() {
                continue; // links made by test set-ups
            }
            for &(h, a, b) in &c.tiles {
                if !self.track.get(&h).is_some_and(|t| t.paths.iter().any(|p| (p.conn, p.entry, p.exit) == (*id, a, b))) {
                    return Err(format!("connection {id} lost its path at {h}"));
                }
                paths += 1;
            }
            for w in c.tiles.windows(2) {
                if w[0].0.neighbor(w[0].2) != w[1].0 || opposite(w[0].2) != w[1].1 {
                    return Err(format!("connection {id} is not continuous"));
                }
            }
        }
        if paths != self.track.values().map(|t| t.paths.len()).sum::<usize>() {
            return Err("stray paths on the map".into());
        }
        for (&h, t) in &self.track {
            for p in &t.paths {
                for e in [p.entry, p.exit] {
                    let n = h.neighbor(e);
                    if let Some(nt) = self.track.get(&n) {
                        for q in &nt.paths {
                            if q.entry == opposite(e) || q.exit == opposite(e) {
                                let consecutive = q.conn == p.conn;
                                if !consecutive {
                                    return Err(format!("two connections meet between {h} and {n}"));
                                }
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

impl SteamPower {
    fn track_op_done(&mut self, out: &mut Outcome) {
        let Phase::Track { ops, bonus, .. } = self.phase.clone() else { unreachable!() };
        let ops = ops + 1;
        if ops >= 2 {
            self.action_done(out);
        } else {
            self.phase = Phase::Track { ops, bonus, focus: None };
        }
    }
}

impl SteamPower {
    /// Whether `legal_actions` lists `action`, computing only what that action needs.
    pub fn is_legal(&self, action: &Action) -> bool {
        match (&self.phase, action) {
            (Phase::Action, Action::Fulfil { contract }) => self.fulfillable().contains(contract),
            (Phase::Action, Action::BuildTrack) => !self.track_ops().is_empty(),
            (Phase::Action, Action::BuildFactory { hex }) => self.factory_sites().contains(hex),
            (Phase::Action, Action::DrawContracts) => self.can_draw(),
            (Phase::Action, Action::TakeMoney) => true,
            (Phase::Track { focus, .. }, Action::Lay { hex, from, to }) => {
                let here = match focus {
                    Some(h) => h == hex,
                    None => self.lay_hexes().len() <= 1,
                };
                here && self.lay_options().iter().any(|o| (o.0, o.1, o.2) == (*hex, *from, *to))
            }
            (Phase::Track { focus: Some(_), .. }, Action::Unfocus) => self.edition.unfocus,
            (Phase::Track { focus: None, .. }, Action::Focus { hex }) => {
                let hexes = self.lay_hexes();
                hexes.len() > 1 && hexes.contains(hex)
            }
            (Phase::DrawFromHand { .. }, Action::DrawFrom { seat }) => self.largest_hands().contains(seat),
            (Phase::Track { focus: None, .. }, Action::Replace { hex, to }) => {
                self.replace_options().contains(&(*hex, *to))
            }
            (Phase::Track { focus: None, .. }, Action::Remove { hex }) => self.remove_ok() == Some(*hex),
            (Phase::Track { ops, focus: None, .. }, Action::EndTrack) => *ops >= 1,
            (Phase::Sourcing { .. }, Action::FulfilCheapest) => true,
            (Phase::Sourcing { contract, picks }, Action::Source { from }) => {
                self.source_options(*contract, picks).iter().any(|p| p.from == *from)
            }
            (Phase::Bonus(BonusKind::Track), Action::BonusTrack) => !self.track_ops().is_empty(),
            (Phase::Bonus(BonusKind::Factory), Action::BonusFactory { hex, resources }) => {
                (4..=6).contains(resources) && self.factory_sites().contains(hex)
            }
            (Phase::Bonus(BonusKind::Contracts), Action::BonusDraw) => self.can_draw(),
            (Phase::Bonus(_), Action::SkipBonus) => true,
            _ => false,
        }
    }

    /// Cities where the acting company may build a factory now.
    pub fn factory_sites_pub(&self) -> Vec<Hex> {
        self.factory_sites()
    }
}
