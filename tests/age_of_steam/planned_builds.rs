//! Planners price track by the rail core's `additions`; every legal build that adds track must
//! be one of them at the same price, so a plan and the build it leads to cost the same.

use railyard::check::default_setup;
use railyard::core::{Game, Rng};
use railyard::games::age_of_steam::{Action, AgeOfSteam};
use railyard::rail::build::{self, Change};

#[test]
fn every_legal_build_that_adds_track_is_an_addition_at_its_price() {
    let mut checked = 0;
    for seed in 0..4u64 {
        let setup = default_setup("age-of-steam", "rust-belt", 4, seed);
        let mut g = AgeOfSteam::new(&setup).unwrap();
        let mut rng = Rng::new(seed);
        let mut n = 0u64;
        while !g.is_over() && n < 600 {
            let legal = g.legal_actions();
            let p = g.current().unwrap();
            for a in &legal {
                let Action::Build { hex, tile, turns } = a else { continue };
                let i = g.map.at(*hex).unwrap();
                let mut hexes = g.hexes.clone();
                let plan = build::plan(g.build_rules(), &mut hexes, p, i, *tile, *turns).unwrap();
                if plan.change == Change::Redirect {
                    continue;
                }
                let town = g.view().is_town(i);
                let adds = build::additions(g.build_rules(), g.hexes[i].tile.as_ref(), town, g.map.hexes[i].terrain, p);
                let found = adds.iter().find(|x| x.plan.tile.kind == *tile && x.turns == *turns);
                assert_eq!(found.map(|x| &x.plan), Some(&plan), "{a:?}");
                checked += 1;
            }
            let a = if rng.index(3) == 0 { legal[rng.index(legal.len())].clone() } else { g.bot_action(n).unwrap() };
            g.apply(&a).unwrap();
            n += 1;
        }
    }
    assert!(checked > 1000, "only {checked} builds checked");
}
