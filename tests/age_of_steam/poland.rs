//! Poland (rulebook, "Polônia"; digest §16.7): each special rule against the rulebook's line,
//! random legal play at every player count with the generic checks, and the computer player.

use railyard::check::default_setup;
use railyard::core::hex::Hex;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Phase, Special};
use railyard::rail::Good;
use super::map_games::named;

fn game(players: usize, seed: u64) -> AgeOfSteam {
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "poland", players, seed)).unwrap();
    g.order = (0..players).collect();
    g
}

/// Board index of reference position (x, y) (the layout of tests/fixtures/aos-reference-maps).
fn at(g: &AgeOfSteam, x: i32, y: i32) -> usize {
    g.map.at(Hex::from_offset(2 * x + y % 2, y / 2)).unwrap()
}

/// Seat 0 starts its build step with $50.
fn building(g: &mut AgeOfSteam) {
    g.players[0].money = 50;
    g.start_build();
    assert_eq!(g.current_player(), Some(0));
}

fn builds_on(g: &AgeOfSteam, i: usize) -> Vec<Action> {
    let hex = g.map.hexes[i].hex;
    g.legal_actions().into_iter().filter(|a| matches!(a, Action::Build { hex: h, .. } if *h == hex)).collect()
}

/// The lowest price seat 0 could pay for a tile on hex `i` now.
fn cheapest_on(g: &AgeOfSteam, i: usize) -> i32 {
    builds_on(g, i)
        .iter()
        .map(|a| {
            let mut t = g.clone();
            let before = t.players[0].money;
            t.apply(a).unwrap();
            before - t.players[0].money
        })
        .min()
        .expect("a legal build there")
}

#[test]
fn poland_is_playable_from_three_to_six() {
    let m = maps::map("poland").expect("Poland is offered");
    assert_eq!((m.board.min_players, m.board.max_players), (3, 6));
    assert!(maps::infos().iter().any(|i| i.id == "poland"));
}

#[test]
fn setup_three_cubes_in_warsaw_wroclaw_and_gdansk() {
    // "Coloque 3 Mercadorias em Varsóvia, Wroclaw e Gdansk. Coloque 2 Mercadorias em cada outra cidade."
    let g = game(3, 1);
    for (i, h) in g.map.hexes.iter().enumerate() {
        if h.colour.is_some() {
            let expect = if ["Warsaw", "Wrocław", "Gdańsk"].contains(&h.name.as_deref().unwrap()) { 3 } else { 2 };
            assert_eq!(g.hexes[i].cubes.len(), expect, "{:?}", h.name);
        }
    }
}

#[test]
fn dark_mountains_cost_six_and_swamps_four() {
    // "Os hexágonos de montanhas escuras no fundo do mapa custam $6. Os hexágonos de águas
    // pantanosas no topo direito do mapa custam $4."
    let mut g = game(3, 2);
    building(&mut g);
    // Katowice (3, 19) touches the dark mountains (3, 20) and (3, 21); (4, 18) is plain.
    assert_eq!(cheapest_on(&g, at(&g, 3, 20)), 6);
    assert_eq!(cheapest_on(&g, at(&g, 3, 21)), 6);
    assert_eq!(cheapest_on(&g, at(&g, 4, 18)), 2);
    // Track from Białystok (7, 6) through (6, 5) points at the swamp (6, 4).
    let mut g = game(3, 2);
    let (bialystok, next) = (g.map.hexes[named(&g, "Białystok")].hex.to_string(), g.map.hexes[at(&g, 6, 5)].hex.to_string());
    g.lay(Some(0), &[&bialystok, &next]);
    g.recount_supply();
    building(&mut g);
    assert_eq!(cheapest_on(&g, at(&g, 6, 4)), 4);
}

#[test]
fn first_track_into_an_empty_town_raises_income_by_one() {
    // "Se uma vila não tiver nenhum trilho e um jogador construir trilho para aquela cidade, a
    // renda de sua ferrovia aumenta imediatamente em $1."
    let base = game(3, 3);
    let town = named(&base, "Ostrołęka");
    // Warsaw (5, 10) -> (5, 8) -> Ostrołęka (5, 7): try each tile on (5, 8) until the town can
    // be reached.
    let mut g = base.clone();
    building(&mut g);
    let step = at(&g, 5, 8);
    let mut reached = None;
    for a in builds_on(&g, step) {
        let mut t = g.clone();
        t.apply(&a).unwrap();
        assert_eq!(t.players[0].income, 0, "a plain hex pays nothing");
        if let Some(b) = builds_on(&t, town).into_iter().next() {
            reached = Some((t, b));
            break;
        }
    }
    let (mut t, b) = reached.expect("a tile on (5, 8) leads into Ostrołęka");
    let out = t.apply(&b).unwrap();
    assert_eq!(t.players[0].income, 1);
    assert!(out.words.iter().any(|m| m.key == "aos.log.poland.first-to-town"));
}

