//! §9 "?" tokens and §10 bonus cards.

use super::common::*;
use railyard::core::Game;
use railyard::games::russian_railroads::railways::railway_score;

/// Puts a "?" token choice in front of `seat` (as StP 4 would).
fn token_for(g: &mut RussianRailroads, seat: usize) {
    g.players[seat].pos[STP] = [3, 0, 0, 0, 0];
    g.players[seat].locos[STP] = vec![loco(4)];
    place(g, Space::T12).unwrap();
    step(g, STP, BLACK);
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::Token(_))));
}

#[test]
fn each_token_kind_does_what_table_9_2_says() {
    // §9.2: track 4 steps, second marker, +5 industry, 4 doublers, revaluation, Kiev medal.
    let mut g = started(3, 1);
    let s = g.actor;
    token_for(&mut g, s);
    g.apply(&Action::Token(Token::Doublers)).unwrap();
    assert_eq!(g.players[s].doublers, 4);
    assert!(!g.legal_actions().contains(&Action::Token(Token::Doublers)) || g.phase != Phase::Resolve);
    for (t, check) in [
        (Token::SecondMarker, Box::new(|g: &RussianRailroads, s: usize| g.players[s].industry == vec![0, 0]) as Box<dyn Fn(&RussianRailroads, usize) -> bool>),
        (Token::Revaluation, Box::new(|g: &RussianRailroads, s: usize| g.players[s].revalued)),
        (Token::Medal, Box::new(|g: &RussianRailroads, s: usize| g.players[s].medal)),
    ] {
        let mut h = started(3, 1);
        let s = h.actor;
        token_for(&mut h, s);
        h.apply(&Action::Token(t)).unwrap();
        assert!(check(&h, s), "{t:?}");
    }
    let mut h = started(3, 1);
    let s = h.actor;
    token_for(&mut h, s);
    h.apply(&Action::Token(Token::Industry)).unwrap();
    for _ in 0..4 {
        h.apply(&Action::Industry { marker: 0 }).unwrap();
    }
    assert_eq!(h.players[s].industry, vec![4], "the fifth step is blocked by the empty gap and lost");
}

#[test]
fn revaluation_changes_the_value_table() {
    // §9.2 / §12: revalued brown 3, natural 6, white 10.
    let mut g = started(3, 2);
    let s = g.actor;
    let p = &mut g.players[s];
    p.pos[STP] = [5, 4, 3, 2, 0];
    p.locos[STP] = vec![loco(5)];
    p.unlocked = 4;
    assert_eq!(railway_score(p, STP), 4 + 4 + 2 + 1);
    p.revalued = true;
    assert_eq!(railway_score(p, STP), 6 + 6 + 3 + 1);
}

#[test]
fn the_bonus_card_token_takes_a_question_card_and_an_end_card_last() {
    // §9.2 token 7 / §10: a "?" card at once, an end-game card chosen at the end of the turn.
    let mut g = started(3, 3);
    let s = g.actor;
    token_for(&mut g, s);
    g.players[s].industry = vec![4];
    g.apply(&Action::Token(Token::Cards)).unwrap();
    let listed = g.legal_actions();
    assert!(listed.contains(&Action::QCard(QCard::BlackWorker)));
    assert!(!listed.contains(&Action::QCard(QCard::IndustrialPush)), "not fully executable: an empty gap ahead");
    assert!(listed.contains(&Action::Skip), "a private effect may be given up");
    let w = g.players[s].workers;
    g.apply(&Action::QCard(QCard::BlackWorker)).unwrap();
    assert_eq!(g.players[s].workers, w + 1);
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::EndCard(_))));
    let card = g.end_pile[0];
    g.apply(&Action::EndCard(card)).unwrap();
    assert_eq!(g.players[s].end_cards, vec![card]);
    assert!(!g.qcards.contains(&QCard::BlackWorker), "gone for everyone");
    // Others see only how many cards are held.
    let other = (s + 1) % 3;
    let figures = g.figure_words(Some(other));
    assert_eq!(figures[s].last().unwrap().1.key, "rr.hidden-cards");
}

#[test]
fn question_card_table_15_4_and_the_engineer_card() {
    // §10 / §15.4: engineer #1 with a rouble; industrial push +2 industry and a rouble.
    let mut g = started(3, 4);
    let s = g.actor;
    token_for(&mut g, s);
    g.apply(&Action::Token(Token::Cards)).unwrap();
    let r = g.players[s].roubles;
    g.apply(&Action::QCard(QCard::Engineer1)).unwrap();
    assert_eq!(g.players[s].engineers, vec![1]);
    assert_eq!(g.players[s].roubles, r + 1);
    let mut g = started(3, 4);
    let s = g.actor;
    token_for(&mut g, s);
    g.apply(&Action::Token(Token::Cards)).unwrap();
    g.apply(&Action::QCard(QCard::IndustrialPush)).unwrap();
    assert_eq!(g.players[s].industry, vec![2]);
    assert_eq!(g.players[s].roubles, r + 1);
}

/// A 3-player game where the seat to move (returned) has drawn "?" cards and looks through the
/// end-game pile.
fn choosing_end_card() -> (RussianRailroads, usize) {
    let mut g = started(3, 5);
    let s = g.actor;
    token_for(&mut g, s);
    g.apply(&Action::Token(Token::Cards)).unwrap();
    g.apply(&Action::QCard(QCard::BlackWorker)).unwrap();
    (g, s)
}

#[test]
fn determinizing_hides_what_others_keep_but_not_ones_own() {
    // §10 decision: the kept end card stays hidden from the others.
    let (mut g, s) = choosing_end_card();
    let card = g.end_pile[3];
    g.apply(&Action::EndCard(card)).unwrap();
    assert_eq!(g.determinize(s, 9).players[s].end_cards, vec![card]);
    let other = (s + 1) % 3;
    let seen: std::collections::BTreeSet<EndCard> = (0..40).map(|k| g.determinize(other, k).players[s].end_cards[0]).collect();
    assert!(seen.len() > 1);
}

#[test]
fn the_seat_choosing_an_end_card_sees_the_pile_in_every_determinized_copy() {
    // §10: the taker of token 7 looks through the pile; a search over made-up copies must
    // offer it the same cards as the real game.
    let (g, s) = choosing_end_card();
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::EndCard(_))));
    for seed in 0..20 {
        assert_eq!(g.determinize(s, seed).legal_actions(), g.legal_actions());
    }
    let other = (s + 1) % 3;
    assert!((0..20).any(|k| g.determinize(other, k).end_pile != g.end_pile), "the others do not see it");
}
