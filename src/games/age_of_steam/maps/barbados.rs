//! Barbados (digest §16.4), a solo map: one player, 10 turns, six yellow cities and five towns
//! on an island of plain and mountain. What the map does beyond its data:
//! - no purple cubes, New Cities A-D only (the data has no E-H); only the top box of the light
//!   display columns 1-6 and of A-D is filled at set-up, A never red and B never blue (such a
//!   cube goes back and another is drawn); one cube on each city (`display_start`, `setup`);
//! - at most one share a turn; no turn-order auction;
//! - four actions, Engineer, Locomotive, Urbanization and Production, one taken every turn;
//!   a taken action stays marked until all four have been, then all are free again
//!   (`actions_stay_taken`);
//! - goods growth rolls two dice, light side only;
//! - after turn 10 every share is bought back at $5; the cash left is the score, and who
//!   cannot pay for all of them loses.
//!
//! Decisions (the rulebook leaves these open):
//! - The dark display side is never used: it is never rolled and holds no cubes, so Production
//!   may place only into empty boxes of light columns 1-6 and of A-D (a cube anywhere else
//!   could never reach the map).
//! - Going bankrupt (income below 0 after a shortfall) also loses: the game ends there.
//! - The score is the cash less the buy-back, the game's one score line; below zero it is
//!   a loss. The rulebook names no target levels: the result is the loss or the score, and
//!   the table shows what the score would be if the game ended now.
//! - The easy variant (two cubes per city) is not offered.

use crate::core::{Msg, Outcome, Solo, SoloOutcome, SoloResult};
use crate::rail::Good;

use super::super::rules::{MapRules, Rules};
use super::super::{AgeOfSteam, Phase, Special};

pub struct Barbados;

const ACTIONS: [Special; 4] = [Special::Engineer, Special::Locomotive, Special::Urbanization, Special::Production];

/// Printed light columns 1-6, and the columns of New Cities A-D.
fn in_play(col: usize) -> bool {
    col < 6 || (12..16).contains(&col)
}

/// What buying back every share costs now.
fn buy_back(g: &AgeOfSteam) -> i64 {
    g.players[0].shares as i64 * g.rules().share_price as i64
}

impl MapRules for Barbados {
    fn numbers(&self, rules: &mut Rules) {
        rules.turns = vec![(1, 10)];
        rules.cubes[Good::Purple.index()] = 0;
    }

    fn display_start(&self, col: usize) -> usize {
        in_play(col) as usize
    }

    fn display_open(&self, col: usize) -> bool {
        in_play(col)
    }

    fn setup(&self, g: &mut AgeOfSteam) {
        // A takes red and B blue: a cube of the city's own colour there is drawn again.
        for (col, own) in [(12, Good::Red), (13, Good::Blue)] {
            while g.display[col].first() == Some(&own) && Good::ALL.iter().any(|c| *c != own && g.bag[c.index()] > 0) {
                g.display[col].clear();
                let again = g.draw();
                g.bag[own.index()] += 1;
                g.display[col].extend(again);
            }
        }
    }

    fn auction(&self) -> bool {
        false
    }

    fn shares_per_turn(&self) -> Option<u32> {
        Some(1)
    }

    fn actions(&self) -> &[Special] {
        &ACTIONS
    }

    fn actions_stay_taken(&self) -> bool {
        true
    }

    fn growth_dice(&self, _g: &AgeOfSteam) -> (usize, usize) {
        (2, 0)
    }

    fn game_end(&self, g: &AgeOfSteam, out: &mut Outcome) {
        let pl = &g.players[0];
        let cost = buy_back(g);
        let line = if pl.money as i64 >= cost { "aos.log.barbados.buy-back" } else { "aos.log.barbados.cannot-buy-back" };
        out.say(Msg::new(line).seat("seat", 0).num("shares", pl.shares).money("cost", cost).money("money", pl.money));
    }

    fn score_parts(&self, g: &AgeOfSteam, p: usize) -> Option<Vec<(Msg, i64)>> {
        let pl = &g.players[p];
        Some(vec![
            (Msg::new("aos.score.barbados.cash"), pl.money as i64),
            (Msg::new("aos.score.barbados.buy-back"), -(pl.shares as i64) * g.rules().share_price as i64),
        ])
    }

    fn scores_cash(&self) -> bool {
        true
    }

    fn solo(&self, g: &AgeOfSteam) -> Option<Solo> {
        let pl = g.players.first()?;
        let cost = buy_back(g);
        let left = pl.money as i64 - cost;
        let k = |key: &str| Msg::new(format!("aos.barbados.{key}"));
        let progress = vec![
            (k("buy-back"), k("buy-back-value").num("shares", pl.shares).money("cost", cost)),
            (k("left"), Msg::new("aos.money").money("amount", left)),
        ];
        let result = (g.phase == Phase::Over).then(|| {
            if pl.eliminated {
                SoloResult { outcome: SoloOutcome::Lost, score: None, words: k("result.bankrupt") }
            } else if left < 0 {
                SoloResult { outcome: SoloOutcome::Lost, score: None, words: k("result.short").num("shares", pl.shares).money("cost", cost).money("money", pl.money) }
            } else {
                SoloResult { outcome: SoloOutcome::Scored, score: Some(left), words: k("result.score").num("shares", pl.shares).money("score", left) }
            }
        });
        Some(Solo { goal: k("goal").num("turns", g.turns), progress, result })
    }
}
