//! What a save may carry. A save file is untrusted text (another site, a hand edit, a damaged
//! storage), so every field is checked before anything uses it: on import and on every load.
//! Names are cleaned rather than refused (they are only shown); everything the rules or the
//! storage depend on is refused with a reason.

use serde::Deserialize;
use serde_json::{Map, Value};

use super::problem::{Kind, Problem};
use super::{LoadError, SaveFile, FORMAT_NAME, FORMAT_VERSION};
use crate::core::colour::parse_hex;
use crate::core::{Seat, Setup};

/// Largest save text read (a whole recorded game is about 20 KB).
pub const MAX_SAVE_BYTES: usize = 2_000_000;
/// Longest action log read: a whole game is a few hundred actions, and replaying 5,000 takes
/// under a second in the browser.
pub const MAX_ACTIONS: usize = 5_000;
/// Most seats any game has.
pub const MAX_PLAYERS: usize = 8;
/// Longest name of a saved game, in characters (the rename field's limit).
pub const MAX_NAME_CHARS: usize = 60;
/// Longest seat name, in characters (the new-game field takes 24).
pub const MAX_SEAT_NAME_CHARS: usize = 32;
/// Longest storage id of a save.
pub const MAX_ID_CHARS: usize = 64;
/// Longest game or map id.
pub const MAX_GAME_ID_CHARS: usize = 40;
/// Latest time a JavaScript date can hold, in milliseconds since the epoch.
pub const MAX_TIME_MS: f64 = 8.64e15;

/// Characters that reorder the text around them (embeddings, overrides, isolates, marks).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Characters that show nothing on their own: spaces, zero-width and other format characters,
/// fillers and variation selectors.
pub fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || c.is_control()
        || is_bidi_control(c)
        || matches!(
            c,
            '\u{00AD}' | '\u{034F}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}' | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200D}' | '\u{2060}'..='\u{2064}' | '\u{206A}'..='\u{206F}' | '\u{2800}'
                | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{FFA0}' | '\u{FFF9}'..='\u{FFFB}'
                | '\u{E0000}'..='\u{E007F}' | '\u{E0100}'..='\u{E01EF}'
        )
}

/// A name fit to show: control and direction-changing characters dropped, runs of spaces made
/// one, trimmed, at most `max_chars` characters. Empty when nothing visible is left.
pub fn clean_name(raw: &str, max_chars: usize) -> String {
    let mut out = String::new();
    let mut space = false;
    for c in raw.chars() {
        if c.is_whitespace() {
            space = !out.is_empty();
        } else if !c.is_control() && !is_bidi_control(c) {
            if space {
                out.push(' ');
                space = false;
            }
            out.push(c);
        }
    }
    let out: String = out.chars().take(max_chars).collect();
    let out = out.trim_end().to_string();
    if out.chars().all(is_invisible) {
        String::new()
    } else {
        out
    }
}

/// Why the name of seat `seat` (from 1) cannot be used, if it cannot.
pub fn seat_name_problem(name: &str, seat: usize) -> Option<Problem> {
    let chars = name.chars().count();
    if chars > MAX_SEAT_NAME_CHARS {
        Some(Problem::new(Kind::SeatNameLong, [seat.to_string(), chars.to_string(), MAX_SEAT_NAME_CHARS.to_string()]))
    } else if name.chars().any(|c| c.is_control() || is_bidi_control(c)) {
        Some(Problem::new(Kind::SeatNameControl, [seat.to_string()]))
    } else if name.chars().all(is_invisible) {
        Some(Problem::new(Kind::SeatNameBlank, [seat.to_string()]))
    } else {
        None
    }
}

/// Ids are storage keys and parts of addresses: 1 to 64 of A-Z, a-z, 0-9, '-' and '_'.
pub fn valid_save_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= MAX_ID_CHARS && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Game and map ids: 1 to 40 of a-z, 0-9 and '-'.
pub fn valid_game_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_GAME_ID_CHARS
        && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// A seed as saves write it (a decimal string) or as earlier releases did (a JSON number).
pub fn parse_seed(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => n.as_u64(),
        Value::String(s) if !s.is_empty() && s.len() <= 20 && s.bytes().all(|b| b.is_ascii_digit()) => s.parse().ok(),
        _ => None,
    }
}

/// A time in milliseconds that a date can show; 0 (unknown) for anything else.
pub fn sane_time(ms: f64) -> f64 {
    if ms.is_finite() && ms > 0.0 && ms <= MAX_TIME_MS { ms } else { 0.0 }
}

