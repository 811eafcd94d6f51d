//! The arena: computer players of different kinds against one another, over many games with
//! fixed seeds, so that a change to a player can be measured (`railyard-cli arena`).
//!
//! Seats rotate from game to game (game k plays the policies turned k places), each game has
//! its own set-up seed, and every decision its own seed, so a run is repeatable. A policy's win
//! rate is per seat it held; a shared first place counts as a share of a win. Solo games (one
//! seat) have no winner: each policy plays the same seeds and the scores are compared.

use crate::core::{Game, Rng, Setup};
use crate::games::{age_of_steam::AgeOfSteam, russian_railroads::RussianRailroads, steam::Steam, steam_power::SteamPower, Rounds};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Uniformly random legal actions.
    Random,
    /// The game's simple one-step greedy player (the yardstick).
    Greedy,
    /// The game's own computer player (`Game::bot_action`).
    Normal,
}

impl Policy {
    pub fn parse(s: &str) -> Option<Policy> {
        match s {
            "random" => Some(Policy::Random),
            "greedy" => Some(Policy::Greedy),
            "normal" => Some(Policy::Normal),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Greedy => "greedy",
            Policy::Normal => "normal",
        }
    }
}

/// A game the arena can play: its greedy player, and how long a game went.
pub trait Arena: Game + Rounds {
    fn greedy(&self, seed: u64) -> Option<Self::Action>;
}

impl Arena for SteamPower {
    fn greedy(&self, seed: u64) -> Option<Self::Action> {
        crate::games::steam_power::bot::greedy::greedy_action(self, seed)
    }
}

impl Arena for AgeOfSteam {
    fn greedy(&self, seed: u64) -> Option<Self::Action> {
        crate::games::age_of_steam::bot::greedy::greedy_action(self, seed)
    }
}

impl Arena for Steam {
    fn greedy(&self, seed: u64) -> Option<Self::Action> {
        crate::games::steam::bot::greedy::greedy_action(self, seed)
    }
}

impl Arena for RussianRailroads {
    fn greedy(&self, seed: u64) -> Option<Self::Action> {
        crate::games::russian_railroads::bot::greedy::greedy_action(self, seed)
    }
}

/// A game that has gone on this long is stopped and counted as unfinished.
pub const MAX_ACTIONS: usize = 50_000;

/// One finished game: per seat its score, its share of the win and whether it was eliminated.
#[derive(Clone, Debug)]
pub struct Played {
    pub scores: Vec<i64>,
    pub wins: Vec<f64>,
    pub eliminated: Vec<bool>,
    pub rounds: u32,
    pub actions: usize,
}

/// Plays one game with `seats[i]` in seat i; `None` when it did not finish.
pub fn play<G: Arena>(setup: &Setup, seats: &[Policy]) -> Result<Option<Played>, String> {
    let mut g = G::new(setup).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(setup.seed ^ 0x5eed_a4e4);
    let mut actions = 0usize;
    while let Some(seat) = g.current_player() {
        if actions >= MAX_ACTIONS {
            return Ok(None);
        }
        let seed = setup.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(actions as u64);
        let action = match seats[seat] {
            Policy::Random => {
                let legal = g.legal_actions();
                legal.get(rng.index(legal.len().max(1))).cloned()
            }
            Policy::Greedy => g.greedy(seed),
            Policy::Normal => g.bot_action(seed),
        };
        let action = action.ok_or_else(|| format!("seed {}: {} player had no action", setup.seed, seats[seat].name()))?;
        g.apply(&action).map_err(|e| format!("seed {}: {} player chose {action:?}: {e}", setup.seed, seats[seat].name()))?;
        actions += 1;
    }
    let finals = g.final_scores().ok_or("a finished game without scores")?;
    let n = seats.len();
    let mut played =
        Played { scores: vec![0; n], wins: vec![0.0; n], eliminated: vec![false; n], rounds: g.round_number().unwrap_or(0), actions };
    let winners: Vec<usize> = finals.iter().filter(|f| f.rank == 1 && !f.eliminated).map(|f| f.player).collect();
    for f in &finals {
        played.scores[f.player] = f.score;
        played.eliminated[f.player] = f.eliminated;
        if winners.contains(&f.player) {
            played.wins[f.player] = 1.0 / winners.len() as f64;
        }
    }
    Ok(Some(played))
}

