//! What the saved-games list shows of a save, stored beside it so that drawing the list never
//! replays a game. It is written whenever the game is saved, and rebuilt (one replay, bounded
//! by the save limits) only when missing, e.g. for saves from the first release.
//! A summary read from storage is untrusted like the save itself: it is cleaned on reading.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::check::{
    clean_name, clip, default_name, sane_time, valid_game_id, MAX_NAME_CHARS, MAX_PLAYERS, MAX_SAVE_BYTES,
    MAX_SEAT_NAME_CHARS,
};
use super::{LoadError, SaveFile};
use crate::core::colour::parse_hex;
use crate::core::Seat;
use crate::games::{game_info, AnySession};

/// Bumped when summaries gain something a rebuild must fill in.
pub const SUMMARY_VERSION: u32 = 2;

/// Colour shown for a seat whose stored colour is unusable.
const GREY: &str = "#9e9e9e";
/// Longest reason kept for a damaged save.
const MAX_REASON_CHARS: usize = 300;
/// Largest problem kept for a damaged save, as JSON (a real one is well under 500 bytes).
const MAX_PROBLEM_BYTES: usize = 2_000;
/// Largest summary text read (a real one is well under 1 KB).
const MAX_SUMMARY_BYTES: usize = 16_000;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Version of this record; another version is rebuilt.
    pub summary: u32,
    pub name: String,
    pub game: String,
    pub map: String,
    /// The game's set-up options as (option id, value), in the catalogue's order: every option
    /// of a save that loads (defaults included), only those its text names otherwise.
    #[serde(default)]
    pub options: Vec<(String, String)>,
    pub players: Vec<Seat>,
    /// Actions played so far.
    pub moves: usize,
    /// The game's turn or round number.
    #[serde(default)]
    pub round: Option<u32>,
    /// Seat to play next.
    #[serde(default)]
    pub to_play: Option<usize>,
    #[serde(default)]
    pub finished: bool,
    /// Last played, in milliseconds since the epoch (0: unknown).
    #[serde(default)]
    pub updated_ms: f64,
    /// Why the save does not load, when it does not: as said when it was found.
    #[serde(default)]
    pub damaged: Option<String>,
    /// The same as data, so the list says it in the language of the moment (summaries written
    /// before it have only the text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub problem: Option<LoadError>,
    /// A finished game's final scores as (seat, score, rank), best first; empty when unknown.
    #[serde(default)]
    pub scores: Vec<(usize, i64, usize)>,
    /// A finished solo game's result (older summaries have none: they are not rebuilt for it).
    #[serde(default)]
    pub solo: Option<crate::core::SoloResult>,
}

impl Summary {
    /// The summary of a loaded save.
    pub fn of(save: &SaveFile, session: &AnySession) -> Summary {
        Summary::of_game(save, session.round(), session.current_player(), session.is_over())
            .with_scores(session.final_scores().as_deref())
            .with_solo(session.solo().as_ref())
    }

    /// The same summary with a finished game's final scores, so the list can say who won.
    pub fn with_scores(mut self, finals: Option<&[crate::core::FinalScore]>) -> Summary {
        self.scores = finals.unwrap_or_default().iter().map(|f| (f.player, f.score, f.rank)).collect();
        self.cleaned()
    }

    /// The same summary with a finished solo game's result.
    pub fn with_solo(mut self, solo: Option<&crate::core::Solo>) -> Summary {
        self.solo = solo.and_then(|s| s.result.clone());
        self.cleaned()
    }

    /// The summary of a save that replays, from what its game says (an engine worker's answer).
    pub fn of_game(save: &SaveFile, round: Option<u32>, to_play: Option<usize>, finished: bool) -> Summary {
        Summary {
            summary: SUMMARY_VERSION,
            name: save.name.clone(),
            game: save.setup.game.clone(),
            map: save.setup.map.clone(),
            options: game_info(&save.setup.game)
                .map(|g| g.chosen_options(&save.setup.options).into_iter().map(|(o, v)| (o.id.to_string(), v.to_string())).collect())
                .unwrap_or_default(),
            players: save.setup.players.clone(),
            moves: save.actions.len(),
            round,
            to_play,
            finished,
            updated_ms: save.updated_ms,
            damaged: None,
            problem: None,
            scores: Vec::new(),
            solo: None,
        }
        .cleaned()
    }

