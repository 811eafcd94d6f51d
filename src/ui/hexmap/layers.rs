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
    let p = |dx: f64, dy: f64| format!("{:.1} {:.1}", cx + dx * s, cy + dy * s);
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
                "M{} q{:.1} {:.1} {:.1} 0 t{:.1} 0 t{:.1} 0 M{} q{:.1} {:.1} {:.1} 0 t{:.1} 0 t{:.1} 0",
                p(-0.45, -0.05), 0.15 * s, -0.14 * s, 0.3 * s, 0.3 * s, 0.3 * s,
                p(-0.45, 0.25), 0.15 * s, -0.14 * s, 0.3 * s, 0.3 * s, 0.3 * s
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

pub(super) fn terrain_layer(hexes: &[StaticHex]) -> impl IntoView {
    hexes
        .iter()
        .map(|h| {
            let (cx, cy) = h.hex.center(SIZE);
            let symbol = terrain_symbol(h.terrain, cx, cy)
                .map(|(class, d)| view! { <path class=format!("sym {class}") d=d/> });
            let (fill, class) = match (&h.city, h.terrain) {
                (Some(m), _) => (m.colour.clone(), "hex-bg hex-city"),
                (None, t) => (terrain_fill(t).to_string(), "hex-bg"),
            };
            view! {
                <polygon class=class points=hex_points(h.hex, 1.0) fill=fill/>
                {symbol}
                <text class="hex-coord" x=format!("{cx:.1}") y=format!("{:.1}", cy - SIZE * 0.62)>{h.hex.to_string()}</text>
            }
        })
        .collect_view()
}

pub(super) fn token_layer(hexes: &[StaticHex]) -> impl IntoView {
    hexes
        .iter()
        .filter(|h| h.city.is_some() || h.terrain == Terrain::Town || h.label.is_some())
        .map(|h| {
            let (cx, cy) = h.hex.center(SIZE);
            let token = if let Some(m) = &h.city {
                let ink = ink_on(&m.colour);
                view! {
                    <g class="city-token">
                        <polygon class="city-inner" points=hex_points(h.hex, 0.8) fill=m.colour.clone()/>
                        <circle class="city-letter-bg" cx=format!("{cx:.1}") cy=format!("{:.1}", cy - SIZE * 0.3) r=format!("{:.1}", SIZE * 0.22)
                            fill="#fffdf5" stroke=m.colour.clone()/>
                        <text class="city-letter" x=format!("{cx:.1}") y=format!("{:.1}", cy - SIZE * 0.3) fill="#1b1b1b">{m.letter.clone()}</text>
                        <desc>{m.name.clone()}</desc>
                    </g>
                    <text class="hex-name city-name" x=format!("{cx:.1}") y=format!("{:.1}", cy + SIZE * 0.62) data-ink=ink>{h.label.clone().unwrap_or_default()}</text>
                }
                .into_any()
            } else if h.terrain == Terrain::Town {
                view! {
                    <circle class="town-dot" cx=format!("{cx:.1}") cy=format!("{cy:.1}") r=format!("{:.1}", SIZE * 0.17)/>
                    <text class="hex-name town-name" x=format!("{cx:.1}") y=format!("{:.1}", cy + SIZE * 0.62)>{h.label.clone().unwrap_or_default()}</text>
                }
                .into_any()
            } else {
                view! {
                    <text class="hex-name" x=format!("{cx:.1}") y=format!("{:.1}", cy + SIZE * 0.62)>{h.label.clone().unwrap_or_default()}</text>
                }
                .into_any()
            };
            token
        })
        .collect_view()
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
                <circle cx=format!("{:.1}", m.0) cy=format!("{:.1}", m.1) r="7" fill=c.clone()/>
                <text x=format!("{:.1}", m.0) y=format!("{:.1}", m.1) fill=ink_on(&c)>{(o + 1).to_string()}</text>
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
                            <rect x=format!("{x:.1}") y=format!("{y:.1}") width=format!("{side:.1}") height=format!("{side:.1}") rx="1.5" fill=c.colour.clone()/>
                            <text x=format!("{:.1}", x + side / 2.0) y=format!("{:.1}", y + side / 2.0) fill=ink_on(&c.colour)>{c.letter.clone()}</text>
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
                            <circle cx=format!("{x:.1}") cy=format!("{y:.1}") r=format!("{:.1}", SIZE * 0.15) fill=m.colour.clone()/>
                            <text x=format!("{x:.1}") y=format!("{y:.1}") fill=ink_on(&m.colour)>{m.letter.clone()}</text>
                        </g>
                    }
                })
                .collect_view();
            view! { {cubes}{markers} }
    }
}
