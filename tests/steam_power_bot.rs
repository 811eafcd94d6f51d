//! Steam Power's computer players: the Normal player draws contracts with an empty hand (drawing
//! is free; $3 is not worth a turn without a contract to work for), and the greedy yardstick of
//! the arena plays only listed actions to the end of the game.

use railyard::core::Game;
use railyard::games::steam_power::bot::greedy::greedy_action;
use railyard::games::steam_power::testing::*;
use railyard::games::steam_power::Action;

#[test]
fn with_an_empty_hand_the_computer_player_draws_contracts() {
    for (players, money) in [(1, 5), (3, 5), (3, 0), (4, 20)] {
        let mut g = game("valley", players, 3);
        let me = g.active;
        let seat = g.seat_of(me);
        set_hand(&mut g, seat, &[]);
        set_money(&mut g, seat, money);
        set_active(&mut g, me);
        assert_eq!(g.bot_action(1), Some(Action::DrawContracts), "{players} players, ${money}");
    }
}

#[test]
fn the_greedy_player_plays_listed_actions_to_the_end() {
    for (map, players) in [("valley", 1), ("coast", 3)] {
        let mut g = game(map, players, 8);
        let mut n = 0u64;
        while !g.is_over() {
            let a = greedy_action(&g, n).expect("an action while the game runs");
            assert!(g.legal_actions().contains(&a), "{a:?} is not listed");
            g.apply(&a).unwrap();
            n += 1;
            assert!(n < 5_000, "the game does not end");
        }
    }
}
