//! What the Steam computer player weighs: the cubes its links could carry over the turns left,
//! each plan from the rail core's link planner (`rail::plan`) valued by the deliveries it adds
//! and the links it completes, against its price in cash or in income given up.

use crate::core::hex::Hex;
use crate::core::track::Path;
use crate::rail::build;
use crate::rail::goods::{Links, Planned};
use crate::rail::plan::{link_plans, Builder, LinkPlan, Step};
use crate::rail::{Good, TileClass, View};

use super::super::building::price;
use super::super::{tiles, Steam, Variant};

/// The weights of the bot's judgement, in VP.
pub(super) struct Weights {
    /// One dollar of cash (early in the game; less in the last two turns).
    pub(super) dollar: f32,
    /// Confidence kept for each turn a delivery lies further ahead.
    pub(super) later: f32,
    /// Share of its worth a plan keeps when it is finished only next turn.
    pub(super) next_turn: f32,
    /// Cubes another railroad can already carry over its own track count this much.
    pub(super) contest: f32,
    /// Deliveries a turn the bot counts on (two rounds, and rivals take some).
    pub(super) per_turn: usize,
}

pub(super) const W: Weights = Weights { dollar: 0.4, later: 0.85, next_turn: 0.6, contest: 0.6, per_turn: 2 };

impl Builder for Steam {
    fn view(&self) -> View<'_> {
        Steam::view(self)
    }

    /// Steam's prices by exits; a town takes only town faces, other hexes never do.
    fn additions(&self, p: usize, i: usize) -> Vec<(u32, Vec<Path>)> {
        let v = Steam::view(self);
        let (old, town, ground) = (self.hexes[i].tile.as_ref(), v.is_town(i), self.map.hexes[i].terrain);
        build::additions(self.build_rules(), old, town, ground, p)
            .into_iter()
            .filter(|a| (tiles().tiles[a.plan.tile.kind].class == TileClass::Town) == town && self.in_stock(&a.plan, a.plan.tile.kind))
            .map(|a| (price(&a.plan, town, ground), a.added))
            .collect()
    }

    fn bare_hexes_alike(&self) -> bool {
        true
    }
}

struct Group {
    node: u16,
    good: Good,
    count: f32,
    contest: f32,
}

pub(super) struct Ctx<'a> {
    pub(super) g: &'a Steam,
    pub(super) me: usize,
    /// Turns left, this one included.
    pub(super) left: u32,
    pub(super) links: Links<'a>,
    groups: Vec<Group>,
}

impl<'a> Ctx<'a> {
    pub(super) fn new(g: &'a Steam, me: usize) -> Ctx<'a> {
        let links = g.links();
        let left = g.turns.saturating_sub(g.turn) + 1;
        let mut groups: Vec<Group> = Vec::new();
        for (i, h) in g.hexes.iter().enumerate() {
            let n = links.node[i];
            for &good in &h.cubes {
                match groups.iter_mut().find(|x| x.node == n && x.good == good) {
                    Some(x) => x.count += 1.0,
                    None => groups.push(Group { node: n, good, count: 1.0, contest: 1.0 }),
                }
            }
        }
        let mut ctx = Ctx { g, me, left, links, groups };
        for k in 0..ctx.groups.len() {
            let (node, good) = (ctx.groups[k].node, ctx.groups[k].good);
            let rival = g.order.iter().any(|&q| q != me && ctx.links.most_links(node, good, g.players[q].engine as usize, &[], |o| o == Some(q)) > 0);
            if rival {
                ctx.groups[k].contest = W.contest;
            }
        }
        ctx
    }

    pub(super) fn engine(&self) -> usize {
        self.g.players[self.me].engine as usize
    }

    /// Worth of a dollar now: little once the last builds are behind.
    /// A seat whose income does not cover its expenses pays for track with income given up
    /// (capital, or raising money in the Base game): then a dollar costs a fifth of a step.
    pub(super) fn dollar(&self) -> f32 {
        let pl = &self.g.players[self.me];
        let upkeep = if self.g.variant == Variant::Standard { pl.engine as i32 } else { 0 };
        let late = if self.left <= 1 { 0.3 } else if self.left == 2 { 0.7 } else { 1.0 };
        let cash = if pl.income - upkeep > 0 { W.dollar } else { self.step(pl.income) / 5.0 };
        cash * late
    }

    /// Worth of one step of income kept (or given up) from now: a dollar each turn left and
    /// half a point at the end, two points below zero.
    pub(super) fn step(&self, income: i32) -> f32 {
        W.dollar * self.left as f32 + if income <= 0 { 1.0 } else { 0.5 }
    }

    /// Worth of a point scored `t` turns from now: income or VP, whichever pays more.
    fn point(&self, t: u32) -> f32 {
        let r = self.left.saturating_sub(t) as f32;
        (W.dollar * r + 0.5).max(1.0)
    }

    /// What the seat's deliveries are worth from `t0` turns ahead: the best cubes first,
    /// `per_turn` a turn.
    pub(super) fn potential(&self, links: &Links, extra: &[Planned], engine: usize, t0: u32) -> f32 {
        let mut vals: Vec<f32> = Vec::new();
        for gr in &self.groups {
            let b = links.most_links(gr.node, gr.good, engine, extra, |o| o == Some(self.me));
            if b > 0 {
                let n = gr.count.ceil() as usize;
                vals.extend(std::iter::repeat_n(b as f32 * gr.contest, n));
            }
        }
        crate::core::sort::by(&mut vals, |a, b| b.total_cmp(a));
        let mut sum = 0.0;
        for (i, v) in vals.iter().enumerate() {
            let t = t0 + (i / W.per_turn) as u32;
            if t >= self.left {
                break;
            }
            sum += v * self.point(t) * W.later.powi(t as i32);
        }
        sum
    }

    /// The potential as the locomotive is, or one level up where that pays for itself.
    pub(super) fn outlook(&self, extra: &[Planned], t0: u32) -> f32 {
        let engine = self.engine();
        let now = self.potential(&self.links, extra, engine, t0);
        if engine >= 4 || self.left < 3 {
            return now;
        }
        now.max(self.potential(&self.links, extra, engine + 1, t0) - self.upkeep())
    }

    /// Cost of one more locomotive level: upkeep each turn left in Standard.
    pub(super) fn upkeep(&self) -> f32 {
        match self.g.variant {
            Variant::Standard => W.dollar * self.left as f32,
            Variant::Base => 0.0,
        }
    }
}

/// A link plan with what it adds.
pub(super) struct Cand {
    pub(super) plan: LinkPlan,
    now: f32,
    next: f32,
}

impl std::ops::Deref for Cand {
    type Target = LinkPlan;
    fn deref(&self) -> &LinkPlan {
        &self.plan
    }
}

impl Cand {
    /// Worth with `builds` builds left this turn, less its price; `None` when out of reach.
    pub(super) fn net(&self, ctx: &Ctx, builds: u32) -> Option<f32> {
        let tiles = self.tiles();
        let gain = if tiles <= builds {
            self.now
        } else if ctx.left >= 2 && tiles <= builds + 3 {
            self.next
        } else {
            return None;
        };
        Some(gain - ctx.dollar() * self.cost() as f32)
    }

