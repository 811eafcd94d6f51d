//! The computer player. In Age of Steam income is everything: each share and locomotive level
//! costs $1 every turn for the rest of the game, so the bot spends only on track that soon lets
//! it carry goods over its own links. It therefore plans whole links rather than tiles: cheapest
//! paths over buildable hexes from cities, towns and unfinished track, each valued by the
//! deliveries it would add (cubes on the board, then those due from the display, less when a
//! rival can take them first) against its price. It finishes what it starts in the turn, or the
//! next at worst, before others cut it off. Shares follow the turn's plan and keep it solvent,
//! bids stay low, and goods go where they pay the bot most. A decision is a few small searches,
//! cheap enough for a tablet.

mod claims;
mod estimate;
mod focus;
pub mod greedy;
mod lying;
mod net;
mod planner;
mod survival;

use crate::core::hex::Hex;
use crate::core::{Game, Rng};

use crate::rail::goods::Planned;
use crate::rail::Good;

use super::manifest;
use super::{column_capacity, Action, AgeOfSteam, Phase, Special};

use net::{expenses, reserve, Ctx};
use crate::rail::plan::Step;
use planner::{candidates, first_plans, turn_plan, Chosen};
pub(super) use estimate::estimate;
pub(super) use focus::search_moves;

/// The weights of the bot's judgement, in one place. Worth is counted in points and dollars
/// alike ("units"): +1 income for the rest of the game is worth the turns left plus `end_vp`.
pub(super) struct Weights {
    /// Display cubes count this much of a board cube (times their place in the queue).
    pub(super) display: f32,
    /// Confidence kept for each turn a delivery lies further ahead.
    pub(super) later: f32,
    /// Share of its worth a plan keeps when it is finished only next turn (it may be cut off).
    pub(super) next_turn: f32,
    /// Cash beyond this, after the expenses to the end, is spare and worth `spare` of a dollar.
    pub(super) slack: i32,
    pub(super) spare: f32,
    /// A further share must add this much worth.
    pub(super) share_margin: f32,
    /// End-of-game worth of one income, beyond the cash it brings.
    pub(super) end_vp: f32,
    /// Bids go up to spare cash divided by `bid_div`, at most `bid_max`.
    pub(super) bid_div: i32,
    pub(super) bid_max: i32,
    /// Worth of building first when nothing else is at stake.
    pub(super) first_build: f32,
    /// Shares issued on the first turn at least: the first links need them.
    pub(super) shares_t1: u32,
    /// Worth of one track section in a complete link (a point at the end, and reach).
    pub(super) tile_vp: f32,
    /// A share costs 3 points and $1 a turn; this scales it.
    pub(super) share_k: f32,
    /// Cubes another railroad can deliver over its own track count this much.
    pub(super) contest: f32,
    /// Least worth of Locomotive on the first two turns.
    pub(super) early_locomotive: f32,
}

pub(super) const W: Weights = Weights {
    display: 1.5,
    later: 0.85,
    next_turn: 0.6,
    slack: 15,
    spare: 0.5,
    share_margin: 1.0,
    end_vp: 5.0,
    bid_div: 4,
    bid_max: 3,
    first_build: 1.5,
    shares_t1: 2,
    tile_vp: 2.0,
    share_k: 0.7,
    contest: 0.6,
    early_locomotive: 4.0,
};

/// Share of a waiting display cube's value by its place in the arrival queue.
pub(super) const DISPLAY_WEIGHT: [f32; 3] = [0.5, 0.3, 0.2];

// ----- decisions -----

