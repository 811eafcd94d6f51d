//! One hex drawn alone, with the track a build would leave on it: the tile picker's cards use
//! the map's own terrain colours and track drawing, so a card looks like the hex will.

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::view::{PathView, Terrain, TrackView};

use super::geometry::{hex_points, D1, SIZE};
use super::layers::{hex_owners, hex_rails, terrain_fill};

/// A hex of `terrain` with `paths` drawn on it; `seats` colour the owners.
#[component]
pub fn TilePicture(paths: Vec<PathView>, crossing: bool, terrain: Terrain, seats: Vec<(String, String)>) -> impl IntoView {
    let hex = Hex::new(0, 0);
    let (cx, cy) = hex.center(SIZE);
    let track = TrackView { hex, paths, crossing };
    let m = SIZE * 1.05;
    let view_box = format!("{} {} {} {}", D1(cx - m), D1(cy - m), D1(2.0 * m), D1(2.0 * m));
    view! {
        <svg class="tile-picture" viewBox=view_box aria-hidden="true">
            <polygon class="hex-bg" points=hex_points(hex, 1.0) fill=terrain_fill(terrain)/>
            {(terrain == Terrain::Town).then(|| view! {
                <circle class="town-dot" cx=D1(cx).to_string() cy=D1(cy).to_string() r=D1(SIZE * 0.17).to_string()/>
            })}
            {hex_rails(&track, &seats)}
            {hex_owners(&track, &seats)}
        </svg>
    }
}
