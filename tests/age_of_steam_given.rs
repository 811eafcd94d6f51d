//! Age of Steam with given outcomes: positions set up with a given draw, rulebook style, and a
//! game from a real table entered, saved and replayed with its real cubes and dice.

use railyard::check::default_setup;
use railyard::core::{Game, Given, Random};
use railyard::games::age_of_steam::{Action, AgeOfSteam, Phase, Special};
use railyard::games::AnySession;
use railyard::rail::Good;
use railyard::save::{LoadError, SaveFile, Session};

fn setup(players: usize, seed: u64) -> railyard::core::Setup {
    default_setup("age-of-steam", "rust-belt", players, seed)
}

/// Three players at the end of the goods phase of turn 1; seat 1 holds Production.
fn before_production() -> AgeOfSteam {
    let mut g = AgeOfSteam::new(&setup(3, 7)).unwrap();
    g.order = vec![0, 1, 2];
    for p in &mut g.players {
        p.special = None;
    }
    g.players[1].special = Some(Special::Production);
    g.display[0].clear();
    g.phase = Phase::Move { order: vec![0, 1, 2], idx: 2, round: 2, upgraded: vec![false; 3], lifted: false };
    g
}

#[test]
fn production_draws_the_given_cubes_and_growth_rolls_the_given_dice() {
    // Production: the holder draws two cubes from the bag and puts each in an empty box of the
    // goods display. Goods growth: each die moves the top cube of its display column to the
    // city printed with that number. Here the bag gives black then yellow, both go to light 1,
    // and the light dice 1, 1, 5 bring yellow, then black, to the light-1 city.
    let mut g = before_production();
    let bag = g.bag;
    g.rng = Random::scripted(
        99,
        vec![
            Given::new("cube", "black"),
            Given::new("cube", "yellow"),
            Given::die(1),
            Given::die(1),
            Given::die(5),
            Given::die(2),
            Given::die(2),
            Given::die(2),
        ],
    );
    let out = g.apply(&Action::PassMove).unwrap();
    assert!(out.random && out.english(&[]).iter().any(|l| l == "Production draws a black cube"), "{:?}", out.english(&[]));
    assert_eq!(g.phase, Phase::Produce { left: 2, cube: Good::Black });
    assert_eq!(g.current_player(), Some(1));
    let out = g.apply(&Action::PlaceCube { column: 0 }).unwrap();
    assert!(out.english(&[]).iter().any(|l| l == "Production draws a yellow cube"), "{:?}", out.english(&[]));
    assert_eq!(g.bag[Good::Black.index()], bag[Good::Black.index()] - 1);
    assert_eq!(g.bag[Good::Yellow.index()], bag[Good::Yellow.index()] - 1);
    let city = g.map.city_of_column(0).expect("light 1 has a city");
    let before = g.hexes[city].cubes.clone();
    let out = g.apply(&Action::PlaceCube { column: 0 }).unwrap();
    assert!(out.english(&[]).iter().any(|l| l.starts_with("Goods growth, light dice 1, 1, 5:")), "{:?}", out.english(&[]));
    assert!(out.english(&[]).iter().any(|l| l.starts_with("Goods growth, dark dice 2, 2, 2:")), "{:?}", out.english(&[]));
    assert_eq!(g.hexes[city].cubes, [before, vec![Good::Yellow, Good::Black]].concat());
    assert!(g.display[0].is_empty());
    assert_eq!((g.rng.pending(), g.rng.fault()), (0, None));
    assert_eq!(g.turn, 2);
}

#[test]
fn a_given_die_that_cannot_be_rolled_refuses_the_action_and_keeps_the_state() {
    let mut session = Session::<AgeOfSteam>::new(setup(3, 7)).unwrap();
    session.game = before_production();
    session.game.players[1].special = None;
    session.game.rng = Random::scripted(1, vec![Given::die(7)]);
    let kept = session.game.clone();
    let err = session.play(Action::PassMove).unwrap_err();
    assert!(err.reason.contains("a die shows 1 to 6"), "{err}");
    assert!(session.game == kept && session.history.is_empty());
}

/// The starting display and cities of `real`, then its starting order, as given outcomes.
fn table_setup(real: &AgeOfSteam) -> Vec<Given> {
    let mut given: Vec<Given> = real.display.iter().flatten().map(|c| Given::new("cube", c.name())).collect();
    given.extend(real.hexes.iter().flat_map(|h| h.cubes.iter().map(|c| Given::new("cube", c.name()))));
    given.extend(real.order.iter().map(|&p| Given::new("seat", real.names[p].as_str())));
    given
}

