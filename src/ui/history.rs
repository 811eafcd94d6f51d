//! History stepping: the table as it was after an earlier move, read only. The engine replays
//! the log up to that move and answers a past table (`Command::History`); while one is on
//! screen the map, panels and phase tracker draw it, the decision area gives way to a banner,
//! and nothing can be played. Arrow keys step, Escape returns to the game.

use leptos::prelude::*;
use railyard::games::engine::{Command, Reply, Response};
use railyard::games::snapshot::Snapshot;

use super::engine::EngineLink;
use super::fill;
use super::i18n::*;

/// A past table: after the first `step` of `total` moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Past {
    pub step: usize,
    pub total: usize,
    pub table: Snapshot,
}

/// The history state of one table. Cheap to copy.
#[derive(Clone, Copy)]
pub struct History {
    pub past: RwSignal<Option<Past>>,
    /// The id of the request whose answer is wanted, and the step it asked for.
    asked: StoredValue<Option<(u64, usize)>>,
    /// How many moves the live game has.
    total: Memo<usize>,
    engine: EngineLink,
}

/// The table on screen, read in place: the past one while stepping back, else the game's.
/// (A memo of it would copy the whole table, choices and board, on every move.)
#[derive(Clone, Copy)]
pub struct Shown {
    pub history: History,
    pub live: RwSignal<Snapshot>,
}

impl Shown {
    pub fn with<R>(&self, f: impl FnOnce(&Snapshot) -> R) -> R {
        self.history.past.with(|p| match p {
            Some(p) => f(&p.table),
            None => self.live.with(f),
        })
    }

    pub fn with_untracked<R>(&self, f: impl FnOnce(&Snapshot) -> R) -> R {
        self.history.past.with_untracked(|p| match p {
            Some(p) => f(&p.table),
            None => self.live.with_untracked(f),
        })
    }
}

impl History {
    pub fn new(engine: EngineLink, total: Memo<usize>) -> History {
        History { past: RwSignal::new(None), asked: StoredValue::new(None), total, engine }
    }

    pub fn viewing(&self) -> bool {
        self.past.with(Option::is_some)
    }

    /// The move on screen (the live game: all of them).
    pub fn step(&self) -> usize {
        self.asked
            .get_value()
            .map(|a| a.1)
            .or_else(|| self.past.with(|p| p.as_ref().map(|p| p.step)))
            .unwrap_or_else(|| self.total.get_untracked())
    }

    /// Shows the table after move `step`; the last move is the live game.
    pub fn show(&self, step: usize) {
        let total = self.total.get_untracked();
        if step >= total {
            self.leave();
            return;
        }
        let id = self.engine.send(Command::History { step });
        self.asked.set_value(Some((id, step)));
    }

    pub fn back(&self) {
        let step = self.step();
        if step > 0 {
            self.show(step - 1);
        }
    }

    pub fn forward(&self) {
        self.show(self.step() + 1);
    }

    pub fn leave(&self) {
        self.asked.set_value(None);
        self.past.set(None);
    }

    /// Takes the engine's answer if it is a past table the page asked for; true when it was
    /// one (wanted or not), so the table's own handler leaves it.
    pub fn take(&self, r: &Response) -> bool {
        let Reply::History { step, total, table } = &r.reply else { return false };
        if self.asked.get_value().map(|a| a.0) == Some(r.id) {
            self.asked.set_value(None);
            self.past.set(Some(Past { step: *step, total: *total, table: (**table).clone() }));
        }
        true
    }
}

/// What replaces the decision area while a past table is on screen.
#[component]
pub fn HistoryBanner(history: History) -> impl IntoView {
    let i18n = use_i18n();
    let past = history.past;
    // Arrow keys step and Escape returns, unless typing in a field.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if !history.viewing() || ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
            return;
        }
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => history.back(),
            "ArrowRight" => history.forward(),
            "Escape" => history.leave(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
    let title = move || {
        past.with(|p| {
            p.as_ref().map(|p| {
                let (n, total) = (p.step.to_string(), p.total.to_string());
                if p.step == 0 {
                    fill(t_string!(i18n, history_start), &[("total", &total)])
                } else {
                    fill(t_string!(i18n, history_viewing), &[("n", &n), ("total", &total)])
                }
            })
        })
    };
    let at_start = move || past.with(|p| p.as_ref().is_none_or(|p| p.step == 0));
    view! {
        <section class="history-banner" data-testid="history-banner" role="status" aria-live="polite">
            <h3 class="section-title" data-testid="history-title">{title}</h3>
            <p class="muted">{t!(i18n, history_note)}</p>
            <div class="history-steps">
                <button class="btn" data-testid="history-prev" disabled=at_start on:click=move |_| history.back()
                    aria-label=move || t_string!(i18n, history_previous) title=move || t_string!(i18n, history_previous)>
                    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
                </button>
                <button class="btn" data-testid="history-next" on:click=move |_| history.forward()
                    aria-label=move || t_string!(i18n, history_next) title=move || t_string!(i18n, history_next)>
                    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
                </button>
                <button class="btn btn-primary" data-testid="history-leave" on:click=move |_| history.leave()>
                    {t!(i18n, history_back_to_game)}
                </button>
            </div>
            <p class="muted history-keys">{t!(i18n, history_keys)}</p>
        </section>
    }
}
