//! The phase tracker: a strip over the table naming the turn or round and every phase of the
//! turn, the current one marked. The engine says which phases there are and where the game
//! stands (`PhaseTrack` in the snapshot); this only draws it in the page's language.

use leptos::prelude::*;

use super::i18n::*;

/// The turn's words and phases in the page's language, and the index of the current phase.
#[derive(Clone, Debug, PartialEq)]
pub struct Phases {
    pub turn: String,
    pub phases: Vec<String>,
    pub current: usize,
}

#[component]
pub fn PhaseTracker(phases: Memo<Option<Phases>>) -> impl IntoView {
    let i18n = use_i18n();
    let list_ref = NodeRef::<leptos::html::Ol>::new();
    // Keep the current phase in view where the strip is narrower than its phases.
    Effect::new(move |_| {
        phases.track();
        if let Some(list) = list_ref.get() {
            request_animation_frame(move || {
                let Ok(Some(el)) = list.query_selector("[aria-current]") else { return };
                let (at, bounds) = (el.get_bounding_client_rect(), list.get_bounding_client_rect());
                if at.left() < bounds.left() || at.right() > bounds.right() {
                    list.set_scroll_left(list.scroll_left() + (at.left() - bounds.left()) as i32);
                }
            });
        }
    });
    let current = move || phases.with(|p| p.as_ref().map(|p| p.current));
    view! {
        <Show when=move || phases.with(Option::is_some)>
            <nav class="phase-tracker" data-testid="phase-tracker" aria-label=move || t_string!(i18n, turn_phases)>
                <span class="phase-turn" data-testid="phase-turn">{move || phases.with(|p| p.as_ref().map(|p| p.turn.clone()))}</span>
                <ol class="phases" node_ref=list_ref>
                    // The phases keep their elements; a new phase moves only the marks.
                    <For each=move || phases.with(|p| p.as_ref().map_or_else(Vec::new, |p| p.phases.iter().cloned().enumerate().collect()))
                        key=|p: &(usize, String)| p.clone() children=move |(i, name)| view! {
                        <li class="phase" class:current=move || current() == Some(i) class:done=move || current().is_some_and(|c| i < c)
                            data-testid="phase" aria-current=move || (current() == Some(i)).then_some("step") title=name.clone()>
                            <span class="phase-num" aria-hidden="true">{(i + 1).to_string()}</span>
                            <span class="phase-name">{name.clone()}</span>
                        </li>
                    }/>
                </ol>
            </nav>
        </Show>
    }
}
