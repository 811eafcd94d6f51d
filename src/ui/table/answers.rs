//! The engine's answers to the table's commands: which one the page still waits for, and the
//! new table drawn from it (a computer seat's move in four steps).

use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::Msg;
use railyard::games::engine::{Command, Known, Reply, Response};
use railyard::games::snapshot::Snapshot;
use railyard::games::{Choice, LogLine};
use serde_json::Value;

use super::ctx::Hover;
use crate::ui::dom;
use crate::ui::engine::EngineLink;
use crate::ui::history::History;
use crate::ui::saves::load_error_text;

/// How long a computer seat's move stays "thinking" at least, so people can follow the play.
const COMPUTER_PAUSE_MS: f64 = 600.0;

/// What the page is waiting for from the engine.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Waiting {
    /// A person's command (a move, undo): its answer is the next table.
    Table(u64),
    /// The computer's move for the decision on screen.
    Think(u64),
    /// That move played: its answer is the next table, drawn in steps.
    Computer(u64),
}

impl Waiting {
    fn id(self) -> u64 {
        match self {
            Waiting::Table(n) | Waiting::Think(n) | Waiting::Computer(n) => n,
        }
    }
}

/// The later steps of drawing a computer's move, in order (the map, the record, then the
/// seats' panels and the information blocks), each in the task after the frame that drew the step
/// before; numbered by the answer they belong to, so a chain left from an earlier answer
/// stops instead of hurrying the next one's steps.
#[derive(Default)]
struct Steps {
    answer: u64,
    left: Vec<Box<dyn FnOnce()>>,
}
type LaterSteps = StoredValue<Steps, LocalStorage>;

/// Takes the next pending step (of `answer`'s chain, if named).
fn next_step(pending: LaterSteps, answer: Option<u64>) -> Option<Box<dyn FnOnce()>> {
    pending.try_update_value(|s| (answer.is_none_or(|a| a == s.answer) && !s.left.is_empty()).then(|| s.left.remove(0))).flatten()
}

/// Draws every step still pending, in order: an answer that follows goes on from there.
fn draw_pending(pending: LaterSteps) {
    while let Some(step) = next_step(pending, None) {
        step();
    }
}

/// Draws the answer's next pending step once the page has painted, then the one after it the
/// same way.
fn after_frame(pending: LaterSteps, answer: u64) {
    request_animation_frame(move || {
        set_timeout(
            move || {
                if let Some(step) = next_step(pending, Some(answer)) {
                    step();
                    after_frame(pending, answer);
                }
            },
            Duration::ZERO,
        );
    });
}

/// The table's state that the engine's answers change. Cheap to copy.
#[derive(Clone, Copy)]
pub(super) struct Live {
    /// The latest table, without the record and the actions (kept below; they grow with the
    /// game, and answers carry only what the page does not have).
    pub snap: RwSignal<Snapshot>,
    /// The decision's choices, taken out of the snapshot and shared, never copied: a late
    /// build decision has hundreds, and every view of them reads this one list.
    pub choices: RwSignal<Arc<Vec<Choice>>>,
    pub record: RwSignal<Vec<LogLine>>,
    /// The actions, for the save alone.
    pub actions: StoredValue<Vec<Value>>,
    pub played: RwSignal<usize>,
    /// What the last answer changed: the views of unchanged parts are not worked out again
    /// (`Snapshot::kept`).
    pub board_changes: Trigger,
    pub panel_changes: Trigger,
    pub info_changes: Trigger,
    /// The one request whose answer the page still wants; any other answer is stale.
    waiting: StoredValue<Option<Waiting>>,
    /// When the decision on screen appeared, for the computer's pause.
    shown_at: StoredValue<f64>,
    pub error: RwSignal<Option<Msg>>,
    pub selected: RwSignal<Option<Hex>>,
    later: LaterSteps,
}

impl Live {
    pub fn new(mut first: Snapshot) -> Self {
        let record = RwSignal::new(std::mem::take(&mut first.log));
        let actions = StoredValue::new(std::mem::take(&mut first.actions));
        let choices = RwSignal::new(Arc::new(std::mem::take(&mut first.choices)));
        Live {
            choices,
            played: RwSignal::new(actions.with_value(Vec::len)),
            snap: RwSignal::new(first),
            record,
            actions,
            board_changes: Trigger::new(),
            panel_changes: Trigger::new(),
            info_changes: Trigger::new(),
            waiting: StoredValue::new(None),
            shown_at: StoredValue::new(dom::now_ms()),
            error: RwSignal::new(None),
            selected: RwSignal::new(None),
            later: StoredValue::new_local(Steps::default()),
        }
    }

    /// What the page holds, which the engine's next table answer leaves out.
    pub fn known(&self) -> Known {
        Known {
            table: self.snap.with_untracked(|s| s.version),
            log: self.record.with_untracked(Vec::len),
            actions: self.actions.with_value(Vec::len),
        }
    }

