//! Finished games recorded with `railyard-cli record` replay to the same final scores, and every
//! decision along the way offers the same number of legal actions as when it was recorded (kept
//! in `<game>.legal-counts`). A rules change that alters any of them shows up here; when the
//! change is intended, `RAILYARD_BLESS=1 cargo test --test recorded_games` rewrites the counts.

use railyard::games::AnySession;

fn fixture(file: &str) -> String {
    format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"))
}

fn final_scores(file: &str) -> Vec<(usize, i64)> {
    let text = std::fs::read_to_string(fixture(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let (save, session) = AnySession::load_json(&text).unwrap_or_else(|e| panic!("{file} refused: {e}"));
    assert!(session.is_over(), "{file} is a finished game");
    check_legal_counts(file, &save);
    let mut scores: Vec<(usize, i64)> = session.final_scores().unwrap().iter().map(|s| (s.player, s.score)).collect();
    scores.sort();
    scores
}

fn check_legal_counts(file: &str, save: &railyard::save::SaveFile) {
    let mut session = AnySession::new(save.setup.clone()).unwrap();
    let mut counts = Vec::new();
    for action in &save.actions {
        counts.push(session.legal_actions_json().len().to_string());
        session.play_json(action).unwrap();
    }
    let counts = counts.join(" ") + "\n";
    let path = fixture(&file.replace(".json", ".legal-counts"));
    if std::env::var_os("RAILYARD_BLESS").is_some() {
        std::fs::write(&path, &counts).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e} (RAILYARD_BLESS=1 writes it)"));
    assert_eq!(kept, counts, "legal action counts along {file} changed");
}

#[test]
fn steam_power_two_players() {
    assert_eq!(final_scores("steam-power-2p-seed3.json"), vec![(0, 46), (1, 56)]);
}

#[test]
fn steam_power_solo() {
    assert_eq!(final_scores("steam-power-1p-seed5.json"), vec![(0, 53)]);
}

#[test]
fn age_of_steam_four_players() {
    assert_eq!(final_scores("age-of-steam-4p-seed2.json"), vec![(0, 45), (1, 93), (2, 72), (3, 90)]);
}
