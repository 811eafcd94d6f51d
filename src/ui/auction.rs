//! The auction and amount choices: where an auction stands (the high bid and bidder, each seat's
//! state, what each place costs, all as the engine gives them), and a number stepper with a
//! confirm for any menu whose choices differ only by one number (bids, shares, capital). The
//! stepper moves among the engine's own choices, so it can only send one of them.

use leptos::prelude::*;
use railyard::core::words::render;
use railyard::core::Msg;
use railyard::games::Choice;
use serde_json::Value;

use super::fill;
use super::i18n::*;
use super::table::{SeatToken, TableCtx};

/// Menus of at least this many choices that differ by one number (and say the same words
/// around it) become a stepper.
const STEPPER_MIN: usize = 3;

/// The number a choice carries when it is `{"Kind": {"field": n}}`, with its kind and field.
fn amount(action: &Value) -> Option<(String, i64)> {
    let (kind, inner) = action.as_object().filter(|o| o.len() == 1)?.iter().next()?;
    let (field, n) = inner.as_object().filter(|o| o.len() == 1)?.iter().next()?;
    Some((format!("{kind}.{field}"), n.as_i64()?))
}

/// The choices that make a stepper: for each (menu, kind of number), its choices by number.
pub fn stepper_groups(choices: &[Choice]) -> Vec<(Msg, Vec<(i64, Choice)>)> {
    let mut groups: Vec<(Msg, String, Vec<(i64, Choice)>)> = Vec::new();
    for c in choices {
        // The same words with another number: "Issue no shares" stays a button of its own.
        let Some((kind, n)) = amount(&c.action).map(|(k, n)| (format!("{k} {}", c.label_words.key), n)) else { continue };
        match groups.iter_mut().find(|g| g.0 == c.group_words && g.1 == kind) {
            Some(g) => g.2.push((n, c.clone())),
            None => groups.push((c.group_words.clone(), kind, vec![(n, c.clone())])),
        }
    }
    groups
        .into_iter()
        .filter(|g| g.2.len() >= STEPPER_MIN)
        .map(|(m, _, mut list)| {
            railyard::core::sort::by_key(&mut list, |x| x.0);
            (m, list)
        })
        .collect()
}

/// The table as the generic action area sees it: without the choices a stepper offers.
pub fn without_steppers(table: TableCtx) -> TableCtx {
    // Read in place: a build decision's few hundred choices are not copied.
    let choices = Memo::new(move |_| {
        table.choices.with(|all| {
            let stepped: Vec<usize> = stepper_groups(all).iter().flat_map(|g| g.1.iter().map(|x| x.1.index)).collect();
            // Most decisions have no stepper: their list is shared as it is.
            if stepped.is_empty() {
                return all.clone();
            }
            std::sync::Arc::new(all.iter().filter(|c| !stepped.contains(&c.index)).cloned().collect())
        })
    });
    TableCtx { choices, ..table }
}

