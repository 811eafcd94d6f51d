//! Final scoring and ties (digest §4.12): VP, income converted (1 VP per 2 above zero, −2 per
//! step below), 1 VP per complete link owned; ties by income, then the lower action tile
//! (Standard: the earlier place in the last order); the bankrupt rank last.

use railyard::core::Game;
use railyard::games::steam::{income_points, Action, ActionTile, Phase};

use super::common::{game, hex_at, link, pass_to_next_turn};

#[test]
fn income_converts_to_vp_at_the_end() {
    // Digest §4.12 step 2.
    assert_eq!(income_points(5), 2);
    assert_eq!(income_points(1), 0);
    assert_eq!(income_points(0), 0);
    assert_eq!(income_points(-3), -6);
}

fn last_turn(rules: &str) -> railyard::games::steam::Steam {
    let mut g = game(rules, 3);
    g.turn = g.turns;
    g.order = vec![0, 1, 2];
    g
}

#[test]
fn the_score_is_vp_plus_income_plus_complete_links() {
    let mut g = last_turn("base");
    g.players[0].vp = 10;
    g.players[0].income = 7;
    let between = hex_at(&g, 9, 12);
    link(&mut g, between, "New York", "Philadelphia", Some(0));
    g.players[0].tile = Some(ActionTile::FirstMove);
    pass_to_next_turn(&mut g);
    assert!(g.is_over());
    let s = g.final_scores().unwrap();
    let me = s.iter().find(|r| r.player == 0).unwrap();
    // 10 VP + 7 income → 3 + 1 link; income is collected in the last turn too.
    assert_eq!(me.score, 10 + 3 + 1);
    assert_eq!(me.rank, 1);
}

#[test]
fn ties_go_to_higher_income_then_the_lower_action_tile() {
    let mut g = last_turn("base");
    // Seats 0 and 1 both end on 6: seat 0 with income 4 (2 VP), seat 1 with income 5 (2 VP).
    g.players[0].vp = 4;
    g.players[0].income = 4;
    g.players[1].vp = 4;
    g.players[1].income = 5;
    // Seat 2 ties seat 1 exactly; seat 2 holds the lower tile.
    g.players[2].vp = 4;
    g.players[2].income = 5;
    g.players[1].tile = Some(ActionTile::Urbanization);
    g.players[2].tile = Some(ActionTile::Engineer);
    g.players[0].tile = Some(ActionTile::TurnOrder);
    // The game ends after income: money does not count.
    pass_to_next_turn(&mut g);
    let s = g.final_scores().unwrap();
    let order: Vec<usize> = s.iter().map(|r| r.player).collect();
    assert_eq!(order, vec![2, 1, 0]);
    assert!(s.iter().all(|r| r.score == 6));
}

#[test]
fn standard_ties_go_to_the_earlier_place_in_the_last_order() {
    let mut g = last_turn("standard");
    g.order = vec![2, 0, 1];
    for p in 0..3 {
        g.players[p].vp = 5;
        super::common::cash(&mut g, p, 5);
    }
    pass_to_next_turn(&mut g);
    let order: Vec<usize> = g.final_scores().unwrap().iter().map(|r| r.player).collect();
    assert_eq!(order, vec![2, 0, 1]);
}

#[test]
fn the_bankrupt_rank_below_every_survivor() {
    let mut g = last_turn("base");
    g.players[1].income = -10;
    g.players[1].vp = 1;
    g.players[0].income = -2;
    pass_to_next_turn(&mut g);
    let s = g.final_scores().unwrap();
    assert_eq!(s.last().unwrap().player, 1);
    assert!(s.last().unwrap().eliminated);
    assert_eq!(s.iter().find(|r| r.player == 0).unwrap().score, -6, "income −3 after paying $2");
}

#[test]
fn incomplete_links_score_nothing() {
    let mut g = last_turn("base");
    // A tile out of New York that reaches nowhere: an open end.
    let between = hex_at(&g, 9, 12);
    link(&mut g, between, "New York", "Philadelphia", Some(0));
    let t = g.hexes[between].tile.as_mut().unwrap();
    t.segs[0].path = railyard::core::track::Path::new(t.segs[0].path.a, Some((t.segs[0].path.a + 3) % 6));
    g.phase = Phase::Select { idx: 0 };
    assert!(matches!(g.legal_actions()[0], Action::Take { .. }));
    pass_to_next_turn(&mut g);
    let s = g.final_scores().unwrap();
    assert_eq!(s.iter().find(|r| r.player == 0).unwrap().score, 0);
}
