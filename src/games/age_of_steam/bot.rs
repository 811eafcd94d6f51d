//! The computer player. In Age of Steam income is everything: each share and locomotive level
//! costs $1 every turn for the rest of the game, so the bot spends only on track that soon lets
//! it carry goods over its own links. It therefore plans whole links rather than tiles: cheapest
//! paths over buildable hexes from cities, towns and unfinished track, each valued by the
//! deliveries it would add (cubes on the board, then those due from the display, less when a
//! rival can take them first) against its price. It finishes what it starts in the turn, or the
//! next at worst, before others cut it off. Shares follow the turn's plan and keep it solvent,
//! bids stay low, and goods go where they pay the bot most. A decision is a few small searches,
//! cheap enough for a tablet.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::core::hex::{opposite, Hex};
use crate::core::track::Path;
use crate::core::{Game, Rng};

use crate::rail::network::Across;
use crate::rail::goods::accepts;
use crate::rail::End;
use crate::rail::{Good, Ground, TileClass};

use super::manifest;
use super::{column_capacity, Action, AgeOfSteam, Phase, Special};

const NO: u8 = u8::MAX;

/// The weights of the bot's judgement, in one place. Worth is counted in points and dollars
/// alike ("units"): +1 income for the rest of the game is worth the turns left plus `end_vp`.
struct Weights {
    /// Display cubes count this much of a board cube (times their place in the queue).
    display: f32,
    /// Confidence kept for each turn a delivery lies further ahead.
    later: f32,
    /// Share of its worth a plan keeps when it is finished only next turn (it may be cut off).
    next_turn: f32,
    /// Cash beyond this, after the expenses to the end, is spare and worth `spare` of a dollar.
    slack: i32,
    spare: f32,
    /// A further share must add this much worth.
    share_margin: f32,
    /// End-of-game worth of one income, beyond the cash it brings.
    end_vp: f32,
    /// Bids go up to spare cash divided by `bid_div`, at most `bid_max`.
    bid_div: i32,
    bid_max: i32,
    /// Worth of building first when nothing else is at stake.
    first_build: f32,
    /// Shares issued on the first turn at least: the first links need them.
    shares_t1: u32,
    /// Worth of one track section in a complete link (a point at the end, and reach).
    tile_vp: f32,
    /// A share costs 3 points and $1 a turn; this scales it.
    share_k: f32,
    /// Cubes another railroad can deliver over its own track count this much.
    contest: f32,
}

const W: Weights = Weights {
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
};

/// Share of a waiting display cube's value by its place in the arrival queue.
const DISPLAY_WEIGHT: [f32; 3] = [0.5, 0.3, 0.2];

// ----- the link graph and what it can deliver -----

/// Cities and towns (compact numbers) joined by complete links, seen by one seat.
#[derive(Clone)]
struct Net {
    /// Board index -> compact node number, or `NO`.
    node: Vec<u8>,
    /// Per node, a bit per goods colour (`Good::index`) it takes: the rail core's delivery rule.
    takes: Vec<u8>,
    /// Per node: (other node, owner of the link or `NO`).
    adj: Vec<Vec<(u8, u8)>>,
    /// The seat whose own links count, and who owns planned links.
    me: u8,
}

