//! The save loader under mutated saves: it never panics, and whenever it accepts a save, every
//! action of that save is one the engine lists as legal at its turn (so no log the rules would
//! refuse is ever accepted). Hostile field values (colours, names, ids, seeds, huge logs) are
//! refused or cleaned, and the saved-games summary of any text is safe to show.

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::core::{Game, Rng};
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::games::steam_power::SteamPower;
use railyard::games::AnySession;
use railyard::core::colour::{luminance, parse_hex};
use railyard::save::{is_bidi_control, seat_name_problem, SaveFile, Summary, MAX_ACTIONS, MAX_NAME_CHARS};
use serde_json::{json, Value};

fn sample_saves() -> Vec<String> {
    let mut out = Vec::new();
    for (players, seed, bots) in [(3, 1u64, 0u64), (4, 2, 60), (5, 3, 30)] {
        let setup = default_setup("age-of-steam", "rust-belt", players, seed);
        let opts = CheckOptions { bot_percent: bots, ..CheckOptions::NONE };
        let (_, log) = random_game::<AgeOfSteam>(&setup, seed, opts).unwrap();
        let mut setup = setup;
        setup.seed = seed;
        let mut save = SaveFile::new("fuzz", setup);
        save.actions = log.iter().map(|a| serde_json::to_value(a).unwrap()).collect();
        out.push(save.to_json());
    }
    // Finished games recorded as fixtures: a whole Age of Steam game; Steam Power with hidden
    // hands, sourcing and the solo mode.
    for file in ["age-of-steam-4p-seed2.json", "steam-power-2p-seed3.json", "steam-power-1p-seed5.json", "steam-power-2p-seed3-first-edition.json"] {
        let path = format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
        out.push(std::fs::read_to_string(path).unwrap());
    }
    out
}

/// Tweaks one number somewhere inside a JSON value.
fn tweak_number(v: &mut Value, rng: &mut Rng) -> bool {
    match v {
        Value::Number(n) => {
            let x = n.as_i64().unwrap_or(0);
            let delta = [-1i64, 1, 2, -7, 100][rng.index(5)];
            *v = Value::from(x + delta);
            true
        }
        Value::Array(a) if !a.is_empty() => {
            let i = rng.index(a.len());
            tweak_number(&mut a[i], rng)
        }
        Value::Object(o) if !o.is_empty() => {
            let keys: Vec<String> = o.keys().cloned().collect();
            let k = &keys[rng.index(keys.len())];
            tweak_number(o.get_mut(k).unwrap(), rng)
        }
        _ => false,
    }
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let Ok(mut v) = serde_json::from_str::<Value>(text) else {
        // Already broken text: break it a little more.
        return text.chars().rev().collect();
    };
    let n = v["actions"].as_array().map_or(0, |a| a.len());
    match rng.below(10) {
        0 if n > 0 => {
            let i = rng.index(n);
            v["actions"].as_array_mut().unwrap().remove(i);
        }
        1 if n > 0 => {
            let i = rng.index(n);
            let a = v["actions"][i].clone();
            v["actions"].as_array_mut().unwrap().insert(i, a);
        }
        2 if n > 1 => {
            let (i, j) = (rng.index(n), rng.index(n));
            v["actions"].as_array_mut().unwrap().swap(i, j);
        }
        3 if n > 0 => {
            let i = rng.index(n);
            tweak_number(&mut v["actions"][i], rng);
        }
        4 => v["seed"] = Value::from(rng.below(1000)),
        5 => v["version"] = Value::from(rng.below(4)),
        6 => {
            let cut = rng.index(text.len().max(1));
            let cut = (0..=cut).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
            return text[..cut].to_string();
        }
        7 => {
            let mut bytes = text.as_bytes().to_vec();
            let i = rng.index(bytes.len());
            bytes[i] = b"{}[]\",:0a9 "[rng.index(11)];
            return String::from_utf8_lossy(&bytes).into_owned();
        }
        8 => {
            if let Some(p) = v["players"].as_array_mut() {
                p.pop();
            }
        }
        _ => v["map"] = Value::from(["rust-belt", "nowhere", ""][rng.index(3)]),
    }
    v.to_string()
}

/// Replays a save action by action, requiring each to be in the legal list at its turn.
fn every_action_listed(text: &str) -> Result<(), String> {
    let save = SaveFile::from_json(text).map_err(|e| e.to_string())?;
    match save.setup.game.as_str() {
        AgeOfSteam::ID => listed::<AgeOfSteam>(&save),
        SteamPower::ID => listed::<SteamPower>(&save),
        other => Err(format!("the loader accepted an unknown game {other:?}")),
    }
}

fn listed<G: Game>(save: &SaveFile) -> Result<(), String> {
    let mut g = G::new(&save.setup).map_err(|e| e.reason)?;
    for (i, raw) in save.actions.iter().enumerate() {
        let a: G::Action = serde_json::from_value(raw.clone()).map_err(|e| e.to_string())?;
        if !g.legal_actions().contains(&a) {
            return Err(format!("action {} ({raw}) is not listed as legal", i + 1));
        }
        g.apply(&a).map_err(|e| e.reason)?;
    }
    Ok(())
}

