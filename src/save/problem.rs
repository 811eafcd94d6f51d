//! What is wrong with a save, as data: a kind and its values (as text, in the order
//! `Kind::names` gives). The page says it in the reader's language (its words `load_*`, filled by
//! those names: src/ui/load_error.rs), `Display` in English for the command line and tests.
//! Values copied from the file are clipped where they are made (`check::clip`).
//!
//! Plain values rather than a field per kind: the page's modules read problems from the engine
//! workers, and serde's reader for two dozen struct variants weighed about 30 KB there.

use serde::{Deserialize, Serialize};

use crate::core::Msg;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// The text is not JSON: where the reader stopped.
    Syntax,
    /// The text stops before the JSON ends (a file cut short).
    Truncated,
    /// A field the save must have is not there.
    MissingField,
    /// A field holds a value of the wrong kind; the JSON reader's account of it (technical, in
    /// English) is the problem's `reason`, for the command line.
    Shape,
    NotASave,
    NoVersion,
    /// A format version that is not a whole number this program ever wrote.
    BadVersion,
    TooLarge,
    GameId,
    MapId,
    Seed,
    Options,
    SeatCount,
    /// Seats are counted from 1.
    SeatNameLong,
    SeatNameControl,
    SeatNameBlank,
    SeatColour,
    TooManyGiven,
    TooManyActions,
    UnknownGame,
    UnknownMap,
    /// A save sent to another game's engine.
    OtherEngine,
    PlayerCount,
    NoOption,
    OptionValue,
    /// The game's rules refuse the setup: the problem carries the rules' words.
    Rules,
    /// The game's engine gave no answer the page could use (the page's own report).
    Engine,
    /// The game's engine could not be started (the page's own report, the browser's words).
    EngineFailed,
}

impl Kind {
    /// The names of the kind's values, in order (the placeholders of its words).
    pub fn names(self) -> &'static [&'static str] {
        use Kind::*;
        match self {
            EngineFailed => &["detail"],
            Syntax => &["line", "column"],
            MissingField => &["field"],
            NotASave | NoVersion | Options | Rules | Engine | Truncated | Shape => &[],
            BadVersion => &["version"],
            TooLarge => &["kb", "max"],
            GameId | MapId => &["id"],
            Seed => &["seed", "max"],
            SeatCount | TooManyGiven | TooManyActions => &["count", "max"],
            SeatNameLong => &["seat", "chars", "max"],
            SeatNameControl | SeatNameBlank => &["seat"],
            SeatColour => &["seat", "colour"],
            UnknownGame => &["game"],
            UnknownMap => &["game", "map"],
            OtherEngine => &["game", "engine"],
            PlayerCount => &["map", "min", "max", "count"],
            NoOption => &["game", "option"],
            OptionValue => &["option", "value"],
        }
    }

    /// Its English, for the command line and tests (the page has its own words).
    fn english(self) -> &'static str {
        use Kind::*;
        match self {
            Syntax => "the text is not JSON (line %line%, column %column%)",
            Truncated => "the text stops before its end",
            MissingField => "the field “%field%” is missing",
            Shape => "a field holds a value of the wrong kind",
            NotASave => "it is not a Railyard save",
            NoVersion => "it has no format version",
            BadVersion => "its format version %version% is not one Railyard writes",
            TooLarge => "the file is %kb% KB, more than any game needs (at most %max% KB)",
            GameId => "the game id “%id%” is not one Railyard uses",
            MapId => "the map id “%id%” is not one Railyard uses",
            Seed => "the seed %seed% is not a whole number from 0 to %max%",
            Options => "the game options are not a set of named values",
            SeatCount => "it has %count% seats (1 to %max%)",
            SeatNameLong => "seat %seat%'s name is %chars% characters long (at most %max%)",
            SeatNameControl => "seat %seat%'s name holds control or text-direction characters",
            SeatNameBlank => "seat %seat%'s name shows nothing",
            SeatColour => "seat %seat%'s colour “%colour%” is not a colour like #1a2b3c",
            TooManyGiven => "it gives %count% outcomes of draws and rolls, more than any game needs (at most %max%)",
            TooManyActions => "it has %count% actions, more than any game needs (at most %max%)",
            UnknownGame => "%game%",
            UnknownMap => "%game% map “%map%”",
            OtherEngine => "%game% (this engine plays %engine%)",
            PlayerCount => "%map% takes %min% to %max% players, not %count%",
            NoOption => "%game% has no option “%option%”",
            OptionValue => "the option “%option%” cannot be %value%",
            Rules => "",
            Engine => "the game's engine did not read the file",
            EngineFailed => "the game's engine could not be started: %detail%",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Problem {
    pub kind: Kind,
    /// As many as `kind.names()`, in its order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<String>,
    /// The rules' refusal (`Kind::Rules`): its words, and its English where it was built.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub words: Option<Msg>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
}

impl Problem {
    pub fn new<const N: usize>(kind: Kind, values: [String; N]) -> Problem {
        debug_assert_eq!(N, kind.names().len(), "{kind:?}'s values");
        Problem { kind, values: values.into(), words: None, reason: String::new() }
    }

    /// The rules refuse the setup (`reason` is empty where no English is built: a worker).
    pub fn rules(reason: String, words: Msg) -> Problem {
        Problem { kind: Kind::Rules, values: Vec::new(), words: Some(words), reason }
    }

    /// What the JSON reader found wrong, as the page can say it: where a text stops being JSON,
    /// or which field is missing; the reader's own English stays for the command line.
    pub fn json(e: &serde_json::Error) -> Problem {
        use serde_json::error::Category;
        match e.classify() {
            Category::Eof => Problem::new(Kind::Truncated, []),
            Category::Syntax | Category::Io => Problem::new(Kind::Syntax, [e.line().to_string(), e.column().to_string()]),
            Category::Data => {
                let text = e.to_string();
                // serde writes a missing field as "missing field `name`".
                let field = text.strip_prefix("missing field `").and_then(|r| r.split('`').next());
                match field {
                    Some(field) => Problem::new(Kind::MissingField, [super::clip(field, 40)]),
                    None => Problem { reason: super::clip(&text, 200), ..Problem::new(Kind::Shape, []) },
                }
            }
        }
    }

    /// `(name, value)` pairs for filling the kind's words (a value missing from a damaged
    /// answer reads as empty).
    pub fn args(&self) -> Vec<(&'static str, &str)> {
        let names = self.kind.names();
        names.iter().enumerate().map(|(i, n)| (*n, self.values.get(i).map_or("", String::as_str))).collect()
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.kind == Kind::Rules {
            let key = self.words.as_ref().map_or("", |w| w.key.as_str());
            return f.write_str(if self.reason.is_empty() { key } else { &self.reason });
        }
        if self.kind == Kind::Shape && !self.reason.is_empty() {
            return write!(f, "{} ({})", self.kind.english(), self.reason);
        }
        f.write_str(&crate::core::words::fill_named(self.kind.english(), &self.args()))
    }
}
