//! Steam Power with given outcomes: a table's setup entered as it was dealt, contracts and solo
//! trains drawn as given, rulebook style.

use railyard::check::default_setup;
use railyard::core::{Game, Given, Random};
use railyard::games::steam_power::data::{contracts, COLOURS};
use railyard::games::steam_power::testing::*;
use railyard::games::steam_power::{Action, CityKind, SteamPower};
use railyard::save::Session;

fn id(c: u8) -> &'static str {
    &contracts()[c as usize].id
}

#[test]
fn a_table_setup_is_entered_as_given_outcomes() {
    // The table dealt the setup of seed 8; the app's seed is 1.
    let real = game("coast", 3, 8);
    let mut given: Vec<Given> = real
        .map
        .cities
        .iter()
        .map(|h| match real.cities[h].kind {
            CityKind::Factory(c) => Given::new("city", COLOURS[c]),
            CityKind::Purple => Given::new("city", "purple"),
        })
        .collect();
    for seat in &real.seats {
        given.extend(seat.hand.iter().rev().map(|&c| Given::new("contract", id(c))));
    }
    given.push(Given::new("seat", real.setup.players[real.first].name.as_str()));
    let session = Session::<SteamPower>::with_given(default_setup("steam-power", "coast", 3, 1), given).unwrap();
    let g = &session.game;
    assert_eq!(g.cities, real.cities);
    assert_eq!(g.seats, real.seats);
    assert_eq!(g.bag, real.bag);
    assert_eq!((g.first, g.active), (real.first, real.active));
    let random = g.random().unwrap();
    assert_eq!((random.pending(), random.fault()), (0, None));
    g.check_invariants().unwrap();
}

#[test]
fn draw_contracts_takes_the_given_two_from_the_bag() {
    // Draw Contracts: the player draws two contracts from the bag.
    let mut g = game("valley", 2, 4);
    set_active(&mut g, 0);
    let (a, b) = (g.bag[3], g.bag[17]);
    g.rng = Random::scripted(0, vec![Given::new("contract", id(b)), Given::new("contract", a as u32)]);
    let before = g.seats[0].hand.clone();
    let out = g.apply(&Action::DrawContracts).unwrap();
    assert!(out.random);
    let mut expected = [before, vec![a, b]].concat();
    expected.sort();
    assert_eq!(g.seats[0].hand, expected);
    assert!(!g.bag.contains(&a) && !g.bag.contains(&b));
    assert_eq!(g.rng.fault(), None);
    g.check_invariants().unwrap();
}

#[test]
fn with_the_bag_empty_the_given_contract_comes_from_the_largest_hand_and_its_owner_knows() {
    let mut g = game("valley", 3, 1);
    set_active(&mut g, 0);
    let bag = std::mem::take(&mut g.bag);
    g.seats[1].hand.extend(bag);
    g.seats[1].hand.sort();
    let (x, y) = (g.seats[1].hand[2], g.seats[1].hand[9]);
    g.rng = Random::scripted(0, vec![Given::new("contract", id(x)), Given::new("contract", id(y))]);
    let out = g.apply(&Action::DrawContracts).unwrap();
    let names: Vec<String> = g.setup.players.iter().map(|p| p.name.clone()).collect();
    let said = out.english(&names);
    assert_eq!(said.iter().filter(|l| l.ends_with("from Player 2's hand")).count(), 2, "{said:?}");
    assert!(g.seats[0].hand.contains(&x) && g.seats[0].hand.contains(&y));
    g.check_invariants().unwrap();
    // Seat 1 saw both go to seat 0: every copy made for seat 1 keeps them there. Seat 2 saw
    // nothing, and its copies deal seat 0's hand afresh.
    let mut moved_for_seat_2 = false;
    for seed in 0..20 {
        let copy = g.determinize(1, seed);
        assert!(copy.seats[0].hand.contains(&x) && copy.seats[0].hand.contains(&y), "seed {seed}");
        let copy = g.determinize(2, seed);
        moved_for_seat_2 |= !(copy.seats[0].hand.contains(&x) && copy.seats[0].hand.contains(&y));
    }
    assert!(moved_for_seat_2);
}

#[test]
fn the_solo_game_draws_the_given_train() {
    let mut g = game("valley", 1, 2);
    assert!(g.solo);
    g.tokens = vec![0, 3, 3, 4];
    g.rng = Random::scripted(0, vec![Given::new("train", "Yellow")]);
    g.apply(&Action::TakeMoney).unwrap();
    assert_eq!((g.active, g.tokens.clone()), (3, vec![0, 3, 4]));
    // The last train of a round: the round counter takes the given contract from the bag.
    g.tokens.clear();
    let c = g.bag[5];
    g.rng = Random::scripted(0, vec![Given::new("contract", id(c)), Given::new("train", 1)]);
    g.apply(&Action::TakeMoney).unwrap();
    assert_eq!(g.removed.last(), Some(&c));
    assert_eq!(g.active, 1);
    assert_eq!(g.rng.fault(), None);
    g.check_invariants().unwrap();
}
