//! Planning links for a computer player: the cheapest buildable paths from cities, towns and
//! unfinished track to every city and town within reach, each hex priced by what the game says a
//! tile there would add and cost. Games value the plans; this module only finds them.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::core::hex::{opposite, Hex};
use crate::core::track::{exits, Path};

use super::goods::{Planned, NO_NODE};
use super::network::{Across, View};
use super::{End, Ground};

/// What the planner asks of a game.
pub trait Builder {
    fn view(&self) -> View<'_>;
    /// Every way to add track to hex `i` for seat `p`: (price, paths added), tiles out of
    /// stock left out.
    fn additions(&self, p: usize, i: usize) -> Vec<(u32, Vec<Path>)>;
    /// Bare hexes of the same ground price alike (no hex-specific discounts).
    fn bare_hexes_alike(&self) -> bool;
}

/// One build of a plan: the paths the hex must carry afterwards.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub hex: usize,
    pub need: [Option<Path>; 2],
    pub cost: u32,
}

/// A link (or a chain of links through towns) the seat could build.
#[derive(Clone, Debug)]
pub struct LinkPlan {
    pub steps: Vec<Step>,
    /// The links it makes.
    pub links: Vec<Planned>,
    /// Track already there that completing it makes count (an unfinished section).
    pub claimed: u32,
}

impl LinkPlan {
    pub fn tiles(&self) -> u32 {
        self.steps.len() as u32
    }

    pub fn cost(&self) -> u32 {
        self.steps.iter().map(|s| s.cost).sum()
    }

    pub fn cost_first(&self, n: u32) -> u32 {
        self.steps.iter().take(n as usize).map(|s| s.cost).sum()
    }
}

/// Where a search starts: the track enters the neighbour of `hex` across `edge`.
pub struct Seed {
    pub hex: usize,
    pub edge: u8,
    pub cost: u32,
    pub tiles: u32,
    pub prefix: Option<Step>,
}

pub const ROOT: u32 = 1 << 31;

#[derive(Clone, Copy)]
pub struct Reached {
    pub key: u32,
    pub parent: u32,
    pub edge: u8,
    pub last: Option<Step>,
}

/// No price: the hex cannot take that track.
const NONE: u16 = u16::MAX;

/// The cheapest way to add track to one hex, from the rail core's `additions` as the game
/// prices them: one edge-to-edge path (by `Path` index), or spokes on a town (by edge mask).
struct HexPrices {
    path: [u16; 36],
    spokes: [u16; 64],
}

fn slot(q: Path) -> usize {
    q.a as usize * 6 + q.b.unwrap_or(q.a) as usize
}

impl HexPrices {
    fn new(additions: Vec<(u32, Vec<Path>)>) -> HexPrices {
        let mut t = HexPrices { path: [NONE; 36], spokes: [NONE; 64] };
        for (cost, added) in additions {
            let c = cost.min(NONE as u32 - 1) as u16;
            if added.iter().all(|q| q.b.is_none()) {
                // One spoke joining track is enough on a town: the others may stay open.
                let mask = exits(&added) as usize;
                let mut sub = mask;
                while sub != 0 {
                    t.spokes[sub] = t.spokes[sub].min(c);
                    sub = (sub - 1) & mask;
                }
            } else if let [q] = added[..] {
                // Elsewhere every new path must join track: a plan lays one at a time.
                t.path[slot(q)] = t.path[slot(q)].min(c);
            }
        }
        t
    }
}

fn price(c: u16) -> Option<u32> {
    (c != NONE).then_some(c as u32)
}

pub struct Planner<'a, G: Builder> {
    pub g: &'a G,
    pub me: usize,
    pub max_tiles: u32,
    /// Hexes changed this build step (no second change).
    pub touched: Vec<bool>,
    /// Per hex, its entry in `tables`, filled when the search first needs it.
    table_of: Vec<u32>,
    tables: Vec<HexPrices>,
    /// Bare hexes price alike by ground (and town) unless the map prices hexes apart.
    bare: Vec<((Ground, bool), u32)>,
    pub dist: Vec<u32>,
    pub parent: Vec<u32>,
    pub tiles: Vec<u8>,
    pub reached: Vec<Option<Reached>>,
    pub heap: BinaryHeap<Reverse<(u32, u32)>>,
}

