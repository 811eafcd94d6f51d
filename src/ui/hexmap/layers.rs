//! The SVG layers drawn from the board view: terrain, city and town tokens, track, goods.

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::view::{HexView, Mark, Terrain, TrackView};

use super::geometry::*;
use railyard::core::colour::ink_on;

/// Fill and symbol colour of a terrain.
pub(super) fn terrain_fill(t: Terrain) -> &'static str {
    match t {
        Terrain::Plain | Terrain::Town => "#e4ebc9",
        Terrain::River => "#d9e8cf",
        Terrain::Hills => "#d8c69a",
        Terrain::Mountain => "#bba68a",
        Terrain::Water => "#a9cfe9",
        Terrain::City => "#e9e2cf",
        Terrain::Swamp => "#c6d9b4",
        Terrain::DarkMountain => "#8f7b66",
    }
}

/// Terrain symbol path for a hex centred at (cx, cy): colour is never the only signal.
pub(super) fn terrain_symbol(t: Terrain, cx: f64, cy: f64) -> Option<(&'static str, String)> {
    let s = SIZE;
    let p = |dx: f64, dy: f64| format!("{} {}", D1(cx + dx * s), D1(cy + dy * s));
    match t {
        Terrain::River => Some((
            "sym-river",
            format!(
                "M{} Q{} {} T{} T{} T{}",
                p(-0.78, 0.32),
                p(-0.58, 0.12),
                p(-0.38, 0.32),
                p(0.02, 0.32),
                p(0.42, 0.32),
                p(0.78, 0.32)
            ),
        )),
        Terrain::Hills => Some((
            "sym-hills",
            format!("M{} Q{} {} M{} Q{} {}", p(-0.5, 0.35), p(-0.27, -0.05), p(-0.04, 0.35), p(-0.1, 0.35), p(0.18, -0.2), p(0.46, 0.35)),
        )),
        Terrain::Swamp => Some((
            "sym-swamp",
            format!(
                "M{} L{} M{} L{} M{} L{} M{} L{} M{} L{}",
                p(-0.45, 0.3), p(0.45, 0.3), p(-0.25, 0.3), p(-0.32, 0.02), p(-0.05, 0.3), p(-0.05, -0.05),
                p(0.15, 0.3), p(0.22, 0.02), p(-0.3, 0.5), p(0.3, 0.5)
            ),
        )),
        Terrain::Mountain | Terrain::DarkMountain => Some((
            if t == Terrain::Mountain { "sym-mountain" } else { "sym-dark-mountain" },
            format!("M{} L{} L{} Z M{} L{} L{} Z", p(-0.5, 0.38), p(-0.14, -0.3), p(0.22, 0.38), p(0.02, 0.38), p(0.27, -0.08), p(0.52, 0.38)),
        )),
        Terrain::Water => Some((
            "sym-water",
            format!(
                "M{} q{} {} {} 0 t{} 0 t{} 0 M{} q{} {} {} 0 t{} 0 t{} 0",
                p(-0.45, -0.05), D1(0.15 * s), D1(-0.14 * s), D1(0.3 * s), D1(0.3 * s), D1(0.3 * s),
                p(-0.45, 0.25), D1(0.15 * s), D1(-0.14 * s), D1(0.3 * s), D1(0.3 * s), D1(0.3 * s)
            ),
        )),
        _ => None,
    }
}

/// The fixed part of a hex: what the terrain and token layers draw.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct StaticHex {
    pub(super) hex: Hex,
    pub(super) terrain: Terrain,
    pub(super) label: Option<String>,
    pub(super) city: Option<Mark>,
}

/// What the terrain layer draws of a hex: a city's letter or name may change (an emptied
/// factory city in Steam Power) without redrawing every hex's ground.
#[derive(Clone, PartialEq)]
pub(super) struct Ground {
    pub(super) hex: Hex,
    pub(super) terrain: Terrain,
    pub(super) city_colour: Option<String>,
}

impl Ground {
    pub(super) fn of(h: &StaticHex) -> Ground {
        Ground { hex: h.hex, terrain: h.terrain, city_colour: h.city.as_ref().map(|m| m.colour.clone()) }
    }
}

/// Text made safe inside SVG markup (an attribute value or an element's text).
pub(super) fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

// The terrain and token layers seldom change during a game: they are written as markup (one
// DOM call for the board) rather than built node by node, which made up much of drawing a
// board. Each hex is a group of its own, so a change (a town become a city) rewrites that group
// alone (`patch`).

