//! Heavy Cardboard (digest §16.11), 4-6 players. Built so far, on the map seams:
//! - the Heavy Cardboard city starts with one cube of each colour (the data's `starting_goods`,
//!   taken from the bag at set-up by the base rules); it has no display column, and when it is
//!   empty at the start of goods growth it gets one cube of each colour from the bag;
//! - Production cannot be chosen;
//! - Madeira takes red and blue (the data's `colours`), so the base routing ends either colour
//!   there and lets neither through; the walls of the large city are the data's blocked edges;
//! - the seven hexes are one city for links and routing (the rail core's `Board::node_of`): a
//!   link may leave by any of them, a cube may enter by one hex and leave by another (two
//!   links), and it takes no colour, so nothing is delivered there.
//!
//! Still to build, so the map is not offered yet: the two ferries to Madeira ($6, one owner
//! each, once Puerto Rico or Container holds a town tile or a new city; the town side of the
//! ferry needs a decision, as a town spoke may not point at water), and the Heavy Lifting
//! action in place of Production (one delivery across up to 5 open hexes, mountains counting 2,
//! paying min(6, turn + 1) income).
//!
//! Decisions:
//! - The refill happens before the dice, with whatever colours the bag still has.
//! - A link from the large city back into itself is refused like any link between the same
//!   two places.

use crate::core::{Msg, Outcome};

use super::super::rules::MapRules;
use super::super::words::hex_label;
use super::super::{AgeOfSteam, Special};
use crate::rail::Good;

pub struct HeavyCardboard;

const ACTIONS: [Special; 6] =
    [Special::FirstMove, Special::FirstBuild, Special::Engineer, Special::Locomotive, Special::Urbanization, Special::TurnOrder];

/// The centre hex of the large city.
fn centre(g: &AgeOfSteam) -> Option<usize> {
    g.map.hexes.iter().position(|h| h.part_of.is_some() && h.name.is_some())
}

impl MapRules for HeavyCardboard {
    fn actions(&self) -> &[Special] {
        &ACTIONS
    }

    fn before_growth(&self, g: &mut AgeOfSteam, out: &mut Outcome) {
        let Some(c) = centre(g) else { return };
        if !g.hexes[c].cubes.is_empty() {
            return;
        }
        for good in Good::ALL {
            if g.bag[good.index()] > 0 {
                g.bag[good.index()] -= 1;
                g.hexes[c].cubes.push(good);
            }
        }
        out.say(Msg::new("aos.log.heavy-cardboard.refill").msg("city", hex_label(g, c)));
    }
}
