//! The catalogue of games and one type, `AnySession`, through which the app and the CLI drive
//! whichever game a save names.

pub mod age_of_steam;
pub mod engine;
pub mod history;
pub mod previews;
pub mod reference;
pub mod russian_railroads;
pub mod snapshot;
pub mod steam;
pub mod steam_power;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::core::view::{ActionPreview, BoardView, InfoPanel, PlayerSummary};
use crate::core::{FinalScore, Game, Msg, RuleError, Setup};
use crate::save::{LoadError, SaveFile, Session, Trust};

use age_of_steam::AgeOfSteam;
use russian_railroads::RussianRailroads;
use steam::Steam;
use steam_power::SteamPower;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MapInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
}

/// A set-up option of a game (a variant), kept in `Setup::options` under `id`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameOption {
    pub id: &'static str,
    pub name: &'static str,
    /// The values it may take; the first is the default.
    pub choices: Vec<&'static str>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    /// Playable in this build; the others are shown as coming.
    pub available: bool,
    /// Its rules engine is in this build: saves load and the CLI plays it, even while the page
    /// does not offer it yet (its board is still to come).
    pub engine: bool,
    pub maps: Vec<MapInfo>,
    /// Its set-up options; a setup may name only these, each with one of its values.
    pub options: Vec<GameOption>,
}

impl GameOption {
    /// The value played when a setup names none, and offered first for a new game.
    pub fn default_choice(&self) -> &'static str {
        self.choices[0]
    }

    /// `value` when it is one of this option's choices, else the default.
    pub fn choice_or_default(&self, value: Option<&str>) -> &'static str {
        value.and_then(|v| self.choices.iter().copied().find(|c| *c == v)).unwrap_or_else(|| self.default_choice())
    }
}

impl GameInfo {
    /// Each of the game's options with the value a setup's `options` gives it (its default when
    /// it names none), in the catalogue's order.
    pub fn chosen_options(&self, options: &Value) -> Vec<(&GameOption, &'static str)> {
        self.options.iter().map(|o| (o, o.choice_or_default(options.get(o.id).and_then(Value::as_str)))).collect()
    }

    /// The `options` of a new game's setup: every option named, with the value `pick` gives it
    /// when that is one of its choices, else its default (so a save keeps the edition it was
    /// started with when the default changes); `null` for a game without options.
    pub fn setup_options(&self, pick: impl Fn(&str) -> Option<String>) -> Value {
        if self.options.is_empty() {
            return Value::Null;
        }
        Value::Object(
            self.options
                .iter()
                .map(|o| (o.id.to_string(), Value::String(o.choice_or_default(pick(o.id).as_deref()).to_string())))
                .collect(),
        )
    }
}

/// The rules edition: the first is kept for the first release's saves (read as `"1"`); new
/// games play the current one.
fn edition_option() -> GameOption {
    GameOption { id: "edition", name: "Rules edition", choices: vec!["2", "1"] }
}

/// Age of Steam's maps as the catalogue lists them, written out so that reading the catalogue
/// (the page does, for set-up and saves) parses no board; a test checks them against the boards.
pub fn age_of_steam_maps() -> Vec<MapInfo> {
    vec![
        MapInfo { id: "rust-belt", name: "Rust Belt", min_players: 3, max_players: 6 },
        MapInfo { id: "southern-us", name: "Southern US", min_players: 3, max_players: 6 },
        MapInfo { id: "poland", name: "Poland", min_players: 3, max_players: 6 },
        MapInfo { id: "germany", name: "Germany", min_players: 3, max_players: 6 },
        MapInfo { id: "new-england", name: "New England", min_players: 2, max_players: 2 },
        MapInfo { id: "st-lucia", name: "St. Lucia", min_players: 2, max_players: 2 },
        MapInfo { id: "pittsburgh", name: "Pittsburgh", min_players: 3, max_players: 4 },
        MapInfo { id: "heavy-cardboard", name: "Heavy Cardboard", min_players: 4, max_players: 6 },
        MapInfo { id: "detroit", name: "Detroit Bankruptcy", min_players: 1, max_players: 5 },
        MapInfo { id: "barbados", name: "Barbados", min_players: 1, max_players: 1 },
    ]
}

