//! The search behind Hard computer seats: it only ever answers a legal move, one seed and one
//! iteration budget always give the same move, and it never reads what its seat cannot see.
//! Small budgets and short play-outs keep these fast; nothing here measures strength.

use railyard::check::default_setup;
use railyard::core::{Game, Level, Rng};
use railyard::games::{age_of_steam::AgeOfSteam, steam::Steam, steam_power::SteamPower};
use railyard::search::levels::choose_with;
use railyard::search::{search, Budget, Config};

/// A short look-ahead: enough to exercise every part of the search.
fn quick() -> Config {
    Config { depth: Some(6), ..Config::default() }
}

/// Positions of a game from `seed`, every `every` moves, reached by the computer player.
fn positions<G: Game>(game: &str, players: usize, seed: u64, every: usize, max: usize) -> Vec<G> {
    let info = railyard::games::game_info(game).expect("known game");
    let setup = default_setup(game, info.maps[0].id, players, seed);
    let mut g = G::new(&setup).expect("a valid setup");
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut moves = 0;
    while !g.is_over() && out.len() < max {
        if moves % every == 0 {
            out.push(g.clone());
        }
        let a = g.bot_action(rng.next_u64()).expect("a move");
        g.apply(&a).expect("the computer player's move is legal");
        moves += 1;
    }
    out
}

fn always_legal<G: Game>(game: &str, players: usize, seeds: std::ops::Range<u64>, every: usize, max: usize) {
    for seed in seeds {
        for (k, g) in positions::<G>(game, players, seed, every, max).iter().enumerate() {
            let legal = g.legal_actions();
            for level in Level::ALL {
                let found = choose_with(g, level, seed * 100 + k as u64, Budget::iterations(6), None, &quick())
                    .expect("a seat is to move");
                assert!(legal.contains(&found.action), "{game} seed {seed} position {k}: {level:?} chose {:?}", found.action);
            }
            let mut copy = g.clone();
            let found = search(g, seed + k as u64, Budget::iterations(6), &quick(), None).unwrap();
            assert!(copy.apply(&found.action).is_ok());
        }
    }
}

#[test]
fn the_search_only_answers_legal_moves() {
    always_legal::<SteamPower>("steam-power", 3, 1..9, 7, 12);
    always_legal::<SteamPower>("steam-power", 1, 1..3, 9, 6);
    always_legal::<AgeOfSteam>("age-of-steam", 3, 1..3, 23, 8);
    always_legal::<Steam>("steam", 3, 1..2, 29, 5);
}

#[test]
fn one_seed_and_budget_give_one_move() {
    for g in positions::<SteamPower>("steam-power", 4, 5, 11, 5) {
        let a = search(&g, 42, Budget::iterations(30), &quick(), None).unwrap();
        let b = search(&g, 42, Budget::iterations(30), &quick(), None).unwrap();
        assert_eq!(a, b);
        assert!(a.iterations == 30 || a.iterations == 0, "a forced move is not searched");
    }
    for g in positions::<AgeOfSteam>("age-of-steam", 3, 2, 37, 3) {
        let a = search(&g, 9, Budget::iterations(5), &quick(), None).unwrap();
        assert_eq!(a, search(&g, 9, Budget::iterations(5), &quick(), None).unwrap());
    }
}

/// An overrule no move can meet leaves every decision to the computer player.
#[test]
fn a_strict_overrule_keeps_the_computer_players_move() {
    let strict = Config { overrule: 1e9, ..quick() };
    // Age of Steam's computer player does not draw on its seed, so its move is known here.
    for g in positions::<AgeOfSteam>("age-of-steam", 3, 4, 7, 6) {
        let found = search(&g, 5, Budget::iterations(12), &strict, None).unwrap();
        if found.iterations > 0 {
            assert_eq!(Some(found.action), g.bot_action(0));
        }
    }
}

/// A search on the clock reports the iterations it ran: with its seed they find its move again.
#[test]
fn a_timed_search_is_replayed_from_its_seed_and_iterations() {
    let g = &positions::<SteamPower>("steam-power", 3, 3, 10, 3)[2];
    let timed = search(g, 77, Budget { iterations: 40, millis: Some(1e9) }, &quick(), Some(railyard::search::native_clock)).unwrap();
    let again = search(g, 77, Budget::iterations(timed.iterations), &quick(), None).unwrap();
    assert_eq!(timed, again);
}

/// Steam Power's hands are hidden: whatever the other seats really hold, the searching seat
/// finds the same move.
#[test]
fn the_search_never_reads_other_hands() {
    let mut checked = 0;
    for seed in 1..6 {
        for g in positions::<SteamPower>("steam-power", 3, seed, 5, 10) {
            let me = g.current_player().unwrap();
            if g.legal_actions().len() < 2 {
                continue;
            }
            let other = (me + 1) % 3;
            // Another deal of the other seat's hand from the bag: the same sizes, other contracts.
            let mut changed = g.clone();
            let seen: Vec<u8> = g.seen.iter().filter(|s| s.knower == me).map(|s| s.card).collect();
            let swaps: Vec<usize> = (0..changed.seats[other].hand.len()).filter(|&i| !seen.contains(&changed.seats[other].hand[i])).collect();
            for (n, i) in swaps.into_iter().enumerate() {
                if n >= changed.bag.len() {
                    break;
                }
                std::mem::swap(&mut changed.seats[other].hand[i], &mut changed.bag[n]);
            }
            if changed == g {
                continue;
            }
            let a = search(&g, seed, Budget::iterations(20), &quick(), None).unwrap();
            let b = search(&changed, seed, Budget::iterations(20), &quick(), None).unwrap();
            assert_eq!(a, b, "seed {seed}: the move depends on seat {other}'s hidden hand");
            checked += 1;
        }
    }
    assert!(checked >= 5, "only {checked} positions with a hidden hand to change");
}
