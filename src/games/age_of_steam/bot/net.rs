//! The link graph the computer player reasons over: cities and towns joined by complete links
//! (and links it plans), what a cube could deliver over them, and the context of a decision.

use crate::rail::goods::accepts;
use crate::rail::End;
use crate::rail::{Good, Ground};

use super::super::AgeOfSteam;

use super::{DISPLAY_WEIGHT, NO, W};

// ----- the link graph and what it can deliver -----

/// Cities and towns (compact numbers) joined by complete links, seen by one seat.
#[derive(Clone)]
pub(super) struct Net {
    /// Board index -> compact node number, or `NO`.
    pub(super) node: Vec<u8>,
    /// Per node, a bit per goods colour (`Good::index`) it takes: the rail core's delivery rule.
    pub(super) takes: Vec<u8>,
    /// Per node: (other node, owner of the link or `NO`).
    pub(super) adj: Vec<Vec<(u8, u8)>>,
    /// The seat whose own links count, and who owns planned links.
    pub(super) me: u8,
}

impl Net {
    pub(super) fn new(g: &AgeOfSteam, me: usize) -> Net {
        let v = g.view();
        let colours = g.new_city_colours();
        let mut node = vec![NO; g.map.hexes.len()];
        let mut takes = Vec::new();
        for (i, h) in g.map.hexes.iter().enumerate() {
            // Node numbers are bytes; NO marks hexes that are not nodes.
            if matches!(h.terrain, Ground::City | Ground::Town) && takes.len() < NO as usize {
                node[i] = takes.len() as u8;
                let mask = Good::EVERY.iter().filter(|&&c| accepts(&v, i, c, &colours)).fold(0u8, |m, c| m | 1 << c.index());
                takes.push(mask);
            }
        }
        let mut adj = vec![Vec::new(); takes.len()];
        for t in v.sections() {
            if let End::Node(j) = t.end {
                let (a, b) = (node[t.from], node[j]);
                if a == NO || b == NO {
                    continue;
                }
                let owner = t.owner(&g.hexes).map_or(NO, |o| o as u8);
                adj[a as usize].push((b, owner));
                adj[b as usize].push((a, owner));
            }
        }
        Net { node, takes, adj, me: me as u8 }
    }

    /// Most of the seat's own links a cube of `good` at node `from` can use on a legal route of
    /// at most `engine` links (0 when it has no route or none over the seat's track). `extra`
    /// are planned links of the seat.
    pub(super) fn best_own(&self, extra: &[(u8, u8)], from: u8, good: Good, engine: usize) -> i32 {
        self.best_for(self.me, extra, from, good, engine)
    }

    /// The same for any seat.
    pub(super) fn best_for(&self, seat: u8, extra: &[(u8, u8)], from: u8, good: Good, engine: usize) -> i32 {
        let mut best = 0;
        let mut seen = vec![from];
        self.walk(seat, extra, from, good, engine, &mut seen, 0, &mut best);
        best
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn walk(&self, seat: u8, extra: &[(u8, u8)], at: u8, good: Good, left: usize, seen: &mut Vec<u8>, own: i32, best: &mut i32) {
        if left == 0 || own + left as i32 <= *best {
            return;
        }
        // The route never visits a node twice (`seen` is the route so far, at most 7 nodes).
        let mut step = |to: u8, mine: bool| {
            if seen.contains(&to) {
                return;
            }
            let own = own + mine as i32;
            if self.takes[to as usize] & (1 << good.index()) != 0 {
                *best = (*best).max(own);
            } else {
                seen.push(to);
                self.walk(seat, extra, to, good, left - 1, seen, own, best);
                seen.pop();
            }
        };
        for &(to, owner) in &self.adj[at as usize] {
            step(to, owner == seat);
        }
        for &(a, b) in extra {
            if a == at {
                step(b, true);
            } else if b == at {
                step(a, true);
            }
        }
    }
}

/// Cubes of one colour at one node: weight 1 for each on the board, less for those still on
/// the goods display.
pub(super) struct Group {
    pub(super) node: u8,
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
    pub(super) net: Net,
    pub(super) groups: Vec<Group>,
}

impl<'a> Ctx<'a> {
    pub(super) fn new(g: &'a AgeOfSteam, me: usize) -> Ctx<'a> {
        let net = Net::new(g, me);
        let left = g.turns.saturating_sub(g.turn) + 1;
        let mut ctx = Ctx { g, me, left, net, groups: Vec::new() };
        ctx.collect_groups();
        ctx
    }

    pub(super) fn collect_groups(&mut self) {
        let g = self.g;
        let mut groups: Vec<Group> = Vec::new();
        let mut add = |node: u8, good: Good, w: f32| match groups.iter_mut().find(|x| x.node == node && x.good == good) {
            Some(x) => x.weights.push(w),
            None => groups.push(Group { node, good, weights: vec![w], contest: 1.0 }),
        };
        for (i, h) in g.hexes.iter().enumerate() {
            let n = self.net.node[i];
            if n == NO {
                continue;
            }
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
                let n = self.net.node[city];
                if n == NO {
                    continue;
                }
                for (k, &c) in cubes.iter().rev().enumerate() {
                    add(n, c, DISPLAY_WEIGHT[k.min(2)] * W.display);
                }
            }
        }
        for gr in &mut groups {
            let rival = g.order.iter().any(|&q| {
                q != self.me && self.net.best_for(q as u8, &[], gr.node, gr.good, g.players[q].engine as usize) > 0
            });
            if rival {
                gr.contest = W.contest;
            }
        }
        self.groups = groups;
    }

