//! A greedy computer player: fulfil the most rewarding affordable contract, otherwise build a
//! factory in a colour its hand needs, otherwise draw contracts when it holds two or fewer,
//! otherwise build track towards new cities, otherwise take money.

pub mod greedy;

use std::collections::BTreeSet;

use super::data::{contracts, lay_cost};
use super::{Action, BonusKind, CityKind, Phase, SteamPower};
use crate::core::{Game, Hex};

/// Value of a contract's reward in dollars, for comparisons.
fn reward_value(c: u8) -> f64 {
    let ct = &contracts()[c as usize];
    ct.money as f64 + 2.5 * ct.vp as f64 + if ct.bonus.is_some() { 3.0 } else { 0.0 }
}

/// Colours the hand of the acting seat needs, with counts.
fn needs(g: &SteamPower) -> [u32; 4] {
    let mut n = [0; 4];
    for &c in &g.seats[g.seat_of(g.active)].hand {
        for (i, k) in contracts()[c as usize].need.iter().enumerate() {
            n[i] += *k as u32;
        }
    }
    n
}

fn city_value(g: &SteamPower, h: Hex, net: &BTreeSet<Hex>, need: &[u32; 4]) -> f64 {
    let mut v = 0.0;
    if !net.contains(&h) {
        v += 6.0;
    }
    if let Some(c) = g.cities.get(&h) {
        match (c.kind, c.factory) {
            (CityKind::Purple, _) => v += 4.0,
            (CityKind::Factory(col), Some((_, n))) if n > 0 && need[col] > 0 => v += 5.0,
            (CityKind::Factory(col), None) if !c.flipped && need[col] > 0 => v += 4.0,
            _ => {}
        }
    }
    v
}

/// The best track operation now and its score.
pub fn best_track(g: &SteamPower) -> Option<(Action, f64)> {
    best_track_at(g, None)
}

/// The best track operation, only in hex `only` when given.
pub fn best_track_at(g: &SteamPower, only: Option<Hex>) -> Option<(Action, f64)> {
    let net = g.network(g.active);
    let need = needs(g);
    let mut best: Option<(Action, f64)> = None;
    let consider = |best: &mut Option<(Action, f64)>, a: Action, s: f64| {
        if best.as_ref().is_none_or(|b| s > b.1) {
            *best = Some((a, s));
        }
    };
    let starts_new = g.incomplete(g.active).is_none();
    for (hex, from, to, cost) in g.lay_options() {
        if only.is_some_and(|h| h != hex) {
            continue;
        }
        let n = hex.neighbor(to);
        let mut s = -1.5 * cost as f64;
        if g.map.is_city(n) {
            s += 8.0 + city_value(g, n, &net, &need);
        } else {
            let open = g.map.land(n).and_then(lay_cost).is_some() && !g.track.contains_key(&n);
            if !open {
                s -= 50.0;
            }
            let d = g
                .map
                .cities
                .iter()
                .filter(|&&c| !net.contains(&c) && c != hex.neighbor(from))
                .map(|c| c.distance(n))
                .min()
                .unwrap_or(9);
            s += 6.0 - 2.0 * d as f64;
        }
        if starts_new && g.seats[g.seat_of(g.active)].money < cost + 2 {
            s -= 3.0;
        }
        consider(&mut best, Action::Lay { hex, from, to }, s);
    }
    if only.is_none() && g.open_end_blocked() {
        for a in g.legal_actions() {
            if let Action::Remove { .. } = a {
                consider(&mut best, a, 5.0);
            }
        }
    }
    best
}

pub fn choose(g: &SteamPower, seed: u64) -> Option<Action> {
    let legal = g.legal_actions();
    if legal.is_empty() {
        return None;
    }
    let chosen = choose_unchecked(g, &legal, seed)?;
    if legal.contains(&chosen) {
        return Some(chosen);
    }
    if let Action::Lay { hex, .. } = chosen {
        if legal.contains(&Action::Focus { hex }) {
            return Some(Action::Focus { hex });
        }
    }
    legal.iter().find(|a| **a == Action::TakeMoney || **a == Action::EndTrack || **a == Action::SkipBonus).cloned().or(legal.first().cloned())
}

