//! Random and greedy play of complete Steam Power games with every map and player count,
//! checking conservation of money, resources, tiles, contracts, trains and factories.

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::core::Game;
use railyard::games::steam_power::{data, SteamPower};

#[test]
fn random_games_keep_the_invariants() {
    for map in data::MAP_IDS {
        for players in 1..=5 {
            let setup = default_setup("steam-power", map, players, 0);
            for seed in 0..5 {
                if let Err(f) = random_game::<SteamPower>(&setup, seed * 31 + players as u64, CheckOptions::FULL) {
                    panic!("{map} {players}p: {f}");
                }
            }
        }
    }
}

#[test]
fn greedy_games_end_and_keep_the_invariants() {
    for map in data::MAP_IDS {
        for players in 1..=5 {
            for seed in 0..2u64 {
                let mut g = SteamPower::new(&default_setup("steam-power", map, players, seed)).unwrap();
                let mut n = 0;
                while !g.is_over() {
                    let a = g.bot_action(seed + n).expect("the bot always has a move");
                    assert!(g.legal_actions().contains(&a), "{map} {players}p: bot chose an unlisted action {a:?}");
                    g.apply(&a).unwrap();
                    g.check_invariants().unwrap_or_else(|e| panic!("{map} {players}p seed {seed}: {e}"));
                    n += 1;
                    assert!(n < 5000, "{map} {players}p: the game does not end");
                }
                let s = g.final_scores().unwrap();
                assert_eq!(s.len(), players);
            }
        }
    }
}

#[test]
fn the_bot_always_picks_a_listed_action() {
    use railyard::core::Rng;
    for map in data::MAP_IDS {
        for players in [1, 2, 4, 5] {
            let mut g = SteamPower::new(&default_setup("steam-power", map, players, 5)).unwrap();
            let mut rng = Rng::new(players as u64);
            let mut n = 0u64;
            while !g.is_over() && n < 3000 {
                let legal = g.legal_actions();
                let bot = g.bot_action(n).unwrap();
                assert!(legal.contains(&bot), "{map} {players}p: {bot:?} is not listed");
                let a = if rng.index(2) == 0 { legal[rng.index(legal.len())].clone() } else { bot };
                g.apply(&a).unwrap();
                n += 1;
            }
        }
    }
}

#[test]
fn saved_games_replay_to_the_same_state() {
    use railyard::games::AnySession;
    for players in [1, 3] {
        let setup = default_setup("steam-power", "midlands", players, 12);
        let mut g = SteamPower::new(&setup).unwrap();
        let mut log = Vec::new();
        while !g.is_over() {
            let a = g.bot_action(log.len() as u64).unwrap();
            g.apply(&a).unwrap();
            log.push(serde_json::to_value(&a).unwrap());
        }
        let session = AnySession::replay(setup, &log).expect("replays");
        assert!(session.is_over());
        assert_eq!(session.final_scores(), g.final_scores());
        assert!(!session.choices().is_empty() || session.is_over());
    }
}
