//! St. Lucia (rulebook, "St. Lucia"; digest §16.5): each special rule against the rulebook's
//! line, then whole two-player games on the map.

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Phase, Special};
use railyard::rail::{Good, Ground};
use super::map_games::play_until;

fn game(seed: u64) -> AgeOfSteam {
    AgeOfSteam::new(&default_setup("age-of-steam", "st-lucia", 2, seed)).unwrap()
}

#[test]
fn st_lucia_is_for_two_players_only_and_eight_turns() {
    // "desenvolvido ... para dois jogadores (apenas)"; "Após o 8º turno completo ... o jogo acaba."
    let info = maps::infos().into_iter().find(|m| m.id == "st-lucia").expect("offered");
    assert_eq!((info.min_players, info.max_players), (2, 2));
    assert!(AgeOfSteam::new(&default_setup("age-of-steam", "st-lucia", 3, 1)).is_err());
    assert_eq!(game(1).turns, 8);
}

#[test]
fn a_cube_on_every_plain_and_river_hex_and_an_empty_display() {
    // "Randomicamente coloque 1 cubo em cada hexágono verde plano e em cada hexágono de rio."
    // "A fase de Crescimento de Mercadoria é pulada": the display stays empty.
    let g = game(2);
    for (i, h) in g.map.hexes.iter().enumerate() {
        let want = matches!(h.terrain, Ground::Plain | Ground::River) as usize;
        assert_eq!(g.hexes[i].cubes.len(), want, "{:?}", h.hex);
    }
    assert!(g.display.iter().all(|c| c.is_empty()));
    assert_eq!(g.bag.iter().sum::<u32>(), 96 - 38);
    assert!(g.check_invariants().is_ok());
}

#[test]
fn the_designee_may_pay_five_to_go_first_else_the_other_else_free() {
    // "O jogador cujo turno seja o primeiro em cada rodada deve pagar $5. Se ele não quiser (ou
    // não puder), o outro jogador tem a opção de pagar $5 ... Se o outro jogador não quiser
    // pagar, o primeiro jogador original pode seguir a jogada sem custo."
    let g = game(3);
    let Phase::FirstPlayer { designee, asking } = g.phase else { panic!("turn 1 opens with the choice") };
    assert_eq!(designee, asking);
    let other = 1 - designee;
    // The designee pays.
    let mut a = g.clone();
    a.apply(&Action::PayFirst).unwrap();
    assert_eq!(a.players[designee].money, 5);
    assert_eq!(a.order[0], designee);
    assert!(matches!(a.phase, Phase::Shares { idx: 0 }));
    // The designee declines, the other pays.
    let mut b = g.clone();
    b.apply(&Action::DeclineFirst).unwrap();
    assert_eq!(b.current_player(), Some(other));
    b.apply(&Action::PayFirst).unwrap();
    assert_eq!((b.order[0], b.players[other].money, b.players[designee].money), (other, 5, 10));
    // Both decline: the designee goes first for free.
    let mut c = g.clone();
    c.apply(&Action::DeclineFirst).unwrap();
    c.apply(&Action::DeclineFirst).unwrap();
    assert_eq!((c.order[0], c.players[designee].money), (designee, 10));
    // Who cannot pay is not offered to.
    let mut d = g.clone();
    d.players[designee].money = 4;
    assert_eq!(d.legal_actions(), vec![Action::DeclineFirst]);
}

#[test]
fn the_designation_alternates_and_turn_order_names_the_next_designee() {
    // "a ordem de turno alterna entre os 2 jogadores nos próximos turnos." "A ação de Ordem de
    // Turno agora permite que o jogador que selecionou seja considerado o primeiro jogador na
    // próxima fase de Ordem de Jogadores."
    let mut g = game(4);
    let Phase::FirstPlayer { designee: first, .. } = g.phase else { panic!() };
    let mut held_turn_order = None;
    let mut turn = 1;
    let mut n = 0;
    while !g.is_over() {
        if let Phase::FirstPlayer { designee, asking } = g.phase {
            if g.turn != turn || designee == asking {
                turn = g.turn;
                let by_turn = if turn % 2 == 1 { first } else { 1 - first };
                assert_eq!(designee, held_turn_order.unwrap_or(by_turn), "turn {turn}");
                held_turn_order = None;
            }
        }
        if let Phase::Build { .. } = g.phase {
            held_turn_order = (0..2).find(|&p| g.players[p].special == Some(Special::TurnOrder));
        }
        let a = g.bot_action(n).unwrap();
        g.apply(&a).unwrap();
        n += 1;
    }
}

