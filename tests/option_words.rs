//! The home screen offers every set-up option of the catalogue in the page's language: each
//! option, each of its values and a one-line explanation of each value have a text in every
//! language of the app (`src/ui/locales/`), under keys named after the option's id.

use railyard::games::catalogue;
use serde_json::{Map, Value};

const LOCALES: &[(&str, &str)] = &[
    ("en", include_str!("../src/ui/locales/en.json")),
    ("pt", include_str!("../src/ui/locales/pt.json")),
    ("es", include_str!("../src/ui/locales/es.json")),
    ("pl", include_str!("../src/ui/locales/pl.json")),
];

fn key(parts: &[&str]) -> String {
    parts.join("_").replace('-', "_")
}

#[test]
fn every_option_and_value_has_words_in_every_language() {
    for (lang, text) in LOCALES {
        let words: Map<String, Value> = serde_json::from_str(text).unwrap();
        let has = |k: &str| words.get(k).and_then(Value::as_str).is_some_and(|t| !t.trim().is_empty());
        for g in catalogue().iter().filter(|g| g.available) {
            for o in &g.options {
                assert!(has(&key(&["option", o.id])), "{lang}: no name for {} option {}", g.id, o.id);
                for c in &o.choices {
                    assert!(has(&key(&["option", o.id, c])), "{lang}: no name for {} = {c}", o.id);
                    let hint = [key(&["option", o.id, c, "hint", g.id]), key(&["option", o.id, c, "hint"])];
                    assert!(hint.iter().any(|k| has(k)), "{lang}: no explanation of {} {} = {c}", g.id, o.id);
                }
            }
        }
    }
}

#[test]
fn every_language_has_the_same_texts() {
    let keys = |text: &str| {
        let mut k: Vec<String> = serde_json::from_str::<Map<String, Value>>(text).unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    let english = keys(LOCALES[0].1);
    for (lang, text) in &LOCALES[1..] {
        assert_eq!(keys(text), english, "{lang} has other keys than en");
    }
}