pub fn choose(g: &AgeOfSteam, seed: u64) -> Option<Action> {
    let p = g.current()?;
    // Building is the costly decision: the bot checks its one build instead of listing all.
    if let Phase::Build { builds, touched, urbanized, .. } = &g.phase {
        let choice = build(g, p, *builds, touched, *urbanized).filter(|a| g.clone().apply(a).is_ok());
        return Some(choice.unwrap_or(Action::EndBuild));
    }
    let legal = g.legal_actions();
    let pick = |want: &Action| legal.contains(want).then(|| want.clone());
    let choice = match &g.phase {
        Phase::Shares { .. } => shares(g, p, seed),
        Phase::Auction { high, .. } => auction(g, p, *high, &legal),
        Phase::Actions { .. } => special(g, p, &legal),
        Phase::Move { round, upgraded, .. } => goods(g, p, *round, upgraded[p], &legal),
        Phase::Produce { cube, .. } => produce(g, p, *cube, &legal),
        // St. Lucia: building first is worth $5 while there is spare cash and time to use it.
        Phase::FirstPlayer { .. } => {
            let spare = g.players[p].money - reserve(g, p);
            Some(if spare >= 12 && net::turns_left(g) >= 3 { Action::PayFirst } else { Action::DeclineFirst })
        }
        Phase::Build { .. } | Phase::Over => None,
    };
    // Never anything but a listed action.
    choice.filter(|a| legal.contains(a)).or_else(|| {
        let mut rng = Rng::new(seed);
        pick(&Action::PassMove)
            .or_else(|| pick(&Action::DropOut))
            .or_else(|| pick(&Action::IssueShares { count: 0 }))
            .or_else(|| (!legal.is_empty()).then(|| legal[rng.index(legal.len())].clone()))
    })
}

fn shares(g: &AgeOfSteam, p: usize, seed: u64) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let r = g.rules();
    let room = r.share_limit.saturating_sub(pl.shares);
    // Some maps allow only so many a turn (Barbados: one).
    let room = g.def.special.shares_per_turn().map_or(room, |n| n.min(room));
    // Never run short: a dollar short costs a dollar of income.
    let short = expenses(g, p) - pl.income - pl.money;
    let must = if short > 0 { (short as u32).div_ceil((r.share_price - 1) as u32) } else { 0 };
    let cands = candidates(&ctx, 6, 3, 3, &[]);
    let plan_for = |k: u32| {
        let money = pl.money + k as i32 * r.share_price - (expenses(g, p) + k as i32 - pl.income).max(0);
        let (worth, _, _) = turn_plan(&ctx, &cands, 3, money);
        worth - k as f32 * ctx.share_cost()
    };
    // A small shortfall near the share limit: the income cut costs what a share does (a dollar
    // a turn and three points), and the room left is what saves the railroad later.
    let absorb = short > 0 && short <= 2 && room <= 3 && pl.income - short >= 5;
    let must = if absorb { 0 } else { must };
    // Shares beyond what is owed never go into the last three places below the limit: they
    // are kept for shortfalls (issued for a dollar or two, they led to the limit and then to
    // bankruptcy).
    let most = room.saturating_sub(3).min(if g.turn == 1 { 5 } else { 4 });
    let first = if g.turn == 1 && !ctx.cash_scores() && !survival::lasting_alone(g) { W.shares_t1 } else { 0 };
    let must = must.max(first).min(room);
    let mut best = (plan_for(must), must);
    for k in must + 1..=most {
        let w = plan_for(k);
        // Another share must pay for itself clearly.
        if w > best.0 + W.share_margin {
            best = (w, k);
        }
    }
    // Alone, or where lasting is the aim, the count whose play-outs end best.
    let count = survival::shares_by_playing_on(g, p, seed, must, room).unwrap_or(best.1.min(room));
    Some(Action::IssueShares { count })
}

fn auction(g: &AgeOfSteam, p: usize, high: u32, legal: &[Action]) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let cands = candidates(&ctx, 6, 3, 3, &[]);
    let money = pl.money - reserve(g, p);
    let (_, spend, _) = turn_plan(&ctx, &cands, 3, money);
    let spare = money - spend;
    // Going first is worth a little, never much.
    let limit = (spare / W.bid_div).clamp(0, W.bid_max) as u32;
    let bid = Action::Bid { amount: high + 1 };
    if high < limit && legal.contains(&bid) {
        return Some(bid);
    }
    if legal.contains(&Action::PassBid) {
        return Some(Action::PassBid);
    }
    Some(Action::DropOut)
}

