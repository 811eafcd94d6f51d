//! The game record's grouping (turn, phase, the game's own lines) and the past tables of
//! history stepping, for every game: a past table is the replay of the log's first actions,
//! and it shows no hand the live table would hide.

use railyard::check::default_setup;
use railyard::core::{Game, Msg, Rng, Setup};
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::games::engine::{Command, Engine, Reply, Request};
use railyard::games::steam::Steam;
use railyard::games::steam_power::SteamPower;
use railyard::games::{history, snapshot, LogLine, Rounds};
use railyard::save::{SaveFile, Session};

/// Plays `moves` random legal actions (fewer if the game ends).
fn played<G: Game + Rounds>(setup: Setup, moves: usize, seed: u64) -> Session<G> {
    let mut s = Session::<G>::new(setup).expect("a legal set-up");
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let legal = s.game.legal_actions();
        if legal.is_empty() {
            break;
        }
        s.play(legal[rng.index(legal.len())].clone()).expect("a legal action");
    }
    s
}

fn lines_with<'a>(log: &'a [LogLine], key: &str) -> Vec<&'a LogLine> {
    log.iter().filter(|l| l.words.key == key).collect()
}

fn turn_arg(m: &Msg, name: &str) -> Option<i64> {
    m.args.iter().find(|(k, _)| k == name).and_then(|(_, a)| match a {
        railyard::core::Arg::Num(n) => Some(*n),
        _ => None,
    })
}

/// Lines the game writes by itself carry no seat; a seat's own lines carry it.
fn check_own_lines(log: &[LogLine], automatic: &[&str], own: &[&str]) {
    for l in log {
        if automatic.contains(&l.words.key.as_str()) {
            assert!(l.place.automatic && l.actor.is_none(), "{} is the game's own line: {l:?}", l.words.key);
        }
        if own.contains(&l.words.key.as_str()) {
            assert!(!l.place.automatic && l.actor.is_some(), "{} is a seat's line: {l:?}", l.words.key);
        }
        assert!(!l.place.turn.key.is_empty() && !l.place.phase.key.is_empty(), "every line has a heading: {l:?}");
    }
}

#[test]
fn age_of_steam_records_its_turns_and_phases() {
    let s = played::<AgeOfSteam>(default_setup("age-of-steam", "rust-belt", 3, 5), 600, 1);
    let log = snapshot::log(&s);
    for (key, phase) in [
        ("aos.log.income", "aos.phase.income"),
        ("aos.log.expenses", "aos.phase.expenses"),
        ("aos.log.growth.light", "aos.phase.growth"),
        ("aos.log.turn", "aos.phase.shares"),
        ("aos.log.new-order", "aos.phase.auction"),
    ] {
        let found = lines_with(&log, key);
        assert!(!found.is_empty(), "{key} is in the record");
        for l in found {
            assert_eq!(l.place.phase.key, phase, "{key}");
        }
    }
    // "Turn N begins" is under turn N's heading; the income before it under turn N - 1.
    for l in lines_with(&log, "aos.log.turn") {
        assert_eq!(turn_arg(&l.place.turn, "turn"), turn_arg(&l.words, "turn"));
    }
    for l in lines_with(&log, "aos.log.income") {
        let next = log.iter().find(|m| m.step == l.step && m.words.key == "aos.log.turn");
        if let Some(next) = next {
            assert_eq!(turn_arg(&l.place.turn, "turn").map(|t| t + 1), turn_arg(&next.place.turn, "turn"));
        }
    }
    for l in lines_with(&log, "aos.log.bid") {
        assert_eq!(l.place.phase.key, "aos.phase.auction");
    }
    check_own_lines(
        &log,
        &["aos.log.income", "aos.log.expenses", "aos.log.reduction", "aos.log.growth.light", "aos.log.turn", "aos.log.new-order"],
        &["aos.log.bid", "aos.log.takes", "aos.log.end-build", "aos.log.pass"],
    );
}

