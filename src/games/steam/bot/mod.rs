//! The computer player. It plans whole links through the rail core's link planner
//! (`rail::plan`): the cheapest buildable paths from cities, towns and unfinished track to
//! every city and town within reach, each valued by the cubes it would let the seat carry over
//! its own links in the turns left, and by the links it completes, against its price. Money
//! costs income in both rule sets (Base raises it from income, Standard buys capital), and
//! income below zero costs two points a step at the end, so capital is bought only for a plan
//! that pays it back, the expenses are always covered, and the locomotive (with upkeep in
//! Standard) rises only when a longer delivery pays for it. Bids stay small.

mod focus;
pub mod greedy;
mod value;

use crate::core::hex::Hex;
use crate::core::{Game, Rng};
use crate::rail::goods::Planned;

use super::{Action, ActionTile, Phase, Steam, Variant, MAX_ENGINE, MIN_INCOME};

use value::{candidates, tile_for, turn_plan, Ctx};

pub use focus::{DELIVERIES, RAISES};
pub(super) use focus::search_moves;

/// What seat `p` owes at the end of this turn (upkeep in Standard, negative income).
fn expenses(g: &Steam, p: usize) -> i32 {
    let pl = &g.players[p];
    let upkeep = if g.variant == Variant::Standard { pl.engine as i32 } else { 0 };
    upkeep + (-pl.income).max(0)
}

/// Lowest income the seat gives up steps down to for track (Base) or capital (Standard).
fn income_floor(ctx: &Ctx) -> i32 {
    if ctx.left >= 5 {
        -6
    } else if ctx.left >= 3 {
        -3
    } else {
        0
    }
}

/// Money seat `p` may spend on track now: cash less the expenses to come; in the Base game also
/// income steps down to the floor.
fn spendable(ctx: &Ctx, p: usize) -> i32 {
    let g = ctx.g;
    let pl = &g.players[p];
    match g.variant {
        Variant::Standard => pl.money - expenses(g, p).max(0),
        Variant::Base => pl.money + 5 * (pl.income - income_floor(ctx)).max(0) - (-pl.income).max(0),
    }
}

/// The turn's plan with `builds` builds and `money`, worth less the income given up to raise
/// what cash does not cover (Base).
fn plan_worth(ctx: &Ctx, cands: &[value::Cand], builds: u32, money: i32) -> (f32, i32, Vec<Planned>) {
    let (worth, spent, links) = turn_plan(ctx, cands, builds, money);
    let pl = &ctx.g.players[ctx.me];
    let raised = if ctx.g.variant == Variant::Base { ((spent - pl.money).max(0) + 4) / 5 } else { 0 };
    let cost: f32 = (0..raised).map(|k| ctx.step(pl.income - k) - 5.0 * ctx.dollar()).sum();
    (worth - cost, spent, links)
}

pub fn choose(g: &Steam, seed: u64) -> Option<Action> {
    let p = g.current()?;
    // Building is the costly decision: the bot checks its one build instead of listing all.
    if let Phase::Build { builds, touched, placing: None, .. } = &g.phase {
        return Some(build(g, p, *builds, touched).unwrap_or(Action::EndBuild)).filter(|a| g.clone().apply(a).is_ok()).or_else(|| {
            let legal = g.legal_actions();
            (!legal.is_empty()).then(|| legal[Rng::new(seed).index(legal.len())].clone())
        });
    }
    let legal = g.legal_actions();
    let pick = match &g.phase {
        Phase::Positions { bid, .. } => Some(if bid.is_none() { Action::Bid { amount: 0 } } else { Action::PassBid }),
        Phase::Auction { bids, .. } => auction(g, p, super::turn::leader(bids).map(|(_, b)| b)),
        Phase::Capital { .. } => Some(capital(g, p)),
        Phase::Select { .. } => select(g, p, &legal),
        Phase::Build { .. } => supply(g, &legal),
        Phase::Move { pending, .. } if !pending.is_empty() => Some(Action::Score { vp: to_vp(g, pending[0].0) }),
        Phase::Move { upgraded, .. } => Some(goods(g, p, upgraded[p], &legal)),
        Phase::Over => None,
    };
    match pick {
        Some(a) if legal.contains(&a) => Some(a),
        _ if legal.is_empty() => None,
        _ => Some(legal[Rng::new(seed).index(legal.len())].clone()),
    }
}

/// Points to VP (rather than income): only when a step of income no longer pays a point.
fn to_vp(g: &Steam, p: usize) -> bool {
    let left = g.turns - g.turn;
    match g.variant {
        Variant::Base => left < 2 && g.players[p].income >= 0,
        Variant::Standard => left < 1 && g.players[p].income >= 0,
    }
}

