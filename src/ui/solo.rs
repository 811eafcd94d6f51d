//! A solo game's goal and result, as the engine words them (`core::solo`): while it runs, the
//! goal and where the game stands against it; at the end, the result in the rulebook's terms.
//! The saved-games list shows a finished solo game's result the same way (`home::result_line`).

use leptos::prelude::*;
use railyard::core::words::render;
use railyard::core::Msg;

use super::home::outcome_words;
use super::i18n::*;
use super::table::TableCtx;

/// The goal and standing of a solo game, or its result once it is over.
#[component]
pub fn SoloStatus(table: TableCtx) -> impl IntoView {
    let i18n = use_i18n();
    let solo = Memo::new(move |_| table.snap.with(|s| s.solo.clone()));
    move || {
        solo.get().map(|s| {
            let lang = i18n.get_locale().as_str();
            let names = table.names.get();
            let say = |m: &Msg| render(m, lang, &names);
            match &s.result {
                Some(r) => view! {
                    <section class="solo-status solo-result" data-testid="solo-result" data-outcome=r.outcome.id()>
                        <h4>{outcome_words(i18n, r.outcome)}</h4>
                        <p data-testid="solo-result-words">{say(&r.words)}</p>
                    </section>
                }
                .into_any(),
                None => view! {
                    <section class="solo-status" data-testid="solo-goal">
                        <h4>{t!(i18n, solo_goal)}</h4>
                        <p class="muted">{say(&s.goal)}</p>
                        <dl class="solo-progress">
                            {s.progress.iter().map(|(k, v)| view! { <dt>{say(k)}</dt><dd data-testid="solo-progress">{say(v)}</dd> }).collect_view()}
                        </dl>
                    </section>
                }
                .into_any(),
            }
        })
    }
}
