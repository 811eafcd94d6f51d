//! A computer player for Age of Steam. Income is the whole game: every share and locomotive
//! level costs $1 a turn for good, so the bot only spends on track that lets it deliver goods
//! over its own links soon. It plans links rather than tiles: a cheapest-path search over the
//! empty hexes finds, from each city, its own or abandoned unfinished track and its towns, the
//! links it could build, and each is valued by the deliveries it adds to the bot's network
//! (cubes on the board now, then those waiting on the goods display), weighed against its price.
//! The best plan is built tile by tile, finished in the turn when it can be, and never started
//! when it cannot be finished by the next turn. Shares are issued for the turn's plan and to
//! stay solvent, bids stay low, the special action is the one worth most to the plan, and goods
//! go where they pay the bot most, raising the locomotive when a longer route pays more.
//! Everything is a few small searches, so a decision takes a few milliseconds.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::core::hex::opposite;
use crate::core::track::Path;
use crate::core::{Game, Rng};

use super::board::End;
use super::map::{manifest, Good, Ground, TileClass};
use super::{column_capacity, Action, AgeOfSteam, Phase, Special, MAX_ENGINE, SHARE_LIMIT, SHARE_PRICE};

const NO: u8 = u8::MAX;
/// Share of a waiting display cube's value by its place in the arrival queue.
const DISPLAY_WEIGHT: [f32; 3] = [0.5, 0.3, 0.2];
/// Confidence in a delivery one turn further away.
const LATER: f32 = 0.85;
/// Track finished only next turn may be cut off by other players meanwhile.
const NEXT_TURN: f32 = 0.6;

// ----- the link graph and what it can deliver -----

/// Cities and towns (compact numbers) joined by complete links, seen by one seat.
#[derive(Clone)]
struct Net {
    /// Board index -> compact node number, or `NO`.
    node: Vec<u8>,
    /// Accepted colour per node (cities only).
    colour: Vec<Option<Good>>,
    /// Per node: (other node, link owned by the seat).
    adj: Vec<Vec<(u8, bool)>>,
}

impl Net {
    fn new(g: &AgeOfSteam, me: usize) -> Net {
        let v = g.view();
        let colours = g.new_city_colours();
        let mut node = vec![NO; g.map.hexes.len()];
        let mut colour = Vec::new();
        for (i, h) in g.map.hexes.iter().enumerate() {
            if matches!(h.terrain, Ground::City | Ground::Town) && colour.len() < 128 {
                node[i] = colour.len() as u8;
                colour.push(super::goods::city_colour(&v, i, &colours).filter(|_| v.is_city(i)));
            }
        }
        let mut adj = vec![Vec::new(); colour.len()];
        for t in v.sections() {
            if let End::Node(j) = t.end {
                let (a, b) = (node[t.from], node[j]);
                if a == NO || b == NO {
                    continue;
                }
                let mine = t.owner(&g.hexes) == Some(me);
                adj[a as usize].push((b, mine));
                adj[b as usize].push((a, mine));
            }
        }
        Net { node, colour, adj }
    }

    /// Most of the seat's own links a cube of `good` at node `from` can use on a legal route of
    /// at most `engine` links (0 when it has no route or none over the seat's track). `extra`
    /// are planned links of the seat.
    fn best_own(&self, extra: &[(u8, u8)], from: u8, good: Good, engine: usize) -> i32 {
        let mut best = 0;
        self.walk(extra, from, good, engine, 1u128 << from, 0, &mut best);
        best
    }

