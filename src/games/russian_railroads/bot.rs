//! The computer player: tries every listed action, finishes the turn's own choices greedily,
//! and keeps the one whose position is worth most. A position is worth its points so far plus
//! what it will score in the round scorings left, and rough values for what is not scoring yet
//! (markers beyond a locomotive's reach, unlocked colours, workers, roubles, engineers).

use super::data::*;
use super::{engineers, railways, scoring, Action, Phase, RussianRailroads};
use crate::core::{Game, Rng};

/// Round scorings still to come (this round's included while it is being played).
fn scorings_left(g: &RussianRailroads) -> f64 {
    if g.phase == Phase::Over { 0.0 } else { (g.rounds - g.round + 1) as f64 }
}

/// What a position is worth to `seat`.
pub fn value(g: &RussianRailroads, seat: usize) -> f64 {
    let p = &g.players[seat];
    let left = scorings_left(g);
    let later = (left - 1.0).max(0.0);
    let (rail, ind) = scoring::round_parts(p);
    let mut v = p.score() as f64 + left * (rail + ind) as f64;
    if g.phase == Phase::Over {
        return v;
    }
    let table = if p.revalued { REVALUED } else { VALUE };
    for rw in 0..3 {
        let reach = railways::reach(p, rw);
        for s in 1..=LENGTH[rw] {
            let best = (0..COLOURS_ON[rw]).filter(|&c| p.pos[rw][c] >= s).max();
            let doubled = if rw == TS && (s as usize) <= p.doublers as usize { 2.0 } else { 1.0 };
            // What a segment promises in the rounds after this one: a covered segment beyond the
            // reach scores once a locomotive comes, one in reach waits for a better colour.
            let promise = match (best, s <= reach) {
                (None, true) => 0.15,
                (None, false) => 0.0,
                (Some(BLACK), true) => 0.45 * doubled,
                (Some(BLACK), false) => 0.2,
                (Some(c), true) => 0.25 * doubled * (c < WHITE) as u8 as f64,
                (Some(c), false) => 0.5 * table[c] as f64 * doubled,
            };
            v += promise * later.min(4.0);
        }
    }
    v += (p.unlocked as f64 - 1.0) * 2.5 * later.min(4.0);
    v += p.doublers as f64 * 0.3 * later;
    v += p.factories.len() as f64 * (1.0 + 0.4 * later);
    v += p.extra_workers as f64 * 5.0 * later;
    v += p.roubles as f64 * if later > 0.0 { 1.6 } else { 0.4 };
    if !g.passed[seat] && g.phase != Phase::Over {
        v += (p.free + p.temp) as f64 * 1.2;
    }
    // Engineers: a share of the majority, and a private action each round left.
    let mine = engineers::count(g, seat) as f64;
    let best_other = (0..g.players()).filter(|&s| s != seat).map(|s| engineers::count(g, s)).max().unwrap_or(0) as f64;
    v += mine * 9.0 + if mine > best_other { 12.0 } else { 0.0 };
    v += p.engineers.len() as f64 * 2.5 * later;
    v += p.end_cards.iter().map(|&c| scoring::end_card_value(g, seat, c) as f64 + 4.0).sum::<f64>();
    if p.medal && p.pos[KV][GREY] < 5 {
        v += 4.0 * later;
    }
    v
}

/// Finishes the seat's own choices of the turn, greedily one at a time.
fn finish(g: &mut RussianRailroads, seat: usize) {
    for _ in 0..40 {
        if g.phase != Phase::Resolve || g.actor != seat {
            return;
        }
        let legal = g.legal_actions();
        let Some(best) = best_by(&legal, |a| {
            let mut c = g.clone();
            c.apply_unchecked(a);
            value(&c, seat)
        }) else {
            return;
        };
        g.apply_unchecked(&best);
    }
}

fn best_by(actions: &[Action], mut score: impl FnMut(&Action) -> f64) -> Option<Action> {
    let mut best: Option<(f64, Action)> = None;
    for a in actions {
        let s = score(a);
        if best.as_ref().is_none_or(|(b, _)| s > *b) {
            best = Some((s, *a));
        }
    }
    best.map(|b| b.1)
}

pub fn choose(g: &RussianRailroads, seed: u64) -> Option<Action> {
    let legal = g.legal_actions();
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let seat = g.actor;
    let mut rng = Rng::new(seed);
    best_by(&legal, |a| {
        let mut c = g.clone();
        c.apply_unchecked(a);
        finish(&mut c, seat);
        value(&c, seat) + rng.below(1000) as f64 * 1e-5
    })
}
