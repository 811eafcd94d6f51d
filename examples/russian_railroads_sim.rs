//! Self-play statistics for Russian Railroads' designed components (engineers, factories,
//! "?" cards) with the computer player in every seat.
//!
//!   nice cargo run --profile test --example russian_railroads_sim -- [--games N] [--seed S]
//!   nice cargo run --profile test --example russian_railroads_sim -- --duel unlock=4,rouble=1 [--games N]
//!
//! `--duel`: one seat (a different one each game) values positions with the weights given, the
//! others with the default ones; prints how often that seat wins and its mean margin.
//!
//! For each player count: game length, score ranges, the share of points by source, engineers
//! hired (and which, against how often each was dealt), and whether the engineer majority is
//! contested.

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::russian_railroads::bot::{choose_with, Weights};
use railyard::games::russian_railroads::{engineers, RussianRailroads};

fn duel(spec: &str, games: u64, seed0: u64) {
    let mut w = Weights::default();
    for item in spec.split(',').filter(|x| !x.is_empty()) {
        let (k, v) = item.split_once('=').expect("name=value");
        assert!(w.set(k, v.parse().expect("a number")), "unknown weight {k}");
    }
    for players in 2..=4usize {
        let (mut wins, mut margin) = (0.0, 0i64);
        for k in 0..games {
            let seed = seed0 + k;
            let hero = (k as usize) % players;
            let mut g = RussianRailroads::new(&default_setup("russian-railroads", "standard", players, seed)).unwrap();
            let mut n = 0u64;
            while let Some(seat) = g.current_player() {
                let weights = if seat == hero { w } else { Weights::default() };
                let a = choose_with(&g, seed.wrapping_mul(7919).wrapping_add(n), &weights).unwrap();
                g.apply(&a).unwrap();
                n += 1;
            }
            let s = g.final_scores().unwrap();
            let best_other = s.iter().filter(|x| x.player != hero).map(|x| x.score).max().unwrap();
            margin += s[hero].score - best_other;
            let tied = s.iter().filter(|x| x.rank == 1).count() as f64;
            if s[hero].rank == 1 {
                wins += 1.0 / tied;
            }
        }
        println!("{players} players: {spec} wins {:.0}% (fair share {:.0}%), mean margin over the best other {:+.1}", 100.0 * wins / games as f64, 100.0 / players as f64, margin as f64 / games as f64);
    }
}

fn pct(v: &mut [i64], p: f64) -> i64 {
    v.sort();
    v[((v.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str, d: u64| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(d);
    let games = arg("--games", 100);
    let seed0 = arg("--seed", 1);
    if let Some(spec) = args.iter().position(|a| a == "--duel").and_then(|i| args.get(i + 1)) {
        duel(spec, games, seed0);
        return;
    }
    for players in 2..=4usize {
        let mut actions = Vec::new();
        let (mut all, mut winners) = (Vec::new(), Vec::new());
        let mut parts = [0i64; 6];
        let mut hired_per_player = Vec::new();
        let mut dealt = [0u32; 16];
        let mut hired = [0u32; 16];
        let mut hired_by_winner = [0u32; 16];
        let (mut contested, mut tie_broken, mut majority_winner_wins, mut nobody) = (0, 0, 0, 0);
        let (mut tokens, mut end_cards, mut extra_workers) = (0usize, 0usize, 0usize);
        for k in 0..games {
            let seed = seed0 + k;
            let mut g = RussianRailroads::new(&default_setup("russian-railroads", "standard", players, seed)).unwrap();
            for e in g.strip.iter().flatten() {
                dealt[*e as usize] += 1;
            }
            let mut n = 0u64;
            while let Some(a) = g.bot_action(seed.wrapping_mul(7919).wrapping_add(n)) {
                g.apply(&a).unwrap();
                n += 1;
            }
            actions.push(n as i64);
            let scores = g.final_scores().unwrap();
            let best = scores.iter().map(|s| s.score).max().unwrap();
            winners.push(best);
            let winner = scores.iter().find(|s| s.score == best).unwrap().player;
            for (s, p) in g.players.iter().enumerate() {
                all.push(p.score());
                for i in 0..6 {
                    parts[i] += p.vp[i];
                }
                hired_per_player.push(p.engineers.iter().filter(|&&e| e != 1).count() as i64);
                for &e in &p.engineers {
                    hired[e as usize] += 1;
                    if s == winner {
                        hired_by_winner[e as usize] += 1;
                    }
                }
                tokens += p.tokens_used.len();
                end_cards += p.end_cards.len();
                extra_workers += p.extra_workers as usize;
            }
            let counts: Vec<usize> = (0..players).map(|s| engineers::count(&g, s)).collect();
            let mut sorted = counts.clone();
            sorted.sort_unstable_by(|a, b| b.cmp(a));
            if sorted[0] == 0 {
                nobody += 1;
            } else if sorted.len() > 1 && sorted[1] > 0 && sorted[0] - sorted[1] <= 1 {
                contested += 1;
            }
            if sorted.len() > 1 && sorted[0] > 0 && sorted[0] == sorted[1] {
                tie_broken += 1;
            }
            let top = engineers::majority(&g).iter().position(|&v| v == 40);
            if top == Some(winner) {
                majority_winner_wins += 1;
            }
        }
        let total: i64 = parts.iter().sum();
        let share = |i: usize| 100.0 * parts[i] as f64 / total.max(1) as f64;
        let pg = (games as usize * players) as f64;
        println!("## {players} players, {games} games");
        println!("actions per game: median {} (quartiles {}-{}), max {}", pct(&mut actions, 0.5), pct(&mut actions, 0.25), pct(&mut actions, 0.75), pct(&mut actions, 1.0));
        println!("scores: all {}..{} (median {}), winner median {} (quartiles {}-{})", pct(&mut all, 0.0), pct(&mut all, 1.0), pct(&mut all, 0.5), pct(&mut winners, 0.5), pct(&mut winners, 0.25), pct(&mut winners, 0.75));
        println!(
            "share of points: railways {:.1}%, industry {:.1}%, passing {:.1}%, stars/ends of line {:.1}%, engineers {:.1}%, bonus cards {:.1}%",
            share(0), share(1), share(2), share(3), share(4), share(5)
        );
        println!(
            "per player: engineers hired {:.2} (median {}), tokens {:.2}, end cards {:.2}, extra workers {:.2}",
            hired_per_player.iter().sum::<i64>() as f64 / pg,
            pct(&mut hired_per_player, 0.5),
            tokens as f64 / pg,
            end_cards as f64 / pg,
            extra_workers as f64 / pg
        );
        println!(
            "majority: contested (top two within one engineer) {:.0}%, tied on count and broken by number {:.0}%, nobody has one {:.0}%, majority holder wins the game {:.0}%",
            100.0 * contested as f64 / games as f64,
            100.0 * tie_broken as f64 / games as f64,
            100.0 * nobody as f64 / games as f64,
            100.0 * majority_winner_wins as f64 / games as f64
        );
        let row: Vec<String> = (1..=15)
            .map(|e| {
                let d = if e == 1 { games as u32 } else { dealt[e] };
                format!("#{e} {}/{} ({:.0}%, winner {})", hired[e], d, 100.0 * hired[e] as f64 / d.max(1) as f64, hired_by_winner[e])
            })
            .collect();
        println!("hired / dealt: {}", row.join(", "));
        println!();
    }
}
