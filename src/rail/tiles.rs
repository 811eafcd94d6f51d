//! A game's track tiles as data: each kind with its class, its paths in one printed orientation
//! and how many are in the box. Where kinds are printed on the faces of double-sided pieces, the
//! pieces and their counts are data too: each kind names its piece, and the box holds pieces.
//! The shapes' geometry (rotations, keeping paths) is in `core::track`; prices are in
//! `build::Prices`.

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
    /// Tiles of this kind in the box (0 when the kind is a face of a piece: count the pieces).
    #[serde(default)]
    pub count: u32,
    /// The piece this kind is printed on, by the piece's number, when pieces are double-sided.
    #[serde(default)]
    pub piece: Option<u32>,
    #[serde(skip)]
    pub paths: Vec<Path>,
    /// Distinct orientations: (turns, sorted paths).
    #[serde(skip)]
    pub orientations: Vec<(u8, Vec<Path>)>,
}

/// A physical piece carrying several tile kinds (one a face), and how many are in the box.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Piece {
    pub number: u32,
    pub count: u32,
}

/// Every tile kind of a game, the pieces they are printed on, and the town discs that turn a
/// tile into town spokes.
#[derive(Debug, Deserialize)]
pub struct TileSet {
    #[serde(default)]
    pub town_discs: u32,
    #[serde(default)]
    pub pieces: Vec<Piece>,
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
        assert!(
            m.tiles.iter().filter_map(|t| t.piece).all(|n| m.pieces.iter().any(|p| p.number == n)),
            "every piece a tile names is listed"
        );
        m
    }

    pub fn get(&self, kind: usize) -> Option<&TileDef> {
        self.tiles.get(kind)
    }

    /// The kind showing exactly these paths (in any order) in one of its orientations.
    pub fn find(&self, paths: &[Path]) -> Option<usize> {
        // No tile has more paths than a hex has edges; sorting on the stack keeps this lookup,
        // asked for every candidate path, free of allocation.
        let mut buf = [Path::new(0, None); 6];
        let want = buf.get_mut(..paths.len())?;
        want.copy_from_slice(paths);
        crate::core::sort::sort(want);
        let want = &*want;
        self.tiles
            .iter()
            .position(|t| t.paths.len() == want.len() && t.orientations.iter().any(|(_, o)| o.as_slice() == want))
    }

    /// How many of piece `number` are in the box.
    pub fn piece_count(&self, number: u32) -> Option<u32> {
        self.pieces.iter().find(|p| p.number == number).map(|p| p.count)
    }

    /// The kinds printed on piece `number`, in file order.
    pub fn faces(&self, number: u32) -> impl Iterator<Item = &TileDef> {
        self.tiles.iter().filter(move |t| t.piece == Some(number))
    }
}
