//! The Standard game's turn-order auction (digest §5): the current first player opens, $0 bids
//! are allowed, a dropping player takes the last free place, the Turn Order holder may pass
//! once; the first to drop pays nothing, 1st and 2nd their full bid, the others half rounded up.

use railyard::core::Game;
use railyard::games::steam::{Action, ActionTile, Phase, Steam};

use super::common::{game, pass_to_next_turn};

/// A Standard game at its first auction with order 0, 1, 2, 3, 4 and $20 each.
fn auction() -> Steam {
    let mut g = game("standard", 5);
    g.order = vec![0, 1, 2, 3, 4];
    for p in 0..5 {
        super::common::cash(&mut g, p, 20);
    }
    g.phase = Phase::Capital { idx: 4 };
    g.apply(&Action::Capital { units: 0 }).unwrap();
    g
}

#[test]
fn places_and_payments_follow_the_drop_out_order() {
    let mut g = auction();
    assert_eq!(g.current(), Some(0), "the current first player opens");
    g.apply(&Action::Bid { amount: 0 }).unwrap();
    g.apply(&Action::Bid { amount: 3 }).unwrap();
    g.apply(&Action::DropOut).unwrap(); // seat 2: first to drop, place 5, pays $0
    g.apply(&Action::Bid { amount: 5 }).unwrap(); // seat 3
    g.apply(&Action::Bid { amount: 6 }).unwrap(); // seat 4
    g.apply(&Action::DropOut).unwrap(); // seat 0 (bid $0): place 4, pays $0
    g.apply(&Action::DropOut).unwrap(); // seat 1 (bid $3): place 3, pays half rounded up, $2
    g.apply(&Action::Bid { amount: 9 }).unwrap(); // seat 3
    g.apply(&Action::DropOut).unwrap(); // seat 4 (bid $6): place 2, pays in full
    // Seat 3 is alone: place 1 at $9.
    assert_eq!(g.order, vec![3, 4, 1, 0, 2]);
    let money: Vec<i32> = (0..5).map(|p| g.players[p].money).collect();
    assert_eq!(money, vec![20, 18, 20, 11, 14]);
    assert!(matches!(g.phase, Phase::Select { idx: 0 }));
}

#[test]
fn the_turn_order_holder_may_pass_once() {
    let mut g = game("standard", 3);
    g.order = vec![0, 1, 2];
    g.phase = Phase::Select { idx: 0 };
    g.apply(&Action::Take { tile: ActionTile::FirstBuild, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::TurnOrder, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::Engineer, pass: false }).unwrap();
    for p in 0..3 {
        super::common::cash(&mut g, p, 10);
    }
    pass_to_next_turn(&mut g);
    for _ in 0..3 {
        g.apply(&Action::Capital { units: 0 }).unwrap();
    }
    assert_eq!(g.current(), Some(0));
    g.apply(&Action::Bid { amount: 2 }).unwrap();
    assert!(g.legal_actions().contains(&Action::PassBid), "seat 1 took Turn Order last turn");
    g.apply(&Action::PassBid).unwrap();
    g.apply(&Action::Bid { amount: 3 }).unwrap(); // seat 2
    g.apply(&Action::Bid { amount: 4 }).unwrap(); // seat 0
    assert_eq!(g.current(), Some(1));
    assert!(!g.legal_actions().contains(&Action::PassBid), "only one pass");
    assert!(g.apply(&Action::PassBid).is_err());
    g.apply(&Action::DropOut).unwrap();
    assert!(!g.legal_actions().contains(&Action::PassBid), "seat 2 holds no pass");
}

#[test]
fn bids_are_limited_to_cash_in_the_standard_game() {
    let mut g = auction();
    super::common::cash(&mut g, 0, 4);
    assert_eq!(g.legal_actions().iter().filter(|a| matches!(a, Action::Bid { .. })).count(), 5, "$0 to $4");
}

#[test]
fn standard_action_tiles_are_free_and_their_actions_optional() {
    // Digest §5: "Locomotive +1 free"; "City Growth and Urbanization free and optional (may be
    // declined during the build)".
    let mut g = game("standard", 3);
    g.order = vec![0, 1, 2];
    g.phase = Phase::Select { idx: 0 };
    let legal = g.legal_actions();
    assert!(!legal.iter().any(|a| matches!(a, Action::Take { pass: true, .. })), "no pass option: nothing to pay");
    g.apply(&Action::Take { tile: ActionTile::Locomotive, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::Urbanization, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::CityGrowth, pass: false }).unwrap();
    assert_eq!((g.players[0].engine, g.players[0].money), (2, 0));
    assert_eq!((g.players[1].money, g.players[2].money), (0, 0));
    g.apply(&Action::EndBuild).unwrap();
    assert_eq!(g.current(), Some(1));
    assert!(g.legal_actions().iter().any(|a| matches!(a, Action::Urbanize { .. })));
    g.apply(&Action::EndBuild).unwrap();
    assert!(g.legal_actions().iter().any(|a| matches!(a, Action::Grow { .. })));
    g.apply(&Action::EndBuild).unwrap();
    assert!(matches!(g.phase, Phase::Move { .. }));
}
