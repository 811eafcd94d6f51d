//! Every Age of Steam board against the reference layout it was converted from
//! (tests/fixtures/aos-reference-maps, by scripts/convert-aos-map.py), hex by hex: terrain,
//! names, city colours and display columns, starting cubes, printed costs and ports, walls,
//! printed track, multi-hex cities, special links and new-city tiles.

use railyard::core::hex::Hex;
use railyard::games::age_of_steam::maps;
use railyard::rail::{Board, Good, Ground};
use serde_json::Value;

/// (map id, reference file)
const MAPS: [(&str, &str); 10] = [
    ("rust-belt", "rust_belt.json"),
    ("germany", "germany.json"),
    ("southern-us", "southern_us.json"),
    ("poland", "poland.json"),
    ("pittsburgh", "pittsburgh.json"),
    ("heavy-cardboard", "heavy_cardboard.json"),
    ("detroit", "detroit.json"),
    ("barbados", "barbados.json"),
    ("st-lucia", "st_lucia.json"),
    ("new-england", "new_england.json"),
];

/// Names the conversion respells (the same table as the script's `RENAME`).
const RENAMED: [(&str, &str); 13] = [
    ("St Louis", "St. Louis"),
    ("Gdansk", "Gdańsk"),
    ("Bialystok", "Białystok"),
    ("Gorzow", "Gorzów"),
    ("Ostroteka", "Ostrołęka"),
    ("Poznan", "Poznań"),
    ("Zielona Gora", "Zielona Góra"),
    ("Lukow", "Łuków"),
    ("Lodz", "Łódź"),
    ("Luban", "Lubań"),
    ("Wroclaw", "Wrocław"),
    ("Rzeszow", "Rzeszów"),
    ("Krakow", "Kraków"),
];

/// Colours a city accepts beyond the reference file's (the script's `MORE_COLOURS`): the
/// rulebook's Southern US ports also take cotton.
const MORE_COLOURS: [(&str, &str, Good); 4] = [
    ("southern-us", "Charleston", Good::White),
    ("southern-us", "Savannah", Good::White),
    ("southern-us", "Mobile", Good::White),
    ("southern-us", "New Orleans", Good::White),
];

/// Starting cubes the rulebook changes (the script's `CUBES`): Germany's Vienna 4, Berlin 2.
const CUBES: [(&str, &str, u64); 2] = [("germany", "To Vienna", 4), ("germany", "Berlin", 2)];

