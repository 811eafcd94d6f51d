//! Every English word Steam Power shows — prompts, action labels and menus, player panels, info
//! panels, record lines, refusals and the final breakdown — stays the same now that the words come
//! from the message catalogue, and every word of a game renders in Portuguese from the catalogue.
//! The English text of two recorded games was captured from the engine before it produced
//! messages (`tests/fixtures/steam-power-*.words.txt`).

use std::collections::BTreeMap;
use std::path::Path;

use railyard::core::words::render;
use railyard::core::{Arg, Msg};
use railyard::games::AnySession;
use serde_json::{json, Value};

/// Actions tried at every decision to collect the refusal reasons.
fn probes() -> Vec<Value> {
    vec![
        json!("TakeMoney"),
        json!({"Fulfil": {"contract": 0}}),
        json!({"Lay": {"hex": {"q": 0, "r": 0}, "from": 0, "to": 3}}),
        json!({"BuildFactory": {"hex": {"q": 0, "r": 0}}}),
        json!("EndTrack"),
        json!("SkipBonus"),
    ]
}

/// The English text of everything on the table, decision by decision; `pick` chooses each action
/// from the legal ones (`None` ends the game there).
pub fn english_words(mut s: AnySession, pick: &mut dyn FnMut(usize, &AnySession) -> Option<Value>) -> Vec<String> {
    let mut out = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    let mut logged = 0;
    let mut i = 0;
    while let Some(action) = pick(i, &s) {
        out.push(format!("# {i} prompt: {}", s.prompt()));
        for c in s.choices() {
            seen.insert(format!("choice: {} | {}", c.group, c.label));
        }
        if i % 5 == 0 {
            for viewer in [None, s.current_player()] {
                for p in s.player_summaries(viewer) {
                    let f: Vec<String> = p.figures.iter().map(|(k, v)| format!("{k}={v}")).collect();
                    seen.insert(format!("player {}: {}", p.name, f.join("; ")));
                }
            }
            for panel in s.info_panels(None) {
                seen.insert(format!("panel: {}", panel.title));
                for r in panel.rows {
                    seen.insert(format!("row: {} | {} | {}", r.label, r.text, r.marks.len()));
                }
            }
        }
        for probe in probes() {
            let mut t = s.clone();
            if let Err(e) = t.play_json(&probe) {
                seen.insert(format!("refused {probe}: {}", e.reason));
            }
        }
        s.play_json(&action).unwrap();
        let log = english_log(&s);
        for l in &log[logged..] {
            out.push(format!("log: {l}"));
        }
        logged = log.len();
        i += 1;
    }
    out.push(format!("end prompt: {}", s.prompt()));
    for f in s.final_scores().unwrap_or_default() {
        let b: Vec<String> = f.breakdown.iter().map(|(k, v)| format!("{k}={v}")).collect();
        out.push(format!("score {} {}: {}", f.player, f.score, b.join("; ")));
    }
    out.extend(seen);
    out
}

fn english_log(s: &AnySession) -> Vec<String> {
    s.log().into_iter().map(|l| l.text).collect()
}

fn recorded(file: &str) -> (AnySession, Vec<Value>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let text = std::fs::read_to_string(dir.join(file)).unwrap();
    let (save, _) = AnySession::load_json(&text).unwrap();
    (AnySession::new(save.setup.clone()).unwrap(), save.actions)
}

fn random_setup(map: &str, players: usize, seed: u64, edition: &str) -> AnySession {
    let mut setup = railyard::check::default_setup("steam-power", map, players, seed);
    setup.options = json!({"edition": edition});
    AnySession::new(setup).unwrap()
}

fn random_pick(seed: u64) -> impl FnMut(usize, &AnySession) -> Option<Value> {
    let mut rng = railyard::core::Rng::new(seed);
    move |i, s| {
        let legal = s.legal_actions_json();
        if legal.is_empty() || i >= 400 { None } else { Some(legal[rng.index(legal.len())].clone()) }
    }
}

#[test]
fn english_words_of_recorded_games_are_unchanged() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    for file in ["steam-power-2p-seed3", "steam-power-1p-seed5"] {
        let (s, actions) = recorded(&format!("{file}.json"));
        let got = english_words(s, &mut |i, _| actions.get(i).cloned()).join("\n") + "\n";
        let kept_path = dir.join(format!("{file}.words.txt"));
        if std::env::var_os("RAILYARD_BLESS").is_some() {
            std::fs::write(&kept_path, &got).unwrap();
        }
        let kept = std::fs::read_to_string(&kept_path).unwrap();
        for (n, (a, b)) in kept.lines().zip(got.lines()).enumerate() {
            assert_eq!(a, b, "line {} of {}", n + 1, kept_path.display());
        }
        assert_eq!(kept.lines().count(), got.lines().count(), "{}", kept_path.display());
    }
}

/// Every message a session shows now: prompt, choices, figures, panels, the final breakdown,
/// the record so far and the refusals of the probes.
fn messages_now(s: &AnySession, out: &mut Vec<Msg>) {
    out.push(s.prompt_words());
    for c in s.choices() {
        out.push(c.label_words);
        out.push(c.group_words);
    }
    for viewer in [None, s.current_player()] {
        for figures in s.figure_words(viewer) {
            out.extend(figures.into_iter().flat_map(|(k, v)| [k, v]));
        }
    }
    for (title, rows) in s.panel_words(None) {
        out.push(title);
        out.extend(rows.into_iter().flat_map(|(k, v)| [k, v]));
    }
    for p in 0..s.seat_names().len() {
        out.extend(s.breakdown_words(p));
    }
    for probe in probes() {
        if let Err(e) = s.clone().play_json(&probe) {
            out.push(e.words);
        }
    }
}

