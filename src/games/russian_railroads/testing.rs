//! The conservation checks run after every action of the random-play checks, and constructors
//! for rule tests.

use super::data::*;
use super::{industry, Action, Phase, RussianRailroads};
use crate::check::default_setup;
use crate::core::Game;

/// A fresh game with `players` seats.
pub fn game(players: usize, seed: u64) -> RussianRailroads {
    RussianRailroads::new(&default_setup(super::ID, "standard", players, seed)).expect("setup")
}

/// A fresh game past the starting bonus picks (each picker takes the first card left and
/// places what it gives where the list offers first).
pub fn started(players: usize, seed: u64) -> RussianRailroads {
    let mut g = game(players, seed);
    while g.phase != Phase::Place {
        let a = g.legal_actions()[0];
        g.apply(&a).expect("listed");
    }
    g
}

/// Applies the first listed action until the queue is empty (the turn has passed on).
pub fn finish_turn(g: &mut RussianRailroads) {
    while g.phase == Phase::Resolve {
        let a = g.legal_actions()[0];
        g.apply(&a).expect("listed");
    }
}

/// Places on `space` paying workers only, and resolves its effects with the first choices.
pub fn place(g: &mut RussianRailroads, space: Space) {
    g.apply(&Action::Place { space, roubles: 0 }).expect("placement");
    finish_turn(g);
}

pub fn invariants(g: &RussianRailroads) -> Result<(), String> {
    let n = g.players();
    // Workers.
    for (s, p) in g.players.iter().enumerate() {
        let have = p.free as u32 + p.temp as u32 + p.placed as u32;
        let should = p.workers as u32 + if p.took_temp { 2 } else { 0 };
        if have != should {
            return Err(format!("seat {s}: workers {have} != {should}"));
        }
        if p.workers != start_workers(n) + p.extra_workers || p.extra_workers > 3 {
            return Err(format!("seat {s}: permanent workers do not add up"));
        }
    }
    if g.players.iter().filter(|p| p.took_temp).count() > 1 {
        return Err("the turquoise workers are with two players".into());
    }
    // Roubles.
    let held: i64 = g.players.iter().map(|p| p.roubles).sum();
    if held != g.roubles_in - g.roubles_out || g.players.iter().any(|p| p.roubles < 0) {
        return Err(format!("roubles: {held} held, {} in, {} out", g.roubles_in, g.roubles_out));
    }
    // Markers.
    for (s, p) in g.players.iter().enumerate() {
        for rw in 0..3 {
            for c in 0..5 {
                let pos = p.pos[rw][c];
                if c >= COLOURS_ON[rw] && pos != 0 || pos > LENGTH[rw] {
                    return Err(format!("seat {s}: a marker off its railway"));
                }
                if c > 0 && pos > 0 && (pos >= p.pos[rw][c - 1] || c >= p.unlocked as usize) {
                    return Err(format!("seat {s}: {} on {} out of order", COLOURS[c], RAILWAYS[rw]));
                }
            }
            if p.pos[rw][BLACK] == 0 {
                return Err(format!("seat {s}: black marker missing"));
            }
            if p.locos[rw].len() > SLOTS[rw] {
                return Err(format!("seat {s}: too many locomotives"));
            }
        }
        if p.doublers as usize > DOUBLER_SPACES || p.factories.len() > MAX_FACTORIES || p.industry.len() > 2 {
            return Err(format!("seat {s}: doublers, factories or industry markers overflow"));
        }
        for &i in &p.industry {
            if i as usize >= INDUSTRY_LEN || !industry::can_enter(p, i as usize) && i != 0 {
                return Err(format!("seat {s}: industry marker in an empty gap"));
            }
        }
        let mut t = p.tokens_used.clone();
        t.sort();
        t.dedup();
        if t.len() != p.tokens_used.len() || t.len() > 4 {
            return Err(format!("seat {s}: tokens used twice or more than four"));
        }
    }
    // Tiles.
    let mut count = [0u8; 10];
    let mut add = |n: u8| count[n as usize] += 1;
    g.market.iter().chain(&g.discard).chain(&g.boxed).for_each(|&t| add(t));
    for p in &g.players {
        p.locos.iter().flatten().for_each(|l| add(l.number));
        p.factories.iter().for_each(|&t| add(t));
    }
    if g.qcards.contains(&QCard::Loco9) {
        add(9);
    }
    // A locomotive taken or pushed off and not yet placed.
    for pending in &g.pending {
        if let Effect::PlaceLoco { number, .. } = pending.effect {
            add(number);
        }
    }
    if count != TILE_COUNT {
        return Err(format!("tiles {count:?} != {TILE_COUNT:?}"));
    }
    if g.market.windows(2).any(|w| w[0] > w[1]) {
        return Err("the market is out of order".into());
    }
    // Engineers.
    let mut engineers: Vec<u8> = g.strip.iter().flatten().copied().collect();
    engineers.extend(&g.undealt);
    engineers.extend(&g.gone);
    g.players.iter().for_each(|p| engineers.extend(&p.engineers));
    if g.qcards.contains(&QCard::Engineer1) {
        engineers.push(1);
    }
    engineers.sort();
    if engineers != (1..=15).collect::<Vec<u8>>() {
        return Err(format!("engineers {engineers:?}"));
    }
    // Cards.
    let mut cards: Vec<EndCard> = g.end_pile.iter().chain(&g.end_removed).copied().collect();
    g.players.iter().for_each(|p| cards.extend(&p.end_cards));
    cards.sort();
    if cards != END_CARDS.to_vec() || g.end_removed.len() != 2 {
        return Err("end-game cards lost or duplicated".into());
    }
    let mut q: Vec<QCard> = g.qcards.clone();
    g.players.iter().for_each(|p| q.extend(&p.qcards));
    q.sort();
    if q != QCARDS.to_vec() {
        return Err("\"?\" cards lost or duplicated".into());
    }
    Ok(())
}