fn reference(file: &str) -> Value {
    let path = format!("{}/tests/fixtures/aos-reference-maps/{file}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

fn ground(code: u64) -> Ground {
    match code {
        1 => Ground::Water,
        2 => Ground::Plain,
        3 => Ground::River,
        4 => Ground::Mountain,
        5 => Ground::Town,
        6 => Ground::City,
        7 => Ground::Hills,
        8 => Ground::Swamp,
        9 => Ground::DarkMountain,
        _ => panic!("terrain code {code}"),
    }
}

fn good(code: &Value) -> Good {
    match code.as_u64().unwrap() {
        1 => Good::Black,
        2 => Good::Red,
        3 => Good::Yellow,
        4 => Good::Blue,
        5 => Good::Purple,
        c => panic!("colour code {c}"),
    }
}

fn numbers(v: &Value) -> Vec<u64> {
    v.as_array().map(|a| a.iter().map(|x| x.as_u64().unwrap()).collect()).unwrap_or_default()
}

/// The board hex at reference position (x, y).
fn at(b: &Board, x: usize, y: usize) -> Option<usize> {
    b.at(Hex::from_offset(2 * x as i32 + (y % 2) as i32, (y / 2) as i32))
}

fn compare(id: &str, file: &str) {
    let b = maps::board(id).unwrap_or_else(|| panic!("{id} is registered"));
    let r = reference(file);
    let mut land = 0;
    for (y, row) in r["hexes"].as_array().unwrap().iter().enumerate() {
        for (x, h) in row.as_array().unwrap().iter().enumerate() {
            let code = h["type"].as_u64().unwrap_or(0);
            let here = format!("{id} ({x}, {y})");
            let Some(i) = at(b, x, y) else {
                assert_eq!(code, 0, "{here}: missing from the board");
                continue;
            };
            assert_ne!(code, 0, "{here}: on the board but not in the reference");
            land += 1;
            let m = &b.hexes[i];
            assert_eq!(m.terrain, ground(code), "{here}: terrain");
            let name = h["name"].as_str().map(|n| RENAMED.iter().find(|(a, _)| *a == n).map_or(n, |(_, b)| *b));
            assert_eq!(m.name.as_deref(), name, "{here}: name");
            assert_eq!(m.colour, h.get("cityColor").map(good), "{here}: colour");
            let colours: Vec<Good> = h["cityColors"].as_array().map(|a| a.iter().map(good).collect()).unwrap_or_default();
            let mut accepts: Vec<Good> = if colours.is_empty() { m.colour.into_iter().collect() } else { colours.clone() };
            accepts.extend(MORE_COLOURS.iter().filter(|(map, city, _)| *map == id && name == Some(*city)).map(|e| e.2));
            assert_eq!(b.accepts(i), accepts.as_slice(), "{here}: colours accepted");
            let mut display: Vec<u64> = m.display.iter().chain(&m.more_display).map(|&c| c as u64).collect();
            let mut growth = numbers(&h["goodsGrowth"]);
            display.sort();
            growth.sort();
            assert_eq!(display, growth, "{here}: display columns");
            let cubes = CUBES.iter().find(|(map, city, _)| *map == id && name == Some(*city)).map(|e| e.2);
            assert_eq!(m.cubes as u64, cubes.unwrap_or(h["startingCubeCount"].as_u64().unwrap_or(0)), "{here}: starting cubes");
            let goods: Vec<Good> = h["startingGoods"].as_array().map(|a| a.iter().map(good).collect()).unwrap_or_default();
            assert_eq!(m.starting_goods, goods, "{here}: starting goods");
            assert_eq!(m.cost.map(u64::from), h["cost"].as_u64(), "{here}: printed cost");
            assert_eq!(m.port.map(u64::from), h["mapData"]["portNumber"].as_u64(), "{here}: port");
            assert_eq!(m.part_of.as_deref(), h["multiHexCity"].as_str(), "{here}: multi-hex city");
            assert_eq!(m.blocked.iter().map(|&e| e as u64).collect::<Vec<_>>(), numbers(&h["blockedEdges"]), "{here}: walls");
            let printed: Vec<(Vec<u64>, u64)> = m.printed_track.iter().map(|t| (t.exits.iter().map(|&e| e as u64).collect(), t.claim_cost as u64)).collect();
            let expect: Vec<(Vec<u64>, u64)> = h["preplacedTrack"]
                .as_array()
                .map(|a| a.iter().map(|t| (numbers(&t["exits"]), t["claimCost"].as_u64().unwrap())).collect())
                .unwrap_or_default();
            assert_eq!(printed, expect, "{here}: printed track");
            // A wall is one edge, blocked from both sides.
            for &e in &m.blocked {
                assert_ne!(b.walls[i] & (1 << e), 0, "{here}: wall {e}");
                if let Some(j) = b.at(m.hex.neighbor(e)) {
                    assert_ne!(b.walls[j] & (1 << railyard::core::hex::opposite(e)), 0, "{here}: wall {e} from the other side");
                }
            }
        }
    }
    assert_eq!(b.hexes.len(), land, "{id}: hex count");
    // Special links: the same ends and edges, at the same price.
    let links: Vec<Value> = r["teleportLinks"].as_array().cloned().unwrap_or_default();
    assert_eq!(b.special_links.len(), links.len(), "{id}: special links");
    for (s, l) in b.special_links.iter().zip(&links) {
        for (end, side) in [(s.from, &l["left"]), (s.to, &l["right"])] {
            let (x, y) = (side["hex"]["x"].as_u64().unwrap() as usize, side["hex"]["y"].as_u64().unwrap() as usize);
            let i = at(b, x, y).unwrap();
            assert_eq!((end.0, end.1), b.hexes[i].hex.to_offset(), "{id}: special link end");
            assert_eq!(end.2 as u64, side["direction"].as_u64().unwrap(), "{id}: special link edge");
        }
        assert_eq!(s.cost as u64, l["cost"].as_u64().unwrap(), "{id}: special link cost");
        let from = b.at(Hex::from_offset(s.from.0, s.from.1)).unwrap();
        assert_eq!(b.at(b.hexes[from].hex.neighbor(s.from.2)), b.at(Hex::from_offset(s.to.0, s.to.1)), "{id}: link ends are neighbours");
    }
    // New-city tiles: the file's own where it lists them, the base game's otherwise.
    let base = [(Good::Red, 2), (Good::Blue, 3), (Good::Black, 4), (Good::Black, 5), (Good::Yellow, 6), (Good::Purple, 7), (Good::Black, 8), (Good::Black, 9)];
    let expect: Vec<(Good, usize)> = match r["facts"]["newCityTiles"].as_array() {
        Some(t) => t.iter().map(|n| (good(&n["cityColor"]), numbers(&n["goodsGrowth"])[0] as usize)).collect(),
        None => base.to_vec(),
    };
    let got: Vec<(Good, usize)> = b.new_cities.iter().map(|n| (n.colour, n.display)).collect();
    assert_eq!(got, expect, "{id}: new-city tiles");
}

#[test]
fn rust_belt_matches_its_reference() {
    compare(MAPS[0].0, MAPS[0].1);
}

#[test]
fn germany_matches_its_reference() {
    compare(MAPS[1].0, MAPS[1].1);
    let b = maps::board("germany").unwrap();
    assert_eq!(b.hexes.iter().filter(|h| h.port.is_some()).count(), 6, "six foreign terminals");
    assert_eq!(b.hexes.iter().filter(|h| h.cost.is_some()).count(), 21, "21 printed costs");
}

#[test]
fn southern_us_matches_its_reference() {
    compare(MAPS[2].0, MAPS[2].1);
}

#[test]
fn poland_matches_its_reference() {
    compare(MAPS[3].0, MAPS[3].1);
}

#[test]
fn pittsburgh_matches_its_reference() {
    compare(MAPS[4].0, MAPS[4].1);
    let b = maps::board("pittsburgh").unwrap();
    assert!(b.hexes.iter().filter(|h| h.terrain == Ground::City).all(|h| h.more_display.len() == 1), "every city fed by two columns");
}

#[test]
fn heavy_cardboard_matches_its_reference() {
    compare(MAPS[5].0, MAPS[5].1);
    let b = maps::board("heavy-cardboard").unwrap();
    assert_eq!(b.hexes.iter().filter(|h| h.part_of.as_deref() == Some("Heavy Cardboard")).count(), 7);
}

#[test]
fn detroit_matches_its_reference() {
    compare(MAPS[6].0, MAPS[6].1);
}

#[test]
fn barbados_matches_its_reference() {
    compare(MAPS[7].0, MAPS[7].1);
    assert_eq!(maps::board("barbados").unwrap().new_cities.len(), 4, "only new cities A-D");
}

#[test]
fn st_lucia_matches_its_reference() {
    compare(MAPS[8].0, MAPS[8].1);
    let b = maps::board("st-lucia").unwrap();
    assert_eq!(b.hexes.iter().map(|h| h.cubes).sum::<u32>(), 38, "a cube on every plain and river hex");
}

#[test]
fn new_england_matches_its_reference() {
    compare(MAPS[9].0, MAPS[9].1);
}

#[test]
fn every_registered_map_is_checked_here() {
    let ids: Vec<&str> = maps::data_files().map(|(id, _)| id).collect();
    assert_eq!(ids.len(), MAPS.len());
    for (id, _) in MAPS {
        assert!(ids.contains(&id), "{id}");
    }
}
