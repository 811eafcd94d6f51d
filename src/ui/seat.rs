//! A seat's token and the computer mark: drawn by the table, the record and the saved-games
//! list, so the home screen's module has them without the table's.

use leptos::prelude::*;
use railyard::core::colour::ink_on;

use super::i18n::*;

/// A seat's token: its colour with the seat number, so colour is never the only signal.
#[component]
pub fn SeatToken(seat: usize, colour: String) -> impl IntoView {
    let ink = ink_on(&colour);
    view! {
        <svg class="seat-token" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill=colour stroke="#1b1b1b" stroke-opacity="0.35"/>
            <text x="10" y="10.5" fill=ink>{(seat + 1).to_string()}</text>
        </svg>
    }
}

/// The mark of a seat the computer plays: an icon named "Computer" for screen readers.
#[component]
pub fn ComputerMark() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <span class="computer-mark" role="img" data-testid="computer-mark"
            aria-label=move || t_string!(i18n, seat_bot) title=move || t_string!(i18n, seat_bot)>
            <svg class="icon" viewBox="0 0 24 24" aria-hidden="true">
                <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="2"/>
                <path d="M8 20h8M12 16v4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>
                <circle cx="9" cy="10" r="1.5" fill="currentColor"/>
                <circle cx="15" cy="10" r="1.5" fill="currentColor"/>
            </svg>
        </span>
    }
}
