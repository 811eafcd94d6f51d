//! Steam Power turns: drawing from tied largest hands, the end of the game coming only from the
//! contract trigger, and a bounded number of decisions in every turn.

use railyard::check::default_setup;
use railyard::core::{Game, Rng};
use railyard::games::steam_power::testing::*;
use railyard::games::steam_power::{data, Action, Phase, SteamPower};

/// Rulebook (Portuguese), Draw Contracts: "Se a sacola estiver vazia, compre da mão do jogador
/// que tiver mais (ou igualmente mais) peças de Contratos ainda não cumpridos." With several
/// hands tied for the most, the drawing player chooses which one.
#[test]
fn tie_for_the_largest_hand_the_drawing_player_chooses() {
    let mut g = game("valley", 3, 1);
    let me = g.active;
    let (next, last) = ((me + 1) % 3, (me + 2) % 3);
    let mut bag = std::mem::take(&mut g.bag);
    for seat in [next, last] {
        g.seats[seat].hand.extend(bag.drain(..4));
        g.seats[seat].hand.sort();
    }
    g.seats[me].hand.extend(bag);
    g.check_invariants().unwrap();
    assert_eq!((g.seats[next].hand.len(), g.seats[last].hand.len()), (9, 9));

    g.apply(&Action::DrawContracts).unwrap();
    assert_eq!(g.phase, Phase::DrawFromHand { left: 2 });
    assert_eq!(g.current_player(), Some(me), "the drawing player decides");
    let legal = g.legal_actions();
    assert_eq!(legal, vec![Action::DrawFrom { seat: next }, Action::DrawFrom { seat: last }]);
    let label = g.describe(&Action::DrawFrom { seat: last });
    assert_eq!(label, format!("Draw a contract from Player {}'s hand (9 contracts)", last + 1));
    assert!(g.prompt().contains("choose whose hand"), "{}", g.prompt());
    // Only a tied hand can be chosen; a refusal changes nothing.
    let before = g.clone();
    assert!(g.apply(&Action::DrawFrom { seat: me }).is_err());
    assert_eq!(g, before);
    // The computer player chooses one of the tied hands too.
    assert!(legal.contains(&g.bot_action(0).unwrap()));

    let mine = g.seats[me].hand.len();
    g.apply(&Action::DrawFrom { seat: last }).unwrap();
    // Now the other hand is the only largest one: the second tile comes from it at once.
    assert_eq!(g.seats[last].hand.len(), 8);
    assert_eq!(g.seats[next].hand.len(), 8);
    assert_eq!(g.seats[me].hand.len(), mine + 2);
    assert_eq!((g.phase.clone(), g.active, g.actions_left), (Phase::Action, me, 1));
    g.check_invariants().unwrap();
}

/// A tie again after the first tile: the second tile is a second choice.
#[test]
fn a_tie_after_the_first_tile_is_chosen_again() {
    let mut g = game("midlands", 4, 2);
    let me = g.active;
    let others: Vec<usize> = (1..4).map(|k| (me + k) % 4).collect();
    let mut bag = std::mem::take(&mut g.bag);
    for &s in &others {
        g.seats[s].hand.extend(bag.drain(..3));
    }
    g.seats[me].hand.extend(bag);
    g.apply(&Action::DrawContracts).unwrap();
    assert_eq!(g.legal_actions().len(), 3);
    g.apply(&Action::DrawFrom { seat: others[0] }).unwrap();
    assert_eq!(g.phase, Phase::DrawFromHand { left: 1 });
    assert_eq!(g.legal_actions(), vec![Action::DrawFrom { seat: others[1] }, Action::DrawFrom { seat: others[2] }]);
    g.apply(&Action::DrawFrom { seat: others[2] }).unwrap();
    assert_eq!(g.phase, Phase::Action);
    g.check_invariants().unwrap();
}

/// Rulebook (Portuguese): "'Steam Power' será jogado em um número variável de rodadas" and
/// "Esse processo é então repetido até que a condição de fim de jogo tenha sido alcançada."
/// No round limit ends the game; only the contract trigger does.
#[test]
fn no_round_limit_ends_the_game() {
    let mut g = game("valley", 2, 1);
    g.round = 60;
    for _ in 0..8 {
        g.apply(&Action::TakeMoney).unwrap();
    }
    assert!(!g.is_over(), "round 60 is not a limit");
    assert_eq!(g.round, 62);
}

/// The most decisions one turn can hold: two actions, each at most a contract of five units
/// (choose it, then five sources) followed by a bonus Build Track (take it, then two tiles,
/// each a hex and a path).
const MOST_DECISIONS_IN_A_TURN: usize = 2 * ((1 + 5) + (1 + 2 * 2));

/// Choosing the hex of a tile is the first half of laying it (the rules know only the tile
/// laid: "Como uma ação, você pode posicionar uma ou duas peças de Trilhos no tabuleiro"), so
/// once a hex is chosen the next decision lays a tile there; taking the choice back is undo's
/// job. A player who keeps choosing hexes cannot stretch a turn (or a save) without end.
#[test]
fn a_turn_holds_a_bounded_number_of_decisions() {
    for map in data::MAP_IDS {
        for players in [1, 2, 5] {
            let mut g = SteamPower::new(&default_setup("steam-power", map, players, 9)).unwrap();
            let mut rng = Rng::new(players as u64);
            let mut turn = (g.round, g.active, g.tokens.len());
            let mut in_turn = 0;
            let mut n = 0;
            while !g.is_over() && n < 3000 {
                let legal = g.legal_actions();
                if let Phase::Track { focus: Some(h), .. } = g.phase {
                    assert!(
                        legal.iter().all(|a| matches!(a, Action::Lay { hex, .. } if *hex == h)),
                        "{map} {players}p: once a hex is chosen, only tiles there are offered: {legal:?}"
                    );
                }
                // Seek loops: any decision that lays nothing and is not a whole action first.
                let stall = legal.iter().find(|a| !matches!(a, Action::Lay { .. } | Action::EndTrack | Action::Replace { .. } | Action::Remove { .. }) && matches!(g.phase, Phase::Track { .. }));
                let a = match stall {
                    Some(a) => a.clone(),
                    None if rng.index(2) == 0 => legal[rng.index(legal.len())].clone(),
                    None => g.bot_action(n as u64).unwrap(),
                };
                g.apply(&a).unwrap();
                n += 1;
                in_turn += 1;
                let now = (g.round, g.active, g.tokens.len());
                if now != turn || g.is_over() {
                    turn = now;
                    in_turn = 0;
                }
                assert!(in_turn <= MOST_DECISIONS_IN_A_TURN, "{map} {players}p: a turn runs past {in_turn} decisions");
            }
        }
    }
}
