//! §4 worker placement: costs, roubles as wildcards, blocking, must-complete, passing and the
//! turn-order spaces; §13.1 the last round.

use super::common::*;
use railyard::core::Game;

#[test]
fn a_space_takes_its_printed_workers_and_roubles_stand_in() {
    // §4.2: exactly the printed workers; any may be a rouble, which is spent.
    let mut g = started(3, 1);
    let s = g.actor;
    let (w, r) = (g.players[s].free, g.players[s].roubles);
    place(&mut g, Space::T2).unwrap();
    finish_turn(&mut g);
    assert_eq!((g.players[s].free, g.players[s].placed), (w - 2, 2));
    turn_of(&mut g, s);
    g.players[s].roubles = r + 1;
    g.roubles_in += 1;
    g.apply(&Action::Place { space: Space::I2, roubles: 1 }).unwrap();
    finish_turn(&mut g);
    assert_eq!((g.players[s].free, g.players[s].roubles), (w - 3, r));
}

#[test]
fn the_any_colour_space_needs_a_real_rouble() {
    // §4.2 / §5.1 T11: 1 worker + 1 rouble.
    let mut g = started(3, 1);
    let s = g.actor;
    g.players[s].pos[TS][BLACK] = 3;
    g.players[s].unlocked = 2;
    g.roubles_out += g.players[s].roubles;
    g.players[s].roubles = 0;
    let err = refused(&mut g, Action::Place { space: Space::T11, roubles: 0 });
    assert!(err.words.key.ends_with("cost"), "{err:?}");
    g.players[s].roubles = 1;
    g.roubles_in += 1;
    place(&mut g, Space::T11).unwrap();
    assert_eq!(g.players[s].roubles, 0);
}

#[test]
fn a_taken_space_is_blocked_but_the_open_track_space_is_not() {
    // §4.3: occupied for the round; the bottom-left track space has no limit.
    let mut g = started(3, 2);
    let a = g.actor;
    place(&mut g, Space::R).unwrap();
    let b = g.actor;
    assert_ne!(a, b);
    let err = refused(&mut g, Action::Place { space: Space::R, roubles: 0 });
    assert!(err.words.key.ends_with("occupied"));
    place(&mut g, Space::T12).unwrap();
    finish_turn(&mut g);
    turn_of(&mut g, b);
    place(&mut g, Space::T12).unwrap();
    finish_turn(&mut g);
    assert_eq!(g.occupied.iter().filter(|o| o.0 == Space::T12).count(), 2);
}

#[test]
fn a_shared_space_whose_effect_cannot_be_completed_is_refused() {
    // §4.4 / §5.1: brown is not unlocked, so a brown space cannot be chosen; no doubler space
    // left means D cannot be chosen (§6.7).
    let mut g = started(3, 3);
    let s = g.actor;
    let err = refused(&mut g, Action::Place { space: Space::T5, roubles: 0 });
    assert!(err.words.key.ends_with("incomplete"));
    g.players[s].doublers = 8;
    refused(&mut g, Action::Place { space: Space::D, roubles: 0 });
    g.players[s].doublers = 7;
    place(&mut g, Space::D).unwrap();
    assert_eq!(g.players[s].doublers, 8);
}

#[test]
fn steps_of_one_space_may_be_split_over_railways() {
    // §5.1: steps from one space may be split over several markers.
    let mut g = started(3, 4);
    let s = g.actor;
    place(&mut g, Space::T2).unwrap();
    step(&mut g, TS, BLACK);
    step(&mut g, STP, BLACK);
    step(&mut g, KV, BLACK);
    assert_eq!([g.players[s].pos[TS][0], g.players[s].pos[STP][0], g.players[s].pos[KV][0]], [2, 2, 2]);
}

#[test]
fn passing_scores_by_current_position() {
    // §4.5: 0 / 2 / 3 / 4 VP for 1st-4th.
    let mut g = started(4, 1);
    let order = g.order.clone();
    for (i, &s) in order.iter().enumerate() {
        assert_eq!(g.actor, s);
        let before = g.players[s].vp[2];
        g.apply(&Action::Pass).unwrap();
        assert_eq!(g.players[s].vp[2] - before, PASS_POINTS[i]);
    }
}

#[test]
fn turn_order_space_limits_with_three_or_four_players() {
    // §4.6: the first player may not take "1st", the second not "2nd", nobody both.
    let mut g = started(4, 2);
    let first = g.order[0];
    refused(&mut g, Action::Place { space: Space::O1, roubles: 0 });
    place(&mut g, Space::O2).unwrap();
    turn_of(&mut g, first);
    refused(&mut g, Action::Place { space: Space::O1, roubles: 0 });
    let second = g.order[1];
    turn_of(&mut g, second);
    place(&mut g, Space::O1).unwrap();
}

