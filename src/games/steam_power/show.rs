//! What the table shows beside the map (the game panels) and the map previews of actions.

use crate::core::view::{ActionPreview, InfoPanel, InfoRow, Mark, PathView, TrackView};

use super::data::{self, COLOURS, COLOUR_CSS, COLOUR_LETTERS, PURPLE_CSS};
use super::tiles::FACES;
use super::{end_threshold, Action, CityKind, Phase, SteamPower, SOLO_NAMES, SOLO_ROUNDS};

fn resource(col: usize) -> Mark {
    Mark { colour: COLOUR_CSS[col].into(), letter: COLOUR_LETTERS[col].into(), name: format!("{} resource", COLOURS[col]) }
}

fn city_tile(k: &CityKind) -> Mark {
    match k {
        CityKind::Purple => Mark { colour: PURPLE_CSS.into(), letter: "P".into(), name: "purple city".into() },
        CityKind::Factory(c) => Mark { colour: COLOUR_CSS[*c].into(), letter: COLOUR_LETTERS[*c].into(), name: format!("{} city", COLOURS[*c]) },
    }
}

pub fn info_panels(g: &SteamPower) -> Vec<InfoPanel> {
    let mut game = Vec::new();
    if g.solo {
        game.push(InfoRow { label: "Round".into(), marks: vec![], text: format!("{} of {}", g.round, SOLO_ROUNDS) });
        game.push(InfoRow { label: "Trains in the bag".into(), marks: vec![], text: g.tokens.len().to_string() });
    } else {
        let t = end_threshold(g.players());
        let end = match g.trigger_round {
            Some(r) => format!("triggered in round {r}: the game ends when this round is over"),
            None => format!("when a player has fulfilled {t} contracts, at the end of that round"),
        };
        game.push(InfoRow { label: "Round".into(), marks: vec![], text: g.round.to_string() });
        game.push(InfoRow { label: "Game end".into(), marks: vec![], text: end });
    }
    game.push(InfoRow { label: "Contracts in the bag".into(), marks: vec![], text: g.bag.len().to_string() });
    game.push(InfoRow {
        label: "City tiles not in play".into(),
        marks: g.leftover.iter().map(city_tile).collect(),
        text: if g.leftover.is_empty() { "none".into() } else { String::new() },
    });
    let mut panels = vec![InfoPanel { title: format!("Round {}", g.round), rows: game }];
    if g.solo {
        let rows = (0..5)
            .map(|c| {
                let k = &g.companies[c];
                let acting = if c == g.active && !matches!(g.phase, Phase::Over) { " · acting now" } else { "" };
                InfoRow {
                    label: SOLO_NAMES[c].into(),
                    marks: vec![Mark { colour: g.company_colour(c), letter: SOLO_NAMES[c][..1].into(), name: g.company_name(c) }],
                    text: format!("{} trains, {} factories left{acting}", k.trains, k.factories),
                }
            })
            .collect();
        panels.push(InfoPanel { title: "Companies".into(), rows });
    }
    let supply = (0..4)
        .map(|c| InfoRow {
            label: COLOURS[c].into(),
            marks: vec![resource(c)],
            text: format!("{} of {} in the supply", g.supply[c], g.edition.resources),
        })
        .collect();
    panels.push(InfoPanel { title: "Resources".into(), rows: supply });
    let counts = data::tile_counts();
    let tiles = (1..4)
        .map(|t| {
            let faces: Vec<&str> = FACES.iter().filter(|f| f.tile_type as usize == t).map(|f| f.name).collect();
            InfoRow { label: format!("type {t}"), marks: vec![], text: format!("{} of {} left ({})", g.tile_stock[t], counts[t], faces.join(" / ")) }
        })
        .collect();
    panels.push(InfoPanel { title: "Track tiles".into(), rows: tiles });
    panels
}

/// Track a lay or a turn would put down; the factory a resource comes from, with the foreign
/// connections it crosses; the city a factory goes on.
pub fn preview(g: &SteamPower, a: &Action) -> Option<ActionPreview> {
    let owner = Some(g.active);
    let path = |hex, from, to| TrackView { hex, paths: vec![PathView { from, to: Some(to), owner, complete: false }], crossing: false };
    match *a {
        Action::Lay { hex, from, to } => {
            let crossing = g.track.contains_key(&hex);
            Some(ActionPreview { track: vec![TrackView { crossing, ..path(hex, from, to) }], route: vec![] })
        }
        Action::Replace { hex, to } => {
            let id = g.incomplete(g.active)?;
            let &(_, entry, _) = g.connections[&id].tiles.last()?;
            Some(ActionPreview { track: vec![path(hex, entry, to)], route: vec![] })
        }
        Action::Source { from: Some(h) } => {
            let routes = g.routes(g.active);
            let (_, via) = routes.cost.get(&h)?;
            let track = via
                .iter()
                .flat_map(|id| {
                    let c = &g.connections[id];
                    c.tiles.iter().map(move |&(hex, e, x)| TrackView {
                        hex,
                        paths: vec![PathView { from: e, to: Some(x), owner: Some(c.owner), complete: true }],
                        crossing: false,
                    })
                })
                .collect();
            Some(ActionPreview { track, route: vec![h] })
        }
        Action::BuildFactory { hex } | Action::BonusFactory { hex, .. } | Action::Focus { hex } | Action::Remove { hex } => {
            Some(ActionPreview { track: vec![], route: vec![hex] })
        }
        _ => None,
    }
}

/// The five companies own the solo game's track; elsewhere the seats do (empty list).
pub fn track_owners(g: &SteamPower) -> Vec<(String, String)> {
    if g.solo { (0..5).map(|c| (g.company_name(c), g.company_colour(c))).collect() } else { Vec::new() }
}
