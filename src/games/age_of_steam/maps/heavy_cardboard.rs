//! Heavy Cardboard (digest §16.11), 4-6 players. Built so far, on the map seams:
//! - the Heavy Cardboard city starts with one cube of each colour (the data's `starting_goods`,
//!   taken from the bag at set-up by the base rules); it has no display column, and when it is
//!   empty at the start of goods growth it gets one cube of each colour from the bag;
//! - Production cannot be chosen;
//! - Madeira takes red and blue (the data's `colours`), so the base routing ends either colour
//!   there and lets neither through; the walls of the large city are the data's blocked edges;
//! - the seven hexes are one city for links and routing (the rail core's `Board::node_of`): a
//!   link may leave by any of them, a cube may enter by one hex and leave by another (two
//!   links), and it takes no colour, so nothing is delivered there.
//!
//! - Heavy Lifting in place of Production: once a turn, as one of its moves, the holder carries
//!   a cube from a city where it owns a complete link to a city of the cube's colour across at
//!   most 5 open hexes (no track, no city; a mountain counts 2; the two cities not counted),
//!   not to or from Madeira; it earns the holder min(6, turn + 1) income and the cube goes back
//!   to the bag.
//!
//! - the two ferries to Madeira (the data's printed track on two water hexes): $6 each, one
//!   build, one owner each (one player may own both), only once Puerto Rico or Container holds
//!   a town tile or is a new city; a ferry is one link of one section.

//!
//! Decisions:
//! - The refill happens before the dice, with whatever colours the bag still has.
//! - A link from the large city back into itself is refused like any link between the same
//!   two places.
//! - A claimed ferry reaches its town without a town spoke pointing at it (a spoke may never
//!   point at water; the rulebook asks only for a town tile), so the ferry is the town's link to
//!   Madeira. The ferry's track comes from the board, not the tile supply.
//! - Heavy Lifting may start from the large city (measured from any of its hexes) but never ends
//!   there (it takes no colour); a town hex without track is open country (1); water and
//!   hexes with track block; the walls, drawn for track, do not stop it; next-door cities are
//!   0 hexes apart.

use crate::core::{Msg, Outcome};
use crate::rail::goods::accepts;
use crate::rail::network::View;
use crate::rail::{Good, Ground};

use super::super::rules::MapRules;
use super::super::words::{good, hex_label};
use super::super::{Action, AgeOfSteam, Special};
use super::printed_track;

pub struct HeavyCardboard;

const ACTIONS: [Special; 7] = [
    Special::FirstMove,
    Special::FirstBuild,
    Special::Engineer,
    Special::Locomotive,
    Special::Urbanization,
    Special::TurnOrder,
    Special::HeavyLifting,
];

/// Open hexes a Heavy Lifting delivery may cross.
const REACH: u32 = 5;

/// What a Heavy Lifting delivery pays in turn `turn`: 2 in turn 1, one more each turn, at most 6.
pub fn heavy_lift_income(turn: u32) -> u32 {
    (turn + 1).min(6)
}

fn madeira(g: &AgeOfSteam, i: usize) -> bool {
    g.map.hexes[i].colours.len() > 1
}

/// The cities (by their standing hex) within reach of city `from` across open country.
fn within_reach(g: &AgeOfSteam, from: usize) -> Vec<usize> {
    let (map, v) = (g.map, g.view());
    let mut cost = vec![u32::MAX; map.hexes.len()];
    let mut queue: Vec<(u32, usize)> = map.members(from).map(|m| (0, m)).collect();
    for &(_, m) in &queue {
        cost[m] = 0;
    }
    let mut found = Vec::new();
    while let Some(k) = (0..queue.len()).min_by_key(|&k| queue[k].0) {
        let (c, i) = queue.swap_remove(k);
        if c > cost[i] {
            continue;
        }
        for e in 0..6u8 {
            let Some(j) = v.neighbor(i, e) else { continue };
            if v.is_city(j) {
                let n = map.node(j);
                if n != from && !found.contains(&n) {
                    found.push(n);
                }
                continue;
            }
            let h = &map.hexes[j];
            if h.terrain == Ground::Water || g.hexes[j].tile.is_some() {
                continue;
            }
            let step = if matches!(h.terrain, Ground::Mountain | Ground::DarkMountain) { 2 } else { 1 };
            let next = c + step;
            if next <= REACH && next < cost[j] {
                cost[j] = next;
                queue.push((next, j));
            }
        }
    }
    found
}

