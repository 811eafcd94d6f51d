//! Steam Power rules: contract costing, the bank rule, purple cities, the end of the game,
//! the solo rounds, hidden hands, and the designed data.

use railyard::core::{Game, Hex};
use railyard::games::steam_power::data::{self, contracts, lay_cost};
use railyard::rail::Ground;
use railyard::games::steam_power::testing::*;
use railyard::games::steam_power::{end_threshold, purple_share, Action, CityKind, Phase, SteamPower};

const K: usize = 0;
const W: usize = 1;
const O: usize = 2;
const G: usize = 3;

/// Five cities that are not touching any other city.
fn lone_cities(g: &SteamPower) -> Vec<Hex> {
    g.map.groups.iter().filter(|grp| grp.len() == 1).map(|grp| grp[0]).take(6).collect()
}

#[test]
fn rulebook_costing_example() {
    // Seats: 0 Green, 1 Red, 2 Blue.
    let mut g = game("valley", 3, 7);
    let c = lone_cities(&g);
    let (a, b, cc, d, e) = (c[0], c[1], c[2], c[3], c[4]);
    set_city(&mut g, a, CityKind::Factory(K));
    set_city(&mut g, cc, CityKind::Factory(G));
    set_city(&mut g, e, CityKind::Factory(O));
    set_city(&mut g, b, CityKind::Purple);
    set_city(&mut g, d, CityKind::Purple);
    set_factory(&mut g, a, 0, 5); // Green's black factory in Green's network
    set_factory(&mut g, cc, 1, 5); // Red's grey factory in a city Green is connected to
    set_factory(&mut g, e, 2, 5); // Blue's orange factory, two connections away
    link(&mut g, 0, a, b);
    link(&mut g, 0, b, cc);
    link(&mut g, 2, e, d); // Blue connection
    link(&mut g, 1, d, a); // Red connection into Green's network
    set_hand(&mut g, 0, &["M07"]); // black, orange, grey: $4 and 2 VP
    set_money(&mut g, 0, 10);
    set_active(&mut g, 0);
    g.check_invariants().unwrap();
    let (red, blue) = (g.seats[1].money, g.seats[2].money);
    assert_eq!(g.contract_cost(0, contract("M07")), 4);
    g.apply(&Action::Fulfil { contract: contract("M07") }).unwrap();
    // The cheapest way is offered first.
    assert_eq!(g.legal_actions()[0], Action::FulfilCheapest);
    let label = g.describe(&Action::FulfilCheapest);
    assert!(label.starts_with("Fulfil contract M07 for $4"), "{label}");
    assert!(label.contains("black from your factory"), "{label}");
    assert!(label.contains("($3: $1 to Player 2, $2 to Player 3)"), "{label}");
    // Black: own factory only.
    assert_eq!(g.legal_actions()[1..], [Action::Source { from: Some(a) }]);
    g.apply(&Action::Source { from: Some(a) }).unwrap();
    g.apply(&Action::Source { from: Some(e) }).unwrap(); // orange $3
    g.apply(&Action::Source { from: Some(cc) }).unwrap(); // grey $1
    assert_eq!(g.seats[0].money, 10 - 4 + 4);
    assert_eq!(g.seats[1].money, red + 2, "Red: $1 for the grey factory, $1 for its connection");
    assert_eq!(g.seats[2].money, blue + 2, "Blue: $1 for its factory, $1 for its connection");
    assert_eq!(g.cities[&a].factory, Some((0, 4)));
    assert_eq!(g.seats[0].fulfilled, vec![contract("M07")]);
    g.check_invariants().unwrap();
}

