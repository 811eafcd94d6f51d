//! Games without a turn limit (Detroit Bankruptcy), where the railroad that lasts longest
//! wins, and solo games, where the seat's own result is all there is.
//!
//! Alone, the computer player tries its share count each turn by playing the game on in its
//! head: a few play-outs per count, with dice of their own (never the real ones to come) and
//! its own decisions after. That is what a solo railroad must weigh and a one-turn plan does
//! not see: on Detroit, shares are the only money and cost a dollar every turn they are held,
//! so borrowing for track pays only when the track soon pays it back (doing nothing at all
//! lasts to turn 6); on Barbados every share is bought back at the end.

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

thread_local! {
    /// Set while the seat plays a game on in its head, so the play-outs do not search again.
    static PLAYING_ON: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Share counts tried this turn beyond what the expenses need.
const EXTRA: [u32; 7] = [0, 1, 2, 3, 4, 6, 8];
/// Play-outs per share count (each with other dice).
const PLAY_OUTS: u64 = 3;
/// Turns a play-out looks ahead at most.
const AHEAD: u32 = 10;

/// Alone the one aim is the seat's own result: to last where the game has no turn limit, the
/// score where it has one. The share count for this turn, from `least` up, whose play-outs
/// end best.
pub(super) fn shares_alone(g: &AgeOfSteam, p: usize, seed: u64, least: u32, room: u32) -> Option<u32> {
    let options: Vec<Action> = EXTRA.iter().map(|e| least + e).filter(|&k| k <= room).map(|count| Action::IssueShares { count }).collect();
    match best_alone(g, p, seed, &options)? {
        Action::IssueShares { count } => Some(count),
        _ => None,
    }
}

/// Alone, the option (legal actions of the seat) whose play-outs (the game played on with other
/// dice than the real ones, the seat's own decisions after) end best on average; the first
/// wins a tie. `None` with a rival at the table, or inside a play-out.
pub(super) fn best_alone(g: &AgeOfSteam, p: usize, seed: u64, options: &[Action]) -> Option<Action> {
    if g.order.len() != 1 || g.start_players != 1 || options.len() < 2 || PLAYING_ON.with(|f| f.get()) {
        return None;
    }
    PLAYING_ON.with(|f| f.set(true));
    let mut best: Option<(i64, &Action)> = None;
    for option in options {
        let mut total = 0i64;
        for n in 0..PLAY_OUTS {
            let mut h = g.determinize(p, seed.wrapping_mul(31).wrapping_add(n * 7919 + 1));
            h.apply_unchecked(option);
            let mut step = 0u64;
            while !h.is_over() && (!open_ended(g) || h.turn < g.turn + AHEAD) {
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
    PLAYING_ON.with(|f| f.set(false));
    best.map(|b| b.1.clone())
}

/// How a play-out ended for the seat, higher is better: without a turn limit the turn it went
/// bankrupt in (or the turn reached), then its income; else its score (a loss far below).
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
