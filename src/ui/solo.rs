//! A solo game's goal and result, as the engine words them (`core::solo`): while it runs, the
//! goal and where the game stands against it; at the end, the result in the rulebook's terms.
//! The saved-games list shows a finished solo game's result the same way (`save_list::result_line`).

use leptos::prelude::*;
use railyard::core::words::render;
use railyard::core::Msg;

use super::home::outcome_words;
use super::i18n::*;
use super::table::TableCtx;

/// The goal of a solo game and where it stands, under the decision while the game runs.
#[component]
pub fn SoloGoal(table: TableCtx) -> impl IntoView {
    let i18n = use_i18n();
    let solo = Memo::new(move |_| table.snap.with(|s| s.solo.clone().filter(|s| s.result.is_none())));
    move || {
        solo.get().map(|s| {
            let lang = i18n.get_locale().as_str();
            let names = table.names.get();
            let say = |m: &Msg| render(m, lang, &names);
            view! {
                <section class="solo-status" data-testid="solo-goal">
                    <h4>{t!(i18n, solo_goal)}</h4>
                    <p class="muted">{say(&s.goal)}</p>
                    <ul class="solo-progress">
                        {s.progress.iter().map(|(k, v)| view! { <li>{say(k)}": "<strong data-testid="solo-progress">{say(v)}</strong></li> }).collect_view()}
                    </ul>
                </section>
            }
        })
    }
}

/// A finished solo game's result, above its final score.
#[component]
pub fn SoloResultView(table: TableCtx) -> impl IntoView {
    let i18n = use_i18n();
    let result = Memo::new(move |_| table.snap.with(|s| s.solo.as_ref().and_then(|s| s.result.clone())));
    move || {
        result.get().map(|r| {
            let words = table.names.with(|n| render(&r.words, i18n.get_locale().as_str(), n));
            view! {
                <section class="solo-status solo-result" data-testid="solo-result" data-outcome=r.outcome.id()>
                    <h4>{outcome_words(i18n, r.outcome)}</h4>
                    <p data-testid="solo-result-words">{words}</p>
                </section>
            }
        })
    }
}
