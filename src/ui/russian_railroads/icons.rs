//! Small pictures of what a space or an engineer does, drawn from the printed effects
//! (`data::central`, `data::engineer`): marker colours for steps, symbols for the rest. The
//! words for each are the engine's (the space's name in a tooltip and in the preview).

use leptos::prelude::*;
use railyard::games::russian_railroads::data::{Effect, ANY, BLACK_OR_GREY};

/// Track marker colours, black to white (`data::COLOURS`).
pub const MARKER: [&str; 5] = ["#1d1d1d", "#7f8c87", "#9b5a2c", "#dcc79b", "#ffffff"];
/// The temporary workers' colour.
pub const TURQUOISE: &str = "#23a9a6";

/// A worker figure with its foot at (x, y).
pub fn pawn(x: f64, y: f64, size: f64, fill: String) -> impl IntoView {
    let s = size;
    let d = format!(
        "M{} {} h{} l{} {} a{} {} 0 1 0 {} 0 l{} {} z",
        x - s * 0.5, y, s, -s * 0.22, -s * 0.55, s * 0.3, s * 0.3, -s * 0.12, -s * 0.22, s * 0.55
    );
    let head_y = y - s * 0.95;
    view! {
        <path d=d fill=fill.clone() stroke="#222" stroke-width="1"/>
        <circle cx=x cy=head_y r=s * 0.26 fill=fill stroke="#222" stroke-width="1"/>
    }
}

/// A rouble coin centred on (x, y).
pub fn coin(x: f64, y: f64, r: f64) -> impl IntoView {
    view! {
        <circle cx=x cy=y r=r fill="#e7b53c" stroke="#8a6412" stroke-width="1"/>
        <text x=x y=y + r * 0.4 font-size=r * 1.2 text-anchor="middle" fill="#5a3e00" font-weight="700">"₽"</text>
    }
}

/// A square of marker colour `c` (or the colours of a mask) at (x, y).
fn colour_chip(x: f64, y: f64, s: f64, mask: u8) -> AnyView {
    let colours: Vec<usize> = (0..5).filter(|c| mask & (1 << c) != 0).collect();
    let w = s / colours.len() as f64;
    view! {
        <g>
            {colours.iter().enumerate().map(|(i, &c)| view! {
                <rect x=x + w * i as f64 y=y width=w height=s fill=MARKER[c]/>
            }).collect_view()}
            <rect x=x y=y width=s height=s fill="none" stroke="#222" stroke-width="1"/>
        </g>
    }
    .into_any()
}

fn label(x: f64, y: f64, size: f64, text: String) -> AnyView {
    view! { <text x=x y=y font-size=size text-anchor="middle" fill="#1b1b1b" font-weight="700">{text}</text> }.into_any()
}

/// A locomotive tile.
fn loco(x: f64, y: f64, s: f64) -> AnyView {
    let d = format!("M{x} {} h{} v{} h{} v{} h{} z", y + s, s, -s * 0.55, -s * 0.35, -s * 0.45, -s * 0.65);
    view! { <path d=d fill="#3a4a5c" stroke="#222" stroke-width="1"/> }.into_any()
}

/// A factory.
fn factory(x: f64, y: f64, s: f64) -> AnyView {
    let d = format!(
        "M{x} {} v{} l{} {} v{} l{} {} v{} h{} v{} z",
        y + s, -s * 0.6, s * 0.33, -s * 0.2, s * 0.2, s * 0.33, -s * 0.2, s * 0.2, s * 0.34, s * 0.4
    );
    view! { <path d=d fill="#8d6e63" stroke="#222" stroke-width="1"/> }.into_any()
}

/// One effect's picture, about `s` high, left edge at x; returns it and its width.
fn one(e: Effect, x: f64, y: f64, s: f64) -> (AnyView, f64) {
    let t = |x: f64, text: String| label(x, y + s * 0.8, s * 0.75, text);
    match e {
        Effect::Steps { n, mask } => {
            let mask = if mask == ANY { ANY } else if mask == BLACK_OR_GREY { BLACK_OR_GREY } else { mask };
            (view! { <g>{t(x + s * 0.45, format!("{n}×"))}{colour_chip(x + s * 0.95, y + s * 0.1, s * 0.8, mask)}</g> }.into_any(), s * 1.85)
        }
        Effect::Industry(n) => (view! { <g>{t(x + s * 0.45, format!("+{n}"))}{factory(x + s * 0.9, y, s * 0.9)}</g> }.into_any(), s * 1.9),
        Effect::Doublers(n) => (t(x + s * 0.8, format!("{n}×2")), s * 1.6),
        Effect::Roubles(n) => (view! { <g>{t(x + s * 0.45, format!("+{n}"))}{coin(x + s * 1.3, y + s * 0.5, s * 0.42)}</g> }.into_any(), s * 1.8),
        Effect::Vp(n) => (t(x + s * 0.8, format!("{n}★")), s * 1.6),
        Effect::TempWorkers => (
            view! { <g>{pawn(x + s * 0.4, y + s, s * 0.8, TURQUOISE.into())}{pawn(x + s * 1.1, y + s, s * 0.8, TURQUOISE.into())}</g> }.into_any(),
            s * 1.5,
        ),
        Effect::Tile { both } => {
            let sign = if both { "+" } else { "/" };
            (view! { <g>{loco(x, y + s * 0.05, s * 0.9)}{t(x + s * 1.2, sign.into())}{factory(x + s * 1.5, y, s * 0.9)}</g> }.into_any(), s * 2.5)
        }
        Effect::LocoOnly | Effect::PlaceLoco { .. } => (loco(x, y, s * 0.9), s),
        Effect::FactoryOnly => (factory(x, y, s * 0.9), s),
        Effect::Hold => (t(x + s * 0.5, "⇅".into()), s),
        Effect::Reuse => (t(x + s * 0.5, "↻".into()), s),
        Effect::VpLocos => (view! { <g>{t(x + s * 0.4, "★".into())}{loco(x + s * 0.8, y, s * 0.9)}</g> }.into_any(), s * 1.8),
        Effect::VpEngineers => (t(x + s * 0.8, "★#".into()), s * 1.6),
        Effect::EndCard { .. } => (
            view! { <rect x=x + s * 0.2 y=y width=s * 0.65 height=s rx="2" fill="#f4e6c3" stroke="#222" stroke-width="1"/> }.into_any(),
            s,
        ),
        Effect::QCard { .. } | Effect::Token => (t(x + s * 0.5, "?".into()), s),
        Effect::Worker => (pawn(x + s * 0.5, y + s, s * 0.9, "#1d1d1d".into()).into_any(), s),
    }
}

/// The pictures of `effects` in a row centred on `cx`, `s` high from `y`.
pub fn effects(effects: &[Effect], cx: f64, y: f64, s: f64) -> impl IntoView {
    let parts: Vec<(AnyView, f64)> = effects.iter().enumerate().map(|(i, &e)| one(e, 0.0, 0.0, s * if i > 0 { 0.85 } else { 1.0 })).collect();
    let total: f64 = parts.iter().map(|p| p.1).sum();
    let mut x = cx - total / 2.0;
    parts
        .into_iter()
        .map(|(v, w)| {
            let at = format!("translate({x} {y})");
            x += w;
            view! { <g transform=at>{v}</g> }
        })
        .collect_view()
}
