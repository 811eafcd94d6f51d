//! `#/preview`: a sample board with every terrain, city and town, goods, markers and every shape
//! of track (straight, gentle and sharp curves, town spokes, open and complete, owned and not).
//! It shows how the map draws a `BoardView` independently of any game.

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::view::{BoardView, HexView, Mark, PathView, Terrain, TrackView};

use super::app::{use_app, Route};
use super::hexmap::HexMap;
use super::i18n::*;

fn mark(colour: &str, letter: &str, name: &str) -> Mark {
    Mark { colour: colour.into(), letter: letter.into(), name: name.into(), words: Default::default() }
}

pub fn sample_board() -> BoardView {
    let mut hexes = Vec::new();
    for col in 0..9 {
        for row in 0..6 {
            let hex = Hex::from_offset(col, row);
            let terrain = match (col * 7 + row * 3) % 11 {
                0 | 5 => Terrain::Hills,
                3 => Terrain::Mountain,
                8 => Terrain::River,
                _ => Terrain::Plain,
            };
            let terrain = if col == 8 && row > 2 { Terrain::Water } else { terrain };
            hexes.push(HexView { hex, terrain, label: None, city: None, cubes: vec![], markers: vec![] });
        }
    }
    let mut set = |col: i32, row: i32, f: &dyn Fn(&mut HexView)| {
        let h = Hex::from_offset(col, row);
        if let Some(v) = hexes.iter_mut().find(|x| x.hex == h) {
            f(v);
        }
    };
    set(1, 1, &|v| {
        v.terrain = Terrain::City;
        v.label = Some("Pittsburgh".into());
        v.city = Some(mark("#d32f2f", "R", "red city"));
        v.cubes = vec![mark("#1e63c4", "B", "blue cube"), mark("#f4d03f", "Y", "yellow cube"), mark("#222222", "K", "black cube")];
    });
    set(5, 1, &|v| {
        v.terrain = Terrain::City;
        v.label = Some("Cleveland".into());
        v.city = Some(mark("#1e63c4", "B", "blue city"));
        v.cubes = vec![mark("#7b3fa0", "P", "purple cube"), mark("#d32f2f", "R", "red cube")];
    });
    set(4, 4, &|v| {
        v.terrain = Terrain::City;
        v.label = Some("Wheeling".into());
        v.city = Some(mark("#f4d03f", "Y", "yellow city"));
    });
    set(3, 1, &|v| {
        v.terrain = Terrain::Town;
        v.label = Some("Youngstown".into());
    });
    set(1, 4, &|v| {
        v.terrain = Terrain::Town;
        v.label = Some("Canton".into());
        v.markers = vec![mark("#2e7d32", "A", "new city tile A")];
    });
    let track = vec![
        TrackView { hex: Hex::from_offset(2, 1), paths: vec![PathView { from: 5, to: Some(2), owner: Some(0), complete: true }], crossing: false },
        TrackView { hex: Hex::from_offset(3, 1), paths: vec![
            PathView { from: 4, to: None, owner: Some(0), complete: true },
            PathView { from: 1, to: None, owner: Some(1), complete: false },
        ], crossing: false },
        TrackView { hex: Hex::from_offset(4, 0), paths: vec![PathView { from: 4, to: Some(2), owner: Some(1), complete: false }], crossing: false },
        TrackView { hex: Hex::from_offset(1, 2), paths: vec![PathView { from: 0, to: Some(3), owner: Some(2), complete: true }], crossing: false },
        TrackView { hex: Hex::from_offset(1, 3), paths: vec![PathView { from: 0, to: Some(2), owner: Some(2), complete: true }], crossing: false },
        TrackView { hex: Hex::from_offset(2, 3), paths: vec![PathView { from: 5, to: Some(3), owner: Some(2), complete: true }], crossing: false },
        TrackView { hex: Hex::from_offset(2, 4), paths: vec![PathView { from: 0, to: Some(1), owner: None, complete: false }], crossing: false },
        TrackView { hex: Hex::from_offset(6, 3), paths: vec![
            PathView { from: 0, to: Some(3), owner: Some(1), complete: true },
            PathView { from: 5, to: Some(2), owner: Some(0), complete: true },
        ], crossing: true },
    ];
    BoardView { hexes, track, highlights: vec![Hex::from_offset(6, 2), Hex::from_offset(7, 2)] }
}

#[component]
pub fn Preview() -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    let board = Signal::stored(sample_board());
    let seats = Signal::stored(vec![
        ("Ada".to_string(), "#c62828".to_string()),
        ("Ben".to_string(), "#1565c0".to_string()),
        ("Cleo".to_string(), "#2e7d32".to_string()),
    ]);
    let selected = RwSignal::new(None::<Hex>);
    let on_hex = Callback::new(move |h: Hex| selected.set(Some(h)));
    view! {
        <div class="table preview" data-testid="preview">
            <div class="table-bar">
                <button class="btn btn-quiet" data-testid="back-home" on:click=move |_| app.go(Route::Home)>{t!(i18n, back_home)}</button>
                <div class="table-title"><strong>{t!(i18n, preview_title)}</strong><span class="muted">{t!(i18n, preview_intro)}</span></div>
                <span class="spacer"></span>
                <span class="muted" data-testid="preview-selected">{move || selected.get().map(|h| h.to_string()).unwrap_or_default()}</span>
            </div>
            <div class="table-body">
                <div class="table-map">
                    <HexMap board=board seats=seats selected=selected actionable=Signal::stored(vec![]) on_hex=on_hex/>
                </div>
            </div>
        </div>
    }
}
