//! The game record, under headings per turn (or round) and phase as the engine places each
//! line (`LogLine::place`): a seat's lines carry its token (and the computer mark for a
//! computer seat), the game's own lines (income, growth, end of round) a mark of their own.
//! A line steps the table back to the move that wrote it (`history`). And the summary of
//! what happened since a person last acted, for people sharing the device.

use leptos::prelude::*;
use railyard::core::words::render;
use railyard::core::Msg;
use railyard::games::LogLine;

use super::fill;
use super::history::History;
use super::i18n::*;
use super::table::{ComputerMark, SeatToken};

/// Where each turn's lines start and end in the record.
fn turn_spans(log: &[LogLine]) -> Vec<std::ops::Range<usize>> {
    let mut out: Vec<std::ops::Range<usize>> = Vec::new();
    for (i, l) in log.iter().enumerate() {
        match out.last_mut() {
            Some(r) if log[r.start].place.turn == l.place.turn => r.end = i + 1,
            _ => out.push(i..i + 1),
        }
    }
    out
}

/// A turn of the record as the list of turns knows it: where it starts and what it is called,
/// in a language. Its view adds and removes its own lines, so a turn that ends stays as drawn
/// (drawing a finished turn anew made the longest task of a computer seat's turn).
#[derive(Clone, PartialEq, Eq, Hash)]
struct TurnKey {
    index: usize,
    lang: String,
    start: usize,
    turn: Msg,
}

/// A run of the record's lines, as a memo keeps it: its lines, and the step and words of its
/// last line. A run that is over (the line after it starts another run) and still ends with the
/// same line is unchanged, found without reading it again: the record only grows at its end and
/// is taken back from there, and steps only grow.
#[derive(Clone, PartialEq)]
struct Span<T> {
    lines: std::ops::Range<usize>,
    last: Option<(usize, Msg)>,
    items: T,
}

impl<T: Clone> Span<T> {
    /// `prev` when its run is over and still ends with the same line (`continues`: whether a
    /// line belongs to the run), else the run read again by `read`.
    fn kept_or(prev: Option<&Self>, log: &[LogLine], continues: impl Fn(&LogLine) -> bool, read: impl FnOnce() -> Self) -> Self {
        let kept = prev.filter(|p| {
            let (Some(next), Some(last)) = (log.get(p.lines.end), p.lines.end.checked_sub(1).and_then(|i| log.get(i))) else {
                return false;
            };
            !continues(next) && p.last.as_ref().is_some_and(|(step, words)| *step == last.step && *words == last.words)
        });
        kept.cloned().unwrap_or_else(read)
    }
}

/// Where each run of lines under one phase heading starts, from `from` (a turn's first line)
/// to the end of the turn `turn`.
fn phase_starts(log: &[LogLine], from: usize, turn: &Msg) -> Span<Vec<(usize, Msg)>> {
    let mut out: Vec<(usize, Msg)> = Vec::new();
    let mut end = from;
    for (i, l) in log.iter().enumerate().skip(from).take_while(|(_, l)| l.place.turn == *turn) {
        if out.last().is_none_or(|(_, phase)| *phase != l.place.phase) {
            out.push((i, l.place.phase.clone()));
        }
        end = i + 1;
    }
    let last = end.checked_sub(1).filter(|&i| i >= from).and_then(|i| log.get(i)).map(|l| (l.step, l.words.clone()));
    Span { lines: from..end, last, items: out }
}

/// The run of lines under `phase` in `turn` that starts at `at`.
fn phase_run(log: &[LogLine], at: usize, phase: &Msg, turn: &Msg) -> Span<()> {
    let n = log.get(at..).unwrap_or_default().iter().take_while(|x| x.place.phase == *phase && x.place.turn == *turn).count();
    let last = n.checked_sub(1).map(|i| &log[at + i]).map(|l| (l.step, l.words.clone()));
    Span { lines: at..at + n, last, items: () }
}

/// Who wrote a line: a seat's token, with the computer mark for a computer seat, or the
/// game's own mark.
fn who(line: &LogLine, seats: &[(String, String)], bots: &[bool]) -> AnyView {
    let i18n = use_i18n();
    match line.actor.and_then(|a| seats.get(a).map(|s| (a, s.1.clone()))) {
        Some((a, colour)) => view! {
            <SeatToken seat=a colour=colour/>
            {bots.get(a).copied().unwrap_or(false).then(|| view! { <ComputerMark/> })}
        }
        .into_any(),
        None => view! {
            <span class="game-mark" role="img" data-testid="game-mark"
                aria-label=move || t_string!(i18n, history_game_line) title=move || t_string!(i18n, history_game_line)>
                <svg class="icon" viewBox="0 0 24 24" aria-hidden="true">
                    <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" stroke-width="2"/>
                    <path d="M12 2v4M12 18v4M2 12h4M18 12h4M5 5l3 3M16 16l3 3M5 19l3-3M16 8l3-3" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>
                </svg>
            </span>
        }
        .into_any(),
    }
}