#[test]
fn bank_only_when_no_unit_can_reach_the_network() {
    let mut g = game("midlands", 2, 3);
    let c = lone_cities(&g);
    let (a, b, w, x) = (c[0], c[1], c[2], c[3]);
    for h in [a, b, x] {
        set_city(&mut g, h, CityKind::Purple);
    }
    set_city(&mut g, w, CityKind::Factory(W));
    set_factory(&mut g, w, 1, 1); // a single white unit
    set_hand(&mut g, 0, &["S02"]); // two white
    set_money(&mut g, 0, 20);
    set_active(&mut g, 0);
    // No network at all: both units from the bank.
    assert_eq!(g.contract_cost(0, contract("S02")), 10);
    link(&mut g, 0, a, b);
    // The white factory is linked to nothing that reaches the network: still the bank.
    link(&mut g, 1, w, x);
    assert_eq!(g.contract_cost(0, contract("S02")), 10);
    // Now the white unit can be routed: it must be bought on the map, the second from the bank.
    link(&mut g, 1, x, a);
    assert_eq!(g.contract_cost(0, contract("S02")), 3 + 5);
    g.apply(&Action::Fulfil { contract: contract("S02") }).unwrap();
    assert_eq!(g.legal_actions(), vec![Action::FulfilCheapest, Action::Source { from: Some(w) }]);
    assert!(g.apply(&Action::Source { from: None }).is_err(), "the bank is closed while a unit can reach");
    g.apply(&Action::Source { from: Some(w) }).unwrap();
    // The only white unit is taken: the second one comes from the bank.
    assert_eq!(g.legal_actions(), vec![Action::FulfilCheapest, Action::Source { from: None }]);
    g.apply(&Action::Source { from: None }).unwrap();
    assert_eq!(g.seats[0].money, 20 - 8);
    assert_eq!(g.bank_units, 1);
    assert!(g.cities[&w].flipped, "the emptied city flips");
    g.check_invariants().unwrap();
}

#[test]
fn unaffordable_contracts_are_not_offered_and_refusals_change_nothing() {
    let mut g = game("valley", 2, 5);
    set_hand(&mut g, 0, &["L13"]);
    set_money(&mut g, 0, 24); // five units at $5 = $25
    set_active(&mut g, 0);
    assert!(!g.legal_actions().contains(&Action::Fulfil { contract: contract("L13") }));
    let before = g.clone();
    assert!(g.apply(&Action::Fulfil { contract: contract("L13") }).is_err());
    assert_eq!(g, before);
    set_money(&mut g, 0, 25);
    assert!(g.legal_actions().contains(&Action::Fulfil { contract: contract("L13") }));
}

#[test]
fn purple_city_sharing() {
    assert_eq!((1..=5).map(purple_share).collect::<Vec<_>>(), vec![4, 2, 1, 1, 0]);
    let mut g = game("coast", 4, 2);
    let c = lone_cities(&g);
    let p = c[0];
    for &h in &c[..5] {
        set_city(&mut g, h, CityKind::Factory(K));
    }
    set_city(&mut g, p, CityKind::Purple);
    for h in g.map.cities.clone() {
        if h != p && g.cities[&h].kind == CityKind::Purple {
            set_city(&mut g, h, CityKind::Factory(O));
        }
    }
    let purple = |g: &SteamPower, s: usize| g.score_breakdown(s).iter().find(|x| x.0 == "Purple cities").unwrap().1;
    link(&mut g, 0, p, c[1]);
    assert_eq!(purple(&g, 0), 4);
    link(&mut g, 1, c[2], p);
    link(&mut g, 1, c[3], p); // a second connection does not count twice
    assert_eq!((purple(&g, 0), purple(&g, 1)), (2, 2));
    link(&mut g, 2, p, c[4]);
    assert_eq!((purple(&g, 0), purple(&g, 1), purple(&g, 2), purple(&g, 3)), (1, 1, 1, 0));
    link(&mut g, 3, p, c[1]);
    assert_eq!(purple(&g, 3), 1);
}

fn fill_fulfilled(g: &mut SteamPower, seat: usize, n: usize) {
    for _ in 0..n {
        let c = g.bag.pop().unwrap();
        g.seats[seat].fulfilled.push(c);
    }
}

