//! Random legal play of Age of Steam with the generic checks after every action: every listed
//! action applies, refused ones change nothing, cubes, tiles and discs are conserved, and the
//! game ends with scores. Part of the decisions come from the bot so games reach the late game.

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::games::age_of_steam::AgeOfSteam;

#[test]
fn random_games_keep_every_invariant() {
    let mut games = 0;
    for players in 3..=6 {
        for seed in 0..4u64 {
            let setup = default_setup("age-of-steam", "rust-belt", players, seed);
            let opts = CheckOptions { bot_percent: if seed % 2 == 0 { 0 } else { 60 }, ..CheckOptions::FULL };
            if let Err(f) = random_game::<AgeOfSteam>(&setup, seed * 31 + players as u64, opts) {
                panic!("{players} players: {f}");
            }
            games += 1;
        }
    }
    assert_eq!(games, 16);
}
