//! Focus for screens that sit over the page (the hand-over cover, a form that edits in place,
//! any dialog): Tab and Shift+Tab cycle inside, and closing puts the focus back where the
//! player was.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};

/// What Tab can reach, in document order.
const FOCUSABLE: &str = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), \
    textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";

fn focusables(root: &Element) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else { return vec![] };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        // Hidden elements (display: none) have no layout box and take no focus.
        .filter(|e| { let r = e.get_bounding_client_rect(); r.width() > 0.0 || r.height() > 0.0 })
        .collect()
}

/// On a keydown inside `root`: Tab from the last element goes to the first, Shift+Tab from the
/// first to the last, and a focus that has left `root` comes back into it.
pub fn keep_tab_inside(ev: &KeyboardEvent, root: &Element) {
    if ev.key() != "Tab" {
        return;
    }
    let items = focusables(root);
    let (Some(first), Some(last)) = (items.first(), items.last()) else {
        ev.prevent_default();
        return;
    };
    let active = document().active_element();
    let inside = active.as_ref().is_some_and(|a| root.contains(Some(a)));
    let at = |e: &HtmlElement| active.as_ref().is_some_and(|a| a == e.unchecked_ref::<Element>());
    let to = if ev.shift_key() {
        (!inside || at(first)).then_some(last)
    } else {
        (!inside || at(last)).then_some(first)
    };
    if let Some(el) = to {
        ev.prevent_default();
        let _ = el.focus();
    }
}

/// Focuses the first element `selector` finds once the page has drawn its change (the element
/// may only just have been made, or the one that had the focus removed).
pub fn focus_soon(selector: &'static str) {
    focus_soon_owned(selector.to_string());
}

/// [`focus_soon`] with a selector built at run time.
pub fn focus_soon_owned(selector: String) {
    request_animation_frame(move || {
        if let Some(el) = document().query_selector(&selector).ok().flatten().and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            let _ = el.focus();
        }
    });
}

/// Once the page has drawn its change: when the focus was on something that is gone (it is on
/// the body now), it goes to the first element `selector` finds.
pub fn refocus_if_lost(selector: &'static str) {
    request_animation_frame(move || {
        let doc = document();
        let lost = doc.active_element().is_none_or(|a| doc.body().is_some_and(|b| a == *b.unchecked_ref::<Element>()));
        if lost {
            if let Some(el) = doc.query_selector(selector).ok().flatten().and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
                // Without scrolling: the panel stays where the player left it.
                let options = web_sys::FocusOptions::new();
                options.set_prevent_scroll(true);
                let _ = el.focus_with_options(&options);
            }
        }
    });
}