    /// Loads a save's text (one replay) and sums it up; a save that does not load is summed
    /// up as damaged, with the reason.
    pub fn of_text(text: &str) -> Summary {
        match AnySession::load_json(text) {
            Ok((save, session)) => Summary::of(&save, &session),
            Err(e) => Summary::damaged(text, &e.to_string(), Some(e)),
        }
    }

    /// A damaged save: what can be read of it, and why it does not load (`why` as said now,
    /// `problem` as data).
    pub fn damaged(text: &str, why: &str, problem: Option<LoadError>) -> Summary {
        let mut s = Summary::salvage(text);
        s.damaged = Some(why.to_string());
        s.problem = problem;
        s.cleaned()
    }

    /// What a save's text says about itself, read without replaying or checking it.
    pub fn salvage(text: &str) -> Summary {
        let v: Value = if text.len() <= MAX_SAVE_BYTES { serde_json::from_str(text).unwrap_or(Value::Null) } else { Value::Null };
        let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).unwrap_or("").to_string();
        let players = v
            .get("players")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .take(MAX_PLAYERS)
                    .map(|p| Seat { name: s(p, "name"), colour: s(p, "colour"), bot: p.get("bot").and_then(Value::as_bool).unwrap_or(false),
                        level: p.get("level").and_then(Value::as_str).and_then(crate::core::Level::from_id).unwrap_or_default() })
                    .collect()
            })
            .unwrap_or_default();
        Summary {
            summary: SUMMARY_VERSION,
            name: s(&v, "name"),
            game: s(&v, "game"),
            map: s(&v, "map"),
            options: v
                .get("options")
                .and_then(Value::as_object)
                .map(|o| o.iter().filter_map(|(k, x)| Some((k.clone(), x.as_str()?.to_string()))).collect())
                .unwrap_or_default(),
            players,
            moves: v.get("actions").and_then(Value::as_array).map_or(0, Vec::len),
            round: None,
            to_play: None,
            finished: false,
            updated_ms: v.get("updated_ms").and_then(Value::as_f64).unwrap_or(0.0),
            damaged: None,
            problem: None,
            scores: Vec::new(),
            solo: None,
        }
        .cleaned()
    }

    /// A stored summary, cleaned; `None` when it is unreadable or of another version (then it
    /// is rebuilt from the save).
    pub fn from_json(text: &str) -> Option<Summary> {
        if text.len() > MAX_SUMMARY_BYTES {
            return None;
        }
        let s: Summary = serde_json::from_str(text).ok()?;
        (s.summary == SUMMARY_VERSION).then(|| s.cleaned())
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a summary always serializes")
    }

    /// Every field made safe to show: names cleaned and capped, colours `#rrggbb`, ids plain.
    fn cleaned(mut self) -> Summary {
        if !valid_game_id(&self.game) {
            self.game.clear();
        }
        if !valid_game_id(&self.map) {
            self.map.clear();
        }
        self.name = match clean_name(&self.name, MAX_NAME_CHARS) {
            n if n.is_empty() && !self.game.is_empty() => default_name(&self.game),
            n => n,
        };
        // Only the game's own options with one of their values, in its order.
        let named = std::mem::take(&mut self.options);
        if let Some(game) = game_info(&self.game) {
            for opt in &game.options {
                if let Some((_, v)) = named.iter().find(|(k, v)| k == opt.id && opt.choices.contains(&v.as_str())) {
                    self.options.push((opt.id.to_string(), v.clone()));
                }
            }
        }
        self.players.truncate(MAX_PLAYERS);
        for seat in &mut self.players {
            seat.name = clean_name(&seat.name, MAX_SEAT_NAME_CHARS);
            if parse_hex(&seat.colour).is_none() {
                seat.colour = GREY.into();
            }
        }
        self.to_play = self.to_play.filter(|&p| p < self.players.len());
        let seats = self.players.len();
        self.scores.retain(|s| s.0 < seats);
        self.scores.truncate(seats);
        if !self.finished {
            self.scores.clear();
            self.solo = None;
        }
        self.updated_ms = sane_time(self.updated_ms);
        self.damaged = self.damaged.map(|d| clip(&d, MAX_REASON_CHARS));
        // A problem only beside its text, and of a sane size (its values are shown as text).
        self.problem = self
            .problem
            .filter(|p| self.damaged.is_some() && serde_json::to_string(p).is_ok_and(|t| t.len() <= MAX_PROBLEM_BYTES));
        self
    }
}
