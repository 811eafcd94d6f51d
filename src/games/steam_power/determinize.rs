//! Steam Power's hidden information: how its draws are named in given outcomes, what each seat
//! knows of the others' hands, and determinization (a copy of the state as one seat may know
//! it, for searches).
//!
//! Hidden from a seat: the other seats' hands (their sizes are public), the contracts in the bag
//! and those drawn as the solo round counter, and every future draw. A seat also knows which
//! contracts others drew from its own hand (`Seen`), for as long as they stay where it saw them
//! go: once someone else draws from that hand, it can no longer tell.

use serde::{Deserialize, Serialize};

use super::data::{contracts, COLOURS};
use super::{CityKind, SteamPower, SOLO_NAMES};
use crate::core::{Face, Rng};

/// Seat `knower` saw contract `card` go into seat `holder`'s hand (drawn from its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen {
    pub card: u8,
    pub holder: usize,
    pub knower: usize,
}

/// A contract in given outcomes: its id ("S01") or its number from 0.
pub(super) fn is_contract(card: u8, face: &Face) -> bool {
    face.is(card as u32, &contracts()[card as usize].id)
}

/// A solo train: its company's colour ("Red") or number from 0.
pub(super) fn is_train(company: usize, face: &Face) -> bool {
    face.is(company as u32, SOLO_NAMES[company])
}

/// A city tile: its resource colour ("grey", numbered as the colours are) or "purple" (4).
pub(super) fn is_city_tile(kind: &CityKind, face: &Face) -> bool {
    match kind {
        CityKind::Factory(c) => face.is(*c as u32, COLOURS[*c]),
        CityKind::Purple => face.is(COLOURS.len() as u32, "purple"),
    }
}

impl SteamPower {
    /// Seat `me` drew `card` from seat `from`'s hand: `from` saw it go. Whoever knew a contract
    /// in `from`'s hand can no longer tell whether it is still there, except `me`, who knows
    /// which one it took.
    pub(super) fn note_hand_draw(&mut self, me: usize, from: usize, card: u8) {
        self.seen.retain(|s| s.holder != from || (s.knower == me && s.card != card));
        self.seen.push(Seen { card, holder: me, knower: from });
    }
}

/// The state as seat `viewer` may know it: the contracts it cannot see (other hands, the bag,
/// the solo round counter) dealt afresh from `seed`, each hand keeping its size and the
/// contracts `viewer` saw go into it; the generator re-seeded. Everything `viewer` sees is
/// unchanged.
pub(super) fn determinize(g: &SteamPower, viewer: usize, seed: u64) -> SteamPower {
    let mut copy = g.clone();
    let mut rng = Rng::new(seed);
    let still_there = |s: &&Seen| g.seats.get(s.holder).is_some_and(|h| h.hand.contains(&s.card));
    let pinned: Vec<Seen> =
        g.seen.iter().filter(|s| s.knower == viewer && s.holder != viewer).filter(still_there).copied().collect();
    let is_pinned = |c: &u8| pinned.iter().any(|s| s.card == *c);
    let mut unseen: Vec<u8> = g.bag.iter().chain(&g.removed).copied().collect();
    for (s, seat) in g.seats.iter().enumerate() {
        if s != viewer {
            unseen.extend(seat.hand.iter().copied().filter(|c| !is_pinned(c)));
        }
    }
    // The deal depends on which contracts are unseen and on the seed, never on where they are.
    crate::core::sort::sort(&mut unseen);
    rng.shuffle(&mut unseen);
    let mut deal = unseen.into_iter();
    for (s, seat) in copy.seats.iter_mut().enumerate() {
        if s == viewer {
            continue;
        }
        let mut hand: Vec<u8> = pinned.iter().filter(|p| p.holder == s).map(|p| p.card).collect();
        hand.extend(deal.by_ref().take(seat.hand.len() - hand.len()));
        crate::core::sort::sort(&mut hand);
        seat.hand = hand;
    }
    copy.removed = deal.by_ref().take(g.removed.len()).collect();
    copy.bag = deal.collect();
    crate::core::sort::sort(&mut copy.bag);
    // What others knew may not hold in the copy; what `viewer` knew does.
    copy.seen = pinned;
    copy.rng.reseed(rng.next_u64());
    copy
}
