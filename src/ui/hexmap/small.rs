//! A board drawn small from its preview string (`railyard::rail::preview`), for the map choice:
//! terrain with its symbols, cities in their colours, towns as dots. Nothing in it is
//! interactive; it is one picture with one accessible name.

use leptos::prelude::*;
use railyard::core::view::Terrain;
use railyard::rail::preview::decode;

use super::geometry::*;
use super::layers::{terrain_fill, terrain_symbol};

/// The picture of a board preview; `name` is its accessible name.
#[component]
pub fn SmallBoard(preview: &'static str, name: String) -> impl IntoView {
    let hexes = decode(preview);
    let b = Bounds::of(hexes.iter().map(|h| h.hex));
    let view_box = b.map_or_else(String::new, |b| {
        format!("{} {} {} {}", D0(b.min_x - 4.0), D0(b.min_y - 4.0), D0(b.max_x - b.min_x + 8.0), D0(b.max_y - b.min_y + 8.0))
    });
    let cells = hexes
        .into_iter()
        .map(|h| {
            let (cx, cy) = h.hex.center(SIZE);
            let (fill, class) = match (h.terrain, h.colour) {
                (Terrain::City, Some(g)) => (g.css(), "hex-bg hex-city"),
                (Terrain::City, None) => ("#fffdf5", "hex-bg hex-city"),
                (t, _) => (terrain_fill(t), "hex-bg"),
            };
            let symbol = terrain_symbol(h.terrain, cx, cy).map(|(c, d)| view! { <path class=format!("sym {c}") d=d/> });
            let town = (h.terrain == Terrain::Town)
                .then(|| view! { <circle class="preview-town" cx=D1(cx).to_string() cy=D1(cy).to_string() r=D1(SIZE * 0.3).to_string()/> });
            view! {
                <polygon class=class points=hex_points(h.hex, 1.0) fill=fill/>
                {symbol}
                {town}
            }
        })
        .collect_view();
    view! {
        <svg class="board-preview" data-testid="map-preview" data-preview=preview role="img" aria-label=name
            viewBox=view_box preserveAspectRatio="xMidYMid meet">
            {cells}
        </svg>
    }
}
