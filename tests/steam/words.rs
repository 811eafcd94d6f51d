//! Every message Steam says (prompts, action labels and groups, the record, refusals) has its
//! key in the English catalogue, or in the rail core's for the shared build refusals; and the
//! Portuguese, Spanish and Polish catalogues have every English key, with every placeholder of the
//! English template and the plural forms of their language, so random games say everything in
//! those languages without a key falling back to English.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use railyard::core::words::{Arg, RAW};
use railyard::core::{Game, Msg, Rng};
use railyard::games::steam::{words, Steam};

fn keys(m: &Msg, out: &mut Vec<String>) {
    if m.key != RAW {
        out.push(m.key.clone());
    }
    for (_, a) in &m.args {
        match a {
            Arg::Msg(m) => keys(m, out),
            Arg::List(ms) => ms.iter().for_each(|m| keys(m, out)),
            _ => {}
        }
    }
}

#[test]
fn every_key_steam_uses_is_in_a_catalogue() {
    let steam: HashMap<String, String> = serde_json::from_str(words::EN).unwrap();
    let rail: HashMap<String, String> = serde_json::from_str(include_str!("../../src/rail/words/en.json")).unwrap();
    let mut used = Vec::new();
    for (k, rules) in ["base", "standard"].into_iter().enumerate() {
        let mut g = Steam::new(&super::common::setup(rules, 4, k as u64)).unwrap();
        let mut rng = Rng::new(7);
        while !g.is_over() {
            keys(&g.prompt_words(), &mut used);
            let legal = g.legal_actions();
            for a in &legal {
                keys(&g.describe_words(a), &mut used);
                keys(&g.group_words(a), &mut used);
            }
            if let Err(e) = g.clone().apply(&railyard::games::steam::Action::Capital { units: 999 }) {
                keys(&e.words, &mut used);
            }
            let a = if rng.index(3) == 0 { legal[rng.index(legal.len())].clone() } else { g.bot_action(rng.index(1000) as u64).unwrap() };
            for m in g.apply(&a).unwrap().words {
                keys(&m, &mut used);
            }
        }
    }
    used.sort();
    used.dedup();
    let missing: Vec<_> = used.iter().filter(|k| !steam.contains_key(*k) && !rail.contains_key(*k)).collect();
    assert!(missing.is_empty(), "missing keys: {missing:?}");
    assert!(steam.keys().all(|k| k.starts_with("steam.")));
}

