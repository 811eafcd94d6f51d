//! One all-computer Steam game, turn by turn: each player's money, income, VP, locomotive and
//! links at the start of every turn, and what they bought, built and carried.
//! `cargo run --release --example steam_trace -- MAP RULES PLAYERS SEED`
use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::steam::{Action, Steam};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let map = args.get(1).map_or("northeast-2", |s| s.as_str());
    let rules = args.get(2).map_or("standard", |s| s.as_str());
    let players: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(3);
    let seed: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut setup = default_setup("steam", map, players, seed);
    setup.options = serde_json::json!({ "rules": rules });
    let mut g = Steam::new(&setup).expect("a legal set-up");
    let (mut n, mut turn) = (0u64, 0);
    while !g.is_over() {
        if g.turn != turn {
            turn = g.turn;
            println!("-- turn {turn}");
            for (p, pl) in g.players.iter().enumerate() {
                println!("  p{p}: ${} income {} vp {} engine {}{}", pl.money, pl.income, pl.vp, pl.engine, if pl.eliminated { " OUT" } else { "" });
            }
        }
        let p = g.current().expect("someone to play");
        let a = g.bot_action(seed * 1_000_003 + n).expect("a move");
        match &a {
            Action::Capital { units } if *units > 0 => println!("  p{p} capital {units}"),
            Action::Take { tile, pass } => println!("  p{p} takes {tile:?}{}", if *pass { " (passed)" } else { "" }),
            Action::Build { hex, .. } => println!("  p{p} builds at {hex:?}"),
            Action::Urbanize { hex, .. } => println!("  p{p} urbanizes {hex:?}"),
            Action::Move { links, vp, .. } => println!("  p{p} moves over {} links to {}", links.len(), if *vp { "VP" } else { "income" }),
            Action::UpgradeEngine => println!("  p{p} upgrades"),
            _ => {}
        }
        g.apply(&a).expect("legal");
        n += 1;
    }
    for s in g.final_scores().expect("over") {
        println!("p{} score {} {:?}", s.player, s.score, s.breakdown);
    }
}
