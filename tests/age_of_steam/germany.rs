//! Germany (rulebook, "Alemanha"; digest §16.3): each special rule against the rulebook's line,
//! then whole games on the map.

use railyard::check::default_setup;
use railyard::core::hex::Hex;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Phase, Special};
use railyard::rail::{Good, Ground};
use super::map_games::named;

fn game(players: usize, seed: u64) -> AgeOfSteam {
    let def = maps::map("germany").unwrap();
    let mut g = AgeOfSteam::with_map(&default_setup("age-of-steam", "germany", players, seed), def).unwrap();
    g.order = (0..players).collect();
    g
}

fn label(x: i32, y: i32) -> String {
    Hex::from_offset(2 * x + y % 2, y / 2).to_string()
}

fn price(g: &AgeOfSteam, a: &Action) -> i32 {
    let mut t = g.clone();
    let before = t.players[0].money;
    t.apply(a).unwrap();
    before - t.players[0].money
}

/// The cheapest legal build on hex `i` for seat 0, and its price.
fn cheapest_on(g: &AgeOfSteam, i: usize) -> (Action, i32) {
    let hex = g.map.hexes[i].hex;
    g.legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Build { hex: h, .. } if *h == hex))
        .map(|a| (a.clone(), price(g, &a)))
        .min_by_key(|(_, p)| *p)
        .expect("a legal build there")
}

/// A hex with a printed cost next to a city that is not a terminal, and its cost.
fn printed_next_to_a_city(g: &AgeOfSteam) -> (usize, i32) {
    let v = g.view();
    (0..g.map.hexes.len())
        .filter_map(|i| g.map.hexes[i].cost.map(|c| (i, c as i32)))
        .find(|&(i, _)| g.map.nbr[i].iter().any(|&j| j != u32::MAX && v.is_city(j as usize) && g.map.hexes[j as usize].port.is_none()))
        .expect("a printed hex next to a city")
}

#[test]
fn germany_is_offered_for_three_to_six() {
    let info = maps::infos().into_iter().find(|m| m.id == "germany").expect("offered");
    assert_eq!((info.min_players, info.max_players), (3, 6));
}

#[test]
fn setup_cubes_and_a_colour_for_each_terminal() {
    // "Coloque 2 cubos de Mercadoria em cada cidade, exceto Königsberg e Vienna. Königsberg ganha
    // 3 cubos de Mercadoria, Vienna ganha 4 cubos de mercadoria."
    // "Durante a montagem, coloque os cubos de mercadoria na caixa branca para cada hexágono
    // verde. Este é o tipo de mercadoria que o terminal estrangeiro irá aceitar."
    let g = game(3, 1);
    for (i, h) in g.map.hexes.iter().enumerate() {
        if h.terrain != Ground::City {
            continue;
        }
        let name = h.name.as_deref().unwrap();
        if h.port.is_some() {
            assert!(g.hexes[i].takes.is_some(), "{name} has its colour");
            assert!(g.hexes[i].cubes.is_empty(), "{name} produces nothing");
            continue;
        }
        let expect = match name {
            "To Königsberg" => 3,
            "To Vienna" => 4,
            _ => 2,
        };
        assert_eq!(g.hexes[i].cubes.len(), expect, "{name}");
    }
    assert!(g.check_invariants().is_ok(), "the terminals' cubes came out of the bag");
}

#[test]
fn a_terminal_takes_its_colour_and_lets_no_cube_through() {
    // "Eles não deixam Mercadorias passarem por eles. Cada um deles aceita um tipo de Mercadoria."
    // Bremen - Rotterdam (terminal) - Essen, both of seat 0.
    let mut g = game(3, 2);
    let chain: Vec<String> = [(1, 7), (1, 8), (0, 9), (0, 10), (0, 11), (1, 12), (1, 13)].iter().map(|&(x, y)| label(x, y)).collect();
    g.lay(Some(0), &chain.iter().map(String::as_str).collect::<Vec<_>>());
    g.recount_supply();
    let (bremen, rotterdam) = (named(&g, "Bremen & Olden."), named(&g, "To Rotterdam"));
    let drawn = g.hexes[rotterdam].takes.unwrap();
    g.bag[drawn.index()] += 1;
    g.hexes[rotterdam].takes = Some(Good::Red);
    g.bag[Good::Red.index()] -= 1;
    // Essen is blue: a blue cube from Bremen would have to pass through Rotterdam.
    g.hexes[bremen].cubes = vec![Good::Blue, Good::Red];
    g.bag[Good::Blue.index()] -= 1;
    g.bag[Good::Red.index()] -= 1;
    g.players[0].engine = 3;
    g.start_move();
    while g.current_player() != Some(0) {
        g.apply(&Action::PassMove).unwrap();
    }
    let from = g.map.hexes[bremen].hex;
    let moves: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::Move { from: f, .. } if *f == from)).collect();
    assert!(!moves.iter().any(|a| matches!(a, Action::Move { good: Good::Blue, .. })), "no way through Rotterdam: {moves:?}");
    let red: Vec<&Action> = moves.iter().filter(|a| matches!(a, Action::Move { good: Good::Red, .. })).collect();
    assert_eq!(red.len(), 1, "red ends at Rotterdam");
    g.apply(red[0]).unwrap();
    assert_eq!(g.players[0].income, 1);
}

