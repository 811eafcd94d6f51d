//! The action board: the round track and turn order, the central spaces by kind, the engineer
//! strip with its public spaces, and the tiles on offer. A space a placement may take now (one
//! of the engine's choices) is highlighted; tapping it selects it for the preview.

use leptos::prelude::*;
use railyard::core::Msg;
use railyard::games::russian_railroads::data::{self, Space};
use railyard::games::russian_railroads::view::{Board, Slot, SpaceView};
use railyard::games::russian_railroads::words::engineer_name;

use super::icons::{coin, effects, pawn};
use super::{space_id, Pick, Target};

/// The board's width: twelve spaces a row, or six on a narrow screen (phones), so a space
/// stays a finger wide.
fn width(narrow: bool) -> f64 {
    if narrow { 600.0 } else { 1000.0 }
}
const CELL: f64 = 80.0;
const GAP: f64 = 3.0;
const TALL: f64 = 86.0;

/// The rows of the central board, as printed (a space missing this round is left out).
const ROWS: [&[Space]; 2] = [
    &[Space::T1, Space::T2, Space::T3, Space::T4, Space::T5, Space::T6, Space::T7, Space::T8, Space::T9, Space::T10, Space::T11, Space::T12],
    &[Space::L1, Space::L2, Space::L3, Space::I1, Space::I2, Space::I3, Space::LastIndustry, Space::D, Space::TW, Space::R, Space::O1, Space::O2],
];

/// The printed effects of a space, for its picture.
fn printed(b: &Board, space: Space) -> Vec<data::Effect> {
    match space {
        Space::Public(slot) => match b.strip.get(slot as usize) {
            Some(Slot::Up(e)) => data::engineer(*e).2,
            _ => Vec::new(),
        },
        Space::Own(e) => data::engineer(e).2,
        s => data::central(s).2,
    }
}

/// One action space at (x, y): its picture, cost, takers and whether it may be taken now.
pub fn space(b: &Board, v: &SpaceView, x: f64, y: f64, w: f64, pick: Pick, caption: Option<String>) -> impl IntoView {
    let sp = v.space;
    let legal = move || pick.legal(Target::Space(sp));
    let selected = move || pick.selected.get() == Some(Target::Space(sp));
    let cost_workers = v.workers;
    let pawns = (0..cost_workers.min(3))
        .map(|i| pawn(x + 12.0 + i as f64 * 13.0, y + TALL - 8.0, 13.0, "#fffdf7".into()))
        .collect_view();
    let coins = (0..v.roubles).map(|i| coin(x + w - 13.0 - i as f64 * 16.0, y + TALL - 15.0, 7.5)).collect_view();
    let takers = v.by.clone();
    let n = takers.len().max(1) as f64;
    let taken = takers
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let colour = pick.colour(s);
            pawn(x + w / 2.0 + (i as f64 - (n - 1.0) / 2.0) * 18.0, y + 58.0, if takers.len() > 2 { 18.0 } else { 26.0 }, colour)
        })
        .collect_view();
    let pictures = effects(&printed(b, sp), x + w / 2.0, y + if caption.is_some() { 22.0 } else { 12.0 }, 22.0);
    let busy = !v.by.is_empty() && sp != Space::T12;
    // Read out with its cost (the engine's words), as the picture shows it.
    let cost = Msg::new("rr.cost").num("workers", v.workers).num("roubles", v.roubles);
    let title = Msg::new("rr.list").list("items", vec![v.what.clone(), cost]);
    let tip = title.clone();
    let id = space_id(sp);
    view! {
        <g class="rr-space" class:rr-legal=legal class:rr-selected=selected class:rr-busy=busy
            data-testid="rr-space" data-space=id data-legal=move || legal().to_string()
            role=move || legal().then_some("button") tabindex=move || if legal() { "0" } else { "-1" }
            aria-label=move || pick.say(&title) aria-pressed=move || legal().then(|| selected().to_string())
            on:click=move |_| pick.choose(Target::Space(sp))
            on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); pick.choose(Target::Space(sp)) }>
            <title>{move || pick.say(&tip)}</title>
            <rect class="rr-space-box" x=x y=y width=w height=TALL rx="8"/>
            {caption.map(|c| view! { <text x=x + w / 2.0 y=y + 15.0 font-size="13" text-anchor="middle" font-weight="700" fill="#1b1b1b">{c}</text> })}
            {pictures}
            {pawns}
            {coins}
            {taken}
        </g>
    }
}

