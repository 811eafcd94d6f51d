//! A seat's own board: its three railways (segments coloured by the best marker on them, the
//! markers, the locomotives and how far they reach, the doublers over the Trans-Siberian), the
//! industry lane with its factories and markers, and its hired engineers as its own spaces.

use leptos::prelude::*;
use railyard::core::Msg;
use railyard::games::russian_railroads::data::{self, Reward, Space, COLOURS_ON, DOUBLER_SPACES, GAPS, INDUSTRY_LEN, INDUSTRY_SCORE, LENGTH, QUESTION_INDEX, SLOTS, SPECIALS, TS, UNLOCK_AT};
use railyard::games::russian_railroads::view::{Board, SeatView};

use super::board::space;
use super::icons::MARKER;
use super::Pick;

const WIDTH: f64 = 640.0;
const LEFT: f64 = 96.0;
const SEG: f64 = 36.0;
const ROW: f64 = 58.0;

fn railway(p: &SeatView, rw: usize, y: f64, pick: Pick) -> impl IntoView {
    let name = pick.say(&Msg::new(format!("rr.railway.{}", data::RAILWAYS[rw])));
    let top = y + 16.0;
    let reach = p.reach[rw];
    let cells = (1..=LENGTH[rw])
        .map(|s| {
            let x = LEFT + (s - 1) as f64 * SEG;
            // A segment shows the colour of the best marker that has reached it.
            let best = (0..COLOURS_ON[rw]).filter(|&c| p.pos[rw][c] >= s).max();
            let fill = best.map_or("#efe9da", |c| MARKER[c]);
            let marker = (0..COLOURS_ON[rw]).find(|&c| p.pos[rw][c] == s);
            let special = SPECIALS.iter().find(|x| x.0 == rw && x.1 == s).map(|x| match x.4 {
                Reward::Worker => "♟",
                Reward::Token => "?",
                Reward::EndOfLine => "⚑",
            });
            let unlock = (rw == TS).then(|| UNLOCK_AT.iter().position(|&u| u == s)).flatten();
            view! {
                <g opacity={if s > reach { "0.45" } else { "1" }}>
                    <rect x=x y=top width=SEG - 2.0 height="30" rx="3" fill=fill fill-opacity="0.35" stroke="#8a8472"/>
                    <text x=x + 3.0 y=top + 10.0 font-size="9" fill="#5d615a">{s}</text>
                    {special.map(|t| view! { <text x=x + SEG - 6.0 y=top + 11.0 font-size="10" text-anchor="end" fill="#1b1b1b">{t}</text> })}
                    {unlock.map(|i| view! { <path d=format!("M{} {} l6 -7 l6 7 z", x + SEG / 2.0 - 6.0, top + 30.0) fill=MARKER[i + 1] stroke="#222" stroke-width="0.8"/> })}
                    {marker.map(|c| view! {
                        <circle cx=x + SEG / 2.0 - 1.0 cy=top + 17.0 r="9" fill=MARKER[c] stroke="#111" stroke-width="1.5"
                            data-testid="rr-marker" data-railway=rw.to_string() data-colour=c.to_string()/>
                    })}
                </g>
            }
        })
        .collect_view();
    let reach_x = LEFT + reach as f64 * SEG - 1.0;
    let locos = (0..SLOTS[rw])
        .map(|i| {
            let x = 4.0 + i as f64 * 44.0;
            match p.locos[rw].get(i) {
                Some(l) => view! {
                    <g data-testid="rr-loco">
                        <rect x=x y=top width="40" height="30" rx="4" fill="#3a4a5c" stroke="#222"/>
                        <text x=x + 20.0 y=top + 21.0 font-size="16" text-anchor="middle" font-weight="700" fill="#fff">{l.number}</text>
                    </g>
                }
                .into_any(),
                None => view! { <rect x=x y=top width="40" height="30" rx="4" fill="none" stroke="#8a8472" stroke-dasharray="4 3"/> }.into_any(),
            }
        })
        .collect_view();
    view! {
        <g class="rr-railway" data-testid="rr-railway" data-railway=rw.to_string() data-reach=reach.to_string()>
            <text x="4" y=y + 11.0 font-size="12" font-weight="700" fill="#1b1b1b">{name}</text>
            {locos}
            {cells}
            {(reach > 0).then(|| view! { <line x1=reach_x y1=top - 3.0 x2=reach_x y2=top + 33.0 stroke="#1f3a2e" stroke-width="3"/> })}
        </g>
    }
}

