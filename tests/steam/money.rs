//! Money (rulebook "Dinero", digest §4.2 and §5): raising cash by stepping income down, then
//! by VP; Standard expenses paid by VP and income; bankruptcy.

use railyard::core::Game;
use railyard::games::steam::{Action, ActionTile, Phase};

use super::common::{game, pass_to_next_turn};

/// Puts the game at the action tile choice with seat `p` to choose.
fn choosing(g: &mut railyard::games::steam::Steam, p: usize) {
    g.order = (0..g.players.len()).collect();
    g.order.retain(|&q| q != p);
    g.order.insert(0, p);
    g.phase = Phase::Select { idx: 0 };
}

#[test]
fn each_five_dollars_raised_costs_one_income_step_and_change_is_kept() {
    // "Por cada $ 5 que reciba, su ficha se moverá un espacio hacia abajo en el Registro de
    // ingresos." and "recibirá efectivo del banco por la diferencia (hasta un máximo de $ 4)".
    let mut g = game("base", 3);
    choosing(&mut g, 0);
    // Locomotive to level 2 costs $4 + 2 = $6: $0 cash raises $10, income 0 → −2, $4 change.
    g.apply(&Action::Take { tile: ActionTile::Locomotive, pass: false }).unwrap();
    assert_eq!((g.players[0].money, g.players[0].income, g.players[0].engine), (4, -2, 2));
}

#[test]
fn cash_is_spent_before_raising_and_only_the_minimum_is_raised() {
    // "Primero debe gastar el efectivo disponible" and "No puede tomar más del mínimo que
    // necesita para cubrir los costos."
    let mut g = game("base", 3);
    super::common::cash(&mut g, 0, 3);
    choosing(&mut g, 0);
    g.apply(&Action::Take { tile: ActionTile::Locomotive, pass: false }).unwrap();
    // $6 owed, $3 in hand: $5 raised (one step), $2 change.
    assert_eq!((g.players[0].money, g.players[0].income), (2, -1));
}

#[test]
fn at_minus_ten_income_each_five_dollars_costs_two_vp() {
    // "Si ya tiene un ingreso de -$ 10 y aún necesita recaudar dinero, debe reducir su total de
    // Puntos de Victoria (VP) en 2 por cada $ 5 que recaude."
    let mut g = game("base", 3);
    g.players[0].income = -10;
    g.players[0].vp = 5;
    choosing(&mut g, 0);
    g.apply(&Action::Take { tile: ActionTile::CityGrowth, pass: false }).unwrap();
    assert_eq!((g.players[0].money, g.players[0].income, g.players[0].vp), (3, -10, 3));
}

#[test]
fn at_minus_ten_with_no_vp_nothing_can_be_raised() {
    // "Si tiene - $ 10 y cero PV, no puede recaudar más dinero del banco."
    let mut g = game("base", 3);
    g.players[0].income = -10;
    g.players[0].vp = 1;
    assert_eq!(g.can_pay(0), 0, "1 VP is not enough for $5");
    choosing(&mut g, 0);
    let legal = g.legal_actions();
    assert!(!legal.contains(&Action::Take { tile: ActionTile::Locomotive, pass: false }));
    assert!(!legal.contains(&Action::Take { tile: ActionTile::CityGrowth, pass: false }));
    assert!(legal.contains(&Action::Take { tile: ActionTile::CityGrowth, pass: true }), "the pass option costs nothing");
    assert!(g.apply(&Action::Take { tile: ActionTile::Urbanization, pass: false }).is_err());
}

#[test]
fn negative_income_is_paid_by_raising_and_unpayable_income_bankrupts() {
    // Digest §4.8: a player with negative income pays it, raising money if needed; §4.11: one
    // who cannot is out, and its track loses its owner.
    let mut g = game("base", 3);
    g.players[0].income = -3;
    g.players[1].income = -10;
    g.players[2].income = 4;
    pass_to_next_turn(&mut g);
    // −$3 from $0: $5 raised, income −4, $2 change.
    assert_eq!((g.players[0].money, g.players[0].income), (2, -4));
    assert!(g.players[1].eliminated && !g.order.contains(&1));
    assert_eq!(g.players[2].money, 4);
    g.check_invariants().unwrap();
}

#[test]
fn standard_expenses_take_cash_then_vp_then_income() {
    // Digest §5: pay all cash, then 1 VP per $2 still owed (an odd amount costs the extra VP
    // and returns $1 change); once VP is 0, one income step per $2. Upkeep is $1 per level.
    let mut g = game("standard", 3);
    super::common::cash(&mut g, 0, 1);
    g.players[0].engine = 4;
    g.players[0].vp = 5;
    // Owes $4 with $1: $3 short, 2 VP, $1 back.
    g.players[1].engine = 3;
    g.players[1].income = -2;
    g.players[1].vp = 1;
    // Owes $5 with $0: 1 VP covers $2, then two income steps cover $4, $1 back.
    pass_to_next_turn(&mut g);
    assert_eq!((g.players[0].money, g.players[0].vp), (1, 3));
    assert_eq!((g.players[1].money, g.players[1].vp, g.players[1].income), (1, 0, -4));
    // Owes $1 with nothing: an income step covers $2, $1 back.
    assert_eq!((g.players[2].money, g.players[2].income), (1, -1));
}

#[test]
fn standard_bankruptcy_comes_with_no_vp_at_minus_ten() {
    // Digest §5 decision: bankrupt when an expense is unpaid with 0 VP and income at −10.
    let mut g = game("standard", 3);
    g.players[2].income = -10;
    pass_to_next_turn(&mut g);
    assert!(g.players[2].eliminated);
    assert!(!g.players[0].eliminated, "$1 upkeep from nothing costs an income step");
    assert_eq!(g.players[0].income, -1);
}

#[test]
fn standard_capital_is_five_dollars_per_step_then_two_vp() {
    // Digest §5 "Buy capital": one income step per $5; once income is −10, 2 VP each.
    let mut g = game("standard", 3);
    let p = g.current().unwrap();
    g.players[p].income = -8;
    g.players[p].vp = 5;
    let legal = g.legal_actions();
    assert_eq!(legal.last(), Some(&Action::Capital { units: 4 }), "2 steps and 2 × 2 VP");
    g.apply(&Action::Capital { units: 3 }).unwrap();
    assert_eq!((g.players[p].money, g.players[p].income, g.players[p].vp), (15, -10, 3));
}
