//! What players see (the board, the players' figures), the final score, and the conservation
//! checks.

use std::borrow::Cow;

use crate::core::view::{BoardView, HexView, Mark, PlayerSummary, Terrain};
use crate::core::{FinalScore, Msg};
use crate::rail::{End, Good};

use super::{tiles, Action, ActionTile, Phase, Steam, Variant, CUBES, GROWTH_MARKERS, MAX_ENGINE, MIN_INCOME};

pub(super) fn cube(g: Good) -> Mark {
    let name = if g == Good::Black { "gray" } else { g.name() };
    let words = Msg::new("steam.mark.cube").msg("good", Msg::new(format!("steam.good.{name}")));
    Mark::said(if g == Good::Black { "#8a8a8a" } else { g.css() }, g.letter(), words, &[])
}

/// The board, its build and move marks on the hexes where the actions legal now act (`legal`,
/// or worked out here when not given).
pub fn board_view(g: &Steam, legal: Option<&[Action]>) -> BoardView {
    let v = g.view();
    let colours = g.new_city_colours();
    let mut hexes = Vec::with_capacity(g.map.hexes.len());
    for (i, h) in g.map.hexes.iter().enumerate() {
        let city = crate::rail::goods::city_colour(&v, i, &colours).map(cube);
        hexes.push(HexView {
            hex: h.hex,
            terrain: if g.hexes[i].new_city.is_some() { Terrain::City } else { h.terrain.view() },
            label: h.name.clone(),
            city,
            cubes: g.hexes[i].cubes.iter().map(|&c| cube(c)).collect(),
            markers: if g.marked[i] { vec![Mark::said("#444", "G", Msg::new("steam.mark.growth"), &[])] } else { vec![] },
        });
    }
    let track = v.track_views(tiles());
    let mut highlights: Vec<_> = match &g.phase {
        Phase::Build { .. } | Phase::Move { .. } => {
            let legal = legal.map_or_else(|| Cow::Owned(g.legal()), Cow::Borrowed);
            legal.iter().flat_map(|a| crate::core::Game::action_hexes(g, a).into_iter().take(1)).collect()
        }
        _ => vec![],
    };
    crate::core::sort::sort(&mut highlights);
    highlights.dedup();
    BoardView { hexes, track, highlights }
}

pub fn player_summaries(g: &Steam) -> Vec<PlayerSummary> {
    let cur = g.current();
    g.players
        .iter()
        .enumerate()
        .map(|(p, pl)| PlayerSummary {
            seat: p,
            name: g.names[p].clone(),
            colour: String::new(),
            active: cur == Some(p),
            eliminated: pl.eliminated,
            figures: vec![
                ("Cash".into(), format!("${}", pl.money)),
                ("Income".into(), pl.income.to_string()),
                ("VP".into(), pl.vp.to_string()),
                ("Locomotive".into(), pl.engine.to_string()),
                ("Action".into(), pl.tile.map_or("—".into(), |t| super::words::tile_name(t).english(&g.names))),
            ],
        })
        .collect()
}

/// Complete links owned by seat `p`.
pub fn links_owned(g: &Steam, p: usize) -> i64 {
    g.view().sections().iter().filter(|t| matches!(t.end, End::Node(_)) && t.owner(&g.hexes) == Some(p)).count() as i64
}

/// What income is worth at the end: 1 VP per 2 above zero, −2 VP per step below.
pub fn income_points(income: i32) -> i64 {
    if income >= 0 {
        (income / 2) as i64
    } else {
        2 * income as i64
    }
}

