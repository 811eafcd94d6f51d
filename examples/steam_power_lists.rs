//! Largest legal-action lists met in random Steam Power games, per phase, for UI planning.
//!
//!   cargo run --profile bench --example steam_power_lists

use std::collections::BTreeMap;

use railyard::check::default_setup;
use railyard::core::{Game, Rng};
use railyard::games::steam_power::{data, SteamPower};

fn main() {
    let mut worst: BTreeMap<String, usize> = BTreeMap::new();
    for map in data::MAP_IDS {
        for players in 1..=5 {
            for seed in 0..20 {
                let mut g = SteamPower::new(&default_setup("steam-power", map, players, seed)).unwrap();
                let mut rng = Rng::new(seed);
                while !g.is_over() {
                    let legal = g.legal_actions();
                    let key = format!("{:?}", g.phase).split(|c: char| !c.is_alphanumeric()).next().unwrap().to_string();
                    let e = worst.entry(key).or_insert(0);
                    *e = (*e).max(legal.len());
                    let a = if rng.index(2) == 0 { legal[rng.index(legal.len())].clone() } else { g.bot_action(seed).unwrap() };
                    g.apply(&a).unwrap();
                }
            }
        }
    }
    for (k, v) in worst {
        println!("{k}: {v}");
    }
}