/// `text` cut to `max_chars` characters (with "…" when cut), without control or direction
/// characters: for reasons quoting parts of a file.
pub fn clip(text: &str, max_chars: usize) -> String {
    let clean: String = text.chars().filter(|c| !c.is_control() && !is_bidi_control(*c)).collect();
    if clean.chars().count() <= max_chars {
        clean
    } else {
        clean.chars().take(max_chars.saturating_sub(1)).chain(std::iter::once('…')).collect()
    }
}

/// `name`, or `name (2)`, `name (3)`... whichever is not in `taken`, within `max_chars`.
pub fn unique_name(name: &str, taken: &[String], max_chars: usize) -> String {
    if !taken.iter().any(|t| t == name) {
        return name.to_string();
    }
    // "Game (2)" imported again becomes "Game (3)", not "Game (2) (2)".
    let base = match name.rsplit_once(" (") {
        Some((b, n)) if n.ends_with(')') && n[..n.len() - 1].parse::<u32>().is_ok() => b,
        _ => name,
    };
    for n in 2u32.. {
        let suffix = format!(" ({n})");
        let room = max_chars.saturating_sub(suffix.chars().count());
        let cut: String = base.chars().take(room).collect();
        let candidate = format!("{}{suffix}", cut.trim_end());
        if !taken.contains(&candidate) {
            return candidate;
        }
    }
    unreachable!("some suffix is free")
}

/// The fields of a save file as stored; types are checked here, values below.
#[derive(Deserialize)]
struct Wire {
    #[serde(default)]
    name: String,
    #[serde(default)]
    updated_ms: Value,
    game: String,
    map: String,
    #[serde(default)]
    options: Value,
    seed: Value,
    players: Vec<Seat>,
    #[serde(default)]
    given: Vec<crate::core::Given>,
    actions: Vec<Value>,
}

/// Brings a save written in an older format up to the current one.
fn migrate(obj: &mut Map<String, Value>, from: u64) {
    if from < 2 {
        // Format 1 wrote the seed as a JSON number, which JavaScript rounds above 2^53.
        if let Some(n) = obj.get("seed").and_then(Value::as_u64) {
            obj.insert("seed".into(), Value::String(n.to_string()));
        }
        // Saves of format 1 were played by the first edition's rules (and Steam Power's maps).
        if matches!(obj.get("game").and_then(Value::as_str), Some("steam-power" | "age-of-steam")) {
            // Anything but a set of named values (or none) is left for the checks to refuse.
            let options = match obj.get("options") {
                None | Some(Value::Null) => Some(Map::new()),
                Some(Value::Object(o)) => Some(o.clone()),
                Some(_) => None,
            };
            if let Some(mut options) = options {
                options.entry("edition").or_insert_with(|| Value::String("1".into()));
                obj.insert("options".into(), Value::Object(options));
            }
        }
    }
    obj.insert("version".into(), Value::from(FORMAT_VERSION));
}

/// The format version a save declares, refused when this build cannot read it.
fn version_of(obj: &Map<String, Value>) -> Result<u64, LoadError> {
    match obj.get("version") {
        Some(Value::Number(n)) => match n.as_u64() {
            Some(v) if (1..=FORMAT_VERSION as u64).contains(&v) => Ok(v),
            Some(v) if v > FORMAT_VERSION as u64 => Err(LoadError::TooNew { version: v.to_string() }),
            // A fraction or a number beyond 64 bits: newer than anything this build knows.
            _ if n.as_f64().is_some_and(|f| f > FORMAT_VERSION as f64) => {
                Err(LoadError::TooNew { version: n.to_string() })
            }
            _ => Err(LoadError::Unreadable(Problem::new(Kind::BadVersion, [clip(&n.to_string(), 40)]))),
        },
        Some(other) => Err(LoadError::Unreadable(Problem::new(Kind::BadVersion, [clip(&other.to_string(), 40)]))),
        None => Err(LoadError::Unreadable(Problem::new(Kind::NoVersion, []))),
    }
}