impl<'a, G: Builder> Planner<'a, G> {
    pub fn new(g: &'a G, me: usize, max_tiles: u32, touched: &[Hex]) -> Planner<'a, G> {
        let v = g.view();
        let n = v.map.hexes.len();
        let mut touched_hexes = vec![false; n];
        for h in touched {
            if let Some(i) = v.map.at(*h) {
                touched_hexes[i] = true;
            }
        }
        Planner {
            g,
            me,
            max_tiles,
            touched: touched_hexes,
            table_of: vec![u32::MAX; n],
            tables: Vec::new(),
            bare: Vec::new(),
            dist: vec![u32::MAX; n * 6],
            parent: vec![ROOT; n * 6],
            tiles: vec![0; n * 6],
            reached: vec![None; n],
            heap: BinaryHeap::new(),
        }
    }

    fn prices(&mut self, h: usize) -> &HexPrices {
        if self.table_of[h] == u32::MAX {
            let g = self.g;
            let v = g.view();
            let shared = v.hexes[h].tile.is_none() && g.bare_hexes_alike();
            let key = (v.map.hexes[h].terrain, v.is_town(h));
            let known = if shared { self.bare.iter().find(|(k, _)| *k == key).map(|x| x.1) } else { None };
            self.table_of[h] = known.unwrap_or_else(|| {
                self.tables.push(HexPrices::new(g.additions(self.me, h)));
                let at = self.tables.len() as u32 - 1;
                if shared {
                    self.bare.push((key, at));
                }
                at
            });
        }
        &self.tables[self.table_of[h] as usize]
    }

    /// Price of adding the edge-to-edge path `q` to hex `h`.
    pub fn path_price(&mut self, h: usize, q: Path) -> Option<u32> {
        price(self.prices(h).path[slot(q)])
    }

    /// Price of giving the town on `h` spokes on the edges of `mask` (and maybe more).
    pub fn spokes_price(&mut self, h: usize, mask: u8) -> Option<u32> {
        price(self.prices(h).spokes[mask as usize])
    }

    pub fn key(cost: u32, tiles: u32) -> u32 {
        cost * 16 + tiles
    }

    pub fn chain_has(&self, mut r: u32, hex: usize) -> bool {
        while r & ROOT == 0 {
            if r as usize / 6 == hex {
                return true;
            }
            r = self.parent[r as usize];
        }
        false
    }

    pub fn record(&mut self, target: usize, cost: u32, tiles: u32, parent: u32, edge: u8, last: Option<Step>) {
        let key = Self::key(cost, tiles);
        if self.reached[target].is_none_or(|r| key < r.key) {
            self.reached[target] = Some(Reached { key, parent, edge, last });
        }
    }

    pub fn push(&mut self, state: usize, cost: u32, tiles: u32, parent: u32) {
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

    /// New track leaves `from` across `x` into the neighbouring hex. A hex on the way is paid
    /// for on the way out, by the path it needs.
    pub fn enter(&mut self, src: usize, from: usize, x: u8, cost: u32, tiles: u32, parent: u32) {
        let g = self.g;
        let v = g.view();
        let Some(m) = v.neighbor(from, x).filter(|_| v.across(from, x) != Across::Blocked) else { return };
        let en = opposite(x);
        if v.is_city(m) {
            if v.map.node(m) != v.map.node(src) && tiles > 0 {
                self.record(m, cost, tiles, parent, x, None);
            }
            return;
        }
        // A hex changes once per build step.
        if self.touched[m] {
            return;
        }
        if v.is_town(m) {
            if m == src || self.chain_has(parent, m) || tiles + 1 > self.max_tiles {
                return;
            }
            if let Some(c) = self.spokes_price(m, 1 << en) {
                let last = Step { hex: m, need: [Some(Path::new(en, None)), None], cost: c };
                self.record(m, cost + c, tiles + 1, parent, x, Some(last));
            }
            // Through a town only while it has no track.
            if v.hexes[m].tile.is_none() {
                self.push(m * 6 + en as usize, cost, tiles + 1, parent);
            }
        } else {
            self.push(m * 6 + en as usize, cost, tiles + 1, parent);
        }
    }

    /// Price of the track hex `h`, entered at `en`, needs to leave at `x`.
    fn through(&mut self, h: usize, en: u8, x: u8) -> Option<u32> {
        if self.g.view().is_town(h) {
            self.spokes_price(h, 1 << en | 1 << x)
        } else {
            self.path_price(h, Path::new(en, Some(x)))
        }
    }

    /// Cheapest track from `src` (through the seeds) to every city and town it can reach.
    pub fn search(&mut self, node: &[u16], src: usize, seeds: &[Seed], claimed: u32, out: &mut Vec<LinkPlan>) {
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
                if x == en {
                    continue;
                }
                let Some(extra) = self.through(h, en, x) else { continue };
                self.enter(src, h, x, cost + extra, tiles, state as u32);
            }
        }
        // Turn what was reached into plans.
        for target in 0..v.map.hexes.len() {
            let Some(r) = self.reached[target] else { continue };
            let mut steps = Vec::new();
            if let Some(last) = r.last {
                steps.push(last);
            }
            let mut exit = r.edge;
            let mut at = r.parent;
            while at & ROOT == 0 {
                let (h, en) = (at as usize / 6, (at % 6) as u8);
                let cost = self.through(h, en, exit).expect("the search priced it");
                let need = if v.is_town(h) {
                    [Some(Path::new(en, None)), Some(Path::new(exit, None))]
                } else {
                    [Some(Path::new(en, Some(exit))), None]
                };
                steps.push(Step { hex: h, need, cost });
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
            crate::core::sort::sort(&mut hexes);
            if hexes.windows(2).any(|w| w[0] == w[1]) {
                continue;
            }
            let mut chain = vec![src];
            chain.extend(steps.iter().filter(|s| s.need[1].is_some() && v.is_town(s.hex)).map(|s| s.hex));
            chain.push(target);
            let nodes: Vec<u16> = chain.iter().map(|&h| node[h]).collect();
            if nodes.contains(&NO_NODE) {
                continue;
            }
            let links = nodes.windows(2).map(|w| Planned { a: w[0], b: w[1], owner: Some(self.me) }).collect();
            out.push(LinkPlan { steps, links, claimed });
        }
    }
}

/// Every link seat `me` could build with at most `max_tiles` builds, from cities, from its own
/// towns and from unfinished track that is its own or nobody's. `node` numbers the cities and
/// towns (the rail core's link graph), as the plans' links name them.
pub fn link_plans<G: Builder>(g: &G, me: usize, node: &[u16], max_tiles: u32, touched: &[Hex]) -> Vec<LinkPlan> {
    let v = g.view();
    let mut planner = Planner::new(g, me, max_tiles, touched);
    let mut out = Vec::new();
    for i in 0..v.map.hexes.len() {
        if v.is_city(i) {
            let seeds: Vec<Seed> = (0..6).map(|e| Seed { hex: i, edge: e, cost: 0, tiles: 0, prefix: None }).collect();
            planner.search(node, i, &seeds, 0, &mut out);
        } else if v.is_town(i) && v.has_spoke(i, me) && !planner.touched[i] {
            // From the seat's own town, by a new spoke.
            let seeds: Vec<Seed> = (0..6u8)
                .filter_map(|e| {
                    let cost = planner.spokes_price(i, 1 << e)?;
                    let prefix = Some(Step { hex: i, need: [Some(Path::new(e, None)), None], cost });
                    Some(Seed { hex: i, edge: e, cost, tiles: 1, prefix })
                })
                .collect();
            planner.search(node, i, &seeds, 0, &mut out);
        }
    }
    // Unfinished track: the seat's own, and any without an owner.
    for t in v.sections() {
        let End::Open(h, e) = t.end else { continue };
        let owner = t.owner(v.hexes);
        if owner.is_some_and(|o| o != me) {
            continue;
        }
        let seeds = [Seed { hex: h, edge: e, cost: 0, tiles: 0, prefix: None }];
        planner.search(node, t.from, &seeds, t.segs.len() as u32, &mut out);
    }
    out
}
