//! Track on the board: tiles per hex, and the links and incomplete sections they form.
//! Everything here is derived from the tiles by tracing, so no second copy can drift.
//! Any game with Age of Steam's idea of links (cities and towns joined by owned track) uses it.

use serde::{Deserialize, Serialize};

use crate::core::hex::{opposite, Edge, Hex};
use crate::core::track::Path;

use super::map::{Board, Good, Ground};
use super::tiles::{TileClass, TileSet};
use crate::core::view::{PathView, TrackView};

/// One path on a hex with its owner (`None`: unowned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seg {
    pub path: Path,
    pub owner: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    /// Index in the manifest.
    pub kind: usize,
    /// A town disc sits on it (a simple or complex tile used as town spokes).
    pub disc: bool,
    pub segs: Vec<Seg>,
}

/// Where a traced piece of track ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// At a city or a town (board index).
    Node(usize),
    /// Open: the last path points out of hex `.0` through edge `.1`.
    Open(usize, Edge),
}

/// Track from a node out through one edge, to another node or to an open end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    pub from: usize,
    pub edge: Edge,
    /// (board index, segment index) in order.
    pub segs: Vec<(usize, usize)>,
    pub end: End,
}

impl Trace {
    pub fn owner(&self, hexes: &[HexState]) -> Option<usize> {
        self.segs.first().and_then(|&(h, s)| hexes[h].tile.as_ref().map(|t| t.segs[s].owner)).flatten()
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexState {
    pub tile: Option<Tile>,
    /// Index of the new city placed here by Urbanization.
    pub new_city: Option<usize>,
    pub cubes: Vec<Good>,
    /// The one colour a foreign terminal (a map's `port` hex) takes, drawn at set-up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takes: Option<Good>,
    /// A special link of the map (`Board::special_links`) built from this hex, with its owner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<BuiltLink>,
}

/// A special link built across a hex side: which of the map's links, and who owns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuiltLink {
    pub index: usize,
    pub owner: Option<usize>,
}

/// The board's fixed data and its changing state together, for the tracing functions.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub map: &'a Board,
    pub hexes: &'a [HexState],
}

impl<'a> View<'a> {
    pub fn is_city(&self, i: usize) -> bool {
        self.map.hexes[i].terrain == Ground::City || self.hexes[i].new_city.is_some()
    }

    pub fn is_town(&self, i: usize) -> bool {
        self.map.hexes[i].terrain == Ground::Town && self.hexes[i].new_city.is_none()
    }

    pub fn is_node(&self, i: usize) -> bool {
        self.is_city(i) || self.is_town(i)
    }

    /// The track on the board as the map draws it: every tile's paths with their owners, a path
    /// marked complete when it is part of a finished link, crossings by the tile set's class.
    pub fn track_views(&self, tiles: &TileSet) -> Vec<TrackView> {
        let mut complete: Vec<Vec<bool>> = self.hexes.iter().map(|h| vec![false; h.tile.as_ref().map_or(0, |t| t.segs.len())]).collect();
        for t in self.sections() {
            if matches!(t.end, End::Node(_)) {
                for &(h, s) in &t.segs {
                    complete[h][s] = true;
                }
            }
        }
        let mut out: Vec<TrackView> = self
            .hexes
            .iter()
            .enumerate()
            .filter_map(|(i, h)| {
                let t = h.tile.as_ref()?;
                let paths = t.segs.iter().enumerate().map(|(s, seg)| PathView { from: seg.path.a, to: seg.path.b, owner: seg.owner, complete: complete[i][s] });
                Some(TrackView { hex: self.hex(i), paths: paths.collect(), crossing: tiles.tiles[t.kind].class == TileClass::Crossing })
            })
            .collect();
        // A special link is drawn as a stub from each city's centre to the side they share.
        for (a, ea, z, ez, owner) in self.built_links() {
            for (i, e) in [(a, ea), (z, ez)] {
                out.push(TrackView { hex: self.hex(i), paths: vec![PathView { from: e, to: None, owner, complete: true }], crossing: false });
            }
        }
        out
    }

    pub fn neighbor(&self, i: usize, e: Edge) -> Option<usize> {
        let n = self.map.nbr[i][e as usize];
        (n != super::map::NONE).then_some(n as usize)
    }

    pub fn hex(&self, i: usize) -> Hex {
        self.map.hexes[i].hex
    }

    /// Segment of hex `i` with an end on edge `e`.
    pub fn seg_at(&self, i: usize, e: Edge) -> Option<usize> {
        self.hexes[i].tile.as_ref()?.segs.iter().position(|s| s.path.touches(e))
    }

