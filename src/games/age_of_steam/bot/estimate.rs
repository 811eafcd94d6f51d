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
/// Points per dollar in hand (it builds track and pays expenses).
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
    let now = INCOME_POINTS * (pl.income - pl.shares as i32) as f64 + (sections + cash) as f64;
    now + INCOME_POINTS * coming_income(g, seat) as f64 + CASH * pl.money.max(0) as f64
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
