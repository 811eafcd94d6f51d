//! The page's words in the reader's language. Keys are checked at compile time (`Key`, written
//! by build.rs from `src/ui/locales/en.json`); English is compiled in, and each other language is
//! `page-<lang>.json` (scripts/bundle-words.py), fetched the first time the page shows it and
//! kept by the service worker. So a module carries one language, not four.
//!
//! In views: `t!(i18n, key)` (follows the language), `t_string!(i18n, key)` (a text, read in a
//! reactive scope), `tu_string!` (read once), `td_string!(locale, key)` (a given language).

use std::sync::OnceLock;

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::words::fetch_text;
use super::{dom, saves, store};

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

/// The fetched languages' texts (Portuguese, Spanish, Polish), each read once and kept.
static FETCHED: [OnceLock<Box<[&'static str]>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];

fn fetched(locale: Locale) -> Option<&'static OnceLock<Box<[&'static str]>>> {
    (locale != Locale::en).then(|| &FETCHED[locale as usize - 1])
}

/// Whether `locale`'s texts are here.
pub fn is_loaded(locale: Locale) -> bool {
    fetched(locale).is_none_or(|cell| cell.get().is_some())
}

/// `key` in `locale`, in English while that language is not here (or lacks the key).
pub fn word_in(locale: Locale, key: Key) -> &'static str {
    let i = key as usize;
    fetched(locale).and_then(OnceLock::get).and_then(|texts| texts.get(i).copied()).unwrap_or(ENGLISH[i])
}

/// Reads a fetched language: an object of key and text. A key it lacks stays in English, a key
/// it has that the page does not know is ignored.
fn install(locale: Locale, json: &str) -> bool {
    let Some(cell) = fetched(locale) else { return true };
    let Ok(read) = serde_json::from_str::<std::collections::HashMap<String, String>>(json) else { return false };
    let texts = KEY_NAMES
        .iter()
        .zip(ENGLISH)
        .map(|(name, english)| read.get(*name).map_or(english, |t| &*Box::leak(t.clone().into_boxed_str())))
        .collect();
    let _ = cell.set(texts);
    true
}

/// Fetches `locale`'s texts unless they are here; whether they are afterwards.
pub async fn load(locale: Locale) -> bool {
    if is_loaded(locale) {
        return true;
    }
    match fetch_text(&format!("./page-{}.json", locale.as_str())).await {
        Some(json) => install(locale, &json),
        None => false,
    }
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
