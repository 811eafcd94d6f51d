//! Steam Power (placeholder until the rules engine lands).

use serde::{Deserialize, Serialize};

use crate::core::view::{BoardView, PlayerSummary};
use crate::core::{refuse, FinalScore, Game, Outcome, RuleError, Setup};
use crate::games::MapInfo;

/// Shown as coming on the home screen until its engine is complete.
pub const AVAILABLE: bool = false;

pub fn maps() -> Vec<MapInfo> {
    vec![MapInfo { id: "placeholder", name: "Placeholder", min_players: 1, max_players: 5 }]
}

#[derive(Clone, Debug, PartialEq)]
pub struct SteamPower {
    setup: Setup,
    passes: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Action {
    Pass,
}

impl Game for SteamPower {
    type Action = Action;
    const ID: &'static str = "steam-power";

    fn new(setup: &Setup) -> Result<Self, RuleError> {
        if !(1..=5).contains(&setup.players.len()) {
            return refuse("Steam Power needs 1 to 5 players");
        }
        Ok(SteamPower { setup: setup.clone(), passes: 0 })
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
