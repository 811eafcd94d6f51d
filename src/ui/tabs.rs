//! The same game open in two tabs. Each table remembers the stored text it last read or wrote;
//! when another tab writes the game (the `storage` event) the table turns read-only and offers
//! to load the latest. A write is also refused when the stored copy is no longer the one this
//! table knows (the event can come late or not at all), so no tab overwrites another's moves.

use leptos::prelude::*;

use super::i18n::*;
use super::saves;

/// Why a table is read-only.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stale {
    /// Another tab saved this game.
    ChangedElsewhere,
    /// This table's last move could not be saved: another tab had saved the game first.
    MoveNotSaved,
}

/// The stored copy this table is in step with, and whether it still is.
#[derive(Clone, Copy)]
pub struct TabSync {
    id: StoredValue<String>,
    known: StoredValue<Option<String>>,
    pub stale: RwSignal<Option<Stale>>,
}

impl TabSync {
    /// Starts from what is stored now, and listens for writes from other tabs until the table
    /// is closed.
    pub fn new(id: &str) -> TabSync {
        let sync = TabSync {
            id: StoredValue::new(id.to_string()),
            known: StoredValue::new(saves::stored(id)),
            stale: RwSignal::new(None),
        };
        let key = saves::storage_key(id);
        let listener = window_event_listener(leptos::ev::storage, move |ev: web_sys::StorageEvent| {
            // `key` is null when another tab cleared the whole storage.
            let ours = ev.key().is_none_or(|k| k == key);
            if ours && sync.stale.get_untracked().is_none() && !sync.in_step() {
                sync.stale.set(Some(Stale::ChangedElsewhere));
            }
        });
        on_cleanup(move || listener.remove());
        sync
    }

    fn in_step(&self) -> bool {
        let stored = self.id.with_value(|id| saves::stored(id));
        self.known.with_value(|k| *k == stored)
    }

    /// Before a write: true when the stored copy is still the one this table knows. Otherwise
    /// the table turns read-only and the write must not happen.
    pub fn may_write(&self) -> bool {
        if self.stale.get_untracked().is_some() {
            return false;
        }
        if !self.in_step() {
            self.stale.set(Some(Stale::MoveNotSaved));
            return false;
        }
        true
    }

    /// After a good write of `text`: the stored copy is now this table's own (kept as written,
    /// not read back: a late game's save is long).
    pub fn wrote(&self, text: String) {
        self.known.set_value(Some(text));
    }

    pub fn is_stale(&self) -> bool {
        self.stale.with(|s| s.is_some())
    }
}

/// The read-only notice with its button to load the latest copy.
#[component]
pub fn StaleNotice(sync: TabSync) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        sync.stale.get().map(|why| {
            view! {
                <div class="notice notice-error" role="alert" data-testid="stale-warning">
                    <span>{move || match why {
                        Stale::ChangedElsewhere => t_string!(i18n, stale_changed),
                        Stale::MoveNotSaved => t_string!(i18n, stale_not_saved),
                    }}</span>
                    <button class="btn btn-primary" data-testid="stale-reload"
                        on:click=move |_| { let _ = window().location().reload(); }>
                        {t!(i18n, stale_reload)}
                    </button>
                </div>
            }
        })
    }
}
