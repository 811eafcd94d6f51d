//! How strongly a computer seat plays. Saved with the seat; saves from before levels existed
//! have none and play at Normal.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// The game's own computer player, now and then taking another legal move instead.
    Easy,
    /// The game's own computer player.
    #[default]
    Normal,
    /// A search over the game's future, with the computer player as its guide.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The id saves and the page use ("easy", "normal", "hard").
    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }

    /// Saves leave Normal out, so a game that uses no level writes what earlier releases wrote.
    pub fn is_normal(&self) -> bool {
        *self == Level::Normal
    }
}
