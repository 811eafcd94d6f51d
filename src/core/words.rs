//! Words apart from rules: engines say what happened as message keys with arguments (`Msg`), and
//! `render` turns a message into a sentence in a language, from the catalogue of the game that
//! owns the key. A catalogue is a JSON object of key → template, compiled into the program
//! (a web build compiles in English only and `install`s the other languages when it has them).
//!
//! Templates: `{name}` puts an argument; `{name, plural, one {…} few {…} many {…} other {…}}`
//! picks a form by the language's plural rule for a number argument (`#` inside a form is the
//! number). A key missing in a language falls back to English, then to the key itself; a missing
//! argument shows as `{name}`. Nothing here panics on bad input.

use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

use serde::{Deserialize, Serialize};

/// A message: a catalogue key and its named arguments.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Msg {
    pub key: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arg {
    /// Shown as it is (a city name, a hex label, a number already formatted).
    Text(String),
    Num(i64),
    /// An amount of money ("$5" in English).
    Money(i64),
    /// A seat, shown as the seat's name from the caller's list.
    Seat(usize),
    Msg(Box<Msg>),
    /// Messages joined with ", ".
    List(Vec<Msg>),
}

/// The key of a message that is its own text: words not (yet) in a catalogue.
pub const RAW: &str = "raw";

impl Msg {
    pub fn new(key: impl Into<String>) -> Msg {
        Msg { key: key.into(), args: Vec::new() }
    }

    /// Text that is not in any catalogue, shown as it is in every language.
    pub fn text(text: impl Into<String>) -> Msg {
        Msg::new(RAW).arg("text", Arg::Text(text.into()))
    }

    pub fn arg(mut self, name: &str, value: Arg) -> Msg {
        self.args.push((name.to_string(), value));
        self
    }
    pub fn with(self, name: &str, text: impl Into<String>) -> Msg {
        self.arg(name, Arg::Text(text.into()))
    }
    pub fn num(self, name: &str, n: impl Into<i64>) -> Msg {
        self.arg(name, Arg::Num(n.into()))
    }
    pub fn money(self, name: &str, n: impl Into<i64>) -> Msg {
        self.arg(name, Arg::Money(n.into()))
    }
    pub fn seat(self, name: &str, seat: usize) -> Msg {
        self.arg(name, Arg::Seat(seat))
    }
    pub fn msg(self, name: &str, m: Msg) -> Msg {
        self.arg(name, Arg::Msg(Box::new(m)))
    }
    pub fn list(self, name: &str, items: Vec<Msg>) -> Msg {
        self.arg(name, Arg::List(items))
    }

    fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// The English rendering: from the compiled catalogues natively; in a web build from the
    /// ones the table's module installs (`speak_english`), else empty. An engine worker never
    /// installs them, since the page renders every message itself: its module carries no words.
    pub fn english(&self, seats: &[String]) -> String {
        #[cfg(not(feature = "web"))]
        return render(self, "en", seats);
        #[cfg(feature = "web")]
        ENGLISH.get().map_or_else(String::new, |english| english(self, seats))
    }
}

/// How a web build renders English, once a module has asked for it (`speak_english`).
#[cfg(feature = "web")]
static ENGLISH: OnceLock<fn(&Msg, &[String]) -> String> = OnceLock::new();

/// Lets `Msg::english` render from the compiled catalogues (the table's module, which has them).
#[cfg(feature = "web")]
pub fn speak_english() {
    let _ = ENGLISH.set(|m, seats| render(m, "en", seats));
}

/// Plural category of `n` in `lang` (CLDR rules for integers).
pub fn plural(lang: &str, n: i64) -> &'static str {
    let n = n.unsigned_abs();
    match lang {
        "pl" => {
            let (d, h) = (n % 10, n % 100);
            if n == 1 {
                "one"
            } else if (2..=4).contains(&d) && !(12..=14).contains(&h) {
                "few"
            } else {
                "many"
            }
        }
        "pt" if n <= 1 => "one",
        "pt" => "other",
        _ if n == 1 => "one",
        _ => "other",
    }
}

/// Money as each language's rulebooks write it: "$5" in English, Portuguese and Polish, "$ 5" in
/// Spanish (with a space that does not break); a debt keeps its sign in front ("-$5").
pub fn money(lang: &str, n: i64) -> String {
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    match lang {
        "es" => format!("{sign}$\u{a0}{n}"),
        _ => format!("{sign}${n}"),
    }
}

type Catalogue = HashMap<String, String>;