/// Steam's catalogue, the rail core's and the shared table words in `lang`, read from the files:
/// `core::words::render` only sees the catalogues of the games' registry, which Steam joins later.
fn catalogues(lang: &str) -> [(&'static str, BTreeMap<String, String>); 3] {
    let read = |path: String| -> BTreeMap<String, String> {
        let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    [
        ("steam", read(format!("src/games/steam/words/{lang}.json"))),
        ("rail", read(format!("src/rail/words/{lang}.json"))),
        ("table", read(format!("src/games/words/{lang}.json"))),
    ]
}

const LANGS: [&str; 3] = ["pt", "es", "pl"];

/// The plural categories a language's integers fall in (`core::words::plural`).
fn categories(lang: &str) -> &'static [&'static str] {
    match lang {
        "pl" => &["one", "few", "many", "other"],
        _ => &["one", "other"],
    }
}

/// Index just past the `}` closing the brace opened before `from`.
fn closing(t: &str, from: usize) -> Option<usize> {
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

/// A template's placeholders, and for each plural choice its argument and forms.
#[derive(Default)]
struct Shape {
    names: BTreeSet<String>,
    plurals: Vec<(String, BTreeSet<String>)>,
}

fn shape(t: &str, out: &mut Shape) -> Result<(), String> {
    let mut rest = t;
    while let Some(c) = rest.find('{') {
        let end = closing(rest, c + 1).ok_or_else(|| format!("unclosed brace in {t:?}"))?;
        let mut parts = rest[c + 1..end - 1].splitn(3, ',');
        let name = parts.next().unwrap_or("").trim().to_string();
        if let (Some(kind), Some(forms)) = (parts.next(), parts.next()) {
            if kind.trim() != "plural" {
                return Err(format!("{kind:?} is not a choice the renderer knows, in {t:?}"));
            }
            let mut cats = BTreeSet::new();
            let mut f = forms;
            while let Some(open) = f.find('{') {
                let close = closing(f, open + 1).ok_or_else(|| format!("unclosed form in {t:?}"))?;
                cats.insert(f[..open].trim().to_string());
                shape(&f[open + 1..close - 1], out)?;
                f = &f[close..];
            }
            out.plurals.push((name.clone(), cats));
        }
        out.names.insert(name);
        rest = &rest[end..];
    }
    Ok(())
}

#[test]
fn every_language_has_every_steam_key_with_the_english_placeholders() {
    let english = &catalogues("en")[0].1;
    let mut problems = Vec::new();
    for lang in LANGS {
        let theirs = &catalogues(lang)[0].1;
        for key in theirs.keys().filter(|k| !english.contains_key(*k)) {
            problems.push(format!("{lang}: {key} is not an English key"));
        }
        for (key, template) in english {
            let Some(t) = theirs.get(key) else {
                problems.push(format!("{lang}: {key} is missing (English: {template})"));
                continue;
            };
            if t.trim().is_empty() {
                problems.push(format!("{lang}: {key} is empty"));
            }
            let (mut want, mut got) = (Shape::default(), Shape::default());
            shape(template, &mut want).unwrap();
            if let Err(e) = shape(t, &mut got) {
                problems.push(format!("{lang}: {key}: {e}"));
            }
            for name in want.names.symmetric_difference(&got.names) {
                problems.push(format!("{lang}: {key} differs from English in {{{name}}}: {t}"));
            }
            for (name, cats) in &got.plurals {
                let wanted: BTreeSet<String> = categories(lang).iter().map(|c| c.to_string()).collect();
                let plain: BTreeSet<String> = cats.iter().filter(|c| !c.starts_with('=')).cloned().collect();
                if plain != wanted {
                    problems.push(format!("{lang}: {key}: the plural of {{{name}}} has the forms {plain:?}, not {wanted:?}: {t}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Actions tried at a decision to hear the refusals.
fn probes() -> Vec<railyard::games::steam::Action> {
    use serde_json::json;
    [
        json!({"Capital": {"units": 999}}),
        json!({"Bid": {"amount": 100000}}),
        json!("PassBid"),
        json!("DropOut"),
        json!({"Take": {"tile": "locomotive", "pass": false}}),
        json!({"Build": {"hex": {"q": 0, "r": 0}, "tile": 0, "turns": 0}}),
        json!({"Supply": {"space": 0}}),
        json!("EndBuild"),
        json!("UpgradeEngine"),
        json!("PassMove"),
        json!({"Score": {"vp": true}}),
    ]
    .into_iter()
    .map(|j| serde_json::from_value(j).unwrap())
    .collect()
}

/// Everything the table shows now as messages: prompt, action labels and menus, the marks on
/// the map and the refusals of the probes.
fn messages_now(g: &Steam, out: &mut Vec<Msg>) {
    out.push(g.prompt_words());
    for a in g.legal_actions() {
        out.push(g.describe_words(&a));
        out.push(g.group_words(&a));
    }
    for h in g.board_view().hexes {
        out.extend(h.city.iter().chain(&h.cubes).chain(&h.markers).map(|m| m.words.clone()));
    }
    for p in probes() {
        if let Err(e) = g.clone().apply(&p) {
            out.push(e.words);
        }
    }
}

/// Every message inside `m` that has a key, itself included.
fn keyed<'a>(m: &'a Msg, out: &mut Vec<&'a Msg>) {
    if m.key != RAW {
        out.push(m);
    }
    for (_, a) in &m.args {
        match a {
            Arg::Msg(inner) => keyed(inner, out),
            Arg::List(items) => items.iter().for_each(|i| keyed(i, out)),
            _ => {}
        }
    }
}

/// Random games of both rule sets and both starting orders say everything in Portuguese, Spanish
/// and Polish: each message's key has a template in that language and every placeholder of the
/// template is given. The templates are read from the files; once Steam is in the games'
/// registry (`games::WORDS`), `core::words::render` renders the same messages from there.
#[test]
fn random_games_speak_every_language_without_english() {
    let games = [("base", Some("auction"), 3, 2), ("base", Some("draw"), 4, 5), ("standard", None, 5, 3)];
    let mut said = Vec::new();
    for (rules, order, players, seed) in games {
        let mut setup = super::common::setup(rules, players, seed);
        if let Some(order) = order {
            setup.options["order"] = order.into();
        }
        let mut g = Steam::new(&setup).unwrap();
        let mut rng = Rng::new(seed);
        let mut i = 0;
        while !g.is_over() {
            if i % 2 == 0 {
                messages_now(&g, &mut said);
            }
            let legal = g.legal_actions();
            let a = if rng.index(3) == 0 { legal[rng.index(legal.len())].clone() } else { g.bot_action(seed * 7919 + i).unwrap() };
            said.extend(g.apply(&a).unwrap().words);
            i += 1;
        }
        messages_now(&g, &mut said);
    }
    let mut heard = BTreeSet::new();
    let mut problems = BTreeSet::new();
    for lang in LANGS {
        let cats = catalogues(lang);
        for m in said.iter().flat_map(|m| {
            let mut v = Vec::new();
            keyed(m, &mut v);
            v
        }) {
            heard.insert(m.key.clone());
            let Some(t) = cats.iter().find_map(|(_, c)| c.get(&m.key)) else {
                problems.insert(format!("{lang}: {} has no template", m.key));
                continue;
            };
            let mut s = Shape::default();
            shape(t, &mut s).unwrap();
            for name in s.names.iter().filter(|n| !m.args.iter().any(|(a, _)| a == *n)) {
                problems.insert(format!("{lang}: {} is not given {{{name}}}", m.key));
            }
            for (name, _) in &s.plurals {
                if !m.args.iter().any(|(a, v)| a == name && matches!(v, Arg::Num(_))) {
                    problems.insert(format!("{lang}: {} picks a plural form by {{{name}}}, which is no number", m.key));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.iter().cloned().collect::<Vec<_>>().join("\n"));
    // The games reach the auctions, every phase of the build and the deliveries.
    for key in ["steam.prompt.position", "steam.prompt.capital", "steam.prompt.auction", "steam.log.build", "steam.log.move", "steam.label.move-vp"] {
        assert!(heard.contains(key), "no random game said {key}");
    }
}
