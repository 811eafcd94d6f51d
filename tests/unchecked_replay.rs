//! The unchecked path is the checked one without the check: over many random games, applying
//! each action of the log with `apply_unchecked` gives exactly the state (`==`) and the outcome
//! `apply` gives, and a trusted replay of the save ends in the same state and final scores as
//! a checked one.

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::core::{Game, Setup};
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::games::steam_power::SteamPower;
use railyard::save::{Session, Trust};

fn same_either_way<G: Game>(setup: &Setup, seed: u64, bot_percent: u64) {
    let opts = CheckOptions { bot_percent, ..CheckOptions::NONE };
    let (_, log) = random_game::<G>(setup, seed, opts).unwrap_or_else(|f| panic!("{f}"));
    let mut setup = setup.clone();
    setup.seed = seed;
    let (mut checked, mut unchecked) = (G::new(&setup).unwrap(), G::new(&setup).unwrap());
    for (i, action) in log.iter().enumerate() {
        let a = checked.apply(action).unwrap_or_else(|e| panic!("seed {seed} action {i}: {e}"));
        let b = unchecked.apply_unchecked(action);
        assert_eq!(a, b, "seed {seed}: outcome of action {i} ({action:?})");
        assert!(checked == unchecked, "seed {seed}: state after action {i} ({action:?}) differs");
    }
    let raw: Vec<serde_json::Value> = log.iter().map(|a| serde_json::to_value(a).unwrap()).collect();
    let one = Session::<G>::replay_with(setup.clone(), vec![], &raw, Trust::Checked).unwrap();
    let two = Session::<G>::replay_with(setup, vec![], &raw, Trust::Trusted).unwrap();
    assert!(one.game == two.game, "seed {seed}: replays differ");
    assert_eq!(one.history, two.history, "seed {seed}: records differ");
    assert!(one.game.is_over());
    assert_eq!(one.game.final_scores(), two.game.final_scores(), "seed {seed}");
}

#[test]
fn age_of_steam_unchecked_equals_checked_over_random_games() {
    for seed in 0..60u64 {
        let players = 3 + (seed % 4) as usize;
        let setup = default_setup("age-of-steam", "rust-belt", players, seed);
        // Mostly random play, and every third game mostly the computer's, which reaches the
        // late turns (Production, long routes, upgrades).
        let bots = if seed % 3 == 0 { 70 } else { 0 };
        same_either_way::<AgeOfSteam>(&setup, seed, bots);
    }
}

#[test]
fn steam_power_unchecked_equals_checked_over_random_games() {
    for seed in 0..40u64 {
        let players = 1 + (seed % 5) as usize;
        let map = ["valley", "midlands", "coast"][(seed % 3) as usize];
        let setup = default_setup("steam-power", map, players, seed);
        let bots = if seed % 2 == 0 { 60 } else { 0 };
        same_either_way::<SteamPower>(&setup, seed, bots);
    }
}

#[test]
fn undo_replays_the_sessions_own_log_to_the_same_state() {
    let setup = default_setup("steam-power", "valley", 3, 11);
    let mut s = Session::<SteamPower>::new(setup).unwrap();
    let mut undone = 0;
    for turn in 0..400u64 {
        let Some(a) = s.game.bot_action(turn) else { break };
        let before = s.clone();
        s.play(a).unwrap();
        if s.undoable() > 0 {
            s.undo().unwrap();
            undone += 1;
            assert!(s.game == before.game, "undo at action {turn} gives back the state before it");
            assert_eq!(s.history, before.history);
            let a = s.game.bot_action(turn).unwrap();
            s.play(a).unwrap();
        }
    }
    assert!(undone > 20, "undo was tried {undone} times");
}
