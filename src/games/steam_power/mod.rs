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
mod contracts;
pub mod data;
mod determinize;
mod draw;
pub mod edition;
mod legal;
pub mod show;
pub mod teach;
pub mod testing;
pub mod tiles;
mod track;
mod turn;
pub mod words;

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::core::hex::{opposite, Edge};
use crate::core::view::{BoardView, PlayerSummary};
use crate::core::{FinalScore, Game, Hex, Msg, Outcome, Random, RuleError, Setup};
use crate::games::MapInfo;

use data::{contracts, MapData, COLOURS};
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

    /// The seats' names, for messages that name seats.
    pub fn names(&self) -> Vec<String> {
        self.setup.players.iter().map(|p| p.name.clone()).collect()
    }

    /// A refusal in words.
    fn refuse<T>(&self, words: Msg) -> Result<T, RuleError> {
        Err(RuleError::say(words, &self.names()))
    }

    /// The company's name in English (the board's marks and the track owners).
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
}

impl Game for SteamPower {
    type Action = Action;
    const ID: &'static str = "steam-power";

    fn new(setup: &Setup) -> Result<Self, RuleError> {
        Self::with_random(setup, Random::new(setup.seed))
    }

    fn with_random(setup: &Setup, random: Random) -> Result<Self, RuleError> {
        let n = setup.players.len();
        let names: Vec<String> = setup.players.iter().map(|p| p.name.clone()).collect();
        if !(1..=5).contains(&n) {
            return Err(RuleError::say(words::k("refuse.players"), &names));
        }
        let edition = edition::Edition::of(setup);
        let map = if edition.first_maps { data::first_map(&setup.map) } else { data::map(&setup.map) };
        let Some(map) = map else { return Err(RuleError::say(words::k("refuse.map").with("map", setup.map.clone()), &names)) };
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
            crate::core::sort::sort(&mut hand);
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
        self.legal()
    }

    fn apply(&mut self, action: &Action) -> Result<Outcome, RuleError> {
        if self.phase == Phase::Over {
            return self.refuse(words::k("refuse.over"));
        }
        if !self.is_legal(action) {
            return self.refuse(words::why_not(action));
        }
        Ok(self.apply_unchecked(action))
    }

    fn apply_unchecked(&mut self, action: &Action) -> Outcome {
        self.do_apply(action)
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
        show::board_view(self)
    }

    fn player_summaries(&self, viewer: Option<usize>) -> Vec<PlayerSummary> {
        show::player_summaries(self, viewer)
    }

    fn phases(&self) -> Option<crate::core::view::PhaseTrack> {
        Some(words::phases(self))
    }

    fn seat_names(&self) -> Vec<String> {
        self.names()
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

    fn figure_words(&self, viewer: Option<usize>) -> Vec<Vec<(Msg, Msg)>> {
        words::figures(self, viewer)
    }

    fn panel_words(&self, viewer: Option<usize>) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
        let mut panels = words::panels(self);
        panels.extend(teach::hand_panel(self, viewer).map(|h| h.1));
        panels
    }

    fn breakdown_words(&self, _player: usize) -> Vec<Msg> {
        words::breakdown()
    }

    fn info_panels(&self, viewer: Option<usize>) -> Vec<crate::core::view::InfoPanel> {
        let mut panels = show::info_panels(self);
        panels.extend(teach::hand_panel(self, viewer).map(|h| h.0));
        panels
    }

    fn action_hexes(&self, action: &Action) -> Vec<Hex> {
        show::action_hexes(action)
    }

    fn action_preview(&self, action: &Action) -> Option<crate::core::view::ActionPreview> {
        show::preview(self, action)
    }

    fn tile_pick(&self, action: &Action) -> Option<crate::core::view::TilePick> {
        show::tile_pick(self, action)
    }

    fn track_owners(&self) -> Vec<(String, String)> {
        show::track_owners(self)
    }

    fn track_owner_words(&self) -> Vec<Msg> {
        show::track_owner_words(self)
    }

    fn bot_action(&self, seed: u64) -> Option<Action> {
        bot::choose(self, seed)
    }

    /// Hard's play-outs run to the end of the game (a game has a few hundred moves and its
    /// computer player is quick): the final scores judge a move, where the score after 40 moves
    /// saw nothing of track, factories or contracts in hand not yet cashed. README, "Hard
    /// against Normal".
    fn lookahead(&self) -> usize {
        1000
    }

    /// The score if the game ended now, with money's odd dollars as fractions of a point.
    fn evaluate(&self, seat: usize) -> Option<f64> {
        let money = self.seats.get(seat)?.money;
        Some(self.score(seat) as f64 + (money % 5).max(0) as f64 / 5.0)
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
            if face.map(tiles::tile_type) != Some(t.tile_type) {
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
        crate::core::sort::sort(&mut all);
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
