//! Computer seats' levels in saves: a save from before levels loads with its computer seats at
//! Normal and writes what it read; a level is kept through a save; an unknown level is refused.

use railyard::core::Level;
use railyard::save::{LoadError, SaveFile};

const BEFORE_LEVELS: &str = include_str!("fixtures/steam-power-2p-seed3-computer-before-levels.json");

#[test]
fn a_save_from_before_levels_plays_its_computer_seats_at_normal() {
    let save = SaveFile::from_json(BEFORE_LEVELS).expect("an earlier save loads");
    assert!(save.setup.players[1].bot);
    assert!(save.setup.players.iter().all(|p| p.level == Level::Normal));
    let (_, session) = railyard::games::AnySession::load_json(BEFORE_LEVELS).expect("and replays");
    assert_eq!(session.action_count(), 40);
    // Written again, it says nothing of levels: older builds read it as before.
    assert!(!save.to_json().contains(r#""level""#));
}

#[test]
fn a_level_is_kept_and_an_unknown_one_refused() {
    let mut save = SaveFile::from_json(BEFORE_LEVELS).unwrap();
    save.setup.players[1].level = Level::Hard;
    let text = save.to_json();
    assert!(text.contains(r#""level":"hard""#));
    assert_eq!(SaveFile::from_json(&text).unwrap().setup.players[1].level, Level::Hard);
    let odd = text.replace(r#""level":"hard""#, r#""level":"grandmaster""#);
    assert!(matches!(SaveFile::from_json(&odd), Err(LoadError::Unreadable(_))), "an unknown level is refused");
    let not_text = text.replace(r#""level":"hard""#, r#""level":3"#);
    assert!(SaveFile::from_json(&not_text).is_err());
}

#[test]
fn levels_have_ids_both_ways() {
    for l in Level::ALL {
        assert_eq!(Level::from_id(l.id()), Some(l));
        assert_eq!(serde_json::to_value(l).unwrap(), serde_json::Value::String(l.id().into()));
    }
    assert_eq!(Level::from_id("expert"), None);
}

/// The engine answers a computer seat's move at the seat's level: Hard searches on the clock it
/// is given and says what replays its move; the move is one the rules take.
#[test]
fn the_engine_thinks_at_the_seats_level() {
    use railyard::core::Game;
    use railyard::games::engine::{Command, Engine, Reply, Request};
    use railyard::games::steam_power::SteamPower;
    use railyard::search::{levels::choose, native_clock, Budget};
    for level in Level::ALL {
        let mut save = SaveFile::from_json(BEFORE_LEVELS).unwrap();
        for p in &mut save.setup.players {
            p.bot = true;
            p.level = level;
        }
        let mut engine = Engine::<SteamPower>::with_clock(native_clock);
        let mut ask = |id, command| engine.handle(Request { id, known: Default::default(), command }).reply;
        assert!(matches!(ask(1, Command::Open { save: save.to_json(), trusted: false }), Reply::Table(_)));
        let Reply::Move(Some(action)) = ask(2, Command::Think { seed: 5, millis: Some(40) }) else { panic!("{level:?}: a move") };
        assert!(matches!(ask(3, Command::PlayComputer { action: action.clone() }), Reply::Table(_)), "{level:?}: the move is played");
        match level {
            Level::Hard => {
                let (seed, iterations) = engine.last_search.expect("Hard searched");
                // Its seed and iteration count find the same move again.
                let (_, session) = railyard::games::AnySession::load_json(BEFORE_LEVELS).unwrap();
                let railyard::games::AnySession::SteamPower(s) = session else { panic!() };
                let again = choose(&s.game, Level::Hard, seed, Budget::iterations(iterations), None).unwrap();
                assert_eq!(serde_json::to_value(&again.action).unwrap(), action);
                assert!(s.game.legal_actions().contains(&again.action));
            }
            _ => assert_eq!(engine.last_search, None, "{level:?} does not search"),
        }
    }
}