fn special(g: &AgeOfSteam, p: usize, legal: &[Action]) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let money = pl.money - reserve(g, p);
    let cands = candidates(&ctx, 7, 3, 4, &[]);
    let (w3, _, links) = turn_plan(&ctx, &cands, 3, money);
    let (w4, _, _) = turn_plan(&ctx, &cands, 4, money);
    let engine = ctx.engine();
    let left = ctx.left as f32;
    let mut worth: Vec<(f32, Special)> = Vec::new();
    if engine < g.rules().max_engine as usize {
        let now = ctx.potential(&ctx.net, &links.links, &links.lying, engine, 0);
        let more = ctx.potential(&ctx.net, &links.links, &links.lying, engine + 1, 0);
        // A level costs $1 every turn left. Early on it is a level the railroad raises anyway
        // (at the price of a delivery) and that longer routes pay for: worth a few points.
        // Not without a turn limit (Detroit), nor where cash is the score.
        let early = if g.turn <= 2 && engine <= 2 && g.turns > 0 && !ctx.cash_scores() { W.early_locomotive } else { f32::MIN };
        // Where cash is the score, the level's dollar of this turn's expenses counts too.
        let this_turn = if ctx.cash_scores() { 0.0 } else { 1.0 };
        worth.push(((more - now - left + this_turn).max(early), Special::Locomotive));
    }
    worth.push((w4 - w3, Special::Engineer));
    // Placing nothing is always allowed: the action is never worth less than none.
    let urbanize = urbanize_best(&ctx, &links).map_or(0.0, |u| u.0.max(0.0));
    worth.push((urbanize, Special::Urbanization));
    worth.push((W.first_build, Special::FirstBuild));
    worth.push((1.0, Special::FirstMove));
    worth.push((0.5, Special::Production));
    worth.push((0.2, Special::TurnOrder));
    // Pittsburgh: $3 off a $10 build.
    worth.push((1.2, Special::CommonwealthGrant));
    // Heavy Cardboard: one delivery worth up to 6 income.
    worth.push((1.5, Special::HeavyLifting));
    crate::core::sort::by(&mut worth, |a, b| b.0.total_cmp(&a.0));
    if legal.contains(&Action::NoAction) {
        // Actions as priced discs (Detroit's solo game): one only when worth its price.
        let price = |s: Special| g.action_discs.iter().find(|(a, _)| *a == s).map_or(0, |d| d.1) as f32 * ctx.dollar();
        let best = worth.into_iter().find(|&(w, s)| legal.contains(&Action::Choose { action: s }) && w > price(s));
        return Some(best.map_or(Action::NoAction, |(_, action)| Action::Choose { action }));
    }
    worth.into_iter().map(|(_, action)| Action::Choose { action }).find(|a| legal.contains(a))
}

/// A board printed without cities (St. Lucia): its goods lie on the land, and only New Cities
/// can take them.
fn cityless(g: &AgeOfSteam) -> bool {
    !g.map.hexes.iter().any(|h| h.terrain == crate::rail::Ground::City)
}

/// The New City to place on a cityless board: the town and colour with the most cubes of that
/// colour on the hexes around it, which short track can then deliver. Before any city exists
/// nothing can be built at all, so the first is worth much.
fn first_city(g: &AgeOfSteam) -> Option<(f32, usize, usize)> {
    let v = g.view();
    let base = if (0..g.map.hexes.len()).any(|i| v.is_city(i)) { 0.0 } else { 10.0 };
    best_placement(g, |at, colour| {
        let near = |d: i32| {
            g.map.hexes.iter().zip(&g.hexes).filter(|(h, _)| h.hex.distance(at) == d).map(|(_, s)| s.cubes.iter().filter(|&&x| x == colour).count()).sum::<usize>()
        };
        let near = 2.0 * near(1) as f32 + near(2) as f32 + 0.5 * near(3) as f32;
        base + 1.5 * near - 2.0
    })
}

/// The free New City and town with the highest `gain(town's hex, the city's colour)`:
/// (gain, town, new city); the first found wins a tie.
fn best_placement(g: &AgeOfSteam, gain: impl Fn(super::Hex, crate::rail::Good) -> f32) -> Option<(f32, usize, usize)> {
    let v = g.view();
    let mut best: Option<(f32, usize, usize)> = None;
    for (n, nc) in g.map.new_cities.iter().enumerate() {
        if !g.new_city_free.get(n).copied().unwrap_or(false) {
            continue;
        }
        for i in (0..g.map.hexes.len()).filter(|&i| v.is_town(i)) {
            let gain = gain(g.map.hexes[i].hex, nc.colour);
            if best.is_none_or(|b| gain > b.0) {
                best = Some((gain, i, n));
            }
        }
    }
    best
}