/// Every catalogue, by key prefix and language, parsed once.
fn catalogues() -> &'static HashMap<&'static str, HashMap<&'static str, Catalogue>> {
    static ALL: OnceLock<HashMap<&'static str, HashMap<&'static str, Catalogue>>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all: HashMap<&'static str, HashMap<&'static str, Catalogue>> = HashMap::new();
        for &(prefix, lang, json) in crate::games::WORDS {
            all.entry(prefix).or_default().insert(lang, serde_json::from_str(json).unwrap_or_default());
        }
        all
    })
}

/// Catalogues installed while running, by language: the one a web page fetched, as
/// `{prefix: {key: template}}`. Installed once per language and kept (leaked) for good, so
/// templates stay `&'static`.
type Installed = HashMap<String, Catalogue>;
static INSTALLED: RwLock<Vec<(String, &'static Installed)>> = RwLock::new(Vec::new());

/// Installs the catalogues of `lang` from `{prefix: {key: template}}` (a bundle of every
/// catalogue in one language). A language already there is left as it is.
pub fn install(lang: &str, json: &str) -> Result<(), String> {
    if is_installed(lang) {
        return Ok(());
    }
    let bundle: Installed = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let mut all = INSTALLED.write().unwrap_or_else(|e| e.into_inner());
    all.push((lang.to_string(), Box::leak(Box::new(bundle))));
    Ok(())
}

/// Whether the words of `lang` are here (compiled in or installed).
pub fn has(lang: &str) -> bool {
    catalogues().values().any(|c| c.contains_key(lang)) || is_installed(lang)
}

/// Whether the words of `lang` were installed (fetched), whatever is compiled in.
pub fn is_installed(lang: &str) -> bool {
    INSTALLED.read().unwrap_or_else(|e| e.into_inner()).iter().any(|(l, _)| l == lang)
}

fn installed(prefix: &str, key: &str, lang: &str) -> Option<&'static str> {
    let all = INSTALLED.read().unwrap_or_else(|e| e.into_inner());
    let (_, bundle) = all.iter().find(|(l, _)| l == lang)?;
    let bundle: &'static Installed = bundle;
    bundle.get(prefix).and_then(|c| c.get(key)).map(String::as_str)
}

/// The template of `key` in `lang`, else in English.
pub fn template(key: &str, lang: &str) -> Option<&'static str> {
    let prefix = key.split('.').next().unwrap_or("");
    let all = catalogues();
    let find = |l: &str| all.get(prefix).and_then(|c| c.get(l)).and_then(|c| c.get(key)).map(String::as_str);
    find(lang).or_else(|| installed(prefix, key, lang)).or_else(|| find("en"))
}

/// Where `render_from` finds templates: a type, so a build that never asks for the compiled
/// catalogues does not carry them.
pub trait Source {
    /// The template of `key` in `lang`.
    fn template(key: &str, lang: &str) -> Option<&'static str>;
    /// Whether the words of `lang` can be rendered now (else they are still to be fetched).
    fn ready(lang: &str) -> bool;
}

/// The compiled catalogues (English only in a web build), then the installed ones.
pub struct Built;

impl Source for Built {
    fn template(key: &str, lang: &str) -> Option<&'static str> {
        template(key, lang)
    }
    fn ready(_: &str) -> bool {
        true
    }
}

/// The installed catalogues only, English among them: for a page module built without the
/// catalogues (the home screen's), which fetches a language's words, English too, when it first
/// shows them.
pub struct Fetched;

impl Source for Fetched {
    fn template(key: &str, lang: &str) -> Option<&'static str> {
        let prefix = key.split('.').next().unwrap_or("");
        installed(prefix, key, lang).or_else(|| installed(prefix, key, "en"))
    }
    fn ready(lang: &str) -> bool {
        is_installed(lang)
    }
}

/// `msg` in `lang`; seats are named from `seats`.
pub fn render(msg: &Msg, lang: &str, seats: &[String]) -> String {
    render_from::<Built>(msg, lang, seats)
}

/// `msg` in `lang` from the templates of `S`.
pub fn render_from<S: Source>(msg: &Msg, lang: &str, seats: &[String]) -> String {
    if msg.key == RAW {
        return match msg.get("text") {
            Some(a) => arg_text::<S>(a, lang, seats),
            None => String::new(),
        };
    }
    match S::template(&msg.key, lang) {
        Some(t) => {
            let mut out = String::new();
            fill::<S>(t, msg, lang, seats, None, &mut out);
            out
        }
        None => msg.key.clone(),
    }
}

