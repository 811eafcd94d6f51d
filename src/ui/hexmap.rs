//! The hex map: an SVG drawn from `BoardView` alone, in layers. Terrain and city/town tokens are
//! static (rebuilt only when the hexes' fixed parts change); track, goods, markers and the
//! interactive layer follow the game. Pan by dragging (pointer events, one finger or mouse),
//! zoom with the wheel, a pinch or the buttons; every hex is focusable, named for assistive
//! technology, and answers Enter/Space like a click.

use std::collections::HashMap;

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::view::{ActionPreview, BoardView, HexView, Mark, PathView, Terrain, TrackView};
use wasm_bindgen::JsCast;

use super::fill;
use super::i18n::*;
use leptos_i18n::I18nContext;

/// Circumradius of a hex in SVG units.
pub const SIZE: f64 = 40.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub min_x: f64,
    pub min_y: f64,
    pub max_x: f64,
    pub max_y: f64,
}

impl Bounds {
    pub fn of(hexes: impl Iterator<Item = Hex>) -> Option<Bounds> {
        let mut b: Option<Bounds> = None;
        for h in hexes {
            let (cx, cy) = h.center(SIZE);
            let (hw, hh) = (SIZE, SIZE * 3f64.sqrt() / 2.0);
            let nb = Bounds { min_x: cx - hw, min_y: cy - hh, max_x: cx + hw, max_y: cy + hh };
            b = Some(match b {
                None => nb,
                Some(o) => Bounds {
                    min_x: o.min_x.min(nb.min_x),
                    min_y: o.min_y.min(nb.min_y),
                    max_x: o.max_x.max(nb.max_x),
                    max_y: o.max_y.max(nb.max_y),
                },
            });
        }
        b
    }
    fn width(&self) -> f64 {
        self.max_x - self.min_x
    }
    fn height(&self) -> f64 {
        self.max_y - self.min_y
    }
}

impl ViewBox {
    pub fn attr(&self) -> String {
        format!("{:.1} {:.1} {:.1} {:.1}", self.x, self.y, self.w, self.h)
    }

    /// The whole board with a margin, shaped like the screen area (`aspect` = width / height).
    pub fn fit(b: Bounds, aspect: f64) -> ViewBox {
        let margin = SIZE * 0.4;
        let (mut w, mut h) = (b.width() + 2.0 * margin, b.height() + 2.0 * margin);
        let aspect = if aspect.is_finite() && aspect > 0.05 { aspect } else { w / h };
        if w / h < aspect {
            w = h * aspect;
        } else {
            h = w / aspect;
        }
        let (cx, cy) = ((b.min_x + b.max_x) / 2.0, (b.min_y + b.max_y) / 2.0);
        ViewBox { x: cx - w / 2.0, y: cy - h / 2.0, w, h }
    }

    /// Zooms by `factor` (>1 zooms in) keeping the SVG point `(px, py)` where it is.
    pub fn zoom_at(&self, px: f64, py: f64, factor: f64, b: Option<Bounds>) -> ViewBox {
        let max_w = b.map_or(4000.0, |b| (b.width().max(b.height() * self.w / self.h)) * 2.5);
        let min_w = SIZE * 4.0;
        let w = (self.w / factor).clamp(min_w, max_w.max(min_w));
        let f = self.w / w;
        let h = self.h / f;
        ViewBox { x: px - (px - self.x) / f, y: py - (py - self.y) / f, w, h }
    }

    pub fn pan(&self, dx: f64, dy: f64) -> ViewBox {
        ViewBox { x: self.x + dx, y: self.y + dy, ..*self }
    }

    /// SVG units per screen pixel and the SVG point at the element's top-left corner, for
    /// `preserveAspectRatio="xMidYMid meet"`.
    fn mapping(&self, width: f64, height: f64) -> (f64, f64, f64) {
        let scale = (self.w / width.max(1.0)).max(self.h / height.max(1.0));
        let ox = self.x - (width * scale - self.w) / 2.0;
        let oy = self.y - (height * scale - self.h) / 2.0;
        (scale, ox, oy)
    }
}

fn pts(points: impl Iterator<Item = (f64, f64)>) -> String {
    points.map(|(x, y)| format!("{x:.1},{y:.1}")).collect::<Vec<_>>().join(" ")
}

