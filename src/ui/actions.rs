//! The generic action area: every legal action as a button with a readable label, grouped by
//! kind, filtered to the selected hex when one is chosen. Any game is playable through it before
//! it has a dedicated panel.

use leptos::prelude::*;
use railyard::core::hex::{Hex, EDGE_NAMES};
use railyard::core::words::render;
use railyard::core::Msg;
use railyard::games::Choice;
use serde_json::Value;
use wasm_bindgen::JsCast;

use super::fill;
use super::help::HelpTip;
use super::i18n::*;
use super::table::TableCtx;

/// "EndTurn" / "end_turn" → "End turn".
pub fn humanize(name: &str) -> String {
    let mut words = Vec::new();
    let mut cur = String::new();
    for c in name.chars() {
        if c == '_' || c == '-' || c == ' ' {
            if !cur.is_empty() {
                words.push(std::mem::take(&mut cur));
            }
        } else if c.is_uppercase() && !cur.is_empty() && !cur.chars().last().is_some_and(|l| l.is_uppercase()) {
            words.push(std::mem::take(&mut cur));
            cur.push(c);
        } else {
            cur.push(c);
        }
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    let mut s = words.join(" ").to_lowercase();
    if let Some(first) = s.get(0..1) {
        s = first.to_uppercase() + &s[1..];
    }
    s
}

/// `{"q": 2, "r": 3}` is a hex.
pub fn as_hex(v: &Value) -> Option<Hex> {
    let o = v.as_object()?;
    if o.len() != 2 {
        return None;
    }
    Some(Hex::new(o.get("q")?.as_i64()? as i32, o.get("r")?.as_i64()? as i32))
}

fn detail(key: Option<&str>, v: &Value) -> String {
    if let Some(h) = as_hex(v) {
        return h.to_string();
    }
    match v {
        Value::Null => String::new(),
        Value::Bool(b) => if *b { "yes".into() } else { "no".into() },
        Value::Number(n) => {
            let edge_like = key.is_some_and(|k| k.contains("edge") || k == "from" || k == "to" || k == "dir" || k == "direction");
            match n.as_u64() {
                Some(e) if edge_like && e < 6 => EDGE_NAMES[e as usize].to_string(),
                _ => n.to_string(),
            }
        }
        Value::String(s) => humanize(s),
        Value::Array(a) => {
            let parts: Vec<String> = a.iter().map(|x| detail(key, x)).filter(|s| !s.is_empty()).collect();
            if parts.is_empty() { "none".into() } else { parts.join(", ") }
        }
        Value::Object(o) => o
            .iter()
            .map(|(k, x)| {
                let d = detail(Some(k), x);
                if d.is_empty() { humanize(k) } else { format!("{} {}", humanize(k).to_lowercase(), d) }
            })
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The kind of an action (its enum variant) and a readable label.
pub fn kind_and_label(v: &Value) -> (String, String) {
    match v {
        Value::String(s) => (humanize(s), humanize(s)),
        Value::Object(o) if o.len() == 1 => {
            let (k, inner) = o.iter().next().expect("one entry");
            let kind = humanize(k);
            let d = detail(None, inner);
            let label = if d.is_empty() { kind.clone() } else { format!("{kind}: {d}") };
            (kind, label)
        }
        other => (String::new(), detail(None, other)),
    }
}

const GROUP_CAP: usize = 24;

/// A button of the action area as its keyed list knows it: the action (as the engine takes it),
/// its words and its help, rendered in the page's language.
#[derive(Clone)]
struct ActionRow {
    /// The action's JSON, its label and its help.
    key: (String, String, Option<String>),
}

impl ActionRow {
    fn of(c: &Choice, lang: &str, names: &[String]) -> Self {
        // Labels are rendered when shown (a long group shows only its first buttons): the
        // engine's words when it gives them, otherwise read off the action itself.
        let label = if c.group_words.key.is_empty() { kind_and_label(&c.action).1 } else { render(&c.label_words, lang, names) };
        // What the choice does, as its tooltip and behind an "i" button.
        let tip = c.help.as_ref().map(|h| render(h, lang, names));
        ActionRow { key: (c.action.to_string(), label, tip) }
    }
}

/// One action's button (and its help). It carries its action as the engine takes it
/// (`data-action`); the area's own listeners play it while the decision offers it and preview
/// it while it is pointed at or focused (`button_of`, `carried`), so a new decision's buttons
/// come without listeners of their own to add and take away.
fn action_button(r: ActionRow, tips: &StoredValue<u64>) -> impl IntoView {
    let (action, label, tip) = r.key;
    let tip_id = tip.as_ref().map(|_| {
        tips.update_value(|n| *n += 1);
        format!("action-help-{}", tips.get_value())
    });
    view! {
        <div class="action-row">
        <button class="btn btn-action" data-testid="action" data-action=action title=tip.clone() aria-describedby=tip_id.clone()>{label}</button>
        {tip.zip(tip_id).map(|(text, id)| view! { <HelpTip text=text id=id/> })}
        </div>
    }
}

/// The action button an event of the action area came from, if it came from one.
fn button_of(ev: &web_sys::Event) -> Option<web_sys::Element> {
    let at = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    at.closest(".btn-action[data-action]").ok()?
}

/// The action that button carries.
fn carried(ev: &web_sys::Event) -> Option<Value> {
    serde_json::from_str(&button_of(ev)?.get_attribute("data-action")?).ok()
}

#[component]
pub fn GenericActions(table: TableCtx) -> impl IntoView {
    let i18n = use_i18n();
    let expanded = RwSignal::new(Vec::<String>::new());
    let groups = Memo::new(move |_| {
        let lang = i18n.get_locale().as_str();
        let seats = table.names.get();
        let sel = table.selected.get();
        table.choices.with(|choices| {
        // Builds that lay a tile are drawn as pictures by the tile picker, not listed; what is
        // not at a hex (ending the build) stays in view beside the picker.
        let picks = choices.iter().any(|c| c.tile.is_some());
        let filtered = sel.is_some_and(|h| choices.iter().any(|c| c.hexes.contains(&h)));
        let list: Vec<(usize, &Choice)> = choices
            .iter()
            .enumerate()
            .filter(|(_, c)| c.tile.is_none())
            .filter(|(_, c)| !filtered || sel.is_some_and(|h| c.hexes.contains(&h)) || (picks && c.hexes.is_empty()))
            .collect();
        // Each button carries the action it shows (and its label), never an index; the index
        // only asks the engine for the map preview of the decision on screen. The groups name
        // their choices by place in the decision (a long list is not copied on every move), and
        // the decision's tag tells one decision's groups from the next one's.
        let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
        // Choices side by side mostly share their menu: its words are rendered once a run.
        let mut last: Option<(&Msg, usize)> = None;
        for (at, c) in list {
            if let Some((_, g)) = last.filter(|(m, _)| !c.group_words.key.is_empty() && **m == c.group_words) {
                groups[g].1.push(at);
                continue;
            }
            // The engine's words when it gives them; otherwise read them off the action itself.
            let kind = if c.group_words.key.is_empty() { kind_and_label(&c.action).0 } else { render(&c.group_words, lang, &seats) };
            let g = match groups.iter().position(|g| g.0 == kind) {
                Some(g) => g,
                None => {
                    groups.push((kind, Vec::new()));
                    groups.len() - 1
                }
            };
            groups[g].1.push(at);
            last = Some((&c.group_words, g));
        }
        (filtered, groups, picks, table.decision.get())
        })
    });
    let pick_hex = Memo::new(move |_| table.choices.with(|c| picker_hex(c, table.selected.get())));
    // Numbers the help tips' ids, unique on the page however long buttons stay.
    let tips = StoredValue::new(0u64);

    view! {
        <div class="generic-actions" data-testid="generic-actions" data-decision=move || table.decision.get().to_string()
            on:click=move |ev| if let Some(a) = carried(&ev) { table.click_offered(&a, &ev) }
            on:pointerover=move |ev| if let Some(a) = carried(&ev) { table.hover.run_action(Some(&a)) }
            on:focusin=move |ev| if let Some(a) = carried(&ev) { table.hover.run_action(Some(&a)) }
            on:pointerout=move |ev| if button_of(&ev).is_some() { table.hover.run(None) }
            on:focusout=move |ev| if button_of(&ev).is_some() { table.hover.run(None) }>
            {move || table.selected.get().map(|h| {
                let filtered = groups.with(|g| g.0);
                let hex = h.to_string();
                view! {
                    <div class="selection" data-testid="selection">
                        <span>{if filtered {
                            fill(t_string!(i18n, actions_at_hex), &[("hex", &hex)])
                        } else {
                            fill(t_string!(i18n, no_actions_at_hex), &[("hex", &hex)])
                        }}</span>
                        <button class="btn btn-quiet btn-small" data-testid="clear-selection"
                            on:click=move |_| table.selected.set(None)>{t!(i18n, clear_selection)}</button>
                    </div>
                }
            })}
            <Show when=move || groups.with(|g| g.1.is_empty() && !g.2)>
                <p class="muted" data-testid="no-actions">{t!(i18n, no_actions)}</p>
            </Show>
            // Groups and buttons are keyed lists: a button the next decision offers again (the
            // same action, words and help) stays as drawn; the others come and go. A button
            // plays its action only while the decision on screen offers it.
            <For each=move || groups.with(|g| g.1.iter().map(|(kind, _)| kind.clone()).collect::<Vec<_>>())
                key=|kind: &String| kind.clone() children=move |kind: String| {
                let total = { let kind = kind.clone(); Memo::new(move |_| groups.with(|g| g.1.iter().find(|x| x.0 == kind).map_or(0, |x| x.1.len()))) };
                let open = { let kind = kind.clone(); Memo::new(move |_| expanded.with(|e| e.contains(&kind)) || total.get() <= GROUP_CAP) };
                let rows = {
                    let kind = kind.clone();
                    move || {
                        let lang = i18n.get_locale_untracked();
                        let shown = if open.get() { usize::MAX } else { GROUP_CAP };
                        table.names.with_untracked(|names| groups.with(|g| table.choices.with_untracked(|choices| {
                            g.1.iter().find(|x| x.0 == kind).map_or_else(Vec::new, |(_, items)| {
                                items.iter().take(shown).filter_map(|&at| choices.get(at)).map(|c| ActionRow::of(c, lang.as_str(), names)).collect()
                            })
                        })))
                    }
                };
                let heading = {
                    let kind = kind.clone();
                    move || (groups_len(total.get()) && !kind.is_empty()).then(|| view! { <h4>{kind.clone()}<span class="count">{total.get()}</span></h4> })
                };
                let more = move || (!open.get()).then(|| {
                    let kind = kind.clone();
                    view! {
                        <button class="btn btn-quiet" data-testid="show-all"
                            on:click=move |_| expanded.update(|e| e.push(kind.clone()))>
                            {fill(t_string!(i18n, show_all), &[("n", &total.get().to_string())])}
                        </button>
                    }
                });
                view! {
                    <section class="action-group">
                        {heading}
                        <div class="action-buttons">
                            <For each=rows key=|r: &ActionRow| r.key.clone() children=move |r| action_button(r, &tips)/>
                            {more}
                        </div>
                    </section>
                }
            }/>
            {move || match pick_hex.get() {
                Some(h) => once_loaded!(view super::picker::picker_view(table, h)),
                None if groups.with(|g| g.2) => view! { <p class="picker-hint" data-testid="picker-hint">{t!(i18n, picker_hint)}</p> }.into_any(),
                None => ().into_any(),
            }}
        </div>
    }
}

/// The hex whose tiles the picker shows: the selected one when tiles may be laid there, else
/// the only hex where any may.
fn picker_hex(choices: &[Choice], selected: Option<Hex>) -> Option<Hex> {
    let mut at = choices.iter().filter(|c| c.tile.is_some()).flat_map(|c| c.hexes.first().copied());
    let first = at.next()?;
    match selected {
        Some(h) if choices.iter().any(|c| c.tile.is_some() && c.hexes.contains(&h)) => Some(h),
        _ if at.all(|h| h == first) => Some(first),
        _ => None,
    }
}

fn groups_len(total: usize) -> bool {
    total > 1
}
