//! Russian Railroads' own board, drawn in place of the hex map from the engine's board data
//! (`view::Board` in the snapshot's `own_board`): the action board, then each seat's railways,
//! industry lane and engineers. The spaces a placement may take now are the engine's choices:
//! tapping one selects it, the preview below says what it does and what it costs (each way of
//! paying the engine lists), and only Confirm plays the action it carries. Every other decision
//! stays in the decision panel.

mod board;
mod icons;
mod seat;

use leptos::prelude::*;
use railyard::core::words::render;
use railyard::core::Msg;
use railyard::games::russian_railroads::data::Space;
use railyard::games::russian_railroads::view::{Board, Slot};
use railyard::games::russian_railroads::words::engineer_name;
use railyard::games::russian_railroads::Action;
use railyard::games::Choice;

use super::i18n::*;
use super::seat::SeatToken;
use super::table::TableCtx;

/// What a tap on the board chooses: an action space, or the engineer on the hiring space.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Target {
    Space(Space),
    Hire,
}

/// What a choice takes on the board, if it is a placement or the hire (drawn on the board, not
/// in the decision panel).
pub fn placement(c: &Choice) -> Option<Target> {
    match serde_json::from_value::<Action>(c.action.clone()).ok()? {
        Action::Place { space, .. } => Some(Target::Space(space)),
        Action::Hire => Some(Target::Hire),
        _ => None,
    }
}

/// A space's name for tests and styles: "T1", "Public-1", "Own-5".
pub fn space_id(s: Space) -> String {
    match s {
        Space::Public(n) => format!("Public-{n}"),
        Space::Own(n) => format!("Own-{n}"),
        s => format!("{s:?}"),
    }
}

/// What the board's spaces need: the selection, the legal spaces, the seats' colours and the
/// page's language for the engine's words. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Pick {
    pub selected: RwSignal<Option<Target>>,
    legal: Memo<Vec<Target>>,
    seats: Memo<Vec<(String, String)>>,
    i18n: I18n,
}

impl Pick {
    pub fn legal(&self, s: Target) -> bool {
        self.legal.with(|l| l.contains(&s))
    }
    /// Selects a legal space (tapping the selected one again lets it go).
    pub fn choose(&self, s: Target) {
        if !self.legal(s) {
            return;
        }
        self.selected.update(|x| *x = if *x == Some(s) { None } else { Some(s) });
    }
    pub fn colour(&self, seat: usize) -> String {
        self.seats.with_untracked(|s| s.get(seat).map(|x| x.1.clone()).unwrap_or_else(|| "#999".into()))
    }
    /// An engine message in the page's language.
    pub fn say(&self, m: &Msg) -> String {
        let lang = self.i18n.get_locale();
        self.seats.with(|s| render(m, lang.as_str(), &s.iter().map(|x| x.0.clone()).collect::<Vec<_>>()))
    }
}

fn is_narrow() -> bool {
    web_sys::window().and_then(|w| w.inner_width().ok()).and_then(|v| v.as_f64()).is_some_and(|w| w < 600.0)
}

split_off! {
    /// The decision panel without the placements, which the board offers; split off with it.
    pub fn action_panel(table: TableCtx) -> AnyView {
        let rest = super::auction::without_steppers(table);
        let choices = Memo::new(move |_| rest.choices.with(|c| std::sync::Arc::new(c.iter().filter(|c| placement(c).is_none()).cloned().collect())));
        super::games::decision_view(table, TableCtx { choices, ..rest })
    }
}

split_off! {
    /// The board, split off: only a Russian Railroads table draws it.
    pub fn board_view(table: TableCtx, shown: super::history::Shown, seats: Memo<Vec<(String, String)>>) -> AnyView {
        view! { <RrBoard table=table shown=shown seats=seats/> }.into_any()
    }
}

