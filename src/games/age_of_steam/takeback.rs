//! Maps where only complete links may be built (Germany, New England): what a build step did is
//! recorded, so that track still unfinished when the step ends can be taken back, last build
//! first, with its price refunded.
//!
//! Decision: ending a step with an unfinished section is not refused (a player short of money
//! could otherwise be stuck); the step's builds are undone from the last until the builder owns
//! no unfinished section, and each undone build is refunded in full.

use serde::{Deserialize, Serialize};

use crate::core::{Msg, Outcome};
use crate::rail::Tile;

use super::words::hex_label;
use super::AgeOfSteam;

/// One build of the current step, as it can be undone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Undo {
    /// A tile on board hex `hex`, over `before`, for `paid`; `owners` are the owners of
    /// segments it claimed elsewhere, as they were.
    Tile { hex: usize, before: Option<Tile>, kind: usize, disc: bool, returned: Option<(usize, bool)>, paid: u32, owners: Vec<(usize, usize, Option<usize>)> },
    /// A special link built from board hex `hex`.
    Link { hex: usize, paid: u32 },
}

impl AgeOfSteam {
    /// Whether this map records builds for `take_back`.
    pub(super) fn records_builds(&self) -> bool {
        self.def.special.complete_links_only()
    }

    /// At the end of seat `p`'s step: undo its last builds while it owns an unfinished section.
    pub(super) fn take_back(&mut self, p: usize, out: &mut Outcome) {
        if !self.records_builds() {
            return;
        }
        while !self.open_sections(p).is_empty() {
            let Some(u) = self.step_undo.pop() else { break };
            match u {
                Undo::Tile { hex, before, kind, disc, returned, paid, owners } => {
                    self.supply[kind] += 1;
                    if disc {
                        self.discs += 1;
                    }
                    if let Some((k, d)) = returned {
                        self.supply[k] -= 1;
                        if d {
                            self.discs -= 1;
                        }
                    }
                    for (h, s, o) in owners.into_iter().rev() {
                        if let Some(t) = self.hexes[h].tile.as_mut() {
                            if let Some(seg) = t.segs.get_mut(s) {
                                seg.owner = o;
                            }
                        }
                    }
                    self.hexes[hex].tile = before;
                    self.players[p].money += paid as i32;
                    out.say(Msg::new("aos.log.taken-back").seat("seat", p).msg("at", hex_label(self, hex)).money("cost", paid));
                }
                Undo::Link { hex, paid } => {
                    self.hexes[hex].link = None;
                    self.players[p].money += paid as i32;
                }
            }
        }
        self.step_undo.clear();
    }
}
