//! The rulebook's and the digest's rules of play: set-up, the first turn's auction, action
//! tiles, the turn order they set, building prices and deliveries.

use railyard::core::track::Path;
use railyard::core::Game;
use railyard::rail::build::{Change, Plan};
use railyard::rail::{Ground, Seg, Tile};
use railyard::games::steam::{own_links_ok, price, tiles, Action, ActionTile, Phase, Steam};

use super::common::{cubes, game, hex_at, link, moving, pass_to_next_turn, place, setup};

#[test]
fn game_length_by_player_count() {
    // "Hay 7 turnos en un juego de cinco o seis jugadores, 8 turnos en un juego de cuatro
    // jugadores y 10 turnos en un juego de tres jugadores."
    for (n, turns) in [(3, 10), (4, 8), (5, 7)] {
        assert_eq!(game("base", n).turns, turns);
        assert_eq!(game("standard", n).turns, turns);
    }
    assert!(Steam::new(&setup("base", 2, 1)).is_err());
}

#[test]
fn set_up_fills_cities_and_goods_supply_spaces() {
    // Digest §4.1: each printed city gets its printed number of cubes; each Goods Supply space
    // 3 cubes, 2 with three players.
    for (n, per) in [(3, 2), (4, 3)] {
        let g = game("base", n);
        assert!(g.spaces.iter().all(|s| s.len() == per));
        for (i, h) in g.map.hexes.iter().enumerate() {
            assert_eq!(g.hexes[i].cubes.len() as u32, h.cubes);
        }
        let p = &g.players[0];
        assert_eq!((p.money, p.income, p.vp, p.engine), (0, 0, 0, 1), "income 0, VP 0, locomotive 1, no cash");
    }
}

#[test]
fn base_first_turn_order_is_auctioned_position_by_position() {
    // "Subasta primero la posición del primer jugador." ... "usted paga su oferta ganadora
    // moviendo su ficha hacia abajo un espacio en el Registro de ingresos por cada $ 5" ...
    // "comenzando con el jugador a la izquierda ... del jugador que ganó la subasta anterior."
    // ... "el jugador restante toma el último lugar gratis."
    let mut g = game("base", 4);
    let opener = g.current().unwrap();
    g.apply(&Action::Bid { amount: 0 }).unwrap();
    g.apply(&Action::Bid { amount: 7 }).unwrap();
    let second = (opener + 1) % 4;
    assert!(g.apply(&Action::Bid { amount: 7 }).is_err(), "a bid must raise");
    g.apply(&Action::PassBid).unwrap();
    g.apply(&Action::PassBid).unwrap();
    g.apply(&Action::PassBid).unwrap();
    // The second seat won place 1 for $7: two income steps, $3 change.
    assert_eq!((g.players[second].income, g.players[second].money), (-2, 3));
    // The auction for place 2 opens left of the winner, and the winner is out of it.
    let left = (second + 1) % 4;
    assert_eq!(g.current(), Some(left));
    g.apply(&Action::PassBid).unwrap();
    g.apply(&Action::PassBid).unwrap();
    // One left in the auction for place 2: it takes it at $0 (it never bid).
    let Phase::Positions { placed, .. } = &g.phase else { panic!("still auctioning") };
    assert_eq!(placed.len(), 2);
    let third_seat = placed[1];
    assert_eq!(g.players[third_seat].income, 0);
    let p = g.current().unwrap();
    g.apply(&Action::Bid { amount: 1 }).unwrap();
    g.apply(&Action::PassBid).unwrap();
    // Place 3 paid $1 ($5 raised, $4 change); the last player takes place 4 free.
    assert_eq!((g.players[p].income, g.players[p].money), (-1, 4));
    assert!(matches!(g.phase, Phase::Select { idx: 0 }));
    assert_eq!(g.order[0], second);
    assert_eq!(g.order.len(), 4);
}

#[test]
fn first_game_order_is_drawn_and_later_players_get_a_dollar_each() {
    // "El jugador que recibe la ficha con el número más bajo va primero. El orden de juego irá
    // en el sentido de las agujas del reloj" ... "dé $ 1 al jugador que va segundo, $ 2 al
    // jugador que va tercero, y así sucesivamente".
    let mut s = setup("base", 4, 3);
    s.options = serde_json::json!({ "rules": "base", "order": "draw" });
    let g = Steam::new(&s).unwrap();
    let first = g.order[0];
    assert_eq!(g.order, (0..4).map(|k| (first + k) % 4).collect::<Vec<_>>());
    let money: Vec<i32> = g.order.iter().map(|&p| g.players[p].money).collect();
    assert_eq!(money, vec![0, 1, 2, 3]);
    assert!(matches!(g.phase, Phase::Select { idx: 0 }));
}

