//! Whom the page acts for at the table: a person holding the device, a computer seat that is
//! thinking, or the hand-over screen between two people who share the device and hide their
//! hands from each other. Only a person's turn shows options and takes clicks.

use leptos::prelude::*;
use railyard::core::Seat;
use railyard::games::snapshot::Snapshot;

use super::fill;
use super::i18n::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The game is over, or nobody is to move.
    Idle,
    /// A person plays this seat from the page.
    Person(usize),
    /// A computer seat is to move: the page shows that it is thinking, never its options.
    Computer(usize),
    /// The device goes to the person at this seat: the table is covered, and none of their
    /// options or hand is on the page, until they say they hold it.
    HandOver(usize),
}

impl Turn {
    /// Works the turn out from the engine's snapshot, the seats and the seat whose hand was
    /// revealed last.
    pub fn of(s: &Snapshot, seats: &[Seat], revealed: Option<usize>) -> Turn {
        if s.over {
            return Turn::Idle;
        }
        let people = seats.iter().filter(|p| !p.bot).count();
        if let Some(p) = s.private_viewer {
            let person = seats.get(p).is_some_and(|x| !x.bot);
            if person && people > 1 && revealed != Some(p) {
                return Turn::HandOver(p);
            }
        }
        match s.current {
            Some(p) if s.computer == Some(p) => Turn::Computer(p),
            Some(p) => Turn::Person(p),
            None => Turn::Idle,
        }
    }

    pub fn is_person(self) -> bool {
        matches!(self, Turn::Person(_))
    }

    pub fn covered(self) -> bool {
        matches!(self, Turn::HandOver(_))
    }
}

/// The hand-over screen. It holds the focus: it takes it when it appears and Tab stays on it,
/// while the table under it is inert. Escape does not close it: that would show the hand it
/// covers to whoever holds the device. Once it is gone the focus goes to the decision (see
/// `table`).
#[component]
pub fn HandOverCover(name: String, on_ready: Callback<()>) -> impl IntoView {
    let i18n = use_i18n();
    let ready = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = ready.get() {
            let _ = b.focus();
        }
    });
    let hold = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(root) = ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
            super::focus::keep_tab_inside(&ev, &root);
        }
    };
    let (n1, n2, n3) = (name.clone(), name.clone(), name);
    view! {
        <div class="hand-over" role="dialog" aria-modal="true" aria-labelledby="hand-over-title"
            data-testid="hand-over" on:keydown=hold>
            <div>
                <h2 id="hand-over-title">{move || fill(t_string!(i18n, hand_over_title), &[("name", &n1)])}</h2>
                <p>{move || fill(t_string!(i18n, hand_over_note), &[("name", &n2)])}</p>
                <button class="btn btn-primary btn-big" data-testid="hand-over-ready" node_ref=ready
                    on:click=move |_| on_ready.run(())>
                    {move || fill(t_string!(i18n, hand_over_ready), &[("name", &n3)])}
                </button>
            </div>
        </div>
    }
}

/// What a computer seat is doing on its turn.
#[component]
pub fn ComputerThinking(#[prop(into)] name: Signal<String>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <p class="muted thinking" data-testid="bot-thinking" role="status">
            {move || name.with(|name| fill(t_string!(i18n, bot_thinking), &[("name", name)]))}
        </p>
    }
}
