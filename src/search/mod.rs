//! A game-independent look-ahead for computer seats: Monte Carlo tree search over the `Game`
//! contract, played on determinized copies of the state.
//!
//! Every iteration starts from a fresh `determinize(seat, ..)` of the position, so what the
//! searching seat cannot see (other hands, the bag, future dice) is made up anew each time and
//! the search never reads it; the tree is shared by all those copies (information-set style),
//! so a move is judged over many possible hidden states. The game's own computer player
//! (`bot_action`) is the guide: its choices are the first children tried at every node
//! (progressive widening lets the other legal moves in slowly, however many there are) and the
//! moves of the play-outs. A play-out stops after `Config::depth` moves, or when the game's
//! `lookahead_mark` moves on, and is scored by the game's `evaluate`, or by `final_scores` when
//! it reaches the end (or the game has no estimate). A game may narrow the moves weighed
//! (`search_moves`).
//!
//! Everything is seeded: one seed and one iteration budget always give the same move, so a
//! move searched against the clock is replayed with the seed and the iteration count it
//! reached (`Found`).

#[cfg(not(target_arch = "wasm32"))]
pub mod bench;
pub mod levels;
mod tree;

use crate::core::{Game, Rng};
use tree::Tree;

/// How long to search: at most `iterations` iterations, and, when a clock is given, no longer
/// than `millis` milliseconds (at least one iteration is always run).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub iterations: u32,
    pub millis: Option<f64>,
}

impl Budget {
    /// A fixed number of iterations: the same move on every machine.
    pub fn iterations(n: u32) -> Budget {
        Budget { iterations: n.max(1), millis: None }
    }

    /// As many iterations as fit in `millis` milliseconds (up to a ceiling).
    pub fn millis(millis: f64) -> Budget {
        Budget { iterations: 100_000, millis: Some(millis) }
    }
}

/// Milliseconds from any fixed start: the page's worker passes its performance clock, native
/// callers `native_clock`.
pub type Clock = fn() -> f64;

/// A monotonic clock for native callers (the wasm target has none in `std`).
#[cfg(not(target_arch = "wasm32"))]
pub fn native_clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// The search's tuning.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Exploration weight of the selection rule (UCB1).
    pub exploration: f64,
    /// Progressive widening: a node with n visits has at most `widen_base + widen_k * n^widen_power`
    /// children.
    pub widen_base: f64,
    pub widen_k: f64,
    pub widen_power: f64,
    /// How many of the computer player's seeded answers seed a node's first children.
    pub prior_samples: u32,
    /// Moves played by the computer player after the tree before a play-out is scored; `None`:
    /// the game's `lookahead`.
    pub depth: Option<usize>,
    /// Score difference (in points) that makes a lead count as nearly certain: the reward of a
    /// seat is a logistic curve of its lead over the best other seat, divided by this.
    pub temperature: f64,
    /// Standard errors by which a move's mean reward must beat the computer player's before it
    /// replaces it (besides the visits asked for); 0: the visits alone decide.
    pub overrule: f64,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            exploration: 0.35,
            widen_base: 1.0,
            widen_k: 1.0,
            widen_power: 0.4,
            prior_samples: 1,
            depth: None,
            temperature: 4.0,
            overrule: 0.0,
        }
    }
}

/// The search's answer: the move, and what replays it.
#[derive(Clone, Debug, PartialEq)]
pub struct Found<A> {
    pub action: A,
    pub seed: u64,
    /// Iterations run: `Budget::iterations(iterations)` with `seed` finds `action` again.
    pub iterations: u32,
    /// Visits of the chosen move at the root, out of `iterations`.
    pub visits: u32,
}

/// The move the search finds for the seat to move, or `None` when nobody is to move.
pub fn search<G: Game>(game: &G, seed: u64, budget: Budget, config: &Config, clock: Option<Clock>) -> Option<Found<G::Action>> {
    let me = game.current_player()?;
    let legal = game.legal_actions();
    if legal.len() <= 1 {
        return legal.into_iter().next().map(|action| Found { action, seed, iterations: 0, visits: 0 });
    }
    let mut rng = Rng::new(seed);
    // The game may narrow the moves worth weighing, or leave this one to its computer player.
    let legal = match game.search_moves() {
        Some(moves) if moves.is_empty() => {
            return game.bot_action(rng.next_u64()).map(|action| Found { action, seed, iterations: 0, visits: 0 });
        }
        Some(moves) => moves,
        None => legal,
    };
    let mut tree = Tree::new(game, legal, config);
    let mut done = 0;
    // On the clock: stop when the longest iteration so far would no longer fit, so the budget
    // is a ceiling, not a point to overrun.
    let started = clock.map(|c| c());
    let (mut last, mut longest) = (started.unwrap_or(0.0), 0.0f64);
    while done < budget.iterations {
        if let (Some(c), Some(t0), Some(ms)) = (clock, started, budget.millis) {
            let now = c();
            longest = longest.max(now - last);
            last = now;
            if done > 0 && now - t0 + longest > ms {
                break;
            }
        }
        let copy = game.determinize(me, rng.next_u64());
        tree.iterate(copy, &mut rng);
        done += 1;
    }
    let (action, visits) = tree.best(me);
    Some(Found { action, seed, iterations: done, visits })
}

/// Each seat's reward in [0, 1] for a position: from the final scores once the game is over,
/// else from the game's estimate; `None` when the game has no estimate.
fn rewards<G: Game>(state: &G, seats: usize, temperature: f64) -> Option<Vec<f64>> {
    let scores: Vec<f64> = match state.final_scores() {
        Some(finals) => {
            let mut s = vec![0.0; seats];
            for f in finals {
                if f.player < seats {
                    // An eliminated seat is behind everyone, whatever its points.
                    s[f.player] = f.score as f64 - if f.eliminated { 1000.0 } else { 0.0 };
                }
            }
            s
        }
        None => (0..seats).map(|p| state.evaluate(p)).collect::<Option<Vec<f64>>>()?,
    };
    if seats == 1 {
        // Alone: more points are better, on a scale where 100 is a great game.
        return Some(vec![(scores[0] / 100.0).clamp(0.0, 1.0)]);
    }
    Some(
        (0..seats)
            .map(|p| {
                let best_other = (0..seats).filter(|&q| q != p).map(|q| scores[q]).fold(f64::MIN, f64::max);
                1.0 / (1.0 + (-(scores[p] - best_other) / temperature).exp())
            })
            .collect(),
    )
}
