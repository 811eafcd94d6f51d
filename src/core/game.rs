//! What every game's rules engine offers: a setup, the legal actions of the current decision,
//! and `apply`, which either changes the state and says what happened, or refuses with a reason
//! and leaves the state untouched.
//!
//! Two more doors for trusted callers: `apply_unchecked` (a log already checked once, an action
//! taken from `legal_actions`) skips the check, and `determinize` copies a state as one seat
//! may know it, hidden information and future draws made up afresh, so a search never sees
//! what its seat cannot.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;

use super::random::Random;
use super::view::{ActionPreview, BoardView, InfoPanel, PhaseTrack, PlayerSummary, TilePick};
use super::words::Msg;

/// Why an action was refused: the message, and its English text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    pub reason: String,
    #[serde(default)]
    pub words: Msg,
}

impl RuleError {
    /// A refusal in words that are in no catalogue (shown as they are in every language).
    pub fn new(reason: impl Into<String>) -> Self {
        let reason = reason.into();
        RuleError { words: Msg::text(reason.clone()), reason }
    }

    /// A refusal as a message; `seats` name the seats in its English text.
    pub fn say(words: Msg, seats: &[String]) -> Self {
        RuleError { reason: words.english(seats), words }
    }
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for RuleError {}

/// `Err(RuleError::new(..))` in one call, for early returns in rule checks.
pub fn refuse<T>(reason: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::new(reason))
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    /// CSS colour of the seat's markers, e.g. "#d62728".
    pub colour: String,
    /// Played by the computer.
    #[serde(default)]
    pub bot: bool,
    /// How strongly the computer plays this seat (read only when `bot`).
    #[serde(default, skip_serializing_if = "super::Level::is_normal")]
    pub level: super::Level,
}

/// Everything that fixes a game before its first action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    /// Registry id, e.g. "age-of-steam".
    pub game: String,
    /// Board id, e.g. "rust-belt".
    pub map: String,
    /// Game-specific options (variants); `null` when none.
    #[serde(default)]
    pub options: serde_json::Value,
    pub seed: u64,
    pub players: Vec<Seat>,
}

impl Setup {
    /// The value of set-up option `id`, when the setup names one (checked against the game's
    /// option list when a save is read).
    pub fn option(&self, id: &str) -> Option<&str> {
        self.options.get(id).and_then(serde_json::Value::as_str)
    }
}

/// What applying an action did, for the game log and for undo.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Lines for the game record as messages, in order; each is rendered in the reader's
    /// language where it is read (`english` for the English text).
    #[serde(default)]
    pub words: Vec<Msg>,
    /// Dice were rolled or something was drawn at random: undo may not cross this action.
    pub random: bool,
    /// Where the game's own steps begin (income, growth, end of round), in line order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<Step>,
}

/// From line `line` of an outcome on, the lines are the game's own (not the mover's), in phase
/// `phase` of its phase track (`Game::phases`); `new_turn`: of the turn the action led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    pub line: usize,
    pub phase: usize,
    pub new_turn: bool,
}

impl Outcome {
    /// A line in words that are in no catalogue.
    pub fn line(&mut self, text: impl Into<String>) {
        self.words.push(Msg::text(text));
    }

    /// A line as a message.
    pub fn say(&mut self, words: Msg) {
        self.words.push(words);
    }

    /// The lines from here on are the game's own, in phase `phase` of its phase track.
    pub fn automatic(&mut self, phase: usize) {
        self.step(phase, false);
    }

    /// The lines from here on are the game's own, in phase `phase` of the next turn or round.
    pub fn new_turn(&mut self, phase: usize) {
        self.step(phase, true);
    }

    fn step(&mut self, phase: usize, new_turn: bool) {
        let line = self.words.len();
        let new_turn = new_turn || self.steps.iter().any(|s| s.new_turn);
        self.steps.retain(|s| s.line != line);
        self.steps.push(Step { line, phase, new_turn });
    }

    /// The lines in English; `seats` name the seats.
    pub fn english(&self, seats: &[String]) -> Vec<String> {
        self.words.iter().map(|m| m.english(seats)).collect()
    }
}

/// A final result line for one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalScore {
    pub player: usize,
    pub score: i64,
    /// Rank from 1; equal ranks are shared ties.
    pub rank: usize,
    /// Named parts of the score, e.g. ("Income x3", 30).
    pub breakdown: Vec<(String, i64)>,
    /// Eliminated players (bankrupt) are listed but ranked last.
    pub eliminated: bool,
}

pub trait Game: Sized + Clone + Debug + PartialEq {
    type Action: Clone + PartialEq + Debug + Serialize + DeserializeOwned;

