//! The rules reference: a "Rules" button that opens a short player aid for the game and map (the
//! turn, each phase, the price tables, the end and scoring, notes on the map) in a dialog. The
//! dialog keeps the focus while open (Tab cycles inside it, Escape closes it) and gives it back
//! to the button when it closes. Its words come from `railyard::games::reference`; the home
//! screen's module fetches them when the dialog first opens (`words.rs`), saying so meanwhile.

use leptos::prelude::*;
use railyard::games::game_info;
use railyard::games::reference::{reference, Section};
use serde_json::Value;

use super::fill;
use super::i18n::*;

#[component]
pub fn RulesButton(
    #[prop(into)] game: Signal<String>,
    #[prop(into)] map: Signal<String>,
    #[prop(into)] options: Signal<Value>,
) -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let opener = NodeRef::<leptos::html::Button>::new();
    let close = Callback::new(move |_: ()| {
        open.set(false);
        if let Some(b) = opener.get_untracked() {
            let _ = b.focus();
        }
    });
    view! {
        <button type="button" class="btn btn-quiet" data-testid="rules-open" node_ref=opener
            aria-haspopup="dialog" on:click=move |_| open.update(|o| *o = !*o)>
            <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M5 4h9a4 4 0 014 4v12H9a4 4 0 01-4-4zM9 8h5M9 12h5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
            <span>{t!(i18n, teach_rules)}</span>
        </button>
        <Show when=move || open.get()>
            {once_loaded!(view dialog(game.get_untracked(), map.get_untracked(), options.get_untracked(), close))}
        </Show>
    }
}

split_off! {
    /// The dialog, split off: most visits never open it.
    fn dialog(game: String, map: String, options: Value, close: Callback<()>) -> AnyView {
        view! { <RulesDialog game=game map=map options=options close=close/> }.into_any()
    }
}

#[component]
fn RulesDialog(game: String, map: String, options: Value, close: Callback<()>) -> impl IntoView {
    let i18n = use_i18n();
    super::words::want();
    let sections = StoredValue::new(reference(&game, &map, &options));
    let title = game_info(&game)
        .map(|g| {
            let map_name = g.maps.iter().find(|m| m.id == map).map(|m| super::options::map_name(i18n, m.id, m.name));
            match map_name {
                Some(m) => format!("{} · {m}", g.name),
                None => g.name.to_string(),
            }
        })
        .unwrap_or(game);
    let first = NodeRef::<leptos::html::Button>::new();
    let last = NodeRef::<leptos::html::Button>::new();
    // Which of the dialog's stops has the focus: the top close button, the text, the bottom one.
    let at = StoredValue::new(0u8);
    Effect::new(move |_| {
        if let Some(b) = first.get() {
            let _ = b.focus();
        }
    });
    let keys = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "Escape" => {
            ev.prevent_default();
            close.run(());
        }
        "Tab" => {
            let wrap = if ev.shift_key() { (at.get_value() == 0).then_some(last) } else { (at.get_value() == 2).then_some(first) };
            if let Some(target) = wrap {
                ev.prevent_default();
                if let Some(b) = target.get_untracked() {
                    let _ = b.focus();
                }
            }
        }
        _ => {}
    };
    view! {
        <div class="rules-ref-backdrop" data-testid="rules-backdrop" on:click=move |_| close.run(())>
            <div class="rules-ref" role="dialog" aria-modal="true" aria-labelledby="rules-ref-title" data-testid="rules-ref"
                on:keydown=keys on:click=|ev| ev.stop_propagation()>
                <header class="rules-ref-head">
                    <h2 id="rules-ref-title">{move || fill(t_string!(i18n, teach_rules_title), &[("game", &title)])}</h2>
                    <button type="button" class="btn btn-quiet" data-testid="rules-close" node_ref=first
                        on:focus=move |_| at.set_value(0) on:click=move |_| close.run(())>{t!(i18n, teach_close)}</button>
                </header>
                <div class="rules-ref-body" tabindex="0" data-testid="rules-body" on:focus=move |_| at.set_value(1)>
                    <p class="muted">{t!(i18n, teach_rules_note)}</p>
                    <Show when=move || super::words::ready(i18n.get_locale().as_str())
                        fallback=move || view! { <p class="muted" data-testid="rules-loading">{t!(i18n, rules_ref_loading)}</p> }>
                        {move || sections.get_value().into_iter().map(|s| view! { <RefSection s=s/> }).collect_view()}
                    </Show>
                </div>
                <footer class="rules-ref-foot">
                    <button type="button" class="btn" data-testid="rules-close-bottom" node_ref=last
                        on:focus=move |_| at.set_value(2) on:click=move |_| close.run(())>{t!(i18n, teach_close)}</button>
                </footer>
            </div>
        </div>
    }
}

#[component]
fn RefSection(s: Section) -> impl IntoView {
    let i18n = use_i18n();
    let say = move |m: &railyard::core::Msg| super::words::say(m, i18n.get_locale().as_str(), &[]);
    let Section { title, lines, table, heading } = s;
    let (head, rows) = match table.split_first() {
        Some((h, r)) if heading => (Some(h.clone()), r.to_vec()),
        _ => (None, table),
    };
    view! {
        <section class="rules-ref-section" data-testid="rules-section">
            <h3>{move || say(&title)}</h3>
            {lines.into_iter().map(|l| view! { <p>{move || say(&l)}</p> }).collect_view()}
            {(!rows.is_empty()).then(|| view! {
                <table class="rules-ref-table">
                    {head.map(|h| view! { <thead><tr>{h.into_iter().map(|c| view! { <th scope="col">{move || say(&c)}</th> }).collect_view()}</tr></thead> })}
                    <tbody>
                        {rows.into_iter().map(|r| {
                            let mut cells = r.into_iter();
                            let first = cells.next();
                            view! { <tr>
                                {first.map(|c| view! { <th scope="row">{move || say(&c)}</th> })}
                                {cells.map(|c| view! { <td>{move || say(&c)}</td> }).collect_view()}
                            </tr> }
                        }).collect_view()}
                    </tbody>
                </table>
            })}
        </section>
    }
}