#[test]
fn no_auction_no_production_and_no_goods_growth() {
    // "O 'leilão pela ordem do turno' é removido." "A Ação Produção não está disponível neste jogo."
    let mut g = game(5);
    let mut n = 0;
    while !g.is_over() {
        assert!(!matches!(g.phase, Phase::Auction { .. } | Phase::Produce { .. }));
        if let Phase::Actions { .. } = g.phase {
            assert!(!g.legal_actions().contains(&Action::Choose { action: Special::Production }));
        }
        let a = g.bot_action(n).unwrap();
        g.apply(&a).unwrap();
        n += 1;
        assert!(g.display.iter().all(|c| c.is_empty()), "nothing reaches the display");
    }
}

#[test]
fn a_cube_on_new_track_runs_to_the_city_at_one_end_and_pays_the_tracks_owner() {
    // "Quando um trilho é construído ... Aquele cubo agora pode ser entregue em uma cidade (mesmo
    // que o trilho onde o cubo está localizado não for uma ligação completa). Estas ligações
    // incompletas ainda contam como renda para o jogador que for proprietário da seção."
    let mut g = game(6);
    play_until(&mut g, 6, |g| g.hexes.iter().any(|h| h.new_city.is_some()) && matches!(g.phase, Phase::Build { .. }));
    let p = g.current_player().unwrap();
    g.players[p].money = 40;
    let city = g.hexes.iter().position(|h| h.new_city.is_some()).unwrap();
    let colour = g.map.new_cities[g.hexes[city].new_city.unwrap()].colour;
    // A tile next to the New City, pointing into it, on a hex holding a cube of its colour.
    let build = g.legal_actions().into_iter().find(|a| {
        let Action::Build { hex, .. } = a else { return false };
        let i = g.map.at(*hex).unwrap();
        if g.hexes[i].tile.is_some() || g.map.hexes[i].terrain == Ground::Town {
            return false;
        }
        let mut t = g.clone();
        t.apply(a).unwrap();
        t.view().run_to_node(i, g.map.hexes[i].hex.edge_towards(g.map.hexes[city].hex).unwrap_or(9)) == Some(city)
    });
    let build = build.expect("a tile out of the New City");
    let Action::Build { hex, .. } = build else { unreachable!() };
    let i = g.map.at(hex).unwrap();
    // Its cube swapped for one of the New City's colour, through the bag.
    for c in std::mem::replace(&mut g.hexes[i].cubes, vec![colour]) {
        g.bag[c.index()] += 1;
    }
    g.bag[colour.index()] -= 1;
    g.apply(&build).unwrap();
    g.apply(&Action::EndBuild).unwrap();
    play_until(&mut g, 6, |g| matches!(g.phase, Phase::Move { .. }));
    let before = g.players[p].income;
    assert_eq!(g.hexes[i].tile.as_ref().unwrap().segs[0].owner, Some(p));
    let mv = g.legal_actions().into_iter().find(|a| matches!(a, Action::Move { from, good, links } if *from == hex && *good == colour && links.len() == 1));
    let mv = mv.expect("the cube can go straight into the New City");
    g.apply(&mv).unwrap();
    assert!(g.hexes[i].cubes.is_empty());
    assert_eq!(g.players[p].income, before + 1, "the owner of the stretch earns, whoever moves");
    assert!(g.check_invariants().is_ok());
}

#[test]
fn a_cube_on_a_hex_without_track_cannot_move() {
    let mut g = game(7);
    g.start_move();
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::Move { .. })));
    assert!(g.hexes.iter().any(|h| h.cubes.contains(&Good::Red) || h.cubes.contains(&Good::Blue)));
}

#[test]
fn random_games_on_st_lucia_keep_every_invariant() {
    super::map_games::random_games_at("st-lucia", 2..=2, 6, 47);
}

#[test]
fn the_computer_player_urbanizes_builds_and_delivers_on_st_lucia() {
    // The cubes on the land are worth track across them and links joining them to a New City
    // of their colour: both seats keep building and delivering past the first turns.
    for seed in [1u64, 2, 3] {
        let mut g = game(seed);
        play_until(&mut g, seed, |_| false);
        assert_eq!(g.turn, 8);
        assert!(g.hexes.iter().filter(|h| h.new_city.is_some()).count() >= 3, "seed {seed}: New Cities placed");
        for (p, pl) in g.players.iter().enumerate() {
            assert!(!pl.eliminated, "seed {seed}: seat {p} out");
            assert!(pl.income >= 8, "seed {seed}: seat {p} delivered little (income {})", pl.income);
        }
    }
}
