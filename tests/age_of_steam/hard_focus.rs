//! What Hard's search weighs in Age of Steam (`Game::search_moves`): builds are left to the
//! computer player, bids stay within a few dollars of the high bid, and deliveries are cut to
//! passing, the locomotive and the seat's best few; every move weighed is legal.

use railyard::check::default_setup;
use railyard::core::{Game, Rng};
use railyard::games::age_of_steam::{Action, AgeOfSteam, Phase};
use railyard::search::{search, Budget, Config};

#[test]
fn hard_weighs_bids_actions_shares_and_the_best_deliveries_only() {
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", 3, 5)).unwrap();
    let mut rng = Rng::new(5);
    let (mut builds, mut moves) = (0, 0);
    while !g.is_over() && g.turn <= 3 {
        let legal = g.legal_actions();
        match (&g.phase, g.search_moves()) {
            (Phase::Build { .. }, weighed) => {
                assert_eq!(weighed, Some(Vec::new()), "builds are the computer player's");
                if builds < 3 {
                    // No search at all: the computer player's move, at once.
                    let found = search(&g, 9, Budget::iterations(4), &Config::default(), None).unwrap();
                    assert_eq!(found.iterations, 0);
                    assert_eq!(Some(found.action), g.bot_action(0));
                }
                builds += 1;
            }
            (Phase::Auction { high, .. }, Some(weighed)) => {
                assert!(weighed.iter().all(|a| legal.contains(a)));
                assert!(weighed.iter().all(|a| !matches!(a, Action::Bid { amount } if *amount > high + 3)));
                assert!(weighed.iter().any(|a| !matches!(a, Action::Bid { .. })), "dropping out is weighed");
            }
            (Phase::Move { .. }, Some(weighed)) => {
                assert!(weighed.iter().all(|a| legal.contains(a)));
                assert!(weighed.contains(&Action::PassMove));
                assert!(weighed.iter().filter(|a| matches!(a, Action::Move { .. })).count() <= 4);
                moves += 1;
            }
            (Phase::Auction { .. } | Phase::Move { .. }, None) => panic!("long lists are narrowed"),
            (_, weighed) => assert_eq!(weighed, None, "shares, actions and the rest are weighed in full"),
        }
        let a = g.bot_action(rng.next_u64()).unwrap();
        g.apply(&a).unwrap();
    }
    assert!(builds > 0 && moves > 0);
}

#[test]
fn play_outs_stop_at_the_turn() {
    let g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", 3, 5)).unwrap();
    assert_eq!(g.lookahead_mark(), Some(g.turn));
    assert!(g.lookahead() >= 60, "the bound stays above a whole turn");
}