/// VP + income converted + 1 per complete link owned (incomplete links score nothing).
pub fn final_scores(g: &Steam) -> Vec<FinalScore> {
    let mut rows: Vec<FinalScore> = (0..g.players.len())
        .map(|p| {
            let pl = &g.players[p];
            let links = if pl.eliminated { 0 } else { links_owned(g, p) };
            let parts = vec![("VP".to_string(), pl.vp as i64), ("Income".to_string(), income_points(pl.income)), ("Links".to_string(), links)];
            FinalScore { player: p, score: parts.iter().map(|x| x.1).sum(), rank: 0, breakdown: parts, eliminated: pl.eliminated }
        })
        .collect();
    // Survivors by score, then higher income, then the lower tile number (Base) or the earlier
    // place in the last turn's order (Standard); the bankrupt below them, last out first.
    let tiebreak = |p: usize| match g.variant {
        Variant::Base => g.players[p].tile.map_or(99, ActionTile::number) as usize,
        Variant::Standard => g.order.iter().position(|&q| q == p).unwrap_or(99),
    };
    let key = |r: &FinalScore| {
        let p = r.player;
        match g.out.iter().position(|&q| q == p) {
            Some(k) => (1, -(k as i64), 0, 0, 0),
            None => (0, -r.score, -(g.players[p].income as i64), tiebreak(p), p),
        }
    };
    crate::core::sort::by_key(&mut rows, key);
    for (k, r) in rows.iter_mut().enumerate() {
        r.rank = k + 1;
    }
    rows
}

pub fn check_invariants(g: &Steam) -> Result<(), String> {
    // Cubes: bag + cities + supply spaces = the box.
    let mut count = g.bag;
    for c in g.hexes.iter().flat_map(|h| &h.cubes).chain(g.spaces.iter().flatten()) {
        count[c.index()] += 1;
    }
    if count != CUBES {
        return Err(format!("cubes {count:?} != {CUBES:?}"));
    }
    // Pieces: stock + on the board = the box.
    let t = tiles();
    let mut used = vec![0u32; g.stock.len()];
    for tile in g.hexes.iter().filter_map(|h| h.tile.as_ref()) {
        used[t.tiles[tile.kind].piece.expect("piece") as usize - 1] += 1;
        if tile.disc {
            return Err("a town disc on the board".into());
        }
    }
    for (k, &u) in used.iter().enumerate() {
        if u + g.stock[k] != t.piece_count(k as u32 + 1).unwrap_or(0) {
            return Err(format!("piece {}: {} placed + {} in stock", k + 1, u, g.stock[k]));
        }
    }
    let marked = g.marked.iter().filter(|&&m| m).count() as u32;
    if marked + g.markers != GROWTH_MARKERS {
        return Err("City Growth markers not conserved".into());
    }
    let placed = g.hexes.iter().filter(|h| h.new_city.is_some()).count();
    if placed + g.new_city_free.iter().filter(|&&f| f).count() != g.map.new_cities.len() {
        return Err("New City tiles not conserved".into());
    }
    let cash: i64 = g.players.iter().map(|pl| pl.money as i64).sum();
    if cash != g.bank {
        return Err(format!("players hold ${cash}, the bank paid out ${}", g.bank));
    }
    for (p, pl) in g.players.iter().enumerate() {
        if pl.money < 0 || pl.income < MIN_INCOME || pl.vp < 0 || !(1..=MAX_ENGINE).contains(&pl.engine) {
            return Err(format!("seat {p} out of bounds: {pl:?}"));
        }
        if pl.eliminated == g.order.contains(&p) {
            return Err(format!("seat {p}: bankrupt and in the turn order disagree"));
        }
    }
    Ok(())
}

/// A build as the tile picker draws it, priced as `apply` charges.
pub fn tile_pick(g: &Steam, a: &Action) -> Option<crate::core::view::TilePick> {
    let Action::Build { hex, tile, turns } = a else { return None };
    let (p, i) = (g.current()?, g.map.at(*hex)?);
    let mut scratch = g.hexes.clone();
    let plan = g.plan_build(&mut scratch, p, i, *tile, *turns, u32::MAX).ok()?;
    let name = crate::core::Msg::new(format!("steam.tile.{}", super::tiles().tiles[*tile].id));
    Some(crate::rail::pick::pick(&g.view(), super::tiles(), i, &plan, *turns, name))
}

/// The track a build would lay, drawn faint on the map while the player considers it.
pub fn preview(g: &Steam, a: &Action) -> Option<crate::core::view::ActionPreview> {
    let Action::Build { hex, .. } = a else { return None };
    Some(crate::core::view::ActionPreview { track: vec![tile_pick(g, a)?.track(*hex)], route: vec![], ..Default::default() })
}
