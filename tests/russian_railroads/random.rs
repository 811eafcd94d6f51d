//! Random legal play at 2, 3 and 4 players with the generic checks after every action:
//! listed actions apply, unlisted ones are refused without change, workers, roubles, markers,
//! tiles, engineers and cards are conserved, and the game ends with scores. A long run:
//! `RAILYARD_LONG=1 cargo test --release --test russian_railroads -- --ignored`.

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::core::Game;
use railyard::games::russian_railroads::RussianRailroads;

fn play(games: u64, probe: usize) {
    for players in 2..=4 {
        for seed in 0..games {
            let setup = default_setup("russian-railroads", "standard", players, seed);
            let opts = CheckOptions { probe_unlisted: probe, bot_percent: if seed % 2 == 0 { 0 } else { 60 }, ..CheckOptions::FULL };
            if let Err(f) = random_game::<RussianRailroads>(&setup, seed * 17 + players as u64, opts) {
                panic!("{players} players: {f}");
            }
        }
    }
}

#[test]
fn random_games_keep_every_invariant() {
    play(12, 1);
}

#[test]
#[ignore]
fn long_random_run() {
    let games = std::env::var("RAILYARD_LONG").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    play(games, 2);
}

#[test]
fn all_computer_games_finish_and_score() {
    for players in 2..=4 {
        let mut g = RussianRailroads::new(&default_setup("russian-railroads", "standard", players, 11)).unwrap();
        let mut n = 0u64;
        while let Some(a) = g.bot_action(n) {
            g.apply(&a).unwrap();
            n += 1;
            assert!(n < 3000);
        }
        let scores = g.final_scores().unwrap();
        assert!(scores.iter().all(|s| s.score > 100), "{players} players: {scores:?}");
    }
}
