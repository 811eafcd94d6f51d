//! A game's track tiles as data: each kind with its class, its paths in one printed orientation
//! and how many are in the box. The shapes' geometry (rotations, keeping paths) is in
//! `core::track`; prices are in `build::Prices`.

use serde::Deserialize;

use crate::core::track::{orientations, Path};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TileClass {
    /// One path.
    Simple,
    /// Two paths crossing with a bridge.
    Crossing,
    /// Two paths side by side.
    Coexisting,
    /// Spokes to a town in the centre.
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

/// Every tile kind of a game, and the town discs that turn a tile into town spokes.
#[derive(Debug, Deserialize)]
pub struct TileSet {
    #[serde(default)]
    pub town_discs: u32,
    pub tiles: Vec<TileDef>,
}

impl TileSet {
    /// Reads a tile file (checked by tests: a bad one is a build error).
    pub fn parse(text: &str) -> TileSet {
        let mut m: TileSet = serde_json::from_str(text).expect("tile data is valid (checked by tests)");
        for t in &mut m.tiles {
            t.paths = t.raw.iter().map(|&(a, b)| Path::new(a, b)).collect();
            t.orientations = orientations(&t.paths);
        }
        m
    }

    pub fn get(&self, kind: usize) -> Option<&TileDef> {
        self.tiles.get(kind)
    }
}
