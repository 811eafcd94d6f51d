//! Heavy Cardboard (rulebook, "Heavy Cardboard"; digest §16.11): the special rules built so far,
//! each against the rulebook's line. The map is not offered until its large city, ferries and
//! Heavy Lifting are built.

use railyard::check::default_setup;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Phase, Special};
use railyard::rail::Good;

fn game(players: usize, seed: u64) -> AgeOfSteam {
    let def = maps::any_map("heavy-cardboard").unwrap();
    let mut g = AgeOfSteam::with_map(&default_setup("age-of-steam", "heavy-cardboard", players, seed), def).unwrap();
    g.order = (0..players).collect();
    g
}

fn named(g: &AgeOfSteam, name: &str) -> usize {
    g.map.hexes.iter().position(|h| h.name.as_deref() == Some(name)).unwrap()
}

#[test]
fn heavy_cardboard_is_not_offered_yet_and_takes_four_to_six() {
    // "Este mapa é recomendado para 4 a 6 jogadores."
    assert!(maps::map("heavy-cardboard").is_none());
    let def = maps::any_map("heavy-cardboard").unwrap();
    assert_eq!((def.board.min_players, def.board.max_players), (4, 6));
}

#[test]
fn setup_one_cube_of_each_colour_in_the_centre_two_elsewhere() {
    // "Coloque uma Mercadoria de cada cor no espaço Heavy Cardboard ... Coloque 2 Mercadorias em
    // cada outra cidade."
    let g = game(4, 1);
    let centre = named(&g, "Heavy Cardboard");
    let mut cubes = g.hexes[centre].cubes.clone();
    cubes.sort();
    assert_eq!(cubes, Good::ALL.to_vec());
    for (i, h) in g.map.hexes.iter().enumerate() {
        if h.colour.is_some() {
            assert_eq!(g.hexes[i].cubes.len(), 2, "{:?}", h.name);
        }
    }
    assert!(g.check_invariants().is_ok());
}

#[test]
fn production_cannot_be_chosen() {
    // "A ação Produção não pode ser escolhida."
    let mut g = game(4, 2);
    g.phase = Phase::Actions { idx: 0 };
    let offered = g.legal_actions();
    assert!(!offered.contains(&Action::Choose { action: Special::Production }));
    assert!(offered.contains(&Action::Choose { action: Special::TurnOrder }));
}

#[test]
fn an_empty_centre_gets_one_cube_of_each_colour_at_growth() {
    // "se não houverem mercadorias na cidade Heavy Cardboard no começo da fase de Crescimento de
    // Mercadoria, ela ganha um cubo de cada cor (5 ao total)."
    let mut g = game(4, 3);
    let centre = named(&g, "Heavy Cardboard");
    let cubes = std::mem::take(&mut g.hexes[centre].cubes);
    for c in cubes {
        g.bag[c.index()] += 1;
    }
    let bag: u32 = g.bag.iter().sum();
    let mut out = Outcome::default();
    g.def.special.before_growth(&mut g, &mut out);
    assert_eq!(g.hexes[centre].cubes.len(), 5);
    assert_eq!(g.bag.iter().sum::<u32>(), bag - 5);
    assert!(out.words.iter().any(|m| m.key == "aos.log.heavy-cardboard.refill"));
    // Not while it still has a cube.
    g.hexes[centre].cubes.truncate(1);
    g.def.special.before_growth(&mut g, &mut Outcome::default());
    assert_eq!(g.hexes[centre].cubes.len(), 1);
}

#[test]
fn madeira_takes_red_and_blue() {
    // "Madeira é uma cidade vermelha e azul e aceita ambos os tipos de cubos de Mercadoria."
    let g = game(4, 4);
    let madeira = named(&g, "Madeira");
    assert_eq!(g.map.accepts(madeira), &[Good::Blue, Good::Red]);
}