/// The centre hex of the large city.
fn centre(g: &AgeOfSteam) -> Option<usize> {
    g.map.hexes.iter().position(|h| h.part_of.is_some() && h.name.is_some())
}

/// The unclaimed ferries seat `p` may claim now: (hex, price). The town end has a town tile
/// or became a new city.
fn ferries(g: &AgeOfSteam, p: usize) -> Vec<(usize, u32)> {
    printed_track::claimable(g, p, |v, n| ferry_end(v, n, &[]))
}

/// A ferry's end is ready: a city (a new city included), or a town holding a town tile (or
/// on one of the hexes `tiled`, which will).
fn ferry_end(v: &View, n: usize, tiled: &[usize]) -> bool {
    v.is_city(n) || (v.is_town(n) && (v.hexes[n].tile.is_some() || tiled.contains(&n)))
}

impl MapRules for HeavyCardboard {
    fn extra_builds(&self, g: &AgeOfSteam, p: usize) -> Vec<Action> {
        ferries(g, p).into_iter().map(|(i, _)| Action::ClaimTrack { hex: g.map.hexes[i].hex }).collect()
    }

    fn claims_once(&self, g: &AgeOfSteam, tiled: &[usize]) -> Vec<(usize, u32)> {
        printed_track::open(g, |v, n| ferry_end(v, n, tiled))
    }

    fn apply_extra_build(&self, g: &mut AgeOfSteam, p: usize, action: &Action, out: &mut Outcome) -> u32 {
        printed_track::claim(g, p, action, "aos.log.heavy-cardboard.ferry", out)
    }

    fn actions(&self) -> &[Special] {
        &ACTIONS
    }

    fn extra_moves(&self, g: &AgeOfSteam, p: usize) -> Vec<Action> {
        if g.players[p].special != Some(Special::HeavyLifting) {
            return Vec::new();
        }
        let v = g.view();
        let colours = g.new_city_colours();
        let mut out = Vec::new();
        for i in 0..g.map.hexes.len() {
            if !v.is_city(i) || g.map.node(i) != i || g.hexes[i].cubes.is_empty() || madeira(g, i) {
                continue;
            }
            if !v.links_from(i).iter().any(|t| t.owner(&g.hexes) == Some(p)) {
                continue;
            }
            let reach = within_reach(g, i);
            let mut seen = Vec::new();
            for &c in &g.hexes[i].cubes {
                if seen.contains(&c) {
                    continue;
                }
                seen.push(c);
                for &j in &reach {
                    if !madeira(g, j) && accepts(&v, j, c, &colours) {
                        out.push(Action::HeavyLift { from: g.map.hexes[i].hex, good: c, to: g.map.hexes[j].hex });
                    }
                }
            }
        }
        out
    }

    fn apply_extra_move(&self, g: &mut AgeOfSteam, p: usize, action: &Action, out: &mut Outcome) {
        let Action::HeavyLift { from, good: c, to } = action else { return };
        let (Some(i), Some(j)) = (g.map.at(*from), g.map.at(*to)) else { return };
        let Some(pos) = g.hexes[i].cubes.iter().position(|x| x == c) else { return };
        g.hexes[i].cubes.remove(pos);
        g.bag[c.index()] += 1;
        let income = heavy_lift_income(g.turn);
        g.players[p].income += income as i32;
        out.say(
            Msg::new("aos.log.heavy-cardboard.lift")
                .seat("seat", p)
                .msg("good", good(*c))
                .msg("from", hex_label(g, i))
                .msg("to", hex_label(g, j))
                .num("income", income as i64),
        );
    }

    fn before_growth(&self, g: &mut AgeOfSteam, out: &mut Outcome) {
        let Some(c) = centre(g) else { return };
        if !g.hexes[c].cubes.is_empty() {
            return;
        }
        for good in Good::ALL {
            if g.bag[good.index()] > 0 {
                g.bag[good.index()] -= 1;
                g.hexes[c].cubes.push(good);
            }
        }
        out.say(Msg::new("aos.log.heavy-cardboard.refill").msg("city", hex_label(g, c)));
    }
}
