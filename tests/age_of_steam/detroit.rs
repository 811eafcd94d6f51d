//! Detroit Bankruptcy (rulebook, "Falência de Detroit"; digest §16.10): each special rule against
//! the rulebook's line (quoted in Portuguese, as printed), random legal play at 2 to 5 players
//! with the generic checks, and the computer player playing until bankruptcy.

use railyard::check::default_setup;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Phase, Special};
use railyard::rail::Good;
use super::map_games::named;

fn game(players: usize, seed: u64) -> AgeOfSteam {
    let def = maps::any_map("detroit").unwrap();
    let mut g = AgeOfSteam::with_map(&default_setup("age-of-steam", "detroit", players, seed), def).unwrap();
    g.order = (0..players).collect();
    g
}

/// Seat 0 builds now, with `money`, holding `special`.
fn building(seed: u64, money: i32, special: Option<Special>) -> AgeOfSteam {
    let mut g = game(3, seed);
    g.players[0].money = money;
    g.players[0].special = special;
    g.start_build();
    assert_eq!(g.current_player(), Some(0));
    g
}

fn bridges(g: &AgeOfSteam) -> Vec<Action> {
    g.legal_actions().into_iter().filter(|a| matches!(a, Action::ClaimTrack { .. })).collect()
}

fn builds(g: &AgeOfSteam) -> u32 {
    let Phase::Build { builds, .. } = &g.phase else { panic!("building") };
    *builds
}

#[test]
fn detroit_is_offered_for_one_to_five() {
    // "Este mapa é recomendado para 2 a 5 jogadores." and "A versão solo para a Falência de
    // Detroit segue as mesmas regras ..."
    let def = maps::map("detroit").expect("Detroit is offered");
    assert_eq!((def.board.min_players, def.board.max_players), (1, 5));
    assert!(AgeOfSteam::new(&default_setup("age-of-steam", "detroit", 6, 1)).is_err(), "6 players");
    assert!(railyard::games::age_of_steam::maps().iter().any(|m| m.id == "detroit" && m.min_players == 1 && m.max_players == 5));
}

#[test]
fn random_games_on_detroit_keep_every_invariant() {
    super::map_games::random_games_at("detroit", 1..=5, 2, 47);
}

#[test]
fn setup_no_money_five_shares_two_cubes_per_city_one_per_display_column() {
    // "Coloque dois cubos de Mercadoria em cada cidade do mapa. Coloque apenas 1 cubo de
    // Mercadoria em cada Cidade e Nova Cidade no contador, deixando o resto vazio. Cada jogador
    // começa com 5 ações ... não recebe dinheiro no começo do jogo."
    let g = game(4, 1);
    for p in &g.players {
        assert_eq!((p.money, p.shares, p.income, p.engine), (0, 5, 0, 1));
    }
    for (i, h) in g.map.hexes.iter().enumerate() {
        if h.colour.is_some() {
            assert_eq!(g.hexes[i].cubes.len(), 2, "{:?}", h.name);
        }
    }
    assert_eq!(g.display.len(), 20);
    assert!(g.display.iter().all(|col| col.len() == 1), "{:?}", g.display);
    assert!(g.check_invariants().is_ok());
}

#[test]
fn the_share_limit_is_twenty_five() {
    // "Neste mapa o máximo de ações é 25."
    let g = game(2, 2);
    let most = g.legal_actions().iter().filter_map(|a| if let Action::IssueShares { count } = a { Some(*count) } else { None }).max();
    assert_eq!(most, Some(20), "5 issued, 20 more");
}

#[test]
fn production_is_not_used() {
    // "A Ação Produção não é usada neste mapa."
    let mut g = game(3, 3);
    g.phase = Phase::Actions { idx: 0 };
    let offered = g.legal_actions();
    assert!(!offered.contains(&Action::Choose { action: Special::Production }));
    for s in [Special::FirstMove, Special::FirstBuild, Special::Engineer, Special::Locomotive, Special::Urbanization, Special::TurnOrder] {
        assert!(offered.contains(&Action::Choose { action: s }), "{s:?}");
    }
}

