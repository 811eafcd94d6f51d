//! The tile picker: the builds at one hex as pictures of the tile each would leave there, one
//! card per tile kind, most useful first (the engine's `TilePick`: ends that meet something,
//! then price). A tap picks a card and shows it on the map; a second tap, the Rotate button or
//! the R key turns it; only Confirm builds it (Cancel or Escape lets it go).

use std::cmp::Reverse;

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::view::{ActionPreview, PathView, Terrain};
use railyard::core::words::{money, render};
use railyard::games::Choice;

use super::hexmap::TilePicture;
use super::i18n::*;
use super::table::TableCtx;

/// One tile kind at the hex: its rotations in order, and the one shown first.
#[derive(Clone, PartialEq)]
struct Card {
    family: String,
    options: Vec<Choice>,
    best: usize,
}

/// The cards of the choices at `hex` that lay a tile, most useful first.
fn cards(choices: &[Choice], hex: Hex) -> Vec<Card> {
    let mut out: Vec<Card> = Vec::new();
    for c in choices.iter().filter(|c| c.hexes.contains(&hex)) {
        let Some(t) = &c.tile else { continue };
        match out.iter_mut().find(|k| k.family == t.family) {
            Some(k) => k.options.push(c.clone()),
            None => out.push(Card { family: t.family.clone(), options: vec![c.clone()], best: 0 }),
        }
    }
    let rank = |c: &Choice| c.tile.as_ref().map(|t| (Reverse(t.joins), t.cost, t.turns)).unwrap_or((Reverse(0), u32::MAX, 0));
    for k in &mut out {
        railyard::core::sort::by_key(&mut k.options, |c| c.tile.as_ref().map_or(0, |t| t.turns));
        k.best = (0..k.options.len()).min_by_key(|&i| rank(&k.options[i])).unwrap_or(0);
    }
    // Cards by their best rotation: more ends meeting something, then cheaper (stable otherwise).
    railyard::core::sort::by_key(&mut out, |k| {
        let (joins, cost, _) = rank(&k.options[k.best]);
        (joins, cost)
    });
    out
}

split_off! {
    /// The picker, split off: only Age of Steam's builds show it, and not at a game's first moves.
    pub fn picker_view(table: TableCtx, hex: Hex) -> AnyView {
        view! { <TilePicker table=table hex=hex/> }.into_any()
    }
}

