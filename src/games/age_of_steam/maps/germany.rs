//! Germany (digest §16.3), on the map seams:
//! - foreign terminals (the green `port` hexes): at set-up a cube from the bag goes into each
//!   terminal's box, in port-number order, and is the one colour it takes all game; terminals
//!   produce nothing, and no cube passes through one (the rail core's routing ends every route
//!   at a terminal);
//! - Engineer: no fourth build; instead the first tile its holder places in the step costs half,
//!   rounded up;
//! - a hex with a printed number costs that much for a simple tile (complex tiles +1/+2 over
//!   it, as on the base table); replacements and redirects keep the base prices;
//! - before the growth dice, Berlin gets one cube drawn from the bag;
//! - only complete links may be built (`complete_links_only`): track still unfinished when the
//!   builder ends the step is taken back, last build first, and refunded (`takeback`);
//! - the Düsseldorf–Essen special link (map data `special_links`): $2, one build, owned by its
//!   builder, one link for moving goods and one section at the end (base rules, `BuildLink`).
//!
//! Decisions:
//! - Starting cubes follow the Portuguese rulebook: 2 per city, Königsberg 3, Vienna 4 (so Berlin
//!   2). The reference layout gives Berlin 4 and Vienna 2; the rulebook wins (the digest reads
//!   the text as a translation slip; this is the one place where the two disagree).
//! - The Engineer's half price is for the first placement of the step (the rulebook says "one
//!   tile"; the first is the one the player can plan around, and it needs no later refund).
//! - With the bag empty, Berlin gets nothing.
//! - The special link is not a tile: the Engineer's half price does not apply to it (and the
//!   step's first tile keeps it), and it needs no track of the builder nearby (both ends are
//!   cities).
//! - Ending a step with unfinished track is allowed and takes it back rather than being refused,
//!   so a player who cannot finish a link is never stuck.

use crate::core::{Msg, Outcome};
use crate::rail::{Change, Plan};

use super::super::rules::MapRules;
use super::super::words::{good, hex_label};
use super::super::takeback::Undo;
use super::super::{AgeOfSteam, Phase, Special};

pub struct Germany;

impl MapRules for Germany {
    fn builds_allowed(&self, g: &AgeOfSteam, _p: usize) -> u32 {
        g.rules().builds
    }

    fn build_cost(&self, g: &AgeOfSteam, p: usize, i: usize, plan: &Plan) -> u32 {
        let h = &g.map.hexes[i];
        let mut cost = plan.cost;
        if let (Some(printed), Change::Place) = (h.cost, plan.change) {
            let prices = &g.rules().prices;
            // The base price of a simple tile here is replaced by the printed one.
            cost = printed + plan.cost.saturating_sub(prices.simple + prices.surcharge(h.terrain));
        }
        // The step's first tile (a special link built before it is not a tile).
        let first = matches!(g.phase, Phase::Build { .. }) && !g.step_undo.iter().any(|u| matches!(u, Undo::Tile { .. }));
        if first && g.players[p].special == Some(Special::Engineer) {
            cost = cost.div_ceil(2);
        }
        cost
    }

    fn complete_links_only(&self) -> bool {
        true
    }

    fn max_discount(&self) -> u32 {
        // Half of the dearest base price a tile can have.
        10
    }

    fn setup(&self, g: &mut AgeOfSteam) {
        let mut ports: Vec<(u32, usize)> = g.map.hexes.iter().enumerate().filter_map(|(i, h)| h.port.map(|n| (n, i))).collect();
        crate::core::sort::sort(&mut ports);
        for (_, i) in ports {
            g.hexes[i].takes = g.draw();
        }
    }

    fn before_growth(&self, g: &mut AgeOfSteam, out: &mut Outcome) {
        let Some(berlin) = g.map.hexes.iter().position(|h| h.name.as_deref() == Some("Berlin")) else { return };
        if let Some(cube) = g.draw() {
            g.hexes[berlin].cubes.push(cube);
            out.say(Msg::new("aos.log.germany.berlin").msg("good", good(cube)).msg("city", hex_label(g, berlin)));
        }
    }
}
