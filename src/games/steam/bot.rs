//! A simple computer player. It plans builds through the rail core: each legal build is tried
//! on a copy of the board and judged by the links it completes for the seat, the deliveries it
//! opens, how close its open track gets to a city or town, and its price. It bids little, takes
//! capital only to keep a small float, and delivers over the most of its own links.

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
                value += 6 - near.min(6) as i64;
            }
        }
    }
    value + 4 * g.routes_for(p).len().min(6) as i64
}

fn best_build(g: &Steam, p: usize, touched: &[crate::core::hex::Hex]) -> Option<(Action, i64)> {
    let pl = &g.players[p];
    // The Base game raises money from income: down to −3 for track; Standard keeps the upkeep.
    let cash = match g.variant {
        Variant::Base => pl.money.max(0) as u32 + 5 * (pl.income + 3).max(0) as u32,
        Variant::Standard => (pl.money - pl.engine as i32).max(0) as u32,
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

pub fn choose(g: &Steam, seed: u64) -> Option<Action> {
    let legal = g.legal_actions();
    let p = g.current()?;
    let pl = &g.players[p];
    let late = g.turns - g.turn < 3;
    let pick = match &g.phase {
        Phase::Positions { bid, .. } => Some(if bid.is_none() { Action::Bid { amount: 0 } } else { Action::PassBid }),
        Phase::Auction { .. } => {
            let cheap = legal.iter().find(|a| matches!(a, Action::Bid { amount } if *amount <= 2)).cloned();
            cheap.or(Some(Action::DropOut))
        }
        Phase::Capital { .. } => {
            // A stake to build the first links, then only what the upkeep needs.
            let units = if g.turn == 1 {
                4
            } else {
                let want = (pl.engine as i32 + (-pl.income).max(0) + 6 - pl.money).max(0) as u32;
                want.div_ceil(5).min((pl.income + 4).max(0) as u32)
            };
            Some(Action::Capital { units })
        }
        Phase::Select { .. } => {
            let base = g.variant == Variant::Base;
            // Standard locomotives cost upkeep every turn: the bot keeps them short.
            let wanted = if base { 3 } else { 2 };
            let prefs: &[ActionTile] = if pl.engine < wanted && (!base || pl.money >= 6 + pl.engine as i32) {
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
                None if legal.contains(&Action::UpgradeEngine) && pl.engine < if g.variant == Variant::Base { 4 } else { 2 } => {
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
