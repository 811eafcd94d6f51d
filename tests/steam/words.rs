//! Every message Steam says (prompts, action labels and groups, the record, refusals) has its
//! key in the English catalogue, or in the rail core's for the shared build refusals.

use std::collections::HashMap;

use railyard::core::words::{Arg, RAW};
use railyard::core::{Game, Msg, Rng};
use railyard::steam::{words, Steam};

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
            if let Err(e) = g.clone().apply(&railyard::steam::Action::Capital { units: 999 }) {
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
