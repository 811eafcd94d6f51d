//! All-computer Steam games on both boards and both rule sets: scores, bankruptcies, game length,
//! deliveries per game, the share of deliveries by link count, by goods colour and by the board
//! quarter the cube starts in.
//! `cargo run --release --example steam_bot_stats -- [GAMES] [PLAYERS...] [BOARD...]`; with `random` as the
//! first argument, the computer player against random players instead (see `against_random`).
use std::collections::BTreeMap;

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::steam::{Action, Steam};

fn main() {
    let mut args: Vec<String> = std::env::args().collect();
    if args.get(1).is_some_and(|a| a == "random") {
        args.remove(1);
        let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
        return against_random(games);
    }
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(50);
    let counts: Vec<usize> = args.iter().skip(2).filter_map(|s| s.parse().ok()).collect();
    let counts = if counts.is_empty() { vec![3, 4, 5] } else { counts };
    // Board ids among the arguments choose the boards (any board, the first drawings too).
    let named: Vec<&str> = args.iter().skip(2).filter(|s| s.parse::<usize>().is_err()).map(|s| s.as_str()).collect();
    let maps = if named.is_empty() { railyard::games::steam::maps::IDS.to_vec() } else { named };
    for map in maps {
        for rules in ["base", "standard"] {
            println!("\n{map} / {rules}");
            println!("players games winner(mean/min/max) score(mean/min/max) bankrupt turns(mean) deliveries/game links(1/2/3/4/5/6+)");
            let mut colours: BTreeMap<String, u64> = BTreeMap::new();
            let mut quarters = [0u64; 4];
            for &players in &counts {
                let (mut winners, mut scores) = (Vec::new(), Vec::new());
                let (mut bankrupt, mut seats, mut turns, mut deliveries) = (0u64, 0u64, 0u64, 0u64);
                let mut by_links = [0u64; 6];
                for seed in 0..games {
                    let mut setup = default_setup("steam", map, players, seed);
                    setup.options = serde_json::json!({ "rules": rules });
                    let mut g = Steam::new(&setup).expect("a legal set-up");
                    let (cols, rows): (Vec<i32>, Vec<i32>) = g.map.hexes.iter().map(|h| (h.col, h.row)).unzip();
                    let mid = |v: &[i32]| (v.iter().min().unwrap() + v.iter().max().unwrap()) as f64 / 2.0;
                    let (mc, mr) = (mid(&cols), mid(&rows));
                    let mut n = 0u64;
                    while !g.is_over() {
                        let a = g.bot_action(seed * 1_000_003 + n).expect("a move");
                        if let Action::Move { from, good, links, .. } = &a {
                            deliveries += 1;
                            by_links[(links.len().max(1) - 1).min(5)] += 1;
                            *colours.entry(format!("{good:?}")).or_default() += 1;
                            let h = &g.map.hexes[g.map.at(*from).expect("on the board")];
                            quarters[(h.col as f64 > mc) as usize + 2 * (h.row as f64 > mr) as usize] += 1;
                        }
                        g.apply(&a).expect("legal");
                        n += 1;
                    }
                    turns += g.turn as u64;
                    let fs = g.final_scores().expect("over");
                    winners.push(fs.iter().map(|s| s.score).max().unwrap());
                    for s in &fs {
                        scores.push(s.score);
                    }
                    seats += players as u64;
                    bankrupt += g.players.iter().filter(|p| p.eliminated).count() as u64;
                }
                let mean = |v: &[i64]| v.iter().sum::<i64>() as f64 / v.len().max(1) as f64;
                let total = deliveries.max(1) as f64;
                let shares: Vec<String> = by_links.iter().map(|&c| format!("{:.0}%", 100.0 * c as f64 / total)).collect();
                println!(
                    "{players} {games} {:.1}/{}/{} {:.1}/{}/{} {:.0}% {:.1} {:.1} {}",
                    mean(&winners),
                    winners.iter().min().unwrap(),
                    winners.iter().max().unwrap(),
                    mean(&scores),
                    scores.iter().min().unwrap(),
                    scores.iter().max().unwrap(),
                    100.0 * bankrupt as f64 / seats as f64,
                    turns as f64 / games as f64,
                    deliveries as f64 / games as f64,
                    shares.join("/"),
                );
            }
            let all: u64 = colours.values().sum::<u64>().max(1);
            let c: Vec<String> = colours.iter().map(|(k, v)| format!("{k} {:.0}%", 100.0 * *v as f64 / all as f64)).collect();
            println!("colours: {}", c.join(", "));
            let q: Vec<String> = ["NW", "NE", "SW", "SE"].iter().zip(quarters).map(|(k, v)| format!("{k} {:.0}%", 100.0 * v as f64 / all as f64)).collect();
            println!("quarters (cube's start): {}", q.join(", "));
        }
    }
}

/// One computer seat among random players, and one random seat among computer players, per
/// board, rule set and player count: how often the computer seat wins, and the mean scores.
fn against_random(games: u64) {
    println!("board rules players | one bot among random: bot wins, bot score, random score | one random among bots: random wins, random score, bot score");
    for map in railyard::games::steam::maps::IDS {
        for rules in ["base", "standard"] {
            for players in [3usize, 4, 5] {
                let mut row = Vec::new();
                for bot_alone in [true, false] {
                    let (mut wins, mut odd, mut rest) = (0u64, 0i64, 0i64);
                    for seed in 0..games {
                        let mut setup = default_setup("steam", map, players, seed);
                        setup.options = serde_json::json!({ "rules": rules });
                        let mut g = Steam::new(&setup).expect("a legal set-up");
                        let seat = seed as usize % players;
                        let mut rng = railyard::core::Rng::new(seed);
                        let mut n = 0u64;
                        while !g.is_over() {
                            let bot = (g.current() == Some(seat)) == bot_alone;
                            let a = if bot {
                                g.bot_action(seed * 1_000_003 + n).expect("a move")
                            } else {
                                let legal = g.legal_actions();
                                legal[rng.index(legal.len())].clone()
                            };
                            g.apply(&a).expect("legal");
                            n += 1;
                        }
                        let fs = g.final_scores().expect("over");
                        for s in &fs {
                            if s.player == seat {
                                odd += s.score;
                                wins += (s.rank == 1) as u64;
                            } else {
                                rest += s.score;
                            }
                        }
                    }
                    let odd_mean = odd as f64 / games as f64;
                    let rest_mean = rest as f64 / (games * (players as u64 - 1)) as f64;
                    row.push(format!("{:.0}% {:.1} {:.1}", 100.0 * wins as f64 / games as f64, odd_mean, rest_mean));
                }
                println!("{map} {rules} {players} | {} | {}", row[0], row[1]);
            }
        }
    }
}
