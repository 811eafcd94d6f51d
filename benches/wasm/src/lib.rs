//! Exported entry points timed from JavaScript (`scripts/bench-wasm.mjs`).

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::core::Game;
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::games::steam_power::SteamPower;

/// Plays `games` random games from `seed` on; returns the actions played.
fn random_games<G: Game>(map: &str, players: u32, games: u32, seed: u32) -> u32 {
    let setup = default_setup(G::ID, map, players as usize, seed as u64);
    let mut actions = 0;
    for g in 0..games {
        let (stats, _) = random_game::<G>(&setup, seed as u64 + g as u64, CheckOptions::NONE).expect("no failure");
        actions += stats.actions as u32;
    }
    actions
}

/// Random Age of Steam games on Rust Belt.
#[no_mangle]
pub extern "C" fn aos_random_games(players: u32, games: u32, seed: u32) -> u32 {
    random_games::<AgeOfSteam>("rust-belt", players, games, seed)
}

/// Random Steam Power games on Valley.
#[no_mangle]
pub extern "C" fn sp_random_games(players: u32, games: u32, seed: u32) -> u32 {
    random_games::<SteamPower>("valley", players, games, seed)
}