    pub fn seg(&self, i: usize, s: usize) -> Seg {
        self.hexes[i].tile.as_ref().expect("segment of a tile").segs[s]
    }

    /// Follows track leaving node `from` through edge `e`. `None` when no track leaves there.
    pub fn trace(&self, from: usize, e: Edge) -> Option<Trace> {
        let mut segs = Vec::new();
        if self.is_town(from) {
            match self.seg_at(from, e) {
                Some(s) => segs.push((from, s)),
                // A claimed ferry reaches its town without a spoke (a spoke never points at water).
                None if self.ferry_at(from, e) => {}
                None => return None,
            }
        }
        let (mut cur, mut out) = (from, e);
        // A section can never visit more hexes than the board has.
        for _ in 0..=self.map.hexes.len() {
            let Some(next) = self.neighbor(cur, out) else { return self.ended(from, e, segs, End::Open(cur, out)) };
            let entry = opposite(out);
            if self.is_city(next) {
                return self.ended(from, e, segs, End::Node(next));
            }
            let Some(s) = self.seg_at(next, entry) else {
                if self.is_town(next) && !segs.is_empty() && !self.map.hexes[cur].printed_track.is_empty() {
                    return self.ended(from, e, segs, End::Node(next));
                }
                return self.ended(from, e, segs, End::Open(cur, out));
            };
            segs.push((next, s));
            match self.seg(next, s).path.other(entry) {
                None => return self.ended(from, e, segs, End::Node(next)),
                Some(x) => {
                    cur = next;
                    out = x;
                }
            }
        }
        None
    }

    fn ended(&self, from: usize, edge: Edge, segs: Vec<(usize, usize)>, end: End) -> Option<Trace> {
        // Nothing left the node: no track there.
        if segs.is_empty() {
            return None;
        }
        Some(Trace { from, edge, segs, end })
    }

    /// Every piece of track that leaves a node, each once: complete links (found from their
    /// lower end) and incomplete sections.
    pub fn sections(&self) -> Vec<Trace> {
        let mut out = Vec::new();
        for i in 0..self.map.hexes.len() {
            if !self.is_node(i) {
                continue;
            }
            for e in 0..6 {
                let Some(t) = self.trace(i, e) else { continue };
                if let End::Node(j) = t.end {
                    // Found from both ends; keep the one from the end that sorts first.
                    let back_edge = self.back_edge(&t);
                    if (j, back_edge) < (i, e) {
                        continue;
                    }
                }
                out.push(t);
            }
        }
        out
    }

    /// The edge through which a complete link leaves its far node.
    pub fn back_edge(&self, t: &Trace) -> Edge {
        let &(h, s) = t.segs.last().expect("non-empty");
        let seg = self.seg(h, s);
        if let End::Node(j) = t.end {
            if j == h {
                // Ends on a town spoke: the spoke's edge.
                return seg.path.a;
            }
            // Ends facing a city: the edge of the last hex towards it, seen from the city.
            let toward = self.hex(h).edge_towards(self.hex(j)).expect("adjacent");
            return opposite(toward);
        }
        0
    }

    /// Is there claimed printed track (a ferry) across edge `e` of hex `i`, leading into it?
    pub fn ferry_at(&self, i: usize, e: Edge) -> bool {
        self.neighbor(i, e).is_some_and(|n| !self.map.hexes[n].printed_track.is_empty() && self.seg_at(n, opposite(e)).is_some())
    }

    /// Track leaving node `i` through every edge (complete or not).
    pub fn links_from_all(&self, i: usize) -> Vec<Trace> {
        (0..6).filter_map(|e| self.trace(i, e)).collect()
    }

    /// The special links built, each as (from node, its edge, to node, its edge, owner).
    pub fn built_links(&self) -> Vec<(usize, Edge, usize, Edge, Option<usize>)> {
        let mut out = Vec::new();
        for (i, h) in self.hexes.iter().enumerate() {
            let Some(b) = h.link else { continue };
            if let Some((a, ea, z, ez)) = self.map.special_link_ends(b.index) {
                debug_assert_eq!(a, i);
                out.push((a, ea, z, ez, b.owner));
            }
        }
        out
    }

