//! Self-play statistics for Steam Power's designed contracts and maps.
//!
//!   cargo run --profile bench --example steam_power_sim -- [--games N] [--seed S] [--random | --bots PCT] [--map ID]
//!
//! Greedy players by default (`bot.rs`), uniformly random legal actions with `--random`, or a
//! mix (`--bots PCT`: that share of the decisions by the greedy player, the rest at random).
//! For every map and player count, two tables:
//!
//! - pace: the round in which the end is triggered (median and quartiles; solo: the 8 rounds),
//!   the rounds played (median and the longest game) and the share of games that went past
//!   round 60, actions per game, bank purchases, contracts left in the bag, how often the bag
//!   runs dry, the winning score and the spread;
//! - track: tiles per complete connection (mean, and the share of one-tile connections), the
//!   share of track hexes holding a crossing at the end, what each player paid for terrain and
//!   for crossings, trains used per player (and the share of players who used them all), and the
//!   share of cities reached by a complete connection.

use railyard::check::default_setup;
use railyard::core::{Game, Rng};
use railyard::games::steam_power::{data, SteamPower, SOLO_TRAINS, TRAINS};

#[derive(Default)]
struct Cell {
    rounds: Vec<u32>,
    played: Vec<u32>,
    past_60: usize,
    actions: Vec<usize>,
    bank: Vec<u32>,
    bank_colour: [u64; 4],
    bag_left: Vec<usize>,
    dry: usize,
    untriggered: usize,
    best: Vec<i64>,
    spread: Vec<i64>,
    // Track.
    conn_tiles: Vec<u32>,
    crossing_share: Vec<f64>,
    terrain_paid: Vec<f64>,
    crossing_paid: Vec<f64>,
    trains_used: Vec<f64>,
    all_trains: Vec<f64>,
    reached: Vec<f64>,
}

fn pct(v: &mut [u32], p: f64) -> u32 {
    v.sort();
    v[((v.len() - 1) as f64 * p).round() as usize]
}

fn mean<T: Copy + Into<f64>>(v: &[T]) -> f64 {
    v.iter().map(|&x| x.into()).sum::<f64>() / v.len().max(1) as f64
}

fn play(map: &str, players: usize, seed: u64, bots: u64, cell: &mut Cell) {
    let mut g = SteamPower::new(&default_setup("steam-power", map, players, seed)).unwrap();
    let mut pick = Rng::new(seed ^ 0xABCDEF);
    let mut n = 0usize;
    let mut dry = false;
    while !g.is_over() {
        let a = if pick.below(100) < bots {
            g.bot_action(seed.wrapping_add(n as u64)).unwrap()
        } else {
            let legal = g.legal_actions();
            legal[pick.index(legal.len())].clone()
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
    cell.played.push(g.round);
    cell.past_60 += (g.round > 60) as usize;
    cell.actions.push(n);
    let done: Vec<_> = g.connections.values().filter(|c| c.end.is_some()).collect();
    cell.conn_tiles.extend(done.iter().map(|c| c.tiles.len() as u32));
    let crossings = g.track.values().filter(|t| t.paths.len() == 2).count();
    cell.crossing_share.push(crossings as f64 / g.track.len().max(1) as f64);
    let companies = g.companies.len() as f64;
    let crossing_paid = 2 * g.crossings_laid as i64;
    cell.crossing_paid.push(crossing_paid as f64 / companies);
    cell.terrain_paid.push((g.track_spent - crossing_paid) as f64 / companies);
    let trains = if g.solo { SOLO_TRAINS } else { TRAINS };
    for c in &g.companies {
        cell.trains_used.push((trains - c.trains) as f64);
        cell.all_trains.push(if c.trains == 0 { 1.0 } else { 0.0 });
    }
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
    let bots = if args.iter().any(|a| a == "--random") { 0 } else { num("--bots", 100).min(100) };
    let who = match bots {
        100 => "greedy players".to_string(),
        0 => "random players".to_string(),
        b => format!("{b}% greedy, {}% random decisions", 100 - b),
    };
    println!("{who}, {games} games per cell, seeds {seed}..\n");
    let mut all = Vec::new();
    let only = args.iter().position(|a| a == "--map").and_then(|i| args.get(i + 1)).cloned();
    for map in data::MAP_IDS.into_iter().filter(|m| only.as_deref().is_none_or(|o| o == *m)) {
        let cells: Vec<(usize, Cell)> = std::thread::scope(|s| {
            let hs: Vec<_> = (1..=5)
                .map(|players| {
                    s.spawn(move || {
                        let mut cell = Cell::default();
                        for k in 0..games {
                            play(map, players, seed + k, bots, &mut cell);
                        }
                        (players, cell)
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        all.extend(cells.into_iter().map(|(p, c)| (map, p, c)));
    }
    let label = |p: usize| if p == 1 { "solo".to_string() } else { p.to_string() };
    println!("| Map | Players | Trigger round median (q1-q3) | Not triggered | Rounds played (longest) | Past round 60 | Actions | Bank units (K/W/O/G) | Bag left | Bag dry | Best score | Spread |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (map, players, c) in all.iter_mut() {
        let n = c.rounds.len() as f64;
        let (q1, med, q3) = (pct(&mut c.rounds, 0.25), pct(&mut c.rounds, 0.5), pct(&mut c.rounds, 0.75));
        let (played, longest) = (pct(&mut c.played, 0.5), pct(&mut c.played, 1.0));
        let actions: Vec<f64> = c.actions.iter().map(|&a| a as f64).collect();
        let left: Vec<f64> = c.bag_left.iter().map(|&a| a as f64).collect();
        let best: Vec<f64> = c.best.iter().map(|&a| a as f64).collect();
        let spread: Vec<f64> = c.spread.iter().map(|&a| a as f64).collect();
        println!(
            "| {map} | {} | {med} ({q1}-{q3}) | {:.0}% | {played} ({longest}) | {:.1}% | {:.0} | {:.1} ({}) | {:.1} | {:.0}% | {:.1} | {:.1} |",
            label(*players),
            100.0 * c.untriggered as f64 / n,
            100.0 * c.past_60 as f64 / n,
            mean(&actions),
            mean(&c.bank),
            c.bank_colour.iter().map(|&b| format!("{:.1}", b as f64 / n)).collect::<Vec<_>>().join("/"),
            mean(&left),
            100.0 * c.dry as f64 / n,
            mean(&best),
            mean(&spread),
        );
    }
    println!();
    println!("| Map | Players | Tiles per connection | One-tile connections | 2 / 3 / 4+ tiles | Crossings (share of track hexes) | Terrain $ per player | Crossing $ per player | Trains used per player | All trains used | Cities reached |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for (map, players, c) in &all {
        let k = c.conn_tiles.len().max(1) as f64;
        let share = |f: &dyn Fn(u32) -> bool| 100.0 * c.conn_tiles.iter().filter(|&&t| f(t)).count() as f64 / k;
        println!(
            "| {map} | {} | {:.2} | {:.0}% | {:.0}% / {:.0}% / {:.0}% | {:.1}% | {:.1} | {:.1} | {:.1} | {:.0}% | {:.0}% |",
            label(*players),
            mean(&c.conn_tiles),
            share(&|t| t == 1),
            share(&|t| t == 2),
            share(&|t| t == 3),
            share(&|t| t >= 4),
            100.0 * mean(&c.crossing_share),
            mean(&c.terrain_paid),
            mean(&c.crossing_paid),
            mean(&c.trains_used),
            100.0 * mean(&c.all_trains),
            100.0 * mean(&c.reached),
        );
    }
}
