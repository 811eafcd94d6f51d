//! The computer player's choices in situations where it used to go wrong: a share issued for a
//! dollar near the share limit, a last-turn delivery that pays the leader more than itself, and
//! Locomotive passed over on the first turn.

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::age_of_steam::{Action, AgeOfSteam, Phase, Special};
use super::map_games::play_until;

fn game(players: usize, seed: u64) -> AgeOfSteam {
    AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", players, seed)).unwrap()
}

#[test]
fn a_dollar_short_near_the_share_limit_takes_the_income_cut() {
    let mut g = game(3, 5);
    play_until(&mut g, 5, |g| g.turn == 5 && matches!(g.phase, Phase::Shares { .. }));
    let p = g.current().unwrap();
    let pl = &mut g.players[p];
    // 12 shares and locomotive 3 to pay, 14 income and no cash: a dollar short.
    (pl.shares, pl.engine, pl.income, pl.money) = (12, 3, 14, 0);
    assert_eq!(g.bot_action(1), Some(Action::IssueShares { count: 0 }));
}

#[test]
fn shares_beyond_the_expenses_keep_room_below_the_limit() {
    let mut g = game(3, 6);
    play_until(&mut g, 6, |g| g.turn == 4 && matches!(g.phase, Phase::Shares { .. }));
    let p = g.current().unwrap();
    let pl = &mut g.players[p];
    (pl.shares, pl.engine, pl.income, pl.money) = (12, 2, 20, 0);
    let Some(Action::IssueShares { count }) = g.bot_action(1) else { panic!("not a share decision") };
    assert_eq!(count, 0, "no share into the last three places for nothing owed");
}

#[test]
fn the_last_turn_deliveries_count_the_standings() {
    let margin = |g: &AgeOfSteam, p: usize| {
        let s = g.scores_now();
        let best = (0..s.len()).filter(|&q| q != p && !g.players[q].eliminated).map(|q| s[q]).max().unwrap_or(0);
        s[p] - best
    };
    let mut checked = 0;
    for seed in [42u64, 44, 48, 50, 54] {
        let mut g = game(3, seed);
        let mut n = 0u64;
        while let Some(p) = g.current() {
            let a = g.bot_action(seed * 7919 + n).unwrap();
            if g.turn == g.turns && matches!(g.phase, Phase::Move { .. }) {
                let after = |a: &Action| {
                    let mut x = g.clone();
                    x.apply(a).unwrap();
                    margin(&x, p)
                };
                let chosen = after(&a);
                for other in g.legal_actions().iter().filter(|o| matches!(o, Action::Move { .. } | Action::PassMove)) {
                    assert!(chosen >= after(other), "seed {seed}: {a:?} leaves {chosen}, {other:?} would leave {}", after(other));
                }
                checked += 1;
            }
            g.apply(&a).unwrap();
            n += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn locomotive_is_taken_on_the_first_turn() {
    let mut g = game(3, 3);
    play_until(&mut g, 3, |g| matches!(g.phase, Phase::Actions { .. }));
    assert_eq!(g.turn, 1);
    let a = g.bot_action(1).unwrap();
    assert_eq!(a, Action::Choose { action: Special::Locomotive });
}
