//! What Hard's search weighs in Steam (`Game::search_moves`): the bid, the action tile, where
//! a new city or new cubes go, the deliveries. Track is one tile of a link the computer player
//! plans over the turns left, among hundreds of builds whose random alternatives are noise to
//! a few dozen play-outs: track, and when to stop building, stay the computer player's, which
//! also spares the search most of its decisions. So does the choice between points and income,
//! which the computer player makes by the turns left.

use crate::core::Game;

use super::super::{Action, Phase, Steam};
use super::to_vp;

/// Deliveries weighed besides passing and upgrading: the best few for the seat.
pub const DELIVERIES: usize = 4;
/// Bids weighed above the high bid.
pub const RAISES: u32 = 3;

pub(in super::super) fn search_moves(g: &Steam) -> Option<Vec<Action>> {
    let p = g.current()?;
    match &g.phase {
        // A held Urbanization or City Growth: every town and every space is weighed (the
        // computer player's move, a track build or the end, is always tried first). Without
        // one, the decision is the computer player's.
        Phase::Build { placing: None, .. } => {
            let mut moves = g.urbanize_options(p);
            moves.extend(g.grow_options(p));
            if !moves.is_empty() {
                if g.may_end_build() {
                    moves.push(Action::EndBuild);
                }
                if let Some(own) = super::choose(g, 0).filter(|a| !moves.contains(a)) {
                    moves.push(own);
                }
            }
            Some(moves)
        }
        Phase::Positions { bid, .. } => Some(bids_from(g, bid.map_or(0, |(_, b)| b + 1))),
        Phase::Auction { bids, .. } => Some(bids_from(g, super::super::turn::leader(bids).map_or(0, |(_, b)| b + 1))),
        Phase::Move { pending, .. } if !pending.is_empty() => Some(Vec::new()),
        Phase::Move { .. } => {
            let vp = to_vp(g, p);
            let legal = g.legal_actions();
            let mut moves: Vec<Action> = legal.iter().filter(|a| !matches!(a, Action::Move { .. })).cloned().collect();
            // Ranked as the computer player ranks them: own links first, few others'.
            let own = |o: &[Option<usize>]| o.iter().filter(|o| **o == Some(p)).count() as i32;
            let others = |o: &[Option<usize>]| o.iter().filter(|o| o.is_some_and(|q| q != p)).count() as i32;
            // Best first, and among equals the last listed first, as the computer player's
            // `max_by_key` picks it: its own delivery is always among those weighed.
            let mut routes = g.routes_for(p);
            crate::core::sort::by_key(&mut routes, |(_, _, r)| own(&r.owners) * 16 - others(&r.owners));
            routes.reverse();
            let best = routes.into_iter().take(DELIVERIES).map(|(i, good, r)| Action::Move { from: g.map.hexes[i].hex, good, links: r.links, vp });
            moves.extend(best.filter(|a| legal.contains(a)));
            Some(moves)
        }
        _ => None,
    }
}

/// The legal moves with the bids cut to the `RAISES` lowest, from `low` (the lowest allowed).
fn bids_from(g: &Steam, low: u32) -> Vec<Action> {
    g.legal_actions().into_iter().filter(|a| !matches!(a, Action::Bid { amount } if *amount >= low + RAISES)).collect()
}