#[test]
fn locomotive_costs_four_plus_the_new_level_and_stops_at_six() {
    // "Debes pagar al banco los $ 4 ... más una cantidad igual al nivel de la locomotora al que
    // te mueves." "Si ya tienes una locomotora de nivel 6, no puedes seleccionar esta loseta".
    let mut g = game("base", 3);
    g.order = vec![0, 1, 2];
    g.phase = Phase::Select { idx: 0 };
    super::common::cash(&mut g, 0, 20);
    g.players[0].engine = 4;
    g.players[1].engine = 6;
    super::common::cash(&mut g, 1, 20);
    g.apply(&Action::Take { tile: ActionTile::Locomotive, pass: false }).unwrap();
    assert_eq!((g.players[0].money, g.players[0].engine), (11, 5));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Take { tile: ActionTile::Locomotive, .. })));
}

#[test]
fn city_growth_and_urbanization_may_be_passed_for_nothing() {
    // "Paga $ 2 cuando selecciona esta acción" ... "Si eliges la Opción de Pase, dale la vuelta
    // a tu ficha de Acción ... y no pagues el costo de $ 2." Urbanization: "Paga $ 6".
    let mut g = game("base", 3);
    g.order = vec![0, 1, 2];
    g.phase = Phase::Select { idx: 0 };
    for p in 0..3 {
        super::common::cash(&mut g, p, 10);
    }
    g.apply(&Action::Take { tile: ActionTile::CityGrowth, pass: true }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::Urbanization, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::FirstBuild, pass: false }).unwrap();
    assert_eq!((g.players[0].money, g.players[1].money, g.players[2].money), (10, 4, 10));
    // The committed Urbanization must be done before the holder ends building.
    while g.current() != Some(1) {
        g.apply(&Action::EndBuild).unwrap();
    }
    assert!(g.apply(&Action::EndBuild).is_err());
    let town = place(&g, "Amsterdam");
    let hex = g.map.hexes[town].hex;
    g.apply(&Action::Urbanize { hex, city: 4 }).unwrap();
    // "seleccione un conjunto de cubos de cualquiera de los lugares de Suministro de Bienes".
    g.apply(&Action::Supply { space: 5 }).unwrap();
    assert_eq!(g.hexes[town].cubes.len(), 2);
    assert!(g.spaces[5].is_empty());
    g.apply(&Action::EndBuild).unwrap();
    g.check_invariants().unwrap();
}

#[test]
fn urbanization_cannot_be_taken_without_a_new_city_tile() {
    // "No puedes seleccionar esta loseta de Acción si todos los pueblos ya se han convertido en
    // ciudades o si no hay losetas de Ciudad Nueva disponibles."
    let mut g = game("standard", 3);
    g.phase = Phase::Select { idx: 0 };
    g.new_city_free = vec![false; 8];
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Take { tile: ActionTile::Urbanization, .. })));
}

#[test]
fn next_turn_order_follows_the_tile_numbers() {
    // "Cada ficha ... tiene un valor que determinará el orden de turno para el siguiente turno."
    let mut g = game("base", 3);
    g.order = vec![0, 1, 2];
    g.phase = Phase::Select { idx: 0 };
    g.apply(&Action::Take { tile: ActionTile::Engineer, pass: false }).unwrap(); // 3
    g.apply(&Action::Take { tile: ActionTile::CityGrowth, pass: true }).unwrap(); // 5, passed
    g.apply(&Action::Take { tile: ActionTile::FirstMove, pass: false }).unwrap(); // 2
    pass_to_next_turn(&mut g);
    assert_eq!(g.order, vec![2, 0, 1]);
    assert_eq!(g.turn, 2);
}

#[test]
fn engineer_builds_four_tiles_others_three() {
    // "Puede construir hasta cuatro mosaicos de pista ... en lugar de los tres ... habituales."
    let mut g = game("base", 3);
    g.order = vec![0, 1, 2];
    g.phase = Phase::Select { idx: 0 };
    g.apply(&Action::Take { tile: ActionTile::Engineer, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::TurnOrder, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::FirstMove, pass: false }).unwrap();
    assert_eq!((g.builds_allowed(0), g.builds_allowed(1)), (4, 3));
}

fn plan(change: Change, kind: &str, paths: Vec<Path>) -> Plan {
    let kind = tiles().tiles.iter().position(|t| t.id == kind).unwrap();
    let segs = paths.into_iter().map(|path| Seg { path, owner: Some(0) }).collect();
    Plan { change, tile: Tile { kind, disc: false, segs }, cost: 0, returned: None, redirected: None }
}