#[test]
fn expenses_add_the_turn_number() {
    // "Despesas incluem o número de ações emitidas, o nível do motor e o número do turno ... ($1
    // para o turno 1, $2 para o turno 2 etc)."
    let mut g = game(2, 4);
    g.turn = 3;
    for p in 0..2 {
        g.players[p].money = 30;
    }
    g.players[1].shares = 8;
    g.players[1].engine = 2;
    g.end_of_turn(&mut Outcome::default());
    assert_eq!(g.players[0].money, 30 - (5 + 1 + 3));
    assert_eq!(g.players[1].money, 30 - (8 + 2 + 3));
    assert_eq!(g.turn, 4, "no bankruptcy: the game goes on");
}

#[test]
fn income_reduction_follows_the_maps_track() {
    // "Ele começa com -1 para Renda 6 – 10, -2 para renda 11 – 15, e assim por diante."
    let g = game(2, 5);
    let cut = |income| g.def.special.income_reduction(&g, income);
    for (income, want) in [(0, 0), (5, 0), (6, 1), (10, 1), (11, 2), (15, 2), (16, 3), (45, 8), (46, 9), (50, 9), (51, 10), (70, 10)] {
        assert_eq!(cut(income), want, "income {income}");
    }
}

#[test]
fn no_turn_limit() {
    // "Ao invés de jogar um número específico de turnos, este mapa é jogado até que todos exceto
    // um dos jogadores entrem em falência."
    let mut g = game(3, 6);
    assert_eq!(g.turns, 0, "no last turn");
    g.turn = 14;
    for p in 0..3 {
        g.players[p].money = 100;
    }
    g.end_of_turn(&mut Outcome::default());
    assert_eq!(g.turn, 15);
    assert!(matches!(g.phase, Phase::Shares { .. }));
    assert_eq!(g.prompt_words().key.is_empty(), false);
}

#[test]
fn the_last_railroad_standing_wins() {
    // "O jogo termina quando todos os jogadores menos um forem a falência. O jogador que não
    // tiver falido ganha."
    let mut g = game(3, 7);
    g.turn = 2;
    g.players[0].money = 100;
    g.players[2].shares = 9;
    let mut out = Outcome::default();
    g.end_of_turn(&mut out);
    assert!(g.is_over());
    assert!(out.words.iter().any(|m| m.key == "aos.log.detroit.survivor"));
    assert_eq!(g.players[1].bankrupt, Some((2, -8)), "short 5 + 1 + 2");
    assert_eq!(g.players[2].bankrupt, Some((2, -12)));
    let scores = g.final_scores().unwrap();
    let rank = |p: usize| scores.iter().find(|s| s.player == p).unwrap().rank;
    assert_eq!((rank(0), rank(1), rank(2)), (1, 2, 3));
    let winner = scores.iter().find(|s| s.player == 0).unwrap();
    assert!(!winner.eliminated);
    assert_eq!(winner.score, 2, "turns survived");
    assert_eq!(scores.iter().find(|s| s.player == 1).unwrap().score, 1);
    assert_eq!(g.breakdown_words(0).iter().map(|m| m.key.as_str()).collect::<Vec<_>>(), ["aos.score.detroit.turns", "aos.score.detroit.income"]);
}

#[test]
fn the_game_goes_on_while_two_railroads_are_solvent() {
    let mut g = game(3, 8);
    g.players[0].money = 100;
    g.players[1].money = 100;
    g.end_of_turn(&mut Outcome::default());
    assert!(g.players[2].eliminated);
    assert!(!g.is_over());
    assert_eq!(g.order.len(), 2);
}

#[test]
fn if_the_last_ones_fall_together_the_highest_income_wins() {
    // "Se todos os jogadores restantes forem a falência no mesmo turno, o jogador entre aqueles
    // que terminou com a maior renda (mais próximo de 0) ganha."
    let mut g = game(3, 9);
    g.turn = 4;
    g.players[0].money = 100;
    g.players[1].money = 100;
    g.end_of_turn(&mut Outcome::default());
    assert_eq!(g.order.len(), 2, "seat 2 out in turn 4");
    g.players[0].money = 0;
    g.players[0].income = 3;
    g.players[1].money = 0;
    g.players[1].income = 1;
    g.phase = Phase::Over;
    let mut out = Outcome::default();
    g.end_of_turn(&mut out);
    assert!(g.is_over());
    assert!(out.words.iter().any(|m| m.key == "aos.log.detroit.all-bankrupt"));
    // Turn 5: 5 + 1 + 5 = 11 owed; seat 0 collects 3, is 8 short and ends at -5; seat 1 at -9.
    assert_eq!(g.players[0].bankrupt, Some((5, -5)));
    assert_eq!(g.players[1].bankrupt, Some((5, -9)));
    let scores = g.final_scores().unwrap();
    assert_eq!(scores[0].player, 0);
    assert_eq!(scores[0].rank, 1);
    assert_eq!((scores[1].player, scores[1].rank), (1, 2));
    assert_eq!((scores[2].player, scores[2].rank), (2, 3), "out a turn earlier");
}

