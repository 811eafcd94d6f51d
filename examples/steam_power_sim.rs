//! Self-play statistics for Steam Power's designed contracts and maps.
//!
//!   cargo run --profile bench --example steam_power_sim -- [--games N] [--seed S] [--random]
//!
//! For every map and player count: the round in which the end is triggered (median and
//! quartiles), actions per game, bank purchases, contracts left in the bag, how often the bag
//! runs dry, the winning score and the spread between best and worst.

use railyard::check::default_setup;
use railyard::core::{Game, Rng};
use railyard::games::steam_power::{data, SteamPower};

#[derive(Default)]
struct Cell {
    rounds: Vec<u32>,
    actions: Vec<usize>,
    bank: Vec<u32>,
    bank_colour: [u64; 4],
    bag_left: Vec<usize>,
    dry: usize,
    untriggered: usize,
    best: Vec<i64>,
    track_cost: Vec<f64>,
    reached: Vec<f64>,
    spread: Vec<i64>,
}

fn pct(v: &mut [u32], p: f64) -> u32 {
    v.sort();
    v[((v.len() - 1) as f64 * p).round() as usize]
}

fn mean<T: Copy + Into<f64>>(v: &[T]) -> f64 {
    v.iter().map(|&x| x.into()).sum::<f64>() / v.len().max(1) as f64
}

fn play(map: &str, players: usize, seed: u64, random: bool, cell: &mut Cell) {
    let mut g = SteamPower::new(&default_setup("steam-power", map, players, seed)).unwrap();
    let mut pick = Rng::new(seed ^ 0xABCDEF);
    let mut n = 0usize;
    let mut dry = false;
    while !g.is_over() {
        let a = if random {
            let legal = g.legal_actions();
            legal[pick.index(legal.len())].clone()
        } else {
            g.bot_action(seed.wrapping_add(n as u64)).unwrap()
        };
        g.apply(&a).unwrap();
        n += 1;
        dry |= g.bag.is_empty();
    }
    if g.solo {
        cell.rounds.push(g.round);
    } else {
    match g.trigger_round {
        Some(r) => cell.rounds.push(r),
        None => {
            cell.untriggered += 1;
            cell.rounds.push(g.round)
        }
    }
    }
    cell.actions.push(n);
    let done: Vec<_> = g.connections.values().filter(|c| c.end.is_some()).collect();
    cell.track_cost.push(g.track_spent as f64 / done.len().max(1) as f64);
    let reached = g.map.cities.iter().filter(|&&h| done.iter().any(|c| c.start == h || c.end == Some(h))).count();
    cell.reached.push(reached as f64 / g.map.cities.len() as f64);
    cell.bank.push(g.bank_units);
    for c in 0..4 {
        cell.bank_colour[c] += g.bank_by_colour[c] as u64;
    }
    cell.bag_left.push(g.bag.len());
    cell.dry += dry as usize;
    let s = g.final_scores().unwrap();
    let best = s.iter().map(|x| x.score).max().unwrap();
    let worst = s.iter().map(|x| x.score).min().unwrap();
    cell.best.push(best);
    cell.spread.push(best - worst);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let num = |name: &str, d: u64| {
        args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(d)
    };
    let games = num("--games", 200);
    let seed = num("--seed", 1);
    let random = args.iter().any(|a| a == "--random");
    println!(
        "{} players, {games} games per cell, seeds {seed}..",
        if random { "random" } else { "greedy" }
    );
    println!("| Map | Players | Trigger round median (q1-q3) | Not triggered | Actions | Bank units (K/W/O/G) | Bag left | Bag dry | Best score | Spread | Track $ per connection | Cities reached |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for map in data::MAP_IDS {
        let cells: Vec<(usize, Cell)> = std::thread::scope(|s| {
            let hs: Vec<_> = (1..=5)
                .map(|players| {
                    s.spawn(move || {
                        let mut cell = Cell::default();
                        for k in 0..games {
                            play(map, players, seed + k, random, &mut cell);
                        }
                        (players, cell)
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for (players, mut c) in cells {
            let n = c.rounds.len() as f64;
            let (q1, med, q3) = (pct(&mut c.rounds, 0.25), pct(&mut c.rounds, 0.5), pct(&mut c.rounds, 0.75));
            let actions: Vec<f64> = c.actions.iter().map(|&a| a as f64).collect();
            let left: Vec<f64> = c.bag_left.iter().map(|&a| a as f64).collect();
            let best: Vec<f64> = c.best.iter().map(|&a| a as f64).collect();
            let spread: Vec<f64> = c.spread.iter().map(|&a| a as f64).collect();
            println!(
                "| {map} | {} | {med} ({q1}-{q3}) | {:.0}% | {:.0} | {:.1} ({}) | {:.1} | {:.0}% | {:.1} | {:.1} | {:.2} | {:.0}% |",
                if players == 1 { "solo".to_string() } else { players.to_string() },
                100.0 * c.untriggered as f64 / n,
                mean(&actions),
                mean(&c.bank),
                c.bank_colour.iter().map(|&b| format!("{:.1}", b as f64 / n)).collect::<Vec<_>>().join("/"),
                mean(&left),
                100.0 * c.dry as f64 / n,
                mean(&best),
                mean(&spread),
                mean(&c.track_cost),
                100.0 * mean(&c.reached),
            );
        }
    }
}
