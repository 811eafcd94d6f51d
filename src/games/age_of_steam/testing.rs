//! Position set-up for tests and tools: lay track directly, without the build rules, the way a
//! rulebook example starts from a drawn board.

use crate::core::hex::Hex;
use crate::core::track::Path;

use crate::rail::{Seg, Tile, TileClass};
use super::manifest;
use super::AgeOfSteam;

impl AgeOfSteam {
    /// Board index of a hex given by its label ("J10").
    pub fn at_label(&self, label: &str) -> usize {
        self.map
            .hexes
            .iter()
            .position(|h| h.hex.to_string() == label)
            .unwrap_or_else(|| panic!("no hex {label}"))
    }

    pub fn hex_of(&self, label: &str) -> Hex {
        self.map.hexes[self.at_label(label)].hex
    }

    /// Lays track along `chain` (hex labels, adjacent in order), from the first hex (a city or
    /// town) through the others; towns on the way get a disc with two spokes. Tiles come out of
    /// the supply. The last hex may be a city/town (a complete link) or plain (left open,
    /// running straight on).
    pub fn lay(&mut self, owner: Option<usize>, chain: &[&str]) {
        let idx: Vec<usize> = chain.iter().map(|l| self.at_label(l)).collect();
        let m = manifest();
        for k in 0..idx.len() {
            let i = idx[k];
            let here = self.map.hexes[i].hex;
            let view = self.view();
            if view.is_city(i) {
                continue;
            }
            let toward = |j: usize| here.edge_towards(self.map.hexes[j].hex).expect("adjacent hexes");
            let inn = (k > 0).then(|| toward(idx[k - 1]));
            let out = (k + 1 < idx.len()).then(|| toward(idx[k + 1]));
            let town = view.is_town(i);
            let mut new: Vec<Path> = Vec::new();
            if town {
                new.extend(inn.iter().chain(out.iter()).map(|&e| Path::new(e, None)));
            } else {
                let a = inn.or(out).expect("a chain of at least two hexes");
                let b = if inn.is_some() { out.unwrap_or((a + 3) % 6) } else { (a + 3) % 6 };
                new.push(Path::new(a, Some(b)));
            }
            let tile = self.hexes[i].tile.get_or_insert(Tile { kind: 0, disc: town, segs: vec![] });
            for p in new {
                if !tile.segs.iter().any(|s| s.path == p) {
                    tile.segs.push(Seg { path: p, owner });
                }
            }
            // Pick the manifest tile with this shape, for the supply count.
            let mut shape: Vec<Path> = tile.segs.iter().map(|s| s.path).collect();
            shape.sort();
            let dedicated = m.tiles.iter().position(|t| {
                t.class == TileClass::Town && t.orientations.iter().any(|(_, o)| *o == shape)
            });
            let kind = match (town, dedicated) {
                (true, Some(k)) => k,
                _ => m
                    .tiles
                    .iter()
                    .position(|t| {
                        t.class != TileClass::Town
                            && t.orientations.iter().any(|(_, o)| {
                                if town {
                                    crate::core::track::exits(o) == crate::core::track::exits(&shape)
                                } else {
                                    *o == shape
                                }
                            })
                    })
                    .expect("a tile with this shape"),
            };
            tile.disc = town && dedicated.is_none();
            tile.kind = kind;
        }
        self.recount_supply();
    }

    /// Supply = manifest count minus what lies on the board (after direct set-up).
    pub fn recount_supply(&mut self) {
        let m = manifest();
        self.supply = (0..m.tiles.len()).map(|k| self.tiles_in_box(k)).collect();
        self.discs = m.town_discs;
        for (i, h) in self.hexes.iter().enumerate() {
            if !self.map.hexes[i].printed_track.is_empty() {
                continue;
            }
            if let Some(t) = &h.tile {
                self.supply[t.kind] -= 1;
                self.discs -= t.disc as u32;
            }
        }
    }
}

impl AgeOfSteam {
    /// Each seat's score were the game scored now (0 for an eliminated seat).
    pub fn scores_now(&self) -> Vec<i64> {
        let mut out = vec![0; self.players.len()];
        for s in super::show::final_scores(self) {
            out[s.player] = s.score;
        }
        out
    }
}