    #[allow(clippy::too_many_arguments)]
    fn walk(&self, extra: &[(u8, u8)], at: u8, good: Good, left: usize, seen: u128, own: i32, best: &mut i32) {
        if left == 0 || own + left as i32 <= *best {
            return;
        }
        let mut step = |to: u8, mine: bool| {
            if seen & (1u128 << to) != 0 {
                return;
            }
            let own = own + mine as i32;
            if self.colour[to as usize] == Some(good) {
                *best = (*best).max(own);
            } else {
                self.walk(extra, to, good, left - 1, seen | (1u128 << to), own, best);
            }
        };
        for &(to, mine) in &self.adj[at as usize] {
            step(to, mine);
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
            None => groups.push(Group { node, good, weights: vec![w] }),
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
                    add(n, c, DISPLAY_WEIGHT[k.min(2)]);
                }
            }
        }
        self.groups = groups;
    }

    fn engine(&self) -> usize {
        self.g.players[self.me].engine as usize
    }

    /// What the seat's deliveries are worth over the rest of the game, from `t0` turns ahead:
    /// the best cubes first, two a turn, each own link +1 income for the turns left and 3
    /// points at the end.
    fn potential(&self, net: &Net, extra: &[(u8, u8)], engine: usize, t0: u32) -> f32 {
        let mut vals: Vec<f32> = Vec::with_capacity(48);
        for gr in &self.groups {
            let b = net.best_own(extra, gr.node, gr.good, engine);
            if b > 0 {
                vals.extend(gr.weights.iter().map(|w| b as f32 * w));
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
            sum += v * ((r - t) as f32 + 3.0) * LATER.powi(t);
        }
        sum
    }

    /// The potential with the locomotive as it is or one level up (which costs $1 a turn),
    /// whichever is worth more: plans should see what a longer route would pay.
    fn outlook(&self, net: &Net, extra: &[(u8, u8)], t0: u32) -> f32 {
        let engine = self.engine();
        let now = self.potential(net, extra, engine, t0);
        if engine >= MAX_ENGINE as usize || self.left < 3 {
            return now;
        }
        now.max(self.potential(net, extra, engine + 1, t0) - self.left as f32)
    }

    /// Price of one dollar in the same units: late in the game cash is worth little.
    fn dollar(&self) -> f32 {
        match self.left {
            1 => 0.4,
            2 => 0.8,
            _ => 1.0,
        }
    }

    /// Cost of issuing one share, in the same units: 3 points and $1 every turn left.
    fn share_cost(&self) -> f32 {
        3.0 + self.left as f32
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
        Some(gain + (tiles + self.claimed) as f32 - ctx.dollar() * self.cost() as f32)
    }

    /// Money needed this turn.
    fn cost_now(&self, builds: u32) -> u32 {
        self.cost_first(builds)
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

fn bend(a: u8, b: u8) -> usize {
    let d = (b + 6 - a) % 6;
    match d.min(6 - d) {
        3 => 0,
        1 => 2,
        _ => 1,
    }
}

fn terrain_cost(t: Ground) -> u32 {
    match t {
        Ground::River | Ground::Hills => 3,
        Ground::Mountain => 4,
        _ => 2,
    }
}

struct Planner<'a> {
    g: &'a AgeOfSteam,
    max_tiles: u32,
    /// Shapes with tiles left: straight, gentle, sharp.
    shape_ok: [bool; 3],
    town_end_cost: Option<u32>,
    discs: bool,
    dist: Vec<u32>,
    parent: Vec<u32>,
    tiles: Vec<u8>,
    reached: Vec<Option<Reached>>,
    heap: BinaryHeap<Reverse<(u32, u32)>>,
}

impl<'a> Planner<'a> {
    fn new(g: &'a AgeOfSteam, max_tiles: u32) -> Planner<'a> {
        let k = kinds();
        let left = |kind: Option<usize>| kind.is_some_and(|k| g.supply[k] > 0);
        let shape_ok = [left(k.simple[0]), left(k.simple[1]), left(k.simple[2])];
        let discs = g.discs > 0 && shape_ok.iter().any(|&x| x);
        let town_end_cost = if left(k.town_one) {
            Some(2)
        } else if discs {
            Some(3)
        } else {
            None
        };
        let n = g.map.hexes.len();
        Planner {
            g,
            max_tiles,
            shape_ok,
            town_end_cost,
            discs,
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
            if m == src || self.chain_has(parent, m) || tiles + 1 > self.max_tiles {
                return;
            }
            match &g.hexes[m].tile {
                None => {
                    if let Some(c) = self.town_end_cost {
                        let last = Step { hex: m, need: [Some(Path::new(en, None)), None], cost: c };
                        self.record(m, cost + c, tiles + 1, parent, x, Some(last));
                    }
                    if self.discs {
                        self.push(m * 6 + en as usize, cost + 3, tiles + 1, parent);
                    }
                }
                Some(t) => {
                    if !t.segs.iter().any(|s| s.path.touches(en)) {
                        let last = Step { hex: m, need: [Some(Path::new(en, None)), None], cost: 3 };
                        self.record(m, cost + 3, tiles + 1, parent, x, Some(last));
                    }
                }
            }
        } else if g.hexes[m].tile.is_none() {
            self.push(m * 6 + en as usize, cost + terrain_cost(g.map.hexes[m].terrain), tiles + 1, parent);
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
            for x in 0..6u8 {
                if x == en || !self.shape_ok[bend(en, x)] {
                    continue;
                }
                if v.across(h, x) == super::board::Across::Blocked {
                    continue;
                }
                self.enter(src, h, x, cost, tiles, state as u32);
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
                    Step { hex: h, need: [Some(Path::new(en, None)), Some(Path::new(exit, None))], cost: 3 }
                } else {
                    Step { hex: h, need: [Some(Path::new(en, Some(exit))), None], cost: terrain_cost(g.map.hexes[h].terrain) }
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
fn candidates(ctx: &Ctx, max_tiles: u32, builds_lo: u32, builds_hi: u32) -> Vec<Cand> {
    let g = ctx.g;
    let me = ctx.me;
    let v = g.view();
    let mut planner = Planner::new(g, max_tiles);
    let mut out = Vec::new();
    for i in 0..g.map.hexes.len() {
        if v.is_city(i) {
            let seeds: Vec<Seed> = (0..6).map(|e| Seed { hex: i, edge: e, cost: 0, tiles: 0, prefix: None }).collect();
            planner.search(ctx, i, &seeds, 0, &mut out);
        } else if v.is_town(i) && v.has_spoke(i, me) {
            let t = g.hexes[i].tile.as_ref().expect("a spoke");
            let seeds: Vec<Seed> = (0..6u8)
                .filter(|&e| !t.segs.iter().any(|s| s.path.touches(e)))
                .filter(|&e| v.across(i, e) != super::board::Across::Blocked)
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
            c.next = NEXT_TURN * (ctx.outlook(&ctx.net, &c.links, 1) - base1);
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
        if net <= 0.0 || spent + now > money || c.steps.iter().any(|s| used.contains(&s.hex)) {
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
    let legal = g.legal_actions();
    let pick = |want: &Action| legal.contains(want).then(|| want.clone());
    let choice = match &g.phase {
        Phase::Shares { .. } => shares(g, p),
        Phase::Auction { high, .. } => auction(g, p, *high, &legal),
        Phase::Actions { .. } => special(g, p, &legal),
        Phase::Build { builds, touched, urbanized, .. } => build(g, p, *builds, touched, *urbanized, &legal),
        Phase::Move { round, upgraded, .. } => goods(g, p, *round, upgraded[p], &legal),
        Phase::Produce { cube, .. } => produce(g, p, *cube, &legal),
        Phase::Over => None,
    };
    // Never anything but a listed action.
    choice.filter(|a| legal.contains(a)).or_else(|| {
        let mut rng = Rng::new(seed);
        pick(&Action::EndBuild)
            .or_else(|| pick(&Action::PassMove))
            .or_else(|| pick(&Action::DropOut))
            .or_else(|| pick(&Action::IssueShares { count: 0 }))
            .or_else(|| (!legal.is_empty()).then(|| legal[rng.index(legal.len())].clone()))
    })
}

fn shares(g: &AgeOfSteam, p: usize) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let room = SHARE_LIMIT - pl.shares;
    // Never run short: a dollar short costs a dollar of income.
    let short = pl.shares as i32 + pl.engine as i32 - pl.income - pl.money;
    let must = if short > 0 { (short as u32).div_ceil((SHARE_PRICE - 1) as u32) } else { 0 };
    let cands = candidates(&ctx, 6, 3, 3);
    let plan_for = |k: u32| {
        let money = pl.money + k as i32 * SHARE_PRICE - (pl.shares as i32 + k as i32 + pl.engine as i32 - pl.income).max(0);
        let (worth, _, _) = turn_plan(&ctx, &cands, 3, money);
        worth - k as f32 * ctx.share_cost()
    };
    let most = room.min(if g.turn == 1 { 5 } else { 4 });
    let mut best = (plan_for(must), must);
    for k in must + 1..=most {
        let w = plan_for(k);
        // Another share must pay for itself clearly.
        if w > best.0 + 1.0 {
            best = (w, k);
        }
    }
    Some(Action::IssueShares { count: best.1.min(room) })
}

fn auction(g: &AgeOfSteam, p: usize, high: u32, legal: &[Action]) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let cands = candidates(&ctx, 6, 3, 3);
    let money = pl.money - reserve(g, p);
    let (_, spend, _) = turn_plan(&ctx, &cands, 3, money);
    let spare = money - spend;
    // Going first is worth a little, never much.
    let limit = (spare / 4).clamp(0, 3) as u32;
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
    let cands = candidates(&ctx, 7, 3, 4);
    let (w3, _, links) = turn_plan(&ctx, &cands, 3, money);
    let (w4, _, _) = turn_plan(&ctx, &cands, 4, money);
    let engine = ctx.engine();
    let left = ctx.left as f32;
    let mut worth: Vec<(f32, Special)> = Vec::new();
    if engine < MAX_ENGINE as usize {
        let now = ctx.potential(&ctx.net, &links, engine, 0);
        let more = ctx.potential(&ctx.net, &links, engine + 1, 0);
        // A level costs $1 every turn left.
        worth.push((more - now - left + 1.0, Special::Locomotive));
    }
    worth.push((w4 - w3, Special::Engineer));
    worth.push((urbanize_best(&ctx, &links).map_or(0.0, |u| u.0), Special::Urbanization));
    worth.push((1.5, Special::FirstBuild));
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
            if !ctx.net.adj[node].iter().any(|&(_, m)| m) && !links.iter().any(|&(a, b)| a as usize == node || b as usize == node) {
                continue;
            }
            let mut net = ctx.net.clone();
            net.colour[node] = Some(nc.colour);
            let gain = ctx.outlook(&net, links, 0) - base;
            if best.is_none_or(|b| gain > b.0) {
                best = Some((gain, i, n));
            }
        }
    }
    best
}

fn build(g: &AgeOfSteam, p: usize, builds: u32, touched: &[crate::core::hex::Hex], urbanized: bool, legal: &[Action]) -> Option<Action> {
    let pl = &g.players[p];
    let ctx = Ctx::new(g, p);
    let allowed = if pl.special == Some(Special::Engineer) { 4 } else { 3 };
    let left = allowed - builds.min(allowed);
    if pl.special == Some(Special::Urbanization) && !urbanized && builds == 0 {
        let cands = candidates(&ctx, left + 3, left, left);
        let (_, _, links) = turn_plan(&ctx, &cands, left, pl.money - reserve(g, p));
        if let Some((gain, town, city)) = urbanize_best(&ctx, &links) {
            let a = Action::Urbanize { hex: g.map.hexes[town].hex, city };
            if gain > 2.0 && legal.contains(&a) {
                return Some(a);
            }
        }
    }
    if left == 0 {
        return Some(Action::EndBuild);
    }
    let money = pl.money - reserve(g, p);
    let cands = candidates(&ctx, left + 3, left, left);
    let mut order: Vec<(f32, usize)> = cands
        .iter()
        .enumerate()
        .filter_map(|(k, c)| c.net(&ctx, left).map(|n| (n, k)))
        .filter(|&(n, k)| n > 0.0 && cands[k].cost_now(left) as i32 <= money)
        .collect();
    order.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    if order.is_empty() {
        return Some(Action::EndBuild);
    }
    let options = g.build_options(p, touched);
    for (_, k) in order {
        let step = cands[k].steps[0];
        let hex = g.map.hexes[step.hex].hex;
        let fit = options
            .iter()
            .filter(|(a, plan)| {
                matches!(a, Action::Build { hex: h, .. } if *h == hex)
                    && step.need.iter().flatten().all(|n| plan.tile.segs.iter().any(|s| s.path == *n && s.owner == Some(p)))
            })
            .min_by_key(|(_, plan)| (plan.cost, plan.tile.segs.len()));
        if let Some((a, _)) = fit {
            return Some(a.clone());
        }
    }
    Some(Action::EndBuild)
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
    if !upgraded && affordable && pl.engine < MAX_ENGINE && legal.contains(&Action::UpgradeEngine) {
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