#[test]
fn end_trigger_finishes_the_round() {
    assert_eq!((2..=5).map(end_threshold).collect::<Vec<_>>(), vec![14, 11, 9, 8]);
    let mut g = game("valley", 3, 11);
    let first = g.first;
    assert_eq!(g.active, first);
    fill_fulfilled(&mut g, first, 10);
    set_hand(&mut g, first, &["S01"]);
    set_money(&mut g, first, 10);
    let mut turns = [0usize; 3];
    g.apply(&Action::Fulfil { contract: contract("S01") }).unwrap();
    g.apply(&Action::FulfilCheapest).unwrap();
    assert!(g.triggered);
    let mut last_actor = first;
    while !g.is_over() {
        let p = g.current_player().unwrap();
        if p != last_actor {
            turns[last_actor] += 1;
            last_actor = p;
        }
        g.apply(&Action::TakeMoney).unwrap();
    }
    turns[last_actor] += 1;
    // Every player had the same number of turns in this round (the triggering one included).
    assert_eq!(turns, [1, 1, 1]);
    assert_eq!(last_actor, (first + 2) % 3);
    let scores = g.final_scores().unwrap();
    assert_eq!(scores.len(), 3);
    g.check_invariants().unwrap();
}

#[test]
fn end_triggered_by_the_last_player_ends_after_their_turn() {
    let mut g = game("valley", 2, 4);
    let last = (g.first + 1) % 2;
    g.apply(&Action::TakeMoney).unwrap();
    g.apply(&Action::TakeMoney).unwrap();
    assert_eq!(g.active, last);
    fill_fulfilled(&mut g, last, 13);
    set_hand(&mut g, last, &["S03"]);
    set_money(&mut g, last, 10);
    g.apply(&Action::TakeMoney).unwrap();
    g.apply(&Action::Fulfil { contract: contract("S03") }).unwrap();
    g.apply(&Action::FulfilCheapest).unwrap();
    assert!(g.is_over());
    let s = g.final_scores().unwrap();
    // Ties are broken by contracts fulfilled.
    assert!(s.iter().all(|x| x.rank >= 1));
}

#[test]
fn ties_share_a_rank_after_the_contract_count() {
    let mut g = game("valley", 2, 4);
    g.phase = Phase::Over;
    let s = g.final_scores().unwrap();
    assert_eq!(s[0].score, s[1].score);
    assert_eq!((s[0].rank, s[1].rank), (1, 1));
    fill_fulfilled(&mut g, 1, 1);
    let c = g.seats[1].fulfilled[0];
    // Equal score but more contracts: the second seat wins when VP are equal.
    if contracts()[c as usize].vp == 0 {
        let s = g.final_scores().unwrap();
        assert_eq!((s[0].rank, s[1].rank), (2, 1));
    }
}

#[test]
fn solo_rounds_draw_each_company_twice() {
    let mut g = game("midlands", 1, 9);
    assert!(g.solo);
    let mut actions = 0;
    let mut round_counts: Vec<[u32; 5]> = vec![[0; 5]; 9];
    while !g.is_over() {
        assert_eq!(g.current_player(), Some(0));
        round_counts[g.round as usize][g.active] += 1;
        let out = g.apply(&Action::TakeMoney).unwrap();
        assert!(out.random, "every solo action is followed by a random draw");
        actions += 1;
        g.check_invariants().unwrap();
    }
    assert_eq!(actions, 80);
    for (r, counts) in round_counts.iter().enumerate().skip(1) {
        assert_eq!(*counts, [2; 5], "round {r}");
    }
    assert_eq!(g.removed.len(), 8);
    let s = g.final_scores().unwrap();
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].score, (5 + 80 * 3) / 5);
}

