//! A simple one-step greedy player, the yardstick of the arena (`crate::arena`): fulfil the
//! best affordable contract, else build a factory of a colour the hand needs, else build track
//! towards the nearest city a contract in hand needs, else draw contracts, else take money. It
//! looks at nothing beyond the action in front of it. Of the ways to read that description,
//! these choices measured strongest (README, "Arena"): "best" is the reward less its cost now;
//! the colours it builds for are those of the one contract in hand that is cheapest for its
//! reward; it draws with fewer than 4 contracts in hand (alone, whenever it has nothing else to
//! do, since there contracts run out before actions do); alone, it builds factories only in the
//! acting company's own network, where their units are free.

use std::collections::BTreeSet;

use super::super::data::contracts;
use super::super::{Action, BonusKind, CityKind, Phase, SteamPower};
use crate::core::{Game, Hex};

/// Money plus VP at an even rate: what a contract brings, for choosing the best one.
fn reward(c: u8) -> i64 {
    let ct = &contracts()[c as usize];
    ct.money + 3 * ct.vp
}

/// What fulfilling a contract now would gain: its reward (a bonus action counted as $3) less
/// its cost now.
fn net(g: &SteamPower, c: u8) -> i64 {
    let bonus = if contracts()[c as usize].bonus.is_some() { 3 } else { 0 };
    reward(c) + bonus - g.contract_cost(g.active, c)
}

/// Colours the acting company needs: those of the contract in hand that gains most now.
fn needed(g: &SteamPower) -> [bool; 4] {
    let mut n = [false; 4];
    let hand = &g.seats[g.seat_of(g.active)].hand;
    if let Some(c) = hand.iter().copied().max_by_key(|&c| net(g, c)) {
        for (i, k) in contracts()[c as usize].need.iter().enumerate() {
            n[i] |= *k > 0;
        }
    }
    n
}

/// Cities worth reaching: a factory city of a needed colour with resources, or still free for
/// a factory, outside the own network.
fn targets(g: &SteamPower) -> Vec<Hex> {
    let need = needed(g);
    let net = g.network(g.active);
    g.cities
        .iter()
        .filter(|(h, _)| !net.contains(h))
        .filter(|(_, c)| match (c.kind, c.factory) {
            (CityKind::Factory(col), Some((_, n))) => need[col] && n > 0,
            (CityKind::Factory(col), None) => need[col] && !c.flipped,
            _ => false,
        })
        .map(|(h, _)| *h)
        .collect()
}

/// The lay that gets closest to a target: completing at a target first, then at any new city,
/// then the open end nearest a target; cost breaks ties. Its distance after the lay (0 when it
/// completes) comes with it.
fn best_lay(g: &SteamPower, only: Option<Hex>) -> Option<(Action, i32)> {
    let goals = targets(g);
    if goals.is_empty() {
        return None;
    }
    let net: BTreeSet<Hex> = g.network(g.active);
    let mut best: Option<((i32, i64), Action)> = None;
    for (hex, from, to, cost) in g.lay_options() {
        if only.is_some_and(|h| h != hex) {
            continue;
        }
        let end = hex.neighbor(to);
        let key = if goals.contains(&end) {
            (0, cost)
        } else if g.map.is_city(end) {
            if net.contains(&end) {
                continue;
            }
            (1, cost)
        } else {
            let d = goals.iter().map(|c| c.distance(end)).min().unwrap_or(99);
            (1 + d, cost)
        };
        if best.as_ref().is_none_or(|b| key < b.0) {
            best = Some((key, Action::Lay { hex, from, to }));
        }
    }
    best.map(|((d, _), a)| (a, (d - 1).max(0)))
}

/// Distance from the open end of the incomplete connection to the nearest target.
fn open_distance(g: &SteamPower) -> Option<i32> {
    let id = g.incomplete(g.active)?;
    let &(hex, _, exit) = g.connections[&id].tiles.last()?;
    let end = hex.neighbor(exit);
    targets(g).iter().map(|c| c.distance(end)).min()
}

/// A factory site of a needed colour.
fn factory_site(g: &SteamPower) -> Option<Hex> {
    let need = needed(g);
    let net = g.network(g.active);
    let sites = g.factory_sites_pub().into_iter().filter(|h| matches!(g.cities[h].kind, CityKind::Factory(c) if need[c]));
    // In the own network its units cost nothing; alone, other companies' factories cost a fee.
    sites.filter(|h| !g.solo || net.contains(h)).min_by_key(|h| !net.contains(h))
}

pub fn greedy_action(g: &SteamPower, _seed: u64) -> Option<Action> {
    let legal = g.legal_actions();
    let first = legal.first().cloned()?;
    let pick = |a: Action| legal.contains(&a).then_some(a);
    let lay = |only: Option<Hex>| {
        best_lay(g, only).and_then(|(a, d)| match a {
            Action::Lay { hex, .. } => pick(a.clone()).or(pick(Action::Focus { hex })).map(|a| (a, d)),
            _ => None,
        })
    };
    let chosen = match &g.phase {
        Phase::Over => None,
        Phase::Sourcing { .. } => pick(Action::FulfilCheapest),
        Phase::DrawFromHand { .. } => None,
        Phase::Track { focus: Some(h), .. } => lay(Some(*h)).map(|(a, _)| a),
        Phase::Track { ops, .. } => {
            // Keep going while it gets closer; take back a blocked end.
            let now = open_distance(g).unwrap_or(i32::MAX);
            match lay(None) {
                Some((a, d)) if *ops == 0 || d < now => Some(a),
                _ if g.open_end_blocked() => legal.iter().find(|a| matches!(a, Action::Remove { .. })).cloned(),
                _ => pick(Action::EndTrack),
            }
        }
        Phase::Bonus(BonusKind::Track) => best_lay(g, None).and_then(|_| pick(Action::BonusTrack)),
        Phase::Bonus(BonusKind::Factory) => factory_site(g).and_then(|hex| pick(Action::BonusFactory { hex, resources: 6 })),
        Phase::Bonus(BonusKind::Contracts) => pick(Action::BonusDraw),
        Phase::Action => {
            let best = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Fulfil { contract } => Some((net(g, *contract), a.clone())),
                    _ => None,
                })
                .max_by_key(|(r, _)| *r)
                .map(|(_, a)| a);
            best.or_else(|| factory_site(g).and_then(|hex| pick(Action::BuildFactory { hex })))
                .or_else(|| best_lay(g, None).and_then(|_| pick(Action::BuildTrack)))
                .or_else(|| (g.solo || g.seats[g.seat_of(g.active)].hand.len() < 4).then(|| pick(Action::DrawContracts)).flatten())
                .or_else(|| pick(Action::TakeMoney))
        }
    };
    Some(chosen.filter(|a| legal.contains(a)).unwrap_or_else(|| {
        pick(Action::SkipBonus).or_else(|| pick(Action::EndTrack)).unwrap_or(first)
    }))
}