    /// Sends `command`, whose answer is the next table, and waits for that answer alone.
    pub fn send_for_table(&self, engine: EngineLink, command: Command) {
        self.waiting.set_value(Some(Waiting::Table(engine.send_knowing(command, self.known()))));
    }

    /// Takes the engine's answers: only the one the page waits for, so an answer to a command
    /// the page has moved on from (a computer's move after Undo) is never applied.
    pub fn listen(self, engine: EngineLink, history: History, hover: Hover, decision: Memo<u64>) {
        engine.on_reply(move |r: Response| {
            if history.take(&r) {
                return;
            }
            if let Reply::Preview { version, index, preview } = r.reply {
                if hover.asked.get_value() == Some(r.id) && hover.hovered.get_value() == Some((version, index)) {
                    hover.preview.set(preview);
                }
                return;
            }
            let waited = self.waiting.get_value();
            if waited.map(Waiting::id) != Some(r.id) {
                return;
            }
            self.waiting.set_value(None);
            match r.reply {
                Reply::Table(s) => {
                    hover.pinned.set_value(None);
                    hover.preview.set(None);
                    self.draw(*s, matches!(waited, Some(Waiting::Computer(_))));
                }
                Reply::Refused(m) => self.error.set(Some(m)),
                Reply::Failed(e) => self.error.set(Some(Msg::text(load_error_text(&e)))),
                Reply::Move(Some(action)) => self.play_computer_later(engine, decision, action),
                Reply::Move(None) | Reply::Checked(_) | Reply::Preview { .. } | Reply::History { .. } | Reply::Exported { .. } => {}
            }
        });
    }

    /// Draws a new table. A person's move is drawn at once. A computer's move is drawn in four
    /// steps, each its own task and frame (the decision and the prompt, the map, the record, the
    /// seats' panels and the information blocks), so no single task holds the page while
    /// computer seats play one move after another.
    fn draw(self, mut s: Snapshot, computer: bool) {
        self.error.set(None);
        self.selected.set(None);
        self.shown_at.set_value(dom::now_ms());
        draw_pending(self.later);
        let (log_tail, log_from) = (std::mem::take(&mut s.log), s.log_from);
        let tail = std::mem::take(&mut s.actions);
        self.actions.update_value(|a| {
            a.truncate(s.actions_from);
            a.extend(tail);
        });
        self.played.set(self.actions.with_value(Vec::len));
        // A covered table's panels come whole with every answer.
        let (board, seats, infos) = (!s.kept.board, !s.kept.panels || s.covered.is_some(), !s.kept.infos || s.covered.is_some());
        self.snap.update_untracked(|held| s.take_kept(held));
        self.choices.set(Arc::new(std::mem::take(&mut s.choices)));
        self.snap.set(s);
        let map = move || {
            if board {
                self.board_changes.notify();
            }
        };
        let record = move || {
            self.record.update(|r| {
                r.truncate(log_from);
                r.extend(log_tail);
            });
        };
        let blocks = move || {
            for (changed, trigger) in [(seats, self.panel_changes), (infos, self.info_changes)] {
                if changed {
                    trigger.notify();
                }
            }
        };
        if computer {
            let answer = self.later.with_value(|s| s.answer) + 1;
            self.later.set_value(Steps { answer, left: vec![Box::new(map), Box::new(record), Box::new(blocks)] });
            after_frame(self.later, answer);
        } else {
            map();
            record();
            blocks();
        }
    }

    /// Plays the computer's move after a short pause from when the decision appeared, if the
    /// decision is still the one it was worked out for and nothing else is under way.
    fn play_computer_later(self, engine: EngineLink, decision: Memo<u64>, action: Value) {
        let tag = decision.get_untracked();
        let wait = (COMPUTER_PAUSE_MS - (dom::now_ms() - self.shown_at.get_value())).max(0.0);
        set_timeout(
            move || {
                if decision.try_get_untracked() != Some(tag) || self.waiting.try_get_value() != Some(None) {
                    return;
                }
                let id = engine.send_knowing(Command::PlayComputer { action }, self.known());
                self.waiting.set_value(Some(Waiting::Computer(id)));
            },
            Duration::from_millis(wait as u64),
        );
    }

    /// Asks the engine for the computer seat's move, at once (it works off the page's thread).
    pub fn think(&self, engine: EngineLink) {
        let id = engine.send(Command::Think { seed: dom::random_u64(), millis: Some(railyard::search::levels::HARD_MILLIS) });
        self.waiting.set_value(Some(Waiting::Think(id)));
    }

    /// Whether the computer is working out a move (its answer is not yet in).
    pub fn thinking(&self) -> bool {
        matches!(self.waiting.get_value(), Some(Waiting::Think(_)))
    }

    /// Whether a command that changes the game is under way.
    pub fn busy(&self) -> bool {
        self.waiting.get_value().is_some()
    }
}
