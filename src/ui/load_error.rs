//! Why a save does not load, in the page's language: each kind of `Problem` of the save's checks
//! is a page word (`load_*`) filled with what the file held. A rules' refusal (an engine sends its
//! words and no English) is said in the page's language where the games' words are here (the
//! table's module), else as a refusal by the rules (the home screen's, which fetches them only
//! to show them). A file that is not JSON is placed by line and column; a field of the wrong kind
//! is said without the JSON reader's English (kept in the problem for the command line).

use railyard::core::Msg;
use railyard::save::{clip, Kind, LoadError, Problem};

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
    use Kind::*;
    let key = match p.kind {
        UnknownGame => return p.values.first().cloned().unwrap_or_default(),
        Rules => return p.words.as_ref().map_or_else(|| p.reason.clone(), |w| refusal_in(lang, w)),
        Syntax => Key::load_syntax,
        Truncated => Key::load_truncated,
        MissingField => Key::load_missing_field,
        Shape => Key::load_shape,
        NotASave => Key::load_not_a_save,
        NoVersion => Key::load_no_version,
        BadVersion => Key::load_bad_version,
        TooLarge => Key::load_too_large,
        GameId => Key::load_game_id,
        MapId => Key::load_map_id,
        Seed => Key::load_seed,
        Options => Key::load_options,
        SeatCount => Key::load_seat_count,
        SeatNameLong => Key::load_seat_name_long,
        SeatNameControl => Key::load_seat_name_control,
        SeatNameBlank => Key::load_seat_name_blank,
        SeatColour => Key::load_seat_colour,
        TooManyGiven => Key::load_too_many_given,
        TooManyActions => Key::load_too_many_actions,
        UnknownMap => Key::load_unknown_map,
        OtherEngine => Key::load_other_engine,
        PlayerCount => Key::load_player_count,
        NoOption => Key::load_no_option,
        OptionValue => Key::load_option_value,
        Engine => Key::load_engine,
        EngineFailed => Key::load_engine_failed,
    };
    fill(word_in(lang, key), &p.args())
}
