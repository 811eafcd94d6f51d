//! St. Lucia (digest §16.5), for two players. The board has towns but no printed city, and its
//! data puts one cube on every plain and river hex (drawn at set-up). What the map does beyond
//! its data:
//! - 8 turns; the goods display is not used (its cubes go back to the bag at set-up), there is
//!   no goods growth and no Production;
//! - before Issue Shares, the designated player may pay $5 to go first, else the other may, else
//!   the designee goes first for free; no auction (`first_player`);
//! - Turn Order makes its holder the designee of the next turn;
//! - a cube on track moves along its hex's track to a city or town first (`trackside`).
//!
//! Decisions (the rulebook leaves these open):
//! - With no printed city, the first track must touch a New City (base placement rule), so
//!   nothing is built until someone urbanizes; the Urbanization holder places it before building.
//! - The designation alternates by turn whoever went first, and the Turn Order holder replaces
//!   the designee for the next turn only.
//! - The "each track 2 VP" line printed after St. Lucia's section in the Portuguese rulebook
//!   belongs to another map's page; scoring here is the base game's.
//! - The result is the usual score; the higher wins, ties share the place.

use super::super::rules::{MapRules, Rules};
use super::super::{AgeOfSteam, Special};

pub struct StLucia;

const ACTIONS: [Special; 6] =
    [Special::FirstMove, Special::FirstBuild, Special::Engineer, Special::Locomotive, Special::Urbanization, Special::TurnOrder];

impl MapRules for StLucia {
    fn numbers(&self, rules: &mut Rules) {
        rules.turns = vec![(2, 8)];
    }

    fn setup(&self, g: &mut AgeOfSteam) {
        for col in 0..g.display.len() {
            for c in std::mem::take(&mut g.display[col]) {
                g.bag[c.index()] += 1;
            }
        }
    }

    fn actions(&self) -> &[Special] {
        &ACTIONS
    }

    fn auction(&self) -> bool {
        false
    }

    fn pays_for_first(&self) -> bool {
        true
    }

    fn goods_growth(&self) -> bool {
        false
    }
}