#[component]
pub fn GameRecord(log: Signal<Vec<LogLine>>, seats: Memo<Vec<(String, String)>>, bots: Vec<bool>, history: History) -> impl IntoView {
    let i18n = use_i18n();
    let scroll_ref = NodeRef::<leptos::html::Div>::new();
    // Keep the newest line in view, unless looking back: scrolled when the lines grow, as the
    // resize observer reports it after the page's layout (reading the height earlier would lay
    // the page out once more on every move).
    let body_ref = NodeRef::<leptos::html::Div>::new();
    super::resize::follow(body_ref, move || {
        if let (Some(scroller), Some(true)) = (scroll_ref.get_untracked(), history.past.try_with_untracked(Option::is_none)) {
            scroller.set_scroll_top(scroller.scroll_height());
        }
    });
    let bots = StoredValue::new(bots);
    let viewing = move || history.past.with(|p| p.as_ref().map(|p| p.step));
    let total = move || log.with(|l| l.last().map_or(0, |l| l.step + 1));
    // One line of the record: who wrote it and its words, a button back to the table after it.
    let line_view = move |line: LogLine, seats: &[(String, String)], names: &[String], lang: &str| {
        let step = line.step;
        let mark = bots.with_value(|b| who(&line, seats, b));
        view! {
            <li data-testid="log-line" class:automatic=line.place.automatic
                class:viewing=move || viewing() == Some(step + 1) data-step=(step + 1).to_string()>
                <button class="log-jump" data-testid="log-jump" on:click=move |_| history.show(step + 1)
                    title=move || t_string!(i18n, history_show_move)>
                    {mark}
                    <span>{render(&line.words, lang, names)}</span>
                </button>
            </li>
        }
    };
    let page_words = move || {
        let seats = seats.get_untracked();
        let names: Vec<String> = seats.iter().map(|x| x.0.clone()).collect();
        (i18n.get_locale_untracked().as_str().to_string(), seats, names)
    };
    // A turn from its first line `start`, under its heading: a move adds its own line (and a
    // phase's heading when a phase begins), and the lines before it stay as drawn. Its memos
    // find an ended turn or phase unchanged without reading its lines again.
    let turn_view = move |start: usize, turn: Msg| {
        let (lang, seats, names) = page_words();
        let heading = render(&turn, &lang, &names);
        let phases = {
            let turn = turn.clone();
            Memo::new(move |prev: Option<&Span<Vec<(usize, Msg)>>>| {
                log.with(|l| Span::kept_or(prev, l, |x| x.place.turn == turn, || phase_starts(l, start, &turn)))
            })
        };
        let phase_view = move |(at, phase): (usize, Msg)| {
            let (lang, seats, names) = (lang.clone(), seats.clone(), names.clone());
            let title = render(&phase, &lang, &names);
            let run = {
                let (phase, turn) = (phase.clone(), turn.clone());
                Memo::new(move |prev: Option<&Span<()>>| {
                    let same_run = |x: &LogLine| x.place.phase == phase && x.place.turn == turn;
                    log.with(|l| Span::kept_or(prev, l, same_run, || phase_run(l, at, &phase, &turn)))
                })
            };
            // The lines are read when the run changes, not on every move.
            let lines = move || {
                let r = run.with(|r| r.lines.clone());
                log.with_untracked(|l| l.get(r).unwrap_or_default().to_vec())
            };
            view! {
                <h5 class="record-phase" data-testid="record-phase">{title}</h5>
                <ol class="log-lines">
                    <For each=lines key=|l: &LogLine| (l.step, l.words.clone()) children=move |l| line_view(l, &seats, &names, &lang)/>
                </ol>
            }
        };
        view! {
            <section class="record-turn" data-testid="record-turn">
                <h4 class="record-heading" data-testid="record-heading">{heading}</h4>
                <For each=move || phases.with(|p| p.items.clone()) key=|p| p.clone() children=phase_view/>
            </section>
        }
    };
    // Keyed per turn: a move adds to the turn in play, a change of language redraws all (and the
    // arrival of a language's words, fetched after the page first shows it).
    // Only the turns' bounds are found on each move (the lines are not copied).
    let turns = move || {
        let lang = i18n.get_locale().as_str();
        let lang = format!("{lang}:{}", railyard::core::words::has(lang));
        log.with(|l| {
            turn_spans(l)
                .into_iter()
                .enumerate()
                .map(|(index, r)| TurnKey { index, lang: lang.clone(), start: r.start, turn: l[r.start].place.turn.clone() })
                .collect::<Vec<_>>()
        })
    };
    let key = |k: &TurnKey| k.clone();
    view! {
        <section class="log record" data-testid="game-log">
            <div class="record-bar">
                <h3 class="section-title">{t!(i18n, game_record)}</h3>
                <span class="spacer"></span>
                <Show when=move || !history.viewing() && (total() > 0)>
                    <button class="btn btn-quiet" data-testid="history-start" on:click=move |_| history.show(total().saturating_sub(1))>
                        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
                        <span>{t!(i18n, history_step_back)}</span>
                    </button>
                </Show>
            </div>
            <Show when=move || log.with(|l| l.is_empty())>
                <p class="muted">{t!(i18n, record_empty)}</p>
            </Show>
            <div class="record-lines" node_ref=scroll_ref>
                <div node_ref=body_ref>
                    <For each=turns key=key children=move |k: TurnKey| turn_view(k.start, k.turn)/>
                </div>
            </div>
        </section>
    }
}