/// A cautious seat: no shares, drops out of the auction, never takes Production, builds and
/// moves nothing. Each turn then draws exactly the goods-growth dice.
fn cautious(g: &AgeOfSteam) -> Action {
    let legal = g.legal_actions();
    let wanted = |a: &Action| match a {
        Action::IssueShares { count } => *count == 0,
        Action::Choose { action } => *action != Special::Production,
        Action::DropOut | Action::EndBuild | Action::PassMove => true,
        _ => false,
    };
    legal.into_iter().find(wanted).expect("a cautious choice")
}

#[test]
fn a_table_game_is_entered_with_its_real_draws_and_replays_from_its_save() {
    // The physical game drew the setup of seed 5 (the app's seed is 1), then rolled these dice
    // at the two goods growths.
    let real = AgeOfSteam::new(&setup(3, 5)).unwrap();
    let mut given = table_setup(&real);
    given.extend([2, 6, 4, 1, 3, 5, 6, 6, 6, 1, 1, 2].map(Given::die));
    let mut session = Session::<AgeOfSteam>::with_given(setup(3, 1), given.clone()).unwrap();
    assert_eq!(session.game.display, real.display);
    assert_eq!(session.game.hexes, real.hexes);
    assert_eq!(session.game.order, real.order);
    assert_eq!(session.game.bag, real.bag);
    while session.game.turn < 3 {
        let a = cautious(&session.game);
        session.play(a).unwrap();
    }
    let growth: Vec<String> = session.history.iter().flat_map(|e| e.outcome.english(&[])).filter(|l| l.starts_with("Goods growth")).collect();
    assert_eq!(growth.len(), 4, "{growth:?}");
    assert!(growth[0].starts_with("Goods growth, light dice 2, 6, 4:"), "{}", growth[0]);
    assert!(growth[1].starts_with("Goods growth, dark dice 1, 3, 5:"), "{}", growth[1]);
    assert!(growth[2].starts_with("Goods growth, light dice 6, 6, 6:"), "{}", growth[2]);
    assert!(growth[3].starts_with("Goods growth, dark dice 1, 1, 2:"), "{}", growth[3]);
    let random = session.game.random().unwrap();
    assert_eq!((random.pending(), random.invented(), random.fault()), (0, 0, None));

    let text = session.to_save("table game").to_json();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["version"], 2);
    assert_eq!(value["given"][0], serde_json::json!({"kind": "cube", "value": real.display[0][0].name()}));
    let (save, loaded) = AnySession::load_json(&text).unwrap();
    assert_eq!(save.given, given);
    let AnySession::AgeOfSteam(loaded) = loaded else { panic!("an Age of Steam save") };
    assert!(loaded.game == session.game);
    assert_eq!(loaded.history, session.history);

    // The command-line tool replays it too.
    let path = std::env::temp_dir().join(format!("railyard-table-game-{}.json", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_railyard-cli")).arg("replay").arg(&path).output().unwrap();
    std::fs::remove_file(&path).ok();
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{said}{}", String::from_utf8_lossy(&run.stderr));
    assert!(said.contains(&format!("{} given outcomes, all used", given.len())), "{said}");
}

#[test]
fn a_save_whose_given_outcomes_do_not_fit_is_refused() {
    let mut save = SaveFile::new("wrong", setup(3, 1));
    save.given = vec![Given::new("cube", "white")];
    let err = AnySession::load_json(&save.to_json()).unwrap_err();
    assert!(matches!(&err, LoadError::BadSetup(why) if why.to_string().contains("none of it left")), "{err}");
    save.given = vec![Given::die(3)];
    let err = AnySession::load_json(&save.to_json()).unwrap_err();
    assert!(matches!(&err, LoadError::BadSetup(why) if why.to_string().contains("a cube is drawn here")), "{err}");
}

#[test]
fn saves_of_the_previous_format_load_unchanged() {
    let path = format!("{}/tests/fixtures/age-of-steam-4p-seed2.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains("\"version\":1") || text.contains("\"version\": 1"));
    let (save, session) = AnySession::load_json(&text).unwrap();
    assert!(save.given.is_empty() && session.is_over());
    assert_eq!(save.version, railyard::save::FORMAT_VERSION, "read as the current version");
    assert!(!session.to_save("again").to_json().contains("given"), "no given outcomes, no field");
}
