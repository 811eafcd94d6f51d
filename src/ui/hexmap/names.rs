//! Words for the map: terrain names and each hex's accessible name.

use railyard::core::view::{HexView, Terrain, TrackView};

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

/// A hex's name `base` with whether the player can act there and whether it is selected.
pub fn with_marks(i18n: I18n, base: &str, actionable: bool, selected: bool) -> String {
    let mut name = base.to_string();
    for (on, mark) in [(actionable, t_string!(i18n, hex_actionable)), (selected, t_string!(i18n, hex_selected))] {
        if on {
            name.push_str(", ");
            name.push_str(mark);
        }
    }
    name
}
