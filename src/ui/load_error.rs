//! Why a save does not load, in the page's language: each `Problem` of the save's checks is a
//! page word (`load_*`) filled with what the file held. A rules' refusal (an engine sends its
//! words and no English) is said in the page's language where the games' words are here (the
//! table's module), else as a refusal by the rules (the home screen's, which fetches them only
//! to show them). The JSON reader's own account of a broken file stays as it wrote it.

use railyard::core::Msg;
use railyard::save::{clip, LoadError, Problem};

use super::i18n::{word_in, Key, Locale};
use super::lang::fill;

/// `e` in the remembered language (every change of language writes it; this runs in engine
/// replies, outside the views).
pub fn load_error_text(e: &LoadError) -> String {
    text_in(Locale::initial(), e)
}

pub fn text_in(lang: Locale, e: &LoadError) -> String {
    let say = |key: Key, args: &[(&str, &str)]| fill(word_in(lang, key), args);
    match e {
        LoadError::Unreadable(why) => say(Key::load_unreadable, &[("why", &problem_in(lang, why))]),
        LoadError::TooNew { version } => say(Key::too_new, &[("version", version)]),
        LoadError::Invalid(why) => problem_in(lang, why),
        LoadError::Unknown(what) => say(Key::load_unknown, &[("what", &problem_in(lang, what))]),
        LoadError::BadSetup(why) => say(Key::load_bad_setup, &[("why", &problem_in(lang, why))]),
        LoadError::BadAction { index, action, reason, words } => {
            let reason = match words {
                Some(words) => refusal_in(lang, words),
                None => reason.clone(),
            };
            let number = (index + 1).to_string();
            say(Key::load_bad_action, &[("number", &number), ("action", &clip(action, 80)), ("reason", &reason)])
        }
    }
}

fn refusal_in(lang: Locale, words: &Msg) -> String {
    if super::words::ready(lang.as_str()) {
        super::words::say(words, lang.as_str(), &[])
    } else {
        word_in(lang, Key::refused_by_rules).to_string()
    }
}

fn problem_in(lang: Locale, p: &Problem) -> String {
    use Problem::*;
    let n = |x: &usize| x.to_string();
    let say = |key: Key, args: &[(&str, &str)]| fill(word_in(lang, key), args);
    match p {
        Syntax { detail } => detail.clone(),
        NotASave => say(Key::load_not_a_save, &[]),
        NoVersion => say(Key::load_no_version, &[]),
        BadVersion { version } => say(Key::load_bad_version, &[("version", version)]),
        TooLarge { kb, max_kb } => say(Key::load_too_large, &[("kb", &n(kb)), ("max", &n(max_kb))]),
        GameId { id } => say(Key::load_game_id, &[("id", id)]),
        MapId { id } => say(Key::load_map_id, &[("id", id)]),
        Seed { seed } => say(Key::load_seed, &[("seed", seed), ("max", &u64::MAX.to_string())]),
        Options => say(Key::load_options, &[]),
        SeatCount { count, max } => say(Key::load_seat_count, &[("count", &n(count)), ("max", &n(max))]),
        SeatNameLong { seat, chars, max } => {
            say(Key::load_seat_name_long, &[("seat", &n(seat)), ("chars", &n(chars)), ("max", &n(max))])
        }
        SeatNameControl { seat } => say(Key::load_seat_name_control, &[("seat", &n(seat))]),
        SeatNameBlank { seat } => say(Key::load_seat_name_blank, &[("seat", &n(seat))]),
        SeatColour { seat, colour } => say(Key::load_seat_colour, &[("seat", &n(seat)), ("colour", colour)]),
        TooManyGiven { count, max } => say(Key::load_too_many_given, &[("count", &n(count)), ("max", &n(max))]),
        TooManyActions { count, max } => say(Key::load_too_many_actions, &[("count", &n(count)), ("max", &n(max))]),
        UnknownGame { game } => game.clone(),
        UnknownMap { game, map } => say(Key::load_unknown_map, &[("game", game), ("map", map)]),
        OtherEngine { game, engine } => say(Key::load_other_engine, &[("game", game), ("engine", engine)]),
        PlayerCount { map, min, max, count } => {
            say(Key::load_player_count, &[("map", map), ("min", &n(min)), ("max", &n(max)), ("count", &n(count))])
        }
        NoOption { game, option } => say(Key::load_no_option, &[("game", game), ("option", option)]),
        OptionValue { option, value } => say(Key::load_option_value, &[("option", option), ("value", value)]),
        Rules { words, .. } => refusal_in(lang, words),
        Engine { detail } if detail.is_empty() => say(Key::load_engine, &[]),
        Engine { detail } => format!("{} ({detail})", say(Key::load_engine, &[])),
    }
}