#[test]
fn steam_records_its_turns_and_phases() {
    for rules in ["base", "standard"] {
        let mut setup = default_setup("steam", "northeast", 3, 4);
        setup.options = serde_json::json!({ "rules": rules });
        let s = played::<Steam>(setup, 500, 2);
        let log = snapshot::log(&s);
        let turns = lines_with(&log, "steam.log.turn");
        assert!(!turns.is_empty(), "{rules}: a new turn is in the record");
        for l in turns {
            assert_eq!(turn_arg(&l.place.turn, "turn"), turn_arg(&l.words, "turn"), "{rules}");
        }
        check_own_lines(&log, &["steam.log.turn", "steam.log.over"], &["steam.log.build", "steam.log.pass", "steam.log.end-build"]);
    }
}

#[test]
fn steam_power_records_its_rounds() {
    let solo = played::<SteamPower>(default_setup("steam-power", railyard::games::steam_power::data::MAP_IDS[0], 1, 3), 400, 3);
    let log = snapshot::log(&solo);
    let over = lines_with(&log, "sp.log.round-over");
    assert!(!over.is_empty(), "a round ends in the record");
    for l in over {
        assert_eq!(turn_arg(&l.place.turn, "round"), turn_arg(&l.words, "round"));
    }
    check_own_lines(&log, &["sp.log.round-over", "sp.log.train"], &["sp.log.take-money", "sp.log.lay"]);
    let two = played::<SteamPower>(default_setup("steam-power", railyard::games::steam_power::data::MAP_IDS[0], 2, 3), 200, 3);
    let log = snapshot::log(&two);
    check_own_lines(&log, &["sp.log.trigger", "sp.log.over"], &["sp.log.take-money", "sp.log.lay"]);
    assert!(log.iter().any(|l| turn_arg(&l.place.turn, "round") == Some(2)), "a second round is in the record");
}

/// The past table at every few steps is the snapshot of the replayed prefix (less what history
/// leaves out), and the record's steps count the actions.
fn check_history<G: Game + Rounds>(s: &Session<G>) {
    let log = snapshot::log(s);
    assert_eq!(log.last().map(|l| l.step + 1), Some(s.history.len()));
    let every = (s.history.len() / 8).max(1);
    for step in (0..=s.history.len()).step_by(every) {
        let past = Session::<G>::replay_with(s.setup.clone(), s.given.clone(), &s.action_log()[..step], railyard::save::Trust::Checked)
            .expect("the prefix replays");
        let live = snapshot::of(&past);
        let seen = history::at(s, step).expect("a past table");
        assert_eq!(seen.board, live.board, "step {step}");
        assert_eq!(seen.round, live.round);
        assert_eq!(seen.current, live.current);
        assert_eq!(seen.phases, live.phases);
        assert_eq!(seen.prompt, live.prompt);
        assert!(seen.choices.is_empty() && seen.log.is_empty() && seen.actions.is_empty() && !seen.undoable);
    }
    assert!(history::at(s, s.history.len() + 1).is_err(), "no table past the end");
    // Kept replays give the same tables, stepping back and forth in any order.
    let mut replays = history::Replays::default();
    let mut rng = Rng::new(9);
    for _ in 0..12 {
        let step = rng.index(s.history.len() + 1);
        assert_eq!(replays.at(s, step).unwrap(), history::at(s, step).unwrap(), "step {step}");
    }
}

#[test]
fn a_past_table_is_the_replay_of_the_log_up_to_it() {
    check_history(&played::<AgeOfSteam>(default_setup("age-of-steam", "rust-belt", 3, 5), 150, 1));
    let mut setup = default_setup("steam", "northeast", 3, 4);
    setup.options = serde_json::json!({ "rules": "standard" });
    check_history(&played::<Steam>(setup, 150, 2));
    check_history(&played::<SteamPower>(default_setup("steam-power", railyard::games::steam_power::data::MAP_IDS[0], 3, 3), 80, 3));
}

/// Whether `c` is the contract whose resources are being sourced (named in the prompt).
fn fulfilling(g: &SteamPower, c: u8) -> bool {
    matches!(&g.phase, railyard::games::steam_power::Phase::Sourcing { contract, .. } if *contract == c)
}