/// The best new city to place: (gain, town, new city).
fn urbanize_best(ctx: &Ctx, plan: &Chosen) -> Option<(f32, usize, usize)> {
    let links = &plan.links[..];
    let g = ctx.g;
    let v = g.view();
    // On a board without cities, where to put one by the cubes around a town; once one is
    // there, also by the cubes already on the seat's track.
    let mut best = if cityless(g) { first_city(g) } else { None };
    if cityless(g) && !(0..g.map.hexes.len()).any(|i| v.is_city(i)) {
        return best;
    }
    let base = ctx.outlook(&ctx.net, links, &plan.lying, 0);
    let mut tried: Vec<Good> = Vec::new();
    for (n, nc) in g.map.new_cities.iter().enumerate() {
        if !g.new_city_free.get(n).copied().unwrap_or(false) || tried.contains(&nc.colour) {
            continue;
        }
        tried.push(nc.colour);
        for i in 0..g.map.hexes.len() {
            let Some(node) = ctx.net.node(i).filter(|_| v.is_town(i)) else { continue };
            // Only towns the seat's track reaches or plans to.
            let reached = ctx.net.links.out(node).iter().any(|l| l.owner == Some(ctx.me))
                || ctx.lying.iter().chain(&plan.lying).any(|c| c.ends.contains(&(node, true)));
            if !reached && !links.iter().any(|l| l.a == node || l.b == node) {
                continue;
            }
            let mut net = ctx.net.clone();
            net.links.takes[node as usize] = 1 << nc.colour.index();
            let gain = ctx.outlook(&net, links, &plan.lying, 0) - base;
            if best.is_none_or(|b| gain > b.0) {
                best = Some((gain, i, n));
            }
        }
    }
    // Where the printed cities are all of one colour (Barbados), most cubes can go only to a
    // New City: one by the cubes of its colour opens deliveries no track reaches yet.
    if one_colour_cities(g) {
        if let Some(near) = city_by_cubes(g).filter(|f| best.is_none_or(|b| f.0 > b.0)) {
            best = Some(near);
        }
    }
    best
}

/// The New City to place where the printed cities take one colour only: the town and colour
/// with the most cubes of that colour in the cities around it (closer counts more; cubes
/// still in a city's display column count half).
fn city_by_cubes(g: &AgeOfSteam) -> Option<(f32, usize, usize)> {
    best_placement(g, |at, colour| {
        let mut worth = 0.0;
        for (j, h) in g.map.hexes.iter().enumerate() {
            let d = h.hex.distance(at);
            if d == 0 || d > 5 {
                continue;
            }
            let here = g.hexes[j].cubes.iter().filter(|&&x| x == colour).count() as f32;
            let due = h.display.map_or(0, |c| g.display[c].iter().filter(|&&x| x == colour).count()) as f32;
            worth += (here + 0.5 * due) * 3.0 / d as f32;
        }
        worth - 1.0
    })
}

/// The printed cities all take the same colour.
fn one_colour_cities(g: &AgeOfSteam) -> bool {
    let mut colours = g.map.hexes.iter().filter(|h| h.terrain == crate::rail::Ground::City).filter_map(|h| h.colour);
    colours.next().is_some_and(|c| colours.all(|x| x == c))
}

fn build(g: &AgeOfSteam, p: usize, builds: u32, touched: &[Hex], urbanized: bool) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let allowed = g.builds_allowed(p);
    let left = allowed - builds.min(allowed);
    let money = pl.money - reserve(g, p);
    let cands = candidates(&ctx, left + 3, left, left, touched);
    if pl.special == Some(Special::Urbanization) && !urbanized && builds == 0 {
        let (_, _, links) = turn_plan(&ctx, &cands, left, money);
        if let Some((gain, town, city)) = urbanize_best(&ctx, &links) {
            let a = Action::Urbanize { hex: g.map.hexes[town].hex, city };
            let least = if one_colour_cities(g) { 0.0 } else { 2.0 };
            if gain > least && g.clone().apply(&a).is_ok() {
                return Some(a);
            }
        }
    }
    if left == 0 {
        return None;
    }
    if let Some(a) = special_link(&ctx, money).or_else(|| printed_link(&ctx, money)) {
        return Some(a);
    }
    let order = first_plans(&ctx, &cands, left, money);
    let mut tried: Vec<usize> = Vec::new();
    for k in order {
        let step = cands[k].steps[0];
        if tried.contains(&step.hex) {
            continue;
        }
        tried.push(step.hex);
        if let Some(a) = tile_for(g, p, step) {
            return Some(a);
        }
    }
    None
}

