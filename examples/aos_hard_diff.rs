//! Where Hard leaves the computer player's move: one game with a Hard seat, each Hard decision
//! compared with the computer player's, by phase. `aos_hard_diff SEED PLAYERS ITERATIONS`
use railyard::check::default_setup;
use railyard::core::{Game, Level};
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::search::levels::choose;
use railyard::search::Budget;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let players: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(3);
    let iterations: u32 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(24);
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", players, seed)).unwrap();
    let hard = (seed as usize) % players;
    let mut n = 0u64;
    while let Some(p) = g.current_player() {
        n += 1;
        let a = if p == hard {
            let found = choose(&g, Level::Hard, n, Budget::iterations(iterations), None).unwrap();
            let guide = g.bot_action(n).unwrap();
            if found.action != guide {
                println!("turn {} {:?}: hard {:?} (visits {}) / normal {:?}", g.turn, std::mem::discriminant(&g.phase), found.action, found.visits, guide);
            }
            found.action
        } else {
            g.bot_action(n).unwrap()
        };
        g.apply(&a).unwrap();
    }
    for s in g.final_scores().unwrap() {
        println!("seat {} score {}{}", s.player, s.score, if s.player == hard { " (hard)" } else { "" });
    }
}
