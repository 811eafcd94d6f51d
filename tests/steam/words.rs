//! Every message Steam says (prompts, action labels and groups, the record, refusals) has its
//! key in the English catalogue, or in the rail core's for the shared build refusals; and the
//! Portuguese, Spanish and Polish catalogues have every English key, with every placeholder of the
//! English template and the plural forms of their language, so random games say everything in
//! those languages without a key falling back to English.

use std::collections::{BTreeSet, HashMap};

use railyard::core::words::{render, Arg, RAW};
use railyard::core::{Game, Msg, Rng};
use railyard::games::steam::{words, Steam};
use railyard::games::WORDS;

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
/// template is given (the catalogues' own shapes are checked for every game by
/// `tests/words_complete.rs`).
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
    let names: Vec<String> = (1..=5).map(|i| format!("Player {i}")).collect();
    for lang in ["pt", "es", "pl"] {
        let catalogue: HashMap<String, String> =
            WORDS.iter().filter(|w| w.1 == lang).flat_map(|w| serde_json::from_str::<HashMap<String, String>>(w.2).unwrap()).collect();
        for m in &said {
            let mut inner = Vec::new();
            keyed(m, &mut inner);
            for k in inner {
                heard.insert(k.key.clone());
                if !catalogue.contains_key(&k.key) {
                    problems.insert(format!("{lang}: {} has no template", k.key));
                }
            }
            let text = render(m, lang, &names);
            if text.contains('{') || text.contains('}') || text.contains("steam.") {
                problems.insert(format!("{lang}: {} renders as {text:?}", m.key));
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.iter().cloned().collect::<Vec<_>>().join("\n"));
    // The games reach the auctions, every phase of the build and the deliveries.
    for key in ["steam.prompt.position", "steam.prompt.capital", "steam.prompt.auction", "steam.log.build", "steam.log.move", "steam.label.move-vp"] {
        assert!(heard.contains(key), "no random game said {key}");
    }
}