#[test]
fn the_engineer_builds_four_and_its_cheapest_build_is_free() {
    // "A Ação Engenharia, além de permitir que o jogador construa até 4 peças de trilho, também
    // permite que ele construa sua peça mais barata gratuitamente. A construção grátis pode ser
    // colocada em uma das ligações especiais do mapa se for a peça mais barata naquele turno."
    let mut g = building(10, 40, Some(Special::Engineer));
    let bridge = bridges(&g).into_iter().find(|a| matches!(a, Action::ClaimTrack { hex } if g.map.hexes[g.map.at(*hex).unwrap()].printed_track[0].claim_cost == 8)).unwrap();
    for a in [bridge, Action::BuildLink { link: 0 }, Action::BuildLink { link: 1 }] {
        g.apply(&a).unwrap();
    }
    assert_eq!(g.players[0].money, 40 - 8 - 6 - 6);
    let tile = g.legal_actions().into_iter().find(|a| matches!(a, Action::Build { .. })).expect("a tile to build");
    let before = g.players[0].money;
    g.apply(&tile).unwrap();
    let tile_cost = before - g.players[0].money;
    assert_eq!(builds(&g), 4);
    assert_eq!(g.legal_actions(), vec![Action::EndBuild], "four builds, no more");
    let out = g.apply(&Action::EndBuild).unwrap();
    let free = tile_cost.min(6);
    assert_eq!(g.players[0].money, 40 - 8 - 6 - 6 - tile_cost + free);
    assert!(out.words.iter().any(|m| m.key == "aos.log.detroit.engineer"));
}

#[test]
fn the_free_build_may_be_a_special_link_and_only_the_engineer_gets_one() {
    let mut g = building(11, 20, Some(Special::Engineer));
    g.apply(&Action::BuildLink { link: 0 }).unwrap();
    g.apply(&Action::EndBuild).unwrap();
    assert_eq!(g.players[0].money, 20, "the only build, a special link, was free");
    let mut g = building(11, 20, Some(Special::FirstBuild));
    g.apply(&Action::BuildLink { link: 0 }).unwrap();
    g.apply(&Action::EndBuild).unwrap();
    assert_eq!(g.players[0].money, 14);
}

#[test]
fn special_links_cost_six_one_build_one_owner() {
    // "Existem ligações especiais entre Downtown e Midtown de Detroit ... e entre Windsor e o
    // Aeroporto de Windsor. Eles podem ser construídos pelo custo mostrado no mapa. Cada ligação
    // especial pode ser de propriedade de apenas um jogador. Cada ligação especial conta como
    // uma única peça de trilho."
    let mut g = building(12, 20, None);
    let ends = |g: &AgeOfSteam, k| {
        let (a, _, z, _) = g.map.special_link_ends(k).unwrap();
        (g.map.hexes[a].name.clone().unwrap(), g.map.hexes[z].name.clone().unwrap())
    };
    assert_eq!(ends(&g, 0), ("Midtown Detroit".into(), "Downtown Detroit".into()));
    assert_eq!(ends(&g, 1), ("Windsor".into(), "Windsor Airport".into()));
    g.apply(&Action::BuildLink { link: 1 }).unwrap();
    assert_eq!(g.players[0].money, 14);
    assert_eq!(builds(&g), 1);
    assert!(!g.legal_actions().contains(&Action::BuildLink { link: 1 }), "one owner");
    let airport = named(&g, "Windsor Airport");
    let windsor = named(&g, "Windsor");
    assert!(g.view().built_links().iter().any(|l| (l.0, l.2, l.4) == (windsor, airport, Some(0))));
}

