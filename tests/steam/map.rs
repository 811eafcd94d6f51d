//! The North-eastern USA & South-eastern Canada board against the digest's design brief (§2).

use railyard::rail::{Good, Ground};
use railyard::core::Game;
use railyard::games::steam::maps;

#[test]
fn the_northeast_board_follows_its_brief() {
    let b = maps::board("northeast-2").expect("the board");
    let land = b.hexes.iter().filter(|h| h.terrain != Ground::Water).count();
    assert!((130..=170).contains(&land), "{land} land hexes");
    let cities: Vec<_> = b.hexes.iter().filter(|h| h.terrain == Ground::City).collect();
    let towns = b.hexes.iter().filter(|h| h.terrain == Ground::Town).count();
    assert!((12..=16).contains(&cities.len()) && (12..=17).contains(&towns));
    for c in [Good::Red, Good::Blue, Good::Yellow, Good::Purple] {
        let n = cities.iter().filter(|h| h.colour == Some(c)).count();
        assert!((3..=4).contains(&n), "{c:?}: {n} cities");
    }
    assert!(cities.iter().all(|h| (1..=3).contains(&h.cubes)));
    for big in ["New York", "Boston", "Philadelphia", "Montreal"] {
        assert_eq!(cities.iter().find(|h| h.name.as_deref() == Some(big)).unwrap().cubes, 3, "{big}");
    }
    let printed: u32 = cities.iter().map(|h| h.cubes).sum();
    assert!(printed + 36 < 96);
    assert!(b.hexes.iter().any(|h| h.name.as_deref() == Some("Amsterdam") && h.terrain == Ground::Town));
    for g in [Ground::Hills, Ground::River] {
        assert!(b.hexes.iter().filter(|h| h.terrain == g).count() >= 10, "{g:?}");
    }
    // New City tiles: one of each colour and four gray.
    let colours: Vec<Good> = b.new_cities.iter().map(|n| n.colour).collect();
    assert_eq!(colours.iter().filter(|&&c| c == Good::Black).count(), 4);
    assert_eq!(colours.len(), 8);
}

#[test]
fn the_tile_set_has_136_double_sided_pieces() {
    // Digest §1: 136 double-sided track tiles.
    let t = railyard::games::steam::tiles();
    assert_eq!(t.pieces.iter().map(|p| p.count).sum::<u32>(), 136);
    for p in &t.pieces {
        assert_eq!(t.faces(p.number).count(), 2, "piece {}", p.number);
    }
}

#[test]
fn the_rhine_ruhr_board_is_denser_and_prints_two_cubes_or_more() {
    // Digest §2: more cities and towns per hex than the American side; with three players one
    // cube fewer per city, so every city prints at least 2.
    let (ne, rr) = (maps::board("northeast-2").unwrap(), maps::board("rhine-ruhr").unwrap());
    let density = |b: &railyard::rail::Board| {
        let land = b.hexes.iter().filter(|h| h.terrain != Ground::Water).count() as f64;
        b.hexes.iter().filter(|h| matches!(h.terrain, Ground::City | Ground::Town)).count() as f64 / land
    };
    assert!(density(rr) > density(ne));
    let cities: Vec<_> = rr.hexes.iter().filter(|h| h.terrain == Ground::City).collect();
    assert!(cities.iter().all(|h| h.cubes >= 2));
    for name in ["Düsseldorf", "Köln", "Essen", "Dortmund", "Duisburg", "Wuppertal", "Aachen", "Maastricht", "Venlo", "Nijmegen", "Arnhem", "Münster"] {
        assert!(cities.iter().any(|h| h.name.as_deref() == Some(name)), "{name}");
    }
    let three = railyard::games::steam::Steam::new(&super::common::setup_on("rhine-ruhr", "base", 3)).unwrap();
    let four = railyard::games::steam::Steam::new(&super::common::setup_on("rhine-ruhr", "base", 4)).unwrap();
    for (i, h) in rr.hexes.iter().enumerate().filter(|(_, h)| h.terrain == Ground::City) {
        assert_eq!(three.hexes[i].cubes.len() as u32, h.cubes - 1);
        assert_eq!(four.hexes[i].cubes.len() as u32, h.cubes);
    }
}

#[test]
fn no_track_crosses_the_st_lawrence_estuary() {
    // Digest §2: "Coast edges drawn thick black cannot be crossed by track"; below
    // Trois-Rivieres the St Lawrence is such a shore.
    let b = maps::board("northeast-2").unwrap();
    let quebec = b.hexes.iter().position(|h| h.name.as_deref() == Some("Quebec")).unwrap();
    let hexes = vec![Default::default(); b.hexes.len()];
    let v = railyard::rail::View { map: b, hexes: &hexes };
    let walls = (0..6).filter(|&e| b.walls[quebec] & (1 << e) != 0).count();
    assert!(walls >= 2, "Quebec's south shore is walled");
    for e in (0..6).filter(|&e| b.walls[quebec] & (1 << e) != 0) {
        assert_eq!(v.across(quebec, e), railyard::rail::network::Across::Blocked);
    }
}

#[test]
fn no_quarter_of_the_northeast_board_holds_most_of_its_cubes() {
    // The second drawing's design pass: printed cubes spread over the four quarters (split at
    // the middle column and row), each between a sixth and three-eighths of the total.
    let b = maps::board("northeast-2").unwrap();
    let (cols, rows): (Vec<i32>, Vec<i32>) = b.hexes.iter().map(|h| (h.col, h.row)).unzip();
    let mid = |v: &[i32]| (v.iter().min().unwrap() + v.iter().max().unwrap()) as f64 / 2.0;
    let (mc, mr) = (mid(&cols), mid(&rows));
    let mut quarters = [0u32; 4];
    for h in b.hexes.iter().filter(|h| h.terrain == Ground::City) {
        quarters[(h.col as f64 > mc) as usize + 2 * (h.row as f64 > mr) as usize] += h.cubes;
    }
    let total: u32 = quarters.iter().sum();
    for (q, n) in ["NW", "NE", "SW", "SE"].iter().zip(quarters) {
        assert!(6 * n >= total && 8 * n <= 3 * total, "{q}: {n} of {total} printed cubes");
    }
}

#[test]
fn the_first_northeast_drawing_still_loads_listed_last() {
    // Saves name their board: games on the first drawing replay on it.
    let old = maps::board("northeast").expect("kept for old saves");
    assert_eq!(old.hexes.iter().filter(|h| h.terrain == Ground::City).count(), 14);
    let offered: Vec<&str> = railyard::games::steam::maps().iter().map(|m| m.id).collect();
    assert_eq!(offered, ["northeast-2", "rhine-ruhr", "northeast"]);
}
