//! Language: the picker in the header, and its memory in localStorage. Without a remembered
//! choice the browser's languages decide (`Locale::initial`).

use leptos::prelude::*;

use super::i18n::*;
use super::saves;

/// Each locale with its own name, as a reader of that language looks for it.
pub fn native_name(locale: Locale) -> &'static str {
    match locale {
        Locale::en => "English",
        Locale::pt => "Português",
        Locale::es => "Español",
        Locale::pl => "Polski",
    }
}

/// Remembers every change of language (one effect, one key); the remembered choice is read
/// before the app is drawn (`Locale::initial`).
#[component]
pub fn RememberLanguage() -> impl IntoView {
    let i18n = use_i18n();
    Effect::new(move |prev: Option<Locale>| {
        let now = i18n.get_locale();
        if prev.is_some_and(|p| p != now) {
            let _ = saves::set_plain(saves::LANG_KEY, now.as_str());
        }
        now
    });
}

#[component]
pub fn LanguagePicker() -> impl IntoView {
    let i18n = use_i18n();
    let on_change = move |ev| {
        if let Some(locale) = Locale::find(&event_target_value(&ev)) {
            i18n.set_locale(locale);
        }
    };
    view! {
        <label class="lang-picker">
            <svg class="icon" viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.8"/>
                <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" fill="none" stroke="currentColor" stroke-width="1.5"/>
            </svg>
            <span class="visually-hidden">{t!(i18n, language)}</span>
            <select data-testid="language-picker" on:change=on_change
                prop:value=move || i18n.get_locale().as_str()>
                {Locale::get_all().iter().map(|l| {
                    let l = *l;
                    view! {
                        <option value=l.as_str() selected=move || i18n.get_locale() == l>
                            {native_name(l)}
                        </option>
                    }
                }).collect_view()}
            </select>
        </label>
    }
}

/// Replaces `%name%` placeholders in a translated text, in one pass (`fill_named`).
pub fn fill(text: &str, args: &[(&str, &str)]) -> String {
    railyard::core::words::fill_named(text, args)
}
