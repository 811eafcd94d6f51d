//! Southern US (rulebook, "Sul dos E.U.A."; digest §16.2): each special rule against the
//! rulebook's line, random legal play at every player count with the generic checks, and the
//! computer player.

use railyard::check::default_setup;
use railyard::core::hex::Hex;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Special};
use railyard::rail::{Good, Ground};
use super::map_games::named;

fn game(players: usize, seed: u64) -> AgeOfSteam {
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "southern-us", players, seed)).unwrap();
    g.order = (0..players).collect();
    g
}

/// Label of reference position (x, y) (the layout of tests/fixtures/aos-reference-maps).
fn label(x: i32, y: i32) -> String {
    Hex::from_offset(2 * x + y % 2, y / 2).to_string()
}

const PORTS: [&str; 4] = ["Charleston", "Savannah", "Mobile", "New Orleans"];

#[test]
fn southern_us_is_playable_from_three_to_six() {
    let m = maps::map("southern-us").expect("Southern US is offered");
    assert_eq!((m.board.min_players, m.board.max_players), (3, 6));
}

#[test]
fn setup_cotton_on_every_town_and_the_cities_cubes() {
    // "Coloque um cubo branco (representando o algodão) em cada Vila."
    // "Coloque 4 mercadorias em Atlanta. Coloque 3 mercadorias em Charleston, Savannah, Mobile e
    // New Orleans." "Coloque 1 mercadoria em cada outra cidade."
    let g = game(4, 1);
    let mut towns = 0;
    for (i, h) in g.map.hexes.iter().enumerate() {
        let cubes = &g.hexes[i].cubes;
        match h.terrain {
            Ground::Town => {
                assert_eq!(cubes, &vec![Good::White], "{:?}", h.name);
                towns += 1;
            }
            Ground::City => {
                let name = h.name.as_deref().unwrap();
                let expect = if name == "Atlanta" { 4 } else if PORTS.contains(&name) { 3 } else { 1 };
                assert_eq!(cubes.len(), expect, "{name}");
                assert!(!cubes.contains(&Good::White));
            }
            _ => assert!(cubes.is_empty()),
        }
    }
    assert_eq!(towns, 14);
    assert!(g.check_invariants().is_ok());
}

/// Track Tallahassee - Mobile - Biloxi - New Orleans, all seat 0's, and seat 0 to move.
fn coast_line(g: &mut AgeOfSteam) {
    let chain: Vec<String> = [(4, 19), (4, 20), (3, 19), (3, 20), (2, 19), (2, 20), (1, 19), (1, 20), (0, 21), (0, 22)]
        .iter()
        .map(|&(x, y)| label(x, y))
        .collect();
    g.lay(Some(0), &chain.iter().map(String::as_str).collect::<Vec<_>>());
    g.recount_supply();
    g.players[0].engine = 3;
    g.start_move();
    while g.current_player() != Some(0) {
        g.apply(&Action::PassMove).unwrap();
    }
}

fn moves_from(g: &AgeOfSteam, i: usize, good: Good) -> Vec<Action> {
    let from = g.map.hexes[i].hex;
    g.legal_actions().into_iter().filter(|a| matches!(a, Action::Move { from: f, good: c, .. } if *f == from && *c == good)).collect()
}