    /// The seat can pay for all of it now: track left half built for next turn must be paid
    /// for already, or it may be lost when next turn's cash runs short.
    pub(super) fn affordable(&self, money: i32) -> bool {
        self.cost() as i32 <= money
    }

    /// What it adds in deliveries when finished this turn, beyond the links' own points.
    pub(super) fn delivery_gain(&self) -> f32 {
        self.now - self.plan.links.len() as f32
    }
}

/// Every link the seat could build within `max_tiles` builds, valued.
pub(super) fn candidates(ctx: &Ctx, max_tiles: u32, builds: u32, touched: &[Hex]) -> Vec<Cand> {
    let plans = link_plans(ctx.g, ctx.me, &ctx.links.node, max_tiles, touched);
    let base0 = ctx.outlook(&[], 0);
    let base1 = ctx.outlook(&[], 1);
    plans
        .into_iter()
        .map(|plan| {
            // Each link completed is a point at the end (while it stays owned).
            let own = plan.links.len() as f32;
            let now = if plan.tiles() <= builds { ctx.outlook(&plan.links, 0) - base0 + own } else { 0.0 };
            let next = if plan.tiles() > builds && ctx.left >= 2 { W.next_turn * (ctx.outlook(&plan.links, 1) - base1 + own) } else { 0.0 };
            Cand { plan, now, next }
        })
        .collect()
}

/// The plans for this turn, picked greedily: (worth, money spent, planned links).
pub(super) fn turn_plan(ctx: &Ctx, cands: &[Cand], builds: u32, money: i32) -> (f32, i32, Vec<Planned>) {
    let mut order: Vec<(f32, usize)> = cands.iter().enumerate().filter_map(|(k, c)| c.net(ctx, builds).map(|n| (n, k))).collect();
    crate::core::sort::by(&mut order, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let (mut worth, mut spent, mut left) = (0.0, 0i32, builds);
    let mut used: Vec<usize> = Vec::new();
    let mut links = Vec::new();
    for (_, k) in order {
        let c = &cands[k];
        let Some(net) = c.net(ctx, left) else { continue };
        if net <= 0.0 || !c.affordable(money - spent) || c.steps.iter().any(|s| used.contains(&s.hex)) {
            continue;
        }
        worth += net;
        spent += c.cost_first(left) as i32;
        used.extend(c.steps.iter().map(|s| s.hex));
        links.extend(c.links.iter().copied());
        if c.tiles() >= left {
            break;
        }
        left -= c.tiles();
    }
    (worth, spent, links)
}

/// The cheapest legal piece on the step's hex that carries the paths the step needs.
pub(super) fn tile_for(g: &Steam, p: usize, step: Step, budget: u32) -> Option<crate::games::steam::Action> {
    let mut scratch = g.hexes.clone();
    let mut fits: Vec<(u32, usize, usize, u8)> = Vec::new();
    for (kind, def) in tiles().tiles.iter().enumerate() {
        for (turns, _) in &def.orientations {
            let Ok(plan) = g.plan_build(&mut scratch, p, step.hex, kind, *turns, budget) else { continue };
            let carries = step.need.iter().flatten().all(|n| plan.tile.segs.iter().any(|s| s.path == *n && s.owner == Some(p)));
            if carries && g.in_stock(&plan, kind) {
                fits.push((plan.cost, plan.tile.segs.len(), kind, *turns));
            }
        }
    }
    crate::core::sort::sort(&mut fits);
    let hex = g.map.hexes[step.hex].hex;
    fits.into_iter()
        .map(|(_, _, tile, turns)| crate::games::steam::Action::Build { hex, tile, turns })
        .find(|a| crate::core::Game::apply(&mut g.clone(), a).is_ok())
}