#[test]
fn the_two_bridges_are_claimed_separately_and_carry_goods() {
    // "Existem ligações especiais entre ... Downtown de Detroit e Windsor ... Eles podem ser
    // construídos pelo custo mostrado no mapa." The board prints two bridges, $10 and $8.
    let mut g = building(13, 30, None);
    let listed = bridges(&g);
    assert_eq!(listed.len(), 2, "both bridges, from the first turn");
    let price = |g: &AgeOfSteam, a: &Action| {
        let Action::ClaimTrack { hex } = a else { unreachable!() };
        g.map.hexes[g.map.at(*hex).unwrap()].printed_track[0].claim_cost
    };
    let mut prices: Vec<u32> = listed.iter().map(|a| price(&g, a)).collect();
    prices.sort();
    assert_eq!(prices, vec![8, 10]);
    let cheap = listed.iter().find(|a| price(&g, a) == 8).unwrap().clone();
    let out = g.apply(&cheap).unwrap();
    assert!(out.words.iter().any(|m| m.key == "aos.log.detroit.bridge"));
    assert_eq!(g.players[0].money, 22);
    assert_eq!(builds(&g), 1);
    assert_eq!(bridges(&g).len(), 1, "the other bridge is still there");
    assert!(g.check_invariants().is_ok());
    g.apply(&Action::EndBuild).unwrap();
    // A red cube in Downtown Detroit crosses the bridge to Windsor (red): one own link.
    let (downtown, windsor) = (named(&g, "Downtown Detroit"), named(&g, "Windsor"));
    g.hexes[downtown].cubes.push(Good::Red);
    g.bag[Good::Red.index()] -= 1;
    g.start_move();
    while g.current_player() != Some(0) {
        g.apply(&Action::PassMove).unwrap();
    }
    let from = g.map.hexes[downtown].hex;
    let mv = g.legal_actions().into_iter().find(|a| matches!(a, Action::Move { from: f, good: Good::Red, links } if *f == from && links.len() == 1));
    g.apply(&mv.expect("Downtown Detroit to Windsor over the bridge")).unwrap();
    assert_eq!(g.players[0].income, 1);
    assert!(g.hexes[windsor].cubes.len() <= 3);
}

#[test]
fn at_least_half_of_a_deliverys_links_are_the_movers() {
    // "Quando mover mercadorias, pelo menos metade das ligações deve pertencer ao jogador do
    // turno. Por exemplo, uma ligação de três pontos de entrega precisa que pelo menos dois
    // desses pontos sejam do jogador atual."
    let g = game(3, 14);
    let ok = |owners: &[Option<usize>]| g.def.special.route_allowed(0, owners);
    assert!(ok(&[Some(0)]));
    assert!(!ok(&[Some(1)]));
    assert!(ok(&[Some(0), Some(1)]));
    assert!(!ok(&[Some(1), Some(2)]));
    assert!(ok(&[Some(0), Some(0), Some(1)]));
    assert!(!ok(&[Some(0), Some(1), Some(1)]), "3 links need 2 own");
    assert!(!ok(&[Some(0), None, Some(2)]));
    assert!(ok(&[Some(0), Some(0), Some(1), Some(2)]));
    // On the board: seat 1 owns the special link Midtown–Downtown, seat 0 claims a bridge, and
    // a red cube in Midtown Detroit reaches Windsor (red) over both: one link each of two.
    let mut g = building(15, 30, None);
    let midtown = named(&g, "Midtown Detroit");
    g.hexes[midtown].link = Some(railyard::rail::BuiltLink { index: 0, owner: Some(1) });
    let bridge = bridges(&g).into_iter().next().unwrap();
    g.apply(&bridge).unwrap();
    g.apply(&Action::EndBuild).unwrap();
    g.hexes[midtown].cubes.push(Good::Red);
    g.bag[Good::Red.index()] -= 1;
    for p in 0..3 {
        g.players[p].engine = 2;
    }
    assert!(g.check_invariants().is_ok(), "{:?}", g.check_invariants());
    let from = g.map.hexes[midtown].hex;
    let to_windsor = |g: &AgeOfSteam, p: usize| {
        let mut t = g.clone();
        t.start_move();
        while t.current_player() != Some(p) {
            t.apply(&Action::PassMove).unwrap();
        }
        let mv = t.legal_actions().into_iter().find(|a| matches!(a, Action::Move { from: f, good: Good::Red, links } if *f == from && links.len() == 2));
        if let Some(a) = &mv {
            t.apply(a).unwrap();
            assert_eq!(t.players[p].income, 1, "one own link paid");
        }
        mv.is_some()
    };
    assert!(to_windsor(&g, 0), "seat 0 owns one link of two");
    assert!(to_windsor(&g, 1), "seat 1 owns one link of two");
    assert!(!to_windsor(&g, 2), "seat 2 owns none");
}