/// What one policy did over a run.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Seats held (games times seats per game).
    pub seats: usize,
    pub wins: f64,
    pub score: Vec<i64>,
    pub eliminated: usize,
}

/// The result of a run.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: usize,
    pub unfinished: usize,
    pub rounds: Vec<u32>,
    pub actions: Vec<usize>,
    pub tallies: Vec<(Policy, Tally)>,
}

impl Report {
    fn tally(&mut self, p: Policy) -> &mut Tally {
        if let Some(i) = self.tallies.iter().position(|(q, _)| *q == p) {
            return &mut self.tallies[i].1;
        }
        self.tallies.push((p, Tally::default()));
        &mut self.tallies.last_mut().unwrap().1
    }
}

/// Plays `games` games from `setup` (game k with seed `setup.seed + k`). With several seats the
/// policies rotate; alone, each policy plays every seed once.
pub fn run<G: Arena>(setup: &Setup, seats: &[Policy], games: usize, mut progress: impl FnMut(usize)) -> Result<Report, String> {
    let n = setup.players.len();
    let mut report = Report::default();
    for k in 0..games {
        let mut s = setup.clone();
        s.seed = setup.seed + k as u64;
        let lineups: Vec<Vec<Policy>> = if n == 1 {
            let mut distinct = seats.to_vec();
            distinct.dedup();
            distinct.into_iter().map(|p| vec![p]).collect()
        } else {
            vec![(0..n).map(|i| seats[(i + k) % n]).collect()]
        };
        for lineup in lineups {
            report.games += 1;
            let Some(played) = play::<G>(&s, &lineup)? else {
                report.unfinished += 1;
                continue;
            };
            report.rounds.push(played.rounds);
            report.actions.push(played.actions);
            for (i, &p) in lineup.iter().enumerate() {
                let t = report.tally(p);
                t.seats += 1;
                t.wins += played.wins[i];
                t.score.push(played.scores[i]);
                t.eliminated += played.eliminated[i] as usize;
            }
        }
        progress(k + 1);
    }
    Ok(report)
}

/// The 95% Wilson score interval of `wins` successes in `n` trials.
pub fn wilson(wins: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, z) = (n as f64, 1.96f64);
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Mean and the half-width of its 95% interval (normal approximation).
pub fn mean_interval(xs: &[i64]) -> (f64, f64) {
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<i64>() as f64 / n;
    let var = xs.iter().map(|&x| (x as f64 - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// The report as text: one line per policy, and the games' length.
pub fn render(report: &Report, players: usize) -> String {
    let mut out = String::new();
    let fair = 100.0 / players as f64;
    for (p, t) in &report.tallies {
        let (mean, half) = mean_interval(&t.score);
        if players == 1 {
            out += &format!("{:<7} games {:>5}  mean score {mean:6.1} ± {half:4.1}\n", p.name(), t.seats);
        } else {
            let (lo, hi) = wilson(t.wins, t.seats);
            out += &format!(
                "{:<7} seats {:>5}  wins {:>7.1}  win rate {:5.1}% [{:4.1}, {:4.1}] (fair {fair:.1}%)  mean score {mean:6.1}  eliminated per 100 seats {:4.1}\n",
                p.name(),
                t.seats,
                t.wins,
                100.0 * t.wins / t.seats.max(1) as f64,
                100.0 * lo,
                100.0 * hi,
                100.0 * t.eliminated as f64 / t.seats.max(1) as f64,
            );
        }
    }
    let m = |v: &[f64]| v.iter().sum::<f64>() / v.len().max(1) as f64;
    let rounds: Vec<f64> = report.rounds.iter().map(|&r| r as f64).collect();
    let actions: Vec<f64> = report.actions.iter().map(|&a| a as f64).collect();
    let eliminated: usize = report.tallies.iter().map(|(_, t)| t.eliminated).sum();
    out += &format!(
        "games {}  unfinished {}  eliminations per 100 games {:.1}  mean rounds {:.1}  mean actions {:.0}\n",
        report.games,
        report.unfinished,
        100.0 * eliminated as f64 / report.games.max(1) as f64,
        m(&rounds),
        m(&actions)
    );
    out
}
