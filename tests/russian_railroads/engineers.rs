//! §11 engineers: hiring, the strip's slide, public and private use, the majority.

use super::common::*;
use railyard::core::Game;
use railyard::games::russian_railroads::engineers::majority;

#[test]
fn hiring_costs_a_rouble_and_ends_hiring_for_the_round() {
    // §11.1: one hire a round, for 1 rouble (never a worker).
    let mut g = started(2, 1);
    let s = g.actor;
    let e = g.strip[0].unwrap();
    let (r, w) = (g.players[s].roubles, g.players[s].free);
    g.apply(&Action::Hire).unwrap();
    assert_eq!((g.players[s].roubles, g.players[s].free), (r - 1, w));
    assert_eq!(g.players[s].engineers, vec![e]);
    refused(&mut g, Action::Hire);
}

#[test]
fn a_hired_engineer_is_a_private_space_once_a_round_from_the_same_round() {
    // §11.2: usable from the round it was hired, once per round, may be used in part.
    let mut g = started(2, 2);
    let s = g.actor;
    g.apply(&Action::Hire).unwrap();
    let e = g.players[s].engineers[0];
    turn_of(&mut g, s);
    let own = Action::Place { space: Space::Own(e), roubles: 0 };
    assert!(g.legal_actions().contains(&own));
    g.apply(&own).unwrap();
    finish_turn(&mut g);
    turn_of(&mut g, s);
    refused(&mut g, own);
}

#[test]
fn unhired_engineers_leave_and_the_strip_slides() {
    // §11.1: at round end the hiring-space engineer leaves if unhired; all slide one slot.
    let mut g = started(3, 3);
    let strip = g.strip.clone();
    while g.round == 1 {
        g.apply(&Action::Pass).unwrap();
    }
    assert_eq!(g.strip, strip[1..].to_vec());
    assert_eq!(g.gone, vec![strip[0].unwrap()]);
}

#[test]
fn public_engineers_are_shared_spaces() {
    // §11.1: anyone may use a public engineer; it is then occupied and must be executable.
    let mut g = started(4, 4);
    let e = g.strip[1].unwrap();
    let space = Space::Public(1);
    let listed = g.legal_actions().contains(&Action::Place { space, roubles: 0 });
    let (_, w, _) = engineer(e);
    if listed {
        place(&mut g, space).unwrap();
        finish_turn(&mut g);
        refused(&mut g, Action::Place { space, roubles: 0 });
    } else {
        assert!(w > 0);
    }
}

#[test]
fn engineer_table_15_1() {
    // §15.1: 7 A (#2-#8), 7 B (#9-#15), the unlettered #1.
    assert_eq!(engineer(1).0, '-');
    assert!((2..=8).all(|n| engineer(n).0 == 'A'));
    assert!((9..=15).all(|n| engineer(n).0 == 'B'));
    assert_eq!(engineer(7).1, 2);
    assert_eq!(engineer(14).1, 2);
    assert_eq!(engineer(6).2, vec![Effect::Doublers(1), Effect::Vp(5)]);
    assert_eq!(engineer(13).2, vec![Effect::Reuse]);
    assert_eq!(engineer(15).2, vec![Effect::Vp(8)]);
}

#[test]
fn the_re_use_engineer_repeats_a_taken_one_worker_space() {
    // §15.1 #13: re-use a central 1-worker space even if occupied; must be executable.
    let mut g = started(3, 5);
    let s = g.actor;
    place(&mut g, Space::R).unwrap();
    turn_of(&mut g, s);
    g.players[s].engineers.push(13);
    g.strip.retain(|&e| e != Some(13));
    g.apply(&Action::Place { space: Space::Own(13), roubles: 0 }).unwrap();
    let r = g.players[s].roubles;
    g.apply(&Action::Reuse(Space::R)).unwrap();
    assert_eq!(g.players[s].roubles, r + 2);
}

#[test]
fn majority_40_20_with_ties_to_the_highest_number_and_one_engineer_needed() {
    // §11.3.
    let mut g = started(4, 6);
    g.players[0].engineers = vec![2, 9];
    g.players[1].engineers = vec![3, 12];
    g.players[2].engineers = vec![15];
    g.players[3].engineers = vec![];
    assert_eq!(majority(&g), vec![20, 40, 0, 0]);
    g.players[1].engineers = vec![];
    g.players[0].engineers = vec![];
    assert_eq!(majority(&g), vec![0, 0, 40, 0], "no second place without an engineer");
    g.players[3].end_cards = vec![EndCard::ExtraEngineer];
    assert_eq!(majority(&g), vec![0, 0, 40, 20], "the extra engineer counts and has no number");
}

#[test]
fn engineer_14_moves_natural_before_white() {
    // §15.1 #14: natural and white steps; natural first makes room for white (§6.2).
    let mut g = started(3, 7);
    let s = g.actor;
    g.strip[1] = Some(14);
    let p = &mut g.players[s];
    p.pos[TS] = [15, 9, 6, 3, 2];
    p.unlocked = 5;
    place(&mut g, Space::Public(1)).unwrap();
    finish_turn(&mut g);
    assert_eq!((g.players[s].pos[TS][NATURAL], g.players[s].pos[TS][WHITE]), (4, 3));
}

#[test]
fn face_down_engineers_are_made_up_afresh_within_their_stack() {
    // §2.1.5: waiting engineers lie dark side up; the hiring and public ones are seen.
    let g = started(4, 8);
    let mut changed = false;
    for seed in 0..30 {
        let d = g.determinize(0, seed);
        assert_eq!(d.strip[..3], g.strip[..3]);
        for (a, b) in d.strip.iter().zip(&g.strip) {
            assert_eq!(a.map(|e| engineer(e).0), b.map(|e| engineer(e).0), "same stack");
        }
        changed |= d.strip != g.strip;
        assert!(railyard::games::russian_railroads::testing::invariants(&d).is_ok());
    }
    assert!(changed);
}
