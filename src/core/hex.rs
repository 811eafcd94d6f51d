//! Flat-topped hexes in axial coordinates (q, r), with the vocabulary of Red Blob Games.
//!
//! Edges are numbered clockwise from the top: 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW,
//! the numbering every rules digest of the project uses.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

/// One of the six edges of a hex, 0..6 clockwise from north.
pub type Edge = u8;

pub const EDGE_NAMES: [&str; 6] = ["N", "NE", "SE", "S", "SW", "NW"];

const DIRECTIONS: [(i32, i32); 6] = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)];

pub fn opposite(edge: Edge) -> Edge {
    (edge + 3) % 6
}

pub fn rotate(edge: Edge, steps: u8) -> Edge {
    (edge + steps) % 6
}

impl Hex {
    pub const fn new(q: i32, r: i32) -> Self {
        Hex { q, r }
    }

    pub fn s(self) -> i32 {
        -self.q - self.r
    }

    pub fn neighbor(self, edge: Edge) -> Hex {
        let (dq, dr) = DIRECTIONS[edge as usize % 6];
        Hex::new(self.q + dq, self.r + dr)
    }

    pub fn neighbors(self) -> [Hex; 6] {
        std::array::from_fn(|e| self.neighbor(e as Edge))
    }

    /// The edge of `self` that faces `other`, if they are adjacent.
    pub fn edge_towards(self, other: Hex) -> Option<Edge> {
        (0..6).find(|&e| self.neighbor(e) == other)
    }

    pub fn distance(self, other: Hex) -> i32 {
        ((self.q - other.q).abs() + (self.r - other.r).abs() + (self.s() - other.s()).abs()) / 2
    }

    /// Hexes at exactly `radius` steps.
    pub fn ring(self, radius: i32) -> Vec<Hex> {
        if radius == 0 {
            return vec![self];
        }
        let mut out = Vec::with_capacity(6 * radius as usize);
        let mut h = Hex::new(self.q + DIRECTIONS[4].0 * radius, self.r + DIRECTIONS[4].1 * radius);
        for side in 0..6u8 {
            for _ in 0..radius {
                out.push(h);
                h = h.neighbor(side);
            }
        }
        out
    }

    /// Offset coordinates "odd-q": columns left to right, odd columns shifted half a hex down.
    pub fn from_offset(col: i32, row: i32) -> Hex {
        Hex::new(col, row - (col - (col & 1)) / 2)
    }

    pub fn to_offset(self) -> (i32, i32) {
        (self.q, self.r + (self.q - (self.q & 1)) / 2)
    }

    /// Centre in pixels for hexes of circumradius `size`, origin at hex (0, 0).
    pub fn center(self, size: f64) -> (f64, f64) {
        let x = size * 1.5 * self.q as f64;
        let y = size * 3f64.sqrt() * (self.r as f64 + self.q as f64 / 2.0);
        (x, y)
    }

    /// Corner `i` (0 = east, clockwise) of a flat-topped hex.
    pub fn corner(self, size: f64, i: u8) -> (f64, f64) {
        // cos and sin of i × 60°, written out: a page drawing boards needs no trigonometry code.
        const H: f64 = 0.866_025_403_784_438_6; // √3 / 2
        const UNIT: [(f64, f64); 6] = [(1.0, 0.0), (0.5, H), (-0.5, H), (-1.0, 0.0), (-0.5, -H), (0.5, -H)];
        let (cx, cy) = self.center(size);
        let (x, y) = UNIT[i as usize % 6];
        (cx + size * x, cy + size * y)
    }

    /// Midpoint of an edge, where track leaves the hex.
    pub fn edge_midpoint(self, size: f64, edge: Edge) -> (f64, f64) {
        // Edge 0 (north) is at -90 degrees; each further edge turns 60 degrees clockwise. The
        // unit steps written out, as for the corners.
        const H: f64 = 0.866_025_403_784_438_6; // √3 / 2
        const UNIT: [(f64, f64); 6] = [(0.0, -1.0), (H, -0.5), (H, 0.5), (0.0, 1.0), (-H, 0.5), (-H, -0.5)];
        let (cx, cy) = self.center(size);
        let (x, y) = UNIT[edge as usize % 6];
        let d = size * H;
        (cx + d * x, cy + d * y)
    }
}

impl std::fmt::Display for Hex {
    /// Board-style label: column letter(s) and row number, as printed on a map's margin.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (col, row) = self.to_offset();
        write!(f, "{}{}", column_label(col), row + 1)
    }
}

pub fn column_label(col: i32) -> String {
    let col = col.max(0) as u32;
    let mut s = String::new();
    let mut n = col + 1;
    while n > 0 {
        let rem = (n - 1) % 26;
        s.insert(0, char::from(b'A' + rem as u8));
        n = (n - 1) / 26;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbors_are_mutual_through_opposite_edges() {
        let h = Hex::new(3, -2);
        for e in 0..6 {
            let n = h.neighbor(e);
            assert_eq!(n.neighbor(opposite(e)), h);
            assert_eq!(h.edge_towards(n), Some(e));
            assert_eq!(h.distance(n), 1);
        }
    }

    #[test]
    fn offset_round_trip_and_north_is_row_above() {
        for col in 0..20 {
            for row in 0..12 {
                let h = Hex::from_offset(col, row);
                assert_eq!(h.to_offset(), (col, row));
                assert_eq!(h.neighbor(0).to_offset(), (col, row - 1));
                assert_eq!(h.neighbor(3).to_offset(), (col, row + 1));
            }
        }
    }

    #[test]
    fn ring_sizes() {
        let h = Hex::new(0, 0);
        assert_eq!(h.ring(0).len(), 1);
        for r in 1..4 {
            let ring = h.ring(r);
            assert_eq!(ring.len(), 6 * r as usize);
            assert!(ring.iter().all(|x| h.distance(*x) == r));
        }
    }

    #[test]
    fn edge_midpoints_point_the_right_way() {
        let h = Hex::new(0, 0);
        let (x, y) = h.edge_midpoint(10.0, 0);
        assert!(x.abs() < 1e-9 && y < 0.0);
        let (nx, ny) = h.neighbor(2).center(10.0);
        let (mx, my) = h.edge_midpoint(10.0, 2);
        assert!((mx * 2.0 - nx).abs() < 1e-9 && (my * 2.0 - ny).abs() < 1e-9);
        // Every edge's midpoint is halfway to that neighbour's centre, as the angles say.
        for e in 0..6u8 {
            let (nx, ny) = h.neighbor(e).center(10.0);
            let (mx, my) = h.edge_midpoint(10.0, e);
            assert!((mx * 2.0 - nx).abs() < 1e-9 && (my * 2.0 - ny).abs() < 1e-9, "edge {e}");
            let a = (-90.0 + 60.0 * e as f64).to_radians();
            let d = 10.0 * 3f64.sqrt() / 2.0;
            assert!((mx - d * a.cos()).abs() < 1e-9 && (my - d * a.sin()).abs() < 1e-9, "edge {e}");
        }
    }

    #[test]
    fn labels() {
        assert_eq!(Hex::from_offset(0, 0).to_string(), "A1");
        assert_eq!(Hex::from_offset(27, 4).to_string(), "AB5");
    }
}
