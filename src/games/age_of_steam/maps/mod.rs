//! The Age of Steam maps: one entry each, its data file and its special rules. Adding a map is
//! a data file here, an entry in `PLAYABLE` (or `COMING`), and (when it has special rules) one `MapRules`
//! implementation in a file of its own beside them.

use std::sync::OnceLock;

use crate::games::MapInfo;
use crate::rail::{Board, TileSet};

use super::rules::{Base, Map, MapRules};

mod detroit;
mod barbados;
mod germany;
mod heavy_cardboard;
pub mod new_england;

pub use heavy_cardboard::heavy_lift_income;
mod pittsburgh;
pub(super) mod printed_track;
mod poland;
mod southern_us;
mod st_lucia;

struct Entry {
    id: &'static str,
    data: &'static str,
    special: &'static dyn MapRules,
    /// Whether its special rules are all built. A map that is not is converted and checked
    /// data only: no game can be started on it and the catalogue does not offer it.
    playable: bool,
}

const fn entry(id: &'static str, data: &'static str, special: &'static dyn MapRules, playable: bool) -> Entry {
    Entry { id, data, special, playable }
}

const PLAYABLE: &[Entry] = &[
    entry("rust-belt", include_str!("rust_belt.json"), &Base, true),
    entry("southern-us", include_str!("southern_us.json"), &southern_us::SouthernUs, true),
    entry("poland", include_str!("poland.json"), &poland::Poland, true),
    entry("germany", include_str!("germany.json"), &germany::Germany, true),
    entry("new-england", include_str!("new_england.json"), &new_england::NewEngland, true),
    entry("st-lucia", include_str!("st_lucia.json"), &st_lucia::StLucia, true),
    entry("pittsburgh", include_str!("pittsburgh.json"), &pittsburgh::Pittsburgh, true),
    entry("heavy-cardboard", include_str!("heavy_cardboard.json"), &heavy_cardboard::HeavyCardboard, true),
    entry("detroit", include_str!("detroit.json"), &detroit::Detroit, true),
    entry("barbados", include_str!("barbados.json"), &barbados::Barbados, true),
];

/// Converted boards whose special rules are still to come (issue 16). A web build (the engine
/// worker) leaves them out: no game can be started on them there, and their data would only
/// make the module larger.
#[cfg(feature = "web")]
const COMING: &[Entry] = &[];
#[cfg(not(feature = "web"))]
const COMING: &[Entry] = &[
];

fn entries() -> impl Iterator<Item = &'static Entry> {
    PLAYABLE.iter().chain(COMING)
}

fn all() -> &'static [Map] {
    static MAPS: OnceLock<Vec<Map>> = OnceLock::new();
    MAPS.get_or_init(|| entries().map(|e| Map::new(Board::parse(e.data), e.special)).collect())
}

fn playable() -> impl Iterator<Item = &'static Map> {
    all().iter().zip(entries()).filter(|(_, e)| e.playable).map(|(m, _)| m)
}

/// The playable map called `id`, if there is one.
pub fn map(id: &str) -> Option<&'static Map> {
    playable().find(|m| m.board.id == id)
}

/// The map called `id`, playable or not, for tests of maps not offered yet.
pub fn any_map(id: &str) -> Option<&'static Map> {
    all().iter().find(|m| m.board.id == id)
}

/// The board called `id`, playable or not, for tests that check the data.
pub fn board(id: &str) -> Option<&'static Board> {
    any_map(id).map(|m| &m.board)
}

/// Every playable map, for the catalogue.
pub fn infos() -> Vec<MapInfo> {
    playable()
        .map(|m| MapInfo { id: m.board.id.as_str(), name: m.board.name.as_str(), min_players: m.board.min_players, max_players: m.board.max_players })
        .collect()
}

/// The map data files, for tests that check them.
pub fn data_files() -> impl Iterator<Item = (&'static str, &'static str)> {
    entries().map(|e| (e.id, e.data))
}

/// The base game's track tiles (the rulebook's manifest).
pub fn manifest() -> &'static TileSet {
    static M: OnceLock<TileSet> = OnceLock::new();
    M.get_or_init(|| TileSet::parse(include_str!("../tiles.json")))
}
