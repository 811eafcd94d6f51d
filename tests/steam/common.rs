//! Shared set-ups for Steam's tests.

use railyard::check::default_setup;
use railyard::core::{Game, Setup};
use railyard::steam::Steam;

pub fn setup(rules: &str, players: usize, seed: u64) -> Setup {
    let mut s = default_setup("steam", "northeast", players, seed);
    s.options = serde_json::json!({ "rules": rules });
    s
}

pub fn game(rules: &str, players: usize) -> Steam {
    Steam::new(&setup(rules, players, 1)).expect("a legal set-up")
}
