//! Steam Power's designed components: contract tiles, maps and track tile counts, read from the
//! JSON files in `data/` (see DESIGN.md).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use crate::core::Hex;

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

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
struct TileFile {
    tiles: Vec<TileType>,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct TileType {
    #[serde(rename = "type")]
    pub kind: u8,
    pub count: u32,
    pub faces: Vec<String>,
}

/// Physical track tile types 1..=3 (index 0 unused) and their counts.
pub fn tile_counts() -> [u32; 4] {
    static T: OnceLock<[u32; 4]> = OnceLock::new();
    *T.get_or_init(|| {
        let f: TileFile = serde_json::from_str(include_str!("data/tiles.json")).expect("tiles.json is valid");
        let mut out = [0; 4];
        for t in f.tiles {
            out[t.kind as usize] = t.count;
        }
        out
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Land {
    Plains,
    Hills,
    Mountains,
    Water,
    City,
}

impl Land {
    pub fn cost(self) -> Option<i64> {
        match self {
            Land::Plains => Some(0),
            Land::Hills => Some(2),
            Land::Mountains => Some(4),
            Land::Water | Land::City => None,
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
struct MapFile {
    id: String,
    name: String,
    rows: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapData {
    pub id: String,
    pub name: String,
    pub terrain: BTreeMap<Hex, Land>,
    /// City hexes in a fixed order (set-up deals the shuffled city tiles in this order).
    pub cities: Vec<Hex>,
    /// Group number of every city hex (touching cities share a group).
    pub group: BTreeMap<Hex, usize>,
    pub groups: Vec<Vec<Hex>>,
}

impl MapData {
    pub fn land(&self, h: Hex) -> Option<Land> {
        self.terrain.get(&h).copied()
    }

    pub fn is_city(&self, h: Hex) -> bool {
        self.land(h) == Some(Land::City)
    }

    fn parse(text: &str) -> MapData {
        let f: MapFile = serde_json::from_str(text).expect("map file is valid");
        let mut terrain = BTreeMap::new();
        for (row, line) in f.rows.iter().enumerate() {
            for (col, ch) in line.chars().enumerate() {
                let land = match ch {
                    '.' => Land::Plains,
                    'h' => Land::Hills,
                    'm' => Land::Mountains,
                    '~' => Land::Water,
                    'C' => Land::City,
                    other => panic!("map {}: unknown terrain {other:?}", f.id),
                };
                terrain.insert(Hex::from_offset(col as i32, row as i32), land);
            }
        }
        let cities: Vec<Hex> = terrain.iter().filter(|(_, l)| **l == Land::City).map(|(h, _)| *h).collect();
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
                    if terrain.get(&n) == Some(&Land::City) && !group.contains_key(&n) {
                        group.insert(n, id);
                        members.push(n);
                    }
                }
                i += 1;
            }
            members.sort();
            groups.push(members);
        }
        MapData { id: f.id, name: f.name, terrain, cities, group, groups }
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
    all.iter().find(|m| m.id == id).cloned()
}

/// Every group of more than one city, for documentation and tests.
pub fn multi_groups(m: &MapData) -> Vec<BTreeSet<Hex>> {
    m.groups.iter().filter(|g| g.len() > 1).map(|g| g.iter().copied().collect()).collect()
}
