//! Finished games recorded with `railyard-cli record` replay to the same final scores. A rules
//! change that alters any of them shows up here; re-record only when the change is intended.

use railyard::games::AnySession;

fn final_scores(file: &str) -> Vec<(usize, i64)> {
    let path = format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (_, session) = AnySession::load_json(&text).unwrap_or_else(|e| panic!("{file} refused: {e}"));
    assert!(session.is_over(), "{file} is a finished game");
    let mut scores: Vec<(usize, i64)> = session.final_scores().unwrap().iter().map(|s| (s.player, s.score)).collect();
    scores.sort();
    scores
}

#[test]
fn steam_power_two_players() {
    assert_eq!(final_scores("steam-power-2p-seed3.json"), vec![(0, 60), (1, 59)]);
}

#[test]
fn steam_power_solo() {
    assert_eq!(final_scores("steam-power-1p-seed5.json"), vec![(0, 88)]);
}
