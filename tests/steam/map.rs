//! The North-eastern USA & South-eastern Canada board against the digest's design brief (§2).

use railyard::rail::{Good, Ground};
use railyard::steam::maps;

#[test]
fn the_northeast_board_follows_its_brief() {
    let b = maps::board("northeast").expect("the board");
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
    let t = railyard::steam::tiles();
    assert_eq!(t.pieces.iter().map(|p| p.count).sum::<u32>(), 136);
    for p in &t.pieces {
        assert_eq!(t.faces(p.number).count(), 2, "piece {}", p.number);
    }
}
