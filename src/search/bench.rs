//! Hard against Normal: whole games with one searching seat among computer players, for the
//! command line's `levels` benchmark. Native only (it times decisions with the native clock).

use super::levels::choose_with;
use super::{native_clock, Budget, Config};
use crate::core::{Game, Level, Setup};

/// What one game of the benchmark gave.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// 1 for a win, 1/k for a first place shared by k seats, 0 otherwise.
    pub win: f64,
    /// Milliseconds of each of Hard's decisions that had a choice.
    pub decisions: Vec<f64>,
    /// Seats eliminated in the game.
    pub eliminated: usize,
    /// The watched seat's final score (alone, the only measure).
    pub score: i64,
}

/// Plays one game from `setup` with `levels[seat]` in each seat and returns the tally of seat
/// `watch`; Hard searches `iterations` iterations per decision, tuned by `config`. Seeded by `seed`.
pub fn play<G: Game>(setup: &Setup, levels: &[Level], watch: usize, iterations: u32, config: &Config, seed: u64) -> Result<Tally, String> {
    let mut game = G::new(setup).map_err(|e| e.reason)?;
    let mut tally = Tally::default();
    let mut turn = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    while let Some(p) = game.current_player() {
        turn = turn.wrapping_add(1);
        let level = levels.get(p).copied().unwrap_or_default();
        let started = native_clock();
        let found = choose_with(&game, level, turn, Budget::iterations(iterations), None, config)
            .ok_or_else(|| format!("seat {p} has no move"))?;
        if level == Level::Hard && found.iterations > 0 {
            tally.decisions.push(native_clock() - started);
        }
        game.apply(&found.action).map_err(|e| format!("seat {p} chose an illegal move: {}", e.reason))?;
    }
    let scores = game.final_scores().ok_or("the game stopped before its end")?;
    let first: Vec<usize> = scores.iter().filter(|s| s.rank == 1).map(|s| s.player).collect();
    if first.contains(&watch) {
        tally.win = 1.0 / first.len() as f64;
    }
    tally.eliminated = scores.iter().filter(|s| s.eliminated).count();
    tally.score = scores.iter().find(|s| s.player == watch).map_or(0, |s| s.score);
    Ok(tally)
}

/// A share's 95% interval (Wilson) for `wins` out of `n`.
pub fn wilson(wins: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, z) = (n as f64, 1.96);
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}
