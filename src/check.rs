//! The generic check run on every state reached by random legal play: every listed action
//! applies, the list has no duplicates, actions that are not listed are refused without
//! changing anything, the game's own invariants hold, and the game ends with scores.

use std::collections::HashSet;

use crate::core::{Game, Rng, Setup};

/// A random game that went wrong, with what reproduces it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub seed: u64,
    /// Index in the action log of the action being checked (0-based).
    pub action_index: usize,
    pub message: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seed {} action #{}: {}", self.seed, self.action_index, self.message)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameStats {
    pub actions: usize,
    /// Best and worst final score of the game.
    pub best: i64,
    pub worst: i64,
}

#[derive(Clone, Copy, Debug)]
pub struct CheckOptions {
    /// Every action of this many earlier decisions that is not legal now is tried and must be
    /// refused with the state untouched. 0 turns the probe off (faster, for benchmarks).
    pub probe_unlisted: usize,
    /// Run `check_invariants` after each action.
    pub invariants: bool,
    /// A game longer than this is reported as not ending.
    pub max_actions: usize,
    /// Percent of decisions taken by the game's own bot instead of at random, so that games
    /// also reach the late game (uniform random play tends to go bankrupt early).
    pub bot_percent: u64,
}

impl CheckOptions {
    pub const FULL: CheckOptions = CheckOptions { probe_unlisted: 3, invariants: true, max_actions: 200_000, bot_percent: 0 };
    pub const NONE: CheckOptions = CheckOptions { probe_unlisted: 0, invariants: false, max_actions: 200_000, bot_percent: 0 };
}

/// Plays one game with uniformly random legal actions (the game's setup seed is `seed` too).
/// Returns the game's statistics and its action log.
pub fn random_game<G: Game>(
    setup: &Setup,
    seed: u64,
    opts: CheckOptions,
) -> Result<(GameStats, Vec<G::Action>), Failure> {
    let mut setup = setup.clone();
    setup.seed = seed;
    let fail = |i: usize, m: String| Failure { seed, action_index: i, message: m };
    let mut game = G::new(&setup).map_err(|e| fail(0, format!("setup refused: {e}")))?;
    let mut pick = Rng::new(seed ^ 0x5EED_0FC0_FFEE);
    let mut log: Vec<G::Action> = Vec::new();
    // Recent legal lists, to probe that unlisted actions are refused.
    let mut recent: Vec<Vec<G::Action>> = Vec::new();
    if opts.invariants {
        game.check_invariants().map_err(|m| fail(0, format!("invariant broken at setup: {m}")))?;
    }
    while !game.is_over() {
        let i = log.len();
        if i >= opts.max_actions {
            return Err(fail(i, format!("game did not end after {i} actions")));
        }
        let legal = game.legal_actions();
        if legal.is_empty() {
            return Err(fail(i, format!("no legal action but the game is not over: {}", game.prompt())));
        }
        // The board a table's answer draws from the listed actions is the board itself (every
        // seventh decision: working out the list again doubles a build decision's cost).
        if opts.invariants && i % 7 == 0 && game.board_view_with(&legal) != game.board_view() {
            return Err(fail(i, "the board drawn from the listed actions differs from the board".into()));
        }
        if opts.probe_unlisted > 0 {
            let keys: HashSet<String> =
                legal.iter().map(|a| serde_json::to_string(a).expect("serializable")).collect();
            if keys.len() != legal.len() {
                return Err(fail(i, "the legal action list has duplicates".into()));
            }
            for old in recent.iter().flatten() {
                if keys.contains(&serde_json::to_string(old).expect("serializable")) {
                    continue;
                }
                let mut probe = game.clone();
                if probe.apply(old).is_ok() {
                    return Err(fail(i, format!("unlisted action was accepted: {old:?}")));
                }
                if probe != game {
                    return Err(fail(i, format!("refused action changed the state: {old:?}")));
                }
            }
        }
        let by_bot = opts.bot_percent > 0 && pick.below(100) < opts.bot_percent;
        let action = match by_bot.then(|| game.bot_action(pick.next_u64())).flatten() {
            Some(a) => {
                if !legal.contains(&a) {
                    return Err(fail(i, format!("the bot chose an unlisted action: {a:?}")));
                }
                a
            }
            None => legal[pick.index(legal.len())].clone(),
        };
        game.apply(&action)
            .map_err(|e| fail(i, format!("listed action {action:?} was refused: {e}")))?;
        if opts.invariants {
            game.check_invariants()
                .map_err(|m| fail(i, format!("invariant broken after {action:?}: {m}")))?;
        }
        log.push(action);
        if opts.probe_unlisted > 0 {
            recent.push(legal);
            if recent.len() > opts.probe_unlisted {
                recent.remove(0);
            }
        }
    }
    let scores = game
        .final_scores()
        .ok_or_else(|| fail(log.len(), "the game is over but has no final scores".into()))?;
    if scores.len() != setup.players.len() {
        return Err(fail(log.len(), "final scores do not list every player".into()));
    }
    let best = scores.iter().map(|s| s.score).max().unwrap_or(0);
    let worst = scores.iter().map(|s| s.score).min().unwrap_or(0);
    Ok((GameStats { actions: log.len(), best, worst }, log))
}

/// A setup with default seats ("Player 1".."Player n").
pub fn default_setup(game: &str, map: &str, players: usize, seed: u64) -> Setup {
    const COLOURS: [&str; 6] = ["#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"];
    Setup {
        game: game.into(),
        map: map.into(),
        options: serde_json::Value::Null,
        seed,
        players: (0..players)
            .map(|i| crate::core::Seat {
                name: format!("Player {}", i + 1),
                colour: COLOURS[i % COLOURS.len()].into(),
                bot: false,
                level: Default::default(),
            })
            .collect(),
    }
}
