//! Age of Steam (placeholder until the rules engine lands).

use serde::{Deserialize, Serialize};

use crate::core::view::{BoardView, PlayerSummary};
use crate::core::{refuse, FinalScore, Game, Outcome, RuleError, Setup};
use crate::games::MapInfo;

pub fn maps() -> Vec<MapInfo> {
    vec![MapInfo { id: "rust-belt", name: "Rust Belt", min_players: 3, max_players: 6 }]
}

#[derive(Clone, Debug, PartialEq)]
pub struct AgeOfSteam {
    setup: Setup,
    passes: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Action {
    Pass,
}

impl Game for AgeOfSteam {
    type Action = Action;
    const ID: &'static str = "age-of-steam";

    fn new(setup: &Setup) -> Result<Self, RuleError> {
        if !(3..=6).contains(&setup.players.len()) {
            return refuse("Age of Steam needs 3 to 6 players");
        }
        Ok(AgeOfSteam { setup: setup.clone(), passes: 0 })
    }
    fn current_player(&self) -> Option<usize> {
        (self.passes < 10).then_some(self.passes % self.setup.players.len())
    }
    fn legal_actions(&self) -> Vec<Action> {
        if self.is_over() { vec![] } else { vec![Action::Pass] }
    }
    fn apply(&mut self, _: &Action) -> Result<Outcome, RuleError> {
        let Some(p) = self.current_player() else { return refuse("the game is over") };
        self.passes += 1;
        Ok(Outcome { log: vec![format!("{} passes", self.setup.players[p].name)], random: false })
    }
    fn final_scores(&self) -> Option<Vec<FinalScore>> {
        None
    }
    fn board_view(&self) -> BoardView {
        BoardView::default()
    }
    fn player_summaries(&self, _viewer: Option<usize>) -> Vec<PlayerSummary> {
        vec![]
    }
    fn prompt(&self) -> String {
        String::new()
    }
}
