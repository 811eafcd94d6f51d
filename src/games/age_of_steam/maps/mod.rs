//! The Age of Steam maps: one entry each, its data file and its special rules. Adding a map is
//! a data file here, an entry in `ENTRIES`, and (when it has special rules) one `MapRules`
//! implementation in a file of its own beside them.

use std::sync::OnceLock;

use crate::games::MapInfo;
use crate::rail::{Board, TileSet};

use super::rules::{Base, Map, MapRules};

struct Entry {
    id: &'static str,
    data: &'static str,
    special: &'static dyn MapRules,
}

const ENTRIES: &[Entry] = &[Entry { id: "rust-belt", data: include_str!("rust_belt.json"), special: &Base }];

fn all() -> &'static [Map] {
    static MAPS: OnceLock<Vec<Map>> = OnceLock::new();
    MAPS.get_or_init(|| ENTRIES.iter().map(|e| Map::new(Board::parse(e.data), e.special)).collect())
}

/// The map called `id`, if there is one.
pub fn map(id: &str) -> Option<&'static Map> {
    all().iter().find(|m| m.board.id == id)
}

/// Every map, for the catalogue.
pub fn infos() -> Vec<MapInfo> {
    all()
        .iter()
        .map(|m| MapInfo { id: m.board.id.as_str(), name: m.board.name.as_str(), min_players: m.board.min_players, max_players: m.board.max_players })
        .collect()
}

/// The map data files, for tests that check them.
pub fn data_files() -> impl Iterator<Item = (&'static str, &'static str)> {
    ENTRIES.iter().map(|e| (e.id, e.data))
}

/// The base game's track tiles (the rulebook's manifest).
pub fn manifest() -> &'static TileSet {
    static M: OnceLock<TileSet> = OnceLock::new();
    M.get_or_init(|| TileSet::parse(include_str!("../tiles.json")))
}