fn choose_unchecked(g: &SteamPower, legal: &[Action], seed: u64) -> Option<Action> {
    let _ = seed;
    let pick = |a: Action| if legal.contains(&a) { Some(a) } else { None };
    match &g.phase {
        Phase::Over => None,
        Phase::Sourcing { .. } => pick(Action::FulfilCheapest),
        Phase::Track { focus: Some(h), .. } => best_track_at(g, Some(*h)).map(|(a, _)| a),
        Phase::DrawFromHand { .. } => draw_from(g).and_then(pick),
        Phase::Track { .. } => match best_track(g) {
            Some((Action::Lay { hex, from, to }, s)) if s > 0.0 => {
                pick(Action::Lay { hex, from, to }).or(pick(Action::Focus { hex }))
            }
            Some((a, s)) if s > 0.0 => Some(a),
            _ => pick(Action::EndTrack).or_else(|| best_track(g).map(|b| b.0)).or_else(|| legal.first().cloned()),
        },
        Phase::Bonus(kind) => match kind {
            BonusKind::Track => match best_track(g) {
                Some((_, s)) if s > 0.0 => pick(Action::BonusTrack).or(pick(Action::SkipBonus)),
                _ => pick(Action::SkipBonus),
            },
            BonusKind::Factory => best_factory(g)
                .map(|hex| Action::BonusFactory { hex, resources: 6 })
                .and_then(pick)
                .or(pick(Action::SkipBonus)),
            BonusKind::Contracts => pick(Action::BonusDraw).or(pick(Action::SkipBonus)),
        },
        Phase::Action => {
            let money = g.seats[g.seat_of(g.active)].money;
            let fulfils: Vec<u8> = legal.iter().filter_map(|a| if let Action::Fulfil { contract } = a { Some(*contract) } else { None }).collect();
            let costs = g.contract_costs(g.active, &fulfils);
            let mut best: Option<(u8, f64, i64)> = None;
            for (&c, &cost) in fulfils.iter().zip(&costs) {
                let v = reward_value(c) - cost as f64;
                if best.is_none_or(|b| v > b.1) {
                    best = Some((c, v, cost));
                }
            }
            if let Some((c, v, cost)) = best {
                if v > -4.0 || money >= cost + 10 {
                    return Some(Action::Fulfil { contract: c });
                }
            }
            if let Some(hex) = best_factory(g) {
                return Some(Action::BuildFactory { hex });
            }
            // With little in hand there is little to build for: draw first.
            let hand = g.seats[g.seat_of(g.active)].hand.len();
            if hand <= 2 && legal.contains(&Action::DrawContracts) {
                return Some(Action::DrawContracts);
            }
            if let Some((_, s)) = best_track(g) {
                if s > 0.0 && legal.contains(&Action::BuildTrack) {
                    return Some(Action::BuildTrack);
                }
            }
            // Alone, contracts run out before actions do: every idle action draws while it can.
            if g.solo && legal.contains(&Action::DrawContracts) {
                return Some(Action::DrawContracts);
            }
            Some(Action::TakeMoney)
        }
    }
}

/// A factory site in a colour the hand needs, preferring cities in the own network (alone,
/// only there).
fn best_factory(g: &SteamPower) -> Option<Hex> {
    let need = needs(g);
    let net = g.network(g.active);
    let mut have = [0u32; 4];
    for c in g.cities.values() {
        if let (CityKind::Factory(col), Some((o, n))) = (c.kind, c.factory) {
            if o == g.active {
                have[col] += n;
            }
        }
    }
    let site_ok = |h: &Hex| matches!(g.cities[h].kind, CityKind::Factory(col) if need[col] > have[col]);
    let sites: Vec<Hex> = g.factory_sites_pub();
    // Alone, units from another company's factory pay the bank a fee: build only where they are
    // free. (With rivals, a factory elsewhere still pays: measured, keeping to the own network
    // lost a tenth of the wins.)
    let own = g.solo;
    sites
        .iter()
        .filter(|h| site_ok(h) && (!own || net.contains(h)))
        .max_by_key(|h| (net.contains(h), std::cmp::Reverse(**h)))
        .copied()
}

/// With several hands tied for the most contracts, draw from the leader: the most contracts
/// fulfilled, then the highest score so far.
fn draw_from(g: &SteamPower) -> Option<Action> {
    g.largest_hands()
        .into_iter()
        .max_by_key(|&s| (g.seats[s].fulfilled.len(), g.score(s), std::cmp::Reverse(s)))
        .map(|seat| Action::DrawFrom { seat })
}
