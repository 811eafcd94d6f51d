//! The position estimate the search scores its play-outs with (`Game::evaluate`): the score if
//! the game ended now (income, shares, the sections of complete links, cash where the map
//! counts it), plus the income the seat's links can still earn. Track is worth what it will
//! carry before it carries it: the computer player's own outlook (cubes on the board and due
//! from the display, two deliveries a turn, later ones trusted less) gives the links each
//! coming delivery adds.

use crate::rail::End;

use super::super::AgeOfSteam;
use super::net::Ctx;
use super::W;

/// Points an income step is worth at the end of the game.
const INCOME_POINTS: f64 = 3.0;
/// Points per dollar left over after the expenses to the end: little on the last turn (a
/// section or two), more for each turn it can still build with, at most `CASH_MAX`.
const CASH_END: f64 = 0.25;
const CASH_TURN: f64 = 0.1;
const CASH_MAX: f64 = 0.9;
/// Points per dollar the expenses to the end would run short by: shares to issue or income lost.
const SHORT: f64 = 1.0;

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
    let now = INCOME_POINTS * (pl.income - pl.shares as i32) as f64 + (sections + cash) as f64;
    // Cash as it will stand at the end: income less expenses for each turn still to pay.
    let after = g.turns.saturating_sub(g.turn) as i32;
    let flow = pl.income - (pl.shares + pl.engine) as i32;
    let cash_end = pl.money + flow * after;
    let per_dollar = (CASH_END + CASH_TURN * after as f64).min(CASH_MAX);
    let cash_worth = if cash_end >= 0 { per_dollar * cash_end as f64 } else { SHORT * cash_end as f64 };
    now + INCOME_POINTS * coming_income(g, seat) as f64 + cash_worth
}

/// Income the seat's deliveries over its links as they stand can still add: the best cubes
/// first, two a turn to the end, each turn further trusted less.
fn coming_income(g: &AgeOfSteam, seat: usize) -> f32 {
    if g.turn > g.turns {
        return 0.0;
    }
    let ctx = Ctx::new(g, seat);
    let engine = ctx.engine();
    let mut vals: Vec<f32> = Vec::with_capacity(32);
    for gr in &ctx.groups {
        let b = ctx.net.best_own(&[], gr.node, gr.good, engine);
        if b > 0 {
            vals.extend(gr.weights.iter().map(|w| b as f32 * w * gr.contest));
        }
    }
    for c in &ctx.lying {
        let b = ctx.net.best_lying(&[], c, engine);
        if b > 0 {
            vals.push(b as f32);
        }
    }
    vals.sort_by(|a, b| b.total_cmp(a));
    vals.iter().take(2 * ctx.left as usize).enumerate().map(|(i, v)| v * W.later.powi((i / 2) as i32)).sum()
}
