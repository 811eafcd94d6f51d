//! Everything a save carries is checked on import and on load: colours, names, ids, seeds,
//! game and map ids, seat counts, log size and format version. And the summary the saved-games
//! list draws from is built without trusting the file either.

use railyard::games::AnySession;
use railyard::save::{
    clean_name, unique_name, valid_save_id, Kind, LoadError, Problem, SaveFile, Summary, FORMAT_VERSION, MAX_ACTIONS,
    MAX_NAME_CHARS, MAX_PLAYERS, SUMMARY_VERSION,
};
use serde_json::{json, Value};

fn fixture(file: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// A short Age of Steam game in play (format 1, as the first release wrote it).
fn game() -> Value {
    let mut v: Value = serde_json::from_str(&fixture("age-of-steam-4p-seed2.json")).unwrap();
    v["actions"].as_array_mut().unwrap().truncate(5);
    v
}

fn load(v: &Value) -> Result<(SaveFile, AnySession), LoadError> {
    AnySession::load_json(&v.to_string())
}

fn refusal(v: &Value) -> String {
    match load(v) {
        Ok(_) => panic!("accepted: {}", railyard::save::clip(&v.to_string(), 300)),
        Err(e) => e.to_string(),
    }
}

#[test]
fn seat_colours_must_be_plain_hex() {
    for bad in ["€", "#€€", "#12€45", "#000", "red", "#c62828; background:url(x)", "", "#GGGGGG"] {
        let mut v = game();
        v["players"][1]["colour"] = json!(bad);
        let why = refusal(&v);
        assert!(why.contains("seat 2") && why.contains("colour"), "{bad:?}: {why}");
    }
    let mut v = game();
    v["players"][1]["colour"] = json!("#ABCDEF");
    assert!(load(&v).is_ok());
}

#[test]
fn seat_names_are_checked_and_save_names_cleaned() {
    for bad in ["x".repeat(33), "Ann\u{202E}".into(), "\u{200B}\u{200D}".into(), "".into(), "a\nb".into()] {
        let mut v = game();
        v["players"][0]["name"] = json!(bad);
        assert!(refusal(&v).contains("seat 1"), "{bad:?}");
    }
    let mut v = game();
    v["players"][0]["name"] = json!("Zoë 🚂");
    assert!(load(&v).is_ok());

    let name = |raw: &str| {
        let mut v = game();
        v["name"] = json!(raw);
        load(&v).unwrap().0.name
    };
    assert_eq!(name(&"€".repeat(10_000)).chars().count(), MAX_NAME_CHARS);
    assert_eq!(name("\u{202E}emag ym\u{202C}"), "emag ym", "direction overrides are dropped");
    assert_eq!(name("\u{200B}\u{200B}\u{FEFF}"), "Age of Steam", "an invisible name falls back to the game's");
    assert_eq!(name("  Two \t\n  words "), "Two words");
    assert_eq!(clean_name("مرحبا بالعالم", 60), "مرحبا بالعالم", "right-to-left text itself is kept");
}

#[test]
fn ids_games_maps_and_seat_counts_are_checked() {
    for (field, bad) in [("game", "Age-Of-Steam"), ("game", "x/../y"), ("map", "rust belt"), ("map", "")] {
        let mut v = game();
        v[field] = json!(bad);
        assert!(refusal(&v).contains(field), "{field} {bad:?}");
    }
    let mut v = game();
    v["game"] = json!("no-such-game");
    assert!(matches!(load(&v), Err(LoadError::Unknown(_))));
    v = game();
    v["map"] = json!("atlantis");
    assert!(matches!(load(&v), Err(LoadError::Unknown(_))));
    for n in [0, 2, 7, 9, 50] {
        let mut v = game();
        let seat = v["players"][0].clone();
        v["players"] = Value::Array(vec![seat; n]);
        assert!(load(&v).is_err(), "{n} seats on Rust Belt");
    }
    assert!(valid_save_id("lq3x9k-0a1b2c3d"));
    for bad in ["", " ", "a/b", "a#b", "x".repeat(65).as_str(), "é", "../x"] {
        assert!(!valid_save_id(bad), "{bad:?}");
    }
}

#[test]
fn seeds_are_written_as_strings_and_read_in_both_forms() {
    let big: u64 = (1 << 53) + 1;
    let mut v = game();
    v["seed"] = json!(big);
    let (save, _) = load(&v).unwrap();
    assert_eq!(save.setup.seed, big, "the numeric form of the first release is read exactly");
    let text = save.to_json();
    assert!(text.contains(&format!("\"seed\":\"{big}\"")), "{}", railyard::save::clip(&text, 400));
    assert!(save.to_json_pretty().contains(&format!("\"seed\": \"{big}\"")));
    // What a JavaScript tool does to the file: numbers become doubles. The seed survives.
    let mut js: Value = serde_json::from_str(&text).unwrap();
    js["updated_ms"] = json!(js["updated_ms"].as_f64().unwrap());
    assert_eq!(SaveFile::from_json(&js.to_string()).unwrap().setup.seed, big);
    v["seed"] = json!(u64::MAX.to_string());
    assert_eq!(load(&v).unwrap().0.setup.seed, u64::MAX);
    for bad in [json!(-1), json!(1.5), json!("18446744073709551616"), json!("12a"), json!(""), json!(" 1"), json!(null), json!([1])] {
        v["seed"] = bad.clone();
        assert!(refusal(&v).contains("seed"), "{bad}");
    }
}

#[test]
fn first_release_saves_load_and_are_written_in_the_current_format() {
    for file in ["age-of-steam-4p-seed2.json", "steam-power-2p-seed3-first-edition.json", "steam-power-1p-seed5-first-edition.json"] {
        let text = fixture(file);
        assert!(text.contains("\"version\":1"), "{file} is a format 1 file");
        let (save, session) = AnySession::load_json(&text).unwrap();
        assert_eq!(save.version, FORMAT_VERSION);
        let again = save.to_json();
        let (back, replayed) = AnySession::load_json(&again).unwrap();
        assert_eq!(back, save);
        assert_eq!(replayed.final_scores(), session.final_scores());
    }
}

#[test]
fn huge_logs_and_files_are_refused_before_any_replay() {
    let mut v = game();
    v["actions"] = Value::Array(vec![json!("Pass"); MAX_ACTIONS + 1]);
    let started = std::time::Instant::now();
    assert!(refusal(&v).contains("actions"));
    assert!(started.elapsed().as_millis() < 500, "no replay");
    let mut v = game();
    v["options"] = json!({ "padding": "x".repeat(2_100_000) });
    assert!(refusal(&v).contains("KB"));
    v["options"] = json!(7);
    assert!(refusal(&v).contains("options"));
}

#[test]
fn format_versions_are_reported_as_written() {
    let mut v = game();
    v["version"] = json!(4_294_967_297u64);
    match load(&v) {
        Err(LoadError::TooNew { version }) => assert_eq!(version, "4294967297"),
        other => panic!("{other:?}"),
    }
    assert!(refusal(&v).contains("format 4294967297"));
    v["version"] = json!(1e30);
    assert!(matches!(load(&v), Err(LoadError::TooNew { .. })));
    for bad in [json!(0), json!(-3), json!("2"), json!(null)] {
        v["version"] = bad.clone();
        assert!(matches!(load(&v), Err(LoadError::Unreadable(_))), "{bad}");
    }
}

#[test]
fn bad_dates_become_unknown() {
    for bad in [json!(1e300), json!(-5), json!("yesterday"), json!(9e15)] {
        let mut v = game();
        v["updated_ms"] = bad;
        assert_eq!(load(&v).unwrap().0.updated_ms, 0.0);
    }
}

#[test]
fn imported_names_are_made_unique() {
    let taken = vec!["Game".to_string(), "Game (2)".to_string()];
    assert_eq!(unique_name("Other", &taken, 60), "Other");
    assert_eq!(unique_name("Game", &taken, 60), "Game (3)");
    assert_eq!(unique_name("Game (2)", &taken, 60), "Game (3)");
    let long = "x".repeat(60);
    let got = unique_name(&long, std::slice::from_ref(&long), 60);
    assert_eq!(got.chars().count(), 60);
    assert!(got.ends_with(" (2)"));
}

#[test]
fn summaries_tell_the_list_everything_without_a_replay() {
    let finished = Summary::of_text(&fixture("steam-power-2p-seed3-first-edition.json"));
    assert!(finished.finished && finished.damaged.is_none());
    assert_eq!((finished.game.as_str(), finished.map.as_str(), finished.players.len()), ("steam-power", "valley", 2));
    assert_eq!(finished.moves, 188);
    assert!(finished.round.is_some_and(|r| r > 1));
    assert_eq!(finished.options, vec![("edition".to_string(), "1".to_string())], "a first-release save's edition");

    let playing = Summary::of_text(&game().to_string());
    assert!(!playing.finished && playing.to_play.is_some() && playing.round == Some(1));
    assert_eq!(Summary::from_json(&playing.to_json()), Some(playing.clone()));

    let mut bad = game();
    bad["actions"].as_array_mut().unwrap().push(json!({"NoSuchAction": 7}));
    bad["players"][2]["colour"] = json!("€");
    bad["options"] = json!({ "edition": "2" });
    let damaged = Summary::of_text(&bad.to_string());
    assert_eq!(damaged.options, vec![("edition".to_string(), "2".to_string())], "what a damaged save names");
    assert!(damaged.damaged.as_deref().is_some_and(|d| d.contains("colour")), "{damaged:?}");
    // Why, as data too: the list says it in the language of the moment.
    assert!(matches!(&damaged.problem, Some(LoadError::Invalid(p)) if p.kind == Kind::SeatColour), "{damaged:?}");
    assert_eq!(Summary::from_json(&damaged.to_json()), Some(damaged.clone()), "kept through storage");
    // A stored problem of an absurd size is dropped (the text stays); so is one without its text.
    let mut huge: Value = serde_json::from_str(&damaged.to_json()).unwrap();
    huge["problem"]["Invalid"]["values"] = json!(["x".repeat(5000)]);
    let read = Summary::from_json(&huge.to_string()).unwrap();
    assert!(read.problem.is_none() && read.damaged == damaged.damaged);
    let mut alone: Value = serde_json::from_str(&damaged.to_json()).unwrap();
    alone["damaged"] = Value::Null;
    assert_eq!(Summary::from_json(&alone.to_string()).unwrap().problem, None);
    // A summary written before problems were kept reads as before.
    let mut older: Value = serde_json::from_str(&damaged.to_json()).unwrap();
    older.as_object_mut().unwrap().remove("problem");
    assert_eq!(Summary::from_json(&older.to_string()).unwrap().damaged, damaged.damaged);
    assert_eq!(damaged.players[2].colour, "#9e9e9e", "an unusable colour is shown grey");
    assert_eq!(damaged.name, "Age of Steam 4p seed 2");

    // A stored summary is untrusted too.
    let mut hostile: Value = serde_json::from_str(&playing.to_json()).unwrap();
    hostile["players"][0]["colour"] = json!("#€€");
    hostile["name"] = json!("\u{202E}x".repeat(1000));
    hostile["to_play"] = json!(99);
    hostile["updated_ms"] = json!(1e300);
    hostile["options"] = json!([["edition", "9"], ["variant", "x"], ["edition", "2"]]);
    let s = Summary::from_json(&hostile.to_string()).unwrap();
    assert_eq!(s.players[0].colour, "#9e9e9e");
    assert_eq!(s.name, "x".repeat(MAX_NAME_CHARS));
    assert_eq!((s.to_play, s.updated_ms), (None, 0.0));
    assert_eq!(s.options, vec![("edition".to_string(), "2".to_string())], "only the game's options and values");
    hostile["summary"] = json!(SUMMARY_VERSION + 1);
    assert_eq!(Summary::from_json(&hostile.to_string()), None, "another version is rebuilt");
    assert_eq!(Summary::from_json("{"), None);
}

#[test]
fn options_must_be_the_games_own() {
    // No game here has options yet: an empty set passes, anything named is refused.
    let mut v = game();
    v["options"] = json!({});
    assert!(load(&v).is_ok());
    v["options"] = json!({ "variant": "standard" });
    assert!(refusal(&v).contains("no option"), "{}", refusal(&v));
    v["options"] = json!([1, 2]);
    assert!(load(&v).is_err());
}

#[test]
fn first_release_steam_power_saves_play_the_first_edition() {
    use railyard::games::steam_power::edition::Edition;
    let text = fixture("steam-power-2p-seed3-first-edition.json");
    let (save, session) = AnySession::load_json(&text).unwrap();
    assert_eq!(save.setup.options["edition"], json!("1"), "format 1 saves are migrated to the first edition");
    assert!(session.is_over());
    assert_eq!(Edition::of(&save.setup), Edition::FIRST);
    // Written again, the save keeps its edition; a new game plays the current one.
    let again = AnySession::load_json(&save.to_json()).unwrap().0;
    assert_eq!(again.setup.options["edition"], json!("1"));
    let mut fresh = save.setup.clone();
    fresh.options = json!(null);
    assert_eq!(Edition::of(&fresh), Edition::CURRENT);
    // Only the editions there are.
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["version"] = json!(2);
    v["seed"] = json!("3");
    v["options"] = json!({ "edition": "3" });
    assert!(refusal(&v).contains("cannot be"), "{}", refusal(&v));
}

#[test]
fn a_new_games_options_come_from_the_catalogue() {
    use railyard::games::{catalogue, game_info};
    for g in catalogue() {
        for o in &g.options {
            assert!(!o.choices.is_empty(), "{} {} has no choices", g.id, o.id);
        }
    }
    let aos = game_info("age-of-steam").unwrap();
    // Every option is written, the default where nothing (or something unknown) is picked.
    assert_eq!(aos.setup_options(|_| None), json!({ "edition": "2" }));
    assert_eq!(aos.setup_options(|_| Some("1".into())), json!({ "edition": "1" }));
    assert_eq!(aos.setup_options(|_| Some("7".into())), json!({ "edition": "2" }));
    assert_eq!(game_info("steam").unwrap().setup_options(|_| None), json!({ "rules": "base", "order": "auction" }));
    assert_eq!(game_info("russian-railroads").unwrap().setup_options(|_| None), Value::Null);
    // A setup naming none plays the defaults.
    let chosen = |v: Value| aos.chosen_options(&v).into_iter().map(|(o, c)| (o.id, c)).collect::<Vec<_>>();
    assert_eq!(chosen(Value::Null), vec![("edition", "2")]);
    assert_eq!(chosen(json!({ "edition": "1" })), vec![("edition", "1")]);
    // What a new game writes is a setup the checks accept, and it replays as written.
    let mut v = game();
    v["version"] = json!(FORMAT_VERSION);
    v["seed"] = json!("2");
    v["options"] = aos.setup_options(|_| Some("1".into()));
    let (save, _) = load(&v).unwrap();
    assert_eq!(save.setup.option("edition"), Some("1"));
    assert_eq!(AnySession::load_json(&save.to_json()).unwrap().0.setup.option("edition"), Some("1"));
}

/// A file that is not a save's JSON is placed (line and column), or its missing field named, as
/// values the page says in its language; a field of the wrong kind keeps the JSON reader's
/// English only for the command line.
#[test]
fn broken_json_is_placed_and_named_not_described_in_english() {
    let text = serde_json::to_string_pretty(&game()).unwrap();
    let broken = text.replacen("\"seed\"", "\"seed\" ;", 1);
    let line = broken.lines().position(|l| l.contains("\"seed\" ;")).unwrap() + 1;
    match SaveFile::from_json(&broken) {
        Err(LoadError::Unreadable(p)) => {
            assert_eq!(p.kind, Kind::Syntax);
            assert_eq!(p.values[0], line.to_string(), "the line where the text stops being JSON");
            assert!(p.to_string().starts_with(&format!("the text is not JSON (line {line}, column ")), "{p}");
        }
        other => panic!("{other:?}"),
    }
    let cut = &text[..text.len() / 2];
    assert_eq!(SaveFile::from_json(cut).err(), Some(LoadError::Unreadable(Problem::new(Kind::Truncated, []))));
    let mut no_players = game();
    no_players.as_object_mut().unwrap().remove("players");
    assert_eq!(load(&no_players).err(), Some(LoadError::Unreadable(Problem::new(Kind::MissingField, ["players".into()]))));
    let mut wrong = game();
    wrong["players"] = json!("everyone");
    match load(&wrong) {
        Err(LoadError::Unreadable(p)) => {
            assert_eq!((p.kind, p.values.len()), (Kind::Shape, 0), "no English among the values the page says");
            assert!(p.reason.contains("invalid type"), "the reader's own words kept for the command line: {}", p.reason);
            assert!(p.to_string().starts_with("a field holds a value of the wrong kind (invalid type"), "{p}");
        }
        other => panic!("{other:?}"),
    }
}

/// A refusal is data (the page says it in its language) and crosses from an engine worker to the
/// page as JSON unchanged; natively it reads as the same English as before.
#[test]
fn refusals_are_data_that_cross_to_the_page() {
    let mut colour = game();
    colour["players"][1]["colour"] = json!("%why%");
    let mut seats = game();
    seats["players"] = json!([]);
    let mut map = game();
    map["map"] = json!("atlantida");
    let mut option = game();
    option["options"] = json!({"turbo": "yes"});
    let mut no_version = game();
    no_version.as_object_mut().unwrap().remove("version");
    let cases = [
        (colour, LoadError::Invalid(Problem::new(Kind::SeatColour, ["2".into(), "%why%".into()])), "seat 2's colour “%why%” is not a colour like #1a2b3c"),
        (seats, LoadError::Invalid(Problem::new(Kind::SeatCount, ["0".into(), MAX_PLAYERS.to_string()])), "it has 0 seats (1 to 8)"),
        (
            map,
            LoadError::Unknown(Problem::new(Kind::UnknownMap, ["Age of Steam".into(), "atlantida".into()])),
            "unknown game or map: Age of Steam map “atlantida”",
        ),
        (
            option,
            LoadError::BadSetup(Problem::new(Kind::NoOption, ["Age of Steam".into(), "turbo".into()])),
            "the game setup is invalid: Age of Steam has no option “turbo”",
        ),
        (no_version, LoadError::Unreadable(Problem::new(Kind::NoVersion, [])), "not a readable save file: it has no format version"),
    ];
    for (save, expected, english) in cases {
        let e = load(&save).err().expect("refused");
        assert_eq!(e, expected);
        assert_eq!(e.to_string(), english);
        let sent: LoadError = serde_json::from_str(&serde_json::to_string(&e).unwrap()).unwrap();
        assert_eq!(sent, e, "as the worker sends it");
    }
    // A rules' refusal of an action keeps its words for the page.
    let mut refused = game();
    refused["actions"].as_array_mut().unwrap().push(json!("EndBuild"));
    match load(&refused).err().expect("refused") {
        LoadError::BadAction { index: 5, words: Some(words), .. } => assert_eq!(words.key, "aos.refuse.not-now.build"),
        other => panic!("{other:?}"),
    }
}