    /// The city or town reached by following the track that leaves hex `i` (not a node) through
    /// edge `e`, if it reaches one (St. Lucia's cubes on track start this way).
    pub fn run_to_node(&self, i: usize, e: Edge) -> Option<usize> {
        let (mut cur, mut out) = (i, e);
        for _ in 0..=self.map.hexes.len() {
            let next = self.neighbor(cur, out)?;
            let entry = opposite(out);
            if self.is_city(next) {
                return Some(next);
            }
            let s = self.seg_at(next, entry)?;
            match self.seg(next, s).path.other(entry) {
                None => return Some(next),
                Some(x) => {
                    cur = next;
                    out = x;
                }
            }
        }
        None
    }

    /// Node indices reachable in one link from `i`, with the link. A multi-hex city's links
    /// leave from each of its hexes (`i` names it by its centre) and never end in itself.
    pub fn links_from(&self, i: usize) -> Vec<Trace> {
        let here = self.map.node(i);
        self.map
            .members(here)
            .flat_map(|m| (0..6).filter_map(move |e| self.trace(m, e)))
            .filter(|t| matches!(t.end, End::Node(j) if self.map.node(j) != here))
            .collect()
    }

    /// What lies across edge `e` of hex `i` for a path ending there.
    pub fn across(&self, i: usize, e: Edge) -> Across {
        let Some(n) = self.neighbor(i, e) else { return Across::Blocked };
        if self.map.walls[i] & (1 << e) != 0 {
            return Across::Blocked;
        }
        match self.map.hexes[n].terrain {
            Ground::Water => return Across::Blocked,
            _ if self.is_city(n) => return Across::City(n),
            _ => {}
        }
        match self.seg_at(n, opposite(e)) {
            Some(s) => Across::Track(n, s),
            None if self.is_town(n) => Across::Town(n),
            None => Across::Open,
        }
    }

    /// Does seat `p` own a spoke of the town at `i`?
    pub fn has_spoke(&self, i: usize, p: usize) -> bool {
        self.hexes[i].tile.as_ref().is_some_and(|t| t.segs.iter().any(|s| s.owner == Some(p)))
    }

    /// Seat `p`'s incomplete sections, each named by the node and edge it leaves from.
    pub fn open_sections(&self, p: usize) -> Vec<(usize, Edge)> {
        self.sections()
            .into_iter()
            .filter(|t| matches!(t.end, End::Open(..)) && t.owner(self.hexes) == Some(p))
            .map(|t| (t.from, t.edge))
            .collect()
    }

    /// Seat `p`'s incomplete sections that were open at the start of its build step
    /// (`open_at_start`) and received no new tile (`extended`): they lose their owner now.
    pub fn stale_sections(&self, p: usize, open_at_start: &[(usize, Edge)], extended: &[(usize, Edge)]) -> Vec<Vec<(usize, usize)>> {
        self.sections()
            .into_iter()
            .filter(|t| matches!(t.end, End::Open(..)) && t.owner(self.hexes) == Some(p))
            .filter(|t| open_at_start.contains(&(t.from, t.edge)) && !extended.contains(&(t.from, t.edge)))
            .map(|t| t.segs)
            .collect()
    }

    /// The section (traced from its node end) that contains segment (h, s), if any.
    pub fn section_of(&self, h: usize, s: usize) -> Option<Trace> {
        // Walk back along the track to a node, then trace forward from it.
        let seg = self.seg(h, s);
        if self.is_town(h) {
            return self.trace(h, seg.path.a);
        }
        for start in seg.path.edges() {
            let (mut cur, mut out) = (h, start);
            for _ in 0..=self.map.hexes.len() {
                let Some(n) = self.neighbor(cur, out) else { break };
                let entry = opposite(out);
                if self.is_city(n) {
                    return self.trace(n, entry);
                }
                let Some(ns) = self.seg_at(n, entry) else { break };
                match self.seg(n, ns).path.other(entry) {
                    None => return self.trace(n, entry),
                    Some(x) => {
                        cur = n;
                        out = x;
                    }
                }
            }
        }
        None
    }
}

/// Gives every segment in `segs` the owner `owner`.
pub fn set_owner(hexes: &mut [HexState], segs: &[(usize, usize)], owner: Option<usize>) {
    for &(h, s) in segs {
        if let Some(t) = hexes[h].tile.as_mut() {
            t.segs[s].owner = owner;
        }
    }
}

/// What a path end meets across a hex side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Across {
    /// Off the board or water: no track may point there.
    Blocked,
    City(usize),
    /// A town with no spoke on this side.
    Town(usize),
    /// A path of the neighbouring hex ends on this side: (hex, segment).
    Track(usize, usize),
    /// Nothing: the end stays open.
    Open,
}