#[component]
fn TilePicker(table: TableCtx, hex: Hex) -> impl IntoView {
    let i18n = use_i18n();
    let cards = Memo::new(move |_| table.choices.with(|c| cards(c, hex)));
    // The card picked (by family) and the rotation shown, for the decision it was picked in.
    let chosen = RwSignal::new(None::<(u64, String, usize)>);
    let current = Memo::new(move |_| {
        let (tag, family, pos) = chosen.get()?;
        if tag != table.decision.get() {
            return None;
        }
        cards.with(|cs| cs.iter().find(|k| k.family == family).and_then(|k| k.options.get(pos).cloned()))
    });
    let terrain = Memo::new(move |_| table.snap.with(|s| s.board.hexes.iter().find(|h| h.hex == hex).map_or(Terrain::Plain, |h| h.terrain)));
    let seats = Memo::new(move |_| table.snap.with(|s| s.owners.clone()));
    // The picked tile on the map, until it is built or let go.
    Effect::new(move |_| {
        let p = current.get().and_then(|c| c.tile).map(|t| ActionPreview { track: vec![t.track(hex)], route: vec![], ..Default::default() });
        table.hover.pin(p);
    });
    on_cleanup(move || table.hover.pin(None));
    let pick = move |family: String| {
        let tag = table.decision.get_untracked();
        let next = match chosen.get_untracked() {
            // A second tap on the picked card turns it.
            Some((t, f, pos)) if t == tag && f == family => {
                let n = cards.with_untracked(|cs| cs.iter().find(|k| k.family == family).map_or(1, |k| k.options.len()));
                (tag, family, (pos + 1) % n.max(1))
            }
            _ => {
                let best = cards.with_untracked(|cs| cs.iter().find(|k| k.family == family).map_or(0, |k| k.best));
                (tag, family, best)
            }
        };
        chosen.set(Some(next));
    };
    let rotate = move || {
        if let Some((_, family, _)) = chosen.get_untracked().filter(|_| current.get_untracked().is_some()) {
            pick(family);
        }
    };
    let cancel = move || chosen.set(None);
    let here = NodeRef::<leptos::html::Section>::new();
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        // Not while the decision is out of sight (a past table is on screen).
        if here.get_untracked().is_none_or(|el| el.offset_parent().is_none()) {
            return;
        }
        let typing = e
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing || e.ctrl_key() || e.meta_key() || e.alt_key() || current.get_untracked().is_none() {
            return;
        }
        match e.key().as_str() {
            "r" | "R" => {
                e.prevent_default();
                rotate();
            }
            "Escape" => cancel(),
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());
    let rotations = move || current.get().map_or(0, |c| {
        let family = c.tile.map(|t| t.family).unwrap_or_default();
        cards.with(|cs| cs.iter().find(|k| k.family == family).map_or(0, |k| k.options.len()))
    });

    view! {
        <section class="tile-picker" data-testid="tile-picker" data-hex=hex.to_string() node_ref=here>
            <h4>{move || super::fill(t_string!(i18n, picker_title), &[("hex", &hex.to_string())])}</h4>
            <p class="muted picker-help">{t!(i18n, picker_help)}</p>
            <div class="tile-cards" role="group" aria-label=move || t_string!(i18n, picker_tiles)>
                {move || {
                    let lang = i18n.get_locale().as_str();
                    let names = table.names.get();
                    let picked = current.get();
                    let owners = seats.get();
                    let ground = terrain.get();
                    cards.get().into_iter().map(|k| {
                        let on = picked.as_ref().and_then(|c| c.tile.as_ref()).is_some_and(|t| t.family == k.family);
                        let shown = if on { picked.clone().unwrap_or_else(|| k.options[k.best].clone()) } else { k.options[k.best].clone() };
                        let t = shown.tile.clone().unwrap_or_default();
                        let paths: Vec<PathView> = t.track(hex).paths.into_iter().map(|p| PathView { complete: true, ..p }).collect();
                        // The engine's label names the tile and its ends; the price is added
                        // where the label does not say it already.
                        let price = money(lang, t.cost as i64);
                        let mut label = render(&shown.label_words, lang, &names);
                        if !shown.label_words.args.iter().any(|(k, _)| k == "cost") {
                            label = format!("{label} · {price}");
                        }
                        let family = k.family.clone();
                        let n = k.options.len();
                        view! {
                            <button class="tile-card" class:chosen=on data-testid="tile-card" data-family=k.family.clone()
                                data-cost=t.cost.to_string() data-joins=t.joins.to_string() aria-pressed=if on { "true" } else { "false" }
                                aria-label=label.clone() title=label
                                on:click=move |_| pick(family.clone())>
                                <TilePicture paths=paths crossing=t.crossing terrain=ground seats=owners.clone()/>
                                <span class="tile-name">{render(&t.name, lang, &names)}</span>
                                <span class="tile-price" data-testid="tile-price">{price}</span>
                                {(n > 1).then(|| view! { <span class="tile-turns" aria-hidden="true">{"⟳ "}{n}</span> })}
                            </button>
                        }
                    }).collect_view()
                }}
            </div>
            <div class="picker-bar">
                <button class="btn" data-testid="picker-rotate" disabled=move || rotations() < 2 on:click=move |_| rotate()>
                    {t!(i18n, picker_rotate)}
                    // The key is no use on a touch screen, where the room is needed.
                    <kbd class="key-hint" aria-hidden="true">"R"</kbd>
                </button>
                <button class="btn btn-quiet" data-testid="picker-cancel" disabled=move || current.get().is_none() on:click=move |_| cancel()>
                    {t!(i18n, picker_cancel)}
                </button>
                <button class="btn btn-primary" data-testid="picker-confirm" disabled=move || current.get().is_none()
                    on:click=move |ev| {
                        let tag = table.decision.get_untracked();
                        if let Some(c) = current.get_untracked() {
                            table.click(&c.action, tag, &ev);
                        }
                    }>
                    {move || match current.get().and_then(|c| c.tile) {
                        Some(t) => super::fill(t_string!(i18n, picker_confirm_price), &[("price", &money(i18n.get_locale().as_str(), t.cost as i64))]),
                        None => t_string!(i18n, picker_confirm).to_string(),
                    }}
                </button>
            </div>
        </section>
    }
}
