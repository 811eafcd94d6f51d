//! What players see: the board, the seats' figures and the panels beside the map (their English
//! text rendered from `words`), and the map previews of actions.

use crate::core::view::{
    ActionPreview, BoardView, HexView, InfoPanel, InfoRow, Mark, PathView, PlayerSummary, TrackView,
};
use crate::core::{Game, Hex, Msg};

use super::data::{COLOURS, COLOUR_CSS, COLOUR_LETTERS, PURPLE_CSS};
use super::{words, Action, BonusKind, CityKind, Phase, SteamPower, SOLO_NAMES};

fn resource(col: usize) -> Mark {
    Mark::said(COLOUR_CSS[col], COLOUR_LETTERS[col], words::k(&format!("mark.resource.{}", COLOURS[col])), &[])
}

fn city_tile(k: &CityKind) -> Mark {
    match k {
        CityKind::Purple => Mark::said(PURPLE_CSS, "P", words::k("mark.purple"), &[]),
        CityKind::Factory(c) => Mark::said(COLOUR_CSS[*c], COLOUR_LETTERS[*c], words::k(&format!("mark.city.{}", COLOURS[*c])), &[]),
    }
}

/// The info panels in English, from `words::panels`, with the marks of their rows (the city
/// tiles not in play, the solo companies, the resources).
pub fn info_panels(g: &SteamPower) -> Vec<InfoPanel> {
    let names = g.names();
    let en = |m: &Msg| m.english(&names);
    let mut marks: Vec<Vec<Vec<Mark>>> = vec![vec![vec![], vec![], vec![], g.leftover.iter().map(city_tile).collect()]];
    if g.solo {
        let company = |c: usize| {
            let words = words::k(&format!("company.{}", SOLO_NAMES[c].to_lowercase()));
            vec![Mark::said(g.company_colour(c), super::teach::COMPANY_LETTERS[c], words, &names)]
        };
        marks.push((0..5).map(company).collect());
    }
    marks.push((0..4).map(|c| vec![resource(c)]).collect());
    words::panels(g)
        .into_iter()
        .zip(marks.into_iter().chain(std::iter::repeat(vec![])))
        .map(|((title, rows), marks)| InfoPanel {
            title: en(&title),
            rows: rows
                .iter()
                .zip(marks.into_iter().chain(std::iter::repeat(vec![])))
                .map(|((label, text), marks)| InfoRow { label: en(label), marks, text: en(text) })
                .collect(),
        })
        .collect()
}

/// Track a lay or a turn would put down; the factory a resource comes from, with the foreign
/// connections it crosses; the city a factory goes on.
pub fn preview(g: &SteamPower, a: &Action) -> Option<ActionPreview> {
    let owner = Some(g.active);
    let path = |hex, from, to| TrackView { hex, paths: vec![PathView { from, to: Some(to), owner, complete: false }], crossing: false };
    match *a {
        Action::Lay { hex, from, to } => {
            let crossing = g.track.contains_key(&hex);
            Some(ActionPreview { track: vec![TrackView { crossing, ..path(hex, from, to) }], route: vec![], cities: vec![] })
        }
        Action::Replace { hex, to } => {
            let id = g.incomplete(g.active)?;
            let &(_, entry, _) = g.connections[&id].tiles.last()?;
            Some(ActionPreview { track: vec![path(hex, entry, to)], route: vec![], cities: vec![] })
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
            Some(ActionPreview { track, route: vec![h], cities: vec![] })
        }
        Action::BuildFactory { hex } | Action::BonusFactory { hex, .. } | Action::Focus { hex } | Action::Remove { hex } => {
            Some(ActionPreview { track: vec![], route: vec![hex], cities: vec![] })
        }
        _ => None,
    }
}

/// The five companies own the solo game's track; elsewhere the seats do (empty list).
pub fn track_owners(g: &SteamPower) -> Vec<(String, String)> {
    track_owner_words(g).iter().enumerate().map(|(c, m)| (m.english(&[]), g.company_colour(c))).collect()
}

/// The solo game's companies as messages, in `track_owners` order (empty list elsewhere).
pub fn track_owner_words(g: &SteamPower) -> Vec<Msg> {
    if g.solo { (0..5).map(|c| words::k(&format!("company.{}", SOLO_NAMES[c].to_lowercase()))).collect() } else { Vec::new() }
}

