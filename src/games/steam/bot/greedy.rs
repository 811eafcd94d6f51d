//! A simple one-step greedy player, the yardstick of the arena (`crate::arena`): bid nothing,
//! buy only the capital that covers the expenses (and some on the first turn, to build at all),
//! take an action tile by a fixed order, build the cheapest link that enables a delivery this
//! turn, and deliver the good that pays its own links most, as income until the last turns.

use crate::core::Game;

use super::super::{Action, ActionTile, Phase, Steam, MIN_INCOME};
use super::value::{candidates, tile_for, Ctx};
use super::{spendable, to_vp};

pub fn greedy_action(g: &Steam, _seed: u64) -> Option<Action> {
    let p = g.current()?;
    let pl = &g.players[p];
    if let Phase::Build { builds, touched, placing: None, .. } = &g.phase {
        let ctx = Ctx::new(g, p);
        let special = g.urbanize_options(p).into_iter().chain(g.grow_options(p)).next();
        if !g.may_end_build() {
            return special;
        }
        let left = g.builds_allowed(p).saturating_sub(*builds);
        let money = spendable(&ctx, p);
        let cands = candidates(&ctx, left, left, touched);
        let cheapest = cands
            .iter()
            .filter(|c| c.tiles() <= left && c.delivery_gain() > 0.0 && c.affordable(money))
            .min_by_key(|c| (c.cost(), c.tiles()));
        let budget = g.budget(p).min(money.max(0) as u32);
        let build = cheapest.and_then(|c| tile_for(g, p, c.steps[0], budget)).filter(|a| g.clone().apply(a).is_ok());
        return Some(build.unwrap_or(Action::EndBuild));
    }
    let legal = g.legal_actions();
    let pick = |a: Action| legal.contains(&a).then_some(a);
    let chosen = match &g.phase {
        Phase::Positions { bid, .. } => pick(if bid.is_none() { Action::Bid { amount: 0 } } else { Action::PassBid }),
        Phase::Auction { .. } => pick(Action::PassBid).or_else(|| pick(Action::DropOut)),
        Phase::Capital { .. } => {
            let owed = |k: i32| pl.engine as i32 + (k - pl.income).max(0);
            let must = (0..=(pl.income - MIN_INCOME).max(0)).find(|&k| pl.money + 5 * k >= owed(k)).unwrap_or(0);
            let want = if g.turn == 1 { must.max(2) } else { must };
            pick(Action::Capital { units: want as u32 })
        }
        Phase::Select { .. } => [ActionTile::FirstBuild, ActionTile::Engineer, ActionTile::FirstMove, ActionTile::Locomotive, ActionTile::TurnOrder]
            .into_iter()
            .map(|tile| Action::Take { tile, pass: false })
            .find(|a| legal.contains(a))
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Take { pass: true, .. })).cloned()),
        Phase::Build { .. } => legal.iter().find(|a| matches!(a, Action::Supply { .. })).cloned(),
        Phase::Move { pending, .. } if !pending.is_empty() => pick(Action::Score { vp: to_vp(g, pending[0].0) }),
        Phase::Move { .. } => {
            let own = |r: &crate::rail::goods::Route| r.owners.iter().filter(|o| **o == Some(p)).count();
            let best = g.routes_for(p).into_iter().filter(|(_, _, r)| own(r) > 0).max_by_key(|(_, _, r)| own(r));
            match best {
                Some((i, good, r)) => Some(Action::Move { from: g.map.hexes[i].hex, good, links: r.links, vp: to_vp(g, p) }),
                None => pick(Action::PassMove),
            }
        }
        Phase::Over => None,
    };
    chosen.filter(|a| legal.contains(a)).or_else(|| legal.first().cloned())
}
