//! §12 round scoring, §10.1 end-game cards, §13.2 final scoring.

use super::common::*;
use railyard::core::Game;
use railyard::games::russian_railroads::railways::railway_score;
use railyard::games::russian_railroads::scoring::end_card_value;

#[test]
fn the_worked_example_of_section_12() {
    // §12: TS reach 5; black 7, grey 4, brown 2; doubler on 1 → 4 + 2 + 1 + 1 + 0 = 8.
    let mut g = started(3, 1);
    let p = &mut g.players[0];
    p.pos[TS] = [7, 4, 2, 0, 0];
    p.unlocked = 3;
    p.locos[TS] = vec![loco(5)];
    p.doublers = 1;
    assert_eq!(railway_score(p, TS), 8);
}

#[test]
fn no_locomotive_no_score() {
    // §6.5: a railway without a locomotive scores nothing, its bonuses included.
    let mut g = started(3, 1);
    let p = &mut g.players[0];
    p.pos[KV] = [9, 8, 0, 0, 0];
    p.unlocked = 2;
    assert_eq!(railway_score(p, KV), 0);
}

#[test]
fn st_petersburg_doubles_with_grey_on_7() {
    // §6.6 / §12: grey on StP 7 and reach ≥ 7 doubles the whole railway.
    let mut g = started(3, 1);
    let p = &mut g.players[0];
    p.pos[STP] = [8, 7, 0, 0, 0];
    p.unlocked = 2;
    p.locos[STP] = vec![loco(7)];
    assert_eq!(railway_score(p, STP), 14);
    p.locos[STP] = vec![loco(6)];
    assert_eq!(railway_score(p, STP), 6);
}

#[test]
fn kiev_stars_and_medal() {
    // §6.6 / §12: stars 1-4 on KV segments 1-4 with black and reach; the medal +20 with grey on 5.
    let mut g = started(3, 1);
    let p = &mut g.players[0];
    p.pos[KV] = [6, 5, 0, 0, 0];
    p.unlocked = 2;
    p.locos[KV] = vec![loco(3)];
    assert_eq!(railway_score(p, KV), 3 + (1 + 2 + 3));
    p.locos[KV] = vec![loco(5)];
    assert_eq!(railway_score(p, KV), 5 + 10);
    p.medal = true;
    assert_eq!(railway_score(p, KV), 5 + 10 + 20);
}

#[test]
fn end_game_cards_of_table_10_1() {
    // §10.1, with the decision that black counts position − 1 and grey/brown their position.
    let mut g = started(3, 2);
    let p = &mut g.players[0];
    p.factories = vec![2, 3];
    p.engineers = vec![4, 9];
    p.pos = [[15, 3, 2, 0, 0], [9, 1, 0, 0, 0], [4, 0, 0, 0, 0]];
    p.doublers = 5;
    p.tokens_used = vec![Token::Track, Token::Medal];
    p.locos = [vec![loco(4), loco(9)], vec![loco(3)], vec![]];
    p.extra_workers = 2;
    let v = |c| end_card_value(&g, 0, c);
    assert_eq!(v(EndCard::Factories), 8);
    assert_eq!(v(EndCard::Engineers), 12);
    assert_eq!(v(EndCard::EndsOfLine), 20);
    assert_eq!(v(EndCard::GreyBrown), 3 + 2 + 1);
    assert_eq!(v(EndCard::Black), 14 + 8 + 3);
    assert_eq!(v(EndCard::Doublers), 20);
    assert_eq!(v(EndCard::Tokens), 14);
    assert_eq!(v(EndCard::Locomotives), 16);
    assert_eq!(v(EndCard::ExtraWorkers), 20);
}

#[test]
fn round_scoring_adds_railways_and_industry_every_round() {
    // §12: round scoring at the end of every round.
    let mut g = started(3, 3);
    let s = g.actor;
    g.players[s].industry = vec![3];
    g.players[s].pos[TS] = [3, 2, 0, 0, 0];
    g.players[s].unlocked = 2;
    g.players[s].locos[TS] = vec![loco(3)];
    while g.round == 1 {
        g.apply(&Action::Pass).unwrap();
    }
    assert_eq!(g.players[s].vp[0], 2);
    assert_eq!(g.players[s].vp[1], 3);
}

#[test]
fn final_scores_break_down_and_tied_players_share_a_rank() {
    // §13.2: most VP wins; ties share the win.
    let mut g = started(2, 4);
    while g.phase != Phase::Over {
        g.apply(&Action::Pass).unwrap();
    }
    let scores = g.final_scores().unwrap();
    assert_eq!(scores[0].breakdown.len(), 6);
    for s in &scores {
        assert_eq!(s.breakdown.iter().map(|b| b.1).sum::<i64>(), s.score);
    }
    let mut h = g.clone();
    let top = h.players[0].score().max(h.players[1].score());
    for p in &mut h.players {
        p.vp = [top, 0, 0, 0, 0, 0];
    }
    assert!(h.final_scores().unwrap().iter().all(|s| s.rank == 1));
}