#[test]
fn a_printed_number_is_the_price_of_a_simple_tile() {
    // "O número na caixa quadrada é o custo para colocar um trilho simples naquele hexágono."
    let mut g = game(3, 3);
    g.players[0].money = 60;
    g.start_build();
    let (i, printed) = printed_next_to_a_city(&g);
    assert_eq!(cheapest_on(&g, i).1, printed);
}

#[test]
fn the_engineer_places_one_tile_at_half_price_and_builds_three() {
    // "A Ação Engenharia agora permite que uma peça de trilho seja colocada na metade do preço,
    // arredondado para cima." "Jogadores ainda são limitados a colocar três peças de trilho por turno."
    let mut g = game(3, 4);
    g.players[0].money = 60;
    g.players[0].special = Some(Special::Engineer);
    g.start_build();
    let (i, printed) = printed_next_to_a_city(&g);
    let (first, paid) = cheapest_on(&g, i);
    assert_eq!(paid, (printed + 1) / 2, "half of {printed}, rounded up");
    g.apply(&first).unwrap();
    let mut built = 1;
    while let Some(a) = g.legal_actions().into_iter().find(|a| matches!(a, Action::Build { .. })) {
        let full = price(&g, &a);
        g.apply(&a).unwrap();
        assert!(full >= 2, "later tiles at full price");
        built += 1;
    }
    assert_eq!(built, 3);
}

#[test]
fn berlin_gets_a_cube_from_the_bag_every_turn() {
    // "Em adição ao Crescimento de Mercadoria normal, Berlin sempre ganha um cubo de Mercadoria,
    // puxado da sacola de mercadoria."
    for turn in [1, 5] {
        let mut g = game(3, 5);
        g.turn = turn;
        let berlin = named(&g, "Berlin");
        let (bag, before) = (g.bag.iter().sum::<u32>(), g.hexes[berlin].cubes.len());
        let mut out = Outcome::default();
        g.end_of_turn(&mut out);
        assert_eq!(bag - g.bag.iter().sum::<u32>(), 1, "turn {turn}");
        assert_eq!(g.hexes[berlin].cubes.len(), before + 1, "turn {turn}");
        assert!(out.words.iter().any(|m| m.key == "aos.log.germany.berlin"));
        assert!(g.check_invariants().is_ok());
    }
}

#[test]
fn track_left_unfinished_at_the_end_of_the_step_is_taken_back() {
    // "Nenhuma Seção Incompleta de trilhos pode ser construída, apenas Ligações completas podem
    // ser construídas." Ending the step with unfinished track takes it back, refunded.
    let mut g = game(3, 6);
    g.players[0].money = 60;
    g.start_build();
    let unfinished = |g: &AgeOfSteam, a: &Action| {
        let mut t = g.clone();
        t.apply(a).unwrap();
        !t.view().open_sections(0).is_empty()
    };
    let a = g.legal_actions().into_iter().find(|a| matches!(a, Action::Build { .. }) && unfinished(&g, a)).unwrap();
    let Action::Build { hex, .. } = a else { unreachable!() };
    let (i, paid) = (g.map.at(hex).unwrap(), price(&g, &a));
    let supply = g.supply.clone();
    g.apply(&a).unwrap();
    assert_eq!(g.players[0].money, 60 - paid);
    let out = g.apply(&Action::EndBuild).unwrap();
    assert!(g.hexes[i].tile.is_none(), "taken back");
    assert_eq!(g.players[0].money, 60, "refunded");
    assert_eq!(g.supply, supply, "the tile is back in supply");
    assert!(out.words.iter().any(|m| m.key == "aos.log.taken-back"));
    assert!(g.check_invariants().is_ok());
}