/// The catalogue keys in `lang` of every game, from `WORDS`.
fn catalogue(lang: &str) -> BTreeMap<String, String> {
    let mut all = BTreeMap::new();
    for &(_, l, json) in railyard::games::WORDS {
        if l == lang {
            all.extend(serde_json::from_str::<BTreeMap<String, String>>(json).unwrap());
        }
    }
    all
}

/// Checks that `m` and the messages inside it are in the catalogues: every key in English, and
/// in `lang` unless its English text is only placeholders and punctuation ("{a}; {b}"); and that
/// it renders with every argument filled.
fn check_words(m: &Msg, lang: &str, en: &BTreeMap<String, String>, other: &BTreeMap<String, String>, names: &[String]) {
    if m.key != railyard::core::words::RAW {
        let Some(template) = en.get(&m.key) else { panic!("{} is not in the English catalogue", m.key) };
        let neutral = template.split(['{', '}']).step_by(2).all(|t| !t.chars().any(char::is_alphabetic));
        assert!(neutral || other.contains_key(&m.key), "{} is missing in {lang} (English: {template})", m.key);
    }
    for (_, a) in &m.args {
        match a {
            Arg::Msg(inner) => check_words(inner, lang, en, other, names),
            Arg::List(items) => items.iter().for_each(|i| check_words(i, lang, en, other, names)),
            _ => {}
        }
    }
    let text = render(m, lang, names);
    assert!(!text.contains('{') && !text.contains("sp."), "{} renders in {lang} as {text:?}", m.key);
}

#[test]
fn every_word_of_whole_games_is_in_the_catalogues_in_portuguese() {
    let (en, pt) = (catalogue("en"), catalogue("pt"));
    let games = [("valley", 2, 1, "2"), ("midlands", 3, 2, "2"), ("coast", 1, 3, "2"), ("coast", 5, 5, "2"), ("midlands", 1, 6, "1")];
    let mut keys = std::collections::BTreeSet::new();
    for (map, players, seed, edition) in games {
        let mut s = random_setup(map, players, seed, edition);
        let names = s.seat_names();
        let mut pick = random_pick(seed);
        let mut said = Vec::new();
        let mut i = 0;
        while let Some(a) = pick(i, &s) {
            if i % 3 == 0 {
                messages_now(&s, &mut said);
            }
            s.play_json(&a).unwrap();
            i += 1;
        }
        messages_now(&s, &mut said);
        said.extend(s.log().into_iter().map(|l| l.words));
        for m in &said {
            check_words(m, "pt", &en, &pt, &names);
            keys.insert(m.key.clone());
        }
    }
    // The games say most of what there is to say, the record's lines included.
    for key in ["sp.prompt.source", "sp.label.fulfil-cheapest", "sp.log.fulfil", "sp.log.flip", "sp.log.train", "sp.panel.company-acting", "sp.refuse.other"] {
        assert!(keys.contains(key), "no game said {key}");
    }
}

#[test]
fn steam_power_speaks_portuguese_in_the_rulebook_terms() {
    let (s, actions) = recorded("steam-power-2p-seed3.json");
    let mut s = s;
    let names = s.seat_names();
    let pt = |m: &Msg| render(m, "pt", &names);
    assert_eq!(pt(&s.prompt_words()), format!("{}: escolha uma ação (restam 2 neste turno)", names[s.current_player().unwrap()]));
    let labels: Vec<String> = s.choices().iter().map(|c| pt(&c.label_words)).collect();
    assert!(labels.contains(&"Construir Trilhos".to_string()), "{labels:?}");
    assert!(labels.contains(&"Pegar $3 do Banco".to_string()), "{labels:?}");
    let figures: Vec<String> = s.figure_words(None)[0].iter().map(|(k, _)| pt(k)).collect();
    assert_eq!(figures, ["Dinheiro", "Contratos na mão", "Contratos cumpridos", "Pontos até agora", "Trens", "Fábricas"]);
    let titles: Vec<String> = s.panel_words(None).iter().map(|(t, _)| pt(t)).collect();
    assert_eq!(titles, ["Rodada 1", "Recursos", "Peças de Trilho"]);
    for a in &actions {
        s.play_json(a).unwrap();
    }
    let record: Vec<String> = s.log().iter().map(|l| pt(&l.words)).collect();
    assert!(record.iter().any(|l| l.contains(" coloca ") && l.contains(" por $")), "{record:?}");
    assert!(record.iter().any(|l| l.contains("cumpre o Contrato")), "{record:?}");
    assert!(record.iter().any(|l| l.contains("está exaurida")), "{record:?}");
    let parts: Vec<String> = s.breakdown_words(0).iter().map(pt).collect();
    assert_eq!(parts, ["Dinheiro", "Contratos", "Fábricas em Cidades viradas", "Cidades de Pontos de Vitória"]);
    // The record has one message per line, emptied cities included.
    let english: Vec<String> = s.log().into_iter().map(|l| l.text).collect();
    let flips = english.iter().filter(|l| l.contains("is emptied and flips to 2 VP")).count();
    assert_eq!(flips, record.iter().filter(|l| l.contains("está exaurida")).count());
    assert!(flips > 0);
}
