//! What a game panel gets from the table: the decision on screen, its choices, and the means
//! to play one or to ask for its preview on the map.

use std::sync::Arc;

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::view::ActionPreview;
use railyard::games::engine::Command;
use railyard::games::snapshot::Snapshot;
use railyard::games::Choice;
use serde_json::Value;

use crate::ui::engine::EngineLink;

/// What a game panel needs from the table. Cheap to copy.
#[derive(Clone, Copy)]
pub struct TableCtx {
    /// The engine's latest answer: everything the table draws (for game panels).
    #[allow(dead_code)]
    pub snap: RwSignal<Snapshot>,
    /// The seats' names, for rendering messages that name seats.
    pub names: Memo<Vec<String>>,
    /// The hex last clicked (or chosen with Enter/Space) on the map; `None` when cleared.
    pub selected: RwSignal<Option<Hex>>,
    /// Legal actions of the current decision (JSON as the engine takes them) with the engine's
    /// labels and menu groups; none unless a person at the device is to move (never a
    /// computer's options, nor those of a covered seat).
    pub choices: Memo<Arc<Vec<Choice>>>,
    /// Plays an action a person chose; a refusal is shown under the action area. Refused for a
    /// computer seat, and ignored while the table is covered or the engine is busy.
    pub play: Callback<Value>,
    /// Changes with every change of the game: the identity of the decision on screen. A
    /// panel is drawn for one decision and its buttons only play for that decision.
    pub decision: Memo<u64>,
    /// The choice (by its index) under the pointer or keyboard focus, or none: its preview is
    /// asked of the engine and drawn when it comes, if the choice is still under it.
    pub hover: Hover,
}

/// Asks for the preview of the choice under the pointer or focus. A button losing the focus as
/// the table closes calls it after the table's values are gone: then it does nothing.
#[derive(Clone, Copy)]
pub struct Hover {
    pub(super) hovered: StoredValue<Option<(u64, usize)>>,
    pub(super) asked: StoredValue<Option<u64>>,
    pub(super) preview: RwSignal<Option<ActionPreview>>,
    /// The preview of a choice picked but not yet confirmed (the tile picker's): shown again
    /// when the pointer leaves another choice.
    pub(super) pinned: StoredValue<Option<ActionPreview>>,
    pub(super) snap: RwSignal<Snapshot>,
    /// The decision's choices, whoever is to move.
    pub(super) offered: RwSignal<Arc<Vec<Choice>>>,
    pub(super) engine: EngineLink,
}

impl Hover {
    /// Draws `p` on the map until it is unpinned (`None`) or the game changes.
    pub fn pin(&self, p: Option<ActionPreview>) {
        self.hovered.try_update_value(|h| *h = None);
        self.pinned.try_update_value(|x| *x = p.clone());
        self.preview.try_set(p);
    }

    /// Asks for the preview of the choice that plays `action` in the decision on screen.
    pub fn run_action(&self, action: Option<&Value>) {
        let index = action.and_then(|a| self.offered.try_with_untracked(|c| c.iter().find(|x| x.action == *a).map(|x| x.index)).flatten());
        self.run(index);
    }

    pub fn run(&self, choice: Option<usize>) {
        match choice {
            None => {
                self.hovered.try_update_value(|h| *h = None);
                self.asked.try_update_value(|a| *a = None);
                self.preview.try_set(self.pinned.try_get_value().flatten());
            }
            Some(index) => {
                let Some(version) = self.snap.try_with_untracked(|s| s.version) else { return };
                self.hovered.try_update_value(|h| *h = Some((version, index)));
                let id = self.engine.send(Command::Preview { version, index });
                self.asked.try_update_value(|a| *a = Some(id));
            }
        }
    }
}

impl TableCtx {
    /// Plays the action a button shows, for a click on a panel drawn for decision `tag`. A click
    /// on the panel of an earlier decision does nothing, and neither does the second click of a
    /// double click: by then the panel under the pointer shows the next decision.
    pub fn click(&self, action: &Value, tag: u64, ev: &leptos::ev::MouseEvent) {
        if ev.detail() > 1 || self.decision.get_untracked() != tag {
            return;
        }
        self.play.run(action.clone());
    }

    /// Plays `action` for a click on a button that stays drawn while decisions offer it: only
    /// if the decision on screen offers it, and not for the second click of a double click.
    pub fn click_offered(&self, action: &Value, ev: &leptos::ev::MouseEvent) {
        if ev.detail() > 1 || !self.choices.with_untracked(|c| c.iter().any(|x| x.action == *action)) {
            return;
        }
        self.play.run(action.clone());
    }
}

