//! The computer player against the Standard death spiral: an all-computer Standard game on each
//! board ends with someone still in the game and a positive winning score.

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::steam::Steam;

fn standard_game(map: &str, players: usize, seed: u64) -> Steam {
    let mut setup = default_setup("steam", map, players, seed);
    setup.options = serde_json::json!({ "rules": "standard" });
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
    for (map, players, seed) in [("northeast", 3, 7), ("rhine-ruhr", 4, 1)] {
        let g = standard_game(map, players, seed);
        assert!(g.players.iter().any(|p| !p.eliminated), "{map}: every player went bankrupt");
        let best = g.final_scores().expect("over").iter().map(|s| s.score).max().unwrap();
        assert!(best > 0, "{map}: winning score {best}");
    }
}