    pub(super) fn engine(&self) -> usize {
        self.g.players[self.me].engine as usize
    }

    /// What the seat's deliveries are worth over the rest of the game, from `t0` turns ahead:
    /// the best cubes first, two a turn, each own link +1 income for the turns left and points
    /// at the end.
    pub(super) fn potential(&self, net: &Net, extra: &[(u8, u8)], engine: usize, t0: u32) -> f32 {
        let mut vals: Vec<f32> = Vec::with_capacity(48);
        for gr in &self.groups {
            let b = net.best_own(extra, gr.node, gr.good, engine);
            if b > 0 {
                vals.extend(gr.weights.iter().map(|w| b as f32 * w * gr.contest));
            }
        }
        vals.sort_by(|a, b| b.total_cmp(a));
        let r = self.left as i32;
        let mut sum = 0.0;
        for (i, v) in vals.iter().enumerate() {
            let t = t0 as i32 + (i / 2) as i32;
            if t >= r {
                break;
            }
            sum += v * ((r - t) as f32 + W.end_vp) * W.later.powi(t);
        }
        sum
    }

    /// The potential with the locomotive as it is or one level up (which costs $1 a turn),
    /// whichever is worth more: plans should see what a longer route would pay.
    pub(super) fn outlook(&self, net: &Net, extra: &[(u8, u8)], t0: u32) -> f32 {
        let engine = self.engine();
        let now = self.potential(net, extra, engine, t0);
        if engine >= self.g.rules().max_engine as usize || self.left < 3 {
            return now;
        }
        now.max(self.potential(net, extra, engine + 1, t0) - self.left as f32)
    }

    /// Price of one dollar in the same units: late in the game cash is worth little.
    /// Cash that will not be needed for expenses (and so never calls for a share) is worth less.
    pub(super) fn dollar(&self) -> f32 {
        let base = match self.left {
            1 => 0.4,
            2 => 0.8,
            _ => 1.0,
        };
        let pl = &self.g.players[self.me];
        let flow = pl.income - (pl.shares + pl.engine) as i32;
        let slack = pl.money + flow * (self.left as i32 - 1) - reserve(self.g, self.me);
        if slack > W.slack { base * W.spare } else { base }
    }

    /// Cost of issuing one share, in the same units: 3 points and $1 every turn left, scaled.
    pub(super) fn share_cost(&self) -> f32 {
        W.share_k * (3.0 + self.left as f32)
    }
}

/// Cash to keep for this turn's expenses that income will not cover.
pub(super) fn reserve(g: &AgeOfSteam, p: usize) -> i32 {
    let pl = &g.players[p];
    (pl.shares as i32 + pl.engine as i32 - pl.income).max(0)
}
