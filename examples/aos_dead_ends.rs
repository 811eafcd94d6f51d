//! Finds the computer player's dead ends: a build step it ends with new track of its own left
//! unfinished, builds unused and money to spend. `cargo run --release --example aos_dead_ends --
//! GAMES PLAYERS` (the map from `AOS_MAP`, Rust Belt by default).
use railyard::check::default_setup;
use railyard::core::hex::Hex;
use railyard::core::Game;
use railyard::games::age_of_steam::{Action, AgeOfSteam, Phase};
use railyard::rail::End;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let players: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(3);
    let map = std::env::var("AOS_MAP").unwrap_or_else(|_| "rust-belt".into());
    let (mut found, mut last) = (0, 0);
    for seed in 0..games {
        let mut g = AgeOfSteam::new(&default_setup("age-of-steam", &map, players, seed)).unwrap();
        let mut n = 0u64;
        let mut log: Vec<String> = Vec::new();
        while !g.is_over() {
            let a = g.bot_action(seed * 100_000 + n).expect("a move");
            if let (Action::EndBuild, Phase::Build { touched, builds, order, idx, .. }) = (&a, &g.phase) {
                let p = order[*idx];
                let v = g.view();
                let new: Vec<&Hex> = touched.iter().collect();
                let dead: Vec<_> = v.sections().into_iter().filter(|t| {
                    matches!(t.end, End::Open(..))
                        && t.owner(&g.hexes) == Some(p)
                        && t.segs.iter().any(|&(h, _)| new.contains(&&g.map.hexes[h].hex))
                        && t.segs.iter().any(|&(h, _)| !v.is_node(h))
                }).collect();
                if !dead.is_empty() && *builds < 3 && g.players[p].money >= 2 {
                    found += 1;
                    let is_last = g.turn == g.turns;
                    last += is_last as u32;
                    println!("seed {seed} move {n} turn {}/{} seat {p} builds {builds} money {}{}", g.turn, g.turns, g.players[p].money, if is_last { " LAST" } else { "" });
                    for t in &dead {
                        let hexes: Vec<String> = t.segs.iter().map(|&(h, _)| format!("{:?}", g.map.hexes[h].hex)).collect();
                        println!("    open: from {:?} edge {} over {} end {:?}", g.map.hexes[t.from].hex, t.edge, hexes.join(" "), t.end);
                    }
                    for l in &log[log.len().saturating_sub(5)..] {
                        println!("    {l}");
                    }
                }
            }
            let out = g.apply(&a).expect("legal");
            log.extend(out.english(&g.names));
            n += 1;
        }
    }
    println!("{found} dead ends, {last} on the last turn");
}
