//! The phase tracker and the turn order the engines give the table: in random games of every
//! game, the current phase is always one of the listed phases, the phases move on as the game
//! does, and the turn order names each seat at most once.

use std::collections::BTreeSet;

use railyard::check::default_setup;
use railyard::core::{Game, Rng, Setup};
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::games::steam::Steam;
use railyard::games::steam_power::SteamPower;
use railyard::games::{game_info, AnySession};

fn map_of(game: &str) -> String {
    game_info(game).expect("known game").maps[0].id.to_string()
}

/// Plays random legal actions, checking the tracker after each; returns the phases seen.
fn play<G: Game>(setup: &Setup, seed: u64, limit: usize) -> BTreeSet<usize> {
    let mut g = G::new(setup).expect("valid setup");
    let mut rng = Rng::new(seed);
    let mut seen = BTreeSet::new();
    let mut changes = 0;
    let mut last = None;
    for _ in 0..limit {
        let track = g.phases().expect("the game has phases");
        assert!(!track.phases.is_empty(), "{}: no phases", G::ID);
        assert!(track.current < track.phases.len(), "{}: phase {} of {}", G::ID, track.current, track.phases.len());
        assert!(track.phases.iter().all(|m| !m.key.is_empty() && m.key != "raw"), "{}: phases are catalogue words", G::ID);
        if last.is_some_and(|l| l != track.current) {
            changes += 1;
        }
        last = Some(track.current);
        seen.insert(track.current);
        let order = g.turn_order();
        let distinct: BTreeSet<_> = order.iter().collect();
        assert_eq!(distinct.len(), order.len(), "{}: a seat twice in the turn order {order:?}", G::ID);
        assert!(order.iter().all(|&p| p < setup.players.len()), "{}: turn order {order:?}", G::ID);
        if g.is_over() {
            break;
        }
        let legal = g.legal_actions();
        let a = legal[rng.index(legal.len())].clone();
        g.apply(&a).expect("a legal action");
    }
    let phases = g.phases().map_or(0, |t| t.phases.len());
    assert!(changes > 0 || phases == 1, "{}: the current phase never changed", G::ID);
    seen
}

#[test]
fn age_of_steam_tracks_its_phases() {
    let mut seen = BTreeSet::new();
    for seed in 0..3 {
        seen.extend(play::<AgeOfSteam>(&default_setup("age-of-steam", &map_of("age-of-steam"), 3, seed), seed, 1500));
    }
    // Shares, the auction, actions, building and both rounds of moving are decided by players.
    for phase in [0, 1, 2, 3, 4, 5] {
        assert!(seen.contains(&phase), "phase {phase} never current: {seen:?}");
    }
}

#[test]
fn steam_tracks_its_phases_under_both_rule_sets() {
    for rules in ["base", "standard"] {
        let mut setup = default_setup("steam", &map_of("steam"), 3, 1);
        setup.options = serde_json::json!({ "rules": rules });
        let seen = play::<Steam>(&setup, 5, 1500);
        assert!(seen.len() >= 4, "{rules}: phases seen {seen:?}");
    }
}

#[test]
fn steam_power_tracks_the_actions_of_a_turn() {
    for players in [1, 3] {
        let seen = play::<SteamPower>(&default_setup("steam-power", &map_of("steam-power"), players, 2), 9, 400);
        let expected: BTreeSet<usize> = if players == 1 { [0].into() } else { [0, 1].into() };
        assert_eq!(seen, expected, "{players}p: actions seen");
    }
}

#[test]
fn the_snapshot_orders_the_panels_by_turn_order() {
    let mut s = AnySession::new(default_setup("age-of-steam", &map_of("age-of-steam"), 4, 3)).expect("valid setup");
    let mut rng = Rng::new(4);
    for _ in 0..120 {
        let legal = s.legal_actions_json();
        if legal.is_empty() {
            break;
        }
        s.play_json(&legal[rng.index(legal.len())].clone()).expect("a legal action");
    }
    let snap = s.snapshot();
    let track = snap.phases.expect("a phase tracker");
    assert!(track.current < track.phases.len());
    let seats: Vec<usize> = snap.open.players.iter().map(|p| p.seat).collect();
    let AnySession::AgeOfSteam(session) = &s else { panic!("an Age of Steam session") };
    let order = session.game.turn_order();
    assert_eq!(&seats[..order.len()], &order[..], "panels follow the turn order");
    assert_eq!(snap.open.figures.len(), seats.len());
}
