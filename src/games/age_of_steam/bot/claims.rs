//! Links a seat claims whole for a printed price, one build each, as the end of a plan: printed
//! track (Heavy Cardboard's ferries, Detroit's bridges: `ClaimTrack`) and the maps' special
//! links (Germany's Düsseldorf–Essen, Detroit's: `BuildLink`). A plan whose track ends where
//! such a link starts gets a copy that claims it too, valued like any plan by the deliveries
//! both open against both prices. So a ferry that may be claimed only once its town holds a
//! town tile is worth the track that lays that tile. The map says what may be claimed, where,
//! and at what price (`MapRules::claims_once`, the special links' data); nothing here knows a
//! map.

use crate::rail::goods::{Planned, NO_NODE};
use crate::rail::plan::{LinkPlan, Step};

use super::super::maps::printed_track;
use super::super::AgeOfSteam;

/// A link to claim: the hex its build stands for, its two nodes, its price.
#[derive(Clone, Copy)]
struct Claim {
    hex: usize,
    a: u16,
    b: u16,
    cost: u32,
}

/// The links that may be claimed once the town on `tiled` (if any) holds a town tile.
fn claims(g: &AgeOfSteam, node: &[u16], tiled: Option<usize>) -> Vec<Claim> {
    let tiled: Vec<usize> = tiled.into_iter().collect();
    let mut out = Vec::new();
    for (i, cost) in g.def.special.claims_once(g, &tiled) {
        let Some((x, z)) = printed_track::ends(g, i) else { continue };
        out.push(Claim { hex: i, a: node[x], b: node[z], cost });
    }
    for k in 0..g.map.special_links.len() {
        let Some((x, _, z, _)) = g.map.special_link_ends(k) else { continue };
        if g.hexes.iter().any(|h| h.link.is_some_and(|b| b.index == k)) {
            continue;
        }
        // Its build stands on its first end (no tile goes there).
        out.push(Claim { hex: x, a: node[x], b: node[z], cost: g.map.special_links[k].cost });
    }
    out.retain(|c| c.a != NO_NODE && c.b != NO_NODE);
    out
}

/// Adds, for each plan of `plans` whose track ends where a claimable link starts, a copy that
/// claims the link as its last build, when that makes at most `max_tiles` builds.
pub(super) fn extend(g: &AgeOfSteam, me: usize, node: &[u16], max_tiles: u32, plans: &mut Vec<LinkPlan>) {
    let any = !g.map.special_links.is_empty() || g.map.hexes.iter().any(|h| !h.printed_track.is_empty());
    if !any {
        return;
    }
    let v = g.view();
    // Claims by the town a plan ends on (None: a city, or nothing to tile).
    let mut by_town: Vec<(Option<usize>, Vec<Claim>)> = Vec::new();
    let mut more = Vec::new();
    for plan in plans.iter().filter(|p| p.tiles() < max_tiles) {
        let (Some(last), Some(end)) = (plan.links.last(), plan.steps.last()) else { continue };
        let target = last.b;
        // A plan ending on a town lays its town tile with its last build.
        let town = (v.is_town(end.hex) && node[end.hex] == target).then_some(end.hex);
        let list = match by_town.iter().position(|(t, _)| *t == town) {
            Some(k) => &by_town[k].1,
            None => {
                by_town.push((town, claims(g, node, town)));
                &by_town.last().expect("pushed").1
            }
        };
        let visited = |n: u16| plan.links.iter().any(|l| l.a == n || l.b == n);
        for c in list {
            let far = if c.a == target { c.b } else if c.b == target { c.a } else { continue };
            if visited(far) {
                continue;
            }
            let mut p = plan.clone();
            p.steps.push(Step { hex: c.hex, need: [None, None], cost: c.cost });
            p.links.push(Planned { a: target, b: far, owner: Some(me) });
            more.push(p);
        }
    }
    plans.extend(more);
}
