//! The table as it was after an earlier action, for stepping through the game record without
//! changing the game, and the record since a seat last acted. A past table is the replay of
//! the log's first actions; hands stay as hidden as at the live table.

use super::snapshot::{self, Snapshot};
use super::{LogLine, Rounds};
use crate::core::{Game, Msg, RuleError};
use crate::save::Session;

/// The table after the first `step` actions of `s`, as the page shows it while stepping back:
/// no choices, no record, no log. The hands are those of the only person at the table (who saw
/// them then), or none when several people share the device or nobody plays.
pub fn at<G: Game + Rounds>(s: &Session<G>, step: usize) -> Result<Snapshot, RuleError> {
    Replays::default().at(s, step)
}

/// How many actions apart the kept replays are.
const EVERY: usize = 16;

/// Replays of the open game kept every `EVERY` actions, so a past table replays a few actions
/// from the nearest one instead of the whole log. Cleared when the log changes other than by
/// growing (a game opened, a move taken back).
pub struct Replays<G: Game> {
    kept: Vec<Session<G>>,
}

impl<G: Game> Default for Replays<G> {
    fn default() -> Self {
        Replays { kept: Vec::new() }
    }
}

impl<G: Game + Rounds> Replays<G> {
    pub fn clear(&mut self) {
        self.kept.clear();
    }

    /// The past table after the first `step` actions of `s` (see `at`).
    pub fn at(&mut self, s: &Session<G>, step: usize) -> Result<Snapshot, RuleError> {
        if step > s.history.len() {
            return Err(RuleError::say(Msg::new("table.history-out-of-range"), &[]));
        }
        if self.kept.is_empty() {
            self.kept.push(Session::<G>::with_given(s.setup.clone(), s.given.clone())?);
        }
        // The session's own log, every action of which was checked when it was played.
        while self.kept.len() <= step / EVERY {
            let from = (self.kept.len() - 1) * EVERY;
            let mut next = self.kept.last().expect("kept").clone();
            for entry in &s.history[from..from + EVERY] {
                next.play_unchecked(entry.action.clone());
            }
            self.kept.push(next);
        }
        let mut past = self.kept[step / EVERY].clone();
        for entry in &s.history[step / EVERY * EVERY..step] {
            past.play_unchecked(entry.action.clone());
        }
        Ok(table(s, &past))
    }
}

/// The past table of `past`, a replay of the first actions of `s`.
fn table<G: Game + Rounds>(s: &Session<G>, past: &Session<G>) -> Snapshot {
    let mut people = s.setup.players.iter().enumerate().filter(|(_, p)| !p.bot).map(|(i, _)| i);
    let viewer = match (people.next(), people.next()) {
        (Some(only), None) => Some(only),
        _ => None,
    };
    // Its choices, record and actions are not shown: none is worked out.
    let mut table = snapshot::without_choices(past);
    table.open = snapshot::seen(past, viewer, viewer);
    table.covered = None;
    table.private_viewer = None;
    table.computer = None;
    table.undoable = false;
    table
}

/// The record's lines since `seat` last acted: empty when it never has, or acted last.
pub fn since_last_turn(log: &[LogLine], seat: usize) -> &[LogLine] {
    match log.iter().rposition(|l| l.actor == Some(seat)) {
        Some(last) => {
            // The rest of that action's lines are the seat's own turn too.
            let step = log[last].step;
            let from = log[last..].iter().position(|l| l.step != step).map_or(log.len(), |k| last + k);
            &log[from..]
        }
        None => &[],
    }
}
