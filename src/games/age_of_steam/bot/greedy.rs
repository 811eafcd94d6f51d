//! A simple one-step greedy player, the yardstick of the arena (`crate::arena`): issue the
//! shares that keep it solvent, and two more while it has under $10 to build with and under 10
//! shares; bid nothing; take a special action by a fixed order; build the cheapest link that
//! enables a delivery this turn or the next; deliver the good that pays its own track most;
//! place produced cubes anywhere.

use crate::core::Game;

use super::super::{Action, AgeOfSteam, Phase, Special};
use super::net::Ctx;
use super::planner::candidates;
use super::tile_for;

pub fn greedy_action(g: &AgeOfSteam, _seed: u64) -> Option<Action> {
    let p = g.current()?;
    let pl = &g.players[p];
    if let Phase::Build { builds, touched, .. } = &g.phase {
        let left = g.builds_allowed(p).saturating_sub(*builds);
        let ctx = Ctx::new(g, p);
        let cands = candidates(&ctx, left + 2, left, left, touched);
        let cheapest = cands
            .iter()
            .filter(|c| (c.now > 0.0 || c.next > 0.0) && c.affordable(left, pl.money))
            .min_by_key(|c| (c.cost(), c.tiles()));
        let build = cheapest.and_then(|c| tile_for(g, p, c.steps[0])).filter(|a| g.clone().apply(a).is_ok());
        return Some(build.unwrap_or(Action::EndBuild));
    }
    let legal = g.legal_actions();
    let pick = |a: Action| legal.contains(&a).then_some(a);
    let chosen = match &g.phase {
        Phase::Shares { .. } => {
            let r = g.rules();
            let short = (pl.shares + pl.engine) as i32 - pl.income - pl.money;
            let must = if short > 0 { (short as u32).div_ceil((r.share_price - 1) as u32) } else { 0 };
            // Some cash to build with: $10 after the expenses, while under 10 shares.
            let cash = pl.money + must as i32 * (r.share_price - 1) - short.max(0);
            let build = if cash < 10 && pl.shares + must < 10 { 2 } else { 0 };
            let want = if g.turn == 1 { must.max(3) } else { must + build };
            pick(Action::IssueShares { count: want.min(r.share_limit.saturating_sub(pl.shares)) })
        }
        Phase::Auction { .. } => pick(Action::PassBid).or_else(|| pick(Action::DropOut)),
        // Spends nothing to go first, as it bids nothing.
        Phase::FirstPlayer { .. } => pick(Action::DeclineFirst),
        Phase::Actions { .. } => [Special::FirstBuild, Special::Engineer, Special::FirstMove, Special::Locomotive]
            .into_iter()
            .chain(Special::ALL)
            .map(|action| Action::Choose { action })
            .find(|a| legal.contains(a)),
        Phase::Move { .. } => g
            .move_options(p)
            .into_iter()
            .map(|(a, r)| (r.owners.iter().filter(|o| **o == Some(p)).count(), a))
            .filter(|(mine, _)| *mine > 0)
            .max_by_key(|(mine, _)| *mine)
            .map(|(_, a)| a)
            .or_else(|| pick(Action::PassMove)),
        Phase::Produce { .. } | Phase::Build { .. } | Phase::Over => None,
    };
    chosen.filter(|a| legal.contains(a)).or_else(|| legal.first().cloned())
}