    /// Registry id of the game, e.g. "age-of-steam".
    const ID: &'static str;

    fn new(setup: &Setup) -> Result<Self, RuleError>;

    /// A new game whose draws and rolls come from `random` (given outcomes, then the seeded
    /// generator). The default, for games that draw nothing, takes no given outcomes.
    fn with_random(setup: &Setup, random: Random) -> Result<Self, RuleError> {
        if random.script().is_empty() {
            Self::new(setup)
        } else {
            refuse("this game draws nothing, so it takes no given outcomes")
        }
    }

    /// The source of this game's draws and rolls, if it has one.
    fn random(&self) -> Option<&Random> {
        None
    }

    fn random_mut(&mut self) -> Option<&mut Random> {
        None
    }

    /// Seat that must decide now; `None` once the game is over.
    fn current_player(&self) -> Option<usize>;

    /// Every action `apply` accepts now, without duplicates.
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Applies a legal action; on error the state is exactly as before.
    fn apply(&mut self, action: &Self::Action) -> Result<Outcome, RuleError>;

    /// Applies an action known to be legal without checking it: replay of a log that was
    /// checked once, search over listed actions. The state and outcome are exactly `apply`'s.
    /// An action that is not legal may panic or leave a state the rules cannot reach: input
    /// from outside goes through `apply`.
    fn apply_unchecked(&mut self, action: &Self::Action) -> Outcome {
        self.apply(action).unwrap_or_else(|e| panic!("apply_unchecked of an illegal action {action:?}: {e}"))
    }

    /// A copy of the state as seat `viewer` may know it: what it cannot see (other seats'
    /// hands, the order of a bag, future dice) made up afresh from `seed`, consistent with all
    /// it has seen. Searches for that seat play on such copies. The default re-seeds the
    /// randomness source, which is enough for a game whose only secret is the future; games
    /// with hidden hands override it.
    fn determinize(&self, _viewer: usize, seed: u64) -> Self {
        let mut copy = self.clone();
        if let Some(random) = copy.random_mut() {
            random.reseed(seed);
        }
        copy
    }

    fn is_over(&self) -> bool {
        self.current_player().is_none()
    }

    /// Final scores, once the game is over.
    fn final_scores(&self) -> Option<Vec<FinalScore>>;

    /// A solo game's goal, standing and result (`core::solo`); `None` when the game is not
    /// played solo or has no goal to show.
    fn solo(&self) -> Option<super::Solo> {
        None
    }

    /// The map as the UI draws it.
    fn board_view(&self) -> BoardView;

    /// The map as `board_view` draws it, given the actions legal now (`legal_actions`): a game
    /// whose map marks where they act overrides it, so a table's answer, which lists them for
    /// the choices anyway, does not work them out twice.
    fn board_view_with(&self, _legal: &[Self::Action]) -> BoardView {
        self.board_view()
    }

    /// A board of the game's own (not a hex map), as data its own page component reads; it
    /// shows only what every seat may see. `None`: the game is played on the hex map.
    fn own_board(&self) -> Option<serde_json::Value> {
        None
    }

    /// What each seat's panel shows, as seen by `viewer` (hidden information stays hidden).
    fn player_summaries(&self, viewer: Option<usize>) -> Vec<PlayerSummary>;

    /// Game information shown beside the map, as `viewer` may see it (hidden hands stay hidden).
    fn info_panels(&self, _viewer: Option<usize>) -> Vec<InfoPanel> {
        Vec::new()
    }

    /// The turn's phases with the current one marked, for games whose turn has phases.
    fn phases(&self) -> Option<PhaseTrack> {
        None
    }

    /// Seats in the current turn order, for ordering the player panels; empty (the default)
    /// when the game has no turn order, and the panels go in seat order.
    fn turn_order(&self) -> Vec<usize> {
        Vec::new()
    }

    /// The seats' names, as the game's messages name the seats.
    fn seat_names(&self) -> Vec<String>;

    /// The current decision as a message ("{seat}: bid or drop out").
    fn prompt_words(&self) -> Msg;

    /// The action's label as a message ("Build a gentle curve at C5 for $3").
    fn describe_words(&self, action: &Self::Action) -> Msg {
        Msg::text(format!("{action:?}"))
    }

    /// The action's menu as a message ("Bid", "Build", "Move goods"); the UI groups by it.
    fn group_words(&self, _action: &Self::Action) -> Msg {
        Msg::text(String::new())
    }

    /// The prompt in English, for the command-line tool, logs and tests.
    fn prompt(&self) -> String {
        self.prompt_words().english(&self.seat_names())
    }

