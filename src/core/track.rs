//! Track tiles as geometry: a tile is a set of paths, each joining two hex edges or one edge and
//! the town in the hex centre. Games give the kinds, counts and prices as data; this module only
//! knows shapes, rotations and how one tile can turn into another.

use serde::{Deserialize, Serialize};

use super::hex::Edge;

/// One path of a tile: edge to edge, or edge to the town in the centre (`b == None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Path {
    pub a: Edge,
    pub b: Option<Edge>,
}

impl Path {
    pub fn new(a: Edge, b: Option<Edge>) -> Path {
        // Canonical order, so two descriptions of the same path compare equal.
        match b {
            Some(b) if b < a => Path { a: b, b: Some(a) },
            _ => Path { a, b },
        }
    }

    pub fn rotated(self, turns: u8) -> Path {
        let r = |e: Edge| (e + turns) % 6;
        Path::new(r(self.a), self.b.map(r))
    }

    pub fn touches(self, e: Edge) -> bool {
        self.a == e || self.b == Some(e)
    }

    /// The other end of the path entered at edge `e` (`None` inside: the town).
    pub fn other(self, e: Edge) -> Option<Edge> {
        if self.a == e {
            self.b
        } else {
            Some(self.a)
        }
    }

    pub fn edges(self) -> impl Iterator<Item = Edge> {
        std::iter::once(self.a).chain(self.b)
    }

    /// 0 straight, 1 sharp, 2 gentle: how far the two ends are apart around the hex.
    pub fn bend(self) -> Option<u8> {
        let b = self.b?;
        let d = (b + 6 - self.a) % 6;
        Some(match d.min(6 - d) {
            3 => 0,
            1 => 1,
            _ => 2,
        })
    }
}

/// Paths of a tile in its printed orientation, rotated by `turns` sixths clockwise, sorted.
pub fn rotate(paths: &[Path], turns: u8) -> Vec<Path> {
    let mut out: Vec<Path> = paths.iter().map(|p| p.rotated(turns)).collect();
    crate::core::sort::sort(&mut out);
    out
}

/// The distinct orientations of a tile (a straight has 3, a star town 2, a curve 6), each as
/// (turns, sorted paths).
pub fn orientations(paths: &[Path]) -> Vec<(u8, Vec<Path>)> {
    let mut seen: Vec<(u8, Vec<Path>)> = Vec::new();
    for t in 0..6 {
        let r = rotate(paths, t);
        if !seen.iter().any(|(_, p)| *p == r) {
            seen.push((t, r));
        }
    }
    seen
}

/// Every edge a set of paths uses.
pub fn exits(paths: &[Path]) -> u8 {
    paths.iter().flat_map(|p| p.edges()).fold(0u8, |m, e| m | (1 << e))
}

/// Does `new` contain every path of `old` unchanged?
pub fn keeps(old: &[Path], new: &[Path]) -> bool {
    old.iter().all(|p| new.contains(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orientations_count_symmetry() {
        let straight = [Path::new(0, Some(3))];
        let gentle = [Path::new(0, Some(2))];
        let star = [Path::new(0, None), Path::new(2, None), Path::new(4, None)];
        let x = [Path::new(0, Some(3)), Path::new(1, Some(4))];
        assert_eq!(orientations(&straight).len(), 3);
        assert_eq!(orientations(&gentle).len(), 6);
        assert_eq!(orientations(&star).len(), 2);
        assert_eq!(orientations(&x).len(), 3);
    }

    #[test]
    fn bends() {
        assert_eq!(Path::new(0, Some(3)).bend(), Some(0));
        assert_eq!(Path::new(5, Some(0)).bend(), Some(1));
        assert_eq!(Path::new(4, Some(0)).bend(), Some(2));
        assert_eq!(Path::new(4, None).bend(), None);
    }
}
