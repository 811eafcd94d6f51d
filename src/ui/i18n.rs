//! The page's words in the reader's language. Keys are checked at compile time (`Key`, written
//! by build.rs from `src/ui/locales/en.json`); each language is `page-<lang>.json`
//! (scripts/bundle-words.py), fetched the first time the page shows it and kept by the service
//! worker. The table's module has English compiled in as well (`ENGLISH_BUILT`); the home
//! screen's, a first visit's, does not: it fetches the one language it shows.
//!
//! In views: `t!(i18n, key)` (follows the language), `t_string!(i18n, key)` (a text, read in a
//! reactive scope), `tu_string!` (read once), `td_string!(locale, key)` (a given language).

use std::sync::OnceLock;

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::words::fetch_text;
use super::{dom, saves, store, ENGLISH_BUILT};

include!(concat!(env!("OUT_DIR"), "/page_words.rs"));

/// The page's languages.
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Locale {
    en,
    pt,
    es,
    pl,
}

const ALL: [Locale; 4] = [Locale::en, Locale::pt, Locale::es, Locale::pl];

impl Locale {
    pub fn get_all() -> &'static [Locale] {
        &ALL
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Locale::en => "en",
            Locale::pt => "pt",
            Locale::es => "es",
            Locale::pl => "pl",
        }
    }

    /// The language of a code such as `pt` or `pt-BR`.
    pub fn find(code: &str) -> Option<Locale> {
        let code = code.to_ascii_lowercase();
        ALL.iter().copied().find(|l| code == l.as_str() || code.starts_with(&format!("{}-", l.as_str())))
    }

    /// An embed's `lang` (the publisher's choice: an embed shows no picker), else the remembered
    /// choice, else the first of the browser's languages the page speaks, else English.
    pub fn initial() -> Locale {
        let params = dom::query_params();
        if params.iter().any(|(k, _)| k == "embed") {
            if let Some(l) = params.iter().find(|(k, _)| k == "lang").and_then(|(_, v)| Locale::find(v)) {
                return l;
            }
        }
        if let Some(l) = store::get(saves::LANG_KEY).as_deref().and_then(Locale::find) {
            return l;
        }
        let languages = web_sys::window().map(|w| w.navigator().languages()).unwrap_or_default();
        languages.iter().filter_map(|v| v.as_string()).find_map(|c| Locale::find(&c)).unwrap_or(Locale::en)
    }
}

/// Each language's fetched texts, read once and kept (English only in the home screen's module).
static FETCHED: [OnceLock<Box<[&'static str]>>; 4] = [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];

/// Whether `locale`'s texts are here.
pub fn is_loaded(locale: Locale) -> bool {
    (locale == Locale::en && ENGLISH_BUILT) || FETCHED[locale as usize].get().is_some()
}

/// `key` in `locale`, in English while that language is not here. In the home screen's module
/// before any words are here (only a crash can show then), the crash screen's own English.
pub fn word_in(locale: Locale, key: Key) -> &'static str {
    let i = key as usize;
    let fetched = |l: Locale| FETCHED[l as usize].get().map(|texts| texts[i]);
    fetched(locale)
        .or_else(|| if ENGLISH_BUILT { Some(ENGLISH[i]) } else { fetched(Locale::en) })
        .unwrap_or_else(|| crash_english(key))
}

/// Reads a fetched language: the key list's fingerprint, then every key's text by position.
/// A file for another key list (another release's) is refused.
fn install(locale: Locale, json: &str) -> bool {
    let Ok(mut read) = serde_json::from_str::<Vec<String>>(json) else { return false };
    if read.len() != KEY_COUNT + 1 || read[0] != KEYS_FINGERPRINT {
        return false;
    }
    let texts = read.drain(1..).map(|t| &*Box::leak(t.into_boxed_str())).collect();
    let _ = FETCHED[locale as usize].set(texts);
    true
}

/// Fetches `locale`'s texts unless they are here; whether they are afterwards. A file of
/// another release (from the browser's cache) is fetched once more, past that cache.
pub async fn load(locale: Locale) -> bool {
    if is_loaded(locale) {
        return true;
    }
    let url = format!("./page-{}.json", locale.as_str());
    for url in [url.clone(), format!("{url}?keys={KEYS_FINGERPRINT}")] {
        match fetch_text(&url).await {
            Some(json) if install(locale, &json) => return true,
            Some(_) => continue,
            None => return false,
        }
    }
    false
}

/// The page's language, provided by the app's root.
#[derive(Clone, Copy)]
pub struct I18n {
    locale: RwSignal<Locale>,
    /// The language last asked for, so a slow fetch does not override a later choice.
    asked: StoredValue<Locale>,
}

impl I18n {
    pub fn get_locale(&self) -> Locale {
        self.locale.get()
    }

    pub fn get_locale_untracked(&self) -> Locale {
        self.locale.get_untracked()
    }

    /// Shows `locale` once its texts are here (at once when they are). Setting the language on
    /// screen again renders every view that follows it anew (the games' words use this).
    pub fn set_locale(&self, locale: Locale) {
        self.asked.set_value(locale);
        if is_loaded(locale) {
            self.locale.set(locale);
            return;
        }
        let me = *self;
        spawn_local(async move {
            let here = load(locale).await;
            if me.asked.try_get_value() == Some(locale) {
                // Not here (offline before any visit): the language on screen is set again, so
                // the picker shows it rather than the choice that could not be loaded.
                me.locale.set(if here { locale } else { me.locale.get_untracked() });
            }
        });
    }

    /// `key` in the language on screen, followed by the reactive scope that reads it.
    pub fn word(&self, key: Key) -> &'static str {
        word_in(self.locale.get(), key)
    }

    pub fn word_untracked(&self, key: Key) -> &'static str {
        word_in(self.locale.get_untracked(), key)
    }
}

/// Provides the language (its texts already here) and keeps `<html lang>` in step with it.
pub fn provide_i18n(locale: Locale) {
    let i18n = I18n { locale: RwSignal::new(locale), asked: StoredValue::new(locale) };
    provide_context(i18n);
    Effect::new(move |_| {
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", i18n.get_locale().as_str());
        }
    });
}

pub fn use_i18n() -> I18n {
    expect_context::<I18n>()
}

/// `key` as a view that follows the language.
macro_rules! t {
    ($i18n:expr, $key:ident) => {{
        let i18n = $i18n;
        move || i18n.word($crate::ui::i18n::Key::$key)
    }};
}

/// `key` in the language on screen, as a text (tracked where it is read).
macro_rules! t_string {
    ($i18n:expr, $key:ident) => {
        $i18n.word($crate::ui::i18n::Key::$key)
    };
}

/// `key` in the language on screen, read once.
macro_rules! tu_string {
    ($i18n:expr, $key:ident) => {
        $i18n.word_untracked($crate::ui::i18n::Key::$key)
    };
}

/// `key` in a given language.
macro_rules! td_string {
    ($locale:expr, $key:ident) => {
        $crate::ui::i18n::word_in($locale, $crate::ui::i18n::Key::$key)
    };
}

pub(crate) use {t, t_string, td_string, tu_string};
