//! Pittsburgh (rulebook, "Regras de Pittsburgh"; digest §16.14): each special rule against the
//! rulebook's line, random legal play at 3 and 4 players with the generic checks, and the
//! computer player.

use railyard::check::default_setup;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::{manifest, maps, Action, AgeOfSteam, Phase, Special};
use super::map_games::named;

fn game(players: usize, seed: u64) -> AgeOfSteam {
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "pittsburgh", players, seed)).unwrap();
    g.order = (0..players).collect();
    g
}

fn kind(id: &str) -> usize {
    manifest().tiles.iter().position(|t| t.id == id).unwrap()
}

/// Seat 0 starts its build step with $50, holding `special`.
fn building(g: &mut AgeOfSteam, special: Option<Special>) {
    g.players[0].money = 50;
    g.players[0].special = special;
    g.start_build();
    assert_eq!(g.current_player(), Some(0));
}

/// What each legal build of tile `id` on hex `i` costs seat 0 now.
fn prices(g: &AgeOfSteam, i: usize, id: &str) -> Vec<i32> {
    let hex = g.map.hexes[i].hex;
    let k = kind(id);
    g.legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Build { hex: h, tile, .. } if *h == hex && *tile == k))
        .map(|a| {
            let mut t = g.clone();
            t.apply(&a).unwrap();
            g.players[0].money - t.players[0].money
        })
        .collect()
}

/// The one price of tile `id` on hex `i` (every legal orientation costs the same).
fn price(g: &AgeOfSteam, i: usize, id: &str) -> i32 {
    let p = prices(g, i, id);
    assert!(!p.is_empty(), "{id} can be built on {}", g.map.hexes[i].hex);
    assert!(p.iter().all(|&x| x == p[0]), "{id}: {p:?}");
    p[0]
}

/// A plain hex next to Pittsburgh (the city).
fn beside_pittsburgh(g: &AgeOfSteam) -> usize {
    let city = g.map.hexes[named(g, "Pittsburgh")].hex;
    (0..6u8)
        .filter_map(|e| g.map.at(city.neighbor(e)))
        .find(|&j| g.map.hexes[j].terrain == railyard::rail::Ground::Plain)
        .unwrap()
}

#[test]
fn pittsburgh_is_playable_by_three_or_four_for_eight_turns() {
    // "Este mapa foi criado para 3 a 4 jogadores" ... "O jogo termina depois que o Turno 8 é completado."
    let m = maps::map("pittsburgh").expect("Pittsburgh is offered");
    assert_eq!((m.board.min_players, m.board.max_players), (3, 4));
    assert_eq!(game(3, 1).turns, 8);
    assert_eq!(game(4, 1).turns, 8);
    assert!(AgeOfSteam::new(&default_setup("age-of-steam", "pittsburgh", 5, 1)).is_err());
}

#[test]
fn setup_three_cubes_in_every_city() {
    // "Coloque 3 Mercadorias em todas as cidades."
    let g = game(3, 2);
    let cities: Vec<usize> = (0..g.map.hexes.len()).filter(|&i| g.map.hexes[i].colour.is_some()).collect();
    assert_eq!(cities.len(), 6);
    for i in cities {
        assert_eq!(g.hexes[i].cubes.len(), 3, "{:?}", g.map.hexes[i].name);
    }
}

#[test]
fn each_city_is_fed_by_its_light_and_its_dark_column() {
    // The board prints each city's die number on both sides of the goods display.
    let mut g = game(3, 3);
    let heidelberg = named(&g, "Heidelberg");
    let before = g.hexes[heidelberg].cubes.len();
    let (light, dark) = (g.display[0].last().copied().unwrap(), g.display[6].last().copied().unwrap());
    g.grow(&[1], &[1], &mut Outcome::default());
    assert_eq!(g.hexes[heidelberg].cubes.len(), before + 2);
    assert_eq!(&g.hexes[heidelberg].cubes[before..], &[light, dark]);
    assert!(g.check_invariants().is_ok());
}

#[test]
fn commonwealth_grant_replaces_turn_order() {
    // "A ação de Ordem de Turno foi substituída pela ação Concessão da Comunidade."
    let mut g = game(3, 4);
    g.phase = Phase::Actions { idx: 0 };
    let offered = g.legal_actions();
    assert!(offered.contains(&Action::Choose { action: Special::CommonwealthGrant }));
    assert!(!offered.contains(&Action::Choose { action: Special::TurnOrder }));
    assert_eq!(offered.len(), 7);
}