fn auction(g: &Steam, p: usize, high: Option<u32>) -> Option<Action> {
    let ctx = Ctx::new(g, p);
    let builds = g.builds_allowed(p);
    let cands = candidates(&ctx, builds + 3, builds, &[]);
    let money = spendable(&ctx, p);
    let (_, spend, _) = turn_plan(&ctx, &cands, builds, money);
    // Going first is worth a dollar or two, never the money this turn's builds need.
    let spare = (g.players[p].money - spend - expenses(g, p).max(0)).clamp(0, 2) as u32;
    let next = high.map_or(0, |h| h + 1);
    Some(if next <= spare { Action::Bid { amount: next } } else { Action::DropOut })
}

/// Standard, Buy Capital: the expenses always; more only while the turn's plan pays back the
/// income given up.
fn capital(g: &Steam, p: usize) -> Action {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let builds = 3;
    let cands = if ctx.left >= 2 { candidates(&ctx, builds + 3, builds, &[]) } else { Vec::new() };
    let owed = |k: i32| pl.engine as i32 + (k - pl.income).max(0);
    let must = (0..=(pl.income - MIN_INCOME).max(0)).find(|&k| pl.money + 5 * k >= owed(k)).unwrap_or(0);
    let worth = |k: i32| {
        let money = pl.money + 5 * k - owed(k);
        let (w, spent, _) = turn_plan(&ctx, &cands, builds, money);
        let given: f32 = (0..k).map(|j| ctx.step(pl.income - j)).sum();
        // Cash left unspent is worth a dollar a dollar.
        // The part of the plan the capital pays for costs the steps given, not cash.
        w - given + ctx.dollar() * spent.min(5 * k) as f32
    };
    let most = (pl.income - income_floor(&ctx)).max(must).min(must + 4);
    let mut best = (worth(must), must);
    for k in must + 1..=most {
        let w = worth(k);
        if w > best.0 + 0.5 {
            best = (w, k);
        }
    }
    Action::Capital { units: best.1 as u32 }
}

fn select(g: &Steam, p: usize, legal: &[Action]) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let base = g.variant == Variant::Base;
    let money = spendable(&ctx, p);
    let cands = candidates(&ctx, 7, 4, &[]);
    let (w3, _, links) = plan_worth(&ctx, &cands, 3, money);
    let (w4, _, _) = plan_worth(&ctx, &cands, 4, money);
    let mut worth: Vec<(f32, ActionTile)> = Vec::new();
    let engine = ctx.engine();
    if engine < MAX_ENGINE as usize && ctx.left >= 2 {
        let gain = ctx.potential(&ctx.links, &links, engine + 1, 0) - ctx.potential(&ctx.links, &links, engine, 0);
        // Base: the tile costs $5 plus the level, raised from income if need be.
        let price = if base { (5 + pl.engine) as f32 * if pl.money >= (5 + pl.engine) as i32 { ctx.dollar() } else { ctx.step(pl.income) / 5.0 * 1.2 } } else { 0.0 };
        worth.push((gain - ctx.upkeep() - price, ActionTile::Locomotive));
    }
    worth.push((w4 - w3, ActionTile::Engineer));
    worth.push((1.0, ActionTile::FirstBuild));
    worth.push((0.8, ActionTile::FirstMove));
    worth.push((0.3, ActionTile::TurnOrder));
    if let Some((gain, _, _)) = urbanize_best(&ctx, &links) {
        worth.push((gain - if base { 6.0 * ctx.dollar() } else { 0.0 }, ActionTile::Urbanization));
    }
    crate::core::sort::by(&mut worth, |a, b| b.0.total_cmp(&a.0));
    let take = worth.into_iter().map(|(_, tile)| Action::Take { tile, pass: false }).find(|a| legal.contains(a));
    take.or_else(|| legal.iter().find(|a| matches!(a, Action::Take { pass: true, .. })).cloned())
}

/// The best town to make a new city: (gain, town, new city).
fn urbanize_best(ctx: &Ctx, links: &[Planned]) -> Option<(f32, usize, usize)> {
    let g = ctx.g;
    let v = g.view();
    let base = ctx.potential(&ctx.links, links, ctx.engine(), 0);
    let mut best: Option<(f32, usize, usize)> = None;
    let mut tried = Vec::new();
    for (n, nc) in g.map.new_cities.iter().enumerate() {
        if !g.new_city_free.get(n).copied().unwrap_or(false) || tried.contains(&nc.colour) {
            continue;
        }
        tried.push(nc.colour);
        for i in 0..g.map.hexes.len() {
            let node = ctx.links.node[i];
            if !v.is_town(i) {
                continue;
            }
            let reached = ctx.links.out(node).iter().any(|l| l.owner == Some(ctx.me));
            if !reached && !links.iter().any(|l| l.a == node || l.b == node) {
                continue;
            }
            let mut net = ctx.links.clone();
            net.takes[node as usize] = 1 << nc.colour.index();
            let gain = ctx.potential(&net, links, ctx.engine(), 0) - base;
            if best.is_none_or(|b| gain > b.0) {
                best = Some((gain, i, n));
            }
        }
    }
    best
}

