//! The tile picker's data: every build that lays a tile carries a pick, the rotations of one
//! kind at a hex share its family, and a pick's price is what `apply` charges.

use std::collections::BTreeMap;

use railyard::core::{Seat, Setup};
use railyard::games::{AnySession, Choice};

fn session(game: &str, players: usize) -> AnySession {
    let map = railyard::games::game_info(game).expect("known game").maps[0].id.to_string();
    let setup = Setup {
        game: game.into(),
        map,
        options: serde_json::Value::Null,
        seed: 11,
        players: (0..players).map(|i| Seat { name: format!("Player {}", i + 1), colour: "#336699".into(), bot: false, level: Default::default() }).collect(),
    };
    AnySession::new(setup).expect("valid setup")
}

/// The money of the seat (or company's seat) to move.
fn money(s: &AnySession) -> i64 {
    match s {
        AnySession::AgeOfSteam(x) => x.game.players[x.game.current().expect("to move")].money as i64,
        AnySession::Steam(x) => x.game.players[x.game.current().expect("to move")].money as i64,
        AnySession::SteamPower(x) => x.game.seats[x.game.seat_of(x.game.active)].money,
        AnySession::RussianRailroads(x) => x.game.players[x.game.actor].roubles,
    }
}

fn is_build(c: &Choice) -> bool {
    c.action.get("Build").is_some() || c.action.get("Lay").is_some()
}

/// Checks one decision's picks; returns how many it had.
fn check(s: &AnySession) -> usize {
    let choices = s.choices();
    for c in &choices {
        assert_eq!(is_build(c), c.tile.is_some(), "{}: a pick exactly on builds: {}", s.setup().game, c.action);
    }
    // Per hex and family: one name, distinct rotations.
    let mut families: BTreeMap<(String, String), Vec<&Choice>> = BTreeMap::new();
    for c in choices.iter().filter(|c| c.tile.is_some()) {
        let t = c.tile.as_ref().unwrap();
        assert!(!t.paths.is_empty(), "a pick draws track");
        assert_eq!(c.hexes.len(), 1, "a build is at one hex");
        families.entry((c.hexes[0].to_string(), t.family.clone())).or_default().push(c);
    }
    for ((hex, family), cs) in &families {
        let names: Vec<_> = cs.iter().map(|c| c.tile.as_ref().unwrap().name.clone()).collect();
        assert!(names.windows(2).all(|w| w[0] == w[1]), "{hex} {family}: one name");
        let mut turns: Vec<u8> = cs.iter().map(|c| c.tile.as_ref().unwrap().turns).collect();
        turns.sort();
        let n = turns.len();
        turns.dedup();
        assert_eq!(turns.len(), n, "{hex} {family}: rotations are distinct");
    }
    // The price shown is the price paid.
    for c in choices.iter().filter(|c| c.tile.is_some()) {
        let mut after = s.clone();
        let before = money(s);
        // Steam's base game raises cash it lacks in steps of $5: only cash on hand pays exactly.
        if before < c.tile.as_ref().unwrap().cost as i64 {
            continue;
        }
        after.play_json(&c.action).expect("a listed build is legal");
        let paid = before - match &after {
            // The seat that paid may no longer be the seat to move.
            AnySession::AgeOfSteam(x) => x.game.players[s.current_player().unwrap()].money as i64,
            AnySession::Steam(x) => x.game.players[s.current_player().unwrap()].money as i64,
            AnySession::SteamPower(x) => x.game.seats[s.current_player().unwrap()].money,
            AnySession::RussianRailroads(x) => x.game.players[s.current_player().unwrap()].roubles,
        };
        assert_eq!(paid, c.tile.as_ref().unwrap().cost as i64, "{}: {}", s.setup().game, c.action);
    }
    families.values().map(Vec::len).sum()
}

/// Plays each seat's first option until `decisions` decisions with picks have been checked.
fn walk(game: &str, players: usize, decisions: usize) {
    let mut s = session(game, players);
    let mut seen = 0;
    for _ in 0..400 {
        if s.is_over() || seen >= decisions {
            break;
        }
        if check(&s) > 0 {
            seen += 1;
        }
        // Prefer a build, so the walk reaches later build decisions with track on the board.
        let choices = s.choices();
        let a = choices.iter().find(|c| is_build(c)).or(choices.first()).expect("a move").action.clone();
        s.play_json(&a).expect("a listed action is legal");
    }
    assert!(seen >= decisions, "{game}: reached {seen} build decisions");
}

#[test]
fn age_of_steam_builds_carry_picks() {
    walk("age-of-steam", 3, 4);
}

#[test]
fn steam_builds_carry_picks() {
    walk("steam", 3, 4);
}

#[test]
fn steam_power_lays_carry_picks() {
    walk("steam-power", 2, 3);
}

#[test]
fn joined_tiles_are_ranked() {
    // At the start of Age of Steam's first build, some tile next to a city meets something.
    let mut s = session("age-of-steam", 3);
    for _ in 0..100 {
        if s.choices().iter().any(|c| c.tile.is_some()) {
            break;
        }
        let a = s.choices()[0].action.clone();
        s.play_json(&a).unwrap();
    }
    let picks: Vec<_> = s.choices().into_iter().filter_map(|c| c.tile).collect();
    assert!(!picks.is_empty());
    assert!(picks.iter().all(|t| t.joins >= 1), "a first tile leaves a city");
}
