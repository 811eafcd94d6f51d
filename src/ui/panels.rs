//! The panels beside the map: each seat's (token, name, figures) and the game's information
//! blocks (the goods display, a hand, a supply). Each panel keeps its elements from move to
//! move and rewrites only what changed (a move usually changes a figure or two), so a block the
//! player folded stays folded.

use leptos::prelude::*;
use railyard::core::view::{InfoPanel, InfoRow, PlayerSummary};
use railyard::core::words::render;
use railyard::core::Level;
use railyard::games::snapshot::{Seen, Snapshot};

use super::hexmap::ink_on;
use super::key_of;
use super::i18n::*;
use super::level::LevelMark;
use super::seat::{ComputerMark, SeatToken};

/// The panels as the table may show them: under the hand-over screen, no hand.
pub fn seen(s: &Snapshot, covered: bool) -> &Seen {
    if covered { s.covered.as_ref().unwrap_or(&s.open) } else { &s.open }
}

/// Seat panels with their figures in the page's language.
pub fn seat_panels(seen: &Seen, lang: &str, names: &[String]) -> Vec<PlayerSummary> {
    let mut out = seen.players.clone();
    for (p, figures) in out.iter_mut().zip(&seen.figures) {
        if p.figures.len() == figures.len() {
            p.figures = figures.iter().map(|(k, v)| (render(k, lang, names), render(v, lang, names))).collect();
        }
    }
    out
}

/// The information blocks with their titles, labels, texts and marks in the page's language.
pub fn info_blocks(seen: &Seen, lang: &str, names: &[String]) -> Vec<InfoPanel> {
    let mut infos = seen.infos.clone();
    for (p, (title, rows)) in infos.iter_mut().zip(&seen.info_words) {
        p.title = render(title, lang, names);
        p.rows.iter_mut().flat_map(|r| r.marks.iter_mut()).for_each(|m| m.name_in(lang, names));
        if p.rows.len() == rows.len() {
            for (r, (label, text)) in p.rows.iter_mut().zip(rows) {
                r.label = render(label, lang, names);
                r.text = render(text, lang, names);
            }
        }
    }
    infos
}

/// Every seat's panel, in the order the engine lists them; `bots` holds each computer seat's level;
/// `to_move` holds the seats to move, which may be ahead of the summaries' figures.
#[component]
pub fn PlayerPanels(summaries: Memo<Vec<PlayerSummary>>, to_move: Memo<Vec<usize>>, bots: Vec<Option<Level>>) -> impl IntoView {
    let seats = move || summaries.with(|s| s.iter().map(|p| p.seat).collect::<Vec<_>>());
    view! {
        <For each=seats key=|seat| *seat let:seat>
            <PlayerPanel seat=seat summaries=summaries to_move=to_move bot=bots.get(seat).copied().flatten()/>
        </For>
    }
}

#[component]
fn PlayerPanel(seat: usize, summaries: Memo<Vec<PlayerSummary>>, to_move: Memo<Vec<usize>>, bot: Option<Level>) -> impl IntoView {
    let i18n = use_i18n();
    let p = Memo::new(move |_| summaries.with(|s| s.iter().find(|p| p.seat == seat).cloned()));
    let active = Memo::new(move |_| to_move.with(|a| a.contains(&seat)));
    let eliminated = move || p.with(|p| p.as_ref().is_some_and(|p| p.eliminated));
    let colour = Memo::new(move |_| p.with(|p| p.as_ref().map(|p| p.colour.clone()).unwrap_or_default()));
    // Keyed by place and text: a figure that changes is written anew, the others stay.
    let figures = move || p.with(|p| p.iter().flat_map(|p| p.figures.iter().cloned().enumerate()).collect::<Vec<_>>());
    view! {
        <div class="player" class:active=move || active.get() class:eliminated=eliminated data-testid="player-panel" data-seat=seat.to_string()
            aria-current=move || active.get().then_some("true")>
            <div class="player-head">
                {move || view! { <SeatToken seat=seat colour=colour.get()/> }}
                <span class="player-name">{move || p.with(|p| p.as_ref().map(|p| p.name.clone()))}</span>
                {bot.map(|level| view! { <ComputerMark/> <LevelMark level=level/> })}
                <Show when=move || active.get()><span class="badge badge-active">{t!(i18n, active_player)}</span></Show>
                <Show when=eliminated><span class="badge">{t!(i18n, eliminated)}</span></Show>
            </div>
            <Show when=move || p.with(|p| p.as_ref().is_some_and(|p| !p.figures.is_empty()))>
                <dl class="figures">
                    <For each=figures key=|f| f.clone() children=move |(_, (k, v))| view! { <div><dt>{k}</dt><dd>{v}</dd></div> }/>
                </dl>
            </Show>
        </div>
    }
}

/// The game's information blocks; the first starts open.
#[component]
pub fn InfoBlocks(infos: Memo<Vec<InfoPanel>>) -> impl IntoView {
    let blocks = move || infos.with(|v| (0..v.len()).collect::<Vec<_>>());
    view! {
        <For each=blocks key=|i| *i children=move |i| view! { <InfoBlock index=i infos=infos/> }/>
    }
}

#[component]
fn InfoBlock(index: usize, infos: Memo<Vec<InfoPanel>>) -> impl IntoView {
    let p = Memo::new(move |_| infos.with(|v| v.get(index).cloned().unwrap_or_default()));
    // Keyed by place and content: a row whose cubes or text change is written anew.
    let rows = move || p.with(|p| p.rows.iter().enumerate().map(|(j, r)| (key_of(&(j, r)), r.clone())).collect::<Vec<_>>());
    view! {
        <details class="info" data-testid="info-panel" open=index == 0>
            <summary><h3 class="section-title">{move || p.with(|p| p.title.clone())}</h3></summary>
            <dl class="info-rows">
                <For each=rows key=|r| r.0 children=move |(_, r)| info_row(r)/>
            </dl>
        </details>
    }
}

fn info_row(r: InfoRow) -> impl IntoView {
    view! {
        <div class="info-row">
            <dt>{r.label}</dt>
            <dd>
                {r.marks.into_iter().map(|m| {
                    let ink = ink_on(&m.colour);
                    view! {
                        <span class="mark" style:background=m.colour.clone() style:color=ink
                            role="img" aria-label=m.name.clone() title=m.name.clone()>{m.letter.clone()}</span>
                    }
                }).collect_view()}
                {(!r.text.is_empty()).then(|| view! { <span class="info-text">{r.text}</span> })}
            </dd>
        </div>
    }
}