#[test]
fn build_costs_are_one_dollar_per_exit_plus_town_and_terrain() {
    // Digest §4.6 "Build costs" and its examples.
    let p = |a, b| Path::new(a, b);
    let place = Change::Place;
    assert_eq!(price(&plan(place, "straight", vec![p(0, Some(3))]), false, Ground::Plain), 2);
    assert_eq!(price(&plan(place, "gentle", vec![p(0, Some(2))]), false, Ground::River), 3);
    assert_eq!(price(&plan(place, "crossing-x", vec![p(0, Some(3)), p(1, Some(4))]), false, Ground::Hills), 6);
    assert_eq!(price(&plan(place, "town-1", vec![p(0, None)]), true, Ground::Town), 2);
    assert_eq!(price(&plan(place, "town-3-star", vec![p(0, None), p(2, None), p(4, None)]), true, Ground::Town), 4);
    let four = vec![p(0, None), p(1, None), p(3, None), p(4, None)];
    assert_eq!(price(&plan(place, "town-4-x", four.clone()), true, Ground::Town), 5);
    // Redirects and improvements pay the new face's exits (+$1 on a town), never terrain.
    assert_eq!(price(&plan(Change::Redirect, "gentle", vec![p(0, Some(2))]), false, Ground::Hills), 2);
    assert_eq!(price(&plan(Change::Upgrade, "crossing-x", vec![p(0, Some(3)), p(1, Some(4))]), false, Ground::River), 4);
    assert_eq!(price(&plan(Change::TownUpgrade, "town-4-x", four), true, Ground::Town), 5);
}

#[test]
fn a_straight_out_of_a_city_on_plain_costs_two() {
    let mut g = game("base", 3);
    g.order = vec![0, 1, 2];
    super::common::cash(&mut g, 0, 10);
    g.phase = Phase::Select { idx: 0 };
    g.apply(&Action::Take { tile: ActionTile::FirstBuild, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::FirstMove, pass: false }).unwrap();
    g.apply(&Action::Take { tile: ActionTile::TurnOrder, pass: false }).unwrap();
    let between = hex_at(&g, 9, 12);
    let hex = g.map.hexes[between].hex;
    let builds: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::Build { hex: h, .. } if *h == hex)).collect();
    assert!(!builds.is_empty());
    let straight = tiles().tiles.iter().position(|t| t.id == "gentle").unwrap();
    let a = builds.iter().find(|a| matches!(a, Action::Build { tile, .. } if *tile == straight)).unwrap().clone();
    g.apply(&a).unwrap();
    assert_eq!(g.players[0].money, 8, "a 2-exit tile on plain costs $2");
}

#[test]
fn a_delivery_scores_income_or_vp_at_the_movers_choice() {
    // "Debe decidir si desea agregar esos puntos a su nivel de ingresos o a su puntuación de
    // puntos de victoria."
    for vp in [false, true] {
        let mut g = game("base", 3);
        let between = hex_at(&g, 9, 12);
        link(&mut g, between, "New York", "Philadelphia", Some(0));
        let ny = place(&g, "New York");
        cubes(&mut g, ny, &[railyard::rail::Good::Yellow]);
        moving(&mut g, 0);
        let mv = g.legal_actions().into_iter().find(|a| matches!(a, Action::Move { vp: v, .. } if *v == vp)).expect("a delivery");
        g.apply(&mv).unwrap();
        assert_eq!((g.players[0].income, g.players[0].vp), if vp { (0, 1) } else { (1, 0) });
    }
}

#[test]
fn other_owners_choose_for_themselves_after_the_mover() {
    // "Si recibe puntos de seguimiento de una entrega, debe tomar todos los puntos ... como
    // ingresos o todos ... como VP." Digest: the mover chooses first, then the others.
    let mut g = game("base", 3);
    let (a, b) = (hex_at(&g, 12, 9), hex_at(&g, 11, 8));
    link(&mut g, a, "Boston", "Hartford", Some(0));
    link(&mut g, b, "Hartford", "Albany", Some(1));
    let boston = place(&g, "Boston");
    cubes(&mut g, boston, &[railyard::rail::Good::Blue]);
    g.players[0].engine = 2;
    moving(&mut g, 0);
    let mv = g.legal_actions().into_iter().find(|a| matches!(a, Action::Move { vp: true, links, .. } if links.len() == 2)).expect("two links");
    g.apply(&mv).unwrap();
    assert_eq!(g.players[0].vp, 1);
    assert_eq!(g.current(), Some(1), "the other owner places its point");
    assert_eq!(g.legal_actions(), vec![Action::Score { vp: false }, Action::Score { vp: true }]);
    g.apply(&Action::Score { vp: false }).unwrap();
    assert_eq!(g.players[1].income, 1);
    g.check_invariants().unwrap();
}

#[test]
fn the_mover_must_use_as_many_own_links_as_any_other_player() {
    // Digest §4.7 rule 4: "5 links as own 2 + A 2 + B 1 is legal; own 2 + A 3 is not".
    let (me, a, b) = (Some(0), Some(1), Some(2));
    assert!(own_links_ok(&[me, a, me, a, b], 0));
    assert!(!own_links_ok(&[me, a, me, a, a], 0));
    assert!(!own_links_ok(&[a, None], 0), "at least one own link");
    assert!(own_links_ok(&[me, None, None], 0), "unowned links belong to nobody");
    // On the board: seat 2, with no link of its own, may not move the cube.
    let mut g = game("base", 3);
    let between = hex_at(&g, 9, 12);
    link(&mut g, between, "New York", "Philadelphia", Some(0));
    let ny = place(&g, "New York");
    cubes(&mut g, ny, &[railyard::rail::Good::Yellow]);
    moving(&mut g, 2);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Move { .. })));
}
