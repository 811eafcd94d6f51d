//! Prints a game of computer players as its record, for reading how the computer plays.
//!
//!   cargo run --profile test --example russian_railroads_trace -- [players] [seed] [rounds]

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::russian_railroads::RussianRailroads;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let players = args.first().copied().unwrap_or(3) as usize;
    let seed = args.get(1).copied().unwrap_or(1);
    let rounds = args.get(2).copied().unwrap_or(99) as u32;
    let mut g = RussianRailroads::new(&default_setup("russian-railroads", "standard", players, seed)).unwrap();
    let names = g.names.clone();
    let mut n = 0;
    while let Some(a) = g.bot_action(seed * 7919 + n) {
        if g.round > rounds {
            break;
        }
        for line in g.apply(&a).unwrap().words {
            println!("{}", line.english(&names));
        }
        n += 1;
    }
    for p in g.player_summaries(None) {
        println!("{}: {:?}", p.name, p.figures);
    }
}
