//! Steam Power components: the resource supply and the spacing of cities on the maps.

use railyard::core::{Game, Hex};
use railyard::games::steam_power::data::{self, lay_cost, COLOURS};
use railyard::games::steam_power::testing::*;
use railyard::games::steam_power::{Action, CityKind};

const K: usize = 0;

/// Rulebook (Portuguese), Componentes: "Recursos (120) • 30 em preto, branco, laranja e cinza."
/// (Polish: "Zasoby (120) • 30 w czarnym, białym, pomarańczowym i szarym kolorze".) Six full
/// factories of one colour use the whole supply: a seventh city of that colour takes none.
#[test]
fn thirty_resources_of_each_colour() {
    assert_eq!(data::RESOURCES_PER_COLOUR, 30);
    let mut g = game("coast", 3, 4);
    assert_eq!(g.supply, [30; 4]);
    assert_eq!(g.supply.iter().sum::<u32>(), 120);
    let cities: Vec<_> = g.map.groups.iter().filter(|grp| grp.len() == 1).map(|grp| grp[0]).take(8).collect();
    for &h in &cities[..7] {
        set_city(&mut g, h, CityKind::Factory(K));
    }
    for &h in &cities[..6] {
        set_factory(&mut g, h, 1, 5);
    }
    assert_eq!(g.supply[K], 0);
    link(&mut g, 2, cities[6], cities[7]);
    set_active(&mut g, 0);
    g.check_invariants().unwrap();
    assert!(
        !g.legal_actions().contains(&Action::BuildFactory { hex: cities[6] }),
        "no black resource is left for a seventh factory"
    );
    let panels = g.info_panels(None);
    let resources = panels.iter().find(|p| p.title == "Resources").unwrap();
    let black = resources.rows.iter().find(|r| r.label == COLOURS[K]).unwrap();
    assert_eq!(black.text, "0 of 30 in the supply");
}

/// The nearest city of another group (touching cities form a group and link for free).
fn nearest_other(m: &data::MapData, c: Hex) -> i32 {
    m.cities.iter().filter(|o| m.group[o] != m.group[&c]).map(|o| o.distance(c)).min().unwrap()
}

/// Design brief for the maps: "Cities not in a group are 2–4 hexes apart (at least one hex
/// between them), so typical connections need 1–3 tiles." Every city's nearest neighbour
/// outside its group is two to four hexes away, and two hexes (a one-tile connection) is the
/// exception: at most a third of the cities have a city of another group that close (the first
/// maps had one for every city, so almost every connection was a single tile).
#[test]
fn cities_are_two_to_four_hexes_apart() {
    for id in data::MAP_IDS {
        let m = data::map(id).unwrap();
        let mut at_two = 0;
        for &c in &m.cities {
            let d = nearest_other(&m, c);
            assert!((2..=4).contains(&d), "{id}: the nearest city to {c} outside its group is {d} hexes away");
            at_two += (d == 2) as usize;
        }
        assert!(3 * at_two <= m.cities.len(), "{id}: {at_two} of {} cities have another city two hexes away", m.cities.len());
    }
}

/// Cheapest track between two cities: (money, tiles), by money first or by tiles first.
fn route(m: &data::MapData, a: Hex, b: Hex, money_first: bool) -> Option<(i64, usize)> {
    use std::collections::{BTreeMap, BinaryHeap};
    use std::cmp::Reverse;
    let key = |c: i64, t: usize| if money_first { (c, t as i64) } else { (t as i64, c) };
    let mut best: BTreeMap<Hex, (i64, i64)> = BTreeMap::new();
    let mut heap = BinaryHeap::new();
    for n in a.neighbors() {
        if let Some(cost) = m.land(n).and_then(lay_cost) {
            heap.push(Reverse((key(cost, 1), n, cost, 1usize)));
        }
    }
    while let Some(Reverse((k, h, c, t))) = heap.pop() {
        if best.contains_key(&h) {
            continue;
        }
        best.insert(h, k);
        for n in h.neighbors() {
            if n == b {
                return Some((c, t));
            }
            if let Some(cost) = m.land(n).and_then(lay_cost) {
                if !best.contains_key(&n) {
                    heap.push(Reverse((key(c + cost, t + 1), n, c + cost, t + 1)));
                }
            }
        }
    }
    None
}

/// Design brief: "Mountains form ridges of 2–4 hexes; hills surround them. At least two ridges
/// per map should force a choice between a longer plains route and a shorter costly one." On
/// every map, many pairs of neighbouring cities have a cheaper route that takes more tiles
/// than their shortest one.
#[test]
fn ridges_and_water_make_route_choice_matter() {
    for id in data::MAP_IDS {
        let m = data::map(id).unwrap();
        let mut pairs = 0;
        let mut choices = 0;
        for (i, &a) in m.cities.iter().enumerate() {
            for &b in &m.cities[i + 1..] {
                if m.group[&a] == m.group[&b] || a.distance(b) > 4 {
                    continue;
                }
                let (Some(cheap), Some(short)) = (route(&m, a, b, true), route(&m, a, b, false)) else { continue };
                pairs += 1;
                choices += (cheap.0 < short.0 && cheap.1 > short.1) as usize;
            }
        }
        assert!(choices >= 10 && 5 * choices >= pairs, "{id}: {choices} of {pairs} neighbouring pairs have a cheaper, longer route");
    }
}
