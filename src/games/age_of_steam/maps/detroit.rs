//! Detroit Bankruptcy (digest §16.10), 2-5 players and solo, on the map seams:
//! - no turn limit (`Rules::turns` empty): the game ends in the expenses phase that leaves one
//!   railroad or none; the last one standing wins, and if the last ones all go bankrupt in the
//!   same turn, the one whose income fell least wins;
//! - its own tracks: players start with $0 and 5 shares, the share limit is 25, and income
//!   reduction is 1 per 5 steps above 5 (6-10: -1, 11-15: -2 … 46-50: -9, 51 and more: -10);
//! - set-up: 2 cubes per city, and only 1 cube in each goods-display column (printed cities
//!   and New Cities alike);
//! - expenses: $1 a share, $1 a locomotive level, and $1 per turn number (turn 3 costs $3);
//! - actions: no Production; the Engineer builds 4 and its cheapest build of the step (a
//!   special link or a bridge included) is free;
//! - special links Midtown–Downtown Detroit and Windsor–Windsor Airport ($6 each, the data's
//!   `special_links`, built by the base rules' `BuildLink`), and the two printed bridges between
//!   Downtown Detroit and Windsor ($10 and $8, the data's printed track, `ClaimTrack`): each one
//!   build, one owner, one link of one section;
//! - a delivery must use at least half of its links (rounded up) of the mover's own.
//!
//! The solo game (one player), on the same rules but:
//! - only Engineer, Locomotive and Urbanization, 3 discs each (`action_discs`): at most one a
//!   turn, taking none allowed, the top disc costing $3, the next $2, the last $1; no auction
//!   (there is no one to bid against);
//! - 2 growth dice per side; income reduction without a cap (51-55 -10, 56-60 -11 …);
//! - the "government" goes bankrupt at the end of turn 6 with income -1: going bankrupt later
//!   wins, in turn 6 at income -1 ties, anything else loses; the game goes on to the player's
//!   bankruptcy, and the turn it comes in rates the game (7 better than the government … 12
//!   the hall of fame), as the log says at the end.
//!
//! Decisions (the rulebook leaves these open):
//! - The Engineer's free build is paid back when the step ends, so each build must be
//!   affordable when it is made; the refund is the cheapest price the step paid.
//! - The two bridges are two separate links (each one owner, one build, one section): the board
//!   prints two crossings with their own prices. Both ends are cities, so they can be claimed
//!   from the first turn.
//! - The Windsor Airport link needs no town tile on the airport: a town is a stop either way.
//!   The board blocks no edge there, so a town tile on the airport may also point at Windsor
//!   (an ordinary link, as next to any city); the special link joins them without one.
//! - A railroad is bankrupt as in the base game, when unpaid expenses would take its income
//!   below 0; that negative income is kept as its income at bankruptcy.
//! - The result ranks by turns survived (the last turn for the survivor, the turn before its
//!   bankruptcy for the others), then by income (at bankruptcy for the bankrupt); equal on
//!   both share the place. The score shown is the turns survived.
//! - Solo: the rating of turn 12 also covers any later turn; the result table shows the
//!   turns survived and the income at bankruptcy like the multi-player game.
//! - Links of a bankrupt railroad still count as its own for the half-own rule (they are no
//!   one else's): no one can use more than half of them in a route.

use crate::core::{FinalScore, Msg, Outcome, Solo, SoloOutcome, SoloResult};

use super::super::rules::{MapRules, Rules};
use super::super::{Action, AgeOfSteam, Phase, Special};
use super::printed_track;

pub struct Detroit;

const ACTIONS: [Special; 6] =
    [Special::FirstMove, Special::FirstBuild, Special::Engineer, Special::Locomotive, Special::Urbanization, Special::TurnOrder];

/// The solo game's actions, each a stack of 3 discs.
const SOLO_ACTIONS: [Special; 3] = [Special::Engineer, Special::Locomotive, Special::Urbanization];

/// The solo rating of going bankrupt in `turn` with `income`, against the government's
/// bankruptcy at the end of turn 6 with income -1.
pub fn solo_rating(turn: u32, income: i32) -> Msg {
    let key = match turn {
        0..=5 => "lost".to_string(),
        6 if income >= -1 => "tie".to_string(),
        6 => "lost".to_string(),
        7..=11 => turn.to_string(),
        _ => "12".to_string(),
    };
    Msg::new(format!("aos.detroit.rating.{key}"))
}

/// Seat `p`'s turns survived and income, for the result.
fn standing(g: &AgeOfSteam, p: usize) -> (i64, i64) {
    let pl = &g.players[p];
    match pl.bankrupt {
        Some((turn, income)) => (turn as i64 - 1, income as i64),
        None => (g.turn as i64, pl.income as i64),
    }
}

impl MapRules for Detroit {
    fn numbers(&self, rules: &mut Rules) {
        rules.turns = Vec::new();
        rules.start_money = 0;
        rules.start_shares = 5;
        rules.share_limit = 25;
        rules.display_start = 1;
        rules.income_reduction = (1..=10).map(|k| (5 * k + 1, k)).collect();
    }

    fn actions(&self) -> &[Special] {
        &ACTIONS
    }

