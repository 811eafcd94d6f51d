//! The page's words: `src/ui/locales/en.json` gives the keys (checked at compile time, as
//! `Key::name`) and the English texts compiled into the table's module; every language is also a
//! file fetched when shown (`scripts/bundle-words.py` writes them into the built folder, texts
//! by position after the key list's fingerprint). Every language must have exactly English's
//! keys, or the build stops here.
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

/// FNV-1a (32 bits) of the keys, each followed by a newline, in hex: scripts/bundle-words.py
/// computes the same.
fn fingerprint<'a>(keys: impl Iterator<Item = &'a String>) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for b in keys.flat_map(|k| k.bytes().chain([b'\n'])) {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
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
    out.push_str("}\n\n");
    // A words file starts with this, so one written for another key list (another release's,
    // from a cache) is never read by position into the wrong keys.
    writeln!(out, "/// The key list's fingerprint (FNV-1a of the keys, one per line).\npub const KEYS_FINGERPRINT: &str = {:?};", fingerprint(english.keys())).unwrap();
    writeln!(out, "/// How many keys there are.\npub const KEY_COUNT: usize = {};", english.len()).unwrap();
    out.push_str("\n/// The English texts, in `Key`'s order.\n");
    writeln!(out, "pub const ENGLISH: [&str; {}] = {:?};", english.len(), english.values().collect::<Vec<_>>()).unwrap();
    // The crash screen can show before any words are fetched (the home screen's module has no
    // English compiled in): its own words stay in every module.
    out.push_str("\n/// The crash screen's words in English, without the fetched ones.\npub fn crash_english(key: Key) -> &'static str {\n    match key {\n");
    for (key, text) in english.iter().filter(|(k, _)| k.starts_with("crash_") || *k == "export") {
        writeln!(out, "        Key::{key} => {text:?},").unwrap();
    }
    out.push_str("        _ => \"\",\n    }\n}\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("page_words.rs");
    std::fs::write(dest, out).unwrap();
}