/// A special link of the map (Germany's Düsseldorf–Essen) when what it adds to the seat's
/// deliveries, and its section at the end, are worth its price.
fn special_link(ctx: &Ctx, money: i32) -> Option<Action> {
    let g = ctx.g;
    let base = ctx.outlook(&ctx.net, &[], &[], 0);
    g.link_options(ctx.me).into_iter().find(|a| {
        let Action::BuildLink { link } = a else { return false };
        let Some((x, _, z, _)) = g.map.special_link_ends(*link) else { return false };
        let (Some(na), Some(nb)) = (ctx.net.node(x), ctx.net.node(z)) else { return false };
        let cost = g.map.special_links[*link].cost;
        let planned = [Planned { a: na, b: nb, owner: Some(ctx.me) }];
        let gain = ctx.outlook(&ctx.net, &planned, &[], 0) - base + ctx.tile_vp() - ctx.dollar() * cost as f32;
        cost as i32 <= money && gain > 0.0
    })
}

/// Printed track to claim (a ferry, a bridge): a link at a fixed price, judged like a special
/// link, by what it adds to the seat's deliveries and its section at the end.
fn printed_link(ctx: &Ctx, money: i32) -> Option<Action> {
    let g = ctx.g;
    let base = ctx.outlook(&ctx.net, &[], &[], 0);
    g.def.special.extra_builds(g, ctx.me).into_iter().find(|a| {
        let Action::ClaimTrack { hex } = a else { return false };
        let Some(i) = g.map.at(*hex) else { return false };
        let Some((x, z)) = super::maps::printed_track::ends(g, i) else { return false };
        let (Some(na), Some(nb)) = (ctx.net.node(x), ctx.net.node(z)) else { return false };
        let cost = g.map.hexes[i].printed_track.first().map_or(0, |t| t.claim_cost);
        let planned = [Planned { a: na, b: nb, owner: Some(ctx.me) }];
        let gain = ctx.outlook(&ctx.net, &planned, &[], 0) - base + ctx.tile_vp() - ctx.dollar() * cost as f32;
        cost as i32 <= money && gain > 0.0
    })
}

/// The cheapest legal tile on the step's hex that carries the paths the step needs.
fn tile_for(g: &AgeOfSteam, p: usize, step: Step) -> Option<Action> {
    let m = manifest();
    let money = g.players[p].money.max(0) as u32;
    let mut scratch = g.hexes.clone();
    let mut fits: Vec<(u32, usize, usize, u8)> = Vec::new();
    for (kind, def) in m.tiles.iter().enumerate() {
        for (turns, _) in &def.orientations {
            let Ok(plan) = g.plan_build(&mut scratch, p, step.hex, kind, *turns, u32::MAX) else { continue };
            let back = plan.returned.is_some_and(|(k, _)| k == kind) as u32;
            let disc_back = plan.returned.is_some_and(|(_, d)| d) as u32;
            let stocked = g.supply[kind] + back > 0 && (!plan.tile.disc || g.discs + disc_back > 0);
            let carries = step.need.iter().flatten().all(|n| plan.tile.segs.iter().any(|s| s.path == *n && s.owner == Some(p)));
            if plan.cost <= money && stocked && carries {
                fits.push((plan.cost, plan.tile.segs.len(), kind, *turns));
            }
        }
    }
    crate::core::sort::sort(&mut fits);
    let hex = g.map.hexes[step.hex].hex;
    // The engine's own check has the last word (it lists one orientation of equal track).
    fits.into_iter()
        .map(|(_, _, tile, turns)| Action::Build { hex, tile, turns })
        .find(|a| g.clone().apply(a).is_ok())
}

/// The seat's score less the best rival's, were the game scored now (as it nearly is on the
/// last turn), with its own score to break ties.
pub(super) fn standing(g: &AgeOfSteam, p: usize) -> (i64, i64) {
    let scores = super::show::final_scores(g);
    let mine = scores.iter().find(|s| s.player == p).map_or(0, |s| s.score);
    let best = scores.iter().filter(|s| s.player != p && !s.eliminated).map(|s| s.score).max().unwrap_or(0);
    (mine - best, mine)
}

/// On the last turn a delivery is worth only what it does to the standings: one that pays the
/// leader more than the seat can turn a tie into a loss, so passing may be better.
fn last_turn_goods(g: &AgeOfSteam, p: usize, legal: &[Action]) -> Option<Action> {
    let mut options: Vec<Action> = g.move_options(p).into_iter().map(|(a, _)| a).collect();
    options.push(Action::PassMove);
    options
        .into_iter()
        .filter(|a| legal.contains(a))
        .map(|a| {
            let mut after = g.clone();
            after.apply_unchecked(&a);
            (standing(&after, p), a)
        })
        .max_by(|x, y| x.0.cmp(&y.0).then(matches!(y.1, Action::PassMove).cmp(&matches!(x.1, Action::PassMove))))
        .map(|(_, a)| a)
}

