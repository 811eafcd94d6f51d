//! All-bot Age of Steam games on a map (Rust Belt unless `AOS_MAP` names another): how often
//! games reach the last turn, eliminations, scores, how long each bot decision takes, and how
//! often the map's own features are used, per game: printed track claimed (ferries, bridges),
//! special links built, Commonwealth Grant taken / played on a $10 build, Heavy Lifting
//! deliveries; and how the seats that claimed or built such a link scored against the others
//! (mean score of claimers / of the others, games a claimer won).
//! `AOS_MAP=poland cargo run --release --example aos_bot_stats -- [GAMES] [PLAYERS...]`
use std::time::Instant;

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::age_of_steam::{Action, AgeOfSteam, Phase, Special};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let map = std::env::var("AOS_MAP").unwrap_or_else(|_| "rust-belt".into());
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(50);
    let counts: Vec<usize> = if args.len() > 2 { args[2..].iter().filter_map(|s| s.parse().ok()).collect() } else { vec![3, 4, 5, 6] };
    println!("players games last-turn eliminated scores<=0 winner(mean/min/max) mean-score income shares track actions worst-ms mean-ms worst-build-ms claims links grant(taken/played) lifts claimers/others(mean) claimer-wins");
    for players in counts {
        let mut reached = 0;
        let mut eliminated = 0;
        let mut low = 0;
        let mut winners = Vec::new();
        let mut all_scores = Vec::new();
        let (mut income, mut shares, mut track, mut seated) = (0i64, 0i64, 0i64, 0i64);
        let mut actions = 0u64;
        let mut worst = 0f64;
        let mut worst_build = 0f64;
        let mut total_time = 0f64;
        let mut decisions = 0u64;
        let (mut claims, mut links, mut grants, mut granted, mut lifts) = (0u64, 0u64, 0u64, 0u64, 0u64);
        let (mut claimer_scores, mut other_scores, mut claimer_wins) = (Vec::new(), Vec::new(), 0u64);
        for seed in 0..games {
            let setup = default_setup("age-of-steam", &map, players, seed);
            let mut g = AgeOfSteam::new(&setup).unwrap();
            let mut n = 0u64;
            let mut claimer = vec![false; players];
            while !g.is_over() {
                let build = matches!(g.phase, Phase::Build { .. });
                let t = Instant::now();
                let a = g.bot_action(seed * 100_000 + n).expect("a move");
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                worst = worst.max(ms);
                if build {
                    worst_build = worst_build.max(ms);
                }
                total_time += ms;
                decisions += 1;
                claims += matches!(a, Action::ClaimTrack { .. }) as u64;
                links += matches!(a, Action::BuildLink { .. }) as u64;
                lifts += matches!(a, Action::HeavyLift { .. }) as u64;
                if let (Action::ClaimTrack { .. } | Action::BuildLink { .. }, Some(p)) = (&a, g.current()) {
                    claimer[p] = true;
                }
                grants += matches!(a, Action::Choose { action: Special::CommonwealthGrant }) as u64;
                // The grant played: its holder pays $7 for a build.
                let holder = g.current().filter(|&p| g.players[p].special == Some(Special::CommonwealthGrant));
                let before = holder.map(|p| g.players[p].money);
                g.apply(&a).expect("legal");
                if let (Some(p), Some(m), Action::Build { .. }) = (holder, before, &a) {
                    granted += (m - g.players[p].money == 7) as u64;
                }
                n += 1;
            }
            actions += n;
            if g.turn == g.turns && !g.order.is_empty() {
                reached += 1;
            }
            eliminated += g.players.iter().filter(|p| p.eliminated).count();
            let scores = g.final_scores().unwrap();
            let best = scores.iter().map(|s| s.score).max().unwrap();
            winners.push(best);
            claimer_wins += scores.iter().any(|s| claimer[s.player] && s.score == best) as u64;
            for s in &scores {
                if claimer[s.player] { claimer_scores.push(s.score) } else { other_scores.push(s.score) }
            }
            for s in &scores {
                all_scores.push(s.score);
                low += (s.score <= 0) as usize;
                let pl = &g.players[s.player];
                if !pl.eliminated {
                    income += pl.income as i64;
                    shares += pl.shares as i64;
                    track += s.breakdown.get(2).map_or(0, |b| b.1);
                    seated += 1;
                }
            }
        }
        let mean = |v: &[i64]| v.iter().sum::<i64>() as f64 / v.len().max(1) as f64;
        let s = seated.max(1) as f64;
        println!(
            "{players} {games} {reached} {eliminated} {low} {:.1}/{}/{} {:.1} {:.1} {:.1} {:.1} {:.0} {:.2} {:.3} {:.2} {:.2} {:.2} {:.2}/{:.2} {:.2} {:.1}/{:.1} {claimer_wins}",
            mean(&winners),
            winners.iter().min().unwrap(),
            winners.iter().max().unwrap(),
            mean(&all_scores),
            income as f64 / s,
            shares as f64 / s,
            track as f64 / s,
            actions as f64 / games as f64,
            worst,
            total_time / decisions as f64,
            worst_build,
            claims as f64 / games as f64,
            links as f64 / games as f64,
            grants as f64 / games as f64,
            granted as f64 / games as f64,
            lifts as f64 / games as f64,
            mean(&claimer_scores),
            mean(&other_scores),
        );
    }
}