/// Steam's boards as the catalogue lists them, written out for the same reason (a test checks them).
pub fn steam_maps() -> Vec<MapInfo> {
    vec![
        MapInfo { id: "northeast-2", name: "North-eastern USA & South-eastern Canada", min_players: 3, max_players: 5 },
        MapInfo { id: "rhine-ruhr", name: "Lower Rhine & Ruhr", min_players: 3, max_players: 5 },
        MapInfo { id: "northeast", name: "North-eastern USA & South-eastern Canada (first drawing)", min_players: 3, max_players: 5 },
    ]
}

/// Every game of the mission, playable or not yet.
pub fn catalogue() -> Vec<GameInfo> {
    vec![
        GameInfo {
            id: AgeOfSteam::ID,
            name: "Age of Steam",
            available: true,
            engine: true,
            maps: age_of_steam_maps(),
            options: vec![edition_option()],
        },
        GameInfo {
            id: Steam::ID,
            name: "Steam",
            available: true,
            engine: true,
            maps: steam_maps(),
            options: vec![
                GameOption { id: "rules", name: "Rules", choices: vec!["base", "standard"] },
                GameOption { id: "order", name: "Starting order", choices: vec!["auction", "draw"] },
            ],
        },
        GameInfo {
            id: SteamPower::ID,
            name: "Steam Power",
            available: steam_power::AVAILABLE,
            engine: steam_power::AVAILABLE,
            maps: steam_power::maps(),
            options: vec![edition_option()],
        },
        GameInfo {
            id: russian_railroads::ID,
            name: "Russian Railroads",
            available: true,
            engine: true,
            maps: russian_railroads::maps(),
            options: vec![],
        },
    ]
}

pub fn game_info(id: &str) -> Option<GameInfo> {
    catalogue().into_iter().find(|g| g.id == id)
}

/// The message catalogues, as (key prefix, language, JSON): a message's key starts with the prefix
/// of the catalogue it is in. Every language has every key (`tests/words_complete.rs` checks it);
/// a key missing all the same falls back to English. English, the fallback, is compiled into every
/// build; a web build (the page and the engine workers) carries only English, and the page fetches
/// the other languages when they are chosen (`words-<lang>.json`, bundled from `WORD_DIRS` by
/// scripts/bundle-words.py; see `core::words::install`).
macro_rules! catalogues {
    ($($prefix:literal => $dir:literal),* $(,)?) => {
        #[cfg(not(feature = "web"))]
        pub const WORDS: &[(&str, &str, &str)] = &[$(
            ($prefix, "en", include_str!(concat!($dir, "/en.json"))),
            ($prefix, "pt", include_str!(concat!($dir, "/pt.json"))),
            ($prefix, "es", include_str!(concat!($dir, "/es.json"))),
            ($prefix, "pl", include_str!(concat!($dir, "/pl.json"))),
        )*];
        #[cfg(feature = "web")]
        pub const WORDS: &[(&str, &str, &str)] = &[$(($prefix, "en", include_str!(concat!($dir, "/en.json"))),)*];
        /// Each catalogue's folder (one `<lang>.json` per language), relative to `src/games`.
        pub const WORD_DIRS: &[(&str, &str)] = &[$(($prefix, $dir)),*];
    };
}

catalogues! {
    "table" => "words",
    "rail" => "../rail/words",
    "aos" => "age_of_steam/words",
    "steam" => "steam/words",
    "sp" => "steam_power/words",
    "rr" => "russian_railroads/words",
}

/// A session of any game in the catalogue.
#[derive(Clone, Debug)]
pub enum AnySession {
    AgeOfSteam(Session<AgeOfSteam>),
    SteamPower(Session<SteamPower>),
    Steam(Session<Steam>),
    RussianRailroads(Session<RussianRailroads>),
}

/// Runs the same expression on whichever typed session is inside.
macro_rules! each {
    ($self:expr, $s:ident => $body:expr) => {
        match $self {
            AnySession::AgeOfSteam($s) => $body,
            AnySession::SteamPower($s) => $body,
            AnySession::Steam($s) => $body,
            AnySession::RussianRailroads($s) => $body,
        }
    };
}

/// The game's turn or round number, for the saved-games list.
pub trait Rounds {
    fn round_number(&self) -> Option<u32>;
}

impl Rounds for AgeOfSteam {
    fn round_number(&self) -> Option<u32> {
        // `turns` 0: no turn limit (Detroit).
        Some(if self.turns == 0 { self.turn } else { self.turn.min(self.turns) })
    }
}

