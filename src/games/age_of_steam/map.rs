//! Boards and the tile manifest, read from the data files next to this module.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::core::hex::Hex;
use crate::core::track::Path;

/// Goods colours. White exists only on maps that use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Good {
    Red,
    Blue,
    Purple,
    Yellow,
    Black,
}

impl Good {
    pub const ALL: [Good; 5] = [Good::Red, Good::Blue, Good::Purple, Good::Yellow, Good::Black];

    /// Cubes of each colour in the box.
    pub fn supply(self) -> u32 {
        match self {
            Good::Black => 16,
            _ => 20,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Good::Red => "red",
            Good::Blue => "blue",
            Good::Purple => "purple",
            Good::Yellow => "yellow",
            Good::Black => "black",
        }
    }

    pub fn letter(self) -> &'static str {
        match self {
            Good::Red => "R",
            Good::Blue => "B",
            Good::Purple => "P",
            Good::Yellow => "Y",
            Good::Black => "K",
        }
    }

    pub fn css(self) -> &'static str {
        match self {
            Good::Red => "#d32f2f",
            Good::Blue => "#1e63c4",
            Good::Purple => "#7b3fa0",
            Good::Yellow => "#f4d03f",
            Good::Black => "#262626",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ground {
    Plain,
    River,
    Mountain,
    Hills,
    Water,
    Town,
    City,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct MapHex {
    pub col: i32,
    pub row: i32,
    pub terrain: Ground,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub colour: Option<Good>,
    /// Goods-display column feeding this city (0-5 light 1-6, 6-11 dark 1-6).
    #[serde(default)]
    pub display: Option<usize>,
    #[serde(default)]
    pub cubes: u32,
    #[serde(skip)]
    pub hex: Hex,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct NewCity {
    pub letter: String,
    pub colour: Good,
    /// The numbered display column it hangs under.
    pub display: usize,
}

#[derive(Debug, Deserialize)]
pub struct Board {
    pub id: String,
    pub name: String,
    pub min_players: usize,
    pub max_players: usize,
    pub new_cities: Vec<NewCity>,
    pub hexes: Vec<MapHex>,
    /// Board index by offset position (col * rows + row), for lookups without hashing.
    #[serde(skip)]
    grid: Vec<u32>,
    #[serde(skip)]
    rows: i32,
    #[serde(skip)]
    cols: i32,
    /// Neighbour indices per edge (`NONE` off the board): the hottest lookup of all.
    #[serde(skip)]
    pub nbr: Vec<[u32; 6]>,
}

pub const NONE: u32 = u32::MAX;

impl Board {
    fn parse(text: &str) -> Board {
        let mut b: Board = serde_json::from_str(text).expect("map data is valid (checked by tests)");
        b.cols = b.hexes.iter().map(|h| h.col).max().unwrap_or(0) + 1;
        b.rows = b.hexes.iter().map(|h| h.row).max().unwrap_or(0) + 1;
        b.grid = vec![NONE; (b.cols * b.rows) as usize];
        for (i, h) in b.hexes.iter_mut().enumerate() {
            h.hex = Hex::from_offset(h.col, h.row);
            b.grid[(h.col * b.rows + h.row) as usize] = i as u32;
        }
        b.nbr = (0..b.hexes.len())
            .map(|i| {
                let mut n = [NONE; 6];
                for (e, slot) in n.iter_mut().enumerate() {
                    *slot = b.at(b.hexes[i].hex.neighbor(e as u8)).map_or(NONE, |j| j as u32);
                }
                n
            })
            .collect();
        b
    }

    pub fn at(&self, hex: Hex) -> Option<usize> {
        let (col, row) = hex.to_offset();
        if col < 0 || row < 0 || col >= self.cols || row >= self.rows {
            return None;
        }
        let i = self.grid[(col * self.rows + row) as usize];
        (i != NONE).then_some(i as usize)
    }

    /// The city fed by display column `col` (0-11), if the map has one.
    pub fn city_of_column(&self, col: usize) -> Option<usize> {
        self.hexes.iter().position(|h| h.display == Some(col))
    }
}

pub static RUST_BELT_JSON: &str = include_str!("maps/rust_belt.json");

pub fn board(id: &str) -> Option<&'static Board> {
    static RUST_BELT: OnceLock<Board> = OnceLock::new();
    match id {
        "rust-belt" => Some(RUST_BELT.get_or_init(|| Board::parse(RUST_BELT_JSON))),
        _ => None,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TileClass {
    Simple,
    Crossing,
    Coexisting,
    Town,
}

#[derive(Clone, Debug, Deserialize)]
pub struct TileDef {
    pub id: String,
    pub name: String,
    pub class: TileClass,
    #[serde(rename = "paths")]
    raw: Vec<(u8, Option<u8>)>,
    pub count: u32,
    #[serde(skip)]
    pub paths: Vec<Path>,
    /// Distinct orientations: (turns, sorted paths).
    #[serde(skip)]
    pub orientations: Vec<(u8, Vec<Path>)>,
}

#[derive(Debug, Deserialize)]
pub struct Manifest {
    pub town_discs: u32,
    pub tiles: Vec<TileDef>,
}

pub static TILES_JSON: &str = include_str!("tiles.json");

pub fn manifest() -> &'static Manifest {
    static M: OnceLock<Manifest> = OnceLock::new();
    M.get_or_init(|| {
        let mut m: Manifest = serde_json::from_str(TILES_JSON).expect("tile data is valid (checked by tests)");
        for t in &mut m.tiles {
            t.paths = t.raw.iter().map(|&(a, b)| Path::new(a, b)).collect();
            t.orientations = crate::core::track::orientations(&t.paths);
        }
        m
    })
}

/// Boards are static data: two are the same board when they are the same object.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        std::ptr::eq(self, other)
    }
}
