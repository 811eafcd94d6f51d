//! Shared set-ups for Steam's tests: a game on the North-eastern board, and track laid by hand
//! (taken from the stock, so the conservation checks still hold).

use railyard::check::default_setup;
use railyard::core::track::Path;
use railyard::core::{Game, Setup};
use railyard::rail::{Seg, Tile};
use railyard::games::steam::{tiles, Phase, Steam};

pub fn setup(rules: &str, players: usize, seed: u64) -> Setup {
    let mut s = default_setup("steam", "northeast", players, seed);
    s.options = serde_json::json!({ "rules": rules });
    s
}

pub fn setup_on(map: &str, rules: &str, players: usize) -> Setup {
    let mut s = setup(rules, players, 1);
    s.map = map.into();
    s
}

pub fn game(rules: &str, players: usize) -> Steam {
    Steam::new(&setup(rules, players, 1)).expect("a legal set-up")
}

/// Board index of the hex at (col, row), or of the place called `name`.
pub fn hex_at(g: &Steam, col: i32, row: i32) -> usize {
    g.map.hexes.iter().position(|h| h.col == col && h.row == row).expect("on the board")
}

pub fn place(g: &Steam, name: &str) -> usize {
    g.map.hexes.iter().position(|h| h.name.as_deref() == Some(name)).expect("a place on the board")
}

/// Lays a simple tile on hex `i` joining places `a` and `b` (its neighbours), owned by `owner`.
pub fn link(g: &mut Steam, i: usize, a: &str, b: &str, owner: Option<usize>) {
    let here = g.map.hexes[i].hex;
    let towards = |n: usize| here.edge_towards(g.map.hexes[n].hex).expect("neighbours");
    let path = Path::new(towards(place(g, a)), Some(towards(place(g, b))));
    let kind = tiles().find(&[path]).expect("a simple tile shows it");
    g.stock[tiles().tiles[kind].piece.unwrap() as usize - 1] -= 1;
    g.hexes[i].tile = Some(Tile { kind, disc: false, segs: vec![Seg { path, owner }] });
}

/// Skips to the first round of moving goods with `mover` to act.
pub fn moving(g: &mut Steam, mover: usize) {
    let n = g.players.len();
    let idx = g.order.iter().position(|&p| p == mover).unwrap();
    g.phase = Phase::Move { order: g.order.clone(), idx, round: 1, upgraded: vec![false; n], pending: vec![] };
}

/// Skips to the last decision of the turn (the last mover of round 2), so that passing runs
/// income, expenses and the next turn's order.
pub fn last_move(g: &mut Steam) {
    let n = g.players.len();
    g.phase = Phase::Move { order: g.order.clone(), idx: g.order.len() - 1, round: 2, upgraded: vec![false; n], pending: vec![] };
}

pub fn pass_to_next_turn(g: &mut Steam) {
    last_move(g);
    g.apply(&railyard::games::steam::Action::PassMove).expect("passing is always allowed");
}

/// Sets the cubes on hex `i`, through the bag (so cubes stay conserved).
pub fn cubes(g: &mut Steam, i: usize, new: &[railyard::rail::Good]) {
    for c in std::mem::take(&mut g.hexes[i].cubes) {
        g.bag[c.index()] += 1;
    }
    for &c in new {
        g.bag[c.index()] -= 1;
        g.hexes[i].cubes.push(c);
    }
}

/// Sets seat `p`'s cash, as if the bank had paid it.
pub fn cash(g: &mut Steam, p: usize, money: i32) {
    g.bank += (money - g.players[p].money) as i64;
    g.players[p].money = money;
}
