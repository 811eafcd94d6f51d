//! The games' words in the page's language. The table's module compiles English in
//! (`WordSource` is `Built`); the other languages are `words-<lang>.json`
//! (scripts/bundle-words.py), fetched the first time the page shows that language and kept by
//! the service worker for offline play. Until they arrive the table speaks English; once
//! installed, the locale is set again so every view re-renders.
//!
//! The home screen's module carries no catalogue (`WordSource` is `Fetched`): it shows the
//! games' words only in the rules reference and a finished solo game's result, and fetches the
//! page language's words (English too) the first time one of those asks for them (`want`).

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use railyard::core::words::{self, Source};
use railyard::core::Msg;

use super::i18n::*;
use super::{WordSource, WORDS_AT_ONCE};

pub async fn fetch_text(url: &str) -> Option<String> {
    let response = JsFuture::from(window().fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}

/// `msg` in `lang`, from this module's words; seats are named from `seats`.
pub fn say(msg: &Msg, lang: &str, seats: &[String]) -> String {
    words::render_from::<WordSource>(msg, lang, seats)
}

/// Whether the games' words of `lang` can be shown now (always in the table's module, which
/// falls back to English; in the home screen's once they are fetched).
pub fn ready(lang: &str) -> bool {
    WordSource::ready(lang)
}

/// Whether a view on screen shows the games' words, so they are fetched.
#[derive(Clone, Copy)]
struct Wanted(RwSignal<bool>);

/// Provided by the app's root, before the views that ask and the loader that fetches.
pub fn provide() {
    provide_context(Wanted(RwSignal::new(WORDS_AT_ONCE)));
}

/// Asks for the games' words in the page's language (a view that shows them calls it).
pub fn want() {
    if let Some(Wanted(w)) = use_context::<Wanted>() {
        if !w.get_untracked() {
            w.set(true);
        }
    }
}

/// Fetches the words of each language the page turns to, once: at once in the table's module,
/// once something asks for them (`want`) in the home screen's.
#[component]
pub fn LoadWords() -> impl IntoView {
    let i18n = use_i18n();
    let Wanted(wanted) = expect_context::<Wanted>();
    let asked = StoredValue::new(Vec::<Locale>::new());
    Effect::new(move |_| {
        let locale = i18n.get_locale();
        let lang = locale.as_str();
        if !wanted.get() || words::is_installed(lang) || ready_built(lang) || asked.with_value(|a| a.contains(&locale)) {
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

/// Whether `lang` is compiled in (English in the table's module); never asked in the home
/// screen's, which carries no catalogue.
fn ready_built(lang: &str) -> bool {
    WORDS_AT_ONCE && words::has(lang)
}