fn hex_points(h: Hex, scale: f64) -> String {
    let (cx, cy) = h.center(SIZE);
    pts((0..6).map(|i| {
        let (x, y) = h.corner(SIZE, i);
        (cx + (x - cx) * scale, cy + (y - cy) * scale)
    }))
}

/// Fill and symbol colour of a terrain.
fn terrain_fill(t: Terrain) -> &'static str {
    match t {
        Terrain::Plain | Terrain::Town => "#e4ebc9",
        Terrain::River => "#d9e8cf",
        Terrain::Hills => "#d8c69a",
        Terrain::Mountain => "#bba68a",
        Terrain::Water => "#a9cfe9",
        Terrain::City => "#e9e2cf",
    }
}

// Ink on seat colours is picked in the pure core (tested natively against odd colour text).
pub use railyard::core::colour::ink_on;

/// Terrain symbol path for a hex centred at (cx, cy): colour is never the only signal.
fn terrain_symbol(t: Terrain, cx: f64, cy: f64) -> Option<(&'static str, String)> {
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
        Terrain::Mountain => Some((
            "sym-mountain",
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
struct StaticHex {
    hex: Hex,
    terrain: Terrain,
    label: Option<String>,
    city: Option<Mark>,
}

fn terrain_layer(hexes: &[StaticHex]) -> impl IntoView {
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

fn token_layer(hexes: &[StaticHex]) -> impl IntoView {
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

/// The SVG path of one track path, and the point where its ownership marker sits.
pub fn path_geometry(h: Hex, p: &PathView) -> (String, (f64, f64)) {
    let (cx, cy) = h.center(SIZE);
    let a = h.edge_midpoint(SIZE, p.from);
    let Some(to) = p.to else {
        let mid = ((a.0 + cx) / 2.0, (a.1 + cy) / 2.0);
        return (format!("M{:.1} {:.1} L{cx:.1} {cy:.1}", a.0, a.1), mid);
    };
    let b = h.edge_midpoint(SIZE, to);
    let d = (to as i32 - p.from as i32).rem_euclid(6);
    if d == 3 || d == 0 {
        return (format!("M{:.1} {:.1} L{:.1} {:.1}", a.0, a.1, b.0, b.1), (cx, cy));
    }
    let r = if d == 1 || d == 5 { SIZE * 0.5 } else { SIZE * 1.5 };
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let (vx, vy) = (b.0 - a.0, b.1 - a.1);
    let half = (vx * vx + vy * vy).sqrt() / 2.0;
    let hgt = (r * r - half * half).max(0.0).sqrt();
    let (nx, ny) = (-vy / (2.0 * half), vx / (2.0 * half));
    // The arc bends towards the hex centre, so its own centre lies on the far side.
    let c1 = (mx + nx * hgt, my + ny * hgt);
    let c2 = (mx - nx * hgt, my - ny * hgt);
    let dist = |c: (f64, f64)| (c.0 - cx).powi(2) + (c.1 - cy).powi(2);
    let o = if dist(c1) > dist(c2) { c1 } else { c2 };
    let a1 = (a.1 - o.1).atan2(a.0 - o.0);
    let a2 = (b.1 - o.1).atan2(b.0 - o.0);
    let mut delta = a2 - a1;
    while delta > std::f64::consts::PI {
        delta -= 2.0 * std::f64::consts::PI;
    }
    while delta <= -std::f64::consts::PI {
        delta += 2.0 * std::f64::consts::PI;
    }
    let sweep = if delta > 0.0 { 1 } else { 0 };
    let am = a1 + delta / 2.0;
    let marker = (o.0 + r * am.cos(), o.1 + r * am.sin());
    (format!("M{:.1} {:.1} A{r:.1} {r:.1} 0 0 {sweep} {:.1} {:.1}", a.0, a.1, b.0, b.1), marker)
}

const UNOWNED: &str = "#7d7d7d";

fn track_layer(track: &[TrackView], seats: &[(String, String)]) -> impl IntoView {
    let colour = |owner: Option<usize>| {
        owner.and_then(|o| seats.get(o)).map(|s| s.1.clone()).unwrap_or_else(|| UNOWNED.to_string())
    };
    let mut rails = Vec::new();
    let mut markers = Vec::new();
    for t in track {
        let mut marked: Vec<Option<usize>> = Vec::new();
        for (i, p) in t.paths.iter().enumerate() {
            let (d, m) = path_geometry(t.hex, p);
            let bridge = t.crossing && i > 0;
            rails.push(view! {
                <g class="track" class:open=!p.complete class:bridge=bridge data-owner=p.owner.map(|o| o.to_string())>
                    {bridge.then(|| view! { <path class="track-bridge" d=d.clone()/> })}
                    <path class="track-casing" d=d.clone()/>
                    <path class="track-rail" d=d stroke=colour(p.owner)/>
                </g>
            });
            if let Some(o) = p.owner {
                if !marked.contains(&Some(o)) {
                    marked.push(Some(o));
                    let c = colour(p.owner);
                    markers.push(view! {
                        <g class="owner-marker">
                            <circle cx=format!("{:.1}", m.0) cy=format!("{:.1}", m.1) r="7" fill=c.clone()/>
                            <text x=format!("{:.1}", m.0) y=format!("{:.1}", m.1) fill=ink_on(&c)>{(o + 1).to_string()}</text>
                        </g>
                    });
                }
            }
        }
    }
    view! { <g class="layer-rails">{rails}</g><g class="layer-owners">{markers}</g> }
}

fn goods_layer(hexes: &[HexView]) -> impl IntoView {
    hexes
        .iter()
        .filter(|h| !h.cubes.is_empty() || !h.markers.is_empty())
        .map(|h| {
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
        })
        .collect_view()
}

/// Words for the terrain, in the reader's language.
fn terrain_word(i18n: I18nContext<Locale>, t: Terrain) -> &'static str {
    match t {
        Terrain::Plain => t_string!(i18n, terrain_plain),
        Terrain::River => t_string!(i18n, terrain_river),
        Terrain::Hills => t_string!(i18n, terrain_hills),
        Terrain::Mountain => t_string!(i18n, terrain_mountain),
        Terrain::Water => t_string!(i18n, terrain_water),
        Terrain::Town => t_string!(i18n, terrain_town),
        Terrain::City => t_string!(i18n, terrain_city),
    }
}

/// Accessible name of a hex: "C5, Pittsburgh, red city, 2 goods: R, B, track of Ann".
pub fn hex_name(
    i18n: I18nContext<Locale>,
    h: &HexView,
    track: Option<&TrackView>,
    seats: &[(String, String)],
    actionable: bool,
    selected: bool,
) -> String {
    let mut parts = vec![h.hex.to_string()];
    if let Some(l) = &h.label {
        parts.push(l.clone());
    }
    match &h.city {
        Some(m) => parts.push(m.name.clone()),
        None => parts.push(terrain_word(i18n, h.terrain).to_string()),
    }
    if !h.cubes.is_empty() {
        let list = h.cubes.iter().map(|c| c.letter.clone()).collect::<Vec<_>>().join(", ");
        parts.push(fill(t_string!(i18n, hex_goods), &[("n", &h.cubes.len().to_string()), ("list", &list)]));
    }
    if let Some(t) = track {
        let mut owners: Vec<String> = Vec::new();
        for p in &t.paths {
            let o = match p.owner.and_then(|o| seats.get(o)) {
                Some(s) => s.0.clone(),
                None => t_string!(i18n, hex_unowned).to_string(),
            };
            if !owners.contains(&o) {
                owners.push(o);
            }
        }
        if !owners.is_empty() {
            parts.push(fill(t_string!(i18n, hex_track), &[("owners", &owners.join(", "))]));
        }
    }
    for m in &h.markers {
        parts.push(m.name.clone());
    }
    if actionable {
        parts.push(t_string!(i18n, hex_actionable).to_string());
    }
    if selected {
        parts.push(t_string!(i18n, hex_selected).to_string());
    }
    parts.join(", ")
}

#[derive(Clone, Debug, PartialEq)]
struct HitHex {
    hex: Hex,
    name: String,
    actionable: bool,
    selected: bool,
    highlight: bool,
}

#[derive(Default)]
struct Gesture {
    pointers: HashMap<i32, (f64, f64)>,
    start: Option<(f64, f64)>,
    dragging: bool,
}

#[component]
pub fn HexMap(
    #[prop(into)] board: Signal<BoardView>,
    /// (name, colour) of each seat, for track owners.
    #[prop(into)]
    seats: Signal<Vec<(String, String)>>,
    #[prop(into)] selected: Signal<Option<Hex>>,
    /// Hexes named by a legal action (drawn with a soft outline).
    #[prop(into)]
    actionable: Signal<Vec<Hex>>,
    on_hex: Callback<Hex>,
    /// The action the player is considering, drawn over the board.
    #[prop(optional)]
    preview: Option<RwSignal<Option<ActionPreview>>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let statics = Memo::new(move |_| {
        board.with(|b| {
            b.hexes
                .iter()
                .map(|h| StaticHex { hex: h.hex, terrain: h.terrain, label: h.label.clone(), city: h.city.clone() })
                .collect::<Vec<_>>()
        })
    });
    let bounds = Memo::new(move |_| statics.with(|s| Bounds::of(s.iter().map(|h| h.hex))));
    let view_box = RwSignal::new(None::<ViewBox>);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let gesture = StoredValue::new_local(Gesture::default());

    let rect = move || -> Option<web_sys::DomRect> {
        let el: web_sys::Element = svg_ref.get_untracked()?.unchecked_into();
        Some(el.get_bounding_client_rect())
    };
    let fit = move || {
        let Some(b) = bounds.get_untracked() else { return };
        let aspect = rect().map(|r| r.width() / r.height().max(1.0)).unwrap_or(4.0 / 3.0);
        view_box.set(Some(ViewBox::fit(b, aspect)));
    };
    // Fit when the board first has hexes (and whenever its extent changes).
    Effect::new(move |_| {
        if bounds.get().is_some() && svg_ref.get().is_some() {
            fit();
        }
    });
    let resize = window_event_listener(leptos::ev::resize, move |_| {
        // Keep the shown area; only re-fit when the user has not moved away from the fit.
        if let (Some(vb), Some(b), Some(r)) = (view_box.get_untracked(), bounds.get_untracked(), rect()) {
            let fitted = ViewBox::fit(b, vb.w / vb.h);
            if (fitted.w - vb.w).abs() < 1.0 && (fitted.x - vb.x).abs() < 1.0 {
                view_box.set(Some(ViewBox::fit(b, r.width() / r.height().max(1.0))));
            }
        }
    });
    on_cleanup(move || resize.remove());

    let to_svg = move |client_x: f64, client_y: f64| -> Option<(f64, f64, f64)> {
        let vb = view_box.get_untracked()?;
        let r = rect()?;
        let (scale, ox, oy) = vb.mapping(r.width(), r.height());
        Some((ox + (client_x - r.left()) * scale, oy + (client_y - r.top()) * scale, scale))
    };
    let zoom_by = move |factor: f64, at: Option<(f64, f64)>| {
        let Some(vb) = view_box.get_untracked() else { return };
        let (px, py) = at.unwrap_or((vb.x + vb.w / 2.0, vb.y + vb.h / 2.0));
        view_box.set(Some(vb.zoom_at(px, py, factor, bounds.get_untracked())));
    };

    let on_wheel = move |ev: web_sys::WheelEvent| {
        ev.prevent_default();
        let unit = match ev.delta_mode() {
            1 => 16.0,
            2 => 400.0,
            _ => 1.0,
        };
        let factor = (-ev.delta_y() * unit * 0.0015).exp();
        let at = to_svg(ev.client_x() as f64, ev.client_y() as f64).map(|(x, y, _)| (x, y));
        zoom_by(factor, at);
    };
    // Wheel zoom needs a non-passive listener on the map itself, or the page scrolls instead.
    // It is removed (and its closure freed) when the map goes.
    type WheelListener = (web_sys::EventTarget, wasm_bindgen::closure::Closure<dyn Fn(web_sys::WheelEvent)>);
    let wheel = StoredValue::new_local(None::<WheelListener>);
    on_cleanup(move || {
        if let Some((el, cb)) = wheel.try_update_value(|w| w.take()).flatten() {
            let _ = el.remove_event_listener_with_callback("wheel", cb.as_ref().unchecked_ref());
        }
    });
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) {
            return true;
        }
        let Some(el) = svg_ref.get() else { return false };
        let el: web_sys::EventTarget = el.unchecked_into();
        let cb = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::WheelEvent)>::new(on_wheel);
        let opts = web_sys::AddEventListenerOptions::new();
        opts.set_passive(false);
        let _ = el.add_event_listener_with_callback_and_add_event_listener_options(
            "wheel",
            cb.as_ref().unchecked_ref(),
            &opts,
        );
        wheel.set_value(Some((el, cb)));
        true
    });
    let on_pointerdown = move |ev: web_sys::PointerEvent| {
        if ev.pointer_type() == "mouse" && ev.button() != 0 {
            return;
        }
        let p = (ev.client_x() as f64, ev.client_y() as f64);
        gesture.update_value(|g| {
            g.pointers.insert(ev.pointer_id(), p);
            if g.pointers.len() == 1 {
                g.start = Some(p);
                g.dragging = false;
            }
        });
    };
    let on_pointermove = move |ev: web_sys::PointerEvent| {
        let id = ev.pointer_id();
        let p = (ev.client_x() as f64, ev.client_y() as f64);
        let Some((prev, others, start, dragging)) = gesture.with_value(|g| {
            g.pointers.get(&id).map(|prev| {
                let others: Vec<(f64, f64)> = g.pointers.iter().filter(|(k, _)| **k != id).map(|(_, v)| *v).collect();
                (*prev, others, g.start, g.dragging)
            })
        }) else {
            return;
        };
        let Some((_, _, scale)) = to_svg(p.0, p.1) else { return };
        if others.is_empty() {
            let moved = start.map_or(0.0, |s| ((p.0 - s.0).powi(2) + (p.1 - s.1).powi(2)).sqrt());
            if !dragging && moved > 5.0 {
                gesture.update_value(|g| g.dragging = true);
                if let Some(el) = svg_ref.get_untracked() {
                    let el: web_sys::Element = el.unchecked_into();
                    let _ = el.set_pointer_capture(id);
                }
            }
            if dragging || moved > 5.0 {
                if let Some(vb) = view_box.get_untracked() {
                    view_box.set(Some(vb.pan(-(p.0 - prev.0) * scale, -(p.1 - prev.1) * scale)));
                }
            }
        } else {
            // Pinch: zoom by the change of finger distance around their midpoint, pan with it.
            let o = others[0];
            let d_old = ((prev.0 - o.0).powi(2) + (prev.1 - o.1).powi(2)).sqrt().max(1.0);
            let d_new = ((p.0 - o.0).powi(2) + (p.1 - o.1).powi(2)).sqrt().max(1.0);
            let mid_old = ((prev.0 + o.0) / 2.0, (prev.1 + o.1) / 2.0);
            let mid_new = ((p.0 + o.0) / 2.0, (p.1 + o.1) / 2.0);
            gesture.update_value(|g| g.dragging = true);
            if let (Some(vb), Some((sx, sy, _))) = (view_box.get_untracked(), to_svg(mid_new.0, mid_new.1)) {
                let panned = vb.pan(-(mid_new.0 - mid_old.0) * scale, -(mid_new.1 - mid_old.1) * scale);
                view_box.set(Some(panned.zoom_at(sx, sy, d_new / d_old, bounds.get_untracked())));
            }
        }
        ev.prevent_default();
        gesture.update_value(|g| {
            g.pointers.insert(id, p);
        });
    };
    let on_pointerup = move |ev: web_sys::PointerEvent| {
        gesture.update_value(|g| {
            g.pointers.remove(&ev.pointer_id());
            if g.pointers.is_empty() {
                g.start = None;
            }
        });
    };
    // A click that ends a drag is not a hex selection.
    let on_click_capture = move |ev: web_sys::MouseEvent| {
        if gesture.with_value(|g| g.dragging) {
            ev.stop_propagation();
            gesture.update_value(|g| g.dragging = false);
        }
    };

    let hits = Memo::new(move |_| {
        let sel = selected.get();
        let act = actionable.get();
        let seats = seats.get();
        board.with(|b| {
            let track: HashMap<Hex, &TrackView> = b.track.iter().map(|t| (t.hex, t)).collect();
            b.hexes
                .iter()
                .map(|h| {
                    let a = act.contains(&h.hex);
                    let s = sel == Some(h.hex);
                    HitHex {
                        hex: h.hex,
                        name: hex_name(i18n, h, track.get(&h.hex).copied(), &seats, a, s),
                        actionable: a,
                        selected: s,
                        highlight: b.highlights.contains(&h.hex),
                    }
                })
                .collect::<Vec<_>>()
        })
    });

    let on_key = move |ev: web_sys::KeyboardEvent, hex: Hex| match ev.key().as_str() {
        "Enter" | " " => {
            ev.prevent_default();
            on_hex.run(hex);
        }
        _ => {}
    };

    view! {
        <div class="hexmap" data-testid="hexmap-wrap">
            <svg
                node_ref=svg_ref
                class="hexmap-svg"
                data-testid="hexmap"
                role="group"
                aria-label=move || t_string!(i18n, map_label)
                viewBox=move || view_box.get().map(|v| v.attr()).unwrap_or_else(|| "0 0 800 600".into())
                preserveAspectRatio="xMidYMid meet"
                on:pointerdown=on_pointerdown
                on:pointermove=on_pointermove
                on:pointerup=on_pointerup
                on:pointercancel=on_pointerup
                on:click:capture=on_click_capture
            >
                <g class="layer-terrain" aria-hidden="true">{move || statics.with(|s| terrain_layer(s))}</g>
                <g class="layer-track" aria-hidden="true">{move || {
                    let seats = seats.get();
                    board.with(|b| track_layer(&b.track, &seats))
                }}</g>
                <g class="layer-tokens" aria-hidden="true">{move || statics.with(|s| token_layer(s))}</g>
                <g class="layer-goods" aria-hidden="true">{move || board.with(|b| goods_layer(&b.hexes))}</g>
                <g class="layer-preview" aria-hidden="true" data-testid="map-preview">{move || {
                    let seats = seats.get();
                    preview.and_then(|p| p.get()).map(|p| {
                        let route = (p.route.len() > 1).then(|| {
                            let d = p.route.iter().enumerate().map(|(i, h)| {
                                let (x, y) = h.center(SIZE);
                                format!("{}{x:.1} {y:.1}", if i == 0 { "M" } else { "L" })
                            }).collect::<Vec<_>>().join(" ");
                            view! { <path class="preview-route" d=d/> }
                        });
                        let stops = p.route.iter().map(|h| view! {
                            <polygon class="preview-hex" points=hex_points(*h, 0.9)/>
                        }).collect_view();
                        view! { <g class="preview-track">{track_layer(&p.track, &seats)}</g>{stops}{route} }
                    })
                }}</g>
                <g class="layer-hits">
                    <For each=move || hits.get() key=|h| (h.hex, h.name.clone(), h.selected, h.actionable, h.highlight) let:h>
                        {
                            let hex = h.hex;
                            view! {
                                <g class="hex-hit" class:selected=h.selected class:actionable=h.actionable class:highlight=h.highlight
                                    tabindex="0" role="button" aria-label=h.name.clone() aria-pressed=if h.selected { "true" } else { "false" }
                                    data-testid="hex" data-hex=hex.to_string()
                                    on:click=move |_| on_hex.run(hex)
                                    on:keydown=move |ev| on_key(ev, hex)>
                                    <polygon points=hex_points(hex, 0.94)/>
                                </g>
                            }
                        }
                    </For>
                </g>
            </svg>
            <Show when=move || bounds.get().is_none()>
                <p class="map-empty" data-testid="map-empty">{t!(i18n, map_empty)}</p>
            </Show>
            <div class="map-tools" role="toolbar" aria-label=move || t_string!(i18n, map_label)>
                <button class="tool" data-testid="map-zoom-in" title=move || t_string!(i18n, zoom_in) aria-label=move || t_string!(i18n, zoom_in)
                    on:click=move |_| zoom_by(1.3, None)>
                    <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>
                </button>
                <button class="tool" data-testid="map-zoom-out" title=move || t_string!(i18n, zoom_out) aria-label=move || t_string!(i18n, zoom_out)
                    on:click=move |_| zoom_by(1.0 / 1.3, None)>
                    <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 12h14" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>
                </button>
                <button class="tool" data-testid="map-fit" title=move || t_string!(i18n, fit_map) aria-label=move || t_string!(i18n, fit_map)
                    on:click=move |_| fit()>
                    <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>
                </button>
            </div>
        </div>
    }
}
