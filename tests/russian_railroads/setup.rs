//! §2 set-up by player count and the starting bonus picks.

use super::common::*;
use railyard::core::Game;

#[test]
fn table_2_3_rounds_workers_roubles_and_market_by_player_count() {
    // §2.3: 6/6/7 rounds, 6/6/5 workers, 2/1/1 roubles, stacks as deep as the player count.
    for (n, rounds, workers, roubles) in [(2, 6, 6, 2), (3, 6, 6, 1), (4, 7, 5, 1)] {
        let g = game(n, 1);
        assert_eq!(g.rounds, rounds);
        for p in &g.players {
            assert_eq!((p.workers, p.roubles), (workers, roubles));
            assert_eq!(p.pos, [[1, 0, 0, 0, 0]; 3], "black markers on segment 1 of each railway (§2.2)");
            assert_eq!(p.locos[TS], vec![loco(1)], "locomotive #1 on the Trans-Siberian (§2.2)");
            assert_eq!(p.industry, vec![0]);
        }
        for number in 2..=9u8 {
            assert_eq!(g.market.iter().filter(|&&t| t == number).count(), n, "stack #{number}");
        }
        assert!(!g.market.contains(&1), "the #1 tiles are the starting locomotives (§2.1)");
    }
}

#[test]
fn engineers_are_dealt_a_first_then_b() {
    // §2.3 / §2.1.5: 3 A + 3 B (2-3 players, the leftmost slot empty with 3), 3 A + 4 B with 4.
    for (n, len, b) in [(2, 6, 3), (3, 7, 3), (4, 7, 4)] {
        let g = game(n, 5);
        assert_eq!(g.strip.len(), len);
        let dealt: Vec<u8> = g.strip.iter().flatten().copied().collect();
        assert!(dealt[..3].iter().all(|e| A_ENGINEERS.contains(e)), "A engineers nearest the hiring space");
        assert!(dealt[3..].iter().all(|e| B_ENGINEERS.contains(e)));
        assert_eq!(dealt.len(), 3 + b);
        if n == 3 {
            assert_eq!(g.strip.last(), Some(&None));
        }
    }
}

#[test]
fn two_end_game_cards_are_put_away_and_five_question_cards_lie_open() {
    // §2.1.3-4.
    let g = game(3, 2);
    assert_eq!((g.end_pile.len(), g.end_removed.len()), (8, 2));
    assert_eq!(g.qcards, QCARDS.to_vec());
}

#[test]
fn starting_bonus_in_reverse_order_and_the_first_player_takes_none() {
    // §2.4: last player picks first; every player except the first picks one card.
    for n in 2..=4 {
        let mut g = game(n, 3);
        let mut pickers = Vec::new();
        while g.phase != Phase::Place {
            if g.phase == Phase::Start {
                pickers.push(g.actor);
                assert_eq!(g.legal_actions().len(), 4 - (pickers.len() - 1));
            }
            let a = g.legal_actions()[0];
            g.apply(&a).unwrap();
        }
        let expect: Vec<usize> = g.order.iter().rev().take(n - 1).copied().collect();
        assert_eq!(pickers, expect);
        assert_eq!(g.actor, g.order[0]);
    }
}

#[test]
fn starting_bonus_cards_give_what_they_show() {
    // §2.4: +1 rouble, +1 black step, +1 industry step, +1 doubler.
    let mut g = game(4, 1);
    let seat = g.actor;
    g.apply(&Action::Start(StartBonus::Doubler)).unwrap();
    assert_eq!(g.players[seat].doublers, 1);
    let seat = g.actor;
    g.apply(&Action::Start(StartBonus::IndustryStep)).unwrap();
    g.apply(&Action::Industry { marker: 0 }).unwrap();
    assert_eq!(g.players[seat].industry, vec![1]);
    let seat = g.actor;
    g.apply(&Action::Start(StartBonus::BlackStep)).unwrap();
    step(&mut g, KV, BLACK);
    assert_eq!(g.players[seat].pos[KV][BLACK], 2);
    assert_eq!(g.phase, Phase::Place);
}

#[test]
fn the_two_player_side_lacks_six_spaces() {
    // §5.1: T1, T3, L2, I3, TW and O2 are absent with 2 players.
    let mut g = started(2, 1);
    for s in [Space::T1, Space::T3, Space::L2, Space::I3, Space::TW, Space::O2] {
        refused(&mut g, Action::Place { space: s, roubles: 0 });
    }
    let g = started(3, 1);
    let listed = g.legal_actions();
    for s in [Space::T1, Space::L2, Space::I3, Space::TW, Space::O2] {
        assert!(listed.contains(&Action::Place { space: s, roubles: 0 }), "{s:?} with 3 players");
    }
}