fn goods(g: &AgeOfSteam, p: usize, round: u8, upgraded: bool, legal: &[Action]) -> Option<Action> {
    // Alone (solo), there are no standings to weigh; without a turn limit, no last turn.
    if g.turns > 0 && g.turn >= g.turns && g.order.len() > 1 {
        return last_turn_goods(g, p, legal);
    }
    let pl = &g.players[p];
    let mut best: Option<(i32, Action)> = None;
    let mut own_moves: Vec<i32> = Vec::new();
    for (a, r) in g.move_options(p) {
        let mine = r.owners.iter().filter(|o| **o == Some(p)).count() as i32;
        let others = r.owners.iter().filter(|o| o.is_some_and(|o| o != p)).count() as i32;
        if mine == 0 {
            continue;
        }
        own_moves.push(mine);
        let score = mine * 16 - others * 2 - r.links.len() as i32;
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, a));
        }
    }
    // Heavy Lifting pays its fixed income to the holder alone.
    for a in legal.iter().filter(|a| matches!(a, Action::HeavyLift { .. })) {
        let score = super::maps::heavy_lift_income(g.turn) as i32 * 16;
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, a.clone()));
        }
    }
    crate::core::sort::by(&mut own_moves, |a, b| b.cmp(a));
    let b1 = own_moves.first().copied().unwrap_or(0);
    let b2 = own_moves.get(1).copied().unwrap_or(0);
    // A level more is $1 more expenses at once: never when it would leave the seat short.
    let affordable = pl.money + pl.income > expenses(g, p);
    if !upgraded && affordable && pl.engine < g.rules().max_engine && legal.contains(&Action::UpgradeEngine) {
        let ctx = Ctx::new(g, p);
        let engine = ctx.engine();
        let r = ctx.left as f32;
        let end = if ctx.cash_scores() { 0.0 } else { 3.0 };
        let income = |k: i32| k as f32 * (r + end);
        // Best single delivery with one more level, still this turn.
        let c1 = ctx.groups.iter().filter(|gr| gr.weights.contains(&1.0)).map(|gr| ctx.net.best_own(&[], gr.node, gr.good, engine + 1)).max().unwrap_or(0);
        let future = ctx.potential(&ctx.net, &[], &[], engine + 1, 1) - ctx.potential(&ctx.net, &[], &[], engine, 1) - (r - 1.0);
        let upgrade_now = if round == 1 { income(c1) - income(b1 + b2) + future } else { future - income(b1) };
        if upgrade_now > 0.0 {
            return Some(Action::UpgradeEngine);
        }
    }
    best.map(|(_, a)| a).or(Some(Action::PassMove))
}

fn produce(g: &AgeOfSteam, p: usize, cube: Good, legal: &[Action]) -> Option<Action> {
    let ctx = Ctx::new(g, p);
    let engine = ctx.engine();
    let mut best: Option<(i32, Action)> = None;
    for a in legal {
        // Poland: a town, worth its best own delivery now.
        if let Action::PlaceOnTown { hex } = a {
            let worth = g.map.at(*hex).and_then(|i| ctx.net.node(i)).map_or(-1, |n| ctx.net.best_own(&[], n, cube, engine) * 4);
            if best.as_ref().is_none_or(|(s, _)| worth > *s) {
                best = Some((worth, a.clone()));
            }
            continue;
        }
        let Action::PlaceCube { column } = a else { continue };
        let city = if *column < 12 {
            g.map.city_of_column(*column)
        } else {
            g.hexes.iter().position(|h| h.new_city == Some(column - 12))
        };
        // Sooner at the front of a short column.
        let worth = city.and_then(|c| ctx.net.node(c)).map_or(-1, |n| {
            ctx.net.best_own(&[], n, cube, engine) * 4 - g.display[*column].len() as i32 + column_capacity(*column) as i32
        });
        if best.as_ref().is_none_or(|(s, _)| worth > *s) {
            best = Some((worth, a.clone()));
        }
    }
    best.map(|(_, a)| a)
}
