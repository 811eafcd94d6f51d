//! Saves: the setup plus the action log, replayed through the rules. A toy game keeps these
//! tests independent of any real game's rules.

use railyard::core::view::{BoardView, PlayerSummary};
use railyard::core::{refuse, FinalScore, Game, Msg, Outcome, RuleError, Seat, Setup};
use railyard::save::{LoadError, SaveFile, Session, FORMAT_VERSION};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Two players take turns adding 1 or 2 to a counter; a roll adds a random 1-6. First to 10.
#[derive(Clone, Debug, PartialEq)]
struct Race {
    total: u32,
    turn: usize,
    rng: railyard::core::Rng,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
enum Step {
    Add(u32),
    Roll,
    EndTurn,
}

impl Game for Race {
    type Action = Step;
    const ID: &'static str = "race";
    fn new(setup: &Setup) -> Result<Self, RuleError> {
        if setup.players.len() != 2 {
            return refuse("two players");
        }
        Ok(Race { total: 0, turn: 0, rng: railyard::core::Rng::new(setup.seed) })
    }
    fn current_player(&self) -> Option<usize> {
        (self.total < 10).then_some(self.turn)
    }
    fn legal_actions(&self) -> Vec<Step> {
        if self.is_over() { vec![] } else { vec![Step::Add(1), Step::Add(2), Step::Roll, Step::EndTurn] }
    }
    fn apply(&mut self, a: &Step) -> Result<Outcome, RuleError> {
        if self.is_over() {
            return refuse("the game is over");
        }
        let mut out = Outcome::default();
        match a {
            Step::Add(n) if *n == 1 || *n == 2 => self.total += n,
            Step::Add(_) => return refuse("add 1 or 2"),
            Step::Roll => {
                self.total += self.rng.d6() as u32;
                out.random = true;
            }
            Step::EndTurn => self.turn = 1 - self.turn,
        }
        out.line(format!("{a:?}"));
        Ok(out)
    }
    fn final_scores(&self) -> Option<Vec<FinalScore>> {
        None
    }
    fn board_view(&self) -> BoardView {
        BoardView::default()
    }
    fn player_summaries(&self, _: Option<usize>) -> Vec<PlayerSummary> {
        vec![]
    }
    fn seat_names(&self) -> Vec<String> {
        Vec::new()
    }
    fn prompt_words(&self) -> Msg {
        Msg::text(String::new())
    }
}

fn setup() -> Setup {
    let seat = |n: &str| Seat { name: n.into(), colour: "#000000".into(), bot: false, level: Default::default() };
    Setup { game: "race".into(), map: "track".into(), options: json!(null), seed: 7, players: vec![seat("A"), seat("B")] }
}

#[test]
fn a_save_round_trips_through_json_and_replay() {
    let mut s = Session::<Race>::new(setup()).unwrap();
    for a in [Step::Add(2), Step::EndTurn, Step::Roll, Step::Add(1)] {
        s.play(a).unwrap();
    }
    let text = s.to_save("Test").to_json();
    let file = SaveFile::from_json(&text).unwrap();
    assert_eq!(file.version, FORMAT_VERSION);
    let back = Session::<Race>::replay(file.setup, &file.actions).unwrap();
    assert_eq!(back.game, s.game);
    assert_eq!(back.history.len(), 4);
}

#[test]
fn a_tampered_log_is_refused_at_the_failing_action_with_the_reason() {
    let actions = vec![json!({"Add": 2}), json!("EndTurn"), json!({"Add": 5})];
    match Session::<Race>::replay(setup(), &actions) {
        Err(LoadError::BadAction { index, reason, .. }) => {
            assert_eq!(index, 2);
            assert_eq!(reason, "add 1 or 2");
        }
        other => panic!("expected a refused action, got {other:?}"),
    }
    let err = Session::<Race>::replay(setup(), &[json!({"Jump": 1})]).unwrap_err();
    assert!(err.to_string().starts_with("action 1 ("), "{err}");
}

#[test]
fn saves_from_a_newer_format_or_other_files_are_refused() {
    let mut v: serde_json::Value = serde_json::from_str(&Session::<Race>::new(setup()).unwrap().to_save("x").to_json()).unwrap();
    v["version"] = json!(FORMAT_VERSION + 1);
    assert!(matches!(SaveFile::from_json(&v.to_string()), Err(LoadError::TooNew { .. })));
    assert!(matches!(SaveFile::from_json("not json"), Err(LoadError::Unreadable(_))));
    assert!(matches!(SaveFile::from_json(r#"{"hello": 1}"#), Err(LoadError::Unreadable(_))));
}

#[test]
fn undo_takes_back_only_the_current_players_own_non_random_decisions() {
    let mut s = Session::<Race>::new(setup()).unwrap();
    s.play(Step::Add(1)).unwrap();
    s.play(Step::Add(2)).unwrap();
    assert_eq!(s.undoable(), 1);
    s.undo().unwrap();
    assert_eq!(s.game.total, 1);
    s.play(Step::EndTurn).unwrap();
    // Now B is to play: A's decisions are not B's to undo.
    assert_eq!(s.undoable(), 0);
    assert!(s.undo().is_err());
    s.play(Step::Roll).unwrap();
    assert_eq!(s.undoable(), 0, "never across a die roll");
}

#[test]
fn a_finished_games_summary_keeps_its_final_scores_best_first() {
    // The saved-games list says who won a finished game, and by how much (New England's
    // two-player result: the higher total, cash points included).
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/age-of-steam-new-england-2p-seed4.json")).unwrap();
    let s = railyard::save::Summary::of_text(&text);
    assert!(s.finished);
    assert_eq!(s.scores.len(), 2);
    assert_eq!(s.scores[0].2, 1, "the winner first");
    assert!(s.scores[0].1 >= s.scores[1].1);
    let back = railyard::save::Summary::from_json(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back.scores, s.scores, "kept when stored");
}
