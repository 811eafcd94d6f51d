//! The games' words in the page's language. English is compiled into the module; the other
//! languages are `words-<lang>.json` (scripts/bundle-words.py), fetched the first time the page
//! shows that language and kept by the service worker for offline play. Until they arrive the
//! table speaks English; once installed, the locale is set again so every view re-renders.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use railyard::core::words;

use super::i18n::*;

async fn fetch_text(url: &str) -> Option<String> {
    let response = JsFuture::from(window().fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}

/// Fetches the words of each language the page turns to, once.
#[component]
pub fn LoadWords() -> impl IntoView {
    let i18n = use_i18n();
    let asked = StoredValue::new(Vec::<Locale>::new());
    Effect::new(move |_| {
        let locale = i18n.get_locale();
        let lang = locale.as_str();
        if words::has(lang) || asked.with_value(|a| a.contains(&locale)) {
            return;
        }
        asked.update_value(|a| a.push(locale));
        spawn_local(async move {
            let Some(json) = fetch_text(&format!("./words-{lang}.json")).await else { return };
            if words::install(lang, &json).is_ok() && i18n.get_locale_untracked() == locale {
                // Same locale, set again: whatever renders the games' words renders anew.
                i18n.set_locale(locale);
            }
        });
    });
}