/// Where the auction on screen stands. A bid rewrites the rows of the seats it changed.
#[component]
pub fn AuctionStatusView(table: TableCtx) -> impl IntoView {
    let i18n = use_i18n();
    let status = Memo::new(move |_| table.snap.with(|s| s.auction.clone()));
    let colours = Memo::new(move |_| table.snap.with(|s| s.open.players.iter().map(|p| (p.seat, p.colour.clone())).collect::<Vec<_>>()));
    let say = move |m: &Msg| table.names.with(|names| render(m, i18n.get_locale().as_str(), names));
    // Each row with all it shows, so a row changes exactly when what it shows does.
    let rows = Memo::new(move |_| {
        let lang = i18n.get_locale().as_str();
        let names = table.names.get();
        let colours = colours.get();
        status.with(|a| a.as_ref().map_or_else(Vec::new, |a| a.seats.iter().map(|s| AuctionRow {
            seat: s.seat,
            colour: colours.iter().find(|c| c.0 == s.seat).map(|c| c.1.clone()).unwrap_or_default(),
            name: names.get(s.seat).cloned().unwrap_or_default(),
            bid: s.bid.map(|b| railyard::core::words::money(lang, b as i64)).unwrap_or_default(),
            state: render(&s.state, lang, &names),
            bidding: s.bidding,
            to_act: s.to_act,
        }).collect()))
    });
    let high = move || status.with(|a| a.as_ref().map(|a| match a.high {
        Some((seat, n)) => format!("{} · {}", railyard::core::words::money(i18n.get_locale().as_str(), n as i64), table.names.with(|n| n.get(seat).cloned().unwrap_or_default())),
        None => t_string!(i18n, teach_no_bid).to_string(),
    }));
    view! {
        <Show when=move || status.with(Option::is_some)>
            <section class="auction-status" data-testid="auction-status">
                <h4>{move || status.with(|a| a.as_ref().map(|a| say(&a.title)))}</h4>
                <p class="auction-high" data-testid="auction-high"><strong>{t!(i18n, teach_high_bid)}</strong>": "{high}</p>
                <ul class="auction-seats">
                    <For each=move || rows.get() key=|r| r.clone() let:r>
                        <li class="auction-seat" class:out=!r.bidding class:to-act=r.to_act data-testid="auction-seat" data-seat=r.seat.to_string()>
                            <SeatToken seat=r.seat colour=r.colour/>
                            <span class="auction-name">{r.name}</span>
                            <span class="auction-bid num">{r.bid}</span>
                            <span class="auction-state muted">{r.state}</span>
                        </li>
                    </For>
                </ul>
                <details class="auction-places" data-testid="auction-places">
                    <summary>{t!(i18n, teach_auction_places)}</summary>
                    <ul>{move || status.with(|a| a.as_ref().map(|a| a.places.iter().map(|p| view! { <li>{say(p)}</li> }).collect_view()))}</ul>
                </details>
            </section>
        </Show>
    }
}

/// One seat's row of the auction status, as shown.
#[derive(Clone, PartialEq, Eq, Hash)]
struct AuctionRow {
    seat: usize,
    colour: String,
    name: String,
    bid: String,
    state: String,
    bidding: bool,
    to_act: bool,
}

/// A stepper with a confirm for each menu of numbered choices.
#[component]
pub fn Steppers(table: TableCtx) -> impl IntoView {
    let groups = Memo::new(move |_| table.choices.with(|c| stepper_groups(c)));
    move || {
        let tag = table.decision.get();
        groups.get().into_iter().map(|(group, list)| view! { <Stepper table=table group=group list=list tag=tag/> }).collect_view()
    }
}

#[component]
fn Stepper(table: TableCtx, group: Msg, list: Vec<(i64, Choice)>, tag: u64) -> impl IntoView {
    let i18n = use_i18n();
    let at = RwSignal::new(0usize);
    let len = list.len();
    let list = StoredValue::new(list);
    let chosen = move || list.with_value(|l| l[at.get().min(len - 1)].1.clone());
    let label = move || {
        let c = chosen();
        table.names.with(|n| render(&c.label_words, i18n.get_locale().as_str(), n))
    };
    let value = move || list.with_value(|l| l[at.get().min(len - 1)].0);
    let show = move || {
        let index = chosen().index;
        table.hover.run(Some(index));
    };
    // The menu's name in the page's language, redrawn when the language changes.
    let title = move || table.names.with(|n| render(&group, i18n.get_locale().as_str(), n));
    view! {
        <section class="stepper" data-testid="stepper">
            <h4>{title}</h4>
            <div class="stepper-row">
                <button type="button" class="btn stepper-less" data-testid="stepper-less" disabled=move || { at.get() == 0 }
                    aria-label=move || t_string!(i18n, teach_less)
                    on:click=move |_| { at.update(|a| *a = a.saturating_sub(1)); show(); }>"−"</button>
                <output class="stepper-value num" data-testid="stepper-value" aria-live="polite">{value}</output>
                <button type="button" class="btn stepper-more" data-testid="stepper-more" disabled=move || { at.get() + 1 >= len }
                    aria-label=move || t_string!(i18n, teach_more)
                    on:click=move |_| { at.update(|a| *a = (*a + 1).min(len - 1)); show(); }>"+"</button>
                <button type="button" class="btn btn-primary stepper-confirm" data-testid="stepper-confirm"
                    on:click=move |ev| table.click(&chosen().action, tag, &ev)>
                    {move || fill(t_string!(i18n, teach_confirm), &[("choice", &label())])}
                </button>
            </div>
        </section>
    }
}
