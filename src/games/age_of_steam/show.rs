//! What players see: the board, the panels, the goods display, labels for actions, previews,
//! final scores, and the conservation checks.

use std::borrow::Cow;

use crate::core::view::{ActionPreview, BoardView, HexView, InfoPanel, Mark, PathView, PlayerSummary, Terrain, TrackView};
use crate::core::{FinalScore, Msg};

use crate::rail::End;
use crate::rail::{Good, TileClass};

use super::{column_capacity, manifest, words, Action, AgeOfSteam, Phase, DISPLAY_COLUMNS};

fn cube(g: Good) -> Mark {
    Mark::said(g.css(), g.letter(), Msg::new("aos.mark.cube").msg("good", words::good(g)), &[])
}

/// The board, its build and move marks on the hexes where the actions legal now act (`legal`,
/// or worked out here when not given).
pub fn board_view(g: &AgeOfSteam, legal: Option<&[Action]>) -> BoardView {
    let v = g.view();
    let colours = g.new_city_colours();
    let mut hexes = Vec::with_capacity(g.map.hexes.len());
    for (i, h) in g.map.hexes.iter().enumerate() {
        let terrain = h.terrain.view();
        let city = crate::rail::goods::city_colour(&v, i, &colours).map(|c| {
            let letter = match g.hexes[i].new_city {
                Some(n) => g.map.new_cities[n].letter.clone(),
                None => c.letter().into(),
            };
            Mark::said(c.css(), letter, Msg::new(format!("aos.mark.city.{}", c.name())), &[])
        });
        let label = match g.hexes[i].new_city {
            Some(n) => Some(format!("{} ({})", h.name.clone().unwrap_or_default(), g.map.new_cities[n].letter)),
            None => h.name.clone(),
        };
        hexes.push(HexView {
            hex: h.hex,
            terrain: if g.hexes[i].new_city.is_some() { Terrain::City } else { terrain },
            label,
            city,
            cubes: g.hexes[i].cubes.iter().map(|&c| cube(c)).collect(),
            markers: vec![],
        });
    }
    let track = v.track_views(manifest());
    let highlights = match &g.phase {
        Phase::Build { .. } | Phase::Move { .. } => {
            let legal = legal.map_or_else(|| Cow::Owned(g.legal()), Cow::Borrowed);
            let mut hs: Vec<_> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Build { hex, .. } | Action::Move { from: hex, .. } => Some(*hex),
                    _ => None,
                })
                .collect();
            crate::core::sort::sort(&mut hs);
            hs.dedup();
            hs
        }
        _ => vec![],
    };
    BoardView { hexes, track, highlights }
}

pub fn player_summaries(g: &AgeOfSteam) -> Vec<PlayerSummary> {
    let cur = g.current();
    let en = |m: &Msg| m.english(&g.names);
    words::figures(g)
        .into_iter()
        .enumerate()
        .map(|(p, figures)| PlayerSummary {
            seat: p,
            name: g.names[p].clone(),
            colour: String::new(),
            active: cur == Some(p),
            eliminated: g.players[p].eliminated,
            figures: figures.iter().map(|(k, v)| (en(k), en(v))).collect(),
        })
        .collect()
}

/// The info panels in English, from `words::panels`; the display's rows carry its cubes.
pub fn info_panels(g: &AgeOfSteam) -> Vec<InfoPanel> {
    let columns = words::display_columns(g);
    InfoPanel::english(words::panels(g), &g.names, |n, row| match columns.get(row) {
        Some(&col) if n == 0 && g.def.special.goods_growth() => g.display[col].iter().rev().map(|&c| cube(c)).collect(),
        _ => vec![],
    })
}

pub fn preview(g: &AgeOfSteam, a: &Action) -> Option<ActionPreview> {
    let p = g.current()?;
    match a {
        Action::Build { hex, tile, turns } => {
            let i = g.map.at(*hex)?;
            let mut scratch = g.hexes.clone();
            let plan = g.plan_build(&mut scratch, p, i, *tile, *turns, u32::MAX).ok()?;
            Some(ActionPreview {
                track: vec![TrackView {
                    hex: *hex,
                    paths: plan.tile.segs.iter().map(|s| PathView { from: s.path.a, to: s.path.b, owner: s.owner, complete: false }).collect(),
                    crossing: manifest().tiles[*tile].class == TileClass::Crossing,
                }],
                route: vec![],
                cities: vec![],
            })
        }
        Action::Move { .. } => {
            let route = g.route_of(p, a)?;
            Some(ActionPreview { track: vec![], route: route.nodes.iter().map(|&n| g.map.hexes[n].hex).collect(), cities: vec![] })
        }
        Action::Urbanize { hex, city } => Some(ActionPreview { track: vec![], route: vec![*hex], cities: vec![(*hex, super::teach::new_city_mark(g, *city))] }),
        _ => None,
    }
}

/// A build as the tile picker draws it, priced as `apply` charges.
pub fn tile_pick(g: &AgeOfSteam, a: &Action) -> Option<crate::core::view::TilePick> {
    let Action::Build { hex, tile, turns } = a else { return None };
    let (p, i) = (g.current()?, g.map.at(*hex)?);
    let mut scratch = g.hexes.clone();
    let plan = g.plan_build(&mut scratch, p, i, *tile, *turns, u32::MAX).ok()?;
    Some(crate::rail::pick::pick(&g.view(), manifest(), i, &plan, *turns, words::tile_cap(*tile)))
}