#[test]
fn a_complete_link_stays_and_only_the_unfinished_build_after_it_goes() {
    let mut g = game(3, 7);
    g.players[0].money = 60;
    g.start_build();
    // A tile that joins two places at once is a complete link.
    let whole = g
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Build { .. }))
        .find(|a| {
            let mut t = g.clone();
            t.apply(a).unwrap();
            t.view().open_sections(0).is_empty()
        })
        .expect("a one-tile link somewhere");
    g.apply(&whole).unwrap();
    let Action::Build { hex: kept, .. } = whole else { unreachable!() };
    let (i, _) = printed_next_to_a_city(&g);
    if g.hexes[i].tile.is_none() && g.map.hexes[i].hex != kept {
        let (a, _) = cheapest_on(&g, i);
        g.apply(&a).unwrap();
    }
    g.apply(&Action::EndBuild).unwrap();
    assert!(g.hexes[g.map.at(kept).unwrap()].tile.is_some(), "the complete link stays");
    assert!(g.view().open_sections(0).is_empty());
}

#[test]
fn the_special_link_costs_two_one_build_and_carries_goods() {
    // "Uma ligação de trilho pode ser construída diretamente entre Düsseldorf/Cologne e
    // Essen/Dortmund, o custo é $2 ... Isto conta como um trilho para as condições de vitória.
    // Ele também conta como uma peça de trilho durante a construção."
    let mut g = game(3, 8);
    g.players[0].money = 20;
    g.start_build();
    let link = Action::BuildLink { link: 0 };
    assert!(g.legal_actions().contains(&link));
    g.apply(&link).unwrap();
    assert_eq!(g.players[0].money, 18);
    assert!(matches!(g.phase, Phase::Build { builds: 1, .. }), "one build");
    assert!(!g.legal_actions().contains(&link), "built once");
    g.apply(&Action::EndBuild).unwrap();
    let (dus, essen) = (named(&g, "Düsseldorf & Col."), named(&g, "Essen"));
    assert!(g.hexes[dus].link.is_some(), "a complete link stays");
    // Essen takes blue: a blue cube in Düsseldorf crosses the special link.
    g.hexes[dus].cubes.push(Good::Blue);
    g.bag[Good::Blue.index()] -= 1;
    g.start_move();
    while g.current_player() != Some(0) {
        g.apply(&Action::PassMove).unwrap();
    }
    let from = g.map.hexes[dus].hex;
    let mv = g.legal_actions().into_iter().find(|a| matches!(a, Action::Move { from: f, good: Good::Blue, links } if *f == from && links.len() == 1));
    g.apply(&mv.expect("Düsseldorf to Essen over the special link")).unwrap();
    assert_eq!(g.players[0].income, 1);
    assert!(g.hexes[essen].cubes.len() >= 2 || g.check_invariants().is_ok());
    // One section at the end.
    g.phase = Phase::Over;
    let score = g.final_scores().unwrap().into_iter().find(|s| s.player == 0).unwrap();
    assert_eq!(score.breakdown[2].1, 1, "{score:?}");
}

#[test]
fn random_games_on_germany_keep_every_invariant() {
    super::map_games::random_games_keep_every_invariant("germany", 41);
}

#[test]
fn the_computer_player_finishes_germany() {
    super::map_games::the_computer_player_finishes("germany", &[(3, 1), (4, 2), (6, 3)]);
}

#[test]
fn the_computer_player_builds_the_special_link() {
    // Düsseldorf (red) and Essen (blue) are next to each other: the $2 link is a cheap delivery.
    let mut built = 0;
    for seed in [1u64, 2] {
        let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "germany", 3, seed)).unwrap();
        let mut n = 0;
        while !g.is_over() && g.turn <= 4 {
            let a = g.bot_action(seed * 7919 + n).unwrap();
            g.apply(&a).unwrap();
            n += 1;
        }
        built += g.hexes.iter().filter(|h| h.link.is_some_and(|l| l.owner.is_some())).count();
    }
    assert!(built >= 1, "the link is built by turn 4 in one game of two at least");
}
