//! Cubes that start on track rather than in a city or town (St. Lucia puts a cube on every
//! plain and river hex, and it stays there when track is built on the hex). Such a cube's first
//! stretch runs along one path of its hex to the city or town at that end, even when the other
//! end of the track is unfinished; it counts as a link (one engine step, +1 income to the owner
//! of that path), and from there the cube goes on over complete links as any other.
//!
//! Decision: a stretch whose end is open leads nowhere, and a cube on a hex with no track cannot
//! move. On a hex with two paths the mover picks the path, and so whose track earns.

use crate::rail::goods::{LinkRef, Links, Route};
use crate::rail::Good;

use super::AgeOfSteam;

impl AgeOfSteam {
    /// Every legal route of a `good` cube at board hex `i` with at most `engine` links.
    pub(crate) fn cube_routes(&self, links: &Links, i: usize, good: Good, engine: usize) -> Vec<Route> {
        let v = self.view();
        if v.is_node(i) {
            return links.routes(i, good, engine);
        }
        let Some(tile) = self.hexes[i].tile.as_ref() else { return vec![] };
        let mut out = Vec::new();
        if engine == 0 {
            return out;
        }
        for seg in &tile.segs {
            for e in seg.path.edges() {
                let Some(j) = v.run_to_node(i, e) else { continue };
                let first = LinkRef { hex: self.map.hexes[i].hex, edge: e };
                if links.takes[links.node[j] as usize] & (1 << good.index()) != 0 {
                    out.push(Route { links: vec![first], nodes: vec![i, j], owners: vec![seg.owner] });
                    continue;
                }
                if links.ends[links.node[j] as usize] {
                    continue;
                }
                for r in links.routes(j, good, engine - 1) {
                    let mut links_ = vec![first];
                    links_.extend(r.links);
                    let mut nodes = vec![i];
                    nodes.extend(r.nodes);
                    let mut owners = vec![seg.owner];
                    owners.extend(r.owners);
                    out.push(Route { links: links_, nodes, owners });
                }
            }
        }
        out
    }
}