#[component]
pub fn RrBoard(table: TableCtx, shown: super::history::Shown, seats: Memo<Vec<(String, String)>>) -> impl IntoView {
    let i18n = use_i18n();
    let board = Memo::new(move |_| shown.with(|s| s.own_board.clone().and_then(|v| serde_json::from_value::<Board>(v).ok())));
    // The placements of the decision on screen, by space (several ways of paying each).
    let placements = Memo::new(move |_| {
        table.choices.with(|cs| cs.iter().filter_map(|c| placement(c).map(|s| (s, c.clone()))).collect::<Vec<_>>())
    });
    let legal = Memo::new(move |_| {
        let mut v: Vec<Target> = placements.with(|p| p.iter().map(|x| x.0).collect());
        v.dedup();
        v
    });
    let selected = RwSignal::new(None::<Target>);
    // The way of paying picked for the selected space (a choice's index).
    let way = RwSignal::new(None::<usize>);
    // A new decision lets the selection go.
    Effect::new(move |_| {
        table.decision.track();
        selected.set(None);
    });
    Effect::new(move |_| {
        selected.track();
        way.set(None);
    });
    let pick = Pick { selected, legal, seats, i18n };
    // Phones get the narrow action board; turning the device redraws it.
    let narrow = RwSignal::new(is_narrow());
    let listener = window_event_listener(leptos::ev::resize, move |_| narrow.set(is_narrow()));
    on_cleanup(move || listener.remove());
    let options = Memo::new(move |_| {
        let s = selected.get()?;
        let list: Vec<Choice> = placements.with(|p| p.iter().filter(|x| x.0 == s).map(|x| x.1.clone()).collect());
        (!list.is_empty()).then_some((s, list))
    });
    let what = move || {
        let s = selected.get()?;
        board.with(|b| {
            let b = b.as_ref()?;
            match s {
                Target::Space(s) => b.spaces.iter().chain(b.seats.iter().flat_map(|p| p.own.iter())).find(|v| v.space == s).map(|v| pick.say(&v.what)),
                Target::Hire => match b.strip.first() {
                    Some(Slot::Up(e)) => Some(pick.say(&engineer_name(*e))),
                    _ => None,
                },
            }
        })
    };
    let preview = move || {
        options.get().map(|(_, list)| {
            let tag = table.decision.get_untracked();
            let chosen = way.get().and_then(|i| list.iter().find(|c| c.index == i).cloned()).unwrap_or_else(|| list[0].clone());
            let several = list.len() > 1;
            let action = chosen.action.clone();
            view! {
                <div class="rr-preview" data-testid="rr-preview" role="group" aria-label=move || t_string!(i18n, rr_preview)>
                    <strong class="rr-preview-what" data-testid="rr-preview-what">{what}</strong>
                    <div class="rr-ways" role="radiogroup" aria-label=move || t_string!(i18n, rr_pay)>
                        {list.into_iter().map(|c| {
                            let on = c.index == chosen.index;
                            let label = pick.say(&c.label_words);
                            let i = c.index;
                            view! {
                                <button class="btn btn-small rr-way" class:btn-primary=on && several role="radio" aria-checked=on.to_string()
                                    data-testid="rr-way" on:click=move |_| way.set(Some(i))>{label}</button>
                            }
                        }).collect_view()}
                    </div>
                    <div class="rr-preview-buttons">
                        <button class="btn btn-primary" data-testid="rr-confirm" on:click=move |ev| table.click(&action, tag, &ev)>{t!(i18n, rr_confirm)}</button>
                        <button class="btn" data-testid="rr-cancel" on:click=move |_| selected.set(None)>{t!(i18n, cancel)}</button>
                    </div>
                </div>
            }
        })
    };
    let hint = move || {
        (selected.get().is_none() && !legal.with(Vec::is_empty))
            .then(|| view! { <p class="rr-hint" data-testid="rr-hint">{t!(i18n, rr_tap_space)}</p> })
    };
    view! {
        <div class="rr-board" data-testid="rr-board">
            {move || board.get().map(|b| {
                let seats_view = (0..b.seats.len()).map(|s| {
                    let p = &b.seats[s];
                    let name = seats.with_untracked(|x| x.get(s).map(|x| x.0.clone()).unwrap_or_default());
                    let colour = pick.colour(s);
                    let (score, free, workers, roubles, rail, ind) = (p.score, p.free, p.workers, p.roubles, p.round_rail, p.round_industry);
                    let active = b.actor == Some(s);
                    view! {
                        <section class="rr-seat" class:rr-active=active data-testid="rr-seat" data-seat=s.to_string()>
                            <header class="rr-seat-head">
                                <SeatToken seat=s colour=colour/>
                                <strong class="rr-seat-name">{name}</strong>
                                <span class="rr-fig" title=move || t_string!(i18n, rr_vp)>{move || t_string!(i18n, rr_vp)}" "<b data-testid="rr-score">{score}</b></span>
                                <span class="rr-fig" title=move || t_string!(i18n, rr_workers)>{move || t_string!(i18n, rr_workers)}" "<b>{format!("{free}/{workers}")}</b></span>
                                <span class="rr-fig" title=move || t_string!(i18n, rr_roubles)>"₽ "<b>{roubles}</b></span>
                                <span class="rr-fig muted" title=move || t_string!(i18n, rr_round_now)>{move || t_string!(i18n, rr_round_now)}" "<b>{format!("{rail} + {ind}")}</b></span>
                            </header>
                            {seat::seat_board(&b, s, pick)}
                        </section>
                    }
                }).collect_view();
                view! {
                    {board::action_board(&b, pick, narrow.get())}
                    <div class="rr-seats">{seats_view}</div>
                }
            })}
            <div class="rr-dock">
                {hint}
                {preview}
            </div>
        </div>
    }
}
