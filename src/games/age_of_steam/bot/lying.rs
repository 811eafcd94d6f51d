//! Cubes lying on the land rather than in a city or town (St. Lucia puts one on every plain and
//! river hex). Once track crosses its hex, such a cube runs along that track to the city or town
//! at either end (one link, paid to the track's owner) and on from there as any other cube. So
//! track is worth the cubes it crosses, and a link that joins crossed cubes to a city of their
//! colour is worth them too: the planner counts both through these, for any map whose goods lie
//! on the land.

use crate::rail::goods::Planned;
use crate::rail::plan::LinkPlan;
use crate::rail::Good;

use super::super::AgeOfSteam;
use super::net::Net;

/// One cube on track (built or planned): the nodes its first stretch can run to, and whether
/// that stretch is the seat's own.
#[derive(Clone, Debug)]
pub(super) struct Lying {
    pub(super) good: Good,
    pub(super) ends: Vec<(u16, bool)>,
}

/// Every cube on built track outside cities and towns, as seat `me` sees it.
pub(super) fn on_track(g: &AgeOfSteam, net: &Net, me: usize) -> Vec<Lying> {
    let v = g.view();
    let mut out = Vec::new();
    for (i, h) in g.hexes.iter().enumerate() {
        let Some(tile) = h.tile.as_ref().filter(|_| !h.cubes.is_empty() && !v.is_node(i)) else { continue };
        let mut ends = Vec::new();
        for seg in &tile.segs {
            for e in seg.path.edges() {
                if let Some(n) = v.run_to_node(i, e).and_then(|j| net.node(j)) {
                    ends.push((n, seg.owner == Some(me)));
                }
            }
        }
        if ends.is_empty() {
            continue;
        }
        out.extend(h.cubes.iter().map(|&good| Lying { good, ends: ends.clone() }));
    }
    out
}

/// The cubes on the bare hexes a plan builds over, each able to run to either node of the link
/// it lies on (the plan's chain of links goes on at each town it passes through).
pub(super) fn on_plan(g: &AgeOfSteam, plan: &LinkPlan) -> Vec<Lying> {
    let v = g.view();
    let mut out = Vec::new();
    let mut link = 0usize;
    for s in &plan.steps {
        if v.is_node(s.hex) {
            // A town passed through starts the next link of the chain.
            if s.need[1].is_some() && v.is_town(s.hex) && link + 1 < plan.links.len() {
                link += 1;
            }
            continue;
        }
        let (Some(l), false) = (plan.links.get(link), g.hexes[s.hex].cubes.is_empty()) else { continue };
        // Track already on the hex belongs to its own links: only bare hexes are new.
        if g.hexes[s.hex].tile.is_some() {
            continue;
        }
        out.extend(g.hexes[s.hex].cubes.iter().map(|&good| Lying { good, ends: vec![(l.a, true), (l.b, true)] }));
    }
    out
}

impl Net<'_> {
    /// Most of the seat's links a lying cube can use on one legal route of at most `engine`
    /// links (its own first stretch included); 0 without a route.
    pub(super) fn best_lying(&self, extra: &[Planned], c: &Lying, engine: usize) -> i32 {
        if engine == 0 {
            return 0;
        }
        let bit = 1u8 << c.good.index();
        let links = &self.links;
        let mut best: Option<i32> = None;
        for &(end, mine) in &c.ends {
            let first = mine as i32;
            if links.takes[end as usize] & bit != 0 {
                best = best.max(Some(first));
                continue;
            }
            if links.ends[end as usize] || engine < 2 {
                continue;
            }
            let me = self.me;
            let mut found: Option<i32> = None;
            links.walk(end, c.good, engine - 1, extra, 0i32, &mut |n, route, arrived| {
                let n = n + (route[route.len() - 1].owner == Some(me)) as i32;
                if arrived {
                    found = found.max(Some(n));
                }
                Some(n)
            });
            if let Some(n) = found {
                best = best.max(Some(first + n));
            }
        }
        best.unwrap_or(0)
    }
}
