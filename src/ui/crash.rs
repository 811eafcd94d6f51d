//! The crash screen. A panic stops the app for good (the wasm module aborts), so the screen is
//! drawn by the panic hook itself with plain DOM calls, before the abort: no Leptos, no event
//! handler into Rust. It says what happened, links back to the saved games (a fresh page load)
//! and offers every save as a file to download (blob links, which work after the abort). The
//! details go to the console.

use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::JsValue;
use web_sys::{Document, Element};

use super::i18n::*;
use super::{saves, store};

/// The storage key of the test switch: with it set to "1", `#/debug/panic` panics on purpose.
pub const TEST_SWITCH: &str = "railyard.debug";

pub fn test_switch() -> bool {
    store::get(TEST_SWITCH).as_deref() == Some("1")
}

static SHOWN: AtomicBool = AtomicBool::new(false);

/// Logs every panic with its stack, then replaces the page with the crash screen.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        if !SHOWN.swap(true, Ordering::SeqCst) && show(&info.to_string()).is_err() {
            web_sys::console::error_1(&"Railyard: the error screen could not be drawn".into());
        }
    }));
}

/// Appends a new `tag` element (with a class and a text when given) to `parent`.
fn add(parent: &Element, tag: &str, class: &str, text: Option<&str>) -> Result<Element, JsValue> {
    let doc: Document = parent.owner_document().ok_or("no document")?;
    let e = doc.create_element(tag)?;
    if !class.is_empty() {
        e.set_class_name(class);
    }
    if let Some(t) = text {
        e.set_text_content(Some(t));
    }
    parent.append_child(&e)?;
    Ok(e)
}

/// Every stored save as (id, name, text).
fn stored_saves() -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for k in store::keys() {
        let Some(id) = k.strip_prefix(saves::SAVE_PREFIX) else { continue };
        let Some(text) = store::get(&k) else { continue };
        let name = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v.get("name").and_then(|n| n.as_str()).map(str::to_string))
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| id.to_string());
        out.push((id.to_string(), name, text));
    }
    out
}

fn blob_url(text: &str) -> Result<String, JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    web_sys::Url::create_object_url_with_blob(&blob)
}

fn show(details: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let doc = window.document().ok_or("no document")?;
    let body = doc.body().ok_or("no body")?;
    let l = Locale::initial();
    let _ = doc.document_element().map(|e| e.set_attribute("lang", l.as_str()));

    let screen = doc.create_element("div")?;
    screen.set_class_name("crash");
    screen.set_attribute("role", "alert")?;
    screen.set_attribute("data-testid", "crash")?;
    let card = add(&screen, "div", "card crash-card", None)?;
    add(&card, "h1", "", Some(td_string!(l, crash_title)))?;
    add(&card, "p", "", Some(td_string!(l, crash_note)))?;

    // Back to the saved games: the page without its hash, loaded afresh.
    let location = window.location();
    let home = format!("{}{}", location.pathname()?, location.search()?);
    let back = add(&card, "a", "btn btn-primary btn-big", Some(td_string!(l, crash_home)))?;
    back.set_attribute("href", &home)?;
    back.set_attribute("data-testid", "crash-home")?;

    let games = stored_saves();
    if !games.is_empty() {
        add(&card, "h2", "", Some(td_string!(l, crash_export_title)))?;
        add(&card, "p", "muted", Some(td_string!(l, crash_export_note)))?;
        let list = add(&card, "ul", "crash-saves", None)?;
        for (_, name, text) in &games {
            let item = add(&list, "li", "", None)?;
            add(&item, "span", "save-name", Some(name))?;
            let link = add(&item, "a", "btn", Some(td_string!(l, export)))?;
            link.set_attribute("href", &blob_url(text)?)?;
            link.set_attribute("download", &saves::export_filename(name))?;
            link.set_attribute("data-testid", "crash-export")?;
        }
    }

    let more = add(&card, "details", "crash-details", None)?;
    add(&more, "summary", "", Some(td_string!(l, crash_details)))?;
    add(&more, "pre", "", Some(details))?;

    body.set_text_content(None);
    body.append_child(&screen)?;
    Ok(())
}
