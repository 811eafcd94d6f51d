//! Heavy Cardboard (rulebook, "Heavy Cardboard"; digest §16.11): each special rule against the
//! rulebook's line, random legal play at 4 to 6 players with the generic checks, and the
//! computer player (which claims ferries and uses Heavy Lifting).

use railyard::check::default_setup;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Phase, Special};
use railyard::rail::Good;
use super::map_games::named;

fn game(players: usize, seed: u64) -> AgeOfSteam {
    let def = maps::any_map("heavy-cardboard").unwrap();
    let mut g = AgeOfSteam::with_map(&default_setup("age-of-steam", "heavy-cardboard", players, seed), def).unwrap();
    g.order = (0..players).collect();
    g
}

#[test]
fn heavy_cardboard_is_offered_for_four_to_six() {
    // "Este mapa é recomendado para 4 a 6 jogadores."
    let def = maps::map("heavy-cardboard").expect("Heavy Cardboard is offered");
    assert_eq!((def.board.min_players, def.board.max_players), (4, 6));
    assert!(AgeOfSteam::new(&default_setup("age-of-steam", "heavy-cardboard", 3, 1)).is_err());
}

#[test]
fn random_games_on_heavy_cardboard_keep_every_invariant() {
    super::map_games::random_games_at("heavy-cardboard", 4..=6, 2, 43);
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
    // "Existe uma nova ação chamada Levantamento de Peso Pesado"
    assert!(offered.contains(&Action::Choose { action: Special::HeavyLifting }));
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

/// The hexes from board hex `from` (exclusive) to the nearest city hex not in `avoid`, over
/// open ground and through no wall: the chain `lay` takes, city first.
fn path_to_city(g: &AgeOfSteam, from: usize, avoid: &[usize]) -> Option<Vec<String>> {
    use std::collections::VecDeque;
    let map = g.map;
    let mut prev = vec![usize::MAX; map.hexes.len()];
    let mut q = VecDeque::from([from]);
    prev[from] = from;
    while let Some(i) = q.pop_front() {
        for e in 0..6u8 {
            let Some(j) = map.at(map.hexes[i].hex.neighbor(e)) else { continue };
            if prev[j] != usize::MAX || map.walls[i] & (1 << e) != 0 {
                continue;
            }
            prev[j] = i;
            let t = map.hexes[j].terrain;
            if t == railyard::rail::Ground::City && !avoid.contains(&j) && i != from {
                let mut chain = vec![j];
                let mut k = i;
                while k != from {
                    chain.push(k);
                    k = prev[k];
                }
                chain.push(from);
                return Some(chain.iter().map(|&k| map.hexes[k].hex.to_string()).collect());
            }
            if matches!(t, railyard::rail::Ground::Plain | railyard::rail::Ground::River | railyard::rail::Ground::Hills | railyard::rail::Ground::Mountain) {
                q.push_back(j);
            }
        }
    }
    None
}

#[test]
fn the_seven_hexes_are_one_city_for_links_and_routes() {
    // "O espaço grande de Heavy Cardboard no centro do mapa conta como uma única cidade para
    // ligações e construção de trilho." ... "cubos de Mercadoria podem passar por ela"
    let mut g = game(4, 5);
    let centre = named(&g, "Heavy Cardboard");
    let mut members: Vec<usize> = maps::any_map("heavy-cardboard").unwrap().board.members(centre).collect();
    assert_eq!(members.len(), 7);
    members.sort_by_key(|&m| m != centre);
    // Track from one outer hex to a city, and from another outer hex to another city.
    let a = (1..7).find_map(|k| path_to_city(&g, members[k], &members)).expect("a city within reach");
    let far_a = g.at_label(&a[0]);
    let mut avoid = members.clone();
    avoid.push(far_a);
    let start_a = g.at_label(a.last().unwrap());
    let b = (1..7)
        .filter(|&k| members[k] != start_a)
        .filter_map(|k| path_to_city(&g, members[k], &avoid))
        .find(|c| c[1..].iter().all(|l| !a.contains(l)))
        .expect("a second city within reach");
    let far_b = g.at_label(&b[0]);
    g.lay(Some(0), &a.iter().map(|s| s.as_str()).collect::<Vec<_>>());
    g.lay(Some(1), &b.iter().map(|s| s.as_str()).collect::<Vec<_>>());
    assert!(g.check_invariants().is_ok());
    let links = railyard::rail::goods::Links::new(g.view(), &g.new_city_colours());
    assert_eq!(links.node[members[1]], links.node[centre], "every hex of the city is its node");
    // A cube of far_b's colour at far_a reaches far_b through the large city: two links.
    let colour = g.map.hexes[far_b].colour.unwrap();
    if g.map.hexes[far_a].colour != Some(colour) {
        let routes = links.routes(far_a, colour, 6);
        let through = routes.iter().find(|r| r.nodes.last() == Some(&far_b)).expect("a route through the large city");
        assert_eq!(through.nodes, vec![far_a, centre, far_b]);
        assert_eq!(through.owners, vec![Some(0), Some(1)]);
    }
    // A cube on the large city leaves by either hex.
    let from_centre = links.routes(centre, colour, 1);
    assert!(from_centre.iter().any(|r| r.nodes == vec![centre, far_b]));
    // Nothing is delivered to it: it takes no colour.
    for c in Good::ALL {
        assert!(links.routes(far_a, c, 6).iter().all(|r| r.nodes.last() != Some(&centre)));
    }
}

#[test]
fn whole_games_with_the_large_city_keep_every_invariant() {
    // Not offered yet, so played here directly: computer moves, with a random one every third
    // build or delivery, every check after every action, at 4 and 6 players, to the last turn.
    for (players, seed) in [(4, 11u64), (6, 12)] {
        let mut g = game(players, seed);
        let mut n = 0u64;
        while !g.is_over() {
            let legal = g.legal_actions();
            let random = n % 3 == 0 && matches!(g.phase, Phase::Build { .. } | Phase::Move { .. });
            let a = if random { legal[(n as usize * 7919) % legal.len()].clone() } else { g.bot_action(seed * 1000 + n).unwrap() };
            assert!(legal.contains(&a), "{a:?} listed");
            g.apply(&a).unwrap();
            if let Err(e) = g.check_invariants() {
                panic!("{players} players, action {n}: {e}");
            }
            n += 1;
            assert!(n < 20_000);
        }
        assert_eq!(g.turn, g.turns, "{players} players: the game reaches its last turn");
        assert!(g.final_scores().is_some());
    }
}

/// Seat 0 holds Heavy Lifting, owns a complete link at Arkwright (laid away from the east, where
/// the rulebook's examples go), and Arkwright holds one yellow cube; the Move phase starts.
fn lifting_at_arkwright(seed: u64) -> (AgeOfSteam, usize) {
    let mut g = game(4, seed);
    let ark = named(&g, "Arkwright");
    for c in std::mem::take(&mut g.hexes[ark].cubes) {
        g.bag[c.index()] += 1;
    }
    g.bag[Good::Yellow.index()] -= 1;
    g.hexes[ark].cubes.push(Good::Yellow);
    let chain = path_to_city(&g, ark, &[]).expect("a city near Arkwright");
    g.lay(Some(0), &chain.iter().map(|s| s.as_str()).collect::<Vec<_>>());
    g.players[0].special = Some(Special::HeavyLifting);
    g.start_move();
    assert_eq!(g.current_player(), Some(0));
    (g, ark)
}

fn lifts(g: &AgeOfSteam) -> Vec<Action> {
    g.legal_actions().into_iter().filter(|a| matches!(a, Action::HeavyLift { .. })).collect()
}

#[test]
fn heavy_lifting_reaches_the_rulebooks_two_examples() {
    // "Começando de Arkwright, o jogador pode fazer um levantamento de peso pesado para Food Chain
    // Magnate sobre 5 hexágonos abertos vazios, ou para Agricola por 2 hexágonos de montanha e 1
    // hexagono vazio"
    let (g, ark) = lifting_at_arkwright(6);
    let from = g.map.hexes[ark].hex;
    let listed = lifts(&g);
    for city in ["Food Chain Magnate", "Agricola"] {
        let to = g.map.hexes[named(&g, city)].hex;
        assert!(listed.contains(&Action::HeavyLift { from, good: Good::Yellow, to }), "{city}: {listed:?}");
    }
    assert!(g.check_invariants().is_ok());
}

#[test]
fn heavy_lifting_pays_the_holder_and_returns_the_cube_to_the_bag_once_a_turn() {
    // "Mover um cubo de Mercadoria usando esta ação vale 2 de renda no turno 1, e aumenta em 1
    // para cada turno até o máximo de 6"
    for (turn, income) in [(1, 2), (3, 4), (6, 6)] {
        let (mut g, ark) = lifting_at_arkwright(7);
        g.turn = turn;
        let a = lifts(&g).into_iter().next().expect("a lift");
        let bag = g.bag[Good::Yellow.index()];
        let out = g.apply(&a).unwrap();
        assert_eq!(g.players[0].income, income, "turn {turn}");
        assert!(g.hexes[ark].cubes.is_empty());
        assert_eq!(g.bag[Good::Yellow.index()], bag + 1);
        assert!(out.words.iter().any(|m| m.key == "aos.log.heavy-cardboard.lift"));
        assert!(g.check_invariants().is_ok());
        // The others move; in round 2 seat 0 has no second lift.
        while g.current_player() != Some(0) {
            g.apply(&Action::PassMove).unwrap();
        }
        assert!(lifts(&g).is_empty(), "once a turn");
    }
}

#[test]
fn heavy_lifting_needs_the_action_and_an_own_complete_link() {
    // "de uma cidade que ele tem uma ligação completa existente"
    let (g, _) = lifting_at_arkwright(8);
    let mut other = g.clone();
    other.players[0].special = None;
    assert!(lifts(&other).is_empty(), "not without the action");
    let mut unowned = g.clone();
    for h in unowned.hexes.iter_mut() {
        if let Some(t) = h.tile.as_mut() {
            for s in t.segs.iter_mut() {
                s.owner = Some(1);
            }
        }
    }
    assert!(lifts(&unowned).is_empty(), "not from a city without a link of the holder's");
    let a = lifts(&g)[0].clone();
    assert!(other.apply(&a).is_err());
}

#[test]
fn heavy_lifting_never_goes_to_or_from_madeira() {
    // "Jogadores não podem entregar de ou para Madeira com esta ação."
    let (g, _) = lifting_at_arkwright(9);
    let madeira = g.map.hexes[named(&g, "Madeira")].hex;
    assert!(lifts(&g).iter().all(|a| !matches!(a, Action::HeavyLift { from, to, .. } if *from == madeira || *to == madeira)));
}

/// The ferry hex next to town `town`, and Madeira.
fn ferry_of(g: &AgeOfSteam, town: &str) -> (usize, usize) {
    let t = g.map.hexes[named(g, town)].hex;
    let ferry = (0..6u8).filter_map(|e| g.map.at(t.neighbor(e))).find(|&j| !g.map.hexes[j].printed_track.is_empty()).unwrap();
    (ferry, named(g, "Madeira"))
}

fn claims(g: &AgeOfSteam) -> Vec<Action> {
    g.legal_actions().into_iter().filter(|a| matches!(a, Action::ClaimTrack { .. })).collect()
}

#[test]
fn a_ferry_waits_for_a_town_tile_then_costs_six_and_one_build() {
    // "Madeira tem dois serviços de balsa ... que podem ser construídas por $6 cada. Puerto Rico
    // ou Container precisam ser urbanizados ou ter uma peça de trilho de vila para construir a
    // linha de balsa" ... "Uma conexão de balsa conta como uma única peça durante a fase de
    // Construir Trilho, e um único ponto para a pontuação do fim de jogo."
    let mut g = game(4, 10);
    g.players[0].money = 30;
    g.start_build();
    assert_eq!(g.current_player(), Some(0));
    assert!(claims(&g).is_empty(), "no town tile yet");
    // A town tile on Puerto Rico (a one-exit spoke to some land neighbour).
    let pr = named(&g, "Puerto Rico");
    let land = (0..6u8)
        .filter_map(|e| g.map.at(g.map.hexes[pr].hex.neighbor(e)))
        .find(|&j| g.map.hexes[j].terrain != railyard::rail::Ground::Water && g.map.hexes[j].terrain != railyard::rail::Ground::City)
        .unwrap();
    let (pr_label, land_label) = (g.map.hexes[pr].hex.to_string(), g.map.hexes[land].hex.to_string());
    g.lay(Some(1), &[&pr_label, &land_label]);
    let (ferry, madeira) = ferry_of(&g, "Puerto Rico");
    let listed = claims(&g);
    assert_eq!(listed, vec![Action::ClaimTrack { hex: g.map.hexes[ferry].hex }]);
    let out = g.apply(&listed[0]).unwrap();
    assert_eq!(g.players[0].money, 24);
    assert!(out.words.iter().any(|m| m.key == "aos.log.heavy-cardboard.ferry"));
    let Phase::Build { builds, .. } = &g.phase else { panic!() };
    assert_eq!(*builds, 1, "one build");
    assert!(g.check_invariants().is_ok());
    // One owner: nobody claims it again.
    assert!(claims(&g).is_empty());
    // A complete link Madeira - Puerto Rico of one section, owned by the claimer.
    let links = railyard::rail::goods::Links::new(g.view(), &g.new_city_colours());
    let from_pr = g.view().links_from(pr);
    let to_madeira = from_pr.iter().find(|t| t.end == railyard::rail::End::Node(madeira)).expect("the ferry links the town to Madeira");
    assert_eq!(to_madeira.segs.len(), 1);
    assert_eq!(to_madeira.owner(&g.hexes), Some(0));
    assert!(links.out(links.node[madeira]).iter().any(|l| l.to == links.node[pr]));
}

#[test]
fn the_computer_player_claims_ferries_and_lifts() {
    let (mut ferries, mut lifted) = (0, 0);
    for (players, seed) in [(4, 21u64), (5, 22), (6, 23)] {
        let mut g = game(players, seed);
        let mut n = 0u64;
        while !g.is_over() {
            let a = g.bot_action(seed * 1000 + n).unwrap();
            ferries += matches!(a, Action::ClaimTrack { .. }) as u32;
            lifted += matches!(a, Action::HeavyLift { .. }) as u32;
            g.apply(&a).unwrap();
            n += 1;
            assert!(n < 10_000);
        }
        assert_eq!(g.turn, g.turns);
        let best = g.final_scores().unwrap().iter().map(|s| s.score).max().unwrap();
        assert!(best > 0, "{players} players: the winner scored {best}");
    }
    assert!(ferries >= 1, "a ferry claimed in three games");
    assert!(lifted >= 3, "Heavy Lifting used {lifted} times in three games");
}

#[test]
fn the_computer_player_lays_a_town_tile_to_claim_a_ferry_that_pays() {
    // The rulebook lets a ferry to Madeira be built, for $6 and one build, only once its town
    // (Puerto Rico or Container) is urbanized or holds a town tile. Here the only goods on the
    // board are red and blue cubes at 1822, two links from Madeira by way of Puerto Rico, and
    // Madeira is reached by ferry alone: track to Puerto Rico and its ferry pay for themselves
    // together, neither alone.
    let mut g = game(4, 30);
    for h in g.hexes.iter_mut() {
        for c in std::mem::take(&mut h.cubes) {
            g.bag[c.index()] += 1;
        }
    }
    for col in g.display.iter_mut() {
        for c in std::mem::take(col) {
            g.bag[c.index()] += 1;
        }
    }
    let city = named(&g, "1822");
    for c in [Good::Blue, Good::Red, Good::Blue, Good::Red] {
        g.bag[c.index()] -= 1;
        g.hexes[city].cubes.push(c);
    }
    g.players[0].money = 30;
    g.players[0].engine = 2;
    // Three tiles to Puerto Rico and the ferry: the Engineer's four builds.
    g.players[0].special = Some(Special::Engineer);
    g.start_build();
    assert_eq!(g.current_player(), Some(0));
    let (ferry, _) = ferry_of(&g, "Puerto Rico");
    let pr = named(&g, "Puerto Rico");
    let mut done = Vec::new();
    let mut n = 0;
    while g.current_player() == Some(0) && matches!(g.phase, Phase::Build { .. }) {
        let a = g.bot_action(n).unwrap();
        g.apply(&a).unwrap();
        done.push(a);
        n += 1;
        assert!(n < 10);
    }
    let claim = Action::ClaimTrack { hex: g.map.hexes[ferry].hex };
    assert!(done.contains(&claim), "the ferry is claimed: {done:?}");
    assert!(g.hexes[pr].tile.is_some(), "Puerto Rico holds a town tile");
    assert!(g.check_invariants().is_ok());
}