/// Brings a markup layer `g` to `items`, one `<g>` per item, drawn by `write`: the whole layer
/// when its items stand on other hexes than those drawn, else only the groups of the items that
/// changed. The terrain's SVG is then repainted where a hex changed, not whole.
pub(super) fn patch<T: Clone + PartialEq>(g: &web_sys::Element, drawn: &mut Vec<T>, items: &[T], hex: impl Fn(&T) -> Hex, write: impl Fn(&T, &mut String)) {
    let kids = g.children();
    let same = kids.length() as usize == items.len() && drawn.len() == items.len() && drawn.iter().zip(items).all(|(a, b)| hex(a) == hex(b));
    if same {
        for (i, (was, now)) in drawn.iter().zip(items).enumerate() {
            if let Some(el) = kids.item(i as u32).filter(|_| was != now) {
                let mut out = String::new();
                write(now, &mut out);
                el.set_inner_html(&out);
            }
        }
    } else {
        g.set_inner_html(&whole(items, write));
    }
    *drawn = items.to_vec();
}

/// The markup of a whole layer that `patch` keeps: one `<g>` per item.
pub(super) fn whole<T>(items: &[T], write: impl Fn(&T, &mut String)) -> String {
    let mut out = String::with_capacity(items.len() * 240);
    for item in items {
        out.push_str("<g>");
        write(item, &mut out);
        out.push_str("</g>");
    }
    out
}

