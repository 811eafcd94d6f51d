//! Planning links: cheapest buildable paths from cities, towns and unfinished track, each
//! priced by the map's price table and valued by the deliveries it adds.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::core::hex::{opposite, Hex};
use crate::core::track::Path;

use crate::rail::network::Across;
use crate::rail::End;
use crate::rail::{Ground, TileClass};

use super::super::manifest;
use super::super::AgeOfSteam;

use super::net::Ctx;
use super::{NO, W};

// ----- planning links -----

/// One build of a plan: the paths the hex must carry afterwards.
#[derive(Clone, Copy, Debug)]
pub(super) struct Step {
    pub(super) hex: usize,
    pub(super) need: [Option<Path>; 2],
    pub(super) cost: u32,
}

/// A link (or a chain of links through towns) the seat could build.
#[derive(Clone, Debug)]
pub(super) struct Cand {
    pub(super) steps: Vec<Step>,
    /// Planned links, compact node pairs.
    pub(super) links: Vec<(u8, u8)>,
    /// Track already there that completing it makes count (an unfinished section).
    pub(super) claimed: u32,
    /// Gain in potential if complete this turn / next turn.
    pub(super) now: f32,
    pub(super) next: f32,
}

impl Cand {
    pub(super) fn tiles(&self) -> u32 {
        self.steps.len() as u32
    }

    pub(super) fn cost(&self) -> u32 {
        self.steps.iter().map(|s| s.cost).sum()
    }

    pub(super) fn cost_first(&self, n: u32) -> u32 {
        self.steps.iter().take(n as usize).map(|s| s.cost).sum()
    }

    /// Worth of the plan with `builds` builds left this turn, `None` when it cannot be done.
    pub(super) fn net(&self, ctx: &Ctx, builds: u32) -> Option<f32> {
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
    pub(super) fn cost_now(&self, builds: u32) -> u32 {
        self.cost_first(builds)
    }

    /// Can the seat pay for it with `money` to spend now? Track to finish next turn must be
    /// paid for already, or it may be lost half built when next turn's cash runs short.
    pub(super) fn affordable(&self, builds: u32, money: i32) -> bool {
        self.cost_now(builds) as i32 <= money && (self.tiles() <= builds || self.cost() as i32 <= money)
    }
}

/// Where a search starts: the track enters the neighbour of `hex` across `edge`.
pub(super) struct Seed {
    pub(super) hex: usize,
    pub(super) edge: u8,
    pub(super) cost: u32,
    pub(super) tiles: u32,
    pub(super) prefix: Option<Step>,
}

pub(super) const ROOT: u32 = 1 << 31;

#[derive(Clone, Copy)]
pub(super) struct Reached {
    pub(super) key: u32,
    pub(super) parent: u32,
    pub(super) edge: u8,
    pub(super) last: Option<Step>,
}

/// Shapes of the simple tiles, for the supply: straight, gentle, sharp.
pub(super) struct Kinds {
    pub(super) simple: [Option<usize>; 3],
    pub(super) town_one: Option<usize>,
}

pub(super) fn kinds() -> Kinds {
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
pub(super) fn path_slot(p: Path) -> usize {
    p.a as usize * 6 + p.b.unwrap_or(p.a) as usize
}

/// A new simple tile on ground `t`, by this map's prices.
pub(super) fn terrain_cost(g: &AgeOfSteam, t: Ground) -> u32 {
    g.rules().prices.place(TileClass::Simple, t)
}

pub(super) struct Planner<'a> {
    pub(super) g: &'a AgeOfSteam,
    pub(super) max_tiles: u32,
    /// Shapes with tiles left: straight, gentle, sharp.
    pub(super) shape_ok: [bool; 3],
    pub(super) town_end_cost: Option<u32>,
    /// A town disc with two spokes, to run through a town.
    pub(super) town_through: u32,
    pub(super) discs: bool,
    /// Hexes changed this build step (no second change).
    pub(super) touched: Vec<bool>,
    /// Cost of upgrading a simple tile (by path slot) with a second path, 0 when impossible.
    pub(super) upgrade: [[u8; 36]; 36],
    pub(super) dist: Vec<u32>,
    pub(super) parent: Vec<u32>,
    pub(super) tiles: Vec<u8>,
    pub(super) reached: Vec<Option<Reached>>,
    pub(super) heap: BinaryHeap<Reverse<(u32, u32)>>,
}

impl<'a> Planner<'a> {
    pub(super) fn new(g: &'a AgeOfSteam, max_tiles: u32, touched: &[Hex]) -> Planner<'a> {
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

    pub(super) fn key(cost: u32, tiles: u32) -> u32 {
        cost * 16 + tiles
    }

    pub(super) fn chain_has(&self, mut r: u32, hex: usize) -> bool {
        while r & ROOT == 0 {
            if r as usize / 6 == hex {
                return true;
            }
            r = self.parent[r as usize];
        }
        false
    }

    pub(super) fn record(&mut self, target: usize, cost: u32, tiles: u32, parent: u32, edge: u8, last: Option<Step>) {
        let key = Self::key(cost, tiles);
        if self.reached[target].is_none_or(|r| key < r.key) {
            self.reached[target] = Some(Reached { key, parent, edge, last });
        }
    }

    pub(super) fn push(&mut self, state: usize, cost: u32, tiles: u32, parent: u32) {
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
    pub(super) fn enter(&mut self, src: usize, from: usize, x: u8, cost: u32, tiles: u32, parent: u32) {
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
    pub(super) fn upgrade_cost(&self, h: usize, new: Path) -> Option<u32> {
        let old = self.g.hexes[h].tile.as_ref()?.segs.first()?.path;
        match self.upgrade[path_slot(old)][path_slot(new)] {
            0 => None,
            c => Some(c as u32),
        }
    }

    /// Cheapest track from `src` (through the seeds) to every city and town it can reach.
    pub(super) fn search(&mut self, ctx: &Ctx, src: usize, seeds: &[Seed], claimed: u32, out: &mut Vec<Cand>) {
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
pub(super) fn candidates(ctx: &Ctx, max_tiles: u32, builds_lo: u32, builds_hi: u32, touched: &[Hex]) -> Vec<Cand> {
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
pub(super) fn value(ctx: &Ctx, cands: &mut [Cand], builds_lo: u32, builds_hi: u32) {
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
pub(super) fn turn_plan(ctx: &Ctx, cands: &[Cand], builds: u32, money: i32) -> (f32, i32, Vec<(u8, u8)>) {
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
