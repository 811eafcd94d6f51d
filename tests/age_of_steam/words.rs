//! Every English word Age of Steam shows in one recorded game — prompts, action labels and
//! groups, panels, record lines, refusals and the final breakdown — must stay the same when the
//! words come from the message catalogue. The text was captured from the engine before it
//! produced messages (`tests/fixtures/age-of-steam-4p-seed2.words.txt`);
//! `RAILYARD_BLESS=1 cargo test --test age_of_steam words` rewrites it.

use std::path::Path;

use railyard::games::AnySession;
use serde_json::{json, Value};

/// Actions tried at every decision to collect the refusal reasons.
fn probes() -> Vec<Value> {
    vec![
        json!({"IssueShares": {"count": 1}}),
        json!({"Bid": {"amount": 0}}),
        json!("DropOut"),
        json!("PassBid"),
        json!({"Choose": {"action": "engineer"}}),
        json!("EndBuild"),
        json!("UpgradeEngine"),
        json!("PassMove"),
        json!({"PlaceCube": {"column": 0}}),
    ]
}

/// The English text of everything on the table, decision by decision.
pub fn english_words(session_of: &dyn Fn() -> AnySession, actions: &[Value]) -> Vec<String> {
    let mut s = session_of();
    let mut out = Vec::new();
    // Labels, panels and refusals repeat: each distinct line once, after the record.
    let mut seen = std::collections::BTreeSet::new();
    let mut logged = 0;
    for (i, action) in actions.iter().enumerate() {
        out.push(format!("# {i} prompt: {}", s.prompt()));
        for c in s.choices() {
            seen.insert(format!("choice: {} | {}", c.group, c.label));
        }
        if i % 10 == 0 {
            for p in s.player_summaries(None) {
                let f: Vec<String> = p.figures.iter().map(|(k, v)| format!("{k}={v}")).collect();
                seen.insert(format!("player {}: {}", p.name, f.join("; ")));
            }
            for panel in s.info_panels(None) {
                seen.insert(format!("panel: {}", panel.title));
                for r in panel.rows {
                    seen.insert(format!("row: {} | {}", r.label, r.text));
                }
            }
        }
        for probe in probes() {
            let mut t = s.clone();
            if let Err(e) = t.play_json(&probe) {
                seen.insert(format!("refused {probe}: {}", e.reason));
            }
        }
        s.play_json(action).unwrap();
        let log = s.log();
        for l in &log[logged..] {
            out.push(format!("log {:?}: {}", l.actor, l.text));
        }
        logged = log.len();
    }
    out.push(format!("end prompt: {}", s.prompt()));
    for f in s.final_scores().unwrap_or_default() {
        let b: Vec<String> = f.breakdown.iter().map(|(k, v)| format!("{k}={v}")).collect();
        out.push(format!("score {} {}: {}", f.player, f.score, b.join("; ")));
    }
    out.extend(seen);
    out
}

#[test]
fn english_words_of_a_recorded_game_are_unchanged() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let text = std::fs::read_to_string(dir.join("age-of-steam-4p-seed2.json")).unwrap();
    let (save, _) = AnySession::load_json(&text).unwrap();
    let setup = save.setup.clone();
    let got = english_words(&|| AnySession::new(setup.clone()).unwrap(), &save.actions).join("\n") + "\n";
    let kept_path = dir.join("age-of-steam-4p-seed2.words.txt");
    if std::env::var_os("RAILYARD_BLESS").is_some() {
        std::fs::write(&kept_path, &got).unwrap();
    }
    let kept = std::fs::read_to_string(&kept_path).unwrap();
    for (n, (a, b)) in kept.lines().zip(got.lines()).enumerate() {
        assert_eq!(a, b, "line {} of {}", n + 1, kept_path.display());
    }
    assert_eq!(kept.lines().count(), got.lines().count());
}

#[test]
fn panels_and_breakdown_speak_portuguese() {
    use railyard::core::words::render;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let text = std::fs::read_to_string(dir.join("age-of-steam-4p-seed2.json")).unwrap();
    let (save, _) = AnySession::load_json(&text).unwrap();
    let mut s = AnySession::new(save.setup.clone()).unwrap();
    let names = s.seat_names();
    let pt = |m: &railyard::core::Msg| render(m, "pt", &names);
    let figures: Vec<String> = s.figure_words(None)[0].iter().map(|(k, v)| format!("{}={}", pt(k), pt(v))).collect();
    assert_eq!(figures[..4], ["Dinheiro=$10", "Renda=$0", "Ações=2", "Locomotiva=1"]);
    let panels = s.panel_words(None);
    assert!(pt(&panels[0].0).starts_with("Turno 1 de "), "{}", pt(&panels[0].0));
    assert!(pt(&panels[0].0).contains("Contador de Mercadorias"));
    assert_eq!(pt(&panels[1].0), "Sacola");
    assert_eq!(pt(&panels[0].1[0].0), "clara 1");
    // The words line up with the English panels they stand for.
    let english = s.info_panels(None);
    assert_eq!(english.len(), panels.len());
    for (e, (_, rows)) in english.iter().zip(&panels) {
        assert_eq!(e.rows.len(), rows.len());
    }
    for a in &save.actions {
        s.play_json(a).unwrap();
    }
    let scores = s.final_scores().unwrap();
    let parts: Vec<String> = s.breakdown_words(scores[0].player).iter().map(pt).collect();
    assert_eq!(parts, ["Renda ×3", "Ações Emitidas ×−3", "Trilhos em Ligações Completas"]);
    assert_eq!(parts.len(), scores[0].breakdown.len());
}
