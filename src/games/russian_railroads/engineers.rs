//! Engineers (§11): the strip's slide at the end of a round, and the majority at the end.

use super::words::k;
use super::{data::EndCard, RussianRailroads};
use crate::core::Outcome;

/// Clean-up (§3): workers come back, turquoise workers return, an unhired engineer on the
/// hiring space leaves the game and the strip slides one slot toward the hiring space.
pub fn clean_up(g: &mut RussianRailroads, out: &mut Outcome) {
    g.occupied.clear();
    g.passed.iter_mut().for_each(|p| *p = false);
    for p in &mut g.players {
        p.free = p.workers;
        p.temp = 0;
        p.placed = 0;
        p.took_temp = false;
        p.used_own.clear();
    }
    if !g.strip.is_empty() {
        if let Some(e) = g.strip.remove(0) {
            g.gone.push(e);
            out.say(k("log.engineer-gone").num("n", e));
        }
    }
    g.hired = false;
}

/// How many engineers a seat counts for the majority: its own and the "extra engineer" card.
pub fn count(g: &RussianRailroads, seat: usize) -> usize {
    let p = &g.players[seat];
    p.engineers.len() + p.end_cards.iter().filter(|&&c| c == EndCard::ExtraEngineer).count()
}

/// Majority VP by seat (§11.3): 40 for most, 20 for second; at least one engineer to score;
/// ties go to the highest engineer number (the extra-engineer card has none).
pub fn majority(g: &RussianRailroads) -> Vec<i64> {
    let n = g.players();
    let key = |s: usize| (count(g, s), g.players[s].engineers.iter().copied().max().unwrap_or(0));
    let mut ranked: Vec<usize> = (0..n).filter(|&s| count(g, s) > 0).collect();
    crate::core::sort::by(&mut ranked, |&a, &b| key(b).cmp(&key(a)).then(a.cmp(&b)));
    let mut vp = vec![0; n];
    for (i, &s) in ranked.iter().take(2).enumerate() {
        vp[s] = if i == 0 { 40 } else { 20 };
    }
    vp
}

/// Engineers a seat is seen to have (the extra-engineer card stays secret until the end).
pub fn count_public(g: &RussianRailroads, seat: usize) -> i64 {
    if g.phase == super::Phase::Over { count(g, seat) as i64 } else { g.players[seat].engineers.len() as i64 }
}