    /// The figures of each seat's panel as messages (label, value), in `player_summaries` order.
    fn figure_words(&self, viewer: Option<usize>) -> Vec<Vec<(Msg, Msg)>> {
        let raw = |(k, v): &(String, String)| (Msg::text(k.clone()), Msg::text(v.clone()));
        self.player_summaries(viewer).iter().map(|p| p.figures.iter().map(raw).collect()).collect()
    }

    /// The names of a seat's final-score parts as messages, in `FinalScore::breakdown` order;
    /// empty when the names are not in a catalogue.
    fn breakdown_words(&self, _player: usize) -> Vec<Msg> {
        Vec::new()
    }

    /// The info panels as messages: each title with its rows' (label, text).
    fn panel_words(&self, viewer: Option<usize>) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
        self.info_panels(viewer)
            .into_iter()
            .map(|p| (Msg::text(p.title), p.rows.into_iter().map(|r| (Msg::text(r.label), Msg::text(r.text))).collect()))
            .collect()
    }

    /// A short description of what an action does and when (a special action, an action
    /// tile, a contract), for a help tip beside its button; `None` when the label says it all.
    fn help_words(&self, _action: &Self::Action) -> Option<Msg> {
        None
    }

    /// Where the auction on screen stands, while one is running.
    fn auction_status(&self) -> Option<super::auction::AuctionStatus> {
        None
    }

    /// The action's label in English, for the command-line tool, logs and tests.
    fn describe(&self, action: &Self::Action) -> String {
        self.describe_words(action).english(&self.seat_names())
    }

    /// The action's menu in English.
    fn action_group(&self, action: &Self::Action) -> String {
        self.group_words(action).english(&self.seat_names())
    }

    /// Names and colours of whoever owns track, indexed as `PathView::owner` counts them: the
    /// seats (the default, an empty list), unless a game's pieces belong to something else
    /// (Steam Power's solo companies).
    fn track_owners(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    /// The names of `track_owners` as messages, in its order (empty when the owners are seats).
    fn track_owner_words(&self) -> Vec<Msg> {
        Vec::new()
    }

    /// The hexes an action is about (where it builds, where a cube starts and stops), so the
    /// map can mark them; the UI never reads them out of the action itself.
    fn action_hexes(&self, _action: &Self::Action) -> Vec<super::hex::Hex> {
        Vec::new()
    }

    /// What the action would put on the map, for a preview while the player chooses.
    fn action_preview(&self, _action: &Self::Action) -> Option<ActionPreview> {
        None
    }

    /// A build that lays a track tile, as the tile picker draws it; `None` for other actions.
    fn tile_pick(&self, _action: &Self::Action) -> Option<TilePick> {
        None
    }

    /// A cheap estimate of the final score of `seat` from the state now, in the units of
    /// `final_scores`, for searches that stop their look-ahead before the end. `None` (the
    /// default): the game has no cheap estimate, and searches play on to the end.
    fn evaluate(&self, _seat: usize) -> Option<f64> {
        None
    }

    /// How many moves a search's play-outs look ahead before `evaluate` scores them: games
    /// whose computer player takes long over a move ask for fewer.
    fn lookahead(&self) -> usize {
        40
    }

    /// A count that moves on at the points of the game where positions compare well (Age of
    /// Steam: the turn, which ends with the income): a search's play-outs stop when it moves
    /// on from where the search began, so every move is judged at the same moment. `None` (the
    /// default): play-outs stop after `lookahead` moves only.
    fn lookahead_mark(&self) -> Option<u32> {
        None
    }

    /// The moves a search weighs besides the computer player's own: `None` (the default) for
    /// every legal move; a game whose lists are long narrows them to those worth a look, and
    /// an empty list leaves the decision to its computer player.
    fn search_moves(&self) -> Option<Vec<Self::Action>> {
        None
    }

    /// What a computer player does now. The default picks uniformly among the legal actions;
    /// games override it with something that plays sensibly. `seed` makes it repeatable.
    fn bot_action(&self, seed: u64) -> Option<Self::Action> {
        let legal = self.legal_actions();
        if legal.is_empty() {
            return None;
        }
        let mut rng = super::Rng::new(seed);
        Some(legal[rng.index(legal.len())].clone())
    }

    /// Seat whose hidden information is on screen now, for hot-seat hand-over screens: when it
    /// changes between two human seats the UI hides the table until the next player confirms.
    /// `None` when the game has no hidden information.
    fn private_viewer(&self) -> Option<usize> {
        None
    }

    /// Conservation and consistency checks (money, cubes, tiles, workers); `Err` says what
    /// broke. Run after every action of the random-play checks.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}
