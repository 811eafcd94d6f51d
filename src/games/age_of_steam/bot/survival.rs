//! Games without a turn limit (Detroit Bankruptcy), where the railroad that lasts longest
//! wins, and solo games, where the seat's own result is all there is.
//!
//! There the computer player tries its share count each turn by playing the game on in its
//! head: a few play-outs per count, with dice of their own (never the real ones to come) and
//! the computer player's decisions after. That is what such a railroad must weigh and a
//! one-turn plan does not see: on Detroit, shares are the only money, cost a dollar every turn
//! they are held and run out at the share limit, so borrowing for track pays only when the
//! track soon pays it back (alone, doing nothing at all lasts to turn 6); on Barbados every
//! share is bought back at the end.

use crate::core::Game;

use super::super::{Action, AgeOfSteam};

/// The game has no last turn: it ends in bankruptcy.
pub(super) fn open_ended(g: &AgeOfSteam) -> bool {
    g.turns == 0
}

/// Alone in a game without a turn limit (Detroit's solo game): nothing is scored at the end
/// but the turn of bankruptcy, so track and income count only for the cash they bring.
pub(super) fn lasting_alone(g: &AgeOfSteam) -> bool {
    open_ended(g) && g.start_players == 1
}

/// How far the seat looks: share counts tried beyond what the expenses need, play-outs per
/// count (each with other dice), turns a play-out runs at most.
struct Reach {
    extra: &'static [u32],
    play_outs: u64,
    ahead: u32,
}

/// Alone: to the end of the game, or ten turns (a solo Detroit game lasts six to eight).
const ALONE: Reach = Reach { extra: &[0, 1, 2, 3, 4, 6, 8], play_outs: 3, ahead: 10 };
/// With rivals in a game without a turn limit every seat plays on too: fewer counts, one
/// play-out of four turns (three turns measured worse), to keep a decision near a second.
const RIVALS: Reach = Reach { extra: &[0, 1, 2, 4], play_outs: 1, ahead: 4 };

fn reach(g: &AgeOfSteam) -> Option<&'static Reach> {
    if g.imagined {
        None
    } else if g.start_players == 1 && g.order.len() == 1 {
        Some(&ALONE)
    } else if open_ended(g) {
        Some(&RIVALS)
    } else {
        None
    }
}

/// The share count for this turn, from `least` up, whose play-outs end best for the seat:
/// alone, where its own result is all there is (lasting where the game has no turn limit, the
/// score where it has one), and in a game without a turn limit, where lasting is the aim.
pub(super) fn shares_by_playing_on(g: &AgeOfSteam, p: usize, seed: u64, least: u32, room: u32) -> Option<u32> {
    let options: Vec<Action> = reach(g)?.extra.iter().map(|e| least + e).filter(|&k| k <= room).map(|count| Action::IssueShares { count }).collect();
    match best_by_playing_on(g, p, seed, &options)? {
        Action::IssueShares { count } => Some(count),
        _ => None,
    }
}

/// The option (legal actions of the seat) whose play-outs (the game played on with other dice
/// than the real ones, every seat by the computer player) end best on average for the seat;
/// the first wins a tie. `None` where the seat does not look ahead (`reach`), or in a position
/// imagined (inside a play-out or a search).
fn best_by_playing_on(g: &AgeOfSteam, p: usize, seed: u64, options: &[Action]) -> Option<Action> {
    let reach = reach(g)?;
    if options.len() < 2 {
        return None;
    }
    let mut best: Option<(i64, &Action)> = None;
    for option in options {
        let mut total = 0i64;
        for n in 0..reach.play_outs {
            let mut h = g.determinize(p, seed.wrapping_mul(31).wrapping_add(n * 7919 + 1));
            h.apply_unchecked(option);
            let mut step = 0u64;
            while !h.is_over() && (!open_ended(g) || h.turn < g.turn + reach.ahead) {
                let Some(a) = super::choose(&h, seed.wrapping_add(n * 1_000_003 + step)) else { break };
                h.apply_unchecked(&a);
                step += 1;
            }
            total += result(&h, p);
        }
        if best.is_none_or(|b| total > b.0) {
            best = Some((total, option));
        }
    }
    best.map(|b| b.1.clone())
}

/// How a play-out ended for the seat, higher is better: without a turn limit the turn it went
/// bankrupt in (or the turn after the last one played), then its income; else its score (a
/// loss far below).
fn result(h: &AgeOfSteam, p: usize) -> i64 {
    let pl = &h.players[p];
    if open_ended(h) {
        let (turn, income) = pl.bankrupt.unwrap_or((h.turn + 1, pl.income));
        return turn as i64 * 1000 + income.clamp(-999, 999) as i64;
    }
    if pl.eliminated {
        return -1000;
    }
    super::super::show::final_scores(h).iter().find(|s| s.player == p).map_or(-1000, |s| s.score)
}

