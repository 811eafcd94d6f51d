//! Game-specific action panels, chosen by the game at the table (`TableCtx::game`).
//!
//! To add a panel for a game: create `src/ui/games/<game>.rs` with
//!
//! ```ignore
//! #[component]
//! pub fn AgeOfSteamPanel(table: TableCtx) -> impl IntoView { ... }
//! ```
//!
//! and return it from `action_panel` for that game. `TableCtx` gives the engine's snapshot,
//! the legal actions (`table.choices`: JSON as `play_json` takes them, with labels; empty unless a
//! person at the device is to move), `table.click` to play one from a button drawn for
//! `table.decision` (a stale panel or a double click plays nothing), `table.play` underneath,
//! `table.selected` (the hex the player clicked or chose with the keyboard; set again on every
//! click, `None` when cleared). A panel may fall back to
//! `GenericActions` for decisions it does not draw itself.

use leptos::prelude::*;

use super::actions::GenericActions;
use super::auction::{AuctionStatusView, Steppers};
use super::table::TableCtx;

/// The action area for the game at the table.
pub fn action_panel(table: TableCtx) -> AnyView {
    // No dedicated panel yet: every game plays through the generic one, with the auction's
    // status and a stepper for numbered choices (bids, shares) above it.
    let rest = super::auction::without_steppers(table);
    // Placements on a game's own board are made there (highlight, preview, confirm).
    let rest = if table.snap.with_untracked(|s| s.own_board.is_some()) {
        let choices = Memo::new(move |_| rest.choices.get().into_iter().filter(|c| super::russian_railroads::placement(c).is_none()).collect());
        TableCtx { choices, ..rest }
    } else {
        rest
    };
    view! {
        <AuctionStatusView table=table/>
        <Steppers table=table/>
        <GenericActions table=rest/>
    }
    .into_any()
}
