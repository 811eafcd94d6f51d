//! Track tile geometry: faces made of paths between hex edges, their rotations, and which
//! physical (double-sided) tile type shows a given set of paths.

use crate::core::hex::{rotate, Edge};

/// A path joining two edges of a hex, stored with the smaller edge first.
pub type PathEdges = (Edge, Edge);

pub fn norm(a: Edge, b: Edge) -> PathEdges {
    if a <= b { (a, b) } else { (b, a) }
}

/// One face of a physical tile at rotation 0.
pub struct Face {
    pub name: &'static str,
    pub tile_type: u8,
    pub paths: &'static [(Edge, Edge)],
}

pub const FACES: [Face; 6] = [
    Face { name: "straight", tile_type: 1, paths: &[(0, 3)] },
    Face { name: "gentle curve", tile_type: 1, paths: &[(0, 2)] },
    Face { name: "tight curve", tile_type: 2, paths: &[(0, 1)] },
    Face { name: "double straight", tile_type: 2, paths: &[(0, 3), (1, 4)] },
    Face { name: "double curve", tile_type: 3, paths: &[(0, 2), (1, 3)] },
    Face { name: "straight crossed by a curve", tile_type: 3, paths: &[(0, 3), (1, 5)] },
];

fn rotated(face: &Face, k: u8) -> Vec<PathEdges> {
    let mut v: Vec<PathEdges> = face.paths.iter().map(|&(a, b)| norm(rotate(a, k), rotate(b, k))).collect();
    v.sort();
    v
}

/// The face showing exactly these paths (any order), if one exists.
pub fn face_for(paths: &[PathEdges]) -> Option<&'static Face> {
    let mut want: Vec<PathEdges> = paths.iter().map(|&(a, b)| norm(a, b)).collect();
    want.sort();
    FACES.iter().find(|f| f.paths.len() == want.len() && (0..6).any(|k| rotated(f, k) == want))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crossing_table() {
        assert_eq!(face_for(&[(0, 3)]).unwrap().name, "straight");
        assert_eq!(face_for(&[(5, 1)]).unwrap().name, "gentle curve");
        assert_eq!(face_for(&[(4, 5)]).unwrap().name, "tight curve");
        assert_eq!(face_for(&[(0, 3), (2, 5)]).unwrap().name, "double straight");
        assert_eq!(face_for(&[(0, 3), (2, 4)]).unwrap().name, "straight crossed by a curve");
        assert_eq!(face_for(&[(0, 2), (1, 3)]).unwrap().name, "double curve");
        assert_eq!(face_for(&[(0, 2), (5, 1)]).unwrap().name, "double curve");
        assert_eq!(face_for(&[(0, 2), (1, 4)]).unwrap().name, "straight crossed by a curve");
        // A tight curve can never be crossed.
        for a in 0..6 {
            for b in 0..6 {
                if a != b && a > 1 && b > 1 {
                    assert!(face_for(&[(0, 1), (a, b)]).is_none());
                }
            }
        }
    }
}
