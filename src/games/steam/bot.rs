//! A simple computer player. It plans builds through the rail core: each legal build is tried
//! on a copy of the board and judged by the links it completes for the seat, the deliveries it
//! opens, how close its open track gets to a city or town, and its price. In the Standard game it
//! plans the turn's builds before Buy Capital and takes only the money those builds, a small bid
//! and the coming expenses need; it bids only spare cash, raises its locomotive only when a
//! longer delivery is waiting, and scores on income while income still pays back (always while
//! income is negative, since each step below zero costs 2 VP at the end).

use crate::core::{Game, Rng};
use crate::rail::End;

use super::{Action, ActionTile, Phase, Steam, Variant};

/// What the board is worth to seat `p`: complete links owned, deliveries open, and open ends
/// near a city or town.
fn board_value(g: &Steam, p: usize) -> i64 {
    let v = g.view();
    let mut value = 0;
    for t in v.sections() {
        if t.owner(&g.hexes) != Some(p) {
            continue;
        }
        match t.end {
            End::Node(_) => value += 12,
            End::Open(h, _) => {
                let here = g.map.hexes[h].hex;
                let near = (0..g.map.hexes.len()).filter(|&i| v.is_node(i) && i != t.from).map(|i| here.distance(g.map.hexes[i].hex)).min().unwrap_or(9);
                let reach = 6 - near.min(6) as i64;
                // Standard money is dear: unfinished track is worth less than a finished link.
                value += if g.variant == Variant::Standard { reach / 2 } else { reach };
            }
        }
    }
    value + 4 * g.routes_for(p).len().min(6) as i64
}

fn best_build(g: &Steam, p: usize, touched: &[crate::core::hex::Hex]) -> Option<(Action, i64)> {
    let pl = &g.players[p];
    // The Base game raises money from income: down to −1 for track; Standard keeps the expenses.
    let cash = match g.variant {
        Variant::Base => pl.money.max(0) as u32 + 5 * (pl.income + 1).max(0) as u32,
        Variant::Standard => (pl.money - expenses(g, p).max(0)).max(0) as u32,
    };
    let base = board_value(g, p);
    let mut best: Option<(Action, i64)> = None;
    for (a, plan) in g.build_options(p, touched) {
        if plan.cost > cash {
            continue;
        }
        let Action::Build { hex, .. } = a else { continue };
        let i = g.map.at(hex).expect("on the board");
        let mut after = g.clone();
        after.hexes[i].tile = Some(plan.tile.clone());
        let (claims, _) = crate::rail::build::claims(&after.view(), i, &plan, &[], p);
        for segs in claims {
            crate::rail::network::set_owner(&mut after.hexes, &segs, Some(p));
        }
        let score = board_value(&after, p) - base - plan.cost as i64;
        if best.as_ref().is_none_or(|b| score > b.1) {
            best = Some((a, score));
        }
    }
    best
}

/// The builds seat `p` would make this turn with money to spare: their total price.
fn planned_cost(g: &Steam, p: usize) -> u32 {
    let mut g = g.clone();
    g.players[p].money = 60;
    let mut touched = Vec::new();
    let (mut cost, mut spent, mut done) = (0, 0, links_of(&g, p));
    for _ in 0..3 {
        let Some((Action::Build { hex, .. }, score)) = best_build(&g, p, &touched) else { break };
        if score <= 0 {
            break;
        }
        let i = g.map.at(hex).expect("on the board");
        let Some((_, plan)) = g.build_options(p, &touched).into_iter().find(|(a, _)| matches!(a, Action::Build { hex: h, .. } if *h == hex)) else { break };
        g.hexes[i].tile = Some(plan.tile.clone());
        let (claims, _) = crate::rail::build::claims(&g.view(), i, &plan, &[], p);
        for segs in claims {
            crate::rail::network::set_owner(&mut g.hexes, &segs, Some(p));
        }
        g.players[p].money -= plan.cost as i32;
        spent += plan.cost;
        touched.push(hex);
        // Money is worth raising only for builds that finish links.
        let links = links_of(&g, p);
        if links > done {
            done = links;
            cost = spent;
        }
    }
    cost
}

/// Complete links seat `p` owns.
fn links_of(g: &Steam, p: usize) -> usize {
    g.view().sections().into_iter().filter(|t| t.owner(&g.hexes) == Some(p) && matches!(t.end, End::Node(_))).count()
}

/// What seat `p` owes at the end of this turn (negative income and, in Standard, upkeep),
/// less the positive income it collects first.
fn expenses(g: &Steam, p: usize) -> i32 {
    let pl = &g.players[p];
    let upkeep = if g.variant == Variant::Standard { pl.engine as i32 } else { 0 };
    upkeep - pl.income
}

