//! The page's words: `src/ui/locales/en.json` gives the keys (checked at compile time, as
//! `Key::name`) and the English texts compiled into the page's modules; the other languages
//! are fetched when shown (`scripts/bundle-words.py` writes them into the built folder). Every
//! language must have exactly English's keys, or the build stops here.
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

const DIR: &str = "src/ui/locales";
const OTHERS: [&str; 3] = ["pt", "es", "pl"];

fn read(lang: &str) -> BTreeMap<String, String> {
    let path = Path::new(DIR).join(format!("{lang}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: every value must be a text: {e}", path.display()))
}

fn main() {
    println!("cargo:rerun-if-changed={DIR}");
    let english = read("en");
    for lang in OTHERS {
        let other = read(lang);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{DIR}/{lang}.json: missing {missing:?}, not in English {extra:?}");
    }
    for key in english.keys() {
        assert!(
            key.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_') && !key.starts_with(|c: char| c.is_ascii_digit()),
            "{DIR}/en.json: key {key:?} is not a Rust name"
        );
    }
    let mut out = String::from("/// A text of the page, by its key in `src/ui/locales/en.json`.\n");
    out.push_str("#[allow(non_camel_case_types, dead_code)]\n#[derive(Clone, Copy, PartialEq, Eq, Debug)]\npub enum Key {\n");
    for key in english.keys() {
        writeln!(out, "    {key},").unwrap();
    }
    out.push_str("}\n\n/// The keys' names, in `Key`'s order, for reading a fetched language.\n");
    writeln!(out, "pub const KEY_NAMES: [&str; {}] = {:?};", english.len(), english.keys().collect::<Vec<_>>()).unwrap();
    out.push_str("\n/// The English texts, in `Key`'s order.\n");
    writeln!(out, "pub const ENGLISH: [&str; {}] = {:?};", english.len(), english.values().collect::<Vec<_>>()).unwrap();
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("page_words.rs");
    std::fs::write(dest, out).unwrap();
}
