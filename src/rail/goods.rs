//! Moving goods: the routes a cube may take over complete links, for any map's goods colours
//! (a city may accept several).

use serde::{Deserialize, Serialize};

use crate::core::hex::{Edge, Hex};

use super::network::{End, Trace, View};
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
    match view.hexes[i].new_city {
        Some(n) => new_city_colours.get(n) == Some(&good),
        None => view.map.accepts(i).contains(&good),
    }
}

/// Every legal route for a `good` cube starting at city `from` with at most `max_links` links:
/// it ends at the first city of the cube's colour and visits no place twice.
pub fn routes(view: &View, from: usize, good: Good, max_links: usize, colours: &[Good]) -> Vec<Route> {
    let mut out = Vec::new();
    let mut links_cache: Vec<Option<Vec<Trace>>> = vec![None; view.map.hexes.len()];
    let mut route = Route { links: vec![], nodes: vec![from], owners: vec![] };
    walk(view, good, max_links, colours, &mut links_cache, &mut route, &mut out);
    out
}

fn walk(
    view: &View,
    good: Good,
    max_links: usize,
    colours: &[Good],
    cache: &mut Vec<Option<Vec<Trace>>>,
    route: &mut Route,
    out: &mut Vec<Route>,
) {
    if route.links.len() >= max_links {
        return;
    }
    let here = *route.nodes.last().expect("start");
    if cache[here].is_none() {
        cache[here] = Some(view.links_from(here));
    }
    let links = cache[here].clone().expect("filled");
    for t in links {
        let End::Node(next) = t.end else { continue };
        if route.nodes.contains(&next) {
            continue;
        }
        route.links.push(LinkRef { hex: view.hex(here), edge: t.edge });
        route.nodes.push(next);
        route.owners.push(t.owner(view.hexes));
        let arrives = accepts(view, next, good, colours);
        if arrives {
            out.push(route.clone());
        } else {
            walk(view, good, max_links, colours, cache, route, out);
        }
        route.links.pop();
        route.nodes.pop();
        route.owners.pop();
    }
}
