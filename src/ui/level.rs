//! A computer seat's level: chosen at set-up, shown on the seat's panel and in the saves list.

use leptos::prelude::*;
use railyard::core::Level;

use super::i18n::*;

/// The level's name in the page's language.
pub fn level_word(i18n: I18n, level: Level) -> &'static str {
    match level {
        Level::Easy => t_string!(i18n, level_easy),
        Level::Normal => t_string!(i18n, level_normal),
        Level::Hard => t_string!(i18n, level_hard),
    }
}

/// The level picker of seat `i` at set-up.
#[component]
pub fn LevelSelect(i: usize, level: Signal<Level>, set: Callback<Level>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <label class="seat-level">
            <span class="visually-hidden">{move || t_string!(i18n, level_label)}</span>
            <select data-testid=format!("seat-level-{i}") title=move || t_string!(i18n, level_label)
                on:change=move |ev| { if let Some(l) = Level::from_id(&event_target_value(&ev)) { set.run(l) } }>
                {Level::ALL.into_iter().map(|l| view! {
                    <option value=l.id() selected=move || level.get() == l>{move || level_word(i18n, l)}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// A computer seat's level as a small badge.
#[component]
pub fn LevelMark(level: Level) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <span class="badge level-mark" data-testid="level-mark" data-level=level.id()
            title=move || t_string!(i18n, level_label)>{move || level_word(i18n, level)}</span>
    }
}
