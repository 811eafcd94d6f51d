//! What may be done now: placements with their payments (§4.1-4.3), the must-complete test of
//! shared spaces (§4.4), turn-order limits (§4.6) and the choices an effect in the queue offers.

use super::data::*;
use super::{industry, railways, Action, Phase, Player, RussianRailroads};

/// The spaces printed on this game's board now (board side, last-round tile).
pub fn board_spaces(g: &RussianRailroads) -> Vec<Space> {
    CENTRAL
        .iter()
        .copied()
        .filter(|&s| g.players() > 2 || on_two_player_side(s))
        .filter(|&s| match s {
            Space::O1 | Space::O2 => !g.last_round(),
            Space::LastIndustry => g.last_round(),
            _ => true,
        })
        .collect()
}

/// Whether a locomotive of the market's `i`th tile has somewhere to go.
fn placeable(g: &RussianRailroads, p: &Player, i: usize) -> bool {
    g.market.get(i).is_some_and(|&n| !railways::loco_options(p, n, false).is_empty())
}

fn factory_source(g: &RussianRailroads, p: &Player) -> bool {
    p.factories.len() < MAX_FACTORIES && !(g.market.is_empty() && g.discard.is_empty())
}

/// Whether effects printed on a shared space can all be carried out by `seat` (§4.4).
pub fn feasible(g: &RussianRailroads, seat: usize, effects: &[Effect]) -> bool {
    let mut p = g.players[seat].clone();
    for e in effects {
        let ok = match *e {
            Effect::Steps { n, mask } => {
                let ok = railways::step_capacity(&p, mask, n) == n;
                for _ in 0..n {
                    if let Some(&(rw, c)) = railways::step_options(&p, mask).first() {
                        railways::step(&mut p, rw, c);
                    }
                }
                ok
            }
            Effect::Industry(n) => industry::capacity(&p) >= n,
            Effect::Doublers(n) => p.doublers as usize + n as usize <= DOUBLER_SPACES,
            Effect::Tile { both: false } => placeable(g, &p, 0) || factory_source(g, &p),
            Effect::Tile { both: true } => {
                p.factories.len() < MAX_FACTORIES
                    && ((placeable(g, &p, 0) && (g.market.len() >= 2 || !g.discard.is_empty())) || placeable(g, &p, 1))
            }
            Effect::Reuse => !reusable(g, seat).is_empty(),
            Effect::TempWorkers => !g.players.iter().any(|q| q.took_temp),
            _ => true,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// Central spaces engineer #13 and factory #7 may re-use: 1 worker, no rouble, not the
/// turn-order spaces nor the temporary workers (only two exist), carried out in full.
pub fn reusable(g: &RussianRailroads, seat: usize) -> Vec<Space> {
    board_spaces(g)
        .into_iter()
        .filter(|&s| !matches!(s, Space::O1 | Space::O2 | Space::TW))
        .filter(|&s| {
            let (w, r, eff) = central(s);
            w == 1 && r == 0 && feasible(g, seat, &eff)
        })
        .collect()
}

/// Where a turn-order worker may move (§4.6): a free 1-worker space without a rouble.
pub fn relocation_spaces(g: &RussianRailroads, seat: usize) -> Vec<Space> {
    board_spaces(g)
        .into_iter()
        .filter(|&s| !matches!(s, Space::O1 | Space::O2))
        .filter(|&s| s == Space::T12 || !g.is_occupied(s))
        .filter(|&s| {
            let (w, r, eff) = central(s);
            w == 1 && r == 0 && feasible(g, seat, &eff)
        })
        .collect()
}

/// A space's cost (workers, roubles), effects, and whether they must be carried out in full.
pub fn space_terms(g: &RussianRailroads, space: Space) -> Option<(u8, u8, Vec<Effect>, bool)> {
    match space {
        Space::Public(slot) => {
            let e = (*g.strip.get(slot as usize)?)?;
            let (_, w, eff) = engineer(e);
            Some((w, 0, eff, true))
        }
        Space::Own(e) => {
            let (_, w, eff) = engineer(e);
            Some((w, 0, eff, false))
        }
        s => {
            let (w, r, eff) = central(s);
            Some((w, r, eff, true))
        }
    }
}

/// Whether `seat` may take `space` now, apart from paying.
fn space_open(g: &RussianRailroads, seat: usize, space: Space) -> bool {
    let p = &g.players[seat];
    match space {
        Space::Public(slot) => {
            (slot == 1 || slot == 2) && g.strip.get(slot as usize).copied().flatten().is_some() && !g.is_occupied(space)
        }
        Space::Own(e) => p.engineers.contains(&e) && !p.used_own.contains(&e),
        Space::T12 => true,
        Space::O1 | Space::O2 => {
            let mine = g.occupied.iter().any(|&(s, o)| o == seat && matches!(s, Space::O1 | Space::O2));
            let held = if space == Space::O1 { 0 } else { 1 };
            !g.is_occupied(space) && !mine && (g.players() == 2 || g.position(seat) != held)
        }
        s => !g.is_occupied(s),
    }
}

pub fn placements(g: &RussianRailroads, seat: usize) -> Vec<Action> {
    let p = &g.players[seat];
    let mut spaces = board_spaces(g);
    spaces.extend([Space::Public(1), Space::Public(2)]);
    spaces.extend(p.engineers.iter().map(|&e| Space::Own(e)));
    let workers = p.free + p.temp;
    let mut out = Vec::new();
    for space in spaces {
        if !space_open(g, seat, space) {
            continue;
        }
        let Some((w, r, eff, must)) = space_terms(g, space) else { continue };
        if must && !feasible(g, seat, &eff) {
            continue;
        }
        for k in 0..=w {
            if workers + k >= w && p.roubles >= (k + r) as i64 {
                out.push(Action::Place { space, roubles: k });
            }
        }
    }
    out
}

/// The choices the front of the queue offers (empty: it resolves by itself or is spent).
pub fn effect_choices(g: &RussianRailroads) -> Vec<Action> {
    let Some(front) = g.pending.first() else { return Vec::new() };
    let seat = g.actor;
    let p = &g.players[seat];
    let mut out: Vec<Action> = match front.effect {
        Effect::Steps { n, mask } if n > 0 => railways::step_options(p, mask)
            .into_iter()
            .map(|(rw, c)| Action::Step { railway: rw as u8, colour: c as u8 })
            .collect(),
        Effect::Industry(n) if n > 0 => industry::options(p).into_iter().map(|m| Action::Industry { marker: m as u8 }).collect(),
        Effect::Tile { both } => {
            let mut v = Vec::new();
            let factory_ok = |after_loco: bool| -> bool {
                // After a locomotive the market is one shorter; either way the discard pool serves.
                let market_left = g.market.len() - usize::from(after_loco && !g.market.is_empty());
                p.factories.len() < MAX_FACTORIES && (market_left > 0 || !g.discard.is_empty())
            };
            if placeable(g, p, 0) && (!both || !front.must || factory_ok(true)) {
                v.push(Action::TakeLoco);
            }
            if p.factories.len() < MAX_FACTORIES {
                if !g.market.is_empty() && (!both || !front.must || placeable(g, p, 1)) {
                    v.push(Action::TakeFactory { discard: None });
                }
                if !both || !front.must || placeable(g, p, 0) {
                    let mut seen = g.discard.clone();
                    crate::core::sort::sort(&mut seen);
                    seen.dedup();
                    v.extend(seen.into_iter().map(|d| Action::TakeFactory { discard: Some(d) }));
                }
            }
            v
        }
        Effect::LocoOnly => if placeable(g, p, 0) { vec![Action::TakeLoco] } else { vec![] },
        Effect::FactoryOnly => {
            let mut v = Vec::new();
            if p.factories.len() < MAX_FACTORIES {
                if !g.market.is_empty() {
                    v.push(Action::TakeFactory { discard: None });
                }
                let mut seen = g.discard.clone();
                crate::core::sort::sort(&mut seen);
                seen.dedup();
                v.extend(seen.into_iter().map(|d| Action::TakeFactory { discard: Some(d) }));
            }
            v
        }
        Effect::PlaceLoco { number, displaced, .. } => {
            let mut v: Vec<Action> = railways::loco_options(p, number, displaced)
                .into_iter()
                .map(|(rw, slot)| Action::PlaceLoco { railway: rw as u8, slot: slot as u8 })
                .collect();
            if displaced && railways::free_slots(p) == 0 && !v.is_empty() {
                v.push(Action::DiscardLoco);
            }
            v
        }
        Effect::Token => TOKENS.iter().filter(|t| !p.tokens_used.contains(t)).map(|&t| Action::Token(t)).collect(),
        Effect::QCard { .. } => g.qcards.iter().filter(|&&c| qcard_ok(g, seat, c)).map(|&c| Action::QCard(c)).collect(),
        Effect::EndCard { .. } => g.end_pile.iter().map(|&c| Action::EndCard(c)).collect(),
        Effect::Reuse => reusable(g, seat).into_iter().map(Action::Reuse).collect(),
        _ => Vec::new(),
    };
    let optional = matches!(front.effect, Effect::Steps { .. } | Effect::Industry(_) | Effect::Tile { .. } | Effect::LocoOnly | Effect::FactoryOnly | Effect::QCard { .. } | Effect::Reuse);
    if !out.is_empty() && !front.must && optional {
        out.push(Action::Skip);
    }
    out
}

/// Whether a "?" card can be taken, carried out in full (§10).
pub fn qcard_ok(g: &RussianRailroads, seat: usize, c: QCard) -> bool {
    let p = &g.players[seat];
    g.qcards.contains(&c)
        && match c {
            QCard::Loco9 => !railways::loco_options(p, 9, false).is_empty(),
            QCard::TrackSurge => railways::step_capacity(p, ANY, 3) == 3,
            QCard::IndustrialPush => industry::capacity(p) >= 2,
            _ => true,
        }
}

pub fn legal_actions(g: &RussianRailroads) -> Vec<Action> {
    match g.phase {
        Phase::Over => Vec::new(),
        Phase::Start => g.start_left.iter().map(|&b| Action::Start(b)).collect(),
        Phase::Place => {
            let seat = g.actor;
            let mut out = placements(g, seat);
            if !g.hired && g.strip.first().copied().flatten().is_some() && g.players[seat].roubles >= 1 {
                out.push(Action::Hire);
            }
            out.push(Action::Pass);
            out
        }
        Phase::Resolve => effect_choices(g),
        Phase::Relocate => relocation_spaces(g, g.actor).into_iter().map(Action::Relocate).collect(),
    }
}