#[test]
fn production_puts_one_cube_from_the_bag_on_a_town() {
    // "A ação Produção mudou. O jogador que escolhe a Ação de Produção pode pegar um cubo de
    // Mercadoria da sacola e colocar em qualquer cidade." (a town: see the map's notes)
    let mut g = game(3, 4);
    g.players[0].special = Some(Special::Production);
    let mut out = Outcome::default();
    g.end_of_turn(&mut out);
    let Phase::Produce { left, cube } = g.phase.clone() else { panic!("Production waits for the holder: {:?}", g.phase) };
    assert_eq!(left, 1, "one cube");
    let legal = g.legal_actions();
    assert_eq!(legal.len(), 11, "any of the 11 towns");
    assert!(legal.iter().all(|a| matches!(a, Action::PlaceOnTown { .. })));
    let town = named(&g, "Opole");
    g.apply(&Action::PlaceOnTown { hex: g.map.hexes[town].hex }).unwrap();
    assert_eq!(g.hexes[town].cubes, vec![cube]);
    assert!(!matches!(g.phase, Phase::Produce { .. }), "one cube only");
    assert!(g.check_invariants().is_ok());
    // A city is not a town.
    let mut g = game(3, 4);
    g.players[0].special = Some(Special::Production);
    g.end_of_turn(&mut Outcome::default());
    let warsaw = g.map.hexes[named(&g, "Warsaw")].hex;
    assert!(g.apply(&Action::PlaceOnTown { hex: warsaw }).is_err());
}

#[test]
fn a_cube_on_a_town_moves_like_a_city_cube() {
    let mut g = game(3, 5);
    let (warsaw, step, town) = (named(&g, "Warsaw"), at(&g, 5, 8), named(&g, "Ostrołęka"));
    let names: Vec<String> = [town, step, warsaw].iter().map(|&i| g.map.hexes[i].hex.to_string()).collect();
    g.lay(Some(0), &names.iter().map(String::as_str).collect::<Vec<_>>());
    g.recount_supply();
    g.bag[Good::Blue.index()] -= 1;
    g.hexes[town].cubes.push(Good::Blue);
    g.start_move();
    while g.current_player() != Some(0) {
        g.apply(&Action::PassMove).unwrap();
    }
    let from = g.map.hexes[town].hex;
    let mv = g.legal_actions().into_iter().find(|a| matches!(a, Action::Move { from: f, good: Good::Blue, .. } if *f == from));
    g.apply(&mv.expect("the blue cube goes from Ostrołęka to Warsaw")).unwrap();
    assert_eq!(g.players[0].income, 1);
}

#[test]
fn before_the_dice_a_black_cube_goes_from_the_bag_to_warsaw() {
    // "Antes de rolar os dados, encontre um cubo preto na sacola e coloque em Varsóvia."
    let mut g = game(3, 6);
    let warsaw = named(&g, "Warsaw");
    let blacks = |g: &AgeOfSteam| g.hexes[warsaw].cubes.iter().filter(|&&c| c == Good::Black).count();
    let (bag, before) = (g.bag[Good::Black.index()], blacks(&g));
    let mut out = Outcome::default();
    g.end_of_turn(&mut out);
    assert_eq!(g.bag[Good::Black.index()], bag - 1);
    assert!(blacks(&g) > before);
    assert!(out.words.iter().any(|m| m.key == "aos.log.poland.warsaw"));
    assert!(g.check_invariants().is_ok());
}

#[test]
fn random_games_on_poland_keep_every_invariant() {
    super::map_games::random_games_keep_every_invariant("poland", 37);
}

#[test]
fn the_computer_player_finishes_poland() {
    super::map_games::the_computer_player_finishes("poland", &[(3, 1), (4, 2), (6, 3)]);
}