    fn setup(&self, g: &mut AgeOfSteam) {
        if g.start_players == 1 {
            g.action_discs = SOLO_ACTIONS.iter().map(|&s| (s, 3)).collect();
        }
    }

    fn growth_dice(&self, g: &AgeOfSteam) -> (usize, usize) {
        let n = if g.start_players == 1 { 2 } else { g.start_players };
        (n, n)
    }

    fn income_reduction(&self, g: &AgeOfSteam, income: i32) -> i32 {
        // Solo: the track goes on, one more for every 5 steps.
        if g.start_players == 1 { if income <= 5 { 0 } else { (income - 1) / 5 } } else { g.rules().income_reduction(income) }
    }

    fn expenses(&self, g: &AgeOfSteam, p: usize) -> i32 {
        let pl = &g.players[p];
        pl.shares as i32 + pl.engine as i32 + g.turn as i32
    }

    fn route_allowed(&self, p: usize, owners: &[Option<usize>]) -> bool {
        let own = owners.iter().filter(|o| **o == Some(p)).count();
        2 * own >= owners.len()
    }

    fn build_step_ended(&self, g: &mut AgeOfSteam, p: usize, paid: &[u32], out: &mut Outcome) {
        if g.players[p].special != Some(Special::Engineer) {
            return;
        }
        let Some(&free) = paid.iter().min().filter(|&&c| c > 0) else { return };
        g.players[p].money += free as i32;
        out.say(Msg::new("aos.log.detroit.engineer").seat("seat", p).money("cost", free));
    }

    fn extra_builds(&self, g: &AgeOfSteam, p: usize) -> Vec<Action> {
        // Both ends of each bridge are cities: always ready.
        printed_track::claimable(g, p, |_, _| true).into_iter().map(|(i, _)| Action::ClaimTrack { hex: g.map.hexes[i].hex }).collect()
    }

    fn claims_once(&self, g: &AgeOfSteam, _tiled: &[usize]) -> Vec<(usize, u32)> {
        printed_track::open(g, |_, _| true)
    }

    fn apply_extra_build(&self, g: &mut AgeOfSteam, p: usize, action: &Action, out: &mut Outcome) -> u32 {
        printed_track::claim(g, p, action, "aos.log.detroit.bridge", out)
    }

    fn claim_words(&self) -> &'static str {
        "claim-bridge"
    }

    /// Solo: outlast the government; the result is the rating of the turn of bankruptcy.
    fn solo(&self, g: &AgeOfSteam) -> Option<Solo> {
        if g.start_players != 1 {
            return None;
        }
        let progress = vec![(Msg::new("aos.detroit.solo-turn"), Msg::new("aos.detroit.solo-turn-now").num("turn", g.turn))];
        let result = (g.phase == Phase::Over).then(|| {
            let (turn, income) = g.players[0].bankrupt.unwrap_or((g.turn, 0));
            let outcome = match turn {
                0..=5 => SoloOutcome::Lost,
                6 if income >= -1 => SoloOutcome::Tied,
                6 => SoloOutcome::Lost,
                _ => SoloOutcome::Won,
            };
            let words = Msg::new("aos.detroit.solo-result").num("turn", turn).num("income", income).msg("rating", solo_rating(turn, income));
            SoloResult { outcome, score: Some(turn as i64), words }
        });
        Some(Solo { goal: Msg::new("aos.detroit.solo-goal"), progress, result })
    }

    fn ended_by_bankruptcy(&self, g: &AgeOfSteam) -> Option<Msg> {
        match g.order.as_slice() {
            [] if g.start_players == 1 => {
                let (turn, income) = g.players[0].bankrupt.unwrap_or((g.turn, 0));
                Some(Msg::new("aos.log.detroit.solo").seat("seat", 0).num("turn", turn).num("income", income).msg("rating", solo_rating(turn, income)))
            }
            [] => Some(Msg::new("aos.log.detroit.all-bankrupt")),
            // Solo: the game goes on to the player's own bankruptcy.
            [p] if g.start_players > 1 => Some(Msg::new("aos.log.detroit.survivor").seat("seat", *p)),
            _ => None,
        }
    }

    fn final_scores(&self, g: &AgeOfSteam) -> Option<(Vec<FinalScore>, Vec<Msg>)> {
        let words = vec![Msg::new("aos.score.detroit.turns"), Msg::new("aos.score.detroit.income")];
        let labels: Vec<String> = words.iter().map(|m| m.english(&g.names)).collect();
        let mut scores: Vec<FinalScore> = (0..g.players.len())
            .map(|p| {
                let (turns, income) = standing(g, p);
                let breakdown = vec![(labels[0].clone(), turns), (labels[1].clone(), income)];
                FinalScore { player: p, score: turns, rank: 0, breakdown, eliminated: g.players[p].eliminated }
            })
            .collect();
        let keys: Vec<(i64, i64)> = (0..g.players.len()).map(|p| standing(g, p)).collect();
        for s in scores.iter_mut() {
            let mine = keys[s.player];
            s.rank = 1 + keys.iter().filter(|k| **k > mine).count();
        }
        crate::core::sort::by_key(&mut scores, |f| f.rank);
        Some((scores, words))
    }
}