/// What happened since `seat` last acted, for the person taking the device back; gone once
/// dismissed, until that person acts again.
#[component]
pub fn SinceLastTurn(log: Signal<Vec<LogLine>>, seats: Memo<Vec<(String, String)>>, seat: Memo<Option<usize>>) -> impl IntoView {
    let i18n = use_i18n();
    /// Lines shown at most; the record has the rest.
    const MOST: usize = 12;
    let dismissed = RwSignal::new(None::<(usize, usize)>);
    // The seat with the step of its last action: a new action of that seat brings a new summary.
    let key = Memo::new(move |_| {
        let p = seat.get()?;
        log.with(|l| l.iter().rposition(|x| x.actor == Some(p)).map(|i| (p, l[i].step)))
    });
    // Where those lines start in the record (they run to its end); the lines are not copied.
    let from = Memo::new(move |_| {
        let Some((p, _)) = key.get() else { return None };
        log.with(|l| {
            let since = railyard::games::history::since_last_turn(l, p);
            (!since.is_empty()).then(|| l.len() - since.len())
        })
    });
    let count = move || from.get().map_or(0, |at| log.with(Vec::len).saturating_sub(at));
    let shown = move || count() > 0 && dismissed.get() != key.get();
    let skipped = Memo::new(move |_| count().saturating_sub(MOST));
    // The lines shown, by their place in the record: a move adds its line and drops the first
    // one shown, and the lines in between keep their elements.
    let shown_lines = Memo::new(move |_| {
        let lang = i18n.get_locale();
        let Some(at) = from.get() else { return Vec::new() };
        let start = at + skipped.get();
        log.with(|l| l.get(start..).unwrap_or_default().iter().enumerate().map(|(i, x)| (start + i, x.clone(), lang)).collect::<Vec<_>>())
    });
    let line = move |(_, l, lang): (usize, LogLine, Locale)| {
        let seats = seats.get_untracked();
        let names: Vec<String> = seats.iter().map(|x| x.0.clone()).collect();
        let token = l.actor.and_then(|a| seats.get(a).map(|s| (a, s.1.clone())));
        view! {
            <li data-testid="since-line">
                {token.map(|(a, c)| view! { <SeatToken seat=a colour=c/> })}
                <span>{render(&l.words, lang.as_str(), &names)}</span>
            </li>
        }
    };
    view! {
        <Show when=shown>
            <section class="since-last-turn" data-testid="since-last-turn" role="status">
                <h4>{move || {
                    let name = key.get().and_then(|(p, _)| seats.with(|s| s.get(p).map(|x| x.0.clone()))).unwrap_or_default();
                    fill(t_string!(i18n, history_since_title), &[("name", &name)])
                }}</h4>
                {move || (skipped.get() > 0).then(|| view! {
                    <p class="muted">{fill(t_string!(i18n, history_since_more), &[("n", &skipped.get().to_string())])}</p>
                })}
                <ol class="log-lines">
                    <For each=move || shown_lines.get() key=|(i, l, lang): &(usize, LogLine, Locale)| (*i, l.step, l.words.clone(), *lang) children=line/>
                </ol>
                <button class="btn" data-testid="since-dismiss" on:click=move |_| dismissed.set(key.get_untracked())>
                    {t!(i18n, history_since_dismiss)}
                </button>
            </section>
        </Show>
    }
}
