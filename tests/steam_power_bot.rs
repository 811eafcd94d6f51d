//! Steam Power's computer players: the Normal player draws contracts with an empty hand (drawing
//! is free; $3 is not worth a turn without a contract to work for), and alone never takes money
//! while it could draw nor builds a factory outside the acting company's network; the greedy
//! yardstick of the arena plays only listed actions to the end of the game. And the quick paths
//! the players use agree with the rules' own: costing a hand at once, tile types from a table.

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

#[test]
fn alone_the_computer_players_draw_rather_than_take_money_and_build_factories_at_home() {
    for (map, seed) in [("valley", 4), ("coast", 5)] {
        for greedy in [false, true] {
            let mut g = game(map, 1, seed);
            let mut n = 0u64;
            while !g.is_over() {
                let a = if greedy { greedy_action(&g, n) } else { g.bot_action(n) }.expect("an action");
                if a == Action::TakeMoney {
                    assert!(!g.legal_actions().contains(&Action::DrawContracts), "{map}: took money with contracts in the bag");
                }
                if let Action::BuildFactory { hex } = a {
                    assert!(g.network(g.active).contains(&hex), "{map}: a factory outside the company's network");
                }
                g.apply(&a).unwrap();
                n += 1;
            }
        }
    }
}

#[test]
fn a_hand_costed_at_once_costs_what_each_contract_does() {
    let mut g = game("midlands", 3, 6);
    let mut n = 0u64;
    while !g.is_over() && n < 400 {
        if n % 25 == 0 {
            let hand = g.seats[g.seat_of(g.active)].hand.clone();
            let each: Vec<i64> = hand.iter().map(|&c| g.contract_cost(g.active, c)).collect();
            assert_eq!(g.contract_costs(g.active, &hand), each);
        }
        let a = g.bot_action(n).unwrap();
        g.apply(&a).unwrap();
        n += 1;
    }
}

#[test]
fn tile_types_from_the_table_match_the_faces() {
    use railyard::games::steam_power::tiles::{face_for, tile_type, tile_type_of};
    for a in 0..6u8 {
        for b in 0..6u8 {
            assert_eq!(tile_type_of(&[(a, b)]), face_for(&[(a, b)]).map(tile_type));
            for c in 0..6u8 {
                for d in 0..6u8 {
                    let two = [(a, b), (c, d)];
                    assert_eq!(tile_type_of(&two), face_for(&two).map(tile_type), "{two:?}");
                }
            }
        }
    }
}
