//! Southern US (digest §16.2). Its board prints the starting cubes (Atlanta 4; Charleston,
//! Savannah, Mobile and New Orleans 3; every other city 1), and its data lets the four ports
//! accept cotton (white) besides their printed colour, so the base routing already ends a cotton
//! cube at the first port it enters. What the map does beyond its data:
//! - at set-up a cotton cube goes on every town (from outside the bag);
//! - delivering cotton earns the mover +1 income on top of the links, and the cube leaves the game;
//! - in turns 1-4 Atlanta also gets one cube drawn from the bag before the growth dice;
//! - in turn 4 (the Civil War) income reduction is doubled.
//!
//! Decisions (the rulebook leaves these open):
//! - The cotton bonus goes to the moving player (the railroad delivering it).
//! - The doubled reduction is for turn 4 only, as written.
//! - Urbanizing a town keeps its cotton on the New City (the rulebook says so); the cube moves
//!   from there as from any city.
//! - The Portuguese section also carries a sentence of Western US's transcontinental bonus; it is
//!   a layout slip and has no effect here.

use crate::core::{Msg, Outcome};
use crate::rail::{Good, Ground};

use super::super::rules::MapRules;
use super::super::words::{good, hex_label};
use super::super::AgeOfSteam;

pub struct SouthernUs;

impl MapRules for SouthernUs {
    fn setup(&self, g: &mut AgeOfSteam) {
        for i in 0..g.map.hexes.len() {
            if g.map.hexes[i].terrain == Ground::Town {
                g.hexes[i].cubes.push(Good::White);
            }
        }
    }

    fn delivered(&self, g: &mut AgeOfSteam, p: usize, cube: Good, out: &mut Outcome) {
        if cube != Good::White {
            g.bag[cube.index()] += 1;
            return;
        }
        g.players[p].income += 1;
        out.say(Msg::new("aos.log.southern-us.cotton").seat("seat", p));
    }

    fn income_reduction(&self, g: &AgeOfSteam, income: i32) -> i32 {
        let base = g.rules().income_reduction(income);
        if g.turn == 4 { 2 * base } else { base }
    }

    fn before_growth(&self, g: &mut AgeOfSteam, out: &mut Outcome) {
        if g.turn > 4 {
            return;
        }
        let Some(atlanta) = g.map.hexes.iter().position(|h| h.name.as_deref() == Some("Atlanta")) else { return };
        if let Some(cube) = g.draw() {
            g.hexes[atlanta].cubes.push(cube);
            out.say(Msg::new("aos.log.southern-us.atlanta").msg("good", good(cube)).msg("city", hex_label(g, atlanta)));
        }
    }
}