/// Victory points: 3 per income step, -3 per share, 1 per track section in complete links.
pub fn final_scores(g: &AgeOfSteam) -> Vec<FinalScore> {
    if let Some((scores, _)) = g.def.special.final_scores(g) {
        return scores;
    }
    let v = g.view();
    let mut sections = vec![0i64; g.players.len()];
    for t in v.sections() {
        if matches!(t.end, End::Node(_)) {
            if let Some(o) = t.owner(&g.hexes) {
                sections[o] += t.segs.len() as i64;
            }
        }
    }
    // A special link is one section.
    for (.., owner) in v.built_links() {
        if let Some(o) = owner {
            sections[o] += 1;
        }
    }
    let mut scores: Vec<FinalScore> = (0..g.players.len())
        .map(|p| {
            let pl = &g.players[p];
            let mut parts = vec![3 * pl.income as i64, -3 * pl.shares as i64, sections[p]];
            parts.extend(g.def.special.cash_points(pl.money));
            if let Some(map_parts) = g.def.special.score_parts(g, p) {
                parts = map_parts.into_iter().map(|(_, v)| v).collect();
            }
            let breakdown = words::breakdown(g).iter().map(|m| m.english(&g.names)).zip(parts).collect::<Vec<_>>();
            let score = if pl.eliminated { 0 } else { breakdown.iter().map(|b| b.1).sum() };
            FinalScore { player: p, score, rank: 0, breakdown, eliminated: pl.eliminated }
        })
        .collect();
    let key = |f: &FinalScore| (!f.eliminated, f.score);
    for i in 0..scores.len() {
        let mine = key(&scores[i]);
        scores[i].rank = 1 + scores.iter().filter(|o| key(o) > mine).count();
    }
    crate::core::sort::by_key(&mut scores, |f| f.rank);
    scores
}

pub fn check_invariants(g: &AgeOfSteam) -> Result<(), String> {
    // Indexed by `Good::index`; white (Southern US's cotton) is never in the bag and only leaves
    // the game, so it is only counted against the towns that started with it.
    let mut cubes = [0u32; 6];
    cubes[..5].copy_from_slice(&g.bag);
    for col in &g.display {
        for c in col {
            cubes[c.index()] += 1;
        }
    }
    for h in &g.hexes {
        // A foreign terminal's colour is a cube out of the bag, in the terminal's box.
        for c in h.cubes.iter().chain(&h.takes) {
            cubes[c.index()] += 1;
        }
    }
    if let Phase::Produce { cube, .. } = g.phase {
        cubes[cube.index()] += 1;
    }
    let towns = g.map.hexes.iter().filter(|h| h.terrain == crate::rail::Ground::Town).count() as u32;
    if cubes[Good::White.index()] > towns {
        return Err(format!("{} white cubes, more than the {towns} towns", cubes[Good::White.index()]));
    }
    for c in Good::ALL {
        if cubes[c.index()] != g.rules().cubes_of(c) {
            return Err(format!("{} cubes: {} counted, {} exist", c.name(), cubes[c.index()], g.rules().cubes_of(c)));
        }
    }
    let m = manifest();
    let mut used = vec![0u32; m.tiles.len()];
    let mut discs = 0;
    for (i, h) in g.hexes.iter().enumerate() {
        // Printed track claimed (a ferry) is the board's, not the supply's.
        if !g.map.hexes[i].printed_track.is_empty() {
            continue;
        }
        if let Some(t) = &h.tile {
            used[t.kind] += 1;
            discs += t.disc as u32;
        }
    }
    for (k, t) in m.tiles.iter().enumerate() {
        if used[k] + g.supply[k] != g.tiles_in_box(k) {
            return Err(format!("{} tiles: {} on the board + {} in supply != {}", t.id, used[k], g.supply[k], g.tiles_in_box(k)));
        }
    }
    if discs + g.discs != m.town_discs {
        return Err(format!("town discs: {discs} used + {} left != {}", g.discs, m.town_discs));
    }
    for (p, pl) in g.players.iter().enumerate() {
        if pl.money < 0 {
            return Err(format!("{} has negative cash", g.names[p]));
        }
        if !pl.eliminated && pl.income < 0 {
            return Err(format!("{} has negative income", g.names[p]));
        }
        if pl.engine < 1 || pl.engine > g.rules().max_engine || pl.shares > g.rules().share_limit {
            return Err(format!("{}: locomotive or shares out of range", g.names[p]));
        }
    }
    for c in 0..DISPLAY_COLUMNS {
        if g.display[c].len() > column_capacity(c) {
            return Err(format!("display column {c} overfull"));
        }
    }
    // Every piece of track belongs to a section that leaves a city or town.
    let v = g.view();
    let mut seen = 0usize;
    for t in v.sections() {
        seen += t.segs.len();
        // A link or section has one owner or none, so payment never depends on direction.
        let owner = t.owner(&g.hexes);
        if t.segs.iter().any(|&(h, s)| v.seg(h, s).owner != owner) {
            return Err(format!("track leaving {} has more than one owner", g.map.hexes[t.from].hex));
        }
        if matches!(t.end, End::Open(..)) && owner.is_some_and(|o| g.players[o].eliminated) {
            return Err(format!("eliminated {} still owns unfinished track", g.names[owner.unwrap_or(0)]));
        }
    }
    let total: usize = g.hexes.iter().filter_map(|h| h.tile.as_ref()).map(|t| t.segs.len()).sum();
    if seen != total {
        return Err(format!("{} track sections are not connected to any city or town", total as i64 - seen as i64));
    }
    Ok(())
}
