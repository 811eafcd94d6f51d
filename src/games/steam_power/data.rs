//! Steam Power's designed components: contract tiles, maps and track tile counts, read from the
//! JSON files in `data/` (see DESIGN.md). Maps are rail-core boards (`rail::Board`), terrain is
//! the rail core's `Ground` and build costs are a rail-core price table (`PRICES`).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use crate::core::Hex;
use crate::rail::{Board, Ground, Prices, TileClass};

/// The four resource colours, indexed 0..4 everywhere.
pub const COLOURS: [&str; 4] = ["black", "white", "orange", "grey"];
pub const COLOUR_LETTERS: [&str; 4] = ["K", "W", "O", "G"];
pub const COLOUR_CSS: [&str; 4] = ["#222222", "#f4f4f4", "#f28c28", "#8c8c8c"];
pub const PURPLE_CSS: &str = "#8e44ad";

/// Resource pieces of each colour (rulebook: 120 resources, 30 of each colour).
pub const RESOURCES_PER_COLOUR: u32 = 30;
/// Factory cities of each colour among the city tiles, and purple VP cities.
pub const FACTORY_TILES_PER_COLOUR: usize = 7;
pub const PURPLE_TILES: usize = 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bonus {
    Track,
    Factory,
    Contracts,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
struct Need {
    black: u8,
    white: u8,
    orange: u8,
    grey: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
struct ContractFile {
    id: String,
    need: Need,
    money: i64,
    vp: i64,
    bonus: Option<Bonus>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contract {
    pub id: String,
    /// Units needed per colour (black, white, orange, grey).
    pub need: [u8; 4],
    pub money: i64,
    pub vp: i64,
    pub bonus: Option<Bonus>,
}

impl Contract {
    pub fn units(&self) -> usize {
        self.need.iter().map(|&n| n as usize).sum()
    }

    /// The needed colours one unit at a time, in colour order.
    pub fn unit_list(&self) -> Vec<usize> {
        (0..4).flat_map(|c| std::iter::repeat_n(c, self.need[c] as usize)).collect()
    }

    pub fn need_letters(&self) -> String {
        self.unit_list().iter().map(|&c| COLOUR_LETTERS[c]).collect()
    }
}

pub fn contracts() -> &'static [Contract] {
    static C: OnceLock<Vec<Contract>> = OnceLock::new();
    C.get_or_init(|| {
        let raw: Vec<ContractFile> =
            serde_json::from_str(include_str!("data/contracts.json")).expect("contracts.json is valid");
        raw.into_iter()
            .map(|c| Contract {
                id: c.id,
                need: [c.need.black, c.need.white, c.need.orange, c.need.grey],
                money: c.money,
                vp: c.vp,
                bonus: c.bonus,
            })
            .collect()
    })
}

/// Physical track tile types 1..=3 (index 0 unused) and their counts, from the pieces of
/// `data/tiles.json`.
pub fn tile_counts() -> [u32; 4] {
    static T: OnceLock<[u32; 4]> = OnceLock::new();
    *T.get_or_init(|| {
        let mut out = [0; 4];
        for p in &super::tiles::set().pieces {
            out[p.number as usize] = p.count;
        }
        out
    })
}

/// Steam Power's build prices in the rail core's table: a new tile costs its hex's terrain
/// (plains nothing, hills $2, mountains $4), and a crossing laid over a tile already in the hex
/// costs $2 whatever the terrain. Steam Power has no other prices.
pub const PRICES: Prices = Prices {
    simple: 0,
    coexisting: 0,
    crossing: 0,
    river: 0,
    hills: 2,
    mountain: 4,
    swamp: 0,
    dark_mountain: 0,
    town: 0,
    town_exit: 0,
    to_crossing: 2,
    upgrade: 0,
    town_upgrade: 0,
    redirect: 0,
};

/// A crossing tile laid over the track already in a hex.
pub const CROSSING_COST: i64 = PRICES.to_crossing as i64;

/// What a first tile costs on ground `g`; `None` where no track may go (water, cities).
pub fn lay_cost(g: Ground) -> Option<i64> {
    match g {
        Ground::Plain | Ground::Hills | Ground::Mountain => Some(PRICES.place(TileClass::Simple, g) as i64),
        _ => None,
    }
}

/// A Steam Power map: the rail core's board, and the cities and city groups derived from it
/// once, on load.
#[derive(Debug)]
pub struct MapData {
    pub board: Board,
    /// City hexes in a fixed order (set-up deals the shuffled city tiles in this order).
    pub cities: Vec<Hex>,
    /// Group number of every city hex (touching cities share a group).
    pub group: BTreeMap<Hex, usize>,
    pub groups: Vec<Vec<Hex>>,
}

/// Maps are static data: two are the same map when they are the same board.
impl PartialEq for MapData {
    fn eq(&self, other: &MapData) -> bool {
        self.board == other.board
    }
}

impl MapData {
    pub fn id(&self) -> &str {
        &self.board.id
    }

    pub fn land(&self, h: Hex) -> Option<Ground> {
        self.board.at(h).map(|i| self.board.hexes[i].terrain)
    }

    pub fn is_city(&self, h: Hex) -> bool {
        self.land(h) == Some(Ground::City)
    }

    fn parse(text: &str) -> MapData {
        let board = Board::parse(text);
        // Board order is hex order (by column, then row), which the city deal and the board
        // view follow.
        let id = &board.id;
        assert!(board.hexes.windows(2).all(|w| w[0].hex < w[1].hex), "map {id}: hexes sorted by column, then row");
        for h in &board.hexes {
            let known = lay_cost(h.terrain).is_some() || matches!(h.terrain, Ground::Water | Ground::City);
            assert!(known, "map {id}: Steam Power has no {:?}", h.terrain);
        }
        let cities: Vec<Hex> = board.hexes.iter().filter(|h| h.terrain == Ground::City).map(|h| h.hex).collect();
        let mut group = BTreeMap::new();
        let mut groups = Vec::new();
        for &c in &cities {
            if group.contains_key(&c) {
                continue;
            }
            let id = groups.len();
            let mut members = vec![c];
            group.insert(c, id);
            let mut i = 0;
            while i < members.len() {
                for n in members[i].neighbors() {
                    if board.at(n).is_some_and(|j| board.hexes[j].terrain == Ground::City) && !group.contains_key(&n) {
                        group.insert(n, id);
                        members.push(n);
                    }
                }
                i += 1;
            }
            crate::core::sort::sort(&mut members);
            groups.push(members);
        }
        MapData { board, cities, group, groups }
    }
}

pub const MAP_IDS: [&str; 3] = ["valley", "midlands", "coast"];

pub fn map(id: &str) -> Option<Arc<MapData>> {
    static M: OnceLock<Vec<Arc<MapData>>> = OnceLock::new();
    find(M.get_or_init(|| parse_all(&[include_str!("data/valley.json"), include_str!("data/midlands.json"), include_str!("data/coast.json")])), id)
}

/// The first release's layout of a map, for games of the first edition (`edition.rs`).
pub fn first_map(id: &str) -> Option<Arc<MapData>> {
    static M: OnceLock<Vec<Arc<MapData>>> = OnceLock::new();
    let files = [
        include_str!("data/first-edition/valley.json"),
        include_str!("data/first-edition/midlands.json"),
        include_str!("data/first-edition/coast.json"),
    ];
    find(M.get_or_init(|| parse_all(&files)), id)
}

fn parse_all(files: &[&str]) -> Vec<Arc<MapData>> {
    files.iter().map(|f| Arc::new(MapData::parse(f))).collect()
}

fn find(all: &[Arc<MapData>], id: &str) -> Option<Arc<MapData>> {
    all.iter().find(|m| m.id() == id).cloned()
}

/// Every group of more than one city, for documentation and tests.
pub fn multi_groups(m: &MapData) -> Vec<BTreeSet<Hex>> {
    m.groups.iter().filter(|g| g.len() > 1).map(|g| g.iter().copied().collect()).collect()
}
