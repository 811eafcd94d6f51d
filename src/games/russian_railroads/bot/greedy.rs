//! A simple one-step greedy player, the yardstick of the arena (`crate::arena`). It reads a
//! position only by what it would score if the game ended after this round's scoring (points
//! so far, this round's railways and industry, the engineer majority, kept end-game cards;
//! nothing for what is not scoring yet): it places on the space that raises that most per worker
//! (roubles standing in counted as workers), each of the turn's own choices taken the same
//! way; when no placement raises it, it takes the placement that adds most to its stock
//! (roubles, workers, engineers, tiles, doublers), the cheapest first, and never one that
//! costs stock for nothing; hiring counts as such a placement; else it passes.

use super::super::{engineers, legal, scoring, Action, Phase, Player, RussianRailroads};
use crate::core::{Game, Rng};

/// Points if the game ended after this round's scoring: points so far, this round's railways
/// and industry, the engineer majority and the kept end-game cards.
fn now(g: &RussianRailroads, seat: usize) -> f64 {
    let p = &g.players[seat];
    let (rail, ind) = scoring::round_parts(p);
    let cards: i64 = p.end_cards.iter().map(|&c| scoring::end_card_value(g, seat, c)).sum();
    (p.score() + rail + ind + majority(g, seat) + cards) as f64
}

/// The engineer majority's points for `seat` if the game ended now, as the seat sees it (the
/// others' extra-engineer cards are secret).
fn majority(g: &RussianRailroads, seat: usize) -> i64 {
    let key = |s: usize| {
        let n = if s == seat { engineers::count(g, s) } else { g.players[s].engineers.len() };
        (n, g.players[s].engineers.iter().copied().max().unwrap_or(0), std::cmp::Reverse(s))
    };
    let mine = key(seat);
    if mine.0 == 0 {
        return 0;
    }
    match (0..g.players()).filter(|&s| s != seat && key(s) > mine).count() {
        0 => 40,
        1 => 20,
        _ => 0,
    }
}

/// What the player holds for later, counted one apiece.
fn stock(p: &Player) -> f64 {
    (p.roubles
        + p.workers as i64
        + 2 * p.took_temp as i64
        + p.engineers.len() as i64
        + p.factories.len() as i64
        + p.locos.iter().map(Vec::len).sum::<usize>() as i64
        + p.doublers as i64) as f64
}

/// One decision of the turn's own choices: the option that scores most now, then stocks most.
fn pick(g: &RussianRailroads, seat: usize, legal: &[Action]) -> Option<Action> {
    let mut best: Option<(f64, f64, Action)> = None;
    for a in legal {
        let mut c = g.clone();
        c.apply_unchecked(a);
        let key = (now(&c, seat), stock(&c.players[seat]));
        if best.as_ref().is_none_or(|(v, s, _)| key.0 > *v || (key.0 == *v && key.1 > *s)) {
            best = Some((key.0, key.1, *a));
        }
    }
    best.map(|b| b.2)
}

/// Plays the seat's own choices of the turn one decision at a time.
fn finish(g: &mut RussianRailroads, seat: usize) {
    for _ in 0..40 {
        if g.phase != Phase::Resolve || g.actor != seat {
            return;
        }
        let Some(a) = pick(g, seat, &g.legal_actions()) else { return };
        g.apply_unchecked(&a);
    }
}

pub fn greedy_action(g: &RussianRailroads, seed: u64) -> Option<Action> {
    let legal = g.legal_actions();
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let seat = g.actor;
    if g.phase != Phase::Place {
        return pick(g, seat, &legal);
    }
    let (before, held) = (now(g, seat), stock(&g.players[seat]));
    let mut rng = Rng::new(seed);
    // (gain per worker, gain, stock gained, cost, roubles, tie-break), for every placement.
    let mut scored = Vec::new();
    for a in &legal {
        let cost = match *a {
            Action::Place { space, roubles } => {
                let Some((w, r, _, _)) = legal::space_terms(g, space) else { continue };
                ((w + r) as f64, roubles)
            }
            Action::Hire => (1.0, 1),
            _ => continue,
        };
        let mut c = g.clone();
        c.apply_unchecked(a);
        finish(&mut c, seat);
        let gain = now(&c, seat) - before;
        let stocked = stock(&c.players[seat]) - held;
        scored.push((gain / cost.0.max(1.0), gain, stocked, cost.0, cost.1, rng.below(1000), *a));
    }
    let scoring = scored.iter().filter(|s| s.1 > 0.0).max_by(|x, y| {
        x.0.total_cmp(&y.0).then(x.1.total_cmp(&y.1)).then(y.4.cmp(&x.4)).then(x.5.cmp(&y.5))
    });
    if let Some(s) = scoring {
        return Some(s.6);
    }
    let cheapest = scored.iter().filter(|s| s.2 >= 0.0).max_by(|x, y| {
        x.2.total_cmp(&y.2).then(y.3.total_cmp(&x.3)).then(y.4.cmp(&x.4)).then(x.5.cmp(&y.5))
    });
    Some(cheapest.map_or(Action::Pass, |s| s.6))
}
