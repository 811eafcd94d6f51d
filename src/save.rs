//! A save is the setup plus the action log. Loading replays the log through the rules engine,
//! so a tampered or corrupt save is refused with the first action that fails; undo is a replay
//! of the log without its tail.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::core::{Game, Outcome, RuleError, Setup};

/// Bumped whenever an older app could not read what a newer one writes.
pub const FORMAT_VERSION: u32 = 1;

/// Marks a JSON file as a Railyard save.
pub const FORMAT_NAME: &str = "railyard-save";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    /// Shown in the saved-games list; players may rename it.
    pub name: String,
    /// Milliseconds since the epoch of the last change (set by the app; 0 when unknown).
    #[serde(default)]
    pub updated_ms: f64,
    #[serde(flatten)]
    pub setup: Setup,
    pub actions: Vec<Value>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LoadError {
    /// Not JSON, or not shaped like a save.
    Unreadable(String),
    /// Written by a newer Railyard.
    TooNew { version: u32 },
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
            LoadError::Unknown(what) => write!(f, "unknown game or map: {what}"),
            LoadError::BadSetup(why) => write!(f, "the game setup is invalid: {why}"),
            LoadError::BadAction { index, action, reason } => {
                write!(f, "action {} ({action}) was refused: {reason}", index + 1)
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

    /// Parses and checks the envelope (not the actions: replay does that).
    pub fn from_json(text: &str) -> Result<SaveFile, LoadError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| LoadError::Unreadable(e.to_string()))?;
        if value.get("format").and_then(Value::as_str) != Some(FORMAT_NAME) {
            return Err(LoadError::Unreadable("it is not a Railyard save".into()));
        }
        match value.get("version").and_then(Value::as_u64) {
            Some(v) if v > FORMAT_VERSION as u64 => {
                return Err(LoadError::TooNew { version: v as u32 })
            }
            Some(_) => {}
            None => return Err(LoadError::Unreadable("it has no format version".into())),
        }
        serde_json::from_value(value).map_err(|e| LoadError::Unreadable(e.to_string()))
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save always serializes")
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
            let bad = |reason: String| LoadError::BadAction { index, action: raw.to_string(), reason };
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
