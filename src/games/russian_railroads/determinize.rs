//! A state as one seat may know it: the engineers still face down on the strip, the two
//! end-game cards put away, and the cards other seats keep are made up afresh.

use super::data::{engineer, A_ENGINEERS, B_ENGINEERS};
use super::{Effect, Pending, Phase, RussianRailroads};
use crate::core::Rng;

pub fn determinize(g: &RussianRailroads, viewer: usize, seed: u64) -> RussianRailroads {
    let mut copy = g.clone();
    let mut rng = Rng::new(seed);
    // Waiting engineers (beyond the public spaces) are dark side up: any unseen one of their stack.
    for stack in ['A', 'B'] {
        let slots: Vec<usize> = (3..copy.strip.len())
            .filter(|&i| copy.strip[i].is_some_and(|e| engineer(e).0 == stack))
            .collect();
        let all: &[u8] = if stack == 'A' { &A_ENGINEERS } else { &B_ENGINEERS };
        let mut unseen: Vec<u8> = slots.iter().filter_map(|&i| copy.strip[i]).collect();
        unseen.extend(copy.undealt.iter().copied().filter(|e| all.contains(e)));
        rng.shuffle(&mut unseen);
        for (k, &i) in slots.iter().enumerate() {
            copy.strip[i] = Some(unseen[k]);
        }
        copy.undealt.retain(|e| !all.contains(e));
        copy.undealt.extend(&unseen[slots.len()..]);
        crate::core::sort::sort(&mut copy.undealt);
    }
    // End-game cards the viewer has not seen: the put-away pair, the pile unless it looked (or
    // is looking through it now, choosing one), and what the others keep.
    let choosing = g.phase == Phase::Resolve
        && g.actor == viewer
        && matches!(g.pending.first(), Some(Pending { effect: Effect::EndCard { .. }, .. }));
    let seen_pile = g.looked[viewer] || choosing;
    let mut unseen = copy.end_removed.clone();
    if !seen_pile {
        unseen.extend(&copy.end_pile);
    }
    for (s, p) in copy.players.iter().enumerate() {
        if s != viewer {
            unseen.extend(&p.end_cards);
        }
    }
    rng.shuffle(&mut unseen);
    let mut it = unseen.into_iter();
    let n = copy.end_removed.len();
    copy.end_removed = it.by_ref().take(n).collect();
    if !seen_pile {
        let n = copy.end_pile.len();
        copy.end_pile = it.by_ref().take(n).collect();
        crate::core::sort::sort(&mut copy.end_pile);
    }
    for s in 0..copy.players.len() {
        if s != viewer {
            let n = copy.players[s].end_cards.len();
            copy.players[s].end_cards = it.by_ref().take(n).collect();
        }
    }
    copy
}
