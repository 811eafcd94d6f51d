//! A solo game's goal and result, as the engine words them (`core::solo`): while it runs, the
//! goal and where the game stands against it; at the end, the result in the rulebook's terms.
//! The saved-games list shows a finished solo game's result the same way.

use leptos::prelude::*;
use railyard::core::words::render;
use railyard::core::{Msg, SoloOutcome, SoloResult};

use super::i18n::*;
use super::table::TableCtx;

/// The heading of a solo result.
pub fn outcome_words(i18n: leptos_i18n::I18nContext<Locale>, outcome: SoloOutcome) -> &'static str {
    match outcome {
        SoloOutcome::Won => t_string!(i18n, solo_won),
        SoloOutcome::Tied => t_string!(i18n, solo_tied),
        SoloOutcome::Lost => t_string!(i18n, solo_lost),
        SoloOutcome::Scored => t_string!(i18n, solo_scored),
    }
}

/// "Lost: you cannot buy back …", for the saved-games list.
pub fn result_line(i18n: leptos_i18n::I18nContext<Locale>, r: &SoloResult, names: &[String]) -> String {
    format!("{} — {}", outcome_words(i18n, r.outcome), render(&r.words, i18n.get_locale().as_str(), names))
}

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
