//! New England (rulebook, "New England"; digest §16.13): each special rule against the
//! rulebook's line, then whole two-player games on the map.

use railyard::check::default_setup;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::maps::new_england::white;
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Phase, Special};
use railyard::rail::Ground;
use super::map_games::{named, play_until};

fn game(seed: u64) -> AgeOfSteam {
    AgeOfSteam::new(&default_setup("age-of-steam", "new-england", 2, seed)).unwrap()
}

#[test]
fn new_england_is_for_two_players_only_and_eight_turns() {
    // "Este mapa é desenvolvido para 2 jogadores."
    let info = maps::infos().into_iter().find(|m| m.id == "new-england").expect("offered");
    assert_eq!((info.min_players, info.max_players), (2, 2));
    assert!(AgeOfSteam::new(&default_setup("age-of-steam", "new-england", 3, 1)).is_err());
    assert_eq!(game(1).turns, 8);
}

#[test]
fn every_city_starts_with_three_cubes() {
    // "Coloque 3 Mercadorias em cada cidade."
    let g = game(2);
    for (i, h) in g.map.hexes.iter().enumerate() {
        if h.terrain == Ground::City {
            assert_eq!(g.hexes[i].cubes.len(), 3, "{:?}", h.name);
        }
    }
}

#[test]
fn white_goes_first_in_turns_1_3_6_8_and_black_in_2_4_5_7_without_an_auction() {
    // "O jogador branco é o primeiro jogador nos turnos 1,3,6 e 8, e o jogador preto é o
    // primeiro jogador nos turnos 2,4,5 e 7."
    let mut g = game(3);
    let first_white = g.order[0];
    let mut firsts = Vec::new();
    let mut turn = 0;
    let mut n = 0;
    while !g.is_over() {
        assert!(!matches!(g.phase, Phase::Auction { .. }), "no turn-order auction");
        if let Phase::Actions { .. } = g.phase {
            assert!(!g.legal_actions().contains(&Action::Choose { action: Special::TurnOrder }), "no Turn Order action");
        }
        if g.turn != turn {
            turn = g.turn;
            assert_eq!(white(&g), Some(first_white), "white stays the same seat");
            firsts.push(g.order[0] == first_white);
        }
        let a = g.bot_action(n).unwrap();
        g.apply(&a).unwrap();
        n += 1;
    }
    assert_eq!(firsts, vec![true, false, true, false, false, true, false, true]);
}

#[test]
fn goods_move_in_three_rounds_and_the_engine_rises_once() {
    // "Cada jogador pode mover Mercadorias três vezes."
    let mut g = game(4);
    play_until(&mut g, 4, |g| matches!(g.phase, Phase::Move { .. }));
    let mut rounds = Vec::new();
    let mut raised = 0;
    let mut n = 0;
    while let Phase::Move { round, .. } = g.phase {
        rounds.push(round);
        let a = if g.legal_actions().contains(&Action::UpgradeEngine) { Action::UpgradeEngine } else { Action::PassMove };
        raised += (a == Action::UpgradeEngine) as u32;
        g.apply(&a).unwrap();
        n += 1;
        assert!(n < 20);
    }
    assert_eq!(rounds, vec![1, 1, 2, 2, 3, 3]);
    assert_eq!(raised, 2, "once for each player");
}

#[test]
fn only_complete_links_stay_at_the_end_of_a_build_step() {
    // "Apenas Ligações Completas de Ferrovia podem ser construídas, Seções de Trilho Incompletas
    // não são permitidas."
    let mut g = game(5);
    play_until(&mut g, 5, |g| matches!(g.phase, Phase::Build { .. }));
    let p = g.current_player().unwrap();
    g.players[p].money = 40;
    let unfinished = |g: &AgeOfSteam, a: &Action| {
        let mut t = g.clone();
        t.apply(a).unwrap();
        t.view().open_sections(p).len() > g.view().open_sections(p).len()
    };
    let a = g.legal_actions().into_iter().find(|a| matches!(a, Action::Build { .. }) && unfinished(&g, a)).unwrap();
    g.apply(&a).unwrap();
    let out = g.apply(&Action::EndBuild).unwrap();
    assert_eq!(g.players[p].money, 40, "refunded");
    assert!(g.view().open_sections(p).is_empty());
    assert!(out.words.iter().any(|m| m.key == "aos.log.taken-back"));
}

#[test]
fn boston_schenectady_and_new_york_are_fed_by_two_columns() {
    // The board: Boston under light 5 and 6, Schenectady dark 3 and 4, New York dark 5 and 6.
    for (city, light, dark) in [("Boston", [5u8, 6], [0u8; 0].as_slice()), ("Schenectady", [0, 0], &[3, 4]), ("New York", [0, 0], &[5, 6])] {
        let mut g = game(6);
        let i = named(&g, city);
        let before = g.hexes[i].cubes.len();
        let light: Vec<u8> = light.iter().copied().filter(|&d| d > 0).collect();
        g.grow(&light, dark, &mut Outcome::default());
        assert_eq!(g.hexes[i].cubes.len(), before + 2, "{city}");
    }
}

#[test]
fn each_full_twenty_dollars_is_a_point_at_the_end() {
    // "Em adição a outros pontos de vitória, jogadores recebem 1 PV para cada $20 no final do jogo."
    let mut g = game(7);
    g.players[0].money = 59;
    g.players[1].money = 60;
    g.phase = Phase::Over;
    let scores = g.final_scores().unwrap();
    let cash = |p: usize| scores.iter().find(|s| s.player == p).unwrap().breakdown[3].1;
    assert_eq!((cash(0), cash(1)), (2, 3));
    assert_eq!(g.breakdown_words(0).last().unwrap().key, "aos.score.cash");
}

#[test]
fn random_games_on_new_england_keep_every_invariant() {
    super::map_games::random_games_at("new-england", 2..=2, 6, 43);
}

#[test]
fn the_computer_player_finishes_new_england() {
    super::map_games::the_computer_player_finishes("new-england", &[(2, 1), (2, 2), (2, 3)]);
}