impl Rounds for Steam {
    fn round_number(&self) -> Option<u32> {
        Some(self.turn.min(self.turns))
    }
}

impl Rounds for RussianRailroads {
    fn round_number(&self) -> Option<u32> {
        Some(self.round)
    }
}

impl Rounds for SteamPower {
    fn round_number(&self) -> Option<u32> {
        Some(self.round)
    }
}

/// A legal action as the action area shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    pub action: Value,
    /// English label and menu. They stay out of a snapshot (the page renders the words).
    #[serde(skip, default)]
    pub label: String,
    #[serde(skip, default)]
    pub group: String,
    /// The same as messages, for the reader's language.
    pub label_words: Msg,
    pub group_words: Msg,
    /// What it would do on the map. An engine worker keeps it back (the page asks for it when
    /// the pointer or focus is on the choice), so a long list stays short on the wire.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preview: Option<ActionPreview>,
    /// Its place in the list of the decision's choices.
    #[serde(default)]
    pub index: usize,
    /// The hexes it is about, for the map. Left off the wire when none (most choices), as the
    /// help is: a late build decision lists hundreds of choices.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hexes: Vec<crate::core::hex::Hex>,
    /// What it does and when, for a help tip beside it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub help: Option<Msg>,
    /// A build that lays a tile, as the tile picker draws it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<crate::core::view::TilePick>,
}

/// One line of the game record, with the seat that acted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    /// The seat whose decision wrote the line; none for the game's own lines.
    pub actor: Option<usize>,
    /// The action that wrote it (0 for the first): the table after it is move `step + 1`.
    #[serde(default)]
    pub step: usize,
    /// The turn, phase and whether the game wrote it by itself, for the record's headings.
    #[serde(default, flatten)]
    pub place: crate::core::record::Place,
    /// In English; not in a snapshot (the page renders the words).
    #[serde(skip, default)]
    pub text: String,
    pub words: Msg,
}

impl AnySession {
    pub fn new(setup: Setup) -> Result<AnySession, LoadError> {
        Self::replay(setup, &[])
    }

    /// Replays a log from outside, checking every action.
    pub fn replay(setup: Setup, actions: &[Value]) -> Result<AnySession, LoadError> {
        Self::replay_with(setup, Vec::new(), actions, Trust::Checked)
    }

    pub fn replay_with(
        setup: Setup,
        given: Vec<crate::core::Given>,
        actions: &[Value],
        trust: Trust,
    ) -> Result<AnySession, LoadError> {
        crate::save::check_catalogue(&setup)?;
        match setup.game.as_str() {
            AgeOfSteam::ID => Session::replay_with(setup, given, actions, trust).map(AnySession::AgeOfSteam),
            SteamPower::ID if steam_power::AVAILABLE => {
                Session::replay_with(setup, given, actions, trust).map(AnySession::SteamPower)
            }
            Steam::ID => Session::replay_with(setup, given, actions, trust).map(AnySession::Steam),
            RussianRailroads::ID => Session::replay_with(setup, given, actions, trust).map(AnySession::RussianRailroads),
            other => Err(LoadError::Unknown(crate::save::Problem::new(crate::save::Kind::UnknownGame, [crate::save::clip(other, 40)]))),
        }
    }

    /// The game a save holds, with its given outcomes.
    pub fn from_save(save: &SaveFile, trust: Trust) -> Result<AnySession, LoadError> {
        Self::replay_with(save.setup.clone(), save.given.clone(), &save.actions, trust)
    }

    /// Parses a save file's text, checks every field and replays it, checking every action.
    pub fn load_json(text: &str) -> Result<(SaveFile, AnySession), LoadError> {
        let save = SaveFile::from_json(text)?;
        let session = Self::from_save(&save, Trust::Checked)?;
        Ok((save, session))
    }

    pub fn setup(&self) -> &Setup {
        each!(self, s => &s.setup)
    }

    pub fn to_save(&self, name: &str) -> SaveFile {
        each!(self, s => s.to_save(name))
    }

    /// The source of the game's draws and rolls (how many given outcomes it used).
    pub fn random(&self) -> Option<&crate::core::Random> {
        each!(self, s => s.game.random())
    }

    pub fn action_count(&self) -> usize {
        each!(self, s => s.history.len())
    }

    pub fn current_player(&self) -> Option<usize> {
        each!(self, s => s.game.current_player())
    }

