//! Valuing the links the rail core's planner (`rail::plan`) finds: each plan by the deliveries
//! it adds, and the turn's plans picked greedily.

use crate::core::hex::Hex;
use crate::core::track::Path;

use crate::rail::goods::Planned;
use crate::rail::plan::{link_plans, Builder, LinkPlan};
use crate::rail::View;

use super::super::AgeOfSteam;

use super::lying::{on_plan, Lying};
use super::net::Ctx;
use super::W;

/// A plan found by the rail core's planner, with what it adds to the seat's deliveries.
#[derive(Clone, Debug)]
pub(super) struct Cand {
    pub(super) plan: LinkPlan,
    /// Gain in potential if complete this turn / next turn.
    pub(super) now: f32,
    pub(super) next: f32,
    /// Cubes lying on the hexes it builds over.
    pub(super) lying: Vec<Lying>,
}

impl std::ops::Deref for Cand {
    type Target = LinkPlan;
    fn deref(&self) -> &LinkPlan {
        &self.plan
    }
}

impl Cand {
    /// Worth of the plan with `builds` builds left this turn, `None` when it cannot be done.
    pub(super) fn net(&self, ctx: &Ctx, builds: u32) -> Option<f32> {
        let tiles = self.tiles();
        // Where unfinished track is taken back, only links finished this step count.
        if tiles > builds && ctx.g.def.special.complete_links_only() {
            return None;
        }
        let gain = if tiles <= builds {
            self.now
        } else if ctx.left >= 2 && tiles <= builds + 3 {
            self.next
        } else {
            return None;
        };
        Some(gain + ctx.tile_vp() * (tiles + self.claimed) as f32 - ctx.dollar() * self.cost() as f32)
    }

    /// Money needed this turn.
    pub(super) fn cost_now(&self, builds: u32) -> u32 {
        self.cost_first(builds)
    }

    /// Can the seat pay for it with `money` to spend now? Track to finish next turn must be
    /// paid for already, or it may be lost half built when next turn's cash runs short.
    pub(super) fn affordable(&self, builds: u32, money: i32) -> bool {
        self.cost_now(builds) as i32 <= money && (self.tiles() <= builds || self.cost() as i32 <= money)
    }
}

impl Builder for AgeOfSteam {
    fn view(&self) -> View<'_> {
        AgeOfSteam::view(self)
    }

    fn additions(&self, p: usize, i: usize) -> Vec<(u32, Vec<Path>)> {
        AgeOfSteam::additions(self, p, i)
    }

    fn bare_hexes_alike(&self) -> bool {
        self.def.special.max_discount() == 0
    }
}

/// Every link the seat could build with at most `max_tiles` builds, valued.
pub(super) fn candidates(ctx: &Ctx, max_tiles: u32, builds_lo: u32, builds_hi: u32, touched: &[Hex]) -> Vec<Cand> {
    let mut plans = link_plans(ctx.g, ctx.me, &ctx.net.links.node, max_tiles, touched);
    // A claim ends a plan only when all of it fits in this turn's builds: once the track is
    // there, any railroad may claim first.
    super::claims::extend(ctx.g, ctx.me, &ctx.net.links.node, max_tiles.min(builds_hi), &mut plans);
    let mut out: Vec<Cand> = plans.into_iter().map(|plan| Cand { lying: on_plan(ctx.g, &plan), plan, now: 0.0, next: 0.0 }).collect();
    value(ctx, &mut out, builds_lo, builds_hi);
    out
}

/// Fills in what each plan adds to the seat's deliveries.
pub(super) fn value(ctx: &Ctx, cands: &mut [Cand], builds_lo: u32, builds_hi: u32) {
    let base0 = ctx.outlook(&ctx.net, &[], &[], 0);
    let base1 = ctx.outlook(&ctx.net, &[], &[], 1);
    for c in cands.iter_mut() {
        let tiles = c.tiles();
        if tiles <= builds_hi {
            c.now = ctx.outlook(&ctx.net, &c.links, &c.lying, 0) - base0;
        }
        if tiles > builds_lo && ctx.left >= 2 {
            c.next = W.next_turn * (ctx.outlook(&ctx.net, &c.links, &c.lying, 1) - base1);
        }
    }
}

/// The links a turn's plans make, and the cubes lying on their track.
#[derive(Default)]
pub(super) struct Chosen {
    pub(super) links: Vec<Planned>,
    pub(super) lying: Vec<Lying>,
}

/// The plans for this turn, picked greedily: (worth, money spent this turn, what they build).
pub(super) fn turn_plan(ctx: &Ctx, cands: &[Cand], builds: u32, money: i32) -> (f32, i32, Chosen) {
    pick(ctx, cands, &by_worth(ctx, cands, builds), builds, money, None)
}

/// The plans a build step may start with, best first: each by the worth of the turn it leads
/// to (it, then the best of the rest greedily). A long link that takes every build can lose to
/// a short one that leaves builds for another (on the last turn, finishing a section and
/// building one more link beats one longer link and a section left open).
pub(super) fn first_plans(ctx: &Ctx, cands: &[Cand], builds: u32, money: i32) -> Vec<usize> {
    let order = by_worth(ctx, cands, builds);
    let mut firsts: Vec<(f32, usize, usize)> = order
        .iter()
        .enumerate()
        .filter(|&(_, &(n, k))| n > 0.0 && cands[k].affordable(builds, money))
        .map(|(rank, &(_, k))| (pick(ctx, cands, &order, builds, money, Some(k)).0, rank, k))
        .collect();
    crate::core::sort::by(&mut firsts, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    firsts.into_iter().map(|(_, _, k)| k).collect()
}

/// Candidates that can be done with `builds` builds, by their own worth, best first.
fn by_worth(ctx: &Ctx, cands: &[Cand], builds: u32) -> Vec<(f32, usize)> {
    let mut order: Vec<(f32, usize)> = cands.iter().enumerate().filter_map(|(k, c)| c.net(ctx, builds).map(|n| (n, k))).collect();
    crate::core::sort::by(&mut order, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    order
}

/// Greedy choice along `order`, starting with `first` when given.
fn pick(ctx: &Ctx, cands: &[Cand], order: &[(f32, usize)], builds: u32, money: i32, first: Option<usize>) -> (f32, i32, Chosen) {
    let (mut worth, mut spent, mut left) = (0.0, 0i32, builds);
    let mut used: Vec<usize> = Vec::new();
    let mut links = Chosen::default();
    for k in first.into_iter().chain(order.iter().map(|x| x.1).filter(|&k| Some(k) != first)) {
        let c = &cands[k];
        let Some(net) = c.net(ctx, left) else { continue };
        let now = c.cost_now(left) as i32;
        if net <= 0.0 || !c.affordable(left, money - spent) || c.steps.iter().any(|s| used.contains(&s.hex)) {
            continue;
        }
        worth += net;
        spent += now;
        used.extend(c.steps.iter().map(|s| s.hex));
        links.links.extend(c.links.iter().copied());
        links.lying.extend(c.lying.iter().cloned());
        if c.tiles() >= left {
            break;
        }
        left -= c.tiles();
    }
    (worth, spent, links)
}
