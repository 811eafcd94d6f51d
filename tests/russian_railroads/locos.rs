//! §7 locomotives and factories: the lowest tile, placement and displacement, the discard pool.

use super::common::*;
use railyard::core::Game;

#[test]
fn the_lowest_tile_is_taken_as_a_locomotive_or_a_factory() {
    // §7.1-7.2: L1 gives one tile, either side; it is always the lowest in the market.
    let mut g = started(3, 1);
    let s = g.actor;
    place(&mut g, Space::L1).unwrap();
    let listed = g.legal_actions();
    assert!(listed.contains(&Action::TakeLoco) && listed.contains(&Action::TakeFactory { discard: None }));
    g.apply(&Action::TakeFactory { discard: None }).unwrap();
    assert_eq!(g.players[s].factories, vec![2]);
    assert_eq!(g.market.iter().filter(|&&t| t == 2).count(), 2);
}

#[test]
fn l3_gives_one_locomotive_and_one_factory() {
    // §7.2: L3 gives two tiles, one of each kind, in the order the player chooses.
    let mut g = started(3, 2);
    let s = g.actor;
    place(&mut g, Space::L3).unwrap();
    g.apply(&Action::TakeLoco).unwrap();
    g.apply(&Action::PlaceLoco { railway: STP as u8, slot: 0 }).unwrap();
    // The factory still owed has one source, so it is taken by itself.
    finish_turn(&mut g);
    assert_eq!(g.players[s].locos[STP], vec![loco(2)]);
    assert_eq!(g.players[s].factories, vec![2]);
}

#[test]
fn a_locomotive_replaces_a_lower_one_which_moves_on_or_is_discarded() {
    // §7.3: replace a lower number; the displaced one must take a free slot if there is one;
    // with all four slots full it may replace a lower one again or be discarded.
    let mut g = started(3, 3);
    let s = g.actor;
    g.market = vec![5, 6, 7];
    g.players[s].locos = [vec![loco(1), loco(3)], vec![loco(4)], vec![]];
    place(&mut g, Space::L1).unwrap();
    g.apply(&Action::TakeLoco).unwrap();
    let listed = g.legal_actions();
    assert!(listed.contains(&Action::PlaceLoco { railway: KV as u8, slot: 0 }), "a free slot");
    assert!(listed.contains(&Action::PlaceLoco { railway: TS as u8, slot: 0 }), "replacing #1");
    g.apply(&Action::PlaceLoco { railway: STP as u8, slot: 0 }).unwrap();
    // #4 displaced: the only free slot is KV.
    assert_eq!(g.players[s].locos[KV], vec![loco(4)], "forced into the free slot");
    // All four full now: #9 displacing #5 may go on or be discarded.
    turn_of(&mut g, s);
    g.market = vec![9];
    place(&mut g, Space::L2).unwrap();
    g.apply(&Action::TakeLoco).unwrap();
    g.apply(&Action::PlaceLoco { railway: STP as u8, slot: 0 }).unwrap();
    let listed = g.legal_actions();
    assert!(listed.contains(&Action::DiscardLoco));
    assert!(listed.contains(&Action::PlaceLoco { railway: TS as u8, slot: 0 }), "#5 over #1");
    g.apply(&Action::DiscardLoco).unwrap();
    assert_eq!(g.discard, vec![5]);
}

#[test]
fn a_discarded_tile_serves_only_as_a_factory() {
    // §7.2: a discarded tile can be taken as a factory, never as a locomotive.
    let mut g = started(3, 4);
    let s = g.actor;
    g.discard = vec![7];
    place(&mut g, Space::L1).unwrap();
    let listed = g.legal_actions();
    assert!(listed.contains(&Action::TakeFactory { discard: Some(7) }));
    assert!(!listed.iter().any(|a| matches!(a, Action::PlaceLoco { .. })));
    g.apply(&Action::TakeFactory { discard: Some(7) }).unwrap();
    assert_eq!((g.players[s].factories.clone(), g.discard.len()), (vec![7], 0));
}

#[test]
fn no_sixth_factory_and_no_locomotive_without_a_place() {
    // §7.4 / §7.3: five factories fill the lane; a locomotive needs a legal place.
    let mut g = started(3, 5);
    let s = g.actor;
    g.players[s].factories = vec![2, 2, 3, 3, 4];
    g.players[s].locos = [vec![loco(9), loco(9)], vec![loco(9)], vec![loco(9)]];
    refused(&mut g, Action::Place { space: Space::L1, roubles: 0 });
    refused(&mut g, Action::Place { space: Space::L3, roubles: 0 });
}

#[test]
fn the_question_card_locomotive_leaves_the_game_when_pushed_off() {
    // §7.3: the "?" #9 has no factory side.
    let mut g = started(3, 6);
    let s = g.actor;
    g.players[s].locos = [vec![loco(8), loco(8)], vec![loco(8)], vec![Loco { number: 7, special: true }]];
    g.market = vec![9];
    let boxed = g.boxed.iter().filter(|&&t| t == 7).count();
    place(&mut g, Space::L1).unwrap();
    g.apply(&Action::TakeLoco).unwrap();
    g.apply(&Action::PlaceLoco { railway: KV as u8, slot: 0 }).unwrap();
    assert_ne!(g.phase, Phase::Resolve, "the special #7 has nowhere lower to go and leaves");
    assert!(g.discard.is_empty());
    assert_eq!(g.boxed.iter().filter(|&&t| t == 7).count(), boxed + 1);
}