/// Parses, migrates and checks a save file's text.
pub(super) fn parse(text: &str) -> Result<SaveFile, LoadError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(LoadError::Invalid(Problem::new(Kind::TooLarge, [(text.len() / 1000).to_string(), (MAX_SAVE_BYTES / 1000).to_string()])));
    }
    let mut value: Value = serde_json::from_str(text).map_err(|e| LoadError::Unreadable(Problem::json(&e)))?;
    let Some(obj) = value.as_object_mut() else {
        return Err(LoadError::Unreadable(Problem::new(Kind::NotASave, [])));
    };
    if obj.get("format").and_then(Value::as_str) != Some(FORMAT_NAME) {
        return Err(LoadError::Unreadable(Problem::new(Kind::NotASave, [])));
    }
    let from = version_of(obj)?;
    migrate(obj, from);
    let wire: Wire = serde_json::from_value(value).map_err(|e| LoadError::Unreadable(Problem::json(&e)))?;
    let invalid = |why: Problem| Err(LoadError::Invalid(why));
    if !valid_game_id(&wire.game) {
        return invalid(Problem::new(Kind::GameId, [clip(&wire.game, 40)]));
    }
    if !valid_game_id(&wire.map) {
        return invalid(Problem::new(Kind::MapId, [clip(&wire.map, 40)]));
    }
    let Some(seed) = parse_seed(&wire.seed) else {
        return invalid(Problem::new(Kind::Seed, [clip(&wire.seed.to_string(), 40), u64::MAX.to_string()]));
    };
    if !(wire.options.is_null() || wire.options.is_object()) {
        return invalid(Problem::new(Kind::Options, []));
    }
    if wire.players.is_empty() || wire.players.len() > MAX_PLAYERS {
        return invalid(Problem::new(Kind::SeatCount, [wire.players.len().to_string(), MAX_PLAYERS.to_string()]));
    }
    for (i, seat) in wire.players.iter().enumerate() {
        if let Some(why) = seat_name_problem(&seat.name, i + 1) {
            return invalid(why);
        }
        if parse_hex(&seat.colour).is_none() {
            return invalid(Problem::new(Kind::SeatColour, [(i + 1).to_string(), clip(&seat.colour, 20)]));
        }
    }
    // A game draws or rolls a few times per turn: far fewer outcomes than actions.
    if wire.given.len() > MAX_ACTIONS {
        return invalid(Problem::new(Kind::TooManyGiven, [wire.given.len().to_string(), MAX_ACTIONS.to_string()]));
    }
    if wire.actions.len() > MAX_ACTIONS {
        return invalid(Problem::new(Kind::TooManyActions, [wire.actions.len().to_string(), MAX_ACTIONS.to_string()]));
    }
    let name = match clean_name(&wire.name, MAX_NAME_CHARS) {
        n if n.is_empty() => default_name(&wire.game),
        n => n,
    };
    Ok(SaveFile {
        format: FORMAT_NAME.into(),
        version: FORMAT_VERSION,
        name,
        updated_ms: sane_time(wire.updated_ms.as_f64().unwrap_or(0.0)),
        setup: Setup { game: wire.game, map: wire.map, options: wire.options, seed, players: wire.players },
        given: wire.given,
        actions: wire.actions,
    })
}

/// The name a save without a visible one gets: its game's name.
pub fn default_name(game: &str) -> String {
    crate::games::game_info(game).map_or_else(|| game.to_string(), |g| g.name.to_string())
}

/// Refuses a setup naming a game or map this build does not have, or a seat count its map
/// does not take.
pub fn check_catalogue(setup: &Setup) -> Result<(), LoadError> {
    let game = crate::games::game_info(&setup.game)
        .filter(|g| g.engine)
        .ok_or_else(|| LoadError::Unknown(Problem::new(Kind::UnknownGame, [clip(&setup.game, 40)])))?;
    let map = game
        .maps
        .iter()
        .find(|m| m.id == setup.map)
        .ok_or_else(|| LoadError::Unknown(Problem::new(Kind::UnknownMap, [game.name.into(), clip(&setup.map, 40)])))?;
    let n = setup.players.len();
    if n < map.min_players || n > map.max_players {
        return Err(LoadError::BadSetup(Problem::new(
            Kind::PlayerCount,
            [map.name.into(), map.min_players.to_string(), map.max_players.to_string(), n.to_string()],
        )));
    }
    // Options: only the game's own, each with one of its values.
    if let Some(options) = setup.options.as_object() {
        for (key, value) in options {
            let Some(opt) = game.options.iter().find(|o| o.id == key) else {
                return Err(LoadError::BadSetup(Problem::new(Kind::NoOption, [game.name.into(), clip(key, 40)])));
            };
            if !value.as_str().is_some_and(|v| opt.choices.contains(&v)) {
                return Err(LoadError::BadSetup(Problem::new(Kind::OptionValue, [opt.name.into(), clip(&value.to_string(), 40)])));
            }
        }
    }
    Ok(())
}
