//! The three levels of a computer seat, over any game: Easy is the game's computer player with
//! deliberate slips, Normal is that player, Hard is the search guided by it.

use super::{search, Budget, Clock, Config, Found};
use crate::core::{Game, Level, Rng};

/// One move in how many Easy plays at random among the legal moves instead of the computer
/// player's.
pub const EASY_SLIP_PERCENT: u64 = 25;

/// Longest Hard thinks over one move in the app, in milliseconds.
pub const HARD_MILLIS: u64 = 1500;

/// Iterations Hard runs when no clock is given (tests, the command line without a budget).
pub const HARD_ITERATIONS: u32 = 200;

/// The move of a computer seat at `level`. `budget` bounds Hard's search (and `clock` times it);
/// the other levels answer at once.
pub fn choose<G: Game>(game: &G, level: Level, seed: u64, budget: Budget, clock: Option<Clock>) -> Option<Found<G::Action>> {
    choose_with(game, level, seed, budget, clock, &Config::default())
}

/// `choose` with the search tuned by `config`.
pub fn choose_with<G: Game>(
    game: &G,
    level: Level,
    seed: u64,
    budget: Budget,
    clock: Option<Clock>,
    config: &Config,
) -> Option<Found<G::Action>> {
    let plain = |action: G::Action| Found { action, seed, iterations: 0, visits: 0 };
    match level {
        Level::Normal => game.bot_action(seed).map(plain),
        Level::Easy => {
            let mut rng = Rng::new(seed);
            if rng.below(100) < EASY_SLIP_PERCENT {
                let legal = game.legal_actions();
                if !legal.is_empty() {
                    return Some(plain(legal[rng.index(legal.len())].clone()));
                }
            }
            game.bot_action(rng.next_u64()).map(plain)
        }
        Level::Hard => search(game, seed, budget, config, clock),
    }
}
