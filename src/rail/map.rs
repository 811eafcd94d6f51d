//! One map-file format for every hex board: terrain, cities and towns with their goods colours
//! and display columns, and the special features of the expansion maps (blocked edges, track
//! printed on the board, special links, ports, multi-hex cities, per-hex costs). A game reads
//! what it uses; the rest stays inert data until a map's rules give it meaning.

use serde::{Deserialize, Serialize};

use crate::core::hex::{Edge, Hex};
use crate::core::view::Terrain;

/// Goods colours. White (cotton) exists only on maps that use it, so `ALL` lists the five
/// colours every map has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Good {
    Red,
    Blue,
    Purple,
    Yellow,
    Black,
    White,
}

impl Good {
    pub const ALL: [Good; 5] = [Good::Red, Good::Blue, Good::Purple, Good::Yellow, Good::Black];
    /// With white, on the maps that have it.
    pub const EVERY: [Good; 6] = [Good::Red, Good::Blue, Good::Purple, Good::Yellow, Good::Black, Good::White];

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
            Good::White => "white",
        }
    }

    pub fn letter(self) -> &'static str {
        match self {
            Good::Red => "R",
            Good::Blue => "B",
            Good::Purple => "P",
            Good::Yellow => "Y",
            Good::Black => "K",
            Good::White => "W",
        }
    }

    pub fn css(self) -> &'static str {
        match self {
            Good::Red => "#d32f2f",
            Good::Blue => "#1e63c4",
            Good::Purple => "#7b3fa0",
            Good::Yellow => "#f4d03f",
            Good::Black => "#262626",
            Good::White => "#f5f5f0",
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
    /// Poland.
    Swamp,
    /// Poland: dearer than a mountain.
    #[serde(rename = "dark-mountain")]
    DarkMountain,
}

impl Ground {
    /// How the board view draws this ground.
    pub fn view(self) -> Terrain {
        match self {
            Ground::Plain => Terrain::Plain,
            Ground::River => Terrain::River,
            Ground::Mountain => Terrain::Mountain,
            Ground::Hills => Terrain::Hills,
            Ground::Water => Terrain::Water,
            Ground::Town => Terrain::Town,
            Ground::City => Terrain::City,
            Ground::Swamp => Terrain::Swamp,
            Ground::DarkMountain => Terrain::DarkMountain,
        }
    }
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
    /// Every colour a city accepts when it accepts more than one (`colour` is the first).
    #[serde(default)]
    pub colours: Vec<Good>,
    /// More display columns feeding this city, besides `display`.
    #[serde(default)]
    pub more_display: Vec<usize>,
    /// The exact cubes placed at set-up, where the map prints them (instead of `cubes` drawn).
    #[serde(default)]
    pub starting_goods: Vec<Good>,
    /// Build cost of this hex where the map prints one, read by the map's rules.
    #[serde(default)]
    pub cost: Option<u32>,
    /// Edges no track may cross (blocked from both sides).
    #[serde(default)]
    pub blocked: Vec<Edge>,
    /// Track printed on the board, unowned at the start, that a player may claim for a price.
    #[serde(default)]
    pub printed_track: Vec<PrintedTrack>,
    /// Name of the multi-hex city this hex belongs to.
    #[serde(default)]
    pub part_of: Option<String>,
    /// A port's number, for its colour drawn at set-up.
    #[serde(default)]
    pub port: Option<u32>,
    #[serde(skip)]
    pub hex: Hex,
}

/// A piece of track printed on the board (a bridge, a ferry).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct PrintedTrack {
    pub exits: [Edge; 2],
    pub claim_cost: u32,
}

/// A link built across the shared edge of two adjacent hexes, without a track tile.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct SpecialLink {
    /// (col, row) of each end and the edge it leaves through.
    pub from: (i32, i32, Edge),
    pub to: (i32, i32, Edge),
    pub cost: u32,
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
    /// Player counts and new-city tiles, for games whose maps set them (0 and none otherwise).
    #[serde(default)]
    pub min_players: usize,
    #[serde(default)]
    pub max_players: usize,
    #[serde(default)]
    pub new_cities: Vec<NewCity>,
    pub hexes: Vec<MapHex>,
    #[serde(default)]
    pub special_links: Vec<SpecialLink>,
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
    /// Per hex, a bit per edge no track may cross (from `blocked`, on both sides).
    #[serde(skip)]
    pub walls: Vec<u8>,
    /// Per hex, the hex that stands for its city in links and routing: the centre of a
    /// multi-hex city for each of its hexes, the hex itself otherwise.
    #[serde(skip)]
    pub node_of: Vec<u32>,
}

pub const NONE: u32 = u32::MAX;

impl Board {
    /// Reads a map file. Map files ship with the app and are checked by tests, so a bad one is
    /// a build error, not a player's problem.
    pub fn parse(text: &str) -> Board {
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
        b.node_of = (0..b.hexes.len())
            .map(|i| {
                let part = b.hexes[i].part_of.as_ref();
                let centre = part.and_then(|p| b.hexes.iter().position(|h| h.part_of.as_ref() == Some(p) && h.name.is_some()));
                centre.unwrap_or(i) as u32
            })
            .collect();
        b.walls = vec![0; b.hexes.len()];
        for i in 0..b.hexes.len() {
            for e in b.hexes[i].blocked.clone() {
                b.walls[i] |= 1 << e;
                if let Some(j) = b.at(b.hexes[i].hex.neighbor(e)) {
                    b.walls[j] |= 1 << crate::core::hex::opposite(e);
                }
            }
        }
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

    /// Special link `k` as (from hex, edge, to hex, edge), when both ends are on the board.
    pub fn special_link_ends(&self, k: usize) -> Option<(usize, Edge, usize, Edge)> {
        let l = self.special_links.get(k)?;
        let a = self.at(Hex::from_offset(l.from.0, l.from.1))?;
        let z = self.at(Hex::from_offset(l.to.0, l.to.1))?;
        Some((a, l.from.2, z, l.to.2))
    }

    /// The hex standing for hex `i`'s city (see `node_of`).
    pub fn node(&self, i: usize) -> usize {
        self.node_of[i] as usize
    }

    /// The hexes of the city whose standing hex is `n` (just `n` for a one-hex city).
    pub fn members(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        let group = self.hexes[n].part_of.is_some();
        let range = if group { 0..self.hexes.len() } else { n..n + 1 };
        range.filter(move |&i| self.node_of[i] as usize == n)
    }

    /// The city fed by display column `col` (0-11), if the map has one: by its own column or by
    /// one of the more it has (New England's Boston, Schenectady and New York; Pittsburgh's
    /// cities take both sides' columns).
    pub fn city_of_column(&self, col: usize) -> Option<usize> {
        self.hexes.iter().position(|h| h.display == Some(col) || h.more_display.contains(&col))
    }

    /// The colours city `i` accepts as printed (none for a town or plain hex).
    pub fn accepts(&self, i: usize) -> &[Good] {
        let h = &self.hexes[i];
        match &h.colour {
            _ if !h.colours.is_empty() => &h.colours,
            Some(c) => std::slice::from_ref(c),
            None => &[],
        }
    }
}

/// Boards are static data: two are the same board when they are the same object.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        std::ptr::eq(self, other)
    }
}
