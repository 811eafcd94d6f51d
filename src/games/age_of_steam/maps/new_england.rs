//! New England (digest §16.13), for two players. Its board prints 3 starting cubes on every
//! city and feeds Boston, Schenectady and New York from two display columns each (the base
//! growth reads `more_display`). What the map does beyond its data:
//! - 8 turns;
//! - a die decides who is "white" (the first of the starting order): white goes first in turns
//!   1, 3, 6 and 8, black in turns 2, 4, 5 and 7; there is no turn-order auction;
//! - only complete links may be built (as Germany: unfinished track is taken back at the end of
//!   the step, see `takeback`);
//! - goods are moved in three rounds instead of two;
//! - at the end, 1 VP per full $20 of cash on top of the usual score.
//!
//! Decisions (the rulebook leaves these open):
//! - The Turn Order action is removed: it only serves the auction, which this map does not hold.
//! - The fixed order holds for the whole turn, from Issue Shares on (the rulebook sets it under
//!   Issue Shares).
//! - The engine may still be raised only once per turn, in any of the three rounds; First Move's
//!   holder moves first in each round.
//! - The result is the usual score with the cash points as a fourth line; ties share the place,
//!   as in the base game.

use crate::core::Msg;

use super::super::rules::{MapRules, Rules};
use super::super::{AgeOfSteam, Special};

pub struct NewEngland;

/// The turns in which white goes first.
const WHITE_FIRST: [u32; 4] = [1, 3, 6, 8];

const ACTIONS: [Special; 6] =
    [Special::FirstMove, Special::FirstBuild, Special::Engineer, Special::Locomotive, Special::Urbanization, Special::Production];

impl MapRules for NewEngland {
    fn numbers(&self, rules: &mut Rules) {
        rules.turns = vec![(2, 8)];
    }

    fn complete_links_only(&self) -> bool {
        true
    }

    fn actions(&self) -> &[Special] {
        &ACTIONS
    }

    fn auction(&self) -> bool {
        false
    }

    fn player_order(&self, g: &AgeOfSteam) -> Option<(Vec<usize>, Msg)> {
        if g.order.len() != 2 {
            return None;
        }
        // The order so far was last turn's: white was first then if last turn was white's.
        let white = if WHITE_FIRST.contains(&(g.turn - 1)) { g.order[0] } else { g.order[1] };
        let black = if white == g.order[0] { g.order[1] } else { g.order[0] };
        let white_first = WHITE_FIRST.contains(&g.turn);
        let (order, side) = if white_first { (vec![white, black], "white") } else { (vec![black, white], "black") };
        let line = Msg::new("aos.log.new-england.first").seat("seat", order[0]).msg("side", Msg::new(format!("aos.new-england.{side}")));
        Some((order, line))
    }

    fn move_rounds(&self) -> u8 {
        3
    }

    fn cash_points(&self, money: i32) -> Option<i64> {
        Some(money.max(0) as i64 / 20)
    }
}

/// The seat playing white this turn (the first of the starting order).
pub fn white(g: &AgeOfSteam) -> Option<usize> {
    if g.order.len() != 2 {
        return None;
    }
    Some(if WHITE_FIRST.contains(&g.turn) { g.order[0] } else { g.order[1] })
}
