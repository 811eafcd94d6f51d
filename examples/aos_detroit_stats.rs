//! All-computer games on Detroit Bankruptcy, which has no turn limit: how long games run, when
//! railroads go bankrupt, how the survivor stands, and whether the computer builds the special
//! links and claims the bridges. `cargo run --release --example aos_detroit_stats -- [GAMES] [PLAYERS...]`
//! With 1 player (the solo game) it also counts the results against the government (won, tied,
//! lost) and how many games reached each turn.
use std::time::Instant;

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::age_of_steam::{Action, AgeOfSteam};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let counts: Vec<usize> = if args.len() > 2 { args[2..].iter().filter_map(|s| s.parse().ok()).collect() } else { vec![2, 3, 4, 5] };
    println!("players games turns(mean/min/max) bankrupt-turn(mean) all-bankrupt-at-once winner-income(mean) links-built bridges-claimed engineer-refunds deliveries(mean) cubes-left(mean) actions worst-ms");
    for players in counts {
        let (mut turns, mut bankrupt_turns, mut winner_income) = (Vec::new(), Vec::new(), Vec::new());
        let (mut at_once, mut links, mut bridges, mut actions, mut refunds, mut deliveries) = (0, 0, 0, 0u64, 0, 0u64);
        let mut worst = 0f64;
        let mut left = 0usize;
        let mut solo = [0u32; 3];
        let mut reached = [0u32; 13];
        for seed in 0..games {
            let setup = default_setup("age-of-steam", "detroit", players, seed);
            let mut g = AgeOfSteam::new(&setup).unwrap();
            let mut n = 0u64;
            while !g.is_over() {
                let t = Instant::now();
                let a = g.bot_action(seed * 100_000 + n).expect("a move");
                worst = worst.max(t.elapsed().as_secs_f64() * 1000.0);
                links += matches!(a, Action::BuildLink { .. }) as u32;
                bridges += matches!(a, Action::ClaimTrack { .. }) as u32;
                deliveries += matches!(a, Action::Move { .. }) as u64;
                let out = g.apply(&a).expect("legal");
                refunds += out.words.iter().filter(|m| m.key == "aos.log.detroit.engineer").count();
                n += 1;
            }
            actions += n;
            left += g.hexes.iter().map(|h| h.cubes.len()).sum::<usize>();
            turns.push(g.turn as i64);
            at_once += g.order.is_empty() as u32;
            for pl in &g.players {
                if let Some((t, _)) = pl.bankrupt {
                    bankrupt_turns.push(t as i64);
                }
            }
            if let Some(r) = g.solo().and_then(|s| s.result) {
                solo[match r.outcome {
                    railyard::core::SoloOutcome::Won => 0,
                    railyard::core::SoloOutcome::Tied => 1,
                    _ => 2,
                }] += 1;
                let (t, _) = g.players[0].bankrupt.unwrap_or((g.turn, 0));
                for k in 0..=(t as usize).min(12) {
                    reached[k] += 1;
                }
            }
            let scores = g.final_scores().unwrap();
            winner_income.push(scores[0].breakdown[1].1);
        }
        let mean = |v: &[i64]| v.iter().sum::<i64>() as f64 / v.len().max(1) as f64;
        println!(
            "{players} {games} {:.1}/{}/{} {:.1} {at_once} {:.1} {links} {bridges} {refunds} {:.1} {:.1} {:.0} {:.0}",
            mean(&turns),
            turns.iter().min().unwrap(),
            turns.iter().max().unwrap(),
            mean(&bankrupt_turns),
            mean(&winner_income),
            deliveries as f64 / games as f64,
            left as f64 / games as f64,
            actions as f64 / games as f64,
            worst,
        );
        if players == 1 {
            println!("  solo against the government: won {} tied {} lost {}", solo[0], solo[1], solo[2]);
            let turns: Vec<String> = (5..=12).map(|t| format!("{t}:{}", reached[t])).collect();
            println!("  games going bankrupt in turn >= T (T:games): {}", turns.join(" "));
        }
    }
}