#[test]
fn the_computer_player_plays_detroit_to_the_last_bankruptcy() {
    let mut specials = 0;
    for (players, seed) in [(2, 31u64), (3, 32), (5, 33)] {
        let mut g = game(players, seed);
        let mut n = 0u64;
        while !g.is_over() {
            let a = g.bot_action(seed * 1000 + n).unwrap();
            specials += matches!(a, Action::ClaimTrack { .. } | Action::BuildLink { .. }) as u32;
            g.apply(&a).unwrap();
            n += 1;
            assert!(n < 10_000);
        }
        assert!(g.order.len() <= 1, "{players} players: ends with one railroad or none");
        assert!(g.turn >= 3, "{players} players: over in turn {}", g.turn);
        let scores = g.final_scores().unwrap();
        // A winner, or several sharing first place on equal turns and income.
        let first: Vec<_> = scores.iter().filter(|s| s.rank == 1).collect();
        assert!(!first.is_empty() && first.iter().all(|s| s.breakdown == first[0].breakdown), "{scores:?}");
    }
    assert!(specials >= 2, "the computer built {specials} special links or bridges in three games");
}

// ----- the solo game -----

#[test]
fn solo_only_three_actions_as_discs_costing_three_two_one() {
    // "As únicas ações disponíveis são Engenharia, Locomotiva e Urbanização. Cada uma pode ser
    // escolhida até 3 vezes ... Remover o disco do topo de uma ação custa $3, o disco do meio
    // custa $2 e o disco do fundo custa $1." "Você pode selecionar e usar 1 ação por turno."
    let mut g = game(1, 20);
    g.players[0].money = 20;
    g.phase = Phase::Actions { idx: 0 };
    let offered = g.legal_actions();
    assert_eq!(
        offered,
        vec![
            Action::Choose { action: Special::Engineer },
            Action::Choose { action: Special::Locomotive },
            Action::Choose { action: Special::Urbanization },
            Action::NoAction,
        ]
    );
    for (k, cost) in [3, 2, 1].into_iter().enumerate() {
        g.players[0].money = 20;
        g.phase = Phase::Actions { idx: 0 };
        g.apply(&Action::Choose { action: Special::Engineer }).unwrap();
        assert_eq!(g.players[0].money, 20 - cost, "disc {}", k + 1);
        assert!(matches!(g.phase, Phase::Build { .. }), "one action a turn, then building");
    }
    g.phase = Phase::Actions { idx: 0 };
    assert!(!g.legal_actions().contains(&Action::Choose { action: Special::Engineer }), "no discs left");
    // Taking none is allowed and costs nothing.
    g.players[0].money = 2;
    g.players[0].special = None;
    assert!(!g.legal_actions().contains(&Action::Choose { action: Special::Locomotive }), "$3 for the top disc");
    g.apply(&Action::NoAction).unwrap();
    assert_eq!(g.players[0].money, 2);
    assert_eq!(g.players[0].special, None);
}

#[test]
fn solo_has_no_auction_and_rolls_two_dice_a_side() {
    // "Durante a fase de Mercadoria, role 2 dados para cada lado do Contador de Mercadoria."
    let mut g = game(1, 21);
    g.apply(&Action::IssueShares { count: 2 }).unwrap();
    assert!(matches!(g.phase, Phase::Actions { .. }), "straight to the actions: {:?}", g.phase);
    assert_eq!(g.def.special.growth_dice(&g), (2, 2));
    assert_eq!(game(4, 21).def.special.growth_dice(&game(4, 21)), (4, 4));
}

#[test]
fn solo_income_reduction_has_no_cap() {
    // "Se necessário, a Redução de Renda continua a aumentar 1 para cada 5 passos no Contador de
    // Renda"
    let g = game(1, 22);
    let cut = |income| g.def.special.income_reduction(&g, income);
    for (income, want) in [(5, 0), (6, 1), (50, 9), (51, 10), (55, 10), (56, 11), (61, 12)] {
        assert_eq!(cut(income), want, "income {income}");
    }
    let multi = game(2, 22);
    assert_eq!(multi.def.special.income_reduction(&multi, 56), 10, "capped with two or more");
}

/// A solo game whose player goes bankrupt in `turn` at `income` (set up so that the expenses
/// of that turn leave exactly that): the log's rating key.
fn solo_end(turn: u32, income: i32) -> String {
    solo_game_end(turn, income).1
}