/// A hex's ground on the terrain layer: its colour, its terrain symbol and its coordinate.
pub(super) fn terrain_hex(h: &Ground, out: &mut String) {
    use std::fmt::Write;
    let (cx, cy) = h.hex.center(SIZE);
    let (fill, class) = match (&h.city_colour, h.terrain) {
        (Some(c), _) => (esc(c), "hex-bg hex-city"),
        (None, t) => (terrain_fill(t).to_string(), "hex-bg"),
    };
    let _ = write!(out, r#"<polygon class="{class}" points="{}" fill="{fill}"/>"#, hex_points(h.hex, 1.0));
    if let Some((sym, d)) = terrain_symbol(h.terrain, cx, cy) {
        let _ = write!(out, r#"<path class="sym {sym}" d="{d}"/>"#);
    }
    let _ = write!(out, r#"<text class="hex-coord" x="{}" y="{}">{}</text>"#, D1(cx), D1(cy - SIZE * 0.62), esc(&h.hex.to_string()));
}

/// Whether a hex has anything on the token layer.
pub(super) fn has_tokens(h: &StaticHex) -> bool {
    h.city.is_some() || h.terrain == Terrain::Town || h.label.is_some()
}

/// A hex's marks on the token layer: a city token with its letter and name, a town dot, a name.
pub(super) fn token_hex(h: &StaticHex, out: &mut String) {
    use std::fmt::Write;
    let (cx, cy) = h.hex.center(SIZE);
    let label = esc(h.label.as_deref().unwrap_or_default());
    let name_y = cy + SIZE * 0.62;
    if let Some(m) = &h.city {
        let colour = esc(&m.colour);
        let _ = write!(
            out,
            concat!(
                r#"<g class="city-token"><polygon class="city-inner" points="{pts}" fill="{colour}"/>"#,
                r##"<circle class="city-letter-bg" cx="{cx}" cy="{ly}" r="{r}" fill="#fffdf5" stroke="{colour}"/>"##,
                r##"<text class="city-letter" x="{cx}" y="{ly}" fill="#1b1b1b">{letter}</text><desc>{name}</desc></g>"##,
                r#"<text class="hex-name city-name" x="{cx}" y="{name_y}" data-ink="{ink}">{label}</text>"#
            ),
            pts = hex_points(h.hex, 0.8),
            colour = colour,
            cx = D1(cx),
            ly = D1(cy - SIZE * 0.3),
            r = D1(SIZE * 0.22),
            letter = esc(&m.letter),
            name = esc(&m.name),
            name_y = D1(name_y),
            ink = esc(ink_on(&m.colour)),
            label = label,
        );
    } else if h.terrain == Terrain::Town {
        let _ = write!(
            out,
            r#"<circle class="town-dot" cx="{cx}" cy="{cy}" r="{}"/><text class="hex-name town-name" x="{cx}" y="{name_y}">{label}</text>"#,
            D1(SIZE * 0.17),
            cx = D1(cx),
            cy = D1(cy),
            name_y = D1(name_y),
        );
    } else {
        let _ = write!(out, r#"<text class="hex-name" x="{}" y="{}">{label}</text>"#, D1(cx), D1(name_y));
    }
}

pub(super) const UNOWNED: &str = "#7d7d7d";

/// Track drawn in two layers, rails under owner markers (a marker sits on a hex side, over its
/// neighbour's rails).
pub(super) fn track_layer(track: &[TrackView], seats: &[(String, String)]) -> impl IntoView {
    let rails = track.iter().map(|t| hex_rails(t, seats)).collect_view();
    let markers = track.iter().map(|t| hex_owners(t, seats)).collect_view();
    view! { <g class="layer-rails">{rails}</g><g class="layer-owners">{markers}</g> }
}

fn track_colour(owner: Option<usize>, seats: &[(String, String)]) -> String {
    owner.and_then(|o| seats.get(o)).map(|s| s.1.clone()).unwrap_or_else(|| UNOWNED.to_string())
}

/// The rails of one hex's track.
pub(super) fn hex_rails(t: &TrackView, seats: &[(String, String)]) -> impl IntoView {
    t.paths
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (d, _) = path_geometry(t.hex, p);
            let bridge = t.crossing && i > 0;
            view! {
                <g class="track" class:open=!p.complete class:bridge=bridge data-owner=p.owner.map(|o| o.to_string())>
                    {bridge.then(|| view! { <path class="track-bridge" d=d.clone()/> })}
                    <path class="track-casing" d=d.clone()/>
                    <path class="track-rail" d=d stroke=track_colour(p.owner, seats)/>
                </g>
            }
        })
        .collect_view()
}

/// One marker per owner of one hex's track, at the middle of its first path.
pub(super) fn hex_owners(t: &TrackView, seats: &[(String, String)]) -> impl IntoView {
    let mut marked: Vec<usize> = Vec::new();
    let mut markers = Vec::new();
    for p in &t.paths {
        let Some(o) = p.owner else { continue };
        if marked.contains(&o) {
            continue;
        }
        marked.push(o);
        let (_, m) = path_geometry(t.hex, p);
        let c = track_colour(p.owner, seats);
        markers.push(view! {
            <g class="owner-marker">
                <circle cx=D1(m.0).to_string() cy=D1(m.1).to_string() r="7" fill=c.clone()/>
                <text x=D1(m.0).to_string() y=D1(m.1).to_string() fill=ink_on(&c)>{(o + 1).to_string()}</text>
            </g>
        });
    }
    markers
}

pub(super) fn has_goods(h: &HexView) -> bool {
    !h.cubes.is_empty() || !h.markers.is_empty()
}

/// The cubes and markers on one hex.
pub(super) fn hex_goods(h: &HexView) -> impl IntoView {
    {
            let (cx, cy) = h.hex.center(SIZE);
            let side = SIZE * 0.27;
            let gap = 2.5;
            let per_row = 4usize;
            let base_y = if h.city.is_some() { cy + SIZE * 0.02 } else { cy + SIZE * 0.12 };
            let cubes = h
                .cubes
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let row = i / per_row;
                    let in_row = (h.cubes.len() - row * per_row).min(per_row);
                    let col = i % per_row;
                    let total_w = in_row as f64 * side + (in_row as f64 - 1.0) * gap;
                    let x = cx - total_w / 2.0 + col as f64 * (side + gap);
                    let y = base_y + row as f64 * (side + gap);
                    view! {
                        <g class="cube">
                            <rect x=D1(x).to_string() y=D1(y).to_string() width=D1(side).to_string() height=D1(side).to_string() rx="1.5" fill=c.colour.clone()/>
                            <text x=D1(x + side / 2.0).to_string() y=D1(y + side / 2.0).to_string() fill=ink_on(&c.colour)>{c.letter.clone()}</text>
                        </g>
                    }
                })
                .collect_view();
            let markers = h
                .markers
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    let x = cx + SIZE * 0.5 - i as f64 * SIZE * 0.3;
                    let y = cy - SIZE * 0.42;
                    view! {
                        <g class="marker">
                            <circle cx=D1(x).to_string() cy=D1(y).to_string() r=D1(SIZE * 0.15).to_string() fill=m.colour.clone()/>
                            <text x=D1(x).to_string() y=D1(y).to_string() fill=ink_on(&m.colour)>{m.letter.clone()}</text>
                        </g>
                    }
                })
                .collect_view();
            view! { {cubes}{markers} }
    }
}
