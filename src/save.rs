//! A save is the setup plus the action log, and for a game played at a real table the outcomes
//! of its draws and rolls. Loading a file replays the log through the rules engine's checked
//! `apply`, so a tampered or corrupt save is refused with the first action that fails; a log
//! this program made and checked itself (undo) replays through the faster `apply_unchecked`.
//! Every field of a save is checked before use (`check`), and the saved-games list reads a small
//! summary stored beside each save instead of replaying it (`summary`).

mod check;
mod indent;
mod problem;
mod summary;

use serde::ser::{Serialize, SerializeStruct, Serializer};
use serde::Deserialize;
use serde_json::Value;

use crate::core::record::{place, Place};
use crate::core::{Game, Given, Outcome, Random, RuleError, Setup};

pub use check::{
    check_catalogue, clean_name, clip, default_name, is_bidi_control, is_invisible, parse_seed, sane_time,
    seat_name_problem, unique_name, valid_game_id, valid_save_id, MAX_ACTIONS, MAX_GAME_ID_CHARS, MAX_ID_CHARS,
    MAX_NAME_CHARS, MAX_PLAYERS, MAX_SAVE_BYTES, MAX_SEAT_NAME_CHARS, MAX_TIME_MS,
};
pub use indent::indent_json;
pub use problem::{Kind, Problem};
pub use summary::{Summary, SUMMARY_VERSION};

/// Bumped whenever an older app could not read what a newer one writes.
/// 1: the first release. 2: the seed is written as a decimal string (JavaScript tools round
/// numbers above 2^53), and `given`, the outcomes of draws and rolls, may follow the setup;
/// format 1 files are migrated when read.
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
    /// Outcomes of the game's draws and rolls, first first, for a game played at a real table
    /// or recorded elsewhere (`core::random`); after them the seed's generator goes on. Absent
    /// in games the app drew for.
    pub given: Vec<Given>,
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
        if !self.given.is_empty() {
            out.serialize_field("given", &self.given)?;
        }
        out.serialize_field("actions", &self.actions)?;
        out.end()
    }
}

/// How a log is replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trust {
    /// Every action is checked by the rules: files, imports, anything from outside.
    Checked,
    /// The log was made or checked by this program before: actions are applied unchecked.
    Trusted,
}

/// Why a save cannot be opened, as data (`Problem`): the page says it in its language.
#[derive(Clone, Debug, PartialEq, serde::Serialize, Deserialize)]
pub enum LoadError {
    /// Not JSON, or not shaped like a save.
    Unreadable(Problem),
    /// Written by a newer Railyard: the format version the file declares, as written there.
    TooNew { version: String },
    /// A field holds something no save may (a colour that is not `#rrggbb`, a huge log...).
    Invalid(Problem),
    /// Names a game or map this build does not have.
    Unknown(Problem),
    /// The setup itself is refused (wrong player count, an option the game lacks...).
    BadSetup(Problem),
    /// Action number `index` (from 0) could not be read or was refused by the rules; a rules'
    /// refusal keeps its words, for the page to say in its language (an engine worker renders
    /// no English: `Msg::english`).
    BadAction {
        index: usize,
        action: String,
        reason: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        words: Option<crate::core::Msg>,
    },
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Unreadable(why) => write!(f, "not a readable save file: {why}"),
            LoadError::TooNew { version } => write!(
                f,
                "this save was written by a newer Railyard (format {version}; this version reads up to {FORMAT_VERSION}); update the app to open it"
            ),
            LoadError::Invalid(why) => write!(f, "{why}"),
            LoadError::Unknown(what) => write!(f, "unknown game or map: {what}"),
            LoadError::BadSetup(why) => write!(f, "the game setup is invalid: {why}"),
            LoadError::BadAction { index, action, reason, .. } => {
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
            given: Vec::new(),
            actions: Vec::new(),
        }
    }

    /// `from_json`, and refused when this build does not have its game and map for its seats:
    /// everything about a save that needs no replay, as the page and the engines check it.
    pub fn from_json_playable(text: &str) -> Result<SaveFile, LoadError> {
        let save = SaveFile::from_json(text)?;
        check_catalogue(&save.setup)?;
        Ok(save)
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
    /// Each record line's turn, phase and whether the game wrote it by itself.
    pub places: Vec<Place>,
}

/// A game in play: its setup, the current state, and the history that produced it.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    pub setup: Setup,
    /// Outcomes given for the game's draws and rolls (usually none: the seed draws).
    pub given: Vec<Given>,
    pub game: G,
    pub history: Vec<Entry<G::Action>>,
}

impl<G: Game> Session<G> {
    pub fn new(setup: Setup) -> Result<Self, RuleError> {
        Self::with_given(setup, Vec::new())
    }

