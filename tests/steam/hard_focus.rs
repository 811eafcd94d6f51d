//! What Hard's search weighs in Steam and where its play-outs stop: track is left to the
//! computer player, bids stay within a few dollars of the high bid, deliveries are cut to the
//! seat's best few; every other legal move is weighed, the computer player's own move always
//! is, and play-outs run to the end of the game.

use railyard::check::default_setup;
use railyard::core::{Game, Rng};
use railyard::games::steam::bot::{DELIVERIES, RAISES};
use railyard::games::steam::{Action, Phase, Steam};
use railyard::search::{search, Budget, Config};

fn new_game(rules: &str, players: usize, seed: u64) -> Steam {
    let mut setup = default_setup("steam", "northeast-2", players, seed);
    setup.options = serde_json::json!({ "rules": rules });
    Steam::new(&setup).expect("a legal set-up")
}

/// The high bid plus one: the lowest bid open now.
fn lowest_bid(g: &Steam) -> u32 {
    let legal = g.legal_actions();
    legal.iter().filter_map(|a| if let Action::Bid { amount } = a { Some(*amount) } else { None }).min().unwrap_or(0)
}

#[test]
fn hard_weighs_every_move_but_track_and_always_the_computer_players() {
    let (mut builds, mut specials, mut bids, mut moves) = (0, 0, 0, 0);
    for (rules, players, seed) in [("base", 3, 11), ("base", 4, 12), ("standard", 3, 13), ("base", 3, 14), ("base", 4, 15)] {
        let mut g = new_game(rules, players, seed);
        let mut rng = Rng::new(seed);
        while !g.is_over() && g.turn <= 5 {
            let legal = g.legal_actions();
            let own = g.bot_action(rng.next_u64()).expect("a move");
            let weighed = g.search_moves();
            if let Some(w) = &weighed {
                assert!(w.iter().all(|a| legal.contains(a)), "only legal moves: {w:?}");
                assert!(w.is_empty() || w.contains(&own), "the computer player's {own:?} is weighed");
            }
            match (&g.phase, weighed) {
                (Phase::Build { placing: None, .. }, Some(w)) if w.is_empty() => {
                    assert!(!legal.iter().any(|a| matches!(a, Action::Urbanize { .. } | Action::Grow { .. })));
                    if builds % 10 == 0 {
                        // No search at all: the computer player's move, at once.
                        let found = search(&g, 9, Budget::iterations(4), &Config::default(), None).unwrap();
                        assert_eq!(found.iterations, 0);
                        assert_eq!(Some(found.action), g.bot_action(0));
                    }
                    builds += 1;
                }
                (Phase::Build { placing: None, .. }, Some(w)) => {
                    for a in legal.iter().filter(|a| !matches!(a, Action::Build { .. })) {
                        assert!(w.contains(a), "a new city, cubes or the end of building: {a:?}");
                    }
                    assert!(w.iter().all(|a| !matches!(a, Action::Build { .. }) || *a == own), "track is the computer player's");
                    specials += 1;
                }
                (Phase::Positions { .. } | Phase::Auction { .. }, Some(w)) => {
                    let low = lowest_bid(&g);
                    for a in &legal {
                        match a {
                            Action::Bid { amount } => assert_eq!(w.contains(a), *amount < low + RAISES, "{a:?}"),
                            _ => assert!(w.contains(a), "passing and dropping out are weighed: {a:?}"),
                        }
                    }
                    bids += 1;
                }
                (Phase::Move { pending, .. }, Some(w)) if !pending.is_empty() => assert!(w.is_empty(), "points or income: the computer player's"),
                (Phase::Move { .. }, Some(w)) => {
                    for a in legal.iter().filter(|a| !matches!(a, Action::Move { .. })) {
                        assert!(w.contains(a), "passing and the locomotive are weighed: {a:?}");
                    }
                    assert!(w.iter().filter(|a| matches!(a, Action::Move { .. })).count() <= DELIVERIES);
                    moves += 1;
                }
                (Phase::Build { placing: None, .. } | Phase::Positions { .. } | Phase::Auction { .. } | Phase::Move { .. }, None) => {
                    panic!("long lists are narrowed")
                }
                (_, w) => assert_eq!(w, None, "action tiles, capital and supply spaces are weighed in full"),
            }
            g.apply(&own).expect("the computer plays legally");
        }
    }
    assert!(builds > 0 && specials > 0 && bids > 0 && moves > 0, "{builds} {specials} {bids} {moves}");
}

#[test]
fn play_outs_run_to_the_end_of_the_game() {
    let mut g = new_game("base", 3, 21);
    let mut rng = Rng::new(21);
    assert_eq!(g.lookahead_mark(), None, "no stop at the turn's income");
    let mut moves = 0;
    while !g.is_over() {
        let a = g.bot_action(rng.next_u64()).unwrap();
        g.apply(&a).unwrap();
        moves += 1;
    }
    assert!(moves * 2 < g.lookahead(), "a whole game ({moves} moves) fits in a play-out with room to spare");
}

#[test]
fn the_estimate_is_the_final_score_with_money_counted_a_little() {
    let mut g = new_game("base", 3, 31);
    let mut rng = Rng::new(31);
    while !g.is_over() {
        let a = g.bot_action(rng.next_u64()).unwrap();
        g.apply(&a).unwrap();
    }
    for s in g.final_scores().unwrap() {
        if s.eliminated {
            continue;
        }
        let money = g.players[s.player].money.max(0) as f64;
        let estimate = g.evaluate(s.player).unwrap();
        assert!((estimate - s.score as f64 - 0.1 * money).abs() < 1e-9, "seat {}: {estimate} against {}", s.player, s.score);
    }
}
