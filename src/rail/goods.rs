//! Moving goods: the routes a cube may take over complete links, for any map's goods colours
//! (a city may accept several).

use std::cell::{OnceCell, RefCell};

use serde::{Deserialize, Serialize};

use crate::core::hex::{Edge, Hex};

use super::network::{End, View};
use super::map::Good;

/// One link of a route, named by the node it leaves and the edge it leaves through (two links
/// between the same places are told apart by their edges).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct LinkRef {
    pub hex: Hex,
    pub edge: Edge,
}

/// A route found for a cube: the links in order, the nodes visited (board indices, start
/// first) and the owner of each link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub links: Vec<LinkRef>,
    pub nodes: Vec<usize>,
    pub owners: Vec<Option<usize>>,
}

/// The colour a city accepts first (printed or new city).
pub fn city_colour(view: &View, i: usize, new_city_colours: &[Good]) -> Option<Good> {
    if view.map.hexes[i].port.is_some() {
        return view.hexes[i].takes;
    }
    if let Some(n) = view.hexes[i].new_city {
        return new_city_colours.get(n).copied();
    }
    view.map.hexes[i].colour
}

/// Does node `i` take a cube of colour `good` (a city of that colour, printed or new)?
pub fn accepts(view: &View, i: usize, good: Good, new_city_colours: &[Good]) -> bool {
    if !view.is_city(i) {
        return false;
    }
    // A foreign terminal takes only the colour drawn for it.
    if view.map.hexes[i].port.is_some() {
        return view.hexes[i].takes == Some(good);
    }
    match view.hexes[i].new_city {
        Some(n) => new_city_colours.get(n) == Some(&good),
        None => view.map.accepts(i).contains(&good),
    }
}

/// Node number of a hex that is neither a city nor a town.
pub const NO_NODE: u16 = u16::MAX;

/// One link out of a node: the node it reaches, the edge it leaves through (`None` for a
/// planned link, which has no track yet) and its owner as traced from this end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    pub to: u16,
    /// The board hex it leaves (one of a multi-hex city's hexes).
    pub from: u32,
    pub edge: Option<Edge>,
    pub owner: Option<usize>,
}

/// A link not built yet, between two nodes, to see what it would carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Planned {
    pub a: u16,
    pub b: u16,
    pub owner: Option<usize>,
}

/// The cities and towns of a board joined by its complete links: the graph every route search
/// walks. A node's links are traced when a search first leaves it, so a search that stays near
/// its start traces little.
#[derive(Clone)]
pub struct Links<'a> {
    view: View<'a>,
    /// Board index -> node number, or `NO_NODE`.
    pub node: Vec<u16>,
    /// Node number -> board index.
    pub at: Vec<usize>,
    /// Per node, a bit per goods colour (`Good::index`) it takes.
    pub takes: Vec<u8>,
    /// Per node, whether every route ends there (a foreign terminal lets no cube through).
    pub ends: Vec<bool>,
    out: Vec<OnceCell<Vec<Link>>>,
    /// A walk's buffers, kept for the next walk (searches run by the thousand).
    scratch: RefCell<(Vec<u64>, Vec<Link>)>,
}