    /// A new game whose draws and rolls are `given` first, then the seed's generator.
    pub fn with_given(setup: Setup, given: Vec<Given>) -> Result<Self, RuleError> {
        let game = if given.is_empty() {
            G::new(&setup)?
        } else {
            G::with_random(&setup, Random::scripted(setup.seed, given.clone()))?
        };
        if let Some(fault) = game.random().and_then(Random::fault) {
            return Err(RuleError::new(fault));
        }
        Ok(Session { setup, given, game, history: Vec::new() })
    }

    /// Rebuilds a game from its setup and log, checking every action and refusing at the
    /// first bad one.
    pub fn replay(setup: Setup, actions: &[Value]) -> Result<Self, LoadError> {
        Self::replay_with(setup, Vec::new(), actions, Trust::Checked)
    }

    /// Rebuilds a game from a log this program made or checked before, without checking the
    /// actions again. Never for input from outside: an illegal action may panic.
    pub fn replay_trusted(setup: Setup, actions: &[Value]) -> Result<Self, LoadError> {
        Self::replay_with(setup, Vec::new(), actions, Trust::Trusted)
    }

    /// Rebuilds the game a save holds, its given outcomes included.
    pub fn from_save(save: &SaveFile, trust: Trust) -> Result<Self, LoadError> {
        Self::replay_with(save.setup.clone(), save.given.clone(), &save.actions, trust)
    }

    pub fn replay_with(setup: Setup, given: Vec<Given>, actions: &[Value], trust: Trust) -> Result<Self, LoadError> {
        let mut session = Self::with_given(setup, given)
            .map_err(|e| LoadError::BadSetup(Problem::rules(e.reason, e.words)))?;
        session.history.reserve(actions.len());
        for (index, raw) in actions.iter().enumerate() {
            let bad = |reason: String, words| LoadError::BadAction { index, action: clip(&raw.to_string(), 200), reason, words };
            let action = G::Action::deserialize(raw).map_err(|e| bad(format!("unreadable action: {e}"), None))?;
            match trust {
                Trust::Checked => session.play(action).map(|_| ()).map_err(|e| bad(e.reason, Some(e.words)))?,
                Trust::Trusted => {
                    session.play_unchecked(action);
                    if let Some(fault) = session.game.random().and_then(Random::fault) {
                        return Err(bad(fault.to_string(), None));
                    }
                }
            }
        }
        Ok(session)
    }

    pub fn play(&mut self, action: G::Action) -> Result<&Outcome, RuleError> {
        let actor = self.game.current_player();
        // A given outcome that does not fit refuses the action: keep the state to go back to.
        let before = self.game.random().is_some_and(|r| r.pending() > 0).then(|| self.game.clone());
        let track = self.game.phases();
        let outcome = self.game.apply(&action)?;
        if let Some(before) = before {
            if let Some(fault) = self.game.random().and_then(Random::fault).map(str::to_string) {
                self.game = before;
                return Err(RuleError::new(fault));
            }
        }
        let places = place(track.as_ref(), self.game.phases().as_ref(), &outcome);
        self.history.push(Entry { action, actor, outcome, places });
        Ok(&self.history.last().expect("just pushed").outcome)
    }

    /// Plays an action known to be legal (from this session's own log, or from the legal list)
    /// without checking it.
    pub fn play_unchecked(&mut self, action: G::Action) -> &Outcome {
        let actor = self.game.current_player();
        let track = self.game.phases();
        let outcome = self.game.apply_unchecked(&action);
        let places = place(track.as_ref(), self.game.phases().as_ref(), &outcome);
        self.history.push(Entry { action, actor, outcome, places });
        &self.history.last().expect("just pushed").outcome
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
        // The session's own log, every action of which was checked when it was played.
        let mut fresh = Session::with_given(self.setup.clone(), self.given.clone())?;
        fresh.history.reserve(keep);
        for entry in &self.history[..keep] {
            fresh.play_unchecked(entry.action.clone());
        }
        *self = fresh;
        Ok(())
    }

    pub fn action_log(&self) -> Vec<Value> {
        self.action_log_from(0)
    }

    /// The action log from action `from` on.
    pub fn action_log_from(&self, from: usize) -> Vec<Value> {
        self.history
            .iter()
            .skip(from)
            .map(|e| serde_json::to_value(&e.action).expect("actions always serialize"))
            .collect()
    }

    pub fn to_save(&self, name: &str) -> SaveFile {
        let mut save = SaveFile::new(name, self.setup.clone());
        save.given = self.given.clone();
        save.actions = self.action_log();
        save
    }
}