    /// The game's turn (Age of Steam) or round (Steam Power), for the saved-games list.
    pub fn round(&self) -> Option<u32> {
        each!(self, s => s.game.round_number())
    }

    pub fn is_over(&self) -> bool {
        each!(self, s => s.game.is_over())
    }

    pub fn prompt(&self) -> String {
        each!(self, s => s.game.prompt())
    }

    pub fn prompt_words(&self) -> Msg {
        each!(self, s => s.game.prompt_words())
    }

    /// The seats' names, for rendering messages that name seats.
    pub fn seat_names(&self) -> Vec<String> {
        self.setup().players.iter().map(|p| p.name.clone()).collect()
    }

    pub fn figure_words(&self, viewer: Option<usize>) -> Vec<Vec<(Msg, Msg)>> {
        each!(self, s => s.game.figure_words(viewer))
    }

    pub fn panel_words(&self, viewer: Option<usize>) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
        each!(self, s => s.game.panel_words(viewer))
    }

    pub fn breakdown_words(&self, player: usize) -> Vec<Msg> {
        each!(self, s => s.game.breakdown_words(player))
    }

    pub fn board_view(&self) -> BoardView {
        each!(self, s => s.game.board_view())
    }

    pub fn player_summaries(&self, viewer: Option<usize>) -> Vec<PlayerSummary> {
        each!(self, s => s.game.player_summaries(viewer))
    }

    pub fn info_panels(&self, viewer: Option<usize>) -> Vec<InfoPanel> {
        each!(self, s => s.game.info_panels(viewer))
    }

    pub fn final_scores(&self) -> Option<Vec<FinalScore>> {
        each!(self, s => s.game.final_scores())
    }

    pub fn solo(&self) -> Option<crate::core::Solo> {
        each!(self, s => s.game.solo())
    }

    /// The legal actions as JSON, in the same form `play_json` takes.
    pub fn legal_actions_json(&self) -> Vec<Value> {
        each!(self, s => s.game.legal_actions().iter().map(|a| serde_json::to_value(a).expect("actions serialize")).collect())
    }

    /// The legal actions with their labels and menu groups, for the action area.
    pub fn choices(&self) -> Vec<Choice> {
        each!(self, s => snapshot::choices(s))
    }

    /// The computer's move for the current seat, as JSON for `play_json`.
    pub fn bot_action_json(&self, seed: u64) -> Option<Value> {
        each!(self, s => s.game.bot_action(seed).map(|a| serde_json::to_value(a).expect("actions serialize")))
    }

    /// Names and colours of track owners as the board view numbers them.
    pub fn track_owners(&self) -> Vec<(String, String)> {
        each!(self, s => snapshot::track_owners(s))
    }

    /// Seat whose hand is on screen now (hidden information), for the hand-over screen.
    pub fn private_viewer(&self) -> Option<usize> {
        each!(self, s => s.game.private_viewer())
    }

    pub fn play_json(&mut self, action: &Value) -> Result<(), RuleError> {
        each!(self, s => {
            let typed = serde::Deserialize::deserialize(action)
                .map_err(|e| RuleError::new(format!("unreadable action: {e}")))?;
            s.play(typed).map(|_| ())
        })
    }

    /// The seat to move when the computer plays it.
    pub fn computer_to_move(&self) -> Option<usize> {
        self.current_player().filter(|&p| self.setup().players.get(p).is_some_and(|s| s.bot))
    }

    /// Plays an action a person chose (on the page): refused while a computer seat is to move,
    /// so nobody can play a computer's turn for it. The computer's own moves go through
    /// `play_json`.
    pub fn play_as_person(&mut self, action: &Value) -> Result<(), RuleError> {
        if let Some(p) = self.computer_to_move() {
            return Err(RuleError::say(Msg::new("table.computer-turn").seat("seat", p), &self.seat_names()));
        }
        self.play_json(action)
    }

    pub fn undoable(&self) -> bool {
        each!(self, s => s.undoable() > 0)
    }

    pub fn undo(&mut self) -> Result<(), RuleError> {
        each!(self, s => s.undo())
    }

    /// The game record, oldest first; each line's English text is rendered here from its message.
    pub fn log(&self) -> Vec<LogLine> {
        each!(self, s => snapshot::log(s))
    }

    /// Everything the table draws, as one serialisable value (what an engine worker sends).
    pub fn snapshot(&self) -> snapshot::Snapshot {
        each!(self, s => snapshot::of(s))
    }
}