fn industry(p: &SeatView, y: f64, colour: String) -> impl IntoView {
    let w = (WIDTH - LEFT) / INDUSTRY_LEN as f64;
    let cells = (0..INDUSTRY_LEN)
        .map(|i| {
            let x = LEFT + i as f64 * w;
            let gap = GAPS.iter().position(|&g| g == i);
            let built = gap.and_then(|k| p.factories.get(k).copied());
            let body = match (gap, built) {
                (Some(_), Some(f)) => view! {
                    <rect x=x y=y width=w - 2.0 height="30" rx="3" fill="#8d6e63" stroke="#222"/>
                    <text x=x + w / 2.0 - 1.0 y=y + 20.0 font-size="13" text-anchor="middle" font-weight="700" fill="#fff">{f}</text>
                }
                .into_any(),
                (Some(_), None) => view! { <rect x=x y=y width=w - 2.0 height="30" rx="3" fill="none" stroke="#8a8472" stroke-dasharray="3 3"/> }.into_any(),
                _ => view! {
                    <rect x=x y=y width=w - 2.0 height="30" rx="3" fill="#efe9da" stroke="#8a8472"/>
                    <text x=x + w / 2.0 - 1.0 y=y + 20.0 font-size="11" text-anchor="middle" fill="#5d615a">
                        {if i == QUESTION_INDEX { "?".to_string() } else { INDUSTRY_SCORE[i].to_string() }}
                    </text>
                }
                .into_any(),
            };
            let markers = p.industry.iter().filter(|&&m| m as usize == i).count();
            let colour = colour.clone();
            view! {
                {body}
                {(0..markers).map(|k| view! {
                    <circle cx=x + w / 2.0 - 1.0 + k as f64 * 5.0 cy=y + 15.0 - k as f64 * 4.0 r="8" fill=colour.clone() stroke="#111" stroke-width="1.5" data-testid="rr-industry-marker"/>
                }).collect_view()}
            }
        })
        .collect_view();
    view! { <g class="rr-industry" data-testid="rr-industry">{cells}</g> }
}

/// The board of seat `seat`.
pub fn seat_board(b: &Board, seat: usize, pick: Pick) -> impl IntoView {
    let p = &b.seats[seat];
    let colour = pick.colour(seat);
    let mut y = 0.0;
    // The doublers over the Trans-Siberian's first segments.
    let doublers = (0..DOUBLER_SPACES)
        .map(|i| {
            let x = LEFT + i as f64 * SEG + 6.0;
            let on = (i as u8) < p.doublers;
            view! {
                <rect x=x y="0" width=SEG - 14.0 height="14" rx="3" fill={if on { "#f2b33d" } else { "none" }} stroke="#8a8472" stroke-dasharray={if on { "none" } else { "2 2" }}/>
                {on.then(|| view! { <text x=x + (SEG - 14.0) / 2.0 y="11" font-size="10" text-anchor="middle" font-weight="700" fill="#1b1b1b">"×2"</text> })}
            }
        })
        .collect_view();
    y += 14.0;
    let rails = (0..3)
        .map(|rw| {
            let v = railway(p, rw, y, pick);
            y += ROW;
            v
        })
        .collect_view();
    let industry_y = y + 6.0;
    let lane = industry(p, industry_y, colour.clone());
    y = industry_y + 40.0;
    // Hired engineers: the seat's own action spaces.
    let own_y = y;
    let own = p
        .own
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let e = match v.space {
                Space::Own(e) => e,
                _ => 0,
            };
            space(b, v, i as f64 * 96.0, own_y, 92.0, pick, Some(format!("#{e}")))
        })
        .collect_view();
    if !p.own.is_empty() {
        y += 92.0;
    }
    view! {
        <svg class="rr-seat-board" viewBox=format!("0 -2 {WIDTH} {}", y + 4.0) preserveAspectRatio="xMidYMin meet">
            <g data-testid="rr-doublers" data-doublers=p.doublers.to_string()>{doublers}</g>
            {rails}
            {lane}
            <g data-testid="rr-own-engineers">{own}</g>
        </svg>
    }
}
