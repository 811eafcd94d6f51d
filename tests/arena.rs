//! The arena runs each game with every kind of player and reports sensible numbers (a few games
//! only: the measurements themselves are run from the command line, never asserted).

use railyard::arena::{run, wilson, Policy};
use railyard::check::default_setup;
use railyard::games::{age_of_steam::AgeOfSteam, russian_railroads::RussianRailroads, steam::Steam, steam_power::SteamPower};

#[test]
fn every_game_plays_every_policy_with_seats_rotating() {
    let seats = [Policy::Normal, Policy::Greedy, Policy::Random];
    let sp = run::<SteamPower>(&default_setup("steam-power", "valley", 3, 1), &seats, 3, |_| {}).unwrap();
    let aos = run::<AgeOfSteam>(&default_setup("age-of-steam", "rust-belt", 3, 1), &seats, 1, |_| {}).unwrap();
    let steam = run::<Steam>(&default_setup("steam", "northeast-2", 3, 1), &seats, 1, |_| {}).unwrap();
    let rr = run::<RussianRailroads>(&default_setup("russian-railroads", "standard", 3, 1), &seats, 3, |_| {}).unwrap();
    for report in [&sp, &aos, &steam, &rr] {
        assert_eq!(report.unfinished, 0);
        let wins: f64 = report.tallies.iter().map(|(_, t)| t.wins).sum();
        assert!((wins - report.games as f64).abs() < 1e-9, "one win shared out per game");
        assert_eq!(report.tallies.len(), 3);
    }
}

#[test]
fn solo_games_play_each_policy_on_the_same_seeds() {
    let r = run::<SteamPower>(&default_setup("steam-power", "midlands", 1, 4), &[Policy::Normal, Policy::Greedy], 2, |_| {}).unwrap();
    assert_eq!(r.games, 4);
    assert!(r.tallies.iter().all(|(_, t)| t.seats == 2));
}

#[test]
fn the_wilson_interval_holds_the_rate() {
    let (lo, hi) = wilson(30.0, 100);
    assert!(lo < 0.3 && 0.3 < hi && lo > 0.2 && hi < 0.4);
    assert_eq!(wilson(0.0, 0), (0.0, 1.0));
}

#[test]
fn russian_railroads_greedy_player_plays_every_count_to_the_end() {
    for players in 2..=4 {
        let seats = vec![Policy::Greedy; players];
        let r = run::<RussianRailroads>(&default_setup("russian-railroads", "standard", players, 7), &seats, 2, |_| {}).unwrap();
        assert_eq!(r.unfinished, 0);
        let (_, t) = &r.tallies[0];
        assert!(t.score.iter().all(|&s| s > 0), "the greedy player scores: {:?}", t.score);
    }
}