impl<'a> Links<'a> {
    pub fn new(view: View<'a>, new_city_colours: &[Good]) -> Links<'a> {
        let mut links = Links { view, node: vec![NO_NODE; view.map.hexes.len()], at: vec![], takes: vec![], ends: vec![], out: vec![], scratch: RefCell::default() };
        for i in 0..view.map.hexes.len() {
            // A multi-hex city is one node, numbered at its centre.
            if !view.is_node(i) || view.map.node(i) != i {
                continue;
            }
            links.node[i] = links.at.len() as u16;
            links.at.push(i);
            let takes = Good::EVERY.iter().filter(|&&c| accepts(&view, i, c, new_city_colours));
            links.takes.push(takes.fold(0, |m, c| m | 1 << c.index()));
            links.ends.push(view.map.hexes[i].port.is_some());
            links.out.push(OnceCell::new());
        }
        for i in 0..view.map.hexes.len() {
            links.node[i] = links.node[view.map.node(i)];
        }
        links
    }

    /// The links out of node `n`, in the order of the edges they leave through.
    pub fn out(&self, n: u16) -> &[Link] {
        self.out[n as usize].get_or_init(|| {
            let from = self.at[n as usize];
            let traces = self.view.links_from(from).into_iter();
            let mut out: Vec<Link> = traces
                .filter_map(|t| match t.end {
                    End::Node(j) => Some(Link { to: self.node[j], from: t.from as u32, edge: Some(t.edge), owner: t.owner(self.view.hexes) }),
                    End::Open(..) => None,
                })
                .collect();
            // A special link leaves through its own edge, where no track tile can (both ends
            // are cities), so the edge still names it.
            let special = if self.view.map.special_links.is_empty() { Vec::new() } else { self.view.built_links() };
            for (a, ea, z, ez, owner) in special {
                if a == from {
                    out.push(Link { to: self.node[z], from: a as u32, edge: Some(ea), owner });
                } else if z == from {
                    out.push(Link { to: self.node[a], from: z as u32, edge: Some(ez), owner });
                }
            }
            out
        })
    }

    /// Walks every legal route of a `good` cube from node `from` with at most `max_links`
    /// links (`planned` ones count as built): a route ends at the first node that takes the
    /// cube and visits no node twice. `step(state, route, arrived)` sees the route after each
    /// link and gives the state to carry further that way, or `None` to go no further.
    pub fn walk<S: Copy>(
        &self,
        from: u16,
        good: Good,
        max_links: usize,
        planned: &[Planned],
        state: S,
        step: &mut impl FnMut(S, &[Link], bool) -> Option<S>,
    ) {
        // Nodes on the route so far, a bit each, and the route.
        let (mut seen, mut route) = self.scratch.take();
        seen.clear();
        seen.resize(self.at.len().div_ceil(64), 0);
        seen[from as usize / 64] |= 1 << (from % 64);
        route.clear();
        let walk = Walk { bit: 1 << good.index(), max: max_links, planned };
        self.walk_on(&walk, from, &mut seen, &mut route, state, step);
        self.scratch.replace((seen, route));
    }

    fn walk_on<S: Copy>(&self, w: &Walk, at: u16, seen: &mut [u64], route: &mut Vec<Link>, state: S, step: &mut impl FnMut(S, &[Link], bool) -> Option<S>) {
        if route.len() >= w.max {
            return;
        }
        let mut hop = |l: Link, seen: &mut [u64], route: &mut Vec<Link>| {
            let (word, bit) = (l.to as usize / 64, 1u64 << (l.to % 64));
            if seen[word] & bit != 0 {
                return;
            }
            route.push(l);
            let arrived = self.takes[l.to as usize] & w.bit != 0;
            let through = !arrived && !self.ends[l.to as usize];
            if let Some(s) = step(state, route, arrived).filter(|_| through) {
                seen[word] |= bit;
                self.walk_on(w, l.to, seen, route, s, step);
                seen[word] &= !bit;
            }
            route.pop();
        };
        for &l in self.out(at) {
            hop(l, seen, route);
        }
        for p in w.planned {
            let to = if p.a == at { p.b } else if p.b == at { p.a } else { continue };
            hop(Link { to, from: self.at[at as usize] as u32, edge: None, owner: p.owner }, seen, route);
        }
    }

    /// Every legal route of a `good` cube from board hex `from` (see `walk`).
    pub fn routes(&self, from: usize, good: Good, max_links: usize) -> Vec<Route> {
        let mut out = Vec::new();
        let start = self.node[from];
        if start == NO_NODE {
            return out;
        }
        self.walk(start, good, max_links, &[], (), &mut |(), route, arrived| {
            if arrived {
                let mut r = Route { links: vec![], nodes: vec![from], owners: vec![] };
                for l in route {
                    r.links.push(LinkRef { hex: self.view.hex(l.from as usize), edge: l.edge.expect("built") });
                    r.nodes.push(self.at[l.to as usize]);
                    r.owners.push(l.owner);
                }
                out.push(r);
            }
            Some(())
        });
        out
    }

    /// Every route of every cube on the board: for each hex (in board order) the cubes it holds,
    /// one search per distinct colour, each route with the hex and colour it starts from.
    pub fn every_route<'c>(&self, cubes: impl IntoIterator<Item = &'c [Good]>, max_links: usize) -> Vec<(usize, Good, Route)> {
        let mut out = Vec::new();
        for (i, here) in cubes.into_iter().enumerate() {
            let mut seen: Vec<Good> = Vec::new();
            for &g in here {
                if seen.contains(&g) {
                    continue;
                }
                seen.push(g);
                out.extend(self.routes(i, g, max_links).into_iter().map(|r| (i, g, r)));
            }
        }
        out
    }

    /// The most links that `counts` (by owner) on one legal route of a `good` cube from node
    /// `from`: what the cube can earn a railroad. 0 without a route.
    pub fn most_links(&self, from: u16, good: Good, max_links: usize, planned: &[Planned], counts: impl Fn(Option<usize>) -> bool) -> usize {
        let mut best = 0;
        self.walk(from, good, max_links, planned, 0, &mut |n, route, arrived| {
            let n = n + counts(route[route.len() - 1].owner) as usize;
            if arrived {
                best = best.max(n);
            }
            // Further on, each link left could count at most once.
            (n + max_links - route.len() > best).then_some(n)
        });
        best
    }
}

/// What stays the same along one walk.
struct Walk<'a> {
    bit: u8,
    max: usize,
    planned: &'a [Planned],
}

/// Every legal route for a `good` cube starting at city `from` with at most `max_links` links:
/// it ends at the first city of the cube's colour and visits no place twice.
pub fn routes(view: &View, from: usize, good: Good, max_links: usize, colours: &[Good]) -> Vec<Route> {
    Links::new(*view, colours).routes(from, good, max_links)
}