#[test]
fn solo_fees_go_to_the_bank() {
    let mut g = game("valley", 1, 3);
    let c = lone_cities(&g);
    set_city(&mut g, c[0], CityKind::Factory(G));
    set_city(&mut g, c[1], CityKind::Purple);
    set_factory(&mut g, c[0], 4, 5);
    set_active(&mut g, 2);
    link(&mut g, 2, c[1], c[0]);
    set_hand(&mut g, 0, &["S04"]);
    set_money(&mut g, 0, 5);
    g.apply(&Action::Fulfil { contract: contract("S04") }).unwrap();
    g.apply(&Action::FulfilCheapest).unwrap();
    assert_eq!(g.seats[0].money, 3, "two units at $1 each to the bank");
    g.check_invariants().unwrap();
}

#[test]
fn hands_are_hidden_from_other_players() {
    let g = game("valley", 3, 1);
    let s = g.player_summaries(Some(1));
    let hand = |i: usize| s[i].figures.iter().find(|f| f.0 == "Contracts in hand").unwrap().1.clone();
    assert_eq!(hand(0), "5");
    // The viewer's own panel names its contracts (the hand panel shows them whole).
    let own: Vec<String> = g.seats[1].hand.iter().map(|&c| railyard::games::steam_power::words::contract_id(c)).collect();
    assert_eq!(hand(1), own.join(" "));
    assert_eq!(g.private_viewer(), g.current_player());
}

#[test]
fn draw_contracts_takes_from_the_largest_hand_when_the_bag_is_empty() {
    let mut g = game("valley", 3, 1);
    let me = g.active;
    let other = (me + 1) % 3;
    let third = (me + 2) % 3;
    let bag = std::mem::take(&mut g.bag);
    g.seats[other].hand.extend(bag);
    let before = g.seats[other].hand.len();
    let third_before = g.seats[third].hand.len();
    g.apply(&Action::DrawContracts).unwrap();
    assert_eq!(g.seats[me].hand.len(), 7);
    assert_eq!(g.seats[other].hand.len(), before - 2);
    assert_eq!(g.seats[third].hand.len(), third_before);
    g.check_invariants().unwrap();
}

fn terrain_cost(g: &SteamPower, h: Hex) -> i64 {
    g.map.land(h).and_then(lay_cost).unwrap()
}

#[test]
fn first_track_costs_terrain_and_starts_from_any_city() {
    let mut g = game("coast", 2, 21);
    let me = g.active;
    set_money(&mut g, me, 10);
    g.apply(&Action::BuildTrack).unwrap();
    let lays = g.lay_options();
    assert!(!lays.is_empty());
    // Many hexes: the hex is chosen first, then the path.
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::Focus { .. })));
    assert!(g.legal_actions().len() < 300);
    let mut starts = std::collections::BTreeSet::new();
    for &(hex, from, to, _) in &lays {
        assert!(g.map.is_city(hex.neighbor(from)), "a first tile starts at a city");
        starts.insert(hex.neighbor(from));
        let mut h = g.clone();
        let before = h.seats[h.active].money;
        lay(&mut h, hex, from, to).unwrap();
        assert_eq!(before - h.seats[h.active].money, terrain_cost(&g, hex));
        h.check_invariants().unwrap();
    }
    assert!(starts.len() > g.map.cities.len() / 2);
}

/// Lays a first tile that leaves an incomplete connection; returns the game after it.
fn one_open_tile(seed: u64) -> (SteamPower, Hex) {
    let mut g = game("midlands", 2, seed);
    let me = g.active;
    set_money(&mut g, me, 20);
    g.apply(&Action::BuildTrack).unwrap();
    for (hex, from, to, _) in g.lay_options() {
        if !g.map.is_city(hex.neighbor(to)) && terrain_cost(&g, hex) == 2 {
            lay(&mut g, hex, from, to).unwrap();
            return (g, hex);
        }
    }
    panic!("no open first tile on hills");
}

