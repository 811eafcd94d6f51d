//! Plays one Age of Steam game with the bot in every seat and prints the record.
//! `cargo run --release --example aos_trace -- SEED PLAYERS` (the map from `AOS_MAP`, Rust Belt
//! by default)
use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::age_of_steam::AgeOfSteam;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let players: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let map = std::env::var("AOS_MAP").unwrap_or_else(|_| "rust-belt".into());
    let setup = default_setup("age-of-steam", &map, players, seed);
    let mut g = AgeOfSteam::new(&setup).unwrap();
    let mut n = 0u64;
    while !g.is_over() {
        if std::env::var_os("AOS_CASH").is_some() && matches!(g.phase, railyard::games::age_of_steam::Phase::Build { .. }) {
            let p = &g.players[g.current().unwrap_or(0)];
            println!("  [cash ${} income {} shares {} engine {}]", p.money, p.income, p.shares, p.engine);
        }
        let a = g.bot_action(seed * 1000 + n).expect("a move");
        let out = g.apply(&a).expect("legal");
        for l in out.english(&g.names) {
            println!("{l}");
        }
        n += 1;
    }
    for s in g.final_scores().unwrap() {
        println!("{} {} {:?}", s.player, s.score, s.breakdown);
    }
}
