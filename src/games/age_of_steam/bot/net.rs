//! The link graph the computer player reasons over: cities and towns joined by complete links
//! (and links it plans), what a cube could deliver over them, and the context of a decision.

use crate::rail::goods::{Links, Planned, NO_NODE};
use crate::rail::Good;

use super::super::AgeOfSteam;

use super::lying::{on_track, Lying};
use super::{DISPLAY_WEIGHT, W};

// ----- the link graph and what it can deliver -----

/// The rail core's link graph, seen by one seat.
#[derive(Clone)]
pub(super) struct Net<'a> {
    pub(super) links: Links<'a>,
    /// The seat whose own links count, and who owns planned links.
    pub(super) me: usize,
}

impl<'a> Net<'a> {
    pub(super) fn new(g: &'a AgeOfSteam, me: usize) -> Net<'a> {
        Net { links: g.links(), me }
    }

    /// The node at board hex `i`, if it is a city or a town.
    pub(super) fn node(&self, i: usize) -> Option<u16> {
        Some(self.links.node[i]).filter(|&n| n != NO_NODE)
    }

    /// Most of the seat's own links a cube of `good` at node `from` can use on a legal route of
    /// at most `engine` links (0 when it has no route or none over the seat's track). `extra`
    /// are planned links of the seat.
    pub(super) fn best_own(&self, extra: &[Planned], from: u16, good: Good, engine: usize) -> i32 {
        self.best_for(self.me, extra, from, good, engine)
    }

    /// The same for any seat.
    pub(super) fn best_for(&self, seat: usize, extra: &[Planned], from: u16, good: Good, engine: usize) -> i32 {
        self.links.most_links(from, good, engine, extra, |o| o == Some(seat)) as i32
    }
}

/// Cubes of one colour at one node: weight 1 for each on the board, less for those still on
/// the goods display.
pub(super) struct Group {
    pub(super) node: u16,
    pub(super) good: Good,
    pub(super) weights: Vec<f32>,
    /// Less when another railroad can deliver these cubes over its own track.
    pub(super) contest: f32,
}

pub(super) struct Ctx<'a> {
    pub(super) g: &'a AgeOfSteam,
    pub(super) me: usize,
    /// Turns left, this one included.
    pub(super) left: u32,
    pub(super) net: Net<'a>,
    pub(super) groups: Vec<Group>,
    /// Cubes lying on built track outside cities and towns.
    pub(super) lying: Vec<Lying>,
}

