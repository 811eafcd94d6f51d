//! What players see: the board, the seats' figures, the panels beside the map, the prompt and
//! action labels, and the map previews of actions.

use std::collections::BTreeMap;

use crate::core::hex::{Edge, EDGE_NAMES};
use crate::core::view::{
    ActionPreview, BoardView, HexView, InfoPanel, InfoRow, Mark, PathView, PlayerSummary, TrackView,
};
use crate::core::{Game, Hex};

use super::data::{self, contracts, COLOURS, COLOUR_CSS, COLOUR_LETTERS, PURPLE_CSS};
use super::tiles;
use super::{end_threshold, Action, BonusKind, CityKind, Phase, Pick, Routes, SteamPower, SOLO_NAMES, SOLO_ROUNDS};

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
            let faces: Vec<&str> = tiles::set().faces(t as u32).map(|f| f.name.as_str()).collect();
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

pub fn board_view(g: &SteamPower) -> BoardView {
    let mut hexes = Vec::new();
    for mh in &g.map.board.hexes {
        let (h, terrain) = (mh.hex, mh.terrain.view());
        let mut hv = HexView { hex: h, terrain, label: None, city: None, cubes: vec![], markers: vec![] };
        if let Some(c) = g.cities.get(&h) {
            let (colour, letter, name) = match c.kind {
                CityKind::Purple => (PURPLE_CSS.to_string(), "P".to_string(), "purple city (4 VP shared)".to_string()),
                CityKind::Factory(col) if c.flipped => {
                    (COLOUR_CSS[col].to_string(), "2".to_string(), format!("emptied {} city (2 VP)", COLOURS[col]))
                }
                CityKind::Factory(col) => {
                    (COLOUR_CSS[col].to_string(), COLOUR_LETTERS[col].to_string(), format!("{} city", COLOURS[col]))
                }
            };
            hv.city = Some(Mark { colour, letter, name });
            if let (CityKind::Factory(col), Some((owner, n))) = (c.kind, c.factory) {
                for _ in 0..n {
                    hv.cubes.push(Mark {
                        colour: COLOUR_CSS[col].to_string(),
                        letter: COLOUR_LETTERS[col].to_string(),
                        name: format!("{} resource", COLOURS[col]),
                    });
                }
                let oname = g.company_name(owner);
                hv.markers.push(Mark {
                    colour: g.company_colour(owner),
                    // Seat numbers, as on the track; solo companies by initial.
                    letter: if g.solo { SOLO_NAMES[owner][..1].to_string() } else { (owner + 1).to_string() },
                    name: format!("factory of {oname}"),
                });
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
    highlights.sort();
    highlights.dedup();
    BoardView { hexes, track, highlights }
}

pub fn player_summaries(g: &SteamPower, viewer: Option<usize>) -> Vec<PlayerSummary> {
    (0..g.players())
        .map(|s| {
            let seat = &g.seats[s];
            let mut figures = vec![("Money".to_string(), format!("${}", seat.money))];
            if viewer == Some(s) {
                let hand: Vec<String> = seat.hand.iter().map(|&c| contract_label(c)).collect();
                figures.push(("Contracts in hand".into(), if hand.is_empty() { "none".into() } else { hand.join("; ") }));
            } else {
                figures.push(("Contracts in hand".into(), seat.hand.len().to_string()));
            }
            let done: Vec<&str> = seat.fulfilled.iter().map(|&c| contracts()[c as usize].id.as_str()).collect();
            figures.push(("Contracts fulfilled".into(), format!("{} {}", done.len(), done.join(" ")).trim().to_string()));
            figures.push(("Score so far".into(), g.score(s).to_string()));
            if !g.solo {
                let c = &g.companies[s];
                figures.push(("Trains".into(), c.trains.to_string()));
                figures.push(("Factories".into(), c.factories.to_string()));
            }
            PlayerSummary {
                seat: s,
                name: g.setup.players[s].name.clone(),
                colour: g.setup.players[s].colour.clone(),
                active: g.current_player() == Some(s),
                eliminated: false,
                figures,
            }
        })
        .collect()
}

pub fn prompt(g: &SteamPower) -> String {
    let name = g.company_name(g.active);
    match &g.phase {
        Phase::Over => "The game is over".into(),
        Phase::Action => {
            if g.solo {
                format!("Round {} of {}: {name} takes one action", g.round, SOLO_ROUNDS)
            } else {
                format!("{name}: choose an action ({} left this turn)", g.actions_left)
            }
        }
        Phase::Track { ops, .. } => format!("{name}: build track (operation {} of 2)", ops + 1),
        Phase::DrawFromHand { left } => g.draw_prompt(*left),
        Phase::Sourcing { contract, picks } => {
            let units = contracts()[*contract as usize].unit_list();
            format!(
                "{name}: choose where the {} resource for contract {} comes from",
                COLOURS[units[picks.len()]],
                contracts()[*contract as usize].id
            )
        }
        Phase::Bonus(k) => {
            let what = match k {
                BonusKind::Track => "build track",
                BonusKind::Factory => "build a factory with 4, 5 or 6 resources",
                BonusKind::Contracts => "draw 2 contracts",
            };
            format!("{name}: bonus action — {what} now, or let it go")
        }
    }
}

pub fn describe(g: &SteamPower, action: &Action) -> String {
    match action {
        Action::BuildTrack => "Build track".into(),
        Action::BuildFactory { hex } => format!("Build a factory on the {} (5 resources)", describe_city(g, *hex)),
        Action::Fulfil { contract } => {
            let cost = g.contract_cost(g.active, *contract);
            format!("Fulfil contract {} (cheapest ${cost})", contract_label(*contract))
        }
        Action::DrawContracts => {
            if g.bag.is_empty() { "Draw 2 contracts from the largest hand".into() } else { "Draw 2 contracts".into() }
        }
        Action::TakeMoney => "Take $3".into(),
        Action::Lay { hex, from, to } => {
            let face = g
                .tile_type_for(*hex, (*from, *to), None)
                .and_then(|_| {
                    let mut paths: Vec<(Edge, Edge)> =
                        g.track.get(hex).map(|t| t.paths.iter().map(|p| (p.entry, p.exit)).collect()).unwrap_or_default();
                    paths.push((*from, *to));
                    tiles::face_for(&paths).map(|f| f.name.as_str())
                })
                .unwrap_or("tile");
            let cost = g.lay_cost_at(*hex);
            let n = hex.neighbor(*to);
            let dest = if g.map.is_city(n) { format!(", reaching the {}", describe_city(g, n)) } else { String::new() };
            format!(
                "Lay a {face} at {hex} from {} to {} (${cost}){dest}",
                EDGE_NAMES[*from as usize], EDGE_NAMES[*to as usize]
            )
        }
        Action::Replace { hex, to } => format!("Turn the last tile at {hex} towards {} (free)", EDGE_NAMES[*to as usize]),
        Action::Remove { hex } => format!("Take back the last tile at {hex} (free)"),
        Action::EndTrack => "Stop building track".into(),
        Action::Focus { hex } => {
            let cost = g.lay_cost_at(*hex);
            let what = if g.track.contains_key(hex) { "a crossing tile" } else { "track" };
            format!("Lay {what} at {hex} (${cost})")
        }
        Action::DrawFrom { seat } => g.describe_draw_from(*seat),
        Action::Unfocus => "Choose another hex".into(),
        Action::FulfilCheapest => {
            if let Phase::Sourcing { contract, picks } = &g.phase {
                let routes = g.routes(g.active);
                let offers = g.unit_offers(g.active, &routes, picks);
                let units = contracts()[*contract as usize].unit_list();
                let (cost, rest) = SteamPower::cheapest(&offers, &units[picks.len()..]);
                let parts: Vec<String> =
                    rest.iter().zip(&units[picks.len()..]).map(|(p, &c)| source_text(g, &routes, c, p)).collect();
                let total = cost + picks.iter().map(|p| p.cost).sum::<i64>();
                format!(
                    "Fulfil contract {} for ${total}: {}",
                    contracts()[*contract as usize].id,
                    parts.join(", ")
                )
            } else {
                "Fulfil the cheapest way".into()
            }
        }
        Action::Source { from } => {
            if let Phase::Sourcing { contract, picks } = &g.phase {
                let colour = contracts()[*contract as usize].unit_list()[picks.len()];
                if let Some(p) = g.source_options(*contract, picks).into_iter().find(|p| p.from == *from) {
                    return format!("Take {}", source_text(g, &g.routes(g.active), colour, &p));
                }
            }
            match from {
                Some(h) => format!("Take it from {h}"),
                None => "Buy it from the bank".into(),
            }
        }
        Action::BonusTrack => "Bonus: build track".into(),
        Action::BonusFactory { hex, resources } => {
            format!("Bonus: build a factory on the {} with {resources} resources", describe_city(g, *hex))
        }
        Action::BonusDraw => "Bonus: draw 2 contracts".into(),
        Action::SkipBonus => "Let the bonus action go".into(),
    }
}

pub fn action_group(action: &Action) -> String {
    match action {
        Action::BuildTrack
        | Action::Lay { .. }
        | Action::Replace { .. }
        | Action::Remove { .. }
        | Action::EndTrack
        | Action::Focus { .. }
        | Action::Unfocus => "Track",
        Action::BuildFactory { .. } => "Factory",
        Action::Fulfil { .. } | Action::FulfilCheapest | Action::Source { .. } => "Contracts",
        Action::DrawContracts | Action::DrawFrom { .. } => "Contracts",
        Action::TakeMoney => "Money",
        Action::BonusTrack | Action::BonusFactory { .. } | Action::BonusDraw | Action::SkipBonus => "Bonus",
    }
    .to_string()
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

fn describe_city(g: &SteamPower, h: Hex) -> String {
    match g.cities.get(&h) {
        Some(c) => match (c.kind, c.factory) {
            (CityKind::Purple, _) => format!("purple city {h}"),
            (CityKind::Factory(col), Some((o, _))) => {
                format!("{} city {h} ({}'s factory)", COLOURS[col], g.company_name(o))
            }
            (CityKind::Factory(col), None) => format!("{} city {h}", COLOURS[col]),
        },
        None => h.to_string(),
    }
}

/// "grey from Red's factory at C4 ($2: $1 to Red, $1 to Blue)".
fn source_text(g: &SteamPower, routes: &Routes, colour: usize, pick: &Pick) -> String {
    let Some(h) = pick.from else { return format!("{} from the bank ($5)", COLOURS[colour]) };
    let Some((owner, _)) = g.cities.get(&h).and_then(|c| c.factory) else { return h.to_string() };
    let who = if owner == g.active { "your factory".to_string() } else { format!("{}'s factory", g.company_name(owner)) };
    let mut fees: BTreeMap<usize, i64> = BTreeMap::new();
    if owner != g.active {
        *fees.entry(owner).or_default() += 1;
    }
    if let Some((_, via)) = routes.cost.get(&h) {
        for id in via {
            *fees.entry(g.connections[id].owner).or_default() += 1;
        }
    }
    let fees: Vec<String> = fees
        .iter()
        .map(|(&o, &v)| if g.solo { format!("${v} to the bank") } else { format!("${v} to {}", g.company_name(o)) })
        .collect();
    let cost = if fees.is_empty() { "$0".to_string() } else { format!("${}: {}", pick.cost, fees.join(", ")) };
    format!("{} from {who} at {h} ({cost})", COLOURS[colour])
}

fn contract_label(c: u8) -> String {
    let ct = &contracts()[c as usize];
    format!("{} ({} → {})", ct.id, ct.need_letters(), ct.reward_text())
}
