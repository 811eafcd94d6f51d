//! A save is the setup plus the action log. Loading replays the log through the rules engine,
//! so a tampered or corrupt save is refused with the first action that fails; undo is a replay
//! of the log without its tail. Every field of a save is checked before use (`check`), and the
//! saved-games list reads a small summary stored beside each save instead of replaying it
//! (`summary`).

mod check;
mod summary;

use serde::ser::{Serialize, SerializeStruct, Serializer};
use serde::Deserialize;
use serde_json::Value;

use crate::core::{Game, Outcome, RuleError, Setup};

pub use check::{
    check_catalogue, clean_name, clip, default_name, is_bidi_control, is_invisible, parse_seed, sane_time,
    seat_name_problem, unique_name, valid_game_id, valid_save_id, MAX_ACTIONS, MAX_GAME_ID_CHARS, MAX_ID_CHARS,
    MAX_NAME_CHARS, MAX_PLAYERS, MAX_SAVE_BYTES, MAX_SEAT_NAME_CHARS, MAX_TIME_MS,
};
pub use summary::{Summary, SUMMARY_VERSION};

/// Bumped whenever an older app could not read what a newer one writes.
/// 1: the first release. 2: the seed is written as a decimal string (JavaScript tools round
/// numbers above 2^53); format 1 files are migrated when read.
pub const FORMAT_VERSION: u32 = 2;

/// Marks a JSON file as a Railyard save.
pub const FORMAT_NAME: &str = "railyard-save";

/// A save file. Read one only with `SaveFile::from_json`, which checks every field.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    /// Shown in the saved-games list; players may rename it.
    pub name: String,
    /// Milliseconds since the epoch of the last change (set by the app; 0 when unknown).
    pub updated_ms: f64,
    pub setup: Setup,
    pub actions: Vec<Value>,
}

impl Serialize for SaveFile {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_struct("SaveFile", 10)?;
        out.serialize_field("format", &self.format)?;
        out.serialize_field("version", &self.version)?;
        out.serialize_field("name", &self.name)?;
        out.serialize_field("updated_ms", &self.updated_ms)?;
        out.serialize_field("game", &self.setup.game)?;
        out.serialize_field("map", &self.setup.map)?;
        out.serialize_field("options", &self.setup.options)?;
        // A string: JavaScript tools would round a number above 2^53.
        out.serialize_field("seed", &self.setup.seed.to_string())?;
        out.serialize_field("players", &self.setup.players)?;
        out.serialize_field("actions", &self.actions)?;
        out.end()
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, Deserialize)]
pub enum LoadError {
    /// Not JSON, or not shaped like a save.
    Unreadable(String),
    /// Written by a newer Railyard: the format version the file declares, as written there.
    TooNew { version: String },
    /// A field holds something no save may (a colour that is not `#rrggbb`, a huge log...).
    Invalid(String),
    /// Names a game or map this build does not have.
    Unknown(String),
    /// The setup itself is refused (wrong player count, unknown map...).
    BadSetup(String),
    /// Action number `index` (from 0) could not be read or was refused by the rules.
    BadAction { index: usize, action: String, reason: String },
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Unreadable(why) => write!(f, "not a readable save file: {why}"),
            LoadError::TooNew { version } => write!(
                f,
                "this save was written by a newer Railyard (format {version}; this version reads up to {FORMAT_VERSION}); update the app to open it"
            ),
            LoadError::Invalid(why) => f.write_str(why),
            LoadError::Unknown(what) => write!(f, "unknown game or map: {what}"),
            LoadError::BadSetup(why) => write!(f, "the game setup is invalid: {why}"),
            LoadError::BadAction { index, action, reason } => {
                write!(f, "action {} ({}) was refused: {reason}", index + 1, clip(action, 80))
            }
        }
    }
}

impl std::error::Error for LoadError {}

impl SaveFile {
    pub fn new(name: impl Into<String>, setup: Setup) -> Self {
        SaveFile {
            format: FORMAT_NAME.into(),
            version: FORMAT_VERSION,
            name: name.into(),
            updated_ms: 0.0,
            setup,
            actions: Vec::new(),
        }
    }

    /// Parses, migrates from older formats and checks every field (not the actions against the
    /// rules: replay does that).
    pub fn from_json(text: &str) -> Result<SaveFile, LoadError> {
        check::parse(text)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save always serializes")
    }

    /// The same, indented for people reading the file.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).expect("a save always serializes")
    }
}

/// One applied action with who took it and what it did.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry<A> {
    pub action: A,
    pub actor: Option<usize>,
    pub outcome: Outcome,
}

/// A game in play: its setup, the current state, and the history that produced it.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    pub setup: Setup,
    pub game: G,
    pub history: Vec<Entry<G::Action>>,
}

impl<G: Game> Session<G> {
    pub fn new(setup: Setup) -> Result<Self, RuleError> {
        let game = G::new(&setup)?;
        Ok(Session { setup, game, history: Vec::new() })
    }

    /// Rebuilds a game from its setup and log, refusing at the first bad action.
    pub fn replay(setup: Setup, actions: &[Value]) -> Result<Self, LoadError> {
        let mut session = Session::new(setup).map_err(|e| LoadError::BadSetup(e.reason))?;
        for (index, raw) in actions.iter().enumerate() {
            let bad = |reason: String| LoadError::BadAction { index, action: clip(&raw.to_string(), 200), reason };
            let action: G::Action =
                serde_json::from_value(raw.clone()).map_err(|e| bad(format!("unreadable action: {e}")))?;
            session.play(action).map_err(|e| bad(e.reason))?;
        }
        Ok(session)
    }

    pub fn play(&mut self, action: G::Action) -> Result<&Outcome, RuleError> {
        let actor = self.game.current_player();
        let outcome = self.game.apply(&action)?;
        self.history.push(Entry { action, actor, outcome });
        Ok(&self.history.last().expect("just pushed").outcome)
    }

    /// How many actions undo takes back: the last one, when it was the current player's own
    /// decision and revealed nothing random. 0: nothing to undo.
    pub fn undoable(&self) -> usize {
        let Some(me) = self.game.current_player() else { return 0 };
        match self.history.last() {
            Some(last) if last.actor == Some(me) && !last.outcome.random => 1,
            _ => 0,
        }
    }

    /// Takes back the current player's last decision by replaying the shortened log.
    pub fn undo(&mut self) -> Result<(), RuleError> {
        let n = self.undoable();
        if n == 0 {
            return Err(RuleError::new("there is nothing of yours to undo since the last die roll, draw or other player's move"));
        }
        let keep = self.history.len() - n;
        let mut fresh = Session::new(self.setup.clone())?;
        for entry in &self.history[..keep] {
            fresh.play(entry.action.clone())?;
        }
        *self = fresh;
        Ok(())
    }

    pub fn action_log(&self) -> Vec<Value> {
        self.history
            .iter()
            .map(|e| serde_json::to_value(&e.action).expect("actions always serialize"))
            .collect()
    }

    pub fn to_save(&self, name: &str) -> SaveFile {
        let mut save = SaveFile::new(name, self.setup.clone());
        save.actions = self.action_log();
        save
    }
}