#[test]
fn mutated_saves_never_panic_and_never_smuggle_an_illegal_action() {
    let saves = sample_saves();
    let mut rng = Rng::new(2026);
    let (mut accepted, mut refused) = (0, 0);
    for round in 0..500 {
        let base = &saves[round % saves.len()];
        let mut text = mutate(base, &mut rng);
        if rng.below(3) == 0 {
            text = mutate(&text, &mut rng);
        }
        match AnySession::load_json(&text) {
            Ok(_) => {
                accepted += 1;
                if let Err(why) = every_action_listed(&text) {
                    panic!("the loader accepted a save the rules refuse: {why}");
                }
            }
            Err(_) => refused += 1,
        }
    }
    assert!(accepted > 0 && refused > 0, "the mutations exercise both sides ({accepted} accepted, {refused} refused)");
}

/// Values a hostile or broken file may hold, for any field.
fn hostile_value(rng: &mut Rng) -> Value {
    let values = [
        json!("€"),
        json!("#€€"),
        json!("#12€45"),
        json!("#000"),
        json!(""),
        json!("€".repeat(10_000)),
        json!("\u{202E}evil\u{202C}"),
        json!("\u{200B}\u{200D}\u{FEFF}"),
        json!("a\u{0}b\nc"),
        json!("../../x"),
        json!("-1"),
        json!("18446744073709551616"),
        json!("9007199254740993"),
        json!(-1),
        json!(1.5),
        json!(1e300),
        json!(4_294_967_297u64),
        json!(u64::MAX),
        json!(null),
        json!(true),
        json!([]),
        json!({}),
        json!([{"name": "x", "colour": "#€", "bot": false}]),
    ];
    values[rng.index(values.len())].clone()
}

/// Puts a hostile value in one field of a save.
fn hostile(text: &str, rng: &mut Rng) -> String {
    let Ok(mut v) = serde_json::from_str::<Value>(text) else { return text.to_string() };
    let seats = v["players"].as_array().map_or(0, Vec::len);
    let x = hostile_value(rng);
    match rng.below(12) {
        0 | 1 if seats > 0 => v["players"][rng.index(seats)]["colour"] = x,
        2 | 3 if seats > 0 => v["players"][rng.index(seats)]["name"] = x,
        4 => v["name"] = x,
        5 => v[["game", "map"][rng.index(2)]] = x,
        6 => v["seed"] = x,
        7 => v["version"] = x,
        8 => v["updated_ms"] = x,
        9 => {
            let seat = v["players"][0].clone();
            v["players"] = Value::Array(vec![seat; [0, 1, 7, 9, 100][rng.index(5)]]);
        }
        10 => {
            let a = v["actions"][0].clone();
            let n = [MAX_ACTIONS + 1, 50_000][rng.index(2)];
            v["actions"] = Value::Array(vec![a; n]);
        }
        _ => v["options"] = x,
    }
    v.to_string()
}

/// Names fit to show: no direction overrides or controls, within the length limit.
fn shows_safely(name: &str, max: usize) -> bool {
    name.chars().count() <= max && !name.chars().any(|c| c.is_control() || is_bidi_control(c))
}

#[test]
fn hostile_field_values_are_refused_or_cleaned_and_summaries_are_safe() {
    let saves = sample_saves();
    let mut rng = Rng::new(10);
    let (mut accepted, mut refused) = (0, 0);
    for round in 0..400 {
        let mut text = hostile(&saves[round % saves.len()], &mut rng);
        if rng.below(3) == 0 {
            text = hostile(&text, &mut rng);
        }
        match AnySession::load_json(&text) {
            Ok((save, _)) => {
                accepted += 1;
                assert!(shows_safely(&save.name, MAX_NAME_CHARS) && !save.name.trim().is_empty(), "{:?}", save.name);
                for seat in &save.setup.players {
                    assert!(parse_hex(&seat.colour).is_some(), "accepted colour {:?}", seat.colour);
                    assert_eq!(seat_name_problem(&seat.name, 1), None, "accepted seat name {:?}", seat.name);
                }
                assert!(save.actions.len() <= MAX_ACTIONS);
                assert!(save.updated_ms.is_finite() && save.updated_ms >= 0.0);
                let back = SaveFile::from_json(&save.to_json()).expect("what is written reads back");
                assert_eq!(back, save);
            }
            Err(_) => refused += 1,
        }
        // The list line of any text, loaded or not, is safe to draw.
        for s in [Summary::of_text(&text), Summary::salvage(&text)] {
            assert!(shows_safely(&s.name, MAX_NAME_CHARS), "{:?}", s.name);
            for seat in &s.players {
                assert!(parse_hex(&seat.colour).is_some(), "{:?}", seat.colour);
                assert!(shows_safely(&seat.name, 32));
            }
            assert_eq!(Summary::from_json(&s.to_json()), Some(s.clone()));
        }
        // Whatever colour text reaches the map, ink is picked without a panic.
        if let Some(p) = serde_json::from_str::<Value>(&text).ok().and_then(|v| v["players"].as_array().cloned()) {
            for seat in p {
                let _ = luminance(seat["colour"].as_str().unwrap_or(""));
            }
        }
    }
    assert!(accepted > 20 && refused > 100, "both sides exercised ({accepted} accepted, {refused} refused)");
}
