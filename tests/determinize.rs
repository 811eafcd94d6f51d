//! Determinization: a copy of the state made for one seat agrees with the real state in
//! everything that seat sees, and is made up afresh in everything it does not (other hands, the
//! bag's order, future dice), so a search for that seat cannot learn what it could not see.

use std::collections::BTreeSet;

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::core::{Game, Setup};
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::games::steam_power::SteamPower;

/// The state after `n` actions of a game played mostly by the computer.
fn after<G: Game>(setup: &Setup, seed: u64, n: usize) -> G {
    let opts = CheckOptions { bot_percent: 80, ..CheckOptions::NONE };
    let (_, log) = random_game::<G>(setup, seed, opts).unwrap();
    let mut setup = setup.clone();
    setup.seed = seed;
    let mut g = G::new(&setup).unwrap();
    for a in log.iter().take(n) {
        g.apply(a).unwrap();
    }
    g
}

/// Everything seat `viewer` sees.
fn seen_by<G: Game>(g: &G, viewer: usize) -> String {
    let mut seen = format!(
        "{:?}\n{:?}\n{:?}\n{}\n{:?}",
        g.board_view(),
        g.player_summaries(Some(viewer)),
        g.info_panels(Some(viewer)),
        g.prompt(),
        g.current_player()
    );
    if g.current_player() == Some(viewer) {
        seen += &format!("\n{:?}", g.legal_actions());
    }
    seen
}

/// What the next three random events say, the computer playing every seat.
fn next_draws<G: Game>(mut g: G) -> Vec<String> {
    let mut said = Vec::new();
    let mut events = 0;
    let mut turn = 0;
    while events < 3 {
        let Some(a) = g.bot_action(turn) else { break };
        let out = g.apply(&a).unwrap();
        if out.random {
            said.extend(out.english(&[]));
            events += 1;
        }
        turn += 1;
    }
    said
}

#[test]
fn age_of_steam_copies_keep_what_a_seat_sees_and_redraw_the_future() {
    for (players, n) in [(3, 40), (4, 90), (5, 150)] {
        let g: AgeOfSteam = after(&default_setup("age-of-steam", "rust-belt", players, 1), 21, n);
        let viewer = g.current_player().unwrap_or(0);
        let mut futures = BTreeSet::new();
        for seed in 0..12 {
            let copy = g.determinize(viewer, seed);
            assert_eq!(seen_by(&copy, viewer), seen_by(&g, viewer));
            assert_eq!((copy.bag, &copy.display, &copy.hexes), (g.bag, &g.display, &g.hexes), "the bag's contents are public");
            assert!(g.determinize(viewer, seed) == copy, "the same seed, the same copy");
            copy.check_invariants().unwrap();
            futures.insert(next_draws(copy));
        }
        assert!(futures.len() > 1, "{players} players: the copies draw different futures");
        // The real future is not in the copy: the copy's generator is not the state's.
        assert!(g.determinize(viewer, 0).rng != g.rng);
    }
}

/// The contracts nobody can see, as a sorted list: bag, round counter and all hands but `viewer`'s.
fn unseen(g: &SteamPower, viewer: usize) -> Vec<u8> {
    let mut all: Vec<u8> = g.bag.iter().chain(&g.removed).copied().collect();
    for (s, seat) in g.seats.iter().enumerate() {
        if s != viewer {
            all.extend(&seat.hand);
        }
    }
    all.sort();
    all
}

#[test]
fn steam_power_copies_keep_the_viewers_hand_and_deal_the_others_afresh() {
    for (players, n) in [(2, 30), (3, 70), (4, 120), (1, 50)] {
        let g: SteamPower = after(&default_setup("steam-power", "valley", players, 1), 5, n);
        for viewer in 0..players {
            let mut hands = BTreeSet::new();
            let mut generators = BTreeSet::new();
            let mut real_hands_kept = 0;
            for seed in 0..16 {
                let copy = g.determinize(viewer, seed);
                assert_eq!(copy.seats[viewer].hand, g.seats[viewer].hand, "the viewer's own hand");
                assert_eq!(seen_by(&copy, viewer), seen_by(&g, viewer));
                assert_eq!(unseen(&copy, viewer), unseen(&g, viewer), "dealt from the same unseen contracts");
                for (s, seat) in copy.seats.iter().enumerate() {
                    assert_eq!(seat.hand.len(), g.seats[s].hand.len());
                    assert_eq!(seat.fulfilled, g.seats[s].fulfilled);
                }
                assert_eq!((copy.bag.len(), copy.removed.len()), (g.bag.len(), g.removed.len()));
                assert!(g.determinize(viewer, seed) == copy, "the same seed, the same copy");
                assert!(copy.rng != g.rng, "the future is drawn afresh");
                copy.check_invariants().unwrap();
                let others: Vec<Vec<u8>> = (0..players).filter(|&s| s != viewer).map(|s| copy.seats[s].hand.clone()).collect();
                let real: Vec<Vec<u8>> = (0..players).filter(|&s| s != viewer).map(|s| g.seats[s].hand.clone()).collect();
                real_hands_kept += (others == real && copy.removed == g.removed) as usize;
                hands.insert((others, copy.bag.clone(), copy.removed.clone()));
                generators.insert(format!("{:?}", copy.rng));
            }
            assert_eq!(generators.len(), 16, "each seed its own future");
            // Places a hidden contract can be dealt to, besides the bag.
            let places = g.removed.len() + (0..players).filter(|&s| s != viewer).map(|s| g.seats[s].hand.len()).sum::<usize>();
            if places > 0 && unseen(&g, viewer).len() > places + 2 {
                assert!(hands.len() > 8, "{players} players, seat {viewer}: hidden contracts dealt afresh");
                assert!(real_hands_kept <= 1, "{players} players, seat {viewer}: the copies do not give away the real hands");
            }
        }
    }
}

#[test]
fn a_determinized_copy_plays_on_to_the_end() {
    let g: SteamPower = after(&default_setup("steam-power", "midlands", 3, 1), 8, 60);
    let mut copy = g.determinize(g.current_player().unwrap(), 77);
    let mut turn = 0;
    while let Some(a) = copy.bot_action(turn) {
        copy.apply(&a).unwrap();
        copy.check_invariants().unwrap();
        turn += 1;
    }
    assert!(copy.final_scores().is_some());
    let g: AgeOfSteam = after(&default_setup("age-of-steam", "rust-belt", 4, 1), 8, 60);
    let mut copy = g.determinize(g.current_player().unwrap(), 77);
    let mut turn = 0;
    while let Some(a) = copy.bot_action(turn) {
        copy.apply(&a).unwrap();
        copy.check_invariants().unwrap();
        turn += 1;
    }
    assert!(copy.final_scores().is_some());
}