#[test]
fn cotton_stops_at_the_first_port_and_earns_one_more() {
    // "Um cubo de algodão deve terminar sua movimentação quando entra em um dos 4 principais
    // portos: Charleston, Savannah, Mobile ou Nova Orleans."
    let mut g = game(3, 2);
    coast_line(&mut g);
    let tallahassee = named(&g, "Tallahassee");
    let white = moves_from(&g, tallahassee, Good::White);
    assert_eq!(white.len(), 1, "only to Mobile, the first port on the line: {white:?}");
    let Action::Move { links, .. } = &white[0] else { unreachable!() };
    assert_eq!(links.len(), 1);
    // A yellow cube goes on through Mobile (purple) to New Orleans (yellow).
    g.bag[Good::Yellow.index()] -= 1;
    g.hexes[tallahassee].cubes.push(Good::Yellow);
    assert!(moves_from(&g, tallahassee, Good::Yellow).iter().any(|a| matches!(a, Action::Move { links, .. } if links.len() == 3)));
    // "Um cubo de algodão provê um bônus adicional de +1 de renda. Uma vez que foi entregue, o
    // cubo de algodão é removido do jogo."
    let bag: u32 = g.bag.iter().sum();
    let out = g.apply(&white[0]).unwrap();
    assert_eq!(g.players[0].income, 2, "one for the link, one for the cotton");
    assert_eq!(g.bag.iter().sum::<u32>(), bag, "the cotton does not go into the bag");
    assert!(g.hexes.iter().all(|h| h.cubes.iter().filter(|&&c| c == Good::White).count() <= 1));
    assert_eq!(g.hexes.iter().map(|h| h.cubes.iter().filter(|&&c| c == Good::White).count()).sum::<usize>(), 13);
    assert!(out.words.iter().any(|m| m.key == "aos.log.southern-us.cotton"));
    assert!(g.check_invariants().is_ok());
}

#[test]
fn cotton_is_delivered_only_to_the_ports() {
    let g = game(3, 3);
    let cities = g.map.hexes.iter().enumerate().filter(|(_, h)| h.terrain == Ground::City);
    for (i, h) in cities {
        let takes = g.map.accepts(i).contains(&Good::White);
        assert_eq!(takes, PORTS.contains(&h.name.as_deref().unwrap()), "{:?}", h.name);
    }
}

#[test]
fn urbanizing_keeps_the_cotton_on_the_new_city() {
    // "Quando uma cidade com mercadoria de algodão é urbanizada, o cubo existente de algodão é
    // colocado na nova cidade."
    let mut g = game(3, 4);
    g.players[0].special = Some(Special::Urbanization);
    g.start_build();
    let macon = named(&g, "Macon");
    g.apply(&Action::Urbanize { hex: g.map.hexes[macon].hex, city: 0 }).unwrap();
    assert_eq!(g.hexes[macon].new_city, Some(0));
    assert_eq!(g.hexes[macon].cubes, vec![Good::White]);
}

#[test]
fn atlanta_gets_a_cube_from_the_bag_in_turns_one_to_four() {
    // "Nos turnos 1 a 4, Atlanta sempre recebe um cubo de Mercadoria a cada turno, puxado
    // diretamente da sacola, em adição de qualquer mercadoria do Contador de Mercadoria."
    for (turn, extra) in [(1, 1), (4, 1), (5, 0)] {
        let mut g = game(3, 5);
        g.turn = turn;
        let bag: u32 = g.bag.iter().sum();
        let mut out = Outcome::default();
        g.end_of_turn(&mut out);
        assert_eq!(bag - g.bag.iter().sum::<u32>(), extra, "turn {turn}");
        assert_eq!(out.words.iter().any(|m| m.key == "aos.log.southern-us.atlanta"), extra == 1, "turn {turn}");
        assert!(g.check_invariants().is_ok());
    }
}

#[test]
fn income_reduction_is_doubled_in_turn_four() {
    // "No turno 4, a Redução de Renda é Dobrada."
    for (turn, left) in [(3, 13), (4, 11), (5, 13)] {
        let mut g = game(3, 6);
        g.turn = turn;
        g.players[0].income = 15;
        g.players[0].money = 100;
        g.end_of_turn(&mut Outcome::default());
        assert_eq!(g.players[0].income, left, "turn {turn}: 15 loses 2, doubled to 4 in turn 4");
    }
}

#[test]
fn random_games_on_southern_us_keep_every_invariant() {
    super::map_games::random_games_keep_every_invariant("southern-us", 41);
}

#[test]
fn the_computer_player_finishes_southern_us() {
    super::map_games::the_computer_player_finishes("southern-us", &[(3, 1), (5, 2)]);
}
