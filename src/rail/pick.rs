//! A checked build as the tile picker shows it (`core::view::TilePick`): the tile left on the
//! hex, grouped by kind and change, with its price and how many of its new ends meet something.
//! Every game on the rail core fills its picks from here, so they sort and group alike.

use crate::core::track::Path;
use crate::core::view::TilePick;
use crate::core::Msg;

use super::build::{Change, Plan};
use super::network::{Across, View};
use super::tiles::{TileClass, TileSet};

/// The short id of a change, for a family id.
fn change_id(c: Change) -> &'static str {
    match c {
        Change::Place => "place",
        Change::Upgrade => "upgrade",
        Change::Redirect => "redirect",
        Change::TownUpgrade => "town-upgrade",
    }
}

/// How many ends of `new` paths on hex `i` meet a city, a town or track across their side.
pub fn joins(view: &View, i: usize, new: impl Iterator<Item = Path>) -> u8 {
    new.flat_map(Path::edges)
        .filter(|&e| matches!(view.across(i, e), Across::City(_) | Across::Town(_) | Across::Track(..)))
        .count() as u8
}

/// The pick of `plan` (tile `kind` turned `turns` on hex `i`, checked on `view`'s board before
/// the build), named `name`.
pub fn pick(view: &View, tiles: &TileSet, i: usize, plan: &Plan, turns: u8, name: Msg) -> TilePick {
    let old: Vec<Path> = view.hexes[i].tile.as_ref().map(|t| t.segs.iter().map(|s| s.path).collect()).unwrap_or_default();
    let new = plan.tile.segs.iter().map(|s| s.path).filter(|p| !old.contains(p));
    let kind = plan.tile.kind;
    TilePick {
        family: format!("{}-{}{}", change_id(plan.change), kind, if plan.tile.disc { "-disc" } else { "" }),
        name,
        turns,
        cost: plan.cost,
        joins: joins(view, i, new),
        paths: plan.tile.segs.iter().map(|s| (s.path.a, s.path.b, s.owner)).collect(),
        crossing: tiles.tiles[kind].class == TileClass::Crossing,
    }
}