#[test]
fn with_two_players_the_first_may_keep_first_place() {
    // §4.6: with 2 players only "1st" exists and the first player may take it.
    let mut g = started(2, 2);
    let first = g.order[0];
    assert_eq!(g.actor, first);
    place(&mut g, Space::O1).unwrap();
    assert!(g.players[first].placed == 1);
}

#[test]
fn turn_order_workers_relocate_and_the_new_order_applies() {
    // §4.6: after all pass, the "1st" worker moves to a free 1-worker space and acts; the
    // claimant becomes first, the others keep their order behind.
    let mut g = started(3, 6);
    let [a, b, c] = [g.order[0], g.order[1], g.order[2]];
    g.apply(&Action::Pass).unwrap();
    assert_eq!(g.actor, b);
    place(&mut g, Space::R).unwrap();
    assert_eq!(g.actor, c);
    place(&mut g, Space::O1).unwrap();
    g.apply(&Action::Pass).unwrap(); // b
    g.apply(&Action::Pass).unwrap(); // c
    assert_eq!(g.phase, Phase::Relocate);
    assert_eq!(g.actor, c);
    let listed = g.legal_actions();
    assert!(!listed.contains(&Action::Relocate(Space::R)), "taken spaces are not offered");
    assert!(!listed.contains(&Action::Relocate(Space::T11)), "no rouble spaces");
    assert!(!listed.contains(&Action::Relocate(Space::T2)), "only 1-worker spaces");
    let r = g.players[c].roubles;
    g.apply(&Action::Relocate(Space::I1)).unwrap();
    assert_eq!(g.players[c].industry, vec![1]);
    assert_eq!(g.players[c].roubles, r);
    assert_eq!(g.order, vec![c, a, b]);
    assert_eq!(g.round, 2);
}

#[test]
fn temporary_workers_serve_for_one_round() {
    // §5.1 TW / §4.2: two turquoise workers for this round only.
    let mut g = started(3, 7);
    let s = g.actor;
    let free = g.players[s].free;
    place(&mut g, Space::TW).unwrap();
    assert_eq!((g.players[s].free, g.players[s].temp), (free - 1, 2));
    while g.round == 1 {
        g.apply(&Action::Pass).unwrap();
    }
    assert_eq!((g.players[s].free, g.players[s].temp), (g.players[s].workers, 0));
}

#[test]
fn the_last_round_replaces_turn_order_with_an_industry_space() {
    // §13.1 / §15.5: no turn-order spaces; 1 worker for +2 industry.
    let mut g = started(3, 8);
    while g.round < g.rounds {
        g.apply(&Action::Pass).unwrap();
    }
    let listed = g.legal_actions();
    assert!(!listed.iter().any(|a| matches!(a, Action::Place { space: Space::O1 | Space::O2, .. })));
    let s = g.actor;
    place(&mut g, Space::LastIndustry).unwrap();
    finish_turn(&mut g);
    assert_eq!(g.players[s].industry, vec![2]);
    while g.phase != Phase::Over {
        g.apply(&Action::Pass).unwrap();
    }
    assert!(g.final_scores().is_some());
}

#[test]
fn a_pass_is_the_only_move_without_workers_or_roubles() {
    // §4.5: a player who cannot place passes.
    let mut g = started(3, 9);
    let s = g.actor;
    g.players[s].placed += g.players[s].free;
    g.players[s].free = 0;
    g.roubles_out += g.players[s].roubles;
    g.players[s].roubles = 0;
    assert_eq!(g.legal_actions(), vec![Action::Pass]);
}

#[test]
fn actions_out_of_their_moment_are_refused_untouched() {
    // §4.1: one action per turn; an effect's choices come before anything else.
    let mut g = started(3, 10);
    refused(&mut g, Action::Step { railway: 0, colour: 0 });
    refused(&mut g, Action::Skip);
    refused(&mut g, Action::Relocate(Space::I1));
    place(&mut g, Space::T2).unwrap();
    assert_eq!(g.phase, Phase::Resolve);
    refused(&mut g, Action::Pass);
    refused(&mut g, Action::Place { space: Space::R, roubles: 0 });
    refused(&mut g, Action::Skip); // a shared space's steps must all be made
    refused(&mut g, Action::Step { railway: 0, colour: 1 }); // grey is locked
}
