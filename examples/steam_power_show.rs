//! Prints the record of one greedy Steam Power game and the choices at a few moments.
//!
//!   cargo run --example steam_power_show -- [map] [players] [seed]

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::steam_power::SteamPower;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let map = args.get(1).map(String::as_str).unwrap_or("valley");
    let players: usize = args.get(2).and_then(|v| v.parse().ok()).unwrap_or(3);
    let seed: u64 = args.get(3).and_then(|v| v.parse().ok()).unwrap_or(1);
    let mut g = SteamPower::new(&default_setup("steam-power", map, players, seed)).unwrap();
    let mut n = 0u64;
    while !g.is_over() {
        if n % 40 == 0 {
            println!("-- {}", g.prompt());
            for a in g.legal_actions().iter().take(8) {
                println!("   [{}] {}  {}", g.action_group(a), g.describe(a), serde_json::to_string(a).unwrap());
            }
        }
        let a = g.bot_action(n).unwrap();
        for line in g.apply(&a).unwrap().english(&g.names()) {
            println!("{line}");
        }
        n += 1;
    }
    for s in g.final_scores().unwrap() {
        println!("#{} seat {} {} {:?}", s.rank, s.player, s.score, s.breakdown);
    }
}
