//! Small browser helpers kept out of the components.

use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use super::i18n::Key;

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A date and time in the reader's language ("22/11/2026, 18:05"); empty when unknown or not
/// a date a browser can show.
pub fn format_date(ms: f64, locale: &str) -> String {
    if !(ms > 0.0 && ms <= railyard::save::MAX_TIME_MS) {
        return String::new();
    }
    let date = js_sys::Date::new(&JsValue::from_f64(ms));
    if date.get_time().is_nan() {
        return String::new();
    }
    date.to_locale_string(locale, &JsValue::UNDEFINED).into()
}

/// Offers `text` as a file download (no request leaves the page: a blob URL).
pub fn download_text(filename: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = leptos::prelude::document();
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.unchecked_into();
    a.set_href(&url);
    a.set_download(filename);
    a.set_attribute("hidden", "")?;
    document.body().ok_or("no body")?.append_child(&a)?;
    a.click();
    a.remove();
    // Revoke later: some browsers start the download asynchronously.
    let cb = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    leptos::prelude::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), 10_000)?;
    Ok(())
}

/// Reads a chosen file as text and hands it to `done` (Err with the page's words for why not).
pub fn read_file_text(file: web_sys::File, done: impl FnOnce(Result<String, Key>) + 'static) {
    let reader = match web_sys::FileReader::new() {
        Ok(r) => r,
        Err(_) => return done(Err(Key::file_unsupported)),
    };
    let done = once(done);
    let (r2, d2) = (reader.clone(), done.clone());
    let onload = Closure::<dyn FnMut()>::new(move || match r2.result().ok().and_then(|v| v.as_string()) {
        Some(text) => d2(Ok(text)),
        None => d2(Err(Key::file_not_text)),
    });
    let d3 = done.clone();
    let onerror = Closure::<dyn FnMut()>::new(move || d3(Err(Key::file_unreadable)));
    reader.set_onload(Some(onload.as_ref().unchecked_ref()));
    reader.set_onerror(Some(onerror.as_ref().unchecked_ref()));
    onload.forget();
    onerror.forget();
    if reader.read_as_text(&file).is_err() {
        done(Err(Key::file_unreadable));
    }
}

/// A callback several handlers may end (a load or an error, an answer or a failure): the first
/// call reaches `f`, later ones nothing.
pub fn once<T: 'static>(f: impl FnOnce(T) + 'static) -> std::rc::Rc<dyn Fn(T)> {
    let f = std::cell::RefCell::new(Some(f));
    std::rc::Rc::new(move |value| {
        if let Some(f) = f.borrow_mut().take() {
            f(value)
        }
    })
}

/// The query string of the page as key/value pairs (`?embed&players=4`).
pub fn query_params() -> Vec<(String, String)> {
    let search = leptos::prelude::window().location().search().unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else { return vec![] };
    let mut out = Vec::new();
    let entries = js_sys::try_iter(&params).ok().flatten();
    if let Some(entries) = entries {
        for entry in entries.flatten() {
            let pair: js_sys::Array = entry.unchecked_into();
            let k = pair.get(0).as_string().unwrap_or_default();
            let v = pair.get(1).as_string().unwrap_or_default();
            out.push((k, v));
        }
    }
    out
}

pub fn location_hash() -> String {
    leptos::prelude::window().location().hash().unwrap_or_default()
}

pub fn set_location_hash(hash: &str) {
    let _ = leptos::prelude::window().location().set_hash(hash);
}

/// Eight random bytes from the browser's cryptographic generator.
pub fn random_u64() -> u64 {
    let mut buf = [0u8; 8];
    getrandom::fill(&mut buf).expect("the browser offers crypto.getRandomValues");
    u64::from_le_bytes(buf)
}
