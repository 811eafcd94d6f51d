//! The final scores when a game is over, by rank, each with its parts in the page's language.

use leptos::prelude::*;
use railyard::core::words::render;
use railyard::games::snapshot::Snapshot;

use crate::ui::i18n::*;

#[component]
pub(super) fn FinalScores(snap: RwSignal<Snapshot>, names: Memo<Vec<String>>, seats: Memo<Vec<(String, String)>>) -> impl IntoView {
    let i18n = use_i18n();
    // Final scores with the names of their parts in the page's language.
    let finals = Memo::new(move |_| {
        let lang = i18n.get_locale().as_str();
        names.with(|names| {
            snap.with(|s| {
                s.finals.clone().map(|mut scores| {
                    for (f, words) in scores.iter_mut().zip(&s.breakdowns) {
                        if words.len() == f.breakdown.len() {
                            for (part, m) in f.breakdown.iter_mut().zip(words) {
                                part.0 = render(m, lang, names);
                            }
                        }
                    }
                    scores
                })
            })
        })
    });

    view! {
        {move || finals.get().map(|mut scores| {
            // Listed by rank, the eliminated last.
            railyard::core::sort::by_key(&mut scores, |f| (f.eliminated, f.rank));
            let seats = seats.get();
            view! {
                <table class="scores" data-testid="final-scores">
                    <caption>{t!(i18n, final_scores)}</caption>
                    <thead><tr><th>{t!(i18n, rank)}</th><th>{t!(i18n, players)}</th><th>{t!(i18n, score)}</th></tr></thead>
                    <tbody>
                        {scores.into_iter().map(|f| {
                            let who = seats.get(f.player).map(|s| s.0.clone()).unwrap_or_default();
                            let breakdown = f.breakdown.iter().map(|(k, v)| format!("{k}: {v}")).collect::<Vec<_>>().join(" · ");
                            view! {
                                <tr class:eliminated=f.eliminated data-testid="final-row" data-rank=f.rank.to_string()>
                                    <td>{f.rank}</td>
                                    <td>{who}<br/><small class="muted">{breakdown}</small></td>
                                    <td class="num">{f.score}</td>
                                </tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table>
            }
        })}
    }
}
