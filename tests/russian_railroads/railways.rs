//! §6 railways: marker order, unlocking, steps, reach, specials and doublers.

use super::common::*;
use railyard::core::Game;
use railyard::games::russian_railroads::railways::{can_step, reach};

#[test]
fn table_6_1_railway_lengths_colours_and_slots() {
    // §6.1: TS 15 segments, 5 colours, 2 locomotives; StP 9, 4, 1; KV 9, 3, 1.
    assert_eq!(LENGTH, [15, 9, 9]);
    assert_eq!(COLOURS_ON, [5, 4, 3]);
    assert_eq!(SLOTS, [2, 1, 1]);
}

#[test]
fn black_on_the_trans_siberian_unlocks_the_colours() {
    // §6.3: segments 2, 6, 10, 15 unlock grey, brown, natural, white (+2 white steps).
    let mut g = started(3, 1);
    let s = g.actor;
    place(&mut g, Space::T2).unwrap();
    step(&mut g, TS, BLACK);
    assert_eq!(g.players[s].unlocked, 2, "grey at TS 2");
    // Decision: unlocks act at once, so the same space's next steps may already use them.
    g.players[s].pos[TS][BLACK] = 5;
    step(&mut g, TS, BLACK);
    assert_eq!(g.players[s].unlocked, 3, "brown at TS 6");
    g.players[s].pos[TS][BLACK] = 9;
    step(&mut g, TS, BLACK);
    assert_eq!(g.players[s].unlocked, 4, "natural at TS 10");
}

#[test]
fn white_comes_with_two_free_steps_that_may_be_lost() {
    // §6.3: white plus 2 free white steps; what cannot be placed is lost.
    let mut g = started(3, 2);
    let s = g.actor;
    let p = &mut g.players[s];
    p.pos[TS] = [14, 6, 4, 3, 0];
    p.unlocked = 4;
    place(&mut g, Space::T12).unwrap();
    step(&mut g, TS, BLACK);
    assert_eq!(g.players[s].unlocked, 5);
    assert_eq!(g.players[s].vp[3], 10, "end of line, 10 VP (§6.6)");
    // White enters (natural at 3) and can take one more step to 2, which stays behind natural.
    assert_eq!(g.phase, Phase::Resolve);
    step(&mut g, TS, WHITE);
    assert_eq!(g.players[s].pos[TS][WHITE], 1);
    assert!(g.legal_actions().contains(&Action::Skip), "private: may be given up");
    step(&mut g, TS, WHITE);
    assert_eq!(g.players[s].pos[TS][WHITE], 2);
    assert_ne!(g.phase, Phase::Resolve);
}

#[test]
fn a_colour_enters_behind_the_one_ahead_and_never_passes_it() {
    // §6.2: enter only where the colour ahead is at segment 2 or beyond; stay strictly behind.
    let mut g = started(3, 3);
    let s = g.actor;
    let p = &mut g.players[s];
    p.unlocked = 3;
    p.pos[STP] = [1, 0, 0, 0, 0];
    assert!(!can_step(p, STP, GREY), "black still on 1");
    p.pos[STP] = [2, 0, 0, 0, 0];
    assert!(can_step(p, STP, GREY));
    p.pos[STP] = [3, 2, 0, 0, 0];
    assert!(!can_step(p, STP, GREY), "grey may not enter black's segment");
    assert!(can_step(p, STP, BROWN));
    p.pos[KV] = [9, 8, 7, 0, 0];
    assert!(!can_step(p, KV, BLACK), "never past the last segment");
    assert!(!can_step(p, KV, NATURAL), "natural does not run to Kiev");
    p.unlocked = 2;
    p.pos[TS] = [5, 3, 0, 0, 0];
    assert!(!can_step(p, TS, BROWN), "brown is not unlocked");
}

#[test]
fn reach_is_the_locomotive_number_and_the_trans_siberian_adds_two() {
    // §6.5: TS adds its two locomotives; capped at the length; no locomotive, reach 0.
    let mut g = started(3, 4);
    let s = g.actor;
    let p = &mut g.players[s];
    p.locos[TS] = vec![loco(9), loco(8)];
    p.locos[STP] = vec![loco(5)];
    assert_eq!([reach(p, TS), reach(p, STP), reach(p, KV)], [15, 5, 0]);
}

#[test]
fn extra_workers_at_ts_3_with_brown_and_kv_7_with_black() {
    // §6.6: TS 3 needs the brown marker and reach; KV 7 needs black only. The worker is
    // available at once.
    let mut g = started(3, 5);
    let s = g.actor;
    let p = &mut g.players[s];
    p.pos[KV] = [6, 0, 0, 0, 0];
    let free = p.free;
    place(&mut g, Space::T12).unwrap();
    step(&mut g, KV, BLACK);
    assert_eq!((g.players[s].workers, g.players[s].free), (7, free));
    turn_of(&mut g, s);
    let p = &mut g.players[s];
    p.pos[TS] = [7, 5, 2, 0, 0];
    p.unlocked = 3;
    p.locos[TS] = vec![loco(1)];
    place(&mut g, Space::T5).unwrap();
    assert_eq!(g.players[s].pos[TS][BROWN], 3);
    assert_eq!(g.players[s].workers, 7, "reach 1 is short of segment 3");
    turn_of(&mut g, s);
    g.players[s].pos[TS][BROWN] = 2;
    g.players[s].locos[TS] = vec![loco(1), loco(3)];
    place(&mut g, Space::T6).unwrap();
    assert_eq!(g.players[s].workers, 8, "brown at 3 with reach 4");
}

#[test]
fn question_tokens_on_st_petersburg_need_the_locomotive() {
    // §6.6 / §9.1: StP 4 and 6 give a "?" token when black and the reach get there.
    let mut g = started(3, 6);
    let s = g.actor;
    g.players[s].pos[STP] = [3, 0, 0, 0, 0];
    place(&mut g, Space::T12).unwrap();
    step(&mut g, STP, BLACK);
    assert_ne!(g.phase, Phase::Resolve, "no locomotive on StP: no token");
    // The locomotive arriving later fires it.
    turn_of(&mut g, s);
    g.market.retain(|&t| t >= 4);
    g.boxed.extend([2, 2, 2, 3, 3, 3]);
    g.boxed.sort();
    place(&mut g, Space::L1).unwrap();
    g.apply(&Action::TakeLoco).unwrap();
    g.apply(&Action::PlaceLoco { railway: STP as u8, slot: 0 }).unwrap();
    assert!(matches!(g.legal_actions()[0], Action::Token(_)), "{:?}", g.legal_actions());
    g.apply(&Action::Token(Token::Revaluation)).unwrap();
    assert!(g.players[s].revalued);
}

#[test]
fn doublers_fill_from_the_left_and_double_their_segment() {
    // §6.7 / §12: leftmost empty doubler space; doubles a segment in reach; black stays 0.
    use railyard::games::russian_railroads::railways::railway_score;
    let mut g = started(3, 7);
    let s = g.actor;
    let p = &mut g.players[s];
    p.pos[TS] = [3, 2, 0, 0, 0];
    p.locos[TS] = vec![loco(3)];
    p.unlocked = 2;
    assert_eq!(railway_score(p, TS), 2);
    p.doublers = 1;
    assert_eq!(railway_score(p, TS), 3);
    p.doublers = 3;
    assert_eq!(railway_score(p, TS), 4, "doubled black is still 0");
}
