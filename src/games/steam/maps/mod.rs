//! Steam's boards as data in the rail map format (`scripts/steam-maps.py` draws them from real
//! geography). A board's `max_players` says whether it takes six. A board redrawn gets a new id;
//! the old drawing stays listed last, named as such, so saves that name it still load.

use std::sync::OnceLock;

use crate::games::MapInfo;
use crate::rail::Board;

struct Entry {
    id: &'static str,
    text: &'static str,
    /// With three players each printed city starts with one cube fewer (the Ruhr side).
    fewer_with_three: bool,
}

const ENTRIES: &[Entry] = &[
    Entry { id: "northeast-2", text: include_str!("northeast-2.json"), fewer_with_three: false },
    Entry { id: "rhine-ruhr", text: include_str!("rhine-ruhr.json"), fewer_with_three: true },
    // The first drawing of the North-east board, for saves made on it.
    Entry { id: "northeast", text: include_str!("northeast.json"), fewer_with_three: false },
];

/// The current boards' ids, in the game list's order (older drawings follow them there).
pub const IDS: [&str; 2] = ["northeast-2", "rhine-ruhr"];

/// Whether board `id` prints one cube fewer per city for three players.
pub fn fewer_with_three(id: &str) -> bool {
    ENTRIES.iter().any(|e| e.id == id && e.fewer_with_three)
}

fn boards() -> &'static [Board] {
    static B: OnceLock<Vec<Board>> = OnceLock::new();
    B.get_or_init(|| ENTRIES.iter().map(|e| Board::parse(e.text)).collect())
}

/// The board called `id`.
pub fn board(id: &str) -> Option<&'static Board> {
    ENTRIES.iter().position(|e| e.id == id).map(|k| &boards()[k])
}

/// The boards for the game list.
pub fn infos() -> Vec<MapInfo> {
    boards().iter().map(|b| MapInfo { id: b.id.as_str(), name: b.name.as_str(), min_players: b.min_players, max_players: b.max_players }).collect()
}