/// The action board.
pub fn action_board(b: &Board, pick: Pick, narrow: bool) -> impl IntoView {
    let (cols, width) = (if narrow { 6 } else { 12 }, width(narrow));
    #[allow(non_snake_case)]
    let WIDTH = width;
    let find = |s: Space| b.spaces.iter().find(|v| v.space == s);
    let mut y = 0.0;
    // Round track and turn order.
    let rounds = (1..=b.rounds)
        .map(|r| {
            let cx = 22.0 + (r - 1) as f64 * 36.0;
            let now = r == b.round;
            view! {
                <circle cx=cx cy=22 r="15" fill={if now { "#f2b33d" } else { "#fffdf7" }} stroke="#1f3a2e" stroke-width={if now { "3" } else { "1.5" }}/>
                <text x=cx y="27" font-size="14" text-anchor="middle" font-weight="700" fill="#1b1b1b">{r}</text>
            }
        })
        .collect_view();
    let order = b
        .order
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let cx = WIDTH - 24.0 - (b.order.len() - 1 - i) as f64 * 40.0;
            let passed = b.passed.get(s).copied().unwrap_or(false);
            let actor = b.actor == Some(s);
            view! {
                <g opacity={if passed { "0.35" } else { "1" }}>
                    {actor.then(|| view! { <circle cx=cx cy="24" r="19" fill="none" stroke="#1565c0" stroke-width="3"/> })}
                    {pawn(cx, 38.0, 26.0, pick.colour(s))}
                    <text x=cx - 14.0 y="14" font-size="12" font-weight="700" fill="#1b1b1b">{i + 1}</text>
                </g>
            }
        })
        .collect_view();
    y += 52.0;
    let mut rows = Vec::new();
    for row in ROWS {
        let all: Vec<&SpaceView> = row.iter().filter_map(|&s| find(s)).collect();
        // A row too long for the screen is split in even halves.
        let per = if all.len() > cols { all.len().div_ceil(2) } else { all.len() };
        for here in all.chunks(per.max(1)) {
            let w = ((WIDTH - GAP * (per as f64 - 1.0)) / per as f64).min(CELL + 10.0 + if narrow { 20.0 } else { 0.0 });
            let views = here.iter().enumerate().map(|(i, v)| space(b, v, i as f64 * (w + GAP), y, w, pick, None)).collect_view();
            rows.push(views);
            y += TALL + 6.0;
        }
    }
    // The engineer strip: hiring space, the two public spaces, the waiting engineers.
    let strip_y = y;
    let slot_w = ((WIDTH - GAP * 7.0) / b.strip.len().max(1) as f64).min(92.0);
    let strip = b
        .strip
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            let x = i as f64 * (slot_w + GAP);
            match (i, slot) {
                (1 | 2, _) => match find(Space::Public(i as u8)) {
                    Some(v) => {
                        let caption = match slot {
                            Slot::Up(e) => Some(format!("#{e}")),
                            _ => None,
                        };
                        space(b, v, x, strip_y, slot_w, pick, caption).into_any()
                    }
                    None => ().into_any(),
                },
                (_, Slot::Up(e)) => {
                    let e = *e;
                    let pictures = effects(&data::engineer(e).2, x + slot_w / 2.0, strip_y + 22.0, 22.0);
                    let hiring = i == 0;
                    // The hiring space is tapped like an action space when the engine offers the hire.
                    let legal = move || hiring && pick.legal(Target::Hire);
                    let selected = move || hiring && pick.selected.get() == Some(Target::Hire);
                    let label = Msg::new("rr.act.hire").msg("engineer", engineer_name(e));
                    view! {
                        <g class="rr-engineer" class:rr-legal=legal class:rr-selected=selected
                            data-testid={if hiring { "rr-hiring" } else { "rr-engineer" }} data-legal=move || legal().to_string()
                            role=move || legal().then_some("button") tabindex=move || if legal() { "0" } else { "-1" }
                            aria-label=move || pick.say(&label) aria-pressed=move || legal().then(|| selected().to_string())
                            on:click=move |_| if hiring { pick.choose(Target::Hire) }
                            on:keydown=move |ev| if hiring && (ev.key() == "Enter" || ev.key() == " ") { ev.prevent_default(); pick.choose(Target::Hire) }>
                            <rect class="rr-hire-box" x=x y=strip_y width=slot_w height=TALL rx="8" fill={if hiring { "#f4e6c3" } else { "#fffdf7" }} stroke="#5d615a" stroke-dasharray={if hiring { "none" } else { "4 3" }}/>
                            <text x=x + slot_w / 2.0 y=strip_y + 15.0 font-size="13" text-anchor="middle" font-weight="700" fill="#1b1b1b">{format!("#{e}")}</text>
                            {pictures}
                            {hiring.then(|| coin(x + slot_w - 13.0, strip_y + TALL - 15.0, 7.5))}
                            {(hiring && b.hired).then(|| view! { <line x1=x + 6.0 y1=strip_y + 6.0 x2=x + slot_w - 6.0 y2=strip_y + TALL - 6.0 stroke="#b3261e" stroke-width="3"/> })}
                        </g>
                    }
                    .into_any()
                }
                (_, Slot::FaceDown(stack)) => view! {
                    <g class="rr-engineer" data-testid="rr-engineer-hidden">
                        <rect x=x y=strip_y width=slot_w height=TALL rx="8" fill="#5b4636" stroke="#2b2118"/>
                        <text x=x + slot_w / 2.0 y=strip_y + 52.0 font-size="26" text-anchor="middle" font-weight="700" fill="#f4e6c3">{stack.to_string()}</text>
                    </g>
                }
                .into_any(),
                (_, Slot::Empty) => view! {
                    <rect x=x y=strip_y width=slot_w height=TALL rx="8" fill="none" stroke="#9aa08f" stroke-dasharray="4 3"/>
                }
                .into_any(),
            }
        })
        .collect_view();
    // The tiles on offer: the market's lowest first, then the discard pool and the "?" cards.
    // Beside the strip, or under it on a narrow screen.
    let (tiles_x, tiles_y) = if narrow { (0.0, strip_y + TALL + 6.0) } else { (b.strip.len() as f64 * (slot_w + GAP) + 12.0, strip_y) };
    let tile = |x: f64, yy: f64, n: u8, faded: bool| {
        view! {
            <g opacity={if faded { "0.6" } else { "1" }}>
                <rect x=x y=yy width="30" height="30" rx="4" fill="#3a4a5c" stroke="#222"/>
                <text x=x + 15.0 y=yy + 21.0 font-size="15" text-anchor="middle" font-weight="700" fill="#fff">{n}</text>
            </g>
        }
    };
    let per_row = ((WIDTH - tiles_x) / 33.0).floor().max(1.0) as usize;
    let market = b
        .market
        .iter()
        .take(per_row)
        .enumerate()
        .map(|(i, &n)| tile(tiles_x + i as f64 * 33.0, tiles_y + 4.0, n, false))
        .collect_view();
    let discard = b
        .discard
        .iter()
        .take(per_row)
        .enumerate()
        .map(|(i, &n)| tile(tiles_x + i as f64 * 33.0, tiles_y + 40.0, n, true))
        .collect_view();
    let cards = (0..b.qcards.len())
        .map(|i| {
            let x = tiles_x + i as f64 * 22.0;
            view! {
                <rect x=x y=tiles_y + TALL - 14.0 width="18" height="14" rx="2" fill="#f4e6c3" stroke="#222"/>
                <text x=x + 9.0 y=tiles_y + TALL - 3.0 font-size="11" text-anchor="middle" fill="#1b1b1b">"?"</text>
            }
        })
        .collect_view();
    let height = tiles_y + TALL + 4.0;
    view! {
        <svg class="rr-action-board" data-testid="rr-action-board" viewBox=format!("-2 -2 {} {}", WIDTH + 4.0, height + 4.0)
            preserveAspectRatio="xMidYMin meet">
            <g class="rr-rounds" data-testid="rr-round" data-round=b.round.to_string()>{rounds}</g>
            <g class="rr-order" data-testid="rr-order">{order}</g>
            {rows}
            {strip}
            <g data-testid="rr-market">{market}{discard}{cards}</g>
        </svg>
    }
}
