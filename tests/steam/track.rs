//! Building and moving on the board (digest §4.6 and §4.7): where track may go, ownership of
//! unfinished track, City Growth, the free locomotive upgrade, and where a cube stops.

use railyard::core::Game;
use railyard::rail::{End, Good};
use railyard::games::steam::{tiles, Action, ActionTile, Phase, Steam};

use super::common::{cubes, game, hex_at, link, moving, place};

/// A Base game at seat 0's build step holding `tile`, with $20 each.
fn building(tile: ActionTile) -> Steam {
    let mut g = game("base", 3);
    g.order = vec![0, 1, 2];
    for p in 0..3 {
        super::common::cash(&mut g, p, 20);
    }
    g.phase = Phase::Select { idx: 0 };
    let others = [ActionTile::TurnOrder, ActionTile::FirstMove, ActionTile::Engineer].into_iter().filter(|&t| t != tile);
    g.apply(&Action::Take { tile, pass: false }).unwrap();
    for t in others.take(2) {
        g.apply(&Action::Take { tile: t, pass: false }).unwrap();
    }
    g
}

#[test]
fn first_track_leaves_a_city_and_town_hexes_take_only_town_faces() {
    // Digest §4.6 [N] 1–2: "The first track a player builds must come out of a city" and
    // "town hexes only take town faces".
    let g = building(ActionTile::FirstBuild);
    assert_eq!(g.current(), Some(0));
    let legal = g.legal_actions();
    let v = g.view();
    for a in &legal {
        if let Action::Build { hex, tile, .. } = a {
            let i = g.map.at(*hex).unwrap();
            let next_to_city = (0..6).any(|e| v.neighbor(i, e).is_some_and(|n| v.is_city(n)));
            assert!(next_to_city, "{a:?} does not leave a city");
            let town_face = tiles().tiles[*tile].class == railyard::rail::TileClass::Town;
            assert_eq!(town_face, v.is_town(i), "{a:?}");
        }
    }
    assert!(legal.iter().any(|a| matches!(a, Action::Build { .. })));
}

#[test]
fn unfinished_track_left_unextended_for_a_turn_loses_its_owner() {
    // Digest §4.6 [N] 5: "Incomplete links stay owned until the end of the owner's next build".
    let mut g = building(ActionTile::FirstBuild);
    // Seat 0 lays one tile out of a city that does not reach anything.
    let a = g
        .legal_actions()
        .into_iter()
        .find(|a| {
            let Action::Build { hex, tile, turns } = a else { return false };
            let mut h = g.clone();
            let i = h.map.at(*hex).unwrap();
            h.apply(&Action::Build { hex: *hex, tile: *tile, turns: *turns }).unwrap();
            let open = h.view().sections().into_iter().any(|t| matches!(t.end, End::Open(..)) && t.segs[0].0 == i);
            open && !h.view().is_town(i)
        })
        .expect("an open build");
    g.apply(&a).unwrap();
    let Action::Build { hex, .. } = a else { unreachable!() };
    let i = g.map.at(hex).unwrap();
    g.apply(&Action::EndBuild).unwrap();
    assert_eq!(g.hexes[i].tile.as_ref().unwrap().segs[0].owner, Some(0), "kept until the next build");
    // Next turn seat 0 builds nothing: the section becomes unowned at the end of its step.
    g.phase = Phase::Build { order: vec![0], idx: 0, builds: 0, urbanized: false, grown: false, placing: None, touched: vec![], open_at_start: g.view().open_sections(0), extended: vec![] };
    g.apply(&Action::EndBuild).unwrap();
    assert_eq!(g.hexes[i].tile.as_ref().unwrap().segs[0].owner, None);
}

#[test]
fn city_growth_moves_a_supply_group_and_marks_the_city() {
    // "seleccionas un conjunto de cubos de Bienes de una casilla de Suministro de Bienes y los
    // agregas a cualquier ciudad" ... "No puedes agregar cubos a una ciudad si ya hay un marcador".
    let mut g = building(ActionTile::TurnOrder);
    g.order = vec![1, 0, 2];
    g.players[1].tile = None;
    g.players[0].tile = None;
    g.phase = Phase::Select { idx: 0 };
    g.players[2].tile = None;
    g.apply(&Action::Take { tile: ActionTile::CityGrowth, pass: false }).unwrap();
    assert_eq!(g.players[1].money, 18, "$2 on taking");
    g.apply(&Action::Take { tile: ActionTile::FirstBuild, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::Engineer, pass: false }).unwrap();
    g.apply(&Action::EndBuild).unwrap(); // seat 0, First Build
    assert_eq!(g.current(), Some(1));
    assert!(g.apply(&Action::EndBuild).is_err(), "the paid growth must be done");
    let albany = place(&g, "Albany");
    let before = g.hexes[albany].cubes.len();
    let hex = g.map.hexes[albany].hex;
    g.apply(&Action::Grow { space: 0, hex }).unwrap();
    assert_eq!(g.hexes[albany].cubes.len(), before + 2);
    assert!(g.marked[albany] && g.spaces[0].is_empty() && g.markers == 9);
    g.apply(&Action::EndBuild).unwrap();
    g.check_invariants().unwrap();
}

