//! The Rust Belt board data against the rules digest's city table.

use railyard::core::hex::Hex;
use railyard::games::age_of_steam::{manifest, maps};
use railyard::rail::{Good, Ground, TileClass};

fn board(id: &str) -> Option<&'static railyard::rail::Board> {
    maps::map(id).map(|m| &m.board)
}

#[test]
fn rust_belt_cities_towns_and_terrain() {
    let b = board("rust-belt").unwrap();
    let count = |g: Ground| b.hexes.iter().filter(|h| h.terrain == g).count();
    assert_eq!(b.hexes.len(), 189);
    assert_eq!(
        [count(Ground::Plain), count(Ground::Water), count(Ground::River), count(Ground::Mountain), count(Ground::Town), count(Ground::City)],
        [108, 27, 19, 9, 14, 12]
    );
    // (display column, name, colour, starting cubes, reference x, y)
    let table = [
        (0, "Chicago", Good::Red, 2, 3, 11),
        (1, "St. Louis", Good::Red, 2, 2, 19),
        (2, "Kansas City", Good::Purple, 2, 0, 20),
        (3, "Des Moines", Good::Blue, 2, 1, 14),
        (4, "Minneapolis", Good::Blue, 2, 0, 5),
        (5, "Duluth", Good::Purple, 2, 1, 0),
        (6, "Evansville", Good::Blue, 2, 4, 19),
        (7, "Cincinnati", Good::Blue, 2, 6, 16),
        (8, "Detroit", Good::Red, 2, 6, 7),
        (9, "Wheeling", Good::Yellow, 3, 8, 16),
        (10, "Pittsburgh", Good::Red, 3, 8, 11),
        (11, "Toronto", Good::Yellow, 2, 8, 2),
    ];
    for (col, name, colour, cubes, x, y) in table {
        let i = b.city_of_column(col).unwrap_or_else(|| panic!("column {col}"));
        let h = &b.hexes[i];
        assert_eq!(h.name.as_deref(), Some(name));
        assert_eq!(h.colour, Some(colour), "{name}");
        assert_eq!(h.cubes, cubes, "{name}");
        assert_eq!(h.hex, Hex::from_offset(2 * x + y % 2, y / 2), "{name}");
    }
    let towns = [
        ("Green Bay", 3, 3), ("Buffalo", 8, 5), ("La Crosse", 2, 6), ("Grand Rapids", 5, 6), ("Milwaukee", 3, 7),
        ("Cleveland", 7, 9), ("Toledo", 6, 10), ("Michigan City", 4, 11), ("Rock Island", 2, 13), ("Fort Wayne", 5, 13),
        ("Springfield", 3, 16), ("Terre Haute", 4, 16), ("Indianapolis", 5, 16), ("Lexington", 6, 19),
    ];
    for (name, x, y) in towns {
        let i = b.at(Hex::from_offset(2 * x + y % 2, y / 2)).unwrap();
        assert_eq!(b.hexes[i].terrain, Ground::Town);
        assert_eq!(b.hexes[i].name.as_deref(), Some(name));
    }
    assert_eq!(b.new_cities.len(), 8);
}

#[test]
fn offset_neighbours_match_the_reference_layout() {
    // Reference: N (x, y-2), S (x, y+2); even y: NE (x, y-1), SE (x, y+1), SW (x-1, y+1),
    // NW (x-1, y-1); odd y: NE (x+1, y-1), SE (x+1, y+1), SW (x, y+1), NW (x, y-1).
    let at = |x: i32, y: i32| Hex::from_offset(2 * x + y.rem_euclid(2), y.div_euclid(2));
    for (x, y) in [(3, 10), (3, 11), (0, 4), (5, 7)] {
        let h = at(x, y);
        let expect = if y % 2 == 0 {
            [at(x, y - 2), at(x, y - 1), at(x, y + 1), at(x, y + 2), at(x - 1, y + 1), at(x - 1, y - 1)]
        } else {
            [at(x, y - 2), at(x + 1, y - 1), at(x + 1, y + 1), at(x, y + 2), at(x, y + 1), at(x, y - 1)]
        };
        assert_eq!(h.neighbors(), expect, "({x}, {y})");
    }
}

#[test]
fn tile_manifest_totals() {
    let m = manifest();
    let total = |c: TileClass| m.tiles.iter().filter(|t| t.class == c).map(|t| t.count).sum::<u32>();
    assert_eq!(total(TileClass::Simple), 110);
    assert_eq!(total(TileClass::Crossing), 11);
    assert_eq!(total(TileClass::Coexisting), 4);
    assert_eq!(total(TileClass::Town), 11);
    assert_eq!(m.town_discs, 8);
}
