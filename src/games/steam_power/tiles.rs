//! Steam Power's track tiles: `data/tiles.json` in the rail core's tile format (three
//! double-sided pieces, each tile kind a face of one), looked up by the paths a hex shows. The
//! geometry (rotations, canonical paths) is `core::track`'s; this file only adapts Steam Power's
//! (entry, exit) pairs to it.

use std::sync::OnceLock;

use crate::core::hex::Edge;
use crate::core::track::Path;
use crate::rail::{TileDef, TileSet};

pub fn set() -> &'static TileSet {
    static T: OnceLock<TileSet> = OnceLock::new();
    T.get_or_init(|| TileSet::parse(include_str!("data/tiles.json")))
}

/// The face showing exactly these paths (any order, either direction), if one exists.
pub fn face_for(paths: &[(Edge, Edge)]) -> Option<&'static TileDef> {
    // A hex holds at most six edge-to-edge paths' worth of edges; more matches no face.
    let mut buf = [Path::new(0, None); 6];
    let want = buf.get_mut(..paths.len())?;
    for (w, &(a, b)) in want.iter_mut().zip(paths) {
        *w = Path::new(a, Some(b));
    }
    set().find(want).map(|k| &set().tiles[k])
}

/// The physical tile type of the face showing these paths (`face_for`, then `tile_type`),
/// from a table for one or two paths: asked for every candidate path of every lay, it is the
/// hottest lookup of a computer player's move.
pub fn tile_type_of(paths: &[(Edge, Edge)]) -> Option<u8> {
    static T: OnceLock<Vec<Option<u8>>> = OnceLock::new();
    let table = T.get_or_init(|| {
        let mut t = vec![None; 36 + 36 * 36];
        for a in 0..6u8 {
            for b in 0..6u8 {
                t[(a * 6 + b) as usize] = face_for(&[(a, b)]).map(tile_type);
                for c in 0..6u8 {
                    for d in 0..6u8 {
                        t[36 + ((a * 6 + b) as usize) * 36 + (c * 6 + d) as usize] = face_for(&[(a, b), (c, d)]).map(tile_type);
                    }
                }
            }
        }
        t
    });
    let i = |(a, b): (Edge, Edge)| (a < 6 && b < 6).then(|| (a * 6 + b) as usize);
    match paths {
        [p] => i(*p).and_then(|k| table[k]),
        [p, q] => i(*p).zip(i(*q)).and_then(|(k, l)| table[36 + k * 36 + l]),
        _ => face_for(paths).map(tile_type),
    }
}

/// The physical tile type (the piece's number, 1-3) a face is printed on.
pub fn tile_type(face: &TileDef) -> u8 {
    face.piece.expect("every Steam Power face is on a piece") as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(paths: &[(Edge, Edge)]) -> &'static str {
        face_for(paths).unwrap().name.as_str()
    }

    #[test]
    fn crossing_table() {
        assert_eq!(name(&[(0, 3)]), "straight");
        assert_eq!(name(&[(5, 1)]), "gentle curve");
        assert_eq!(name(&[(4, 5)]), "tight curve");
        assert_eq!(name(&[(0, 3), (2, 5)]), "double straight");
        assert_eq!(name(&[(0, 3), (2, 4)]), "straight crossed by a curve");
        assert_eq!(name(&[(0, 2), (1, 3)]), "double curve");
        assert_eq!(name(&[(0, 2), (5, 1)]), "double curve");
        assert_eq!(name(&[(0, 2), (1, 4)]), "straight crossed by a curve");
        // A tight curve can never be crossed.
        for a in 0..6 {
            for b in 0..6 {
                if a != b && a > 1 && b > 1 {
                    assert!(face_for(&[(0, 1), (a, b)]).is_none());
                }
            }
        }
    }

    #[test]
    fn faces_and_pieces() {
        let types: Vec<(&str, u8)> = set().tiles.iter().map(|t| (t.name.as_str(), tile_type(t))).collect();
        assert_eq!(
            types,
            [
                ("straight", 1),
                ("gentle curve", 1),
                ("tight curve", 2),
                ("double straight", 2),
                ("double curve", 3),
                ("straight crossed by a curve", 3)
            ]
        );
        assert_eq!([1, 2, 3].map(|n| set().piece_count(n)), [Some(80), Some(10), Some(10)]);
    }
}