#[test]
fn past_tables_show_no_hidden_hand() {
    // Two people share the device: no hand at all in any past table.
    let s = played::<SteamPower>(default_setup("steam-power", railyard::games::steam_power::data::MAP_IDS[0], 2, 3), 60, 4);
    for step in 0..=s.history.len() {
        let seen = serde_json::to_string(&history::at(&s, step).unwrap()).unwrap();
        let past = Session::<SteamPower>::replay_with(s.setup.clone(), s.given.clone(), &s.action_log()[..step], railyard::save::Trust::Checked).unwrap();
        for seat in &past.game.seats {
            // The contract being fulfilled was shown when its fulfilment began.
            for &c in seat.hand.iter().filter(|&&c| !fulfilling(&past.game, c)) {
                let shown = railyard::games::steam_power::words::contract_id(c);
                assert!(!seen.contains(&shown), "step {step}: a hand's contract {c} is on the past table");
            }
        }
    }
    // One person with a computer seat: that person's own hand, never the computer's.
    let mut setup = default_setup("steam-power", railyard::games::steam_power::data::MAP_IDS[0], 2, 3);
    setup.players[1].bot = true;
    let s = played::<SteamPower>(setup, 60, 5);
    let first = serde_json::to_string(&history::at(&s, 0).unwrap()).unwrap();
    let start = Session::<SteamPower>::new(s.setup.clone()).unwrap();
    let mine_then = railyard::games::steam_power::words::contract_id(start.game.seats[0].hand[0]);
    assert!(first.contains(&mine_then), "the person sees their own hand as it was");
    for step in 0..=s.history.len() {
        let seen = serde_json::to_string(&history::at(&s, step).unwrap()).unwrap();
        let past = Session::<SteamPower>::replay_with(s.setup.clone(), s.given.clone(), &s.action_log()[..step], railyard::save::Trust::Checked).unwrap();
        for &c in past.game.seats[1].hand.iter().filter(|&&c| !fulfilling(&past.game, c)) {
            let shown = railyard::games::steam_power::words::contract_id(c);
            assert!(!seen.contains(&shown), "step {step}: the computer's contract {c} is on the past table");
        }
    }
}

#[test]
fn the_engine_answers_a_past_table_and_keeps_the_game() {
    let s = played::<AgeOfSteam>(default_setup("age-of-steam", "rust-belt", 3, 5), 40, 1);
    let save = s.to_save("test").to_json();
    let mut engine = Engine::<AgeOfSteam>::default();
    let ask = |engine: &mut Engine<AgeOfSteam>, id, command| engine.handle(Request { id, known: Default::default(), command }).reply;
    let Reply::Table(live) = ask(&mut engine, 1, Command::Open { save, trusted: false }) else { panic!("a table") };
    let Reply::History { step, total, table } = ask(&mut engine, 2, Command::History { step: 10 }) else { panic!("a past table") };
    assert_eq!((step, total), (10, 40));
    assert_eq!(*table, history::at(&s, 10).unwrap());
    assert!(matches!(ask(&mut engine, 3, Command::History { step: 41 }), Reply::Refused(_)));
    // The game itself is untouched: undo and play work on the live table.
    let Reply::Table(again) = ask(&mut engine, 4, Command::Open { save: SaveFile::from_json(&s.to_save("t").to_json()).unwrap().to_json(), trusted: true }) else {
        panic!("a table")
    };
    assert_eq!(again.board, live.board);
}

#[test]
fn since_your_last_turn_is_what_followed_your_last_action() {
    let s = played::<AgeOfSteam>(default_setup("age-of-steam", "rust-belt", 3, 5), 120, 1);
    let log = snapshot::log(&s);
    for seat in 0..3 {
        let since = history::since_last_turn(&log, seat);
        assert!(since.iter().all(|l| l.actor != Some(seat)), "none of the seat's own lines");
        let last = log.iter().rposition(|l| l.actor == Some(seat)).expect("the seat acted");
        assert_eq!(since.len(), log.iter().skip(last).filter(|l| l.step > log[last].step).count());
    }
    assert!(history::since_last_turn(&log[..0], 0).is_empty());
}