#[test]
fn one_incomplete_connection_is_extended_or_taken_back_for_free() {
    let (g, hex) = one_open_tile(3);
    let me = g.active;
    assert!(g.incomplete(me).is_some());
    let legal = g.legal_actions();
    // Every lay continues from the open end: one hex only.
    let lay_hexes: std::collections::BTreeSet<Hex> =
        legal.iter().filter_map(|a| if let Action::Lay { hex, .. } = a { Some(*hex) } else { None }).collect();
    assert!(lay_hexes.len() <= 1);
    assert!(legal.contains(&Action::Remove { hex }));
    assert!(legal.contains(&Action::EndTrack));
    assert!(legal.iter().any(|a| matches!(a, Action::Replace { .. })));
    // Removing refunds nothing and returns the tile and the train.
    let mut r = g.clone();
    let money = r.seats[me].money;
    r.apply(&Action::Remove { hex }).unwrap();
    assert_eq!(r.seats[me].money, money);
    assert!(r.track.is_empty() && r.connections.is_empty());
    assert_eq!(r.companies[me].trains, 18);
    r.check_invariants().unwrap();
    // Replacing is free even on hills.
    let mut r = g.clone();
    let rep = legal.iter().find(|a| matches!(a, Action::Replace { .. })).unwrap().clone();
    r.apply(&rep).unwrap();
    assert_eq!(r.seats[me].money, money);
    r.check_invariants().unwrap();
}

#[test]
fn crossing_keeps_the_old_path_and_costs_two() {
    // Find a first tile of one player that another player can cross with a first tile.
    for seed in 0..20 {
        let mut g = game("coast", 2, seed);
        let p = g.active;
        let q = 1 - p;
        set_money(&mut g, p, 20);
        set_money(&mut g, q, 20);
        g.apply(&Action::BuildTrack).unwrap();
        for (hex, from, to, _) in g.lay_options() {
            if terrain_cost(&g, hex) != 4 && terrain_cost(&g, hex) != 0 {
                continue;
            }
            let mut h = g.clone();
            lay(&mut h, hex, from, to).unwrap();
            if h.phase != Phase::Action {
                h.apply(&Action::EndTrack).unwrap();
            }
            h.apply(&Action::TakeMoney).unwrap();
            assert_eq!(h.active, q);
            h.apply(&Action::BuildTrack).unwrap();
            let cross = h.lay_options().into_iter().find(|o| o.0 == hex);
            if let Some((_, f, t, _)) = cross {
                let old = h.track[&hex].paths[0].clone();
                let money = h.seats[q].money;
                lay(&mut h, hex, f, t).unwrap();
                assert_eq!(h.seats[q].money, money - 2, "a crossing costs $2 whatever the terrain");
                assert_eq!(h.track[&hex].paths.len(), 2);
                assert_eq!(h.track[&hex].paths[0], old, "the crossed path keeps its edges");
                assert_ne!(h.track[&hex].tile_type, 1);
                h.check_invariants().unwrap();
                // Nothing can be added to a hex with two paths.
                return;
            }
        }
    }
    panic!("no crossing found");
}

#[test]
fn contract_design_is_balanced() {
    let cs = contracts();
    assert_eq!(cs.len(), 48);
    let mut per_colour = [0u32; 4];
    let mut sizes = [0; 3];
    let mut bonus = std::collections::BTreeMap::new();
    for c in cs {
        for (total, n) in per_colour.iter_mut().zip(c.need) {
            *total += n as u32;
        }
        sizes[match c.units() {
            2 => 0,
            3 => 1,
            _ => 2,
        }] += 1;
        if let Some(b) = c.bonus {
            *bonus.entry(format!("{b:?}")).or_insert(0) += 1;
        }
        assert!((2..=5).contains(&c.units()));
    }
    assert_eq!(per_colour, [37; 4]);
    assert_eq!(sizes, [16; 3]);
    assert_eq!(bonus.get("Track"), Some(&6));
    assert_eq!(bonus.get("Factory"), Some(&5));
    assert_eq!(bonus.get("Contracts"), Some(&5));
    assert_eq!(data::tile_counts(), [0, 80, 10, 10]);
}

