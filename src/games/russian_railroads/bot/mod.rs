//! The computer player: tries every listed action, finishes the turn's own choices greedily,
//! and keeps the one whose position is worth most. A position is worth its points so far plus
//! what it will score in the round scorings left, and rough values for what is not scoring yet
//! (markers beyond a locomotive's reach, unlocked colours, workers, roubles, engineers).

pub mod greedy;

use super::data::*;
use super::{engineers, railways, scoring, Action, Phase, RussianRailroads};
use crate::core::{Game, Rng};

/// Round scorings still to come (this round's included while it is being played).
fn scorings_left(g: &RussianRailroads) -> f64 {
    if g.phase == Phase::Over { 0.0 } else { (g.rounds - g.round + 1) as f64 }
}

/// The weights of the valuation, named so simulations can try others
/// (`examples/russian_railroads_sim.rs --duel`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub black_in_reach: f64,
    pub black_beyond: f64,
    pub colour_in_reach: f64,
    pub colour_beyond: f64,
    pub empty_in_reach: f64,
    pub unlock: f64,
    pub doubler: f64,
    pub factory: f64,
    pub worker: f64,
    pub rouble: f64,
    pub free_worker: f64,
    pub engineer: f64,
    pub majority: f64,
    pub engineer_action: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            black_in_reach: 0.45,
            black_beyond: 0.2,
            colour_in_reach: 0.25,
            colour_beyond: 0.5,
            empty_in_reach: 0.15,
            unlock: 2.5,
            doubler: 0.3,
            factory: 0.4,
            worker: 5.0,
            rouble: 5.0,
            free_worker: 1.2,
            engineer: 9.0,
            majority: 12.0,
            engineer_action: 2.5,
        }
    }
}

impl Weights {
    /// Sets a weight by its name ("unlock"); false for an unknown name.
    pub fn set(&mut self, name: &str, v: f64) -> bool {
        let slot = match name {
            "black_in_reach" => &mut self.black_in_reach,
            "black_beyond" => &mut self.black_beyond,
            "colour_in_reach" => &mut self.colour_in_reach,
            "colour_beyond" => &mut self.colour_beyond,
            "empty_in_reach" => &mut self.empty_in_reach,
            "unlock" => &mut self.unlock,
            "doubler" => &mut self.doubler,
            "factory" => &mut self.factory,
            "worker" => &mut self.worker,
            "rouble" => &mut self.rouble,
            "free_worker" => &mut self.free_worker,
            "engineer" => &mut self.engineer,
            "majority" => &mut self.majority,
            "engineer_action" => &mut self.engineer_action,
            _ => return false,
        };
        *slot = v;
        true
    }
}

/// What a position is worth to `seat`.
pub fn value(g: &RussianRailroads, seat: usize) -> f64 {
    value_with(g, seat, &Weights::default())
}

pub fn value_with(g: &RussianRailroads, seat: usize, w: &Weights) -> f64 {
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
                (None, true) => w.empty_in_reach,
                (None, false) => 0.0,
                (Some(BLACK), true) => w.black_in_reach * doubled,
                (Some(BLACK), false) => w.black_beyond,
                (Some(c), true) => w.colour_in_reach * doubled * (c < WHITE) as u8 as f64,
                (Some(c), false) => w.colour_beyond * table[c] as f64 * doubled,
            };
            v += promise * later.min(4.0);
        }
    }
    v += (p.unlocked as f64 - 1.0) * w.unlock * later.min(4.0);
    v += p.doublers as f64 * w.doubler * later;
    v += p.factories.len() as f64 * (1.0 + w.factory * later);
    v += p.extra_workers as f64 * w.worker * later;
    v += p.roubles as f64 * if later > 0.0 { w.rouble } else { 0.4 };
    if !g.passed[seat] && g.phase != Phase::Over {
        v += (p.free + p.temp) as f64 * w.free_worker;
    }
    // Engineers: a share of the majority, and a private action each round left.
    let mine = engineers::count(g, seat) as f64;
    let best_other = (0..g.players()).filter(|&s| s != seat).map(|s| engineers::count(g, s)).max().unwrap_or(0) as f64;
    v += mine * w.engineer + if mine > best_other { w.majority } else { 0.0 };
    v += p.engineers.len() as f64 * w.engineer_action * later;
    v += p.end_cards.iter().map(|&c| scoring::end_card_value(g, seat, c) as f64 + 4.0).sum::<f64>();
    if p.medal && p.pos[KV][GREY] < 5 {
        v += 4.0 * later;
    }
    v
}

/// Finishes the seat's own choices of the turn, greedily one at a time.
fn finish(g: &mut RussianRailroads, seat: usize, w: &Weights) {
    for _ in 0..40 {
        if g.phase != Phase::Resolve || g.actor != seat {
            return;
        }
        let legal = g.legal_actions();
        let Some(best) = best_by(&legal, |a| {
            let mut c = g.clone();
            c.apply_unchecked(a);
            value_with(&c, seat, w)
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
    choose_with(g, seed, &Weights::default())
}

pub fn choose_with(g: &RussianRailroads, seed: u64, w: &Weights) -> Option<Action> {
    let legal = g.legal_actions();
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let seat = g.actor;
    let mut rng = Rng::new(seed);
    best_by(&legal, |a| {
        let mut c = g.clone();
        c.apply_unchecked(a);
        finish(&mut c, seat, w);
        value_with(&c, seat, w) + rng.below(1000) as f64 * 1e-5
    })
}
