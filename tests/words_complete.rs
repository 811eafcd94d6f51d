//! Every word the engines say exists in every language of the app: each catalogue key has a
//! translation in English, Portuguese, Spanish and Polish that uses every placeholder of the
//! English template and, where it picks a plural form, has the forms of its language; and whole
//! random games of both games render everything on the table and in the record in Portuguese,
//! Spanish and Polish without one key falling back to English. The record holds messages, so the
//! same game renders in any language after the fact; saves hold no words.

use std::collections::{BTreeMap, BTreeSet};

use railyard::core::words::{closing, render, RAW};
use railyard::core::{Arg, Msg};
use railyard::games::{AnySession, WORDS};
use serde_json::{json, Value};

const LANGS: [&str; 3] = ["pt", "es", "pl"];

/// Every catalogue of `lang` by prefix.
fn catalogues(lang: &str) -> BTreeMap<&'static str, BTreeMap<String, String>> {
    WORDS.iter().filter(|w| w.1 == lang).map(|&(prefix, _, json)| (prefix, serde_json::from_str(json).unwrap())).collect()
}

/// One template's placeholders, and for each plural choice its argument and forms.
#[derive(Default)]
struct Shape {
    names: BTreeSet<String>,
    plurals: Vec<(String, BTreeSet<String>)>,
}

/// The shape of template `t` the way `core::words` reads it; an unclosed brace is an error.
fn shape(t: &str, out: &mut Shape) -> Result<(), String> {
    let mut rest = t;
    while let Some(c) = rest.find('{') {
        let end = closing(rest, c + 1).ok_or_else(|| format!("unclosed brace in {t:?}"))?;
        let inner = &rest[c + 1..end - 1];
        let mut parts = inner.splitn(3, ',');
        let name = parts.next().unwrap_or("").trim().to_string();
        match (parts.next(), parts.next()) {
            (Some(kind), Some(forms)) => {
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
                out.names.insert(name.clone());
                out.plurals.push((name, cats));
            }
            _ => {
                out.names.insert(name);
            }
        }
        rest = &rest[end..];
    }
    Ok(())
}

fn shape_of(t: &str) -> Shape {
    let mut s = Shape::default();
    shape(t, &mut s).unwrap();
    s
}

/// The plural categories a language's integers fall in (`core::words::plural`).
fn categories(lang: &str) -> &'static [&'static str] {
    match lang {
        "pl" => &["one", "few", "many", "other"],
        _ => &["one", "other"],
    }
}

