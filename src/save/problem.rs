//! What is wrong with a save, as data: the page says it in the reader's language (its words
//! `load_*`, src/ui/load_error.rs), and `Display` in English for the command line and tests.
//! Values copied from the file are clipped where they are made (`check::clip`).

use serde::{Deserialize, Serialize};

use crate::core::Msg;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum Problem {
    /// The JSON reader's own account of the text or of a field (technical, in English).
    Syntax { detail: String },
    NotASave,
    NoVersion,
    /// A format version that is not a whole number this program ever wrote.
    BadVersion { version: String },
    TooLarge { kb: usize, max_kb: usize },
    GameId { id: String },
    MapId { id: String },
    Seed { seed: String },
    Options,
    SeatCount { count: usize, max: usize },
    /// Seats are counted from 1.
    SeatNameLong { seat: usize, chars: usize, max: usize },
    SeatNameControl { seat: usize },
    SeatNameBlank { seat: usize },
    SeatColour { seat: usize, colour: String },
    TooManyGiven { count: usize, max: usize },
    TooManyActions { count: usize, max: usize },
    UnknownGame { game: String },
    UnknownMap { game: String, map: String },
    /// A save sent to another game's engine.
    OtherEngine { game: String, engine: String },
    PlayerCount { map: String, min: usize, max: usize, count: usize },
    NoOption { game: String, option: String },
    OptionValue { option: String, value: String },
    /// The game's rules refuse the setup; `reason` is empty where no English is built (a worker).
    Rules { reason: String, words: Msg },
    /// The game's engine could not be started or gave no answer (the page's own report).
    Engine { detail: String },
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use Problem::*;
        match self {
            Syntax { detail } => f.write_str(detail),
            NotASave => f.write_str("it is not a Railyard save"),
            NoVersion => f.write_str("it has no format version"),
            BadVersion { version } => write!(f, "its format version {version} is not one Railyard writes"),
            TooLarge { kb, max_kb } => write!(f, "the file is {kb} KB, more than any game needs (at most {max_kb} KB)"),
            GameId { id } => write!(f, "the game id “{id}” is not one Railyard uses"),
            MapId { id } => write!(f, "the map id “{id}” is not one Railyard uses"),
            Seed { seed } => write!(f, "the seed {seed} is not a whole number from 0 to {}", u64::MAX),
            Options => f.write_str("the game options are not a set of named values"),
            SeatCount { count, max } => write!(f, "it has {count} seats (1 to {max})"),
            SeatNameLong { seat, chars, max } => write!(f, "seat {seat}'s name is {chars} characters long (at most {max})"),
            SeatNameControl { seat } => write!(f, "seat {seat}'s name holds control or text-direction characters"),
            SeatNameBlank { seat } => write!(f, "seat {seat}'s name shows nothing"),
            SeatColour { seat, colour } => write!(f, "seat {seat}'s colour “{colour}” is not a colour like #1a2b3c"),
            TooManyGiven { count, max } => {
                write!(f, "it gives {count} outcomes of draws and rolls, more than any game needs (at most {max})")
            }
            TooManyActions { count, max } => write!(f, "it has {count} actions, more than any game needs (at most {max})"),
            UnknownGame { game } => f.write_str(game),
            UnknownMap { game, map } => write!(f, "{game} map “{map}”"),
            OtherEngine { game, engine } => write!(f, "{game} (this engine plays {engine})"),
            PlayerCount { map, min, max, count } => write!(f, "{map} takes {min} to {max} players, not {count}"),
            NoOption { game, option } => write!(f, "{game} has no option “{option}”"),
            OptionValue { option, value } => write!(f, "the option “{option}” cannot be {value}"),
            Rules { reason, words } => f.write_str(if reason.is_empty() { &words.key } else { reason }),
            Engine { detail } if detail.is_empty() => f.write_str("the game's engine did not read the file"),
            Engine { detail } => write!(f, "the game's engine did not read the file ({detail})"),
        }
    }
}
