//! The computer player keeps a railroad alive: with the bot in every seat, games on Rust Belt
//! run to the last turn and the winner ends with a positive score; alone among random players
//! it wins.

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::age_of_steam::AgeOfSteam;

fn play(players: usize, seed: u64) -> AgeOfSteam {
    let setup = default_setup("age-of-steam", "rust-belt", players, seed);
    let mut g = AgeOfSteam::new(&setup).unwrap();
    let mut n = 0u64;
    while !g.is_over() {
        let a = g.bot_action(seed * 7919 + n).expect("the bot always has a move");
        assert!(g.legal_actions().contains(&a), "the bot chose an unlisted action: {a:?}");
        g.apply(&a).expect("legal");
        n += 1;
        assert!(n < 5_000, "the game does not end");
    }
    g
}

#[test]
fn all_bot_games_reach_the_last_turn_with_a_positive_winner() {
    for seed in 0..6u64 {
        let g = play(4, seed);
        assert_eq!(g.turn, g.turns, "seed {seed}: the game ended early");
        assert!(!g.order.is_empty(), "seed {seed}: every railroad went bankrupt");
        let scores = g.final_scores().unwrap();
        let best = scores.iter().map(|s| s.score).max().unwrap();
        assert!(best > 0, "seed {seed}: the winner scored {best}");
        let lost = g.players.iter().filter(|p| p.eliminated).count();
        assert!(lost <= 1, "seed {seed}: {lost} railroads went bankrupt");
    }
}

#[test]
fn the_bot_is_deterministic() {
    let setup = default_setup("age-of-steam", "rust-belt", 5, 11);
    let mut g = AgeOfSteam::new(&setup).unwrap();
    for n in 0..150u64 {
        if g.is_over() {
            break;
        }
        let a = g.bot_action(n).unwrap();
        assert_eq!(g.bot_action(n), Some(a.clone()));
        assert_eq!(g.clone().bot_action(n), Some(a.clone()));
        g.apply(&a).unwrap();
    }
}

#[test]
fn the_bot_beats_random_players() {
    for seed in 0..4u64 {
        let setup = default_setup("age-of-steam", "rust-belt", 4, seed);
        let mut g = AgeOfSteam::new(&setup).unwrap();
        let seat = seed as usize % 4;
        let mut rng = railyard::core::Rng::new(seed);
        let mut n = 0u64;
        while !g.is_over() {
            let a = if g.current() == Some(seat) {
                g.bot_action(n).unwrap()
            } else {
                let legal = g.legal_actions();
                legal[rng.index(legal.len())].clone()
            };
            g.apply(&a).unwrap();
            n += 1;
        }
        let scores = g.final_scores().unwrap();
        let bot = scores.iter().find(|s| s.player == seat).unwrap();
        assert_eq!(bot.rank, 1, "seed {seed}: the bot lost to random players: {scores:?}");
        assert!(bot.score > 50, "seed {seed}: the bot scored only {}", bot.score);
    }
}