fn arg_text<S: Source>(a: &Arg, lang: &str, seats: &[String]) -> String {
    match a {
        Arg::Text(s) => s.clone(),
        Arg::Num(n) => n.to_string(),
        Arg::Money(n) => money(lang, *n),
        Arg::Seat(s) => seats.get(*s).cloned().unwrap_or_else(|| format!("#{}", s + 1)),
        Arg::Msg(m) => render_from::<S>(m, lang, seats),
        Arg::List(items) => items.iter().map(|m| render_from::<S>(m, lang, seats)).collect::<Vec<_>>().join(", "),
    }
}

/// Index just past the `}` that closes the brace opened before `from` (how templates are read;
/// the catalogue checks read them the same way).
pub fn closing(t: &str, from: usize) -> Option<usize> {
    let mut depth = 1;
    for (i, c) in t[from..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(from + i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// Writes a text with `%name%` placeholders (the page's own words, a save's problems) in one
/// pass: a value holding a placeholder of its own (a name from a save file) is written as it is,
/// and a `%` that starts no known placeholder stays.
pub fn fill_named(text: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let arg = after.find('%').and_then(|end| args.iter().find(|(k, _)| *k == &after[..end]).map(|(_, v)| (end, v)));
        match arg {
            Some((end, value)) => {
                out.push_str(value);
                rest = &after[end + 1..];
            }
            None => {
                out.push('%');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Writes template `t` with the arguments of `msg`; `count` is the number `#` stands for.
fn fill<S: Source>(t: &str, msg: &Msg, lang: &str, seats: &[String], count: Option<i64>, out: &mut String) {
    let mut rest = t;
    while let Some(c) = rest.find(['{', '#']) {
        out.push_str(&rest[..c]);
        if rest[c..].starts_with('#') {
            match count {
                Some(n) => out.push_str(&n.to_string()),
                None => out.push('#'),
            }
            rest = &rest[c + 1..];
            continue;
        }
        let Some(end) = closing(rest, c + 1) else {
            out.push_str(&rest[c..]);
            return;
        };
        let inner = &rest[c + 1..end - 1];
        placeholder::<S>(inner, msg, lang, seats, out);
        rest = &rest[end..];
    }
    out.push_str(rest);
}

/// One `{…}`: an argument, or a plural choice over one.
fn placeholder<S: Source>(inner: &str, msg: &Msg, lang: &str, seats: &[String], out: &mut String) {
    let mut parts = inner.splitn(3, ',');
    let name = parts.next().unwrap_or("").trim();
    let (Some(kind), Some(forms)) = (parts.next(), parts.next()) else {
        match msg.get(name) {
            Some(a) => out.push_str(&arg_text::<S>(a, lang, seats)),
            None => {
                out.push('{');
                out.push_str(name);
                out.push('}');
            }
        }
        return;
    };
    let n = match msg.get(name) {
        Some(Arg::Num(n) | Arg::Money(n)) => Some(*n),
        _ => None,
    };
    if kind.trim() != "plural" {
        out.push_str(&format!("{{{name}}}"));
        return;
    }
    let want = n.map_or("other", |n| plural(lang, n));
    let forms = parse_forms(forms);
    let exact = n.map(|n| format!("={n}"));
    let pick = forms
        .iter()
        .find(|(k, _)| Some(k.as_str()) == exact.as_deref())
        .or_else(|| forms.iter().find(|(k, _)| k == want))
        .or_else(|| forms.iter().find(|(k, _)| k == "other"));
    if let Some((_, body)) = pick {
        fill::<S>(body, msg, lang, seats, n, out);
    }
}

/// `one {…} other {…}` as (category, body) pairs.
fn parse_forms(s: &str) -> Vec<(String, &str)> {
    let mut forms = Vec::new();
    let mut rest = s;
    while let Some(open) = rest.find('{') {
        let name = rest[..open].trim().to_string();
        let Some(end) = closing(rest, open + 1) else { break };
        forms.push((name, &rest[open + 1..end - 1]));
        rest = &rest[end..];
    }
    forms
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats() -> Vec<String> {
        vec!["Ana".into(), "Bo".into()]
    }

    #[test]
    fn english_and_fallbacks() {
        let m = Msg::new("aos.log.bid").seat("seat", 1).money("amount", 5);
        assert_eq!(render(&m, "en", &seats()), "Bo bids $5");
        // A language without the key falls back to English; an unknown key shows itself.
        assert_eq!(render(&m, "xx", &seats()), "Bo bids $5");
        assert_eq!(render(&Msg::new("aos.no-such-key"), "pt", &seats()), "aos.no-such-key");
        assert_eq!(render(&Msg::new("nobody.key"), "en", &seats()), "nobody.key");
        assert_eq!(render(&Msg::text("as is"), "pl", &seats()), "as is");
    }

    #[test]
    fn missing_arguments_and_seats_never_panic() {
        assert_eq!(render(&Msg::new("aos.log.bid"), "en", &[]), "{seat} bids {amount}");
        assert_eq!(render(&Msg::new("aos.log.pass").seat("seat", 7), "en", &seats()), "#8 passes");
        let mut out = String::new();
        fill::<Built>("{open {x, plural, one {", &Msg::default(), "en", &[], None, &mut out);
        assert_eq!(out, "{open {x, plural, one {");
    }

    #[test]
    fn nested_messages_and_lists() {
        let each = vec![Msg::new("aos.log.earns").seat("seat", 0).num("n", 2), Msg::new("aos.log.earns").seat("seat", 1).num("n", 1)];
        let m = Msg::new("aos.log.move")
            .seat("seat", 0)
            .msg("good", Msg::new("aos.good.red"))
            .msg("stops", Msg::text("A → B"))
            .num("links", 1)
            .msg("paid", Msg::new("aos.list").list("items", each));
        assert_eq!(render(&m, "en", &seats()), "Ana moves a red cube A → B (1 link): Ana +2 income, Bo +1 income");
    }

    #[test]
    fn plural_rules() {
        let t = "{n, plural, one {# tor} few {# tory} many {# torów} other {# toru}}";
        let say = |lang: &str, n: i64| {
            let mut out = String::new();
            fill::<Built>(t, &Msg::new("x").num("n", n), lang, &[], None, &mut out);
            out
        };
        assert_eq!(say("pl", 1), "1 tor");
        assert_eq!(say("pl", 2), "2 tory");
        assert_eq!(say("pl", 4), "4 tory");
        assert_eq!(say("pl", 5), "5 torów");
        assert_eq!(say("pl", 12), "12 torów");
        assert_eq!(say("pl", 22), "22 tory");
        assert_eq!(say("pl", 0), "0 torów");
        assert_eq!(say("en", 1), "1 tor");
        assert_eq!(say("en", 2), "2 toru");
        assert_eq!(say("pt", 0), "0 tor");
        assert_eq!(say("es", 0), "0 toru");
        // Exact forms win over categories; a missing category falls back to `other`.
        let mut out = String::new();
        fill::<Built>("{n, plural, =0 {none} other {# left}}", &Msg::new("x").num("n", 0), "en", &[], None, &mut out);
        assert_eq!(out, "none");
        let mut out = String::new();
        fill::<Built>("{n, plural, one {# a} other {# b}}", &Msg::new("x").num("n", 3), "pl", &[], None, &mut out);
        assert_eq!(out, "3 b");
    }

    #[test]
    fn installed_words_are_used() {
        assert!(!has("xx"));
        install("xx", r#"{"aos": {"aos.log.pass": "{seat} passe"}}"#).unwrap();
        assert!(has("xx"));
        assert_eq!(render(&Msg::new("aos.log.pass").seat("seat", 0), "xx", &seats()), "Ana passe");
        // Keys the bundle lacks fall back to English; a bad bundle is refused.
        assert_eq!(render(&Msg::new("aos.log.bid").seat("seat", 1).money("amount", 5), "xx", &seats()), "Bo bids $5");
        assert!(install("yy", "[").is_err());
        assert!(!has("yy"));
    }

    #[test]
    fn fetched_words_come_from_installed_catalogues_only() {
        let m = Msg::new("aos.log.pass").seat("seat", 0);
        // Nothing installed in "zz" nor English (compiled English is not a fetched source).
        assert!(!Fetched::ready("zz"));
        assert_eq!(render_from::<Fetched>(&m, "zz", &seats()), "aos.log.pass");
        install("zz", r#"{"aos": {"aos.log.bid": "{seat} offre {amount}"}}"#).unwrap();
        assert!(Fetched::ready("zz"));
        assert_eq!(render_from::<Fetched>(&Msg::new("aos.log.bid").seat("seat", 1).money("amount", 5), "zz", &seats()), "Bo offre $5");
        // A key the language lacks falls back to installed English.
        install("en", r#"{"aos": {"aos.log.pass": "{seat} passes"}}"#).unwrap();
        assert_eq!(render_from::<Fetched>(&m, "zz", &seats()), "Ana passes");
        assert_eq!(render(&m, "en", &seats()), "Ana passes");
    }

    #[test]
    fn catalogues_parse() {
        for &(prefix, lang, json) in crate::games::WORDS {
            let c: HashMap<String, String> = serde_json::from_str(json).unwrap_or_else(|e| panic!("{prefix}/{lang}: {e}"));
            assert!(c.keys().all(|k| k.starts_with(&format!("{prefix}."))), "{prefix}/{lang}: keys carry the prefix");
        }
    }
}
