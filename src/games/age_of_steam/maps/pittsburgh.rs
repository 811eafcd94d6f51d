//! Pittsburgh (digest §16.14), 3-4 players, 8 turns. Its board prints 3 starting cubes in every
//! city and feeds each city from both its light and its dark display column (the data's
//! `more_display`, which goods growth reads). What the map does beyond its data:
//! - Turn Order is replaced by Commonwealth Grant: one $10 build of its holder's step costs $7;
//! - its own build prices, terrain ignored: a tile with a straight track $10 (simple or
//!   complex), a curve $3, a complex tile without a straight $4, town tiles and discs $0; a
//!   replacement or redirect $10 when it turns a tile without a straight into one with a
//!   straight, otherwise $4;
//! - the crossing of two straights (X) is not used.
//!
//! Decisions (the rulebook leaves these open):
//! - The cost table is an image missing from the Portuguese text; the prices above follow its
//!   surviving lines ("all other redirects cost $4", towns $0) and the reference data.
//! - The X tile stays in the box: a $10 double straight is never needed, and the reference data
//!   removes it.
//! - The grant applies to the first $10 build of the holder's step (the rulebook says "one";
//!   the first is the one the holder can plan around).
//! - Town tiles and town discs cost $0 whether placed or upgraded ("Cidades custam $0").

use crate::core::track::Path;
use crate::rail::{Change, Plan, TileClass};

use super::super::rules::{MapRules, Rules};
use super::super::{manifest, AgeOfSteam, Phase, Special};

pub struct Pittsburgh;

/// The grant's price for a $10 build.
const GRANTED: u32 = 7;

const ACTIONS: [Special; 7] = [
    Special::FirstMove,
    Special::FirstBuild,
    Special::Engineer,
    Special::Locomotive,
    Special::Urbanization,
    Special::Production,
    Special::CommonwealthGrant,
];

fn straight(p: &Path) -> bool {
    p.b.is_some_and(|b| (b + 6 - p.a) % 6 == 3)
}

fn has_straight(paths: &[Path]) -> bool {
    paths.iter().any(straight)
}

/// The map's price of a build, before the grant.
pub fn price(plan: &Plan) -> u32 {
    let m = manifest();
    let class = m.tiles[plan.tile.kind].class;
    if class == TileClass::Town || plan.tile.disc {
        return 0;
    }
    let new: Vec<Path> = plan.tile.segs.iter().map(|s| s.path).collect();
    match plan.change {
        Change::Place if has_straight(&new) => 10,
        Change::Place if class == TileClass::Simple => 3,
        Change::Place => 4,
        Change::TownUpgrade => 0,
        Change::Upgrade | Change::Redirect => {
            let before = plan.returned.map_or(false, |(k, _)| has_straight(&m.tiles[k].paths));
            if !before && has_straight(&new) { 10 } else { 4 }
        }
    }
}

impl MapRules for Pittsburgh {
    fn numbers(&self, rules: &mut Rules) {
        rules.turns = vec![(3, 8)];
    }

    fn actions(&self) -> &[Special] {
        &ACTIONS
    }

    fn build_cost(&self, g: &AgeOfSteam, p: usize, _i: usize, plan: &Plan) -> u32 {
        let cost = price(plan);
        let granted = matches!(&g.phase, Phase::Build { paid, .. } if paid.contains(&GRANTED));
        if cost == 10 && g.players[p].special == Some(Special::CommonwealthGrant) && !granted { GRANTED } else { cost }
    }

    fn max_discount(&self) -> u32 {
        // The base table's dearest town tile (4 exits, $5) costs nothing here.
        5
    }

    fn tiles_left_out(&self) -> &[&str] {
        &["x"]
    }
}
