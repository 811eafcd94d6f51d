//! Constructors for rule tests: set cities, factories, connections, hands and money directly,
//! keeping the conservation counters right.

use super::data::contracts;
use super::{Action, City, CityKind, Connection, Phase, SteamPower};
use crate::check::default_setup;
use crate::core::{Edge, Game, Hex, Outcome, RuleError};

/// A fresh game on `map` with `players` seats and no factories or track.
pub fn game(map: &str, players: usize, seed: u64) -> SteamPower {
    SteamPower::new(&default_setup("steam-power", map, players, seed)).expect("setup")
}

/// Index of a contract by its id ("S01").
pub fn contract(id: &str) -> u8 {
    contracts().iter().position(|c| c.id == id).expect("contract id") as u8
}

/// The nth city hex of the map (fixed order).
pub fn city(g: &SteamPower, n: usize) -> Hex {
    g.map.cities[n]
}

pub fn set_city(g: &mut SteamPower, hex: Hex, kind: CityKind) {
    assert!(g.cities[&hex].factory.is_none());
    g.cities.insert(hex, City { kind, flipped: false, factory: None });
}

/// Puts a factory of `owner` with `n` resources on a factory city.
pub fn set_factory(g: &mut SteamPower, hex: Hex, owner: usize, n: u32) {
    let CityKind::Factory(col) = g.cities[&hex].kind else { panic!("not a factory city") };
    g.supply[col] -= n;
    g.companies[owner].factories -= 1;
    g.cities.get_mut(&hex).unwrap().factory = Some((owner, n));
}

/// A complete connection of `owner` from `a` to `b`, without tiles on the map.
pub fn link(g: &mut SteamPower, owner: usize, a: Hex, b: Hex) -> u32 {
    let id = g.next_conn;
    g.next_conn += 1;
    g.companies[owner].trains -= 1;
    g.connections.insert(id, Connection { owner, start: a, end: Some(b), tiles: vec![] });
    id
}

/// Gives `seat` exactly these contracts in hand (the others go back to the bag).
pub fn set_hand(g: &mut SteamPower, seat: usize, ids: &[&str]) {
    let old = std::mem::take(&mut g.seats[seat].hand);
    g.bag.extend(old);
    for id in ids {
        let c = contract(id);
        for s in g.seats.iter_mut() {
            s.hand.retain(|&x| x != c);
        }
        g.bag.retain(|&x| x != c);
        g.seats[seat].hand.push(c);
    }
    g.seats[seat].hand.sort();
    g.bag.sort();
}

/// Sets a seat's money, booking the difference against the bank.
pub fn set_money(g: &mut SteamPower, seat: usize, money: i64) {
    let d = money - g.seats[seat].money;
    g.seats[seat].money = money;
    g.bank_out += d;
}

/// Makes `company` the acting one at the start of its turn.
pub fn set_active(g: &mut SteamPower, company: usize) {
    g.active = company;
    g.actions_left = if g.solo { 1 } else { 2 };
    g.phase = Phase::Action;
}

/// Lays a path, choosing the hex first when the game asks for it.
pub fn lay(g: &mut SteamPower, hex: Hex, from: Edge, to: Edge) -> Result<Outcome, RuleError> {
    if g.legal_actions().contains(&Action::Focus { hex }) {
        g.apply(&Action::Focus { hex })?;
    }
    g.apply(&Action::Lay { hex, from, to })
}
