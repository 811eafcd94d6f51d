//! What Hard's search weighs in Age of Steam (`Game::search_moves`). Its play-outs reach the
//! turn's income at most, so it judges what pays inside a turn: the bid, the action, the
//! shares, the deliveries. A build is one tile of a link the computer player plans over the
//! whole turn and beyond, which short play-outs cannot value: builds stay the computer
//! player's. Long lists are cut to the moves that differ in kind.

use crate::core::Game;

use super::super::{Action, AgeOfSteam, Phase};

/// Deliveries weighed besides passing and upgrading: the best few for the seat.
const DELIVERIES: usize = 4;
/// Bids weighed above the high bid.
const RAISES: u32 = 3;

pub(in super::super) fn search_moves(g: &AgeOfSteam) -> Option<Vec<Action>> {
    let p = g.current()?;
    match &g.phase {
        Phase::Build { .. } => Some(Vec::new()),
        Phase::Auction { high, .. } => {
            let legal = g.legal_actions();
            let keep = |a: &Action| match a {
                Action::Bid { amount } => *amount <= high + RAISES,
                _ => true,
            };
            Some(legal.into_iter().filter(keep).collect())
        }
        Phase::Move { .. } => {
            let legal = g.legal_actions();
            let mut moves: Vec<Action> = legal.iter().filter(|a| !matches!(a, Action::Move { .. })).cloned().collect();
            // Ranked as the computer player ranks them: own links first, few others', short.
            let mut own: Vec<(i32, Action)> = g
                .move_options(p)
                .into_iter()
                .filter_map(|(a, r)| {
                    let mine = r.owners.iter().filter(|o| **o == Some(p)).count() as i32;
                    let others = r.owners.iter().filter(|o| o.is_some_and(|o| o != p)).count() as i32;
                    (mine > 0).then(|| (mine * 16 - others * 2 - r.links.len() as i32, a))
                })
                .collect();
            crate::core::sort::by(&mut own, |a, b| b.0.cmp(&a.0));
            moves.extend(own.into_iter().take(DELIVERIES).map(|(_, a)| a).filter(|a| legal.contains(a)));
            Some(moves)
        }
        _ => None,
    }
}
