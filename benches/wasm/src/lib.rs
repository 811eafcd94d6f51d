//! Exported entry points timed from JavaScript (`scripts/bench-wasm.mjs`).

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::games::steam_power::SteamPower;

/// Plays `games` random Age of Steam games on Rust Belt; returns the actions played.
#[no_mangle]
pub extern "C" fn aos_random_games(players: u32, games: u32, seed: u32) -> u32 {
    let setup = default_setup("age-of-steam", "rust-belt", players as usize, seed as u64);
    let mut actions = 0;
    for g in 0..games {
        let (stats, _) = random_game::<AgeOfSteam>(&setup, seed as u64 + g as u64, CheckOptions::NONE).expect("no failure");
        actions += stats.actions as u32;
    }
    actions
}

/// Plays `games` random Steam Power games on Valley; returns the actions played.
#[no_mangle]
pub extern "C" fn sp_random_games(players: u32, games: u32, seed: u32) -> u32 {
    let setup = default_setup("steam-power", "valley", players as usize, seed as u64);
    let mut actions = 0;
    for g in 0..games {
        let (stats, _) = random_game::<SteamPower>(&setup, seed as u64 + g as u64, CheckOptions::NONE).expect("no failure");
        actions += stats.actions as u32;
    }
    actions
}