impl<'a> Ctx<'a> {
    pub(super) fn new(g: &'a AgeOfSteam, me: usize) -> Ctx<'a> {
        let net = Net::new(g, me);
        let left = turns_left(g);
        let lying = on_track(g, &net, me);
        let mut ctx = Ctx { g, me, left, net, groups: Vec::new(), lying };
        ctx.collect_groups();
        ctx
    }

    pub(super) fn collect_groups(&mut self) {
        let g = self.g;
        let mut groups: Vec<Group> = Vec::new();
        let mut add = |node: u16, good: Good, w: f32| match groups.iter_mut().find(|x| x.node == node && x.good == good) {
            Some(x) => x.weights.push(w),
            None => groups.push(Group { node, good, weights: vec![w], contest: 1.0 }),
        };
        for (i, h) in g.hexes.iter().enumerate() {
            let Some(n) = self.net.node(i) else { continue };
            for &c in &h.cubes {
                add(n, c, 1.0);
            }
        }
        if self.left >= 2 {
            for (col, cubes) in g.display.iter().enumerate() {
                let city = if col < 12 {
                    g.map.city_of_column(col)
                } else {
                    g.hexes.iter().position(|h| h.new_city == Some(col - 12))
                };
                let Some(city) = city else { continue };
                let Some(n) = self.net.node(city) else { continue };
                for (k, &c) in cubes.iter().rev().enumerate() {
                    add(n, c, DISPLAY_WEIGHT[k.min(2)] * W.display);
                }
            }
        }
        for gr in &mut groups {
            let rival = g.order.iter().any(|&q| {
                q != self.me && self.net.best_for(q, &[], gr.node, gr.good, g.players[q].engine as usize) > 0
            });
            if rival {
                gr.contest = W.contest;
            }
        }
        self.groups = groups;
    }

    /// The map scores the cash left (Barbados).
    pub(super) fn cash_scores(&self) -> bool {
        self.g.def.special.scores_cash()
    }

    /// Nothing is scored at the end: cash is the score, or (alone without a turn limit) the
    /// turn of bankruptcy. With rivals on Detroit, track and income keep their end worth: the
    /// railroad keeps building and delivering ahead of them (worth nothing, it goes bankrupt
    /// with them in turn 6, having built nothing).
    fn nothing_at_end(&self) -> bool {
        self.cash_scores() || super::survival::lasting_alone(self.g)
    }

    /// End-of-game worth of one income.
    pub(super) fn end_vp(&self) -> f32 {
        if self.nothing_at_end() { 0.0 } else { W.end_vp }
    }

    /// Worth of one track section at the end.
    pub(super) fn tile_vp(&self) -> f32 {
        if self.nothing_at_end() { 0.0 } else { W.tile_vp }
    }

    pub(super) fn engine(&self) -> usize {
        self.g.players[self.me].engine as usize
    }

    /// What the seat's deliveries are worth over the rest of the game, from `t0` turns ahead:
    /// the best cubes first, two a turn, each own link +1 income for the turns left and points
    /// at the end. `more` are cubes lying on the planned track.
    pub(super) fn potential(&self, net: &Net, extra: &[Planned], more: &[Lying], engine: usize, t0: u32) -> f32 {
        let mut vals: Vec<f32> = Vec::with_capacity(48);
        for gr in &self.groups {
            let b = net.best_own(extra, gr.node, gr.good, engine);
            if b > 0 {
                vals.extend(gr.weights.iter().map(|w| b as f32 * w * gr.contest));
            }
        }
        for c in self.lying.iter().chain(more) {
            let b = net.best_lying(extra, c, engine);
            if b > 0 {
                vals.push(b as f32);
            }
        }
        crate::core::sort::by(&mut vals, |a, b| b.total_cmp(a));
        let r = self.left as i32;
        let mut sum = 0.0;
        for (i, v) in vals.iter().enumerate() {
            let t = t0 as i32 + (i / 2) as i32;
            if t >= r {
                break;
            }
            sum += v * ((r - t) as f32 + self.end_vp()) * W.later.powi(t);
        }
        sum
    }

    /// The potential with the locomotive as it is or one level up (which costs $1 a turn),
    /// whichever is worth more: plans should see what a longer route would pay.
    pub(super) fn outlook(&self, net: &Net, extra: &[Planned], more: &[Lying], t0: u32) -> f32 {
        let engine = self.engine();
        let now = self.potential(net, extra, more, engine, t0);
        if engine >= self.g.rules().max_engine as usize || self.left < 3 {
            return now;
        }
        now.max(self.potential(net, extra, more, engine + 1, t0) - self.left as f32)
    }

    /// Price of one dollar in the same units: late in the game cash is worth little.
    /// Cash that will not be needed for expenses (and so never calls for a share) is worth less.
    pub(super) fn dollar(&self) -> f32 {
        if self.cash_scores() {
            return 1.0;
        }
        let base = match self.left {
            1 => 0.4,
            2 => 0.8,
            _ => 1.0,
        };
        let pl = &self.g.players[self.me];
        let flow = pl.income - expenses(self.g, self.me);
        let slack = pl.money + flow * (self.left as i32 - 1) - reserve(self.g, self.me);
        if slack > W.slack { base * W.spare } else { base }
    }

    /// Cost of issuing one share, in the same units: 3 points and $1 every turn left, scaled.
    /// A game without a turn limit scores no points: only the dollars count.
    pub(super) fn share_cost(&self) -> f32 {
        // Where cash is the score, a share is bought back for what it brought: its dividends
        // are its cost.
        if self.cash_scores() {
            return self.left as f32;
        }
        // Without a turn limit (Detroit) there are no end points to lose.
        let points = if self.g.turns == 0 { 0.0 } else { 3.0 };
        // Alone and lasting, a dollar every turn is its full cost.
        let k = if super::survival::lasting_alone(self.g) { 1.0 } else { W.share_k };
        k * (points + self.left as f32)
    }
}

/// Turns the seat plans for, this one included. Without a turn limit (Detroit) it looks a
/// few turns ahead: all-computer Detroit games last about six turns (5 or 8 plays no better).
pub(super) fn turns_left(g: &AgeOfSteam) -> u32 {
    if g.turns == 0 { OPEN_HORIZON } else { g.turns.saturating_sub(g.turn) + 1 }
}

/// The turns a seat plans for in a game without a turn limit.
const OPEN_HORIZON: u32 = 6;

/// This turn's expenses of seat `p`, by the map's rules.
pub(super) fn expenses(g: &AgeOfSteam, p: usize) -> i32 {
    g.def.special.expenses(g, p)
}

/// Cash to keep for this turn's expenses that income will not cover.
pub(super) fn reserve(g: &AgeOfSteam, p: usize) -> i32 {
    (expenses(g, p) - g.players[p].income).max(0)
}
