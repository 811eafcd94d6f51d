//! The corpus of saves: every `tests/fixtures/*.json` is a save written by some release of
//! Railyard (games recorded with `railyard-cli record`, finished or in play). Each must still load
//! and replay to the same final scores, and every decision along the way must offer the same
//! number of legal actions as when it was recorded. Both are kept beside the save in
//! `<name>.expect.json`. A rules change that alters any of them shows up here; when the change is
//! intended, `RAILYARD_BLESS=1 cargo test --test recorded_games` rewrites the expectations.

use std::path::{Path, PathBuf};

use railyard::games::AnySession;
use serde_json::{json, Value};

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut saves: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && !p.to_string_lossy().ends_with(".expect.json"))
        .collect();
    saves.sort();
    saves
}

/// What replaying a save gives: final scores (by seat) when it is over, and the number of legal
/// actions before each action of the log.
fn observe(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap();
    let (save, session) = AnySession::load_json(&text).unwrap_or_else(|e| panic!("{} refused: {e}", path.display()));
    let scores = session.final_scores().map(|s| {
        let mut s: Vec<(usize, i64)> = s.iter().map(|f| (f.player, f.score)).collect();
        s.sort();
        s
    });
    let mut replay = AnySession::new(save.setup.clone()).unwrap();
    let mut counts = Vec::new();
    for action in &save.actions {
        counts.push(replay.legal_actions_json().len());
        replay.play_json(action).unwrap();
    }
    json!({ "scores": scores, "legal_counts": counts })
}

#[test]
fn every_recorded_save_replays_as_recorded() {
    let saves = fixtures();
    assert!(saves.len() >= 7, "the corpus is in tests/fixtures");
    let bless = std::env::var_os("RAILYARD_BLESS").is_some();
    let mut finished = 0;
    for path in saves {
        let got = observe(&path);
        finished += got["scores"].is_array() as usize;
        let expect = path.with_extension("expect.json");
        if bless {
            std::fs::write(&expect, serde_json::to_string(&got).unwrap() + "\n").unwrap();
        }
        let kept: Value = serde_json::from_str(&std::fs::read_to_string(&expect).unwrap_or_else(|e| {
            panic!("{}: {e} (RAILYARD_BLESS=1 writes it)", expect.display())
        }))
        .unwrap();
        assert_eq!(kept["scores"], got["scores"], "final scores of {} changed", path.display());
        assert_eq!(kept["legal_counts"], got["legal_counts"], "legal action counts along {} changed", path.display());
    }
    assert!(finished >= 5, "most of the corpus are finished games");
}

/// The scores the recordings were made with, written out so a change is seen at a glance. The
/// first release's Steam Power saves replay by the first edition's rules and maps.
#[test]
fn first_recordings_keep_their_scores() {
    let scores = |file: &str| observe(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(file))["scores"].clone();
    assert_eq!(scores("steam-power-2p-seed3-first-edition.json"), json!([[0, 60], [1, 59]]));
    assert_eq!(scores("steam-power-1p-seed5-first-edition.json"), json!([[0, 88]]));
    assert_eq!(scores("age-of-steam-4p-seed2.json"), json!([[0, 45], [1, 93], [2, 72], [3, 90]]));
    // Steam Power's current edition (30 resources, the re-spaced maps).
    assert_eq!(scores("steam-power-2p-seed3.json"), json!([[0, 46], [1, 56]]));
    assert_eq!(scores("steam-power-1p-seed5.json"), json!([[0, 53]]));
    // Barbados, solo: the cash left after buying back every share.
    assert_eq!(scores("age-of-steam-barbados-1p-seed4.json"), json!([[0, 9]]));
}

/// Russian Railroads' recordings: one finished game of the computer player per player count.
#[test]
fn russian_railroads_recordings_keep_their_scores() {
    let scores = |file: &str| observe(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(file))["scores"].clone();
    assert_eq!(scores("russian-railroads-2p-seed3.json"), json!([[0, 260], [1, 271]]));
    assert_eq!(scores("russian-railroads-3p-seed4.json"), json!([[0, 226], [1, 211], [2, 274]]));
    assert_eq!(scores("russian-railroads-4p-seed5.json"), json!([[0, 176], [1, 220], [2, 249], [3, 215]]));
}