fn solo_game_end(turn: u32, income: i32) -> (AgeOfSteam, String) {
    let mut g = game(1, 23);
    g.turn = turn;
    g.players[0].money = 0;
    // Income i collected, expenses e = shares + 1 + turn: the income falls to i - (e - i).
    let i = 12;
    g.players[0].income = i;
    g.players[0].shares = (2 * i - income) as u32 - 1 - turn;
    let mut out = Outcome::default();
    g.end_of_turn(&mut out);
    assert!(g.is_over());
    assert_eq!(g.players[0].bankrupt, Some((turn, income)));
    let line = out.words.iter().find(|m| m.key == "aos.log.detroit.solo").expect("the solo line");
    let rating = format!("{:?}", line.args.iter().find(|(k, _)| k == "rating").unwrap().1);
    (g, rating)
}

#[test]
fn solo_result_is_won_tied_or_lost_against_the_government_with_the_turn_as_score() {
    // The end screen and the saved-games list show the solo result, not a ranking of one.
    use railyard::core::SoloOutcome;
    for (turn, income, outcome) in [(6, -1, SoloOutcome::Tied), (6, -2, SoloOutcome::Lost), (5, -1, SoloOutcome::Lost), (8, -4, SoloOutcome::Won)] {
        let (g, _) = solo_game_end(turn, income);
        let result = g.solo().expect("Detroit alone has a goal").result.expect("and a result once over");
        assert_eq!((result.outcome, result.score), (outcome, Some(turn as i64)), "bankrupt in turn {turn} at {income}");
        assert_eq!(result.words.key, "aos.detroit.solo-result");
    }
    assert!(game(3, 1).solo().is_none(), "a game of three has no solo goal");
}

#[test]
fn solo_beats_ties_or_loses_to_the_government_and_rates_the_turn() {
    // "Seu objetivo é vencer de um jogador virtual no papel do governo, que irá à falência ao
    // fim do Turno 6 com uma renda de -1." ... "Turno 7: Você é melhor que o governo" ...
    // "Turno 12: Você está no Hall da Fama"
    assert!(solo_end(6, -1).contains("aos.detroit.rating.tie"));
    assert!(solo_end(6, -2).contains("aos.detroit.rating.lost"));
    assert!(solo_end(4, -1).contains("aos.detroit.rating.lost"));
    assert!(solo_end(7, -3).contains("aos.detroit.rating.7"));
    assert!(solo_end(9, -1).contains("aos.detroit.rating.9"));
    assert!(solo_end(14, -2).contains("aos.detroit.rating.12"));
}

#[test]
fn the_computer_player_plays_detroit_solo_to_its_bankruptcy() {
    for seed in [41u64, 42] {
        let mut g = game(1, seed);
        let mut n = 0u64;
        let mut chosen = 0;
        while !g.is_over() {
            let a = g.bot_action(seed * 1000 + n).unwrap();
            chosen += matches!(a, Action::Choose { .. }) as u32;
            g.apply(&a).unwrap();
            n += 1;
            assert!(n < 10_000);
        }
        let (turn, _) = g.players[0].bankrupt.expect("bankrupt at the end");
        // Issuing only what the expenses need and building nothing lasts to turn 6: it must
        // never do worse (both seeds last to turn 7 now, beating the government).
        assert!(turn >= 6, "bankrupt in turn {turn}");
        assert!(chosen <= 9, "three discs on each of three actions");
    }
}

#[test]
fn a_copy_made_to_look_ahead_is_marked_imagined() {
    // The computer player looks ahead from real positions only: not again inside its own
    // play-outs or a search's.
    let g = game(1, 3);
    assert!(!g.imagined);
    let copy = g.determinize(0, 9);
    assert!(copy.imagined);
    assert_eq!(copy.players, g.players);
    assert_eq!(copy.hexes, g.hexes);
}

#[test]
fn alone_the_computer_player_borrows_by_playing_on_the_same_way_each_time() {
    // Its play-outs use dice of their own, drawn from the decision's seed.
    let g = game(1, 5);
    assert!(matches!(g.phase, Phase::Shares { .. }));
    let first = g.bot_action(17);
    assert!(matches!(first, Some(Action::IssueShares { count }) if count <= 20), "{first:?}");
    assert_eq!(g.bot_action(17), first);
}
