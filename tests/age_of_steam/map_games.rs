//! Whole games on an expansion map: random legal play with every check, and the computer player
//! finishing the game with a positive winning score. Each map's test file calls these.

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::core::Game;
use railyard::games::age_of_steam::AgeOfSteam;

/// Random games at 3–6 players, two seeds each (the second with 60% computer moves).
pub fn random_games_keep_every_invariant(map: &str, salt: u64) {
    random_games_at(map, 3..=6, 2, salt);
}

/// Random games at each of `counts` players, `seeds` seeds each (odd seeds with 60% computer
/// moves).
pub fn random_games_at(map: &str, counts: std::ops::RangeInclusive<usize>, seeds: u64, salt: u64) {
    for players in counts {
        for seed in 0..seeds {
            let setup = default_setup("age-of-steam", map, players, seed);
            let opts = CheckOptions { bot_percent: if seed % 2 == 0 { 0 } else { 60 }, ..CheckOptions::FULL };
            if let Err(f) = random_game::<AgeOfSteam>(&setup, seed * salt + players as u64, opts) {
                panic!("{map}, {players} players: {f}");
            }
        }
    }
}

/// All-computer games (players, seed) played to the last turn, the winner above zero.
pub fn the_computer_player_finishes(map: &str, games: &[(usize, u64)]) {
    for &(players, seed) in games {
        let mut g = AgeOfSteam::new(&default_setup("age-of-steam", map, players, seed)).unwrap();
        let mut n = 0u64;
        while !g.is_over() {
            let a = g.bot_action(seed * 7919 + n).expect("the bot always has a move");
            g.apply(&a).expect("the bot's move is legal");
            n += 1;
            assert!(n < 5_000, "the game does not end");
        }
        assert_eq!(g.turn, g.turns, "{map}, {players} players, seed {seed}: the game ended early");
        let best = g.final_scores().unwrap().iter().map(|s| s.score).max().unwrap();
        assert!(best > 0, "{map}, {players} players, seed {seed}: the winner scored {best}");
    }
}

/// Hex index of the city or town called `name`.
pub fn named(g: &AgeOfSteam, name: &str) -> usize {
    g.map.hexes.iter().position(|h| h.name.as_deref() == Some(name)).unwrap()
}

/// Plays the computer player in every seat until `stop` says so or the game ends.
pub fn play_until(g: &mut AgeOfSteam, seed: u64, mut stop: impl FnMut(&AgeOfSteam) -> bool) {
    let mut n = 0u64;
    while !g.is_over() && !stop(g) {
        let a = g.bot_action(seed * 7919 + n).unwrap();
        g.apply(&a).unwrap();
        n += 1;
    }
}
