//! The position estimate the search scores its play-outs with (`Game::evaluate`): the score if
//! the game ended now (income, shares, the sections of complete links, cash where the map
//! counts it), with money counted a little (it builds track). Counting the sections is what
//! makes finishing a link on the last turn worth more than laying track elsewhere.
//!
//! Tried and measured worse in small samples (README, "Hard against Normal"): adding the
//! income the seat's links can still earn (the computer player's outlook) and valuing cash
//! after the expenses to the end.

use crate::rail::End;

use super::super::AgeOfSteam;

/// Points an income step is worth at the end of the game.
const INCOME_POINTS: f64 = 3.0;
/// Points per dollar in hand.
const CASH: f64 = 0.2;

pub(in super::super) fn estimate(g: &AgeOfSteam, seat: usize) -> f64 {
    let pl = &g.players[seat];
    if pl.eliminated {
        return -100.0;
    }
    let v = g.view();
    let mut sections = 0i64;
    for t in v.sections() {
        if matches!(t.end, End::Node(_)) && t.owner(&g.hexes) == Some(seat) {
            sections += t.segs.len() as i64;
        }
    }
    sections += v.built_links().iter().filter(|l| l.4 == Some(seat)).count() as i64;
    let cash = g.def.special.cash_points(pl.money).unwrap_or(0);
    INCOME_POINTS * (pl.income - pl.shares as i32) as f64 + (sections + cash) as f64 + CASH * pl.money.max(0) as f64
}
