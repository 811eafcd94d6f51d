//! A board in a few hundred characters, for drawing it small where the whole board data is not
//! at hand (the home screen's map choice). One character per hex, column by column from row 0,
//! columns separated by `/`; a space where the board has no hex. Plain `p`, river `r`, hills `h`,
//! mountain `m`, water `w`, swamp `s`, dark mountain `d`, town `t`; a city by its colour's
//! letter (`R` `B` `P` `Y` `K`, white `W`; a city of several colours by its first), `C` for a
//! city of no printed colour (a port whose colour is drawn, the outer hexes of a large city).

use crate::core::hex::Hex;
use crate::core::view::Terrain;

use super::map::{Board, Good, Ground};

/// The preview string of `board`.
pub fn encode(board: &Board) -> String {
    let cols = board.hexes.iter().map(|h| h.col).max().map_or(0, |c| c + 1);
    let rows = board.hexes.iter().map(|h| h.row).max().map_or(0, |r| r + 1);
    let mut out = String::new();
    for col in 0..cols {
        if col > 0 {
            out.push('/');
        }
        let mut column = String::new();
        for row in 0..rows {
            let c = match board.at(Hex::from_offset(col, row)).map(|i| &board.hexes[i]) {
                None => ' ',
                Some(h) => match h.terrain {
                    Ground::Plain => 'p',
                    Ground::River => 'r',
                    Ground::Hills => 'h',
                    Ground::Mountain => 'm',
                    Ground::Water => 'w',
                    Ground::Swamp => 's',
                    Ground::DarkMountain => 'd',
                    Ground::Town => 't',
                    Ground::City => h.colour.and_then(|g| g.letter().chars().next()).unwrap_or('C'),
                },
            };
            column.push(c);
        }
        out.push_str(column.trim_end());
    }
    out
}

/// One hex of a preview: where, its ground, and a city's colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PreviewHex {
    pub hex: Hex,
    pub terrain: Terrain,
    pub colour: Option<Good>,
}

/// The hexes of a preview string (unknown characters are skipped).
pub fn decode(preview: &str) -> Vec<PreviewHex> {
    let mut out = Vec::new();
    for (col, column) in preview.split('/').enumerate() {
        for (row, c) in column.chars().enumerate() {
            let colour = Good::EVERY.into_iter().find(|g| g.letter().starts_with(c));
            let terrain = match c {
                'p' => Terrain::Plain,
                'r' => Terrain::River,
                'h' => Terrain::Hills,
                'm' => Terrain::Mountain,
                'w' => Terrain::Water,
                's' => Terrain::Swamp,
                'd' => Terrain::DarkMountain,
                't' => Terrain::Town,
                'C' => Terrain::City,
                _ if colour.is_some() => Terrain::City,
                _ => continue,
            };
            out.push(PreviewHex { hex: Hex::from_offset(col as i32, row as i32), terrain, colour });
        }
    }
    out
}
