//! Poland (digest §16.7). Its board prints the starting cubes (3 in Warsaw, Wrocław and Gdańsk)
//! and the swamp and dark-mountain hexes, whose prices ($4 and $6 for a simple tile) are the base
//! table's surcharges already. What the map does beyond its data:
//! - the first track placed on a town that had none raises the builder's income by 1;
//! - Production draws one cube from the bag onto a town of the holder's choice;
//! - before the growth dice, a black cube from the bag goes to Warsaw.
//!
//! Decisions (the rulebook leaves these open):
//! - "Town" where the Portuguese Production text says "cidade": the digest reads it as a town
//!   (the bonus rule two lines above uses both words for one place), and a city already has
//!   its display column. A town already urbanized is a city and takes no Production cube.
//! - The Production holder draws one cube and must place it (as the base Production's cubes).
//! - "Builds track to that town" is paid when the town's own tile is placed (the first tile on
//!   the town hex), once per town; track merely pointing at the town pays nothing yet.
//! - With no black cube left in the bag, Warsaw gets nothing.

use crate::core::{Msg, Outcome};
use crate::rail::{Good, Ground};

use super::super::rules::{MapRules, Production};
use super::super::words::{good, hex_label};
use super::super::AgeOfSteam;

pub struct Poland;

impl MapRules for Poland {
    fn production(&self) -> Production {
        Production::Towns(1)
    }

    fn after_build(&self, g: &mut AgeOfSteam, p: usize, i: usize, first_track: bool, out: &mut Outcome) {
        if first_track && g.map.hexes[i].terrain == Ground::Town && g.hexes[i].new_city.is_none() {
            g.players[p].income += 1;
            out.say(Msg::new("aos.log.poland.first-to-town").seat("seat", p).msg("town", hex_label(g, i)));
        }
    }

    fn before_growth(&self, g: &mut AgeOfSteam, out: &mut Outcome) {
        let Some(warsaw) = g.map.hexes.iter().position(|h| h.name.as_deref() == Some("Warsaw")) else { return };
        if g.bag[Good::Black.index()] == 0 {
            out.say(Msg::new("aos.log.poland.no-black"));
            return;
        }
        g.bag[Good::Black.index()] -= 1;
        g.hexes[warsaw].cubes.push(Good::Black);
        out.say(Msg::new("aos.log.poland.warsaw").msg("good", good(Good::Black)).msg("city", hex_label(g, warsaw)));
    }
}