#[test]
fn the_free_locomotive_upgrade_is_once_a_turn_and_stops_at_six() {
    // Digest §4.7: "upgrade the locomotive by 1 for free (at most once per turn in this phase,
    // never above 6)".
    let mut g = game("base", 3);
    moving(&mut g, 0);
    g.apply(&Action::UpgradeEngine).unwrap();
    assert_eq!(g.players[0].engine, 2);
    let Phase::Move { order, .. } = g.phase.clone() else { panic!() };
    moving(&mut g, 0);
    if let Phase::Move { upgraded, .. } = &mut g.phase {
        upgraded[0] = true;
    }
    assert!(!g.legal_actions().contains(&Action::UpgradeEngine));
    g.players[1].engine = 6;
    moving(&mut g, 1);
    assert!(!g.legal_actions().contains(&Action::UpgradeEngine));
    assert_eq!(order.len(), 3);
}

#[test]
fn a_cube_stops_at_the_first_city_of_its_colour_and_passes_others() {
    // "Cada ciudad exige solo bienes que coincidan con el color de la ciudad." Digest §4.7
    // rule 3: the cube stops at the first city of its colour and may pass other colours.
    let mut g = game("base", 3);
    let (a, b) = (hex_at(&g, 12, 9), hex_at(&g, 11, 8));
    link(&mut g, a, "Boston", "Hartford", Some(0));
    link(&mut g, b, "Hartford", "Albany", Some(0));
    let boston = place(&g, "Boston");
    cubes(&mut g, boston, &[Good::Blue, Good::Yellow]);
    g.players[0].engine = 3;
    moving(&mut g, 0);
    let moves: Vec<(Good, usize)> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| if let Action::Move { good, links, vp: false, .. } = a { Some((good, links.len())) } else { None })
        .collect();
    // Blue passes yellow Hartford to blue Albany; yellow stops at Hartford.
    assert!(moves.contains(&(Good::Blue, 2)) && moves.contains(&(Good::Yellow, 1)));
    assert!(!moves.contains(&(Good::Yellow, 2)));
}

#[test]
fn a_bankrupt_players_track_loses_its_owner() {
    // Digest §4.11: "Their completed links stay on the map permanently unowned".
    let mut g = game("base", 3);
    let between = hex_at(&g, 9, 12);
    link(&mut g, between, "New York", "Philadelphia", Some(1));
    g.players[1].income = -10;
    super::common::pass_to_next_turn(&mut g);
    assert!(g.players[1].eliminated);
    assert_eq!(g.hexes[between].tile.as_ref().unwrap().segs[0].owner, None);
}

#[test]
fn urbanizing_a_town_keeps_track_that_was_extended_from_it() {
    // Digest §4.6 [N] 8–9: spurs nobody extended go with the town's tile; track ending at the
    // town now ends at the new city and keeps its owner.
    use railyard::core::track::Path;
    use railyard::rail::{Seg, Tile};
    let mut g = building(ActionTile::Urbanization);
    let town = place(&g, "Amsterdam");
    let v = g.view();
    let e = (0..6u8).find(|&e| v.neighbor(town, e).is_some_and(|n| g.map.hexes[n].terrain == railyard::rail::Ground::Plain)).unwrap();
    let n = v.neighbor(town, e).unwrap();
    let back = (e + 3) % 6;
    let spur = tiles().tiles.iter().position(|t| t.id == "town-1").unwrap();
    let straight = tiles().tiles.iter().position(|t| t.id == "straight").unwrap();
    for k in [spur, straight] {
        g.stock[tiles().tiles[k].piece.unwrap() as usize - 1] -= 1;
    }
    g.hexes[town].tile = Some(Tile { kind: spur, disc: false, segs: vec![Seg { path: Path::new(e, None), owner: Some(1) }] });
    g.hexes[n].tile = Some(Tile { kind: straight, disc: false, segs: vec![Seg { path: Path::new(back, Some(e)), owner: Some(1) }] });
    assert_eq!(g.current(), Some(0));
    let hex = g.map.hexes[town].hex;
    g.apply(&Action::Urbanize { hex, city: 5 }).unwrap();
    assert!(g.hexes[town].tile.is_none(), "the town's tile goes back to the stock");
    assert_eq!(g.hexes[n].tile.as_ref().unwrap().segs[0].owner, Some(1));
    let t = g.view().trace(town, e).unwrap();
    assert_eq!(t.owner(&g.hexes), Some(1));
    g.check_invariants().unwrap();
}
