//! Words for the map: terrain names and each hex's accessible name.

use railyard::core::view::{HexView, Terrain, TrackView};

use std::sync::Arc;

use super::super::fill;
use super::super::i18n::*;

/// Words for the terrain, in the reader's language.
pub(super) fn terrain_word(i18n: I18n, t: Terrain) -> &'static str {
    match t {
        Terrain::Plain => t_string!(i18n, terrain_plain),
        Terrain::River => t_string!(i18n, terrain_river),
        Terrain::Hills => t_string!(i18n, terrain_hills),
        Terrain::Mountain => t_string!(i18n, terrain_mountain),
        Terrain::Water => t_string!(i18n, terrain_water),
        Terrain::Town => t_string!(i18n, terrain_town),
        Terrain::City => t_string!(i18n, terrain_city),
        Terrain::Swamp => t_string!(i18n, preview_terrain_swamp),
        Terrain::DarkMountain => t_string!(i18n, preview_terrain_dark_mountain),
    }
}

/// Accessible name of a hex as the board draws it: "C5, Pittsburgh, red city, 2 goods: R, B,
/// track of Ann" (`with_marks` adds what the decision on screen says of it).
pub fn hex_name(i18n: I18n, h: &HexView, track: Option<&TrackView>, seats: &[(String, String)]) -> String {
    let mut parts = vec![h.hex.to_string()];
    if let Some(l) = &h.label {
        parts.push(l.clone());
    }
    match &h.city {
        Some(m) => parts.push(m.name.clone()),
        None => parts.push(terrain_word(i18n, h.terrain).to_string()),
    }
    if !h.cubes.is_empty() {
        let list = h.cubes.iter().map(|c| c.letter.clone()).collect::<Vec<_>>().join(", ");
        parts.push(fill(t_string!(i18n, hex_goods), &[("n", &h.cubes.len().to_string()), ("list", &list)]));
    }
    if let Some(t) = track {
        let mut owners: Vec<String> = Vec::new();
        for p in &t.paths {
            let o = match p.owner.and_then(|o| seats.get(o)) {
                Some(s) => s.0.clone(),
                None => t_string!(i18n, hex_unowned).to_string(),
            };
            if !owners.contains(&o) {
                owners.push(o);
            }
        }
        if !owners.is_empty() {
            parts.push(fill(t_string!(i18n, hex_track), &[("owners", &owners.join(", "))]));
        }
    }
    for m in &h.markers {
        parts.push(m.name.clone());
    }
    parts.join(", ")
}

/// A hex's name as `hex_name` gives it, with what it was worked out from.
#[derive(Clone, PartialEq)]
pub(super) struct Named {
    pub from: u64,
    pub name: Arc<str>,
}

/// What a hex's name is worked out from (`salt`: the seats and the language), as a hash.
pub(super) fn names_key(salt: u64, h: &HexView, track: Option<&TrackView>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut k = std::hash::DefaultHasher::new();
    (salt, h.hex, h.terrain as u8, &h.label, h.city.as_ref().map(|m| &m.name), track).hash(&mut k);
    h.cubes.iter().for_each(|c| c.letter.hash(&mut k));
    h.markers.len().hash(&mut k);
    h.markers.iter().for_each(|m| m.name.hash(&mut k));
    k.finish()
}

/// A hex's name `base` with whether the player can act there and whether it is selected
/// (`marks`: those two words).
pub fn with_marks(base: &str, marks: (&str, &str), actionable: bool, selected: bool) -> String {
    let mut name = base.to_string();
    for (on, mark) in [(actionable, marks.0), (selected, marks.1)] {
        if on {
            name.push_str(", ");
            name.push_str(mark);
        }
    }
    name
}