pub fn board_view(g: &SteamPower) -> BoardView {
    let names = g.names();
    let mut hexes = Vec::new();
    for mh in &g.map.board.hexes {
        let (h, terrain) = (mh.hex, mh.terrain.view());
        let mut hv = HexView { hex: h, terrain, label: None, city: None, cubes: vec![], markers: vec![] };
        if let Some(c) = g.cities.get(&h) {
            hv.city = Some(match c.kind {
                CityKind::Purple => Mark::said(PURPLE_CSS, "P", words::k("mark.purple-shared"), &[]),
                CityKind::Factory(col) if c.flipped => {
                    Mark::said(COLOUR_CSS[col], "2", words::k(&format!("mark.emptied.{}", COLOURS[col])), &[])
                }
                CityKind::Factory(_) => city_tile(&c.kind),
            });
            if let (CityKind::Factory(col), Some((owner, n))) = (c.kind, c.factory) {
                for _ in 0..n {
                    hv.cubes.push(resource(col));
                }
                // Seat numbers, as on the track; solo companies by initial.
                let letter = if g.solo { super::teach::COMPANY_LETTERS[owner].to_string() } else { (owner + 1).to_string() };
                let words = words::k("mark.factory").arg("owner", words::company(g, owner));
                hv.markers.push(Mark::said(g.company_colour(owner), letter, words, &names));
            }
        }
        hexes.push(hv);
    }
    let track = g
        .track
        .iter()
        .map(|(&h, t)| TrackView {
            hex: h,
            paths: t
                .paths
                .iter()
                .map(|p| {
                    let c = &g.connections[&p.conn];
                    PathView { from: p.entry, to: Some(p.exit), owner: Some(c.owner), complete: c.end.is_some() }
                })
                .collect(),
            crossing: t.paths.len() == 2,
        })
        .collect();
    let mut highlights: Vec<Hex> = match g.phase {
        Phase::Track { focus: Some(h), .. } => vec![h],
        Phase::Track { .. } => g.lay_hexes(),
        Phase::Action | Phase::Bonus(BonusKind::Factory) => g.factory_sites(),
        _ => vec![],
    };
    crate::core::sort::sort(&mut highlights);
    highlights.dedup();
    BoardView { hexes, track, highlights }
}

pub fn player_summaries(g: &SteamPower, viewer: Option<usize>) -> Vec<PlayerSummary> {
    let names = g.names();
    let en = |m: &Msg| m.english(&names);
    words::figures(g, viewer)
        .into_iter()
        .enumerate()
        .map(|(s, figures)| PlayerSummary {
            seat: s,
            name: g.setup.players[s].name.clone(),
            colour: g.setup.players[s].colour.clone(),
            active: g.current_player() == Some(s),
            eliminated: false,
            figures: figures.iter().map(|(k, v)| (en(k), en(v))).collect(),
        })
        .collect()
}

pub fn action_hexes(action: &Action) -> Vec<Hex> {
    match action {
        Action::BuildFactory { hex }
        | Action::Lay { hex, .. }
        | Action::Replace { hex, .. }
        | Action::Remove { hex }
        | Action::Focus { hex }
        | Action::BonusFactory { hex, .. } => vec![*hex],
        Action::Source { from: Some(hex) } => vec![*hex],
        _ => Vec::new(),
    }
}

/// A lay as the tile picker draws it: the face it leaves on the hex (the rotations of one face
/// share a card), priced as `apply` charges.
pub fn tile_pick(g: &SteamPower, a: &Action) -> Option<crate::core::view::TilePick> {
    let Action::Lay { hex, from, to } = *a else { return None };
    g.tile_type_for(hex, (from, to), None)?;
    let existing = g.track.get(&hex);
    let mut paths: Vec<(u8, Option<u8>, Option<usize>)> = existing
        .map(|t| t.paths.iter().map(|p| (p.entry, Some(p.exit), g.connections.get(&p.conn).map(|x| x.owner))).collect())
        .unwrap_or_default();
    paths.push((from, Some(to), Some(g.active)));
    let ends: Vec<(u8, u8)> = paths.iter().map(|p| (p.0, p.1.unwrap_or(p.0))).collect();
    let face = super::tiles::face_for(&ends)?.name.clone();
    // The laid path starts at a city or an open end; its far end may meet a city or track.
    let n = hex.neighbor(to);
    let back = crate::core::hex::opposite(to);
    let meets = g.map.is_city(n) || g.track.get(&n).is_some_and(|t| t.paths.iter().any(|p| p.entry == back || p.exit == back));
    Some(crate::core::view::TilePick {
        family: face.clone(),
        name: words::face(&face),
        // Several open ends may reach the hex: each entry and exit is its own orientation.
        turns: from * 6 + to,
        cost: g.lay_cost_at(hex).max(0) as u32,
        joins: 1 + meets as u8,
        crossing: existing.is_some(),
        paths,
    })
}