impl Net {
    fn new(g: &AgeOfSteam, me: usize) -> Net {
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
    fn best_own(&self, extra: &[(u8, u8)], from: u8, good: Good, engine: usize) -> i32 {
        self.best_for(self.me, extra, from, good, engine)
    }

    /// The same for any seat.
    fn best_for(&self, seat: u8, extra: &[(u8, u8)], from: u8, good: Good, engine: usize) -> i32 {
        let mut best = 0;
        let mut seen = vec![from];
        self.walk(seat, extra, from, good, engine, &mut seen, 0, &mut best);
        best
    }

    #[allow(clippy::too_many_arguments)]
    fn walk(&self, seat: u8, extra: &[(u8, u8)], at: u8, good: Good, left: usize, seen: &mut Vec<u8>, own: i32, best: &mut i32) {
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
struct Group {
    node: u8,
    good: Good,
    weights: Vec<f32>,
    /// Less when another railroad can deliver these cubes over its own track.
    contest: f32,
}

struct Ctx<'a> {
    g: &'a AgeOfSteam,
    me: usize,
    /// Turns left, this one included.
    left: u32,
    net: Net,
    groups: Vec<Group>,
}

impl<'a> Ctx<'a> {
    fn new(g: &'a AgeOfSteam, me: usize) -> Ctx<'a> {
        let net = Net::new(g, me);
        let left = g.turns.saturating_sub(g.turn) + 1;
        let mut ctx = Ctx { g, me, left, net, groups: Vec::new() };
        ctx.collect_groups();
        ctx
    }

    fn collect_groups(&mut self) {
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

    fn engine(&self) -> usize {
        self.g.players[self.me].engine as usize
    }

    /// What the seat's deliveries are worth over the rest of the game, from `t0` turns ahead:
    /// the best cubes first, two a turn, each own link +1 income for the turns left and points
    /// at the end.
    fn potential(&self, net: &Net, extra: &[(u8, u8)], engine: usize, t0: u32) -> f32 {
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
    fn outlook(&self, net: &Net, extra: &[(u8, u8)], t0: u32) -> f32 {
        let engine = self.engine();
        let now = self.potential(net, extra, engine, t0);
        if engine >= self.g.rules().max_engine as usize || self.left < 3 {
            return now;
        }
        now.max(self.potential(net, extra, engine + 1, t0) - self.left as f32)
    }

    /// Price of one dollar in the same units: late in the game cash is worth little.
    /// Cash that will not be needed for expenses (and so never calls for a share) is worth less.
    fn dollar(&self) -> f32 {
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
    fn share_cost(&self) -> f32 {
        W.share_k * (3.0 + self.left as f32)
    }
}

/// Cash to keep for this turn's expenses that income will not cover.
fn reserve(g: &AgeOfSteam, p: usize) -> i32 {
    let pl = &g.players[p];
    (pl.shares as i32 + pl.engine as i32 - pl.income).max(0)
}

// ----- planning links -----

/// One build of a plan: the paths the hex must carry afterwards.
#[derive(Clone, Copy, Debug)]
struct Step {
    hex: usize,
    need: [Option<Path>; 2],
    cost: u32,
}

/// A link (or a chain of links through towns) the seat could build.
#[derive(Clone, Debug)]
struct Cand {
    steps: Vec<Step>,
    /// Planned links, compact node pairs.
    links: Vec<(u8, u8)>,
    /// Track already there that completing it makes count (an unfinished section).
    claimed: u32,
    /// Gain in potential if complete this turn / next turn.
    now: f32,
    next: f32,
}

impl Cand {
    fn tiles(&self) -> u32 {
        self.steps.len() as u32
    }

    fn cost(&self) -> u32 {
        self.steps.iter().map(|s| s.cost).sum()
    }

    fn cost_first(&self, n: u32) -> u32 {
        self.steps.iter().take(n as usize).map(|s| s.cost).sum()
    }

    /// Worth of the plan with `builds` builds left this turn, `None` when it cannot be done.
    fn net(&self, ctx: &Ctx, builds: u32) -> Option<f32> {
        let tiles = self.tiles();
        let gain = if tiles <= builds {
            self.now
        } else if ctx.left >= 2 && tiles <= builds + 3 {
            self.next
        } else {
            return None;
        };
        Some(gain + W.tile_vp * (tiles + self.claimed) as f32 - ctx.dollar() * self.cost() as f32)
    }

    /// Money needed this turn.
    fn cost_now(&self, builds: u32) -> u32 {
        self.cost_first(builds)
    }

    /// Can the seat pay for it with `money` to spend now? Track to finish next turn must be
    /// paid for already, or it may be lost half built when next turn's cash runs short.
    fn affordable(&self, builds: u32, money: i32) -> bool {
        self.cost_now(builds) as i32 <= money && (self.tiles() <= builds || self.cost() as i32 <= money)
    }
}

/// Where a search starts: the track enters the neighbour of `hex` across `edge`.
struct Seed {
    hex: usize,
    edge: u8,
    cost: u32,
    tiles: u32,
    prefix: Option<Step>,
}

const ROOT: u32 = 1 << 31;

#[derive(Clone, Copy)]
struct Reached {
    key: u32,
    parent: u32,
    edge: u8,
    last: Option<Step>,
}

/// Shapes of the simple tiles, for the supply: straight, gentle, sharp.
struct Kinds {
    simple: [Option<usize>; 3],
    town_one: Option<usize>,
}

fn kinds() -> Kinds {
    let m = manifest();
    let mut simple = [None; 3];
    let mut town_one = None;
    for (k, t) in m.tiles.iter().enumerate() {
        match t.class {
            TileClass::Simple if t.paths.len() == 1 => {
                if let Some(b) = t.paths[0].bend() {
                    simple[b as usize] = Some(k);
                }
            }
            TileClass::Town if t.paths.len() == 1 => town_one = Some(k),
            _ => {}
        }
    }
    Kinds { simple, town_one }
}

/// Index of an edge-to-edge path for lookup tables.
fn path_slot(p: Path) -> usize {
    p.a as usize * 6 + p.b.unwrap_or(p.a) as usize
}

/// A new simple tile on ground `t`, by this map's prices.
fn terrain_cost(g: &AgeOfSteam, t: Ground) -> u32 {
    g.rules().prices.place(TileClass::Simple, t)
}

struct Planner<'a> {
    g: &'a AgeOfSteam,
    max_tiles: u32,
    /// Shapes with tiles left: straight, gentle, sharp.
    shape_ok: [bool; 3],
    town_end_cost: Option<u32>,
    /// A town disc with two spokes, to run through a town.
    town_through: u32,
    discs: bool,
    /// Hexes changed this build step (no second change).
    touched: Vec<bool>,
    /// Cost of upgrading a simple tile (by path slot) with a second path, 0 when impossible.
    upgrade: [[u8; 36]; 36],
    dist: Vec<u32>,
    parent: Vec<u32>,
    tiles: Vec<u8>,
    reached: Vec<Option<Reached>>,
    heap: BinaryHeap<Reverse<(u32, u32)>>,
}

impl<'a> Planner<'a> {
    fn new(g: &'a AgeOfSteam, max_tiles: u32, touched: &[Hex]) -> Planner<'a> {
        let k = kinds();
        let left = |kind: Option<usize>| kind.is_some_and(|k| g.supply[k] > 0);
        let shape_ok = [left(k.simple[0]), left(k.simple[1]), left(k.simple[2])];
        let discs = g.discs > 0 && shape_ok.iter().any(|&x| x);
        let prices = &g.rules().prices;
        let town_end_cost = if left(k.town_one) {
            Some(prices.town + prices.town_exit)
        } else if discs {
            Some(prices.town + 2 * prices.town_exit)
        } else {
            None
        };
        let n = g.map.hexes.len();
        let mut upgrade = [[0u8; 36]; 36];
        for (kind, def) in manifest().tiles.iter().enumerate() {
            let cost = match def.class {
                TileClass::Crossing => prices.to_crossing,
                TileClass::Coexisting => prices.upgrade,
                _ => continue,
            } as u8;
            if g.supply[kind] == 0 || def.paths.len() != 2 {
                continue;
            }
            for (_, paths) in &def.orientations {
                let (a, b) = (path_slot(paths[0]), path_slot(paths[1]));
                for (x, y) in [(a, b), (b, a)] {
                    if upgrade[x][y] == 0 || upgrade[x][y] > cost {
                        upgrade[x][y] = cost;
                    }
                }
            }
        }
        let mut touched_hexes = vec![false; n];
        for h in touched {
            if let Some(i) = g.map.at(*h) {
                touched_hexes[i] = true;
            }
        }
        Planner {
            g,
            max_tiles,
            shape_ok,
            town_end_cost,
            town_through: prices.town + 2 * prices.town_exit,
            discs,
            touched: touched_hexes,
            upgrade,
            dist: vec![u32::MAX; n * 6],
            parent: vec![ROOT; n * 6],
            tiles: vec![0; n * 6],
            reached: vec![None; n],
            heap: BinaryHeap::new(),
        }
    }

    fn key(cost: u32, tiles: u32) -> u32 {
        cost * 16 + tiles
    }

    fn chain_has(&self, mut r: u32, hex: usize) -> bool {
        while r & ROOT == 0 {
            if r as usize / 6 == hex {
                return true;
            }
            r = self.parent[r as usize];
        }
        false
    }

    fn record(&mut self, target: usize, cost: u32, tiles: u32, parent: u32, edge: u8, last: Option<Step>) {
        let key = Self::key(cost, tiles);
        if self.reached[target].is_none_or(|r| key < r.key) {
            self.reached[target] = Some(Reached { key, parent, edge, last });
        }
    }

    fn push(&mut self, state: usize, cost: u32, tiles: u32, parent: u32) {
        if tiles > self.max_tiles {
            return;
        }
        let key = Self::key(cost, tiles);
        if key < self.dist[state] {
            self.dist[state] = key;
            self.tiles[state] = tiles as u8;
            self.parent[state] = parent;
            self.heap.push(Reverse((key, state as u32)));
        }
    }

    /// New track leaves `from` across `x` into the neighbouring hex.
    fn enter(&mut self, src: usize, from: usize, x: u8, cost: u32, tiles: u32, parent: u32) {
        let g = self.g;
        let v = g.view();
        let Some(m) = v.neighbor(from, x) else { return };
        if g.map.hexes[m].terrain == Ground::Water {
            return;
        }
        let en = opposite(x);
        if v.is_city(m) {
            if m != src && tiles > 0 {
                self.record(m, cost, tiles, parent, x, None);
            }
        } else if v.is_town(m) {
            if m == src || self.touched[m] || self.chain_has(parent, m) || tiles + 1 > self.max_tiles {
                return;
            }
            match &g.hexes[m].tile {
                None => {
                    if let Some(c) = self.town_end_cost {
                        let last = Step { hex: m, need: [Some(Path::new(en, None)), None], cost: c };
                        self.record(m, cost + c, tiles + 1, parent, x, Some(last));
                    }
                    if self.discs {
                        self.push(m * 6 + en as usize, cost + self.town_through, tiles + 1, parent);
                    }
                }
                Some(t) => {
                    if !t.segs.iter().any(|s| s.path.touches(en)) {
                        let c = g.rules().prices.town_upgrade;
                        let last = Step { hex: m, need: [Some(Path::new(en, None)), None], cost: c };
                        self.record(m, cost + c, tiles + 1, parent, x, Some(last));
                    }
                }
            }
        } else {
            match &g.hexes[m].tile {
                None => self.push(m * 6 + en as usize, cost + terrain_cost(g, g.map.hexes[m].terrain), tiles + 1, parent),
                // Across a simple tile by upgrading it; paid on the way out, by the shape.
                Some(t) if !self.touched[m] && t.segs.len() == 1 && !t.segs[0].path.touches(en) => {
                    self.push(m * 6 + en as usize, cost, tiles + 1, parent)
                }
                _ => {}
            }
        }
    }

    /// Price of upgrading the simple tile on `h` to add the path `new`, if a tile allows it.
    fn upgrade_cost(&self, h: usize, new: Path) -> Option<u32> {
        let old = self.g.hexes[h].tile.as_ref()?.segs.first()?.path;
        match self.upgrade[path_slot(old)][path_slot(new)] {
            0 => None,
            c => Some(c as u32),
        }
    }

    /// Cheapest track from `src` (through the seeds) to every city and town it can reach.
    fn search(&mut self, ctx: &Ctx, src: usize, seeds: &[Seed], claimed: u32, out: &mut Vec<Cand>) {
        let g = self.g;
        let v = g.view();
        self.dist.fill(u32::MAX);
        self.reached.fill(None);
        self.heap.clear();
        for (k, s) in seeds.iter().enumerate() {
            self.enter(src, s.hex, s.edge, s.cost, s.tiles, ROOT | k as u32);
        }
        while let Some(Reverse((key, state))) = self.heap.pop() {
            let state = state as usize;
            if key > self.dist[state] {
                continue;
            }
            let (h, en) = (state / 6, (state % 6) as u8);
            let cost = key / 16;
            let tiles = self.tiles[state] as u32;
            let upgrade = !v.is_town(h) && g.hexes[h].tile.is_some();
            for x in 0..6u8 {
                if x == en || v.across(h, x) == Across::Blocked {
                    continue;
                }
                let extra = if upgrade {
                    match self.upgrade_cost(h, Path::new(en, Some(x))) {
                        Some(c) => c,
                        None => continue,
                    }
                } else if Path::new(en, Some(x)).bend().is_some_and(|b| self.shape_ok[b as usize]) {
                    0
                } else {
                    continue;
                };
                self.enter(src, h, x, cost + extra, tiles, state as u32);
            }
        }
        // Turn what was reached into plans.
        for target in 0..g.map.hexes.len() {
            let Some(r) = self.reached[target] else { continue };
            let mut steps = Vec::new();
            if let Some(last) = r.last {
                steps.push(last);
            }
            let mut exit = r.edge;
            let mut at = r.parent;
            while at & ROOT == 0 {
                let (h, en) = (at as usize / 6, (at % 6) as u8);
                let step = if v.is_town(h) {
                    Step { hex: h, need: [Some(Path::new(en, None)), Some(Path::new(exit, None))], cost: self.town_through }
                } else if g.hexes[h].tile.is_some() {
                    let new = Path::new(en, Some(exit));
                    Step { hex: h, need: [Some(new), None], cost: self.upgrade_cost(h, new).unwrap_or(g.rules().prices.to_crossing) }
                } else {
                    Step { hex: h, need: [Some(Path::new(en, Some(exit))), None], cost: terrain_cost(g, g.map.hexes[h].terrain) }
                };
                steps.push(step);
                exit = opposite(en);
                at = self.parent[at as usize];
            }
            if let Some(p) = seeds[(at & !ROOT) as usize].prefix {
                steps.push(p);
            }
            steps.reverse();
            if steps.is_empty() {
                continue;
            }
            // A path that crosses itself is no plan.
            let mut hexes: Vec<usize> = steps.iter().map(|s| s.hex).collect();
            hexes.sort_unstable();
            if hexes.windows(2).any(|w| w[0] == w[1]) {
                continue;
            }
            let mut chain = vec![src];
            chain.extend(steps.iter().filter(|s| s.need[1].is_some() && v.is_town(s.hex)).map(|s| s.hex));
            chain.push(target);
            let links: Vec<(u8, u8)> = chain.windows(2).map(|w| (ctx.net.node[w[0]], ctx.net.node[w[1]])).collect();
            if links.iter().any(|&(a, b)| a == NO || b == NO) {
                continue;
            }
            out.push(Cand { steps, links, claimed, now: 0.0, next: 0.0 });
        }
    }
}

/// Every link the seat could build with at most `max_tiles` builds, valued.
fn candidates(ctx: &Ctx, max_tiles: u32, builds_lo: u32, builds_hi: u32, touched: &[Hex]) -> Vec<Cand> {
    let g = ctx.g;
    let me = ctx.me;
    let v = g.view();
    let mut planner = Planner::new(g, max_tiles, touched);
    let mut out = Vec::new();
    for i in 0..g.map.hexes.len() {
        if v.is_city(i) {
            let seeds: Vec<Seed> = (0..6).map(|e| Seed { hex: i, edge: e, cost: 0, tiles: 0, prefix: None }).collect();
            planner.search(ctx, i, &seeds, 0, &mut out);
        } else if v.is_town(i) && v.has_spoke(i, me) {
            let t = g.hexes[i].tile.as_ref().expect("a spoke");
            let seeds: Vec<Seed> = (0..6u8)
                .filter(|&e| !t.segs.iter().any(|s| s.path.touches(e)))
                .filter(|&e| v.across(i, e) != Across::Blocked)
                .map(|e| Seed {
                    hex: i,
                    edge: e,
                    cost: 3,
                    tiles: 1,
                    prefix: Some(Step { hex: i, need: [Some(Path::new(e, None)), None], cost: 3 }),
                })
                .collect();
            planner.search(ctx, i, &seeds, 0, &mut out);
        }
    }
    // Unfinished track: the seat's own, and any without an owner.
    for t in v.sections() {
        let End::Open(h, e) = t.end else { continue };
        let owner = t.owner(&g.hexes);
        if owner.is_some_and(|o| o != me) {
            continue;
        }
        let seeds = [Seed { hex: h, edge: e, cost: 0, tiles: 0, prefix: None }];
        planner.search(ctx, t.from, &seeds, t.segs.len() as u32, &mut out);
    }
    value(ctx, &mut out, builds_lo, builds_hi);
    out
}

/// Fills in what each plan adds to the seat's deliveries.
fn value(ctx: &Ctx, cands: &mut [Cand], builds_lo: u32, builds_hi: u32) {
    let base0 = ctx.outlook(&ctx.net, &[], 0);
    let base1 = ctx.outlook(&ctx.net, &[], 1);
    for c in cands.iter_mut() {
        let tiles = c.tiles();
        if tiles <= builds_hi {
            c.now = ctx.outlook(&ctx.net, &c.links, 0) - base0;
        }
        if tiles > builds_lo && ctx.left >= 2 {
            c.next = W.next_turn * (ctx.outlook(&ctx.net, &c.links, 1) - base1);
        }
    }
}

/// The plans for this turn, picked greedily: (worth, money spent this turn, planned links).
fn turn_plan(ctx: &Ctx, cands: &[Cand], builds: u32, money: i32) -> (f32, i32, Vec<(u8, u8)>) {
    let mut order: Vec<(f32, usize)> = cands.iter().enumerate().filter_map(|(k, c)| c.net(ctx, builds).map(|n| (n, k))).collect();
    order.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let (mut worth, mut spent, mut left) = (0.0, 0i32, builds);
    let mut used: Vec<usize> = Vec::new();
    let mut links = Vec::new();
    for (_, k) in order {
        let c = &cands[k];
        let Some(net) = c.net(ctx, left) else { continue };
        let now = c.cost_now(left) as i32;
        if net <= 0.0 || !c.affordable(left, money - spent) || c.steps.iter().any(|s| used.contains(&s.hex)) {
            continue;
        }
        worth += net;
        spent += now;
        used.extend(c.steps.iter().map(|s| s.hex));
        links.extend(c.links.iter().copied());
        if c.tiles() >= left {
            break;
        }
        left -= c.tiles();
    }
    (worth, spent, links)
}

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
        Phase::Shares { .. } => shares(g, p),
        Phase::Auction { high, .. } => auction(g, p, *high, &legal),
        Phase::Actions { .. } => special(g, p, &legal),
        Phase::Move { round, upgraded, .. } => goods(g, p, *round, upgraded[p], &legal),
        Phase::Produce { cube, .. } => produce(g, p, *cube, &legal),
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

fn shares(g: &AgeOfSteam, p: usize) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let r = g.rules();
    let room = r.share_limit.saturating_sub(pl.shares);
    // Never run short: a dollar short costs a dollar of income.
    let short = pl.shares as i32 + pl.engine as i32 - pl.income - pl.money;
    let must = if short > 0 { (short as u32).div_ceil((r.share_price - 1) as u32) } else { 0 };
    let cands = candidates(&ctx, 6, 3, 3, &[]);
    let plan_for = |k: u32| {
        let money = pl.money + k as i32 * r.share_price - (pl.shares as i32 + k as i32 + pl.engine as i32 - pl.income).max(0);
        let (worth, _, _) = turn_plan(&ctx, &cands, 3, money);
        worth - k as f32 * ctx.share_cost()
    };
    let most = room.min(if g.turn == 1 { 5 } else { 4 });
    let must = must.max(if g.turn == 1 { W.shares_t1 } else { 0 }).min(room);
    let mut best = (plan_for(must), must);
    for k in must + 1..=most {
        let w = plan_for(k);
        // Another share must pay for itself clearly.
        if w > best.0 + W.share_margin {
            best = (w, k);
        }
    }
    Some(Action::IssueShares { count: best.1.min(room) })
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
        let now = ctx.potential(&ctx.net, &links, engine, 0);
        let more = ctx.potential(&ctx.net, &links, engine + 1, 0);
        // A level costs $1 every turn left.
        worth.push((more - now - left + 1.0, Special::Locomotive));
    }
    worth.push((w4 - w3, Special::Engineer));
    worth.push((urbanize_best(&ctx, &links).map_or(0.0, |u| u.0), Special::Urbanization));
    worth.push((W.first_build, Special::FirstBuild));
    worth.push((1.0, Special::FirstMove));
    worth.push((0.5, Special::Production));
    worth.push((0.2, Special::TurnOrder));
    worth.sort_by(|a, b| b.0.total_cmp(&a.0));
    worth.into_iter().map(|(_, action)| Action::Choose { action }).find(|a| legal.contains(a))
}

/// The best new city to place: (gain, town, new city).
fn urbanize_best(ctx: &Ctx, links: &[(u8, u8)]) -> Option<(f32, usize, usize)> {
    let g = ctx.g;
    let v = g.view();
    let base = ctx.outlook(&ctx.net, links, 0);
    let mut best: Option<(f32, usize, usize)> = None;
    let mut tried: Vec<Good> = Vec::new();
    for (n, nc) in g.map.new_cities.iter().enumerate() {
        if !g.new_city_free.get(n).copied().unwrap_or(false) || tried.contains(&nc.colour) {
            continue;
        }
        tried.push(nc.colour);
        for i in 0..g.map.hexes.len() {
            if !v.is_town(i) || ctx.net.node[i] == NO {
                continue;
            }
            let node = ctx.net.node[i] as usize;
            // Only towns the seat's track reaches or plans to.
            if !ctx.net.adj[node].iter().any(|&(_, o)| o == ctx.net.me) && !links.iter().any(|&(a, b)| a as usize == node || b as usize == node) {
                continue;
            }
            let mut net = ctx.net.clone();
            net.takes[node] = 1 << nc.colour.index();
            let gain = ctx.outlook(&net, links, 0) - base;
            if best.is_none_or(|b| gain > b.0) {
                best = Some((gain, i, n));
            }
        }
    }
    best
}

fn build(g: &AgeOfSteam, p: usize, builds: u32, touched: &[Hex], urbanized: bool) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let allowed = if pl.special == Some(Special::Engineer) { 4 } else { 3 };
    let left = allowed - builds.min(allowed);
    let money = pl.money - reserve(g, p);
    let cands = candidates(&ctx, left + 3, left, left, touched);
    if pl.special == Some(Special::Urbanization) && !urbanized && builds == 0 {
        let (_, _, links) = turn_plan(&ctx, &cands, left, money);
        if let Some((gain, town, city)) = urbanize_best(&ctx, &links) {
            let a = Action::Urbanize { hex: g.map.hexes[town].hex, city };
            if gain > 2.0 && g.clone().apply(&a).is_ok() {
                return Some(a);
            }
        }
    }
    if left == 0 {
        return None;
    }
    let mut order: Vec<(f32, usize)> = cands
        .iter()
        .enumerate()
        .filter_map(|(k, c)| c.net(&ctx, left).map(|n| (n, k)))
        .filter(|&(n, k)| n > 0.0 && cands[k].affordable(left, money))
        .collect();
    order.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut tried: Vec<usize> = Vec::new();
    for (_, k) in order {
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
    fits.sort_unstable();
    let hex = g.map.hexes[step.hex].hex;
    // The engine's own check has the last word (it lists one orientation of equal track).
    fits.into_iter()
        .map(|(_, _, tile, turns)| Action::Build { hex, tile, turns })
        .find(|a| g.clone().apply(a).is_ok())
}

fn goods(g: &AgeOfSteam, p: usize, round: u8, upgraded: bool, legal: &[Action]) -> Option<Action> {
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
    own_moves.sort_unstable_by(|a, b| b.cmp(a));
    let b1 = own_moves.first().copied().unwrap_or(0);
    let b2 = own_moves.get(1).copied().unwrap_or(0);
    // A level more is $1 more expenses at once: never when it would leave the seat short.
    let affordable = pl.money + pl.income > (pl.shares + pl.engine) as i32;
    if !upgraded && affordable && pl.engine < g.rules().max_engine && legal.contains(&Action::UpgradeEngine) {
        let ctx = Ctx::new(g, p);
        let engine = ctx.engine();
        let r = ctx.left as f32;
        let income = |k: i32| k as f32 * (r + 3.0);
        // Best single delivery with one more level, still this turn.
        let c1 = ctx.groups.iter().filter(|gr| gr.weights.contains(&1.0)).map(|gr| ctx.net.best_own(&[], gr.node, gr.good, engine + 1)).max().unwrap_or(0);
        let future = ctx.potential(&ctx.net, &[], engine + 1, 1) - ctx.potential(&ctx.net, &[], engine, 1) - (r - 1.0);
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
        let Action::PlaceCube { column } = a else { continue };
        let city = if *column < 12 {
            g.map.city_of_column(*column)
        } else {
            g.hexes.iter().position(|h| h.new_city == Some(column - 12))
        };
        let worth = city.map_or(-1, |c| {
            let n = ctx.net.node[c];
            if n == NO {
                -1
            } else {
                // Sooner at the front of a short column.
                ctx.net.best_own(&[], n, cube, engine) * 4 - g.display[*column].len() as i32 + column_capacity(*column) as i32
            }
        });
        if best.as_ref().is_none_or(|(s, _)| worth > *s) {
            best = Some((worth, a.clone()));
        }
    }
    best.map(|(_, a)| a)
}
