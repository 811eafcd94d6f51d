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
    // Placements on a game's own board are made there: that game's decision panel leaves them
    // out, and comes with its board's chunk.
    if table.snap.with_untracked(|s| s.own_board.is_some()) {
        return once_loaded!(view super::russian_railroads::action_panel(table));
    }
    decision_view(table, super::auction::without_steppers(table))
}

/// No dedicated panel yet: every game plays through the generic one (`rest`: the choices the
/// steppers do not offer), with the auction's status and a stepper for numbered choices (bids,
/// shares) above it.
pub fn decision_view(table: TableCtx, rest: TableCtx) -> AnyView {
    view! {
        <AuctionStatusView table=table/>
        <Steppers table=table/>
        <GenericActions table=rest/>
    }
    .into_any()
}
