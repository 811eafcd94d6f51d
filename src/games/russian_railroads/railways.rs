//! The three railways (§6): marker order and steps, colour unlocking, locomotive reach and
//! placement, the one-time specials and doublers.

use super::data::*;
use super::Player;

/// Reach of a railway: its locomotives' numbers added, capped at its length (§6.5).
pub fn reach(p: &Player, rw: usize) -> u8 {
    let sum: u32 = p.locos[rw].iter().map(|l| l.number as u32).sum();
    sum.min(LENGTH[rw] as u32) as u8
}

/// Whether one step of colour `c` on railway `rw` is allowed now (§6.2, §6.4).
pub fn can_step(p: &Player, rw: usize, c: usize) -> bool {
    if c >= COLOURS_ON[rw] || c >= p.unlocked as usize {
        return false;
    }
    let pos = p.pos[rw][c];
    if c == BLACK {
        return pos < LENGTH[rw];
    }
    let ahead = p.pos[rw][c - 1];
    if pos == 0 { ahead >= 2 } else { pos + 1 < ahead }
}

/// Every (railway, colour) a step of the colours in `mask` may take now.
pub fn step_options(p: &Player, mask: u8) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for rw in 0..3 {
        for c in 0..5 {
            if mask & only(c) != 0 && can_step(p, rw, c) {
                out.push((rw, c));
            }
        }
    }
    out
}

/// Moves the marker and unlocks colours its TS black position reaches (§6.3). Returns whether
/// white was unlocked by this step (its two free steps follow).
pub fn step(p: &mut Player, rw: usize, c: usize) -> bool {
    p.pos[rw][c] += 1;
    let mut white = false;
    if rw == TS && c == BLACK {
        for (i, &at) in UNLOCK_AT.iter().enumerate() {
            if p.pos[TS][BLACK] >= at && p.unlocked as usize <= i + 1 {
                p.unlocked = i as u8 + 2;
                white |= i == 3;
            }
        }
    }
    white
}

/// How many of `n` steps of `mask` can be made, trying greedily (a step never takes away more
/// than its own room, so greed reaches the maximum).
pub fn step_capacity(p: &Player, mask: u8, n: u8) -> u8 {
    let mut q = p.clone();
    for done in 0..n {
        let Some(&(rw, c)) = step_options(&q, mask).first() else { return done };
        step(&mut q, rw, c);
    }
    n
}

/// Locomotive slots in use and free, over all railways.
pub fn free_slots(p: &Player) -> usize {
    (0..3).map(|rw| SLOTS[rw] - p.locos[rw].len()).sum()
}

/// Where a locomotive numbered `number` may go (§7.3): (railway, slot), slot = the index of the
/// locomotive it replaces, or the railway's count of locomotives for a free slot. A displaced
/// locomotive must take a free slot while one exists.
pub fn loco_options(p: &Player, number: u8, displaced: bool) -> Vec<(usize, usize)> {
    let free = free_slots(p) > 0;
    let mut out = Vec::new();
    for rw in 0..3 {
        if p.locos[rw].len() < SLOTS[rw] {
            out.push((rw, p.locos[rw].len()));
        } else if !(displaced && free) {
            for (i, l) in p.locos[rw].iter().enumerate() {
                if l.number < number {
                    out.push((rw, i));
                }
            }
        }
    }
    out
}

/// Specials whose conditions now hold and have not fired (§6.6), by index into `SPECIALS`.
pub fn due_specials(p: &Player) -> Vec<usize> {
    (0..SPECIALS.len())
        .filter(|&i| {
            let (rw, seg, c, loco, _) = SPECIALS[i];
            p.fired & (1 << i) == 0 && p.pos[rw][c] >= seg && (!loco || reach(p, rw) >= seg)
        })
        .collect()
}

/// One railway's round score (§12).
pub fn railway_score(p: &Player, rw: usize) -> i64 {
    let table = if p.revalued { REVALUED } else { VALUE };
    let reach = reach(p, rw);
    let mut pts = 0;
    for s in 1..=reach {
        let best = (0..COLOURS_ON[rw]).filter(|&c| p.pos[rw][c] >= s).max();
        let mut v = best.map_or(0, |c| table[c]);
        if rw == TS && (s as usize) <= p.doublers as usize {
            v *= 2;
        }
        pts += v;
    }
    if rw == STP && p.pos[STP][GREY] >= STP_DOUBLE_AT && reach >= STP_DOUBLE_AT {
        pts *= 2;
    }
    if rw == KV {
        for (seg, vp) in KIEV_STARS {
            if p.pos[KV][BLACK] >= seg && reach >= seg {
                pts += vp;
            }
        }
        let (seg, vp) = KIEV_MEDAL;
        if p.medal && p.pos[KV][GREY] >= seg && reach >= seg {
            pts += vp;
        }
    }
    pts
}