fn build(g: &Steam, p: usize, builds: u32, touched: &[Hex]) -> Option<Action> {
    let ctx = Ctx::new(g, p);
    let allowed = g.builds_allowed(p);
    let left = allowed.saturating_sub(builds);
    let money = spendable(&ctx, p);
    let cands = candidates(&ctx, left + 3, left, touched);
    // A held Urbanization or City Growth first (the Base game must use a paid one).
    if let Some(a) = special_build(g, p, &ctx, &cands, left, money) {
        return Some(a);
    }
    if left == 0 {
        return None;
    }
    let mut order: Vec<(f32, usize)> = cands
        .iter()
        .enumerate()
        .filter_map(|(k, c)| c.net(&ctx, left).map(|n| (n, k)))
        .filter(|&(n, k)| n > 0.0 && cands[k].affordable(money))
        .collect();
    crate::core::sort::by(&mut order, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let budget = g.budget(p).min(money.max(0) as u32);
    let mut tried: Vec<usize> = Vec::new();
    for (_, k) in order {
        let step = cands[k].steps[0];
        if tried.contains(&step.hex) {
            continue;
        }
        tried.push(step.hex);
        if let Some(a) = tile_for(g, p, step, budget) {
            return Some(a);
        }
    }
    None
}

fn special_build(g: &Steam, p: usize, ctx: &Ctx, cands: &[value::Cand], left: u32, money: i32) -> Option<Action> {
    let urbanize = g.urbanize_options(p);
    if !urbanize.is_empty() {
        let (_, _, links) = turn_plan(ctx, cands, left, money);
        if let Some((gain, town, city)) = urbanize_best(ctx, &links) {
            let a = Action::Urbanize { hex: g.map.hexes[town].hex, city };
            if (gain > 1.0 || !g.may_end_build()) && urbanize.contains(&a) {
                return Some(a);
            }
        }
        if !g.may_end_build() {
            return urbanize.into_iter().next();
        }
    }
    let grow = g.grow_options(p);
    if grow.is_empty() {
        return None;
    }
    // Cubes onto a city the seat's links leave.
    let mine = |a: &Action| {
        let Action::Grow { space, hex } = a else { return 0 };
        let node = ctx.links.node[g.map.at(*hex).expect("on the board")];
        let own = ctx.links.out(node).iter().any(|l| l.owner == Some(p)) as usize;
        own * 10 + g.spaces[*space].len()
    };
    let best = grow.iter().max_by_key(|a| mine(a)).cloned();
    if !g.may_end_build() || best.as_ref().is_some_and(|a| mine(a) >= 10) { best } else { None }
}

/// After an Urbanization: the fullest Goods Supply space.
fn supply(g: &Steam, legal: &[Action]) -> Option<Action> {
    legal.iter().filter(|a| matches!(a, Action::Supply { .. })).max_by_key(|a| match a {
        Action::Supply { space } => g.spaces[*space].len(),
        _ => 0,
    }).cloned()
}

fn goods(g: &Steam, p: usize, upgraded: bool, legal: &[Action]) -> Action {
    let vp = to_vp(g, p);
    let own = |owners: &[Option<usize>]| owners.iter().filter(|o| **o == Some(p)).count() as i32;
    let others = |owners: &[Option<usize>]| owners.iter().filter(|o| o.is_some_and(|q| q != p)).count() as i32;
    let best = g.routes_for(p).into_iter().max_by_key(|(_, _, r)| own(&r.owners) * 16 - others(&r.owners));
    let ctx = Ctx::new(g, p);
    let engine = ctx.engine();
    let upgrade = !upgraded && engine < 4 && ctx.left >= 2 && legal.contains(&Action::UpgradeEngine) && {
        // One delivery given up now against what a longer reach adds in the turns left.
        let now = best.as_ref().map_or(0.0, |(_, _, r)| own(&r.owners) as f32 * (0.4 * ctx.left as f32 + 0.5).max(1.0));
        let later = ctx.potential(&ctx.links, &[], engine + 1, 1) - ctx.potential(&ctx.links, &[], engine, 1);
        later - ctx.upkeep() > now + 0.5
    };
    if upgrade {
        return Action::UpgradeEngine;
    }
    match best {
        Some((i, good, r)) => Action::Move { from: g.map.hexes[i].hex, good, links: r.links, vp },
        None => Action::PassMove,
    }
}
