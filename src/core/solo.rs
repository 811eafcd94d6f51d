//! A one-player game's goal and result. A solo game has no rival to rank against: the table
//! shows the goal and where the game stands against it, the end screen and the saved-games
//! list show the result as the game's rulebook words it (won or lost, a score, a level).

use serde::{Deserialize, Serialize};

use super::Msg;

/// The goal of a solo game, where it stands now, and at the end its result.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solo {
    /// The goal, as the rulebook sets it.
    pub goal: Msg,
    /// Where the game stands against the goal now: (label, value) rows.
    #[serde(default)]
    pub progress: Vec<(Msg, Msg)>,
    /// Once the game is over.
    #[serde(default)]
    pub result: Option<SoloResult>,
}

/// How a solo game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloResult {
    pub outcome: SoloOutcome,
    /// The score, where the rulebook gives one.
    #[serde(default)]
    pub score: Option<i64>,
    /// The result in the rulebook's terms ("You bought back every share: your score is $37").
    pub words: Msg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SoloOutcome {
    Won,
    Tied,
    Lost,
    /// The rulebook sets no win: a score to beat.
    Scored,
}

impl SoloOutcome {
    pub fn id(self) -> &'static str {
        match self {
            SoloOutcome::Won => "won",
            SoloOutcome::Tied => "tied",
            SoloOutcome::Lost => "lost",
            SoloOutcome::Scored => "scored",
        }
    }
}
