//! The hex map: an SVG drawn from `BoardView` alone, in layers. Terrain and city/town tokens are
//! written as markup (a hex rewritten only when its fixed parts change); track, goods, markers and the
//! interactive layer follow the game. Pan by dragging (pointer events, one finger or mouse),
//! zoom with the wheel, a pinch or the buttons. The hexes are one tab stop (a roving tabindex):
//! the arrow keys, Home and End move between them, each is named for assistive technology and
//! answers Enter/Space like a click.

mod geometry;
mod hits;
mod layers;
mod names;
mod small;
mod tile;

pub use small::SmallBoard;
pub use tile::TilePicture;

use std::collections::HashMap;

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::view::{ActionPreview, BoardView, TrackView};
use wasm_bindgen::JsCast;

use super::i18n::*;
use super::key_of;

use geometry::*;
use hits::HitHex;
use layers::*;
use names::*;

// Ink on seat colours is picked in the pure core (tested natively against odd colour text).
pub use railyard::core::colour::ink_on;

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
    let ground = Memo::new(move |_| statics.with(|s| s.iter().map(Ground::of).collect::<Vec<_>>()));
    let tokens = Memo::new(move |_| statics.with(|s| s.iter().filter(|h| has_tokens(h)).cloned().collect::<Vec<_>>()));
    // The terrain and token layers are written with the map, then follow the board hex by hex
    // (`layers::patch`).
    let (terrain_ref, tokens_ref) = (NodeRef::<leptos::svg::G>::new(), NodeRef::<leptos::svg::G>::new());
    let terrain_drawn = StoredValue::new_local(ground.get_untracked());
    let tokens_drawn = StoredValue::new_local(tokens.get_untracked());
    let first_terrain = terrain_drawn.with_value(|items| whole(items, terrain_hex));
    let first_tokens = tokens_drawn.with_value(|items| whole(items, token_hex));
    Effect::new(move |_| {
        if let Some(g) = terrain_ref.get() {
            ground.with(|items| terrain_drawn.update_value(|d| patch(&g, d, items, |h| h.hex, terrain_hex)));
        }
    });
    Effect::new(move |_| {
        if let Some(g) = tokens_ref.get() {
            tokens.with(|items| tokens_drawn.update_value(|d| patch(&g, d, items, |h| h.hex, token_hex)));
        }
    });
    let view_box = RwSignal::new(None::<ViewBox>);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let gesture = StoredValue::new_local(Gesture::default());

    let rect = move || -> Option<web_sys::DomRect> {
        let el: web_sys::Element = svg_ref.get_untracked()?.unchecked_into();
        Some(el.get_bounding_client_rect())
    };
    // The last fitted view and whether it kept hexes at touch size: a resize re-fits the same
    // way only while the map still shows it.
    let fitted = StoredValue::new(None::<(ViewBox, bool)>);
    // The opening view keeps hexes at touch size on a tablet; the fit button shows the whole board.
    let fit_with = move |touch_size: bool| {
        let Some(b) = bounds.get_untracked() else { return };
        let vb = match rect() {
            Some(r) => ViewBox::fit_for_touch(b, r.width(), r.height(), touch_size && touch_screen()),
            None => ViewBox::fit(b, 4.0 / 3.0),
        };
        fitted.set_value(Some((vb, touch_size)));
        view_box.set(Some(vb));
    };
    let fit = move || fit_with(false);
    // Fit when the board first has hexes (and whenever its extent changes), once the map has
    // been laid out: the size comes from a resize observer, which answers after the page's own
    // layout, so drawing the table never waits for a layout of its half-built page.
    let laid_out = StoredValue::new(false);
    Effect::new(move |_| {
        if bounds.get().is_some() && svg_ref.get().is_some() && laid_out.get_value() {
            fit_with(true);
        }
    });
    let wrap_ref = NodeRef::<leptos::html::Div>::new();
    let on_resize = move || {
        if !laid_out.get_value() {
            laid_out.set_value(true);
            fit_with(true);
            return;
        }
        // Keep the shown area; only re-fit when the user has not moved away from the fit.
        if let (Some(vb), Some((last, touch_size))) = (view_box.get_untracked(), fitted.get_value()) {
            if (last.w - vb.w).abs() < 1.0 && (last.x - vb.x).abs() < 1.0 && (last.y - vb.y).abs() < 1.0 {
                fit_with(touch_size);
            }
        }
    };
    super::resize::follow(wrap_ref, on_resize);

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

    // Each hex's track and goods with a key that changes whenever its drawing would (a hash:
    // the keyed lists compare and copy their keys on every change of the board).
    let track_items = Memo::new(move |_| {
        let colours = seats.with(key_of);
        board.with(|b| b.track.iter().map(|t| (key_of(&(colours, t)), t.clone())).collect::<Vec<_>>())
    });
    let goods_items = Memo::new(move |_| {
        board.with(|b| {
            b.hexes
                .iter()
                .filter(|h| has_goods(h))
                .map(|h| (key_of(&(h.hex, &h.cubes, &h.markers, h.city.is_some())), h.clone()))
                .collect::<Vec<_>>()
        })
    });
    // The hexes' names as the board draws them: a move names again only the hexes it changed
    // (the seats or the language name them all again); a new decision only adds its marks.
    let base_names = Memo::new(move |prev: Option<&Vec<Named>>| {
        let seats = seats.get();
        let salt = key_of(&(&seats, i18n.get_locale().as_str()));
        board.with(|b| {
            let track: HashMap<Hex, &TrackView> = b.track.iter().map(|t| (t.hex, t)).collect();
            let mut names = Vec::with_capacity(b.hexes.len());
            for (i, h) in b.hexes.iter().enumerate() {
                let t = track.get(&h.hex).copied();
                let from = names_key(salt, h, t);
                names.push(match prev.and_then(|p| p.get(i)).filter(|n| n.from == from) {
                    Some(kept) => kept.clone(),
                    None => Named { from, name: hex_name(i18n, h, t, &seats).into() },
                });
            }
            names
        })
    });
    let hits = Memo::new(move |_| {
        let sel = selected.get();
        let act = actionable.get();
        let marks = (t_string!(i18n, hex_actionable), t_string!(i18n, hex_selected));
        base_names.with(|names| {
            board.with(|b| {
                b.hexes
                    .iter()
                    .zip(names)
                    .map(|(h, base)| HitHex {
                        hex: h.hex,
                        base: base.name.clone(),
                        marks,
                        actionable: act.contains(&h.hex),
                        selected: sel == Some(h.hex),
                        highlight: b.highlights.contains(&h.hex),
                    })
                    .collect::<Vec<_>>()
            })
        })
    });

    // The hex that holds the map's one tab stop: the one last moved to, else the selected hex,
    // else the first the player can act on, else the first hex.
    let cursor = RwSignal::new(None::<Hex>);
    let roving = Memo::new(move |_| {
        let hexes = hits.get();
        let has = |h: Hex| hexes.iter().any(|x| x.hex == h);
        cursor
            .get()
            .filter(|h| has(*h))
            .or_else(|| selected.get().filter(|h| has(*h)))
            .or_else(|| hexes.iter().find(|h| h.actionable).map(|h| h.hex))
            .or_else(|| hexes.first().map(|h| h.hex))
    });
    let hits_ref = NodeRef::<leptos::svg::G>::new();
    let hex_element = move |hex: Hex| -> Option<web_sys::SvgElement> {
        let g: web_sys::Element = hits_ref.get_untracked()?.unchecked_into();
        hits::element_of(&g, hex)
    };
    // The hexes' elements follow the board and the tab stop in place (see `hits`).
    let drawn = StoredValue::new_local(hits::Drawn::default());
    Effect::new(move |_| {
        let (hexes, tab) = (hits.get(), roving.get());
        if let Some(g) = hits_ref.get() {
            let g: web_sys::Element = g.unchecked_into();
            drawn.update_value(|d| hits::draw(&g, d, hexes, tab));
        }
    });
    // Keeps a hex reached from the keyboard in view, panning as little as needed.
    let reveal = move |hex: Hex| {
        let Some(vb) = view_box.get_untracked() else { return };
        let (x, y) = hex.center(SIZE);
        let m = SIZE * 1.2;
        let dx = if x - m < vb.x { x - m - vb.x } else if x + m > vb.x + vb.w { x + m - vb.x - vb.w } else { 0.0 };
        let dy = if y - m < vb.y { y - m - vb.y } else if y + m > vb.y + vb.h { y + m - vb.y - vb.h } else { 0.0 };
        if dx != 0.0 || dy != 0.0 {
            view_box.set(Some(vb.pan(dx, dy)));
        }
    };
    let go_to = move |hex: Hex| {
        cursor.set(Some(hex));
        reveal(hex);
        if let Some(el) = hex_element(hex) {
            let _ = el.focus();
        }
    };
    // A choice redraws the hex it names; the focus comes back to it once it is drawn again.
    let choose = move |hex: Hex| {
        cursor.set(Some(hex));
        on_hex.run(hex);
        set_timeout(
            move || {
                let lost = document().active_element().is_none_or(|a| a == document().body().unwrap().into());
                if lost {
                    if let Some(el) = hex_element(hex) {
                        let _ = el.focus();
                    }
                }
            },
            std::time::Duration::ZERO,
        );
    };
    // The hexes' events are heard once, on their layer (they bubble up from the hex): a board of
    // a few hundred hexes then needs no listeners of its own on each.
    let hex_of = move |ev: &web_sys::Event| -> Option<Hex> {
        let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
        let want = target.closest("[data-hex]").ok()??.get_attribute("data-hex")?;
        hits.with_untracked(|h| h.iter().find(|x| x.hex.to_string() == want).map(|x| x.hex))
    };
    // Arrow keys move between hexes (the map itself is panned by dragging and follows the
    // focused hex), so a keyboard player never pans by accident; Home/End go to the first and
    // last hex. Modified arrows are left to the browser.
    let on_key = move |ev: web_sys::KeyboardEvent, hex: Hex| {
        if ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
            return;
        }
        let key = ev.key();
        let dir = match key.as_str() {
            "ArrowLeft" => Some((-1.0, 0.0)),
            "ArrowRight" => Some((1.0, 0.0)),
            "ArrowUp" => Some((0.0, -1.0)),
            "ArrowDown" => Some((0.0, 1.0)),
            _ => None,
        };
        let next = match key.as_str() {
            "Enter" | " " => {
                ev.prevent_default();
                choose(hex);
                return;
            }
            "Home" => hits.with_untracked(|h| h.first().map(|h| h.hex)),
            "End" => hits.with_untracked(|h| h.last().map(|h| h.hex)),
            _ => match dir {
                Some(d) => hits.with_untracked(|h| nearest_towards(hex, d, h.iter().map(|x| x.hex))),
                None => return,
            },
        };
        ev.prevent_default();
        if let Some(n) = next {
            go_to(n);
        }
    };

    let view_box_attr = move || view_box.get().map(|v| v.attr()).unwrap_or_else(|| "0 0 800 600".into());
    view! {
        <div class="hexmap" data-testid="hexmap-wrap" node_ref=wrap_ref>
            // The terrain never changes during a game: drawn in an SVG of its own under the one
            // that changes, a move or a highlighted hex repaints the changing layers only (an
            // SVG is repainted whole when any of its elements changes).
            <svg class="hexmap-svg hexmap-ground" aria-hidden="true" viewBox=view_box_attr preserveAspectRatio="xMidYMid meet">
                <g class="layer-terrain" node_ref=terrain_ref inner_html=first_terrain></g>
            </svg>
            <svg
                node_ref=svg_ref
                class="hexmap-svg"
                data-testid="hexmap"
                role="group"
                aria-label=move || t_string!(i18n, map_label)
                viewBox=view_box_attr
                preserveAspectRatio="xMidYMid meet"
                on:pointerdown=on_pointerdown
                on:pointermove=on_pointermove
                on:pointerup=on_pointerup
                on:pointercancel=on_pointerup
                on:click:capture=on_click_capture
            >
                // Keyed per hex: a move redraws the hexes it changed, not the whole board.
                <g class="layer-track" aria-hidden="true">
                    <g class="layer-rails">
                        <For each=move || track_items.get() key=|t| t.0 let:t>
                            {seats.with_untracked(|s| hex_rails(&t.1, s))}
                        </For>
                    </g>
                    <g class="layer-owners">
                        <For each=move || track_items.get() key=|t| t.0 let:t>
                            {seats.with_untracked(|s| hex_owners(&t.1, s))}
                        </For>
                    </g>
                </g>
                <g class="layer-tokens" aria-hidden="true" node_ref=tokens_ref inner_html=first_tokens></g>
                <g class="layer-goods" aria-hidden="true">
                    <For each=move || goods_items.get() key=|h| h.0 let:h>
                        {hex_goods(&h.1)}
                    </For>
                </g>
                <g class="layer-preview" aria-hidden="true" data-testid="map-preview">{move || {
                    let seats = seats.get();
                    preview.and_then(|p| p.get()).map(|p| {
                        let route = (p.route.len() > 1).then(|| {
                            let d = p.route.iter().enumerate().map(|(i, h)| {
                                let (x, y) = h.center(SIZE);
                                format!("{}{} {}", if i == 0 { "M" } else { "L" }, D1(x), D1(y))
                            }).collect::<Vec<_>>().join(" ");
                            view! { <path class="preview-route" d=d/> }
                        });
                        let stops = p.route.iter().map(|h| view! {
                            <polygon class="preview-hex" points=hex_points(*h, 0.9)/>
                        }).collect_view();
                        // A new city it would found (Urbanization): its colour and letter.
                        let cities = p.cities.iter().map(|(h, m)| {
                            let (cx, cy) = h.center(SIZE);
                            view! {
                                <g class="preview-city" data-testid="preview-city">
                                    <polygon points=hex_points(*h, 0.8) fill=m.colour.clone() opacity="0.75"/>
                                    <text class="city-letter" x=D1(cx).to_string() y=D1(cy).to_string() fill=ink_on(&m.colour)>{m.letter.clone()}</text>
                                </g>
                            }
                        }).collect_view();
                        view! { <g class="preview-track">{track_layer(&p.track, &seats)}</g>{cities}{stops}{route} }
                    })
                }}</g>
                <g class="layer-hits" node_ref=hits_ref
                    on:click=move |ev| if let Some(hex) = hex_of(ev.unchecked_ref()) { cursor.set(Some(hex)); on_hex.run(hex) }
                    on:focusin=move |ev| if let Some(hex) = hex_of(ev.unchecked_ref()) { cursor.set(Some(hex)) }
                    on:keydown=move |ev| if let Some(hex) = hex_of(ev.unchecked_ref()) { on_key(ev, hex) }>
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

/// A screen whose main pointer is a finger: hexes are sized for touch there.
fn touch_screen() -> bool {
    window().match_media("(pointer: coarse)").ok().flatten().is_some_and(|m| m.matches())
}
