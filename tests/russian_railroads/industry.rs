//! §8 the industry lane: gaps, factory triggers, the "?" space, scoring and the second marker.

use super::common::*;
use railyard::core::Game;
use railyard::games::russian_railroads::industry;

#[test]
fn table_8_1_the_lane_and_its_values() {
    // §8.1 / §8.4: values 1 2 3 5 _ 10 _ 15 _ ? _ 20 _ 25 30; a gap or "?" scores the number behind.
    assert_eq!(GAPS, [5, 7, 9, 11, 13]);
    assert_eq!(QUESTION_INDEX, 10);
    assert_eq!(INDUSTRY_SCORE, [0, 1, 2, 3, 5, 5, 10, 10, 15, 15, 15, 15, 20, 20, 25, 30]);
}

#[test]
fn a_marker_never_enters_an_empty_gap() {
    // §8.2: an industry space needs all its steps (must-complete).
    let mut g = started(3, 1);
    let s = g.actor;
    g.players[s].industry = vec![3];
    refused(&mut g, Action::Place { space: Space::I2, roubles: 0 });
    place(&mut g, Space::I1).unwrap();
    assert_eq!(g.players[s].industry, vec![4]);
    assert_eq!(industry::score(&g.players[s]), 5);
}

#[test]
fn entering_a_factory_fires_its_action() {
    // §8.3 / §15.2: factory #6 gives a rouble on entry.
    let mut g = started(3, 2);
    let s = g.actor;
    g.players[s].industry = vec![4];
    g.players[s].factories = vec![6];
    let r = g.players[s].roubles;
    place(&mut g, Space::I1).unwrap();
    assert_eq!(g.players[s].industry, vec![5]);
    assert_eq!(g.players[s].roubles, r + 1);
}

#[test]
fn the_question_space_gives_one_token_per_player() {
    // §8.3: index 10 grants a "?" token, once per player whichever marker gets there first.
    let mut g = started(3, 3);
    let s = g.actor;
    let p = &mut g.players[s];
    p.industry = vec![9, 9];
    p.factories = vec![2, 2, 2, 2];
    place(&mut g, Space::I1).unwrap();
    g.apply(&Action::Industry { marker: 0 }).ok();
    assert!(matches!(g.legal_actions()[0], Action::Token(_)));
    g.apply(&Action::Token(Token::Medal)).unwrap();
    turn_of(&mut g, s);
    place(&mut g, Space::I2).unwrap();
    g.apply(&Action::Industry { marker: 1 }).unwrap();
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::Industry { .. })), "no second token");
}

#[test]
fn factory_table_15_2() {
    // §15.2: one action per tile number.
    use Effect::*;
    assert_eq!(factory(1), vec![VpEngineers]);
    assert_eq!(factory(2), vec![Steps { n: 1, mask: only(BLACK) }]);
    assert_eq!(factory(3), vec![Steps { n: 1, mask: BLACK_OR_GREY }]);
    assert_eq!(factory(4), vec![Doublers(1)]);
    assert_eq!(factory(5), vec![Steps { n: 2, mask: BLACK_OR_GREY }]);
    assert_eq!(factory(6), vec![Roubles(1)]);
    assert_eq!(factory(7), vec![Reuse]);
    assert_eq!(factory(8), vec![Steps { n: 2, mask: ANY }]);
    assert_eq!(factory(9), vec![QCard { fallback: 5 }]);
}

#[test]
fn factory_actions_are_private_and_may_be_given_up() {
    // §7.5: factory effects may be used in part.
    let mut g = started(3, 4);
    let s = g.actor;
    g.players[s].industry = vec![4];
    g.players[s].factories = vec![8];
    g.players[s].unlocked = 2;
    place(&mut g, Space::I1).unwrap();
    assert!(g.legal_actions().contains(&Action::Skip));
    step(&mut g, TS, BLACK);
    g.apply(&Action::Skip).unwrap();
    assert_eq!(g.players[s].pos[TS][BLACK], 2);
    assert_ne!(g.phase, Phase::Resolve);
}

#[test]
fn the_second_marker_scores_too_and_fires_factories_again() {
    // §8.3 / §8.4 decisions: both markers score; the second re-fires factories.
    let mut g = started(3, 5);
    let s = g.actor;
    g.players[s].industry = vec![6, 4];
    g.players[s].factories = vec![6];
    assert_eq!(industry::score(&g.players[s]), 15);
    let r = g.players[s].roubles;
    // Only the second marker can move (the first faces an empty gap), so it moves by itself.
    place(&mut g, Space::I1).unwrap();
    assert_eq!(g.players[s].industry, vec![6, 5]);
    assert_eq!(g.players[s].roubles, r + 1);
}
