//! Short help beside a choice: the text is the choice's tooltip for a pointer (`title`) and its
//! description for screen readers (`aria-describedby`), and a small "i" button opens it on touch.

use leptos::prelude::*;

use super::i18n::*;

/// The "i" button and the text it opens; `id` names the text for `aria-describedby`.
#[component]
pub fn HelpTip(#[prop(into)] text: Signal<String>, #[prop(into)] id: String) -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    view! {
        <span class="help-tip" data-testid="help-tip">
            <button type="button" class="help-button" data-testid="help-button" title=move || text.get()
                aria-label=move || t_string!(i18n, teach_help) aria-controls=id.clone()
                aria-expanded=move || if open.get() { "true" } else { "false" }
                on:click=move |_| open.update(|o| *o = !*o)>"i"</button>
            <span class="help-text" role="note" id=id.clone() data-testid="help-text" class:open=move || open.get()>{move || text.get()}</span>
        </span>
    }
}

/// What a set-up option is about, whatever value it takes.
pub fn option_help(i18n: I18n, id: &str) -> Option<&'static str> {
    match id {
        "edition" => Some(t_string!(i18n, teach_option_edition)),
        "rules" => Some(t_string!(i18n, teach_option_rules)),
        "order" => Some(t_string!(i18n, teach_option_order)),
        _ => None,
    }
}
