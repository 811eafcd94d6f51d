//! Random legal play of both rule sets at every player count the board takes, with the
//! generic checks after every action: every listed action applies, unlisted ones are refused
//! without changing anything, cubes, pieces, markers and New City tiles are conserved, and
//! the game ends with scores.

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::games::steam::Steam;

fn play(rules: &str, seeds: u64) {
    for (k, players) in (3..=5).flat_map(|n| [n; 2]).enumerate() {
        let map = railyard::games::steam::maps::IDS[k % 2];
        for seed in 0..seeds {
            let mut setup = default_setup("steam", map, players, seed);
            setup.options = serde_json::json!({ "rules": rules });
            let opts = CheckOptions { probe_unlisted: 1, bot_percent: if seed % 2 == 0 { 0 } else { 70 }, ..CheckOptions::FULL };
            if let Err(f) = random_game::<Steam>(&setup, seed * 31 + players as u64, opts) {
                panic!("{rules}, {map}, {players} players: {f}");
            }
        }
    }
}

#[test]
fn random_base_games_keep_every_invariant() {
    play("base", 3);
}

#[test]
fn random_standard_games_keep_every_invariant() {
    play("standard", 3);
}