#[test]
fn prices_ignore_terrain_straights_ten_curves_three() {
    // "Trilhos simples retos custam $10. Trilhos complexos que possuem uma linha reta custam $10.
    // Trilhos simples curvados custam $3. Trilhos Complexos que não apresentam linhas retas
    // custam $4."
    let mut g = game(3, 5);
    building(&mut g, None);
    let next = beside_pittsburgh(&g);
    assert_eq!(price(&g, next, "straight"), 10);
    assert_eq!(price(&g, next, "gentle"), 3);
    assert_eq!(price(&g, next, "sharp"), 3);
}

#[test]
fn town_tiles_cost_nothing() {
    // "Cidades custam $0." (the towns' tiles: see the map's notes)
    let mut g = game(3, 6);
    building(&mut g, None);
    // Try every first tile next to a city; any town reached on the next build costs $0.
    let mut found = false;
    let first: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::Build { .. })).collect();
    'outer: for a in first {
        let mut t = g.clone();
        t.apply(&a).unwrap();
        for b in t.legal_actions() {
            let Action::Build { hex, .. } = b else { continue };
            let i = t.map.at(hex).unwrap();
            if t.map.hexes[i].terrain == railyard::rail::Ground::Town {
                let before = t.players[0].money;
                let mut u = t.clone();
                u.apply(&b).unwrap();
                assert_eq!(u.players[0].money, before, "a town tile on {}", hex);
                found = true;
                break 'outer;
            }
        }
    }
    assert!(found, "some town is two builds from a city");
}

#[test]
fn a_redirect_adding_a_straight_costs_ten_otherwise_four() {
    // The table's surviving line: "Todos os outros redirecionamentos custam $4".
    let mut g = game(3, 7);
    let next = beside_pittsburgh(&g);
    // A gentle curve leaving the city, left open by seat 0 in an earlier step.
    building(&mut g, None);
    let gentle = kind("gentle");
    let a = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Build { hex, tile, .. } if *hex == g.map.hexes[next].hex && *tile == gentle))
        .unwrap();
    g.apply(&a).unwrap();
    building(&mut g, None);
    assert_eq!(price(&g, next, "straight"), 10, "turned into a straight");
    assert_eq!(price(&g, next, "sharp"), 4, "turned into another curve");
}

#[test]
fn the_grant_takes_three_dollars_off_one_ten_dollar_build() {
    // "A Concessão da Comunidade reduz o custo de uma construção de trilho de $10 para $7."
    let mut g = game(3, 8);
    building(&mut g, Some(Special::CommonwealthGrant));
    let next = beside_pittsburgh(&g);
    assert_eq!(price(&g, next, "straight"), 7);
    assert_eq!(price(&g, next, "gentle"), 3, "only a $10 build");
    let straight = kind("straight");
    let a = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Build { hex, tile, .. } if *hex == g.map.hexes[next].hex && *tile == straight))
        .unwrap();
    g.apply(&a).unwrap();
    assert_eq!(g.players[0].money, 43);
    // Any further straight in the same step costs the full $10.
    let tens: Vec<i32> = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Build { tile, .. } if *tile == straight))
        .map(|a| {
            let mut t = g.clone();
            t.apply(&a).unwrap();
            g.players[0].money - t.players[0].money
        })
        .collect();
    assert!(!tens.is_empty() && tens.iter().all(|&p| p == 10), "{tens:?}");
    // Without the grant, $10.
    let mut h = game(3, 8);
    building(&mut h, None);
    assert_eq!(price(&h, next, "straight"), 10);
}

#[test]
fn the_crossing_of_two_straights_is_not_used() {
    let g = game(4, 9);
    assert_eq!(g.supply[kind("x")], 0);
    assert!(g.check_invariants().is_ok());
}

#[test]
fn random_games_on_pittsburgh_keep_every_invariant() {
    super::map_games::random_games_at("pittsburgh", 3..=4, 2, 41);
}

#[test]
fn the_computer_player_finishes_pittsburgh() {
    super::map_games::the_computer_player_finishes("pittsburgh", &[(3, 1), (4, 2)]);
}

#[test]
fn the_computer_player_takes_the_grant_and_uses_it() {
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "pittsburgh", 4, 6)).unwrap();
    let (mut chosen, mut granted, mut n) = (0, 0, 0u64);
    while !g.is_over() {
        let a = g.bot_action(n).unwrap();
        chosen += (a == Action::Choose { action: Special::CommonwealthGrant }) as u32;
        g.apply(&a).unwrap();
        if let Phase::Build { paid, .. } = &g.phase {
            if matches!(a, Action::Build { .. }) && paid.last() == Some(&7) {
                granted += 1;
            }
        }
        n += 1;
    }
    assert!(chosen >= 4, "taken in {chosen} of 8 turns");
    assert!(granted >= 1, "a $10 build at $7 in {granted} turns");
}