#[test]
fn maps_are_valid() {
    for id in data::MAP_IDS {
        let m = data::map(id).unwrap();
        assert!(m.cities.len() <= 33 && m.cities.len() >= 20, "{id}");
        assert!(m.groups.iter().all(|g| g.len() <= 3), "{id}: groups of at most three");
        assert!(m.groups.iter().any(|g| g.len() >= 2), "{id}: some cities touch");
        // Land is connected.
        let land: Vec<Hex> = m.board.hexes.iter().filter(|h| h.terrain != Ground::Water).map(|h| h.hex).collect();
        let mut seen = std::collections::BTreeSet::from([land[0]]);
        let mut stack = vec![land[0]];
        while let Some(h) = stack.pop() {
            for n in h.neighbors() {
                if m.land(n).is_some_and(|l| l != Ground::Water) && seen.insert(n) {
                    stack.push(n);
                }
            }
        }
        assert_eq!(seen.len(), land.len(), "{id}: land is one piece");
        for &c in &m.cities {
            let open = c.neighbors().iter().filter(|n| m.land(**n).and_then(lay_cost).is_some()).count();
            assert!(open >= 2, "{id}: city {c} has room for track");
        }
    }
}

#[test]
fn touching_cities_link_once_a_connection_reaches_the_group() {
    let mut g = game("valley", 2, 8);
    let pair = g.map.groups.iter().find(|grp| grp.len() == 2).unwrap().clone();
    let (a, b) = (pair[0], pair[1]);
    let c = lone_cities(&g)[0];
    set_city(&mut g, a, CityKind::Factory(K));
    set_city(&mut g, b, CityKind::Factory(W));
    set_city(&mut g, c, CityKind::Purple);
    set_active(&mut g, 0);
    let sites = |g: &SteamPower| g.legal_actions().into_iter().filter(|x| matches!(x, Action::BuildFactory { .. })).count();
    assert_eq!(sites(&g), 0, "no city is connected yet");
    link(&mut g, 1, c, b);
    // The group is active: both touching cities may take a factory.
    assert!(g.legal_actions().contains(&Action::BuildFactory { hex: a }));
    assert!(g.legal_actions().contains(&Action::BuildFactory { hex: b }));
    set_factory(&mut g, a, 1, 5);
    link(&mut g, 0, c, b);
    assert!(g.network(0).contains(&a), "the whole group is in the network");
    // Black from Player 2's factory in the touching city: $1 for the factory, the link is free.
    set_hand(&mut g, 0, &["S01"]);
    assert_eq!(g.contract_cost(0, contract("S01")), 2);
    g.check_invariants().unwrap();
}

#[test]
fn bonus_actions_are_free_and_taken_at_once() {
    let mut g = game("valley", 2, 6);
    let c = lone_cities(&g);
    set_city(&mut g, c[0], CityKind::Factory(W));
    set_city(&mut g, c[1], CityKind::Purple);
    link(&mut g, 1, c[0], c[1]);
    let me = g.active;
    set_hand(&mut g, me, &["S10"]); // orange + grey, 1 VP, bonus: build factory
    set_money(&mut g, me, 10);
    g.apply(&Action::Fulfil { contract: contract("S10") }).unwrap();
    g.apply(&Action::FulfilCheapest).unwrap();
    assert_eq!(g.seats[me].money, 0, "both units from the bank");
    assert_eq!(g.phase, Phase::Bonus(railyard::games::steam_power::BonusKind::Factory));
    let legal = g.legal_actions();
    for r in [4, 5, 6] {
        assert!(legal.contains(&Action::BonusFactory { hex: c[0], resources: r }));
    }
    assert!(legal.contains(&Action::SkipBonus));
    g.apply(&Action::BonusFactory { hex: c[0], resources: 6 }).unwrap();
    assert_eq!(g.cities[&c[0]].factory, Some((me, 6)));
    // The bonus did not use the second action of the turn.
    assert_eq!((g.active, g.actions_left, g.phase.clone()), (me, 1, Phase::Action));
    g.check_invariants().unwrap();
}