#[test]
fn every_key_has_every_language_with_the_english_placeholders() {
    let en = catalogues("en");
    assert_eq!(en.keys().copied().collect::<Vec<_>>(), ["aos", "rail", "rr", "sp", "steam", "table"]);
    let mut problems = Vec::new();
    for lang in LANGS {
        let other = catalogues(lang);
        for (prefix, english) in &en {
            let Some(theirs) = other.get(prefix) else {
                problems.push(format!("{lang}: no {prefix} catalogue"));
                continue;
            };
            for key in theirs.keys().filter(|k| !english.contains_key(*k)) {
                problems.push(format!("{lang}: {key} is not an English key"));
            }
            for (key, template) in english {
                let Some(t) = theirs.get(key) else {
                    problems.push(format!("{lang}: {key} is missing (English: {template})"));
                    continue;
                };
                if t.trim().is_empty() && !template.trim().is_empty() {
                    problems.push(format!("{lang}: {key} is empty"));
                }
                let (want, got) = (shape_of(template), {
                    let mut s = Shape::default();
                    if let Err(e) = shape(t, &mut s) {
                        problems.push(format!("{lang}: {key}: {e}"));
                    }
                    s
                });
                for name in want.names.difference(&got.names) {
                    problems.push(format!("{lang}: {key} drops {{{name}}}: {t}"));
                }
                for name in got.names.difference(&want.names) {
                    problems.push(format!("{lang}: {key} has {{{name}}}, which English has not: {t}"));
                }
                for (name, cats) in &got.plurals {
                    for c in categories(lang) {
                        if !cats.contains(*c) {
                            problems.push(format!("{lang}: {key}: the plural of {{{name}}} lacks the form {c}: {t}"));
                        }
                    }
                    for c in cats.iter().filter(|c| !c.starts_with('=') && !categories(lang).contains(&c.as_str())) {
                        problems.push(format!("{lang}: {key}: {c} is no plural form of {lang}: {t}"));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Actions tried at a decision to hear the refusals.
fn probes(game: &str) -> Vec<Value> {
    if game == "age-of-steam" {
        vec![
            json!({"IssueShares": {"count": 1}}),
            json!({"IssueShares": {"count": 30}}),
            json!({"Bid": {"amount": 0}}),
            json!({"Bid": {"amount": 1000}}),
            json!("DropOut"),
            json!("PassBid"),
            json!({"Choose": {"action": "engineer"}}),
            json!("EndBuild"),
            json!("UpgradeEngine"),
            json!("PassMove"),
            json!({"PlaceCube": {"column": 0}}),
        ]
    } else if game == "russian-railroads" {
        vec![
            json!({"Place": {"space": "T2", "roubles": 0}}),
            json!({"Place": {"space": "T10", "roubles": 0}}),
            json!({"Place": {"space": "O1", "roubles": 9}}),
            json!("Hire"),
            json!("TakeLoco"),
        ]
    } else {
        vec![
            json!("TakeMoney"),
            json!({"Fulfil": {"contract": 0}}),
            json!({"Lay": {"hex": {"q": 0, "r": 0}, "from": 0, "to": 3}}),
            json!({"BuildFactory": {"hex": {"q": 0, "r": 0}}}),
            json!("EndTrack"),
            json!("SkipBonus"),
        ]
    }
}

/// Everything a session shows now: prompt, choices, figures, panels, breakdowns, refusals.
fn messages_now(game: &str, s: &AnySession, out: &mut Vec<Msg>) {
    out.push(s.prompt_words());
    for c in s.choices() {
        out.push(c.label_words);
        out.push(c.group_words);
    }
    for viewer in [None, s.current_player()] {
        for figures in s.figure_words(viewer) {
            out.extend(figures.into_iter().flat_map(|(k, v)| [k, v]));
        }
        for (title, rows) in s.panel_words(viewer) {
            out.push(title);
            out.extend(rows.into_iter().flat_map(|(k, v)| [k, v]));
        }
    }
    for p in 0..s.seat_names().len() {
        out.extend(s.breakdown_words(p));
    }
    // The marks on the map and in the panels are named by messages too.
    let board = s.board_view();
    let panels = s.info_panels(None);
    let marks = board.hexes.iter().flat_map(|h| h.city.iter().chain(&h.cubes).chain(&h.markers));
    for m in marks.chain(panels.iter().flat_map(|p| p.rows.iter().flat_map(|r| r.marks.iter()))) {
        assert!(!m.words.key.is_empty(), "{game}: the mark {:?} has no message", m.name);
        out.push(m.words.clone());
    }
    for name in s.snapshot().owners_in("pl", &s.seat_names()).into_iter().map(|o| o.0) {
        assert!(!name.contains("company"), "{name}");
    }
    for probe in probes(game) {
        if let Err(e) = s.clone().play_json(&probe) {
            out.push(e.words);
        }
    }
}

/// Every key inside `m`, itself included.
fn keys_of(m: &Msg, out: &mut BTreeSet<String>) {
    if m.key != RAW {
        out.insert(m.key.clone());
    }
    for (_, a) in &m.args {
        match a {
            Arg::Msg(inner) => keys_of(inner, out),
            Arg::List(items) => items.iter().for_each(|i| keys_of(i, out)),
            _ => {}
        }
    }
}

/// Plays a whole game (at most `limit` actions), gathering every message shown: the first seat
/// plays at random, the others as the computer player.
fn whole_game(game: &str, map: &str, players: usize, seed: u64, limit: usize) -> (AnySession, Vec<Msg>) {
    let mut s = AnySession::new(railyard::check::default_setup(game, map, players, seed)).unwrap();
    let mut rng = railyard::core::Rng::new(seed);
    let mut said = Vec::new();
    for i in 0..limit {
        let legal = s.legal_actions_json();
        if legal.is_empty() {
            break;
        }
        if i % 3 == 0 {
            messages_now(game, &s, &mut said);
        }
        let bot = s.current_player().is_some_and(|p| p > 0);
        let action = if bot { s.bot_action_json(seed * 7919 + i as u64) } else { None };
        s.play_json(&action.unwrap_or_else(|| legal[rng.index(legal.len())].clone())).unwrap();
    }
    messages_now(game, &s, &mut said);
    said.extend(s.log().into_iter().map(|l| l.words));
    (s, said)
}

#[test]
fn whole_games_speak_every_language_without_english() {
    let games = [
        ("age-of-steam", "rust-belt", 3, 1),
        ("age-of-steam", "rust-belt", 5, 4),
        ("steam-power", "valley", 2, 1),
        ("steam-power", "coast", 1, 3),
        ("steam-power", "midlands", 4, 2),
        ("russian-railroads", "standard", 2, 1),
        ("russian-railroads", "standard", 4, 3),
    ];
    let mut heard = BTreeSet::new();
    for (game, map, players, seed) in games {
        let (s, said) = whole_game(game, map, players, seed, 900);
        let names = s.seat_names();
        let mut keys = BTreeSet::new();
        said.iter().for_each(|m| keys_of(m, &mut keys));
        for lang in LANGS {
            let cat: BTreeMap<String, String> = catalogues(lang).into_values().flatten().collect();
            for key in &keys {
                assert!(cat.contains_key(key), "{game}: {key} falls back to English in {lang}");
            }
            for m in &said {
                let text = render(m, lang, &names);
                assert!(!text.contains('{') && !text.contains('}'), "{game}: {} renders in {lang} as {text:?}", m.key);
                assert!(!text.contains("aos.") && !text.contains("sp.") && !text.contains("rail.") && !text.contains("rr."), "{text:?}");
            }
        }
        heard.extend(keys);
    }
    for key in ["aos.log.move", "aos.log.growth.dark", "aos.log.expenses", "aos.label.build.place", "sp.log.fulfil", "sp.log.train", "rr.log.round-score", "rr.log.final"] {
        assert!(heard.contains(key), "no game said {key}");
    }
}

#[test]
fn the_record_renders_again_in_another_language_and_saves_hold_no_words() {
    let (s, _) = whole_game("age-of-steam", "rust-belt", 3, 7, 120);
    let names = s.seat_names();
    let lines: Vec<Msg> = s.log().into_iter().map(|l| l.words).collect();
    assert!(lines.len() > 10);
    let say = |lang: &str| lines.iter().map(|m| render(m, lang, &names)).collect::<Vec<_>>();
    let (en, pt, es, pl) = (say("en"), say("pt"), say("es"), say("pl"));
    assert_eq!(en, s.log().into_iter().map(|l| l.text).collect::<Vec<_>>());
    for other in [&pt, &es, &pl] {
        assert_ne!(&en, other);
        // Switching back gives the same record: nothing was fixed in one language.
        assert_eq!(say("en"), en);
    }
    let save = s.to_save("test").to_json();
    for word in ["Turno", "Turn 1", "Tura", "subasta"] {
        assert!(!save.contains(word), "the save holds the word {word}");
    }
    let (_, back) = AnySession::load_json(&save).unwrap();
    let again: Vec<String> = back.log().into_iter().map(|l| render(&l.words, "pl", &names)).collect();
    assert_eq!(again, pl);
}

#[test]
fn money_as_the_rulebooks_write_it() {
    use railyard::core::words::money;
    assert_eq!(money("en", 5), "$5");
    assert_eq!(money("pt", 5), "$5");
    assert_eq!(money("pl", 12), "$12");
    assert_eq!(money("es", 5), "$\u{a0}5");
    assert_eq!(money("en", -3), "-$3");
}
