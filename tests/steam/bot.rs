//! The computer player against the Standard death spiral: an all-computer Standard game on each
//! board ends with someone still in the game and a positive winning score.

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::steam::Steam;

/// An all-computer game of `rules` on `map`, played to its end.
fn computer_game(map: &str, rules: &str, players: usize, seed: u64) -> Steam {
    let mut setup = default_setup("steam", map, players, seed);
    setup.options = serde_json::json!({ "rules": rules });
    let mut g = Steam::new(&setup).expect("a legal set-up");
    let mut n = 0;
    while !g.is_over() {
        let a = g.bot_action(seed * 1_000_003 + n).expect("a move");
        g.apply(&a).expect("the computer plays legally");
        n += 1;
    }
    g
}

#[test]
fn computer_players_survive_a_standard_game_on_each_board() {
    for (map, players, seed) in [("northeast-2", 3, 7), ("rhine-ruhr", 4, 1)] {
        let g = computer_game(map, "standard", players, seed);
        assert!(g.players.iter().any(|p| !p.eliminated), "{map}: every player went bankrupt");
        let best = g.final_scores().expect("over").iter().map(|s| s.score).max().unwrap();
        assert!(best > 0, "{map}: winning score {best}");
    }
}

/// One computer seat among random players wins, in both rule sets.
#[test]
fn the_computer_player_beats_random_players() {
    for (map, rules, seed) in [("rhine-ruhr", "standard", 2), ("northeast-2", "base", 3)] {
        let mut setup = default_setup("steam", map, 3, seed);
        setup.options = serde_json::json!({ "rules": rules });
        let mut g = Steam::new(&setup).expect("a legal set-up");
        let seat = seed as usize % 3;
        let mut rng = railyard::core::Rng::new(seed);
        let mut n = 0;
        while !g.is_over() {
            let a = if g.current() == Some(seat) {
                g.bot_action(n).expect("a move")
            } else {
                let legal = g.legal_actions();
                legal[rng.index(legal.len())].clone()
            };
            g.apply(&a).expect("legal");
            n += 1;
        }
        let scores = g.final_scores().expect("over");
        let bot = scores.iter().find(|s| s.player == seat).expect("the seat");
        assert_eq!(bot.rank, 1, "{map} {rules}: the computer player lost to random players: {scores:?}");
        assert!(bot.score > 10, "{map} {rules}: the computer player scored only {}", bot.score);
    }
}

/// No computer seat goes bankrupt in these all-computer games of either rule set.
#[test]
fn computer_players_stay_solvent() {
    for (map, rules, players, seed) in [("northeast-2", "standard", 4, 3), ("rhine-ruhr", "base", 5, 2)] {
        let g = computer_game(map, rules, players, seed);
        assert!(g.players.iter().all(|p| !p.eliminated), "{map} {rules} {players}: a computer player went bankrupt");
    }
}
