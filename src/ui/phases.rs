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
    view! {
        <Show when=move || phases.with(Option::is_some)>
            <nav class="phase-tracker" data-testid="phase-tracker" aria-label=move || t_string!(i18n, turn_phases)>
                <span class="phase-turn" data-testid="phase-turn">{move || phases.with(|p| p.as_ref().map(|p| p.turn.clone()))}</span>
                <ol class="phases" node_ref=list_ref>
                    {move || phases.get().map(|p| p.phases.into_iter().enumerate().map(|(i, name)| {
                        let current = i == p.current;
                        let title = name.clone();
                        view! {
                            <li class="phase" class:current=current class:done=i < p.current data-testid="phase"
                                aria-current=current.then_some("step") title=title>
                                <span class="phase-num" aria-hidden="true">{(i + 1).to_string()}</span>
                                <span class="phase-name">{name}</span>
                            </li>
                        }
                    }).collect_view())}
                </ol>
            </nav>
        </Show>
    }
}