/// True when one more locomotive level opens a delivery with more own links than the best now.
fn longer_route_waiting(g: &Steam, p: usize) -> bool {
    // Each Standard level costs $1 every turn: three levels carry the deliveries the boards have.
    if g.players[p].engine >= if g.variant == Variant::Standard { 3 } else { super::MAX_ENGINE } {
        return false;
    }
    let own = |g: &Steam| g.routes_for(p).iter().map(|(_, _, r)| r.owners.iter().filter(|o| **o == Some(p)).count()).max().unwrap_or(0);
    let now = own(g);
    let mut up = g.clone();
    up.players[p].engine += 1;
    own(&up) > now
}

/// Points to VP (rather than income) for seat `p` now.
fn to_vp(g: &Steam, p: usize) -> bool {
    match g.variant {
        Variant::Base => g.turns - g.turn < 3,
        Variant::Standard => g.players[p].income >= 0 && g.turns - g.turn < 2,
    }
}

pub fn choose(g: &Steam, seed: u64) -> Option<Action> {
    let legal = g.legal_actions();
    let p = g.current()?;
    let pl = &g.players[p];
    let late = to_vp(g, p);
    let standard = g.variant == Variant::Standard;
    let pick = match &g.phase {
        Phase::Positions { bid, .. } => Some(if bid.is_none() { Action::Bid { amount: 0 } } else { Action::PassBid }),
        Phase::Auction { .. } => {
            // Going first is worth a dollar or two, never the money this turn's builds need.
            let spare = (pl.money - planned_cost(g, p) as i32 - expenses(g, p).max(0)).clamp(0, 2) as u32;
            let cheap = legal.iter().find(|a| matches!(a, Action::Bid { amount } if *amount <= spare)).cloned();
            cheap.or(Some(Action::DropOut))
        }
        Phase::Capital { .. } => {
            // Only what this turn's planned builds, a small bid and the expenses need; nothing
            // in the last turn, when a step of income costs more than the builds can return.
            let left = g.turns - g.turn;
            let builds = if left == 0 { 0 } else { planned_cost(g, p) as i32 };
            // Expenses left unpaid cost a step of income per $2, capital a step per $5: the
            // expenses are always covered; builds only while income stays above a floor.
            let owed = (expenses(g, p).max(0) - pl.money).max(0) as u32;
            let want = (builds + expenses(g, p).max(0) + if builds > 0 { 1 } else { 0 } - pl.money).max(0) as u32;
            let floor = if left >= 3 { -4 } else { -2 };
            let room = (pl.income - floor).max(0) as u32;
            Some(Action::Capital { units: want.div_ceil(5).min(room).max(owed.div_ceil(5)) })
        }
        Phase::Select { .. } => {
            let base = g.variant == Variant::Base;
            // Standard locomotives cost upkeep every turn: the bot keeps them short.
            let engine = if base { pl.engine < 3 && pl.money >= 6 + pl.engine as i32 } else { g.turns - g.turn >= 2 && longer_route_waiting(g, p) };
            let prefs: &[ActionTile] = if engine {
                &[ActionTile::Locomotive, ActionTile::FirstBuild, ActionTile::Engineer, ActionTile::FirstMove, ActionTile::TurnOrder]
            } else {
                &[ActionTile::Engineer, ActionTile::FirstBuild, ActionTile::FirstMove, ActionTile::TurnOrder]
            };
            prefs.iter().map(|&tile| Action::Take { tile, pass: false }).find(|a| legal.contains(a)).or_else(|| {
                legal.iter().find(|a| matches!(a, Action::Take { pass: true, .. })).cloned()
            })
        }
        Phase::Build { touched, .. } => {
            let must = legal.iter().find(|a| matches!(a, Action::Urbanize { .. } | Action::Grow { .. })).cloned();
            must.or_else(|| match best_build(g, p, touched) {
                Some((a, score)) if score > 0 => Some(a),
                _ => Some(Action::EndBuild),
            })
        }
        Phase::Move { pending, .. } if !pending.is_empty() => Some(Action::Score { vp: late }),
        Phase::Move { .. } => {
            let best = g.routes_for(p).into_iter().max_by_key(|(_, _, r)| r.owners.iter().filter(|o| **o == Some(p)).count());
            match best {
                Some((i, good, r)) => Some(Action::Move { from: g.map.hexes[i].hex, good, links: r.links, vp: late }),
                None if legal.contains(&Action::UpgradeEngine)
                    && if standard { g.turn < g.turns && longer_route_waiting(g, p) } else { pl.engine < 4 } =>
                {
                    Some(Action::UpgradeEngine)
                }
                None => Some(Action::PassMove),
            }
        }
        Phase::Over => None,
    };
    match pick {
        Some(a) if legal.contains(&a) => Some(a),
        _ if legal.is_empty() => None,
        _ => Some(legal[Rng::new(seed).index(legal.len())].clone()),
    }
}
