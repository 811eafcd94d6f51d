//! A computer player that plays plainly but sensibly: it keeps some cash, bids little, builds
//! towards links it can complete, and delivers the goods that pay itself most.

use crate::core::{Game, Rng};

use super::board::End;
use super::{Action, AgeOfSteam, Phase, Special};

/// How promising seat `p`'s track is: complete track counts most; an unfinished section is
/// worth more the closer its open end is to a city or town.
fn track_value(g: &AgeOfSteam, p: usize) -> i64 {
    let v = g.view();
    let nodes: Vec<usize> = (0..g.map.hexes.len()).filter(|&i| v.is_city(i)).collect();
    let mut value = 0i64;
    // What matters is income: goods that could be delivered over this seat's own links.
    let colours = g.new_city_colours();
    let reach = (g.players[p].engine + 1).min(super::MAX_ENGINE) as usize;
    for (i, h) in g.hexes.iter().enumerate() {
        let mut seen = Vec::new();
        for &c in &h.cubes {
            if seen.contains(&c) {
                continue;
            }
            seen.push(c);
            let count = h.cubes.iter().filter(|&&x| x == c).count().min(2) as i64;
            let best = super::goods::routes(&v, i, c, reach, &colours)
                .iter()
                .map(|r| r.owners.iter().filter(|o| **o == Some(p)).count() as i64)
                .max()
                .unwrap_or(0);
            value += 12 * best * count;
        }
    }
    let mut open_sections = 0;
    for t in v.sections() {
        if t.owner(&g.hexes) != Some(p) {
            continue;
        }
        match t.end {
            End::Node(_) => value += 2 * t.segs.len() as i64,
            End::Open(h, e) => {
                open_sections += 1;
                let target = g.map.hexes[h].hex.neighbor(e);
                let dist = nodes
                    .iter()
                    .filter(|&&n| n != t.from)
                    .map(|&n| g.map.hexes[n].hex.distance(target) as i64)
                    .min()
                    .unwrap_or(9);
                value += 3 * t.segs.len() as i64 + 6 - 2 * dist;
            }
        }
    }
    // More than one unfinished section at a time spreads the money too thin.
    value - 6 * (open_sections as i64 - 1).max(0)
}

/// Cash to keep for this turn's expenses beyond the income.
fn reserve(g: &AgeOfSteam, p: usize) -> i32 {
    let pl = &g.players[p];
    (pl.shares as i32 + pl.engine as i32 - pl.income).max(0)
}

pub fn choose(g: &AgeOfSteam, seed: u64) -> Option<Action> {
    let p = g.current()?;
    let legal = g.legal_actions();
    let mut rng = Rng::new(seed);
    let pl = &g.players[p];
    let pick = |want: &Action| legal.contains(want).then(|| want.clone());
    match &g.phase {
        Phase::Shares { .. } => {
            // Shares cost $1 a turn for the rest of the game: borrow to start a network, and
            // later only to stay solvent.
            let count = if g.turn == 1 {
                3
            } else if pl.money < reserve(g, p) + 3 && pl.shares < 10 {
                1
            } else {
                0
            };
            pick(&Action::IssueShares { count: count.min(super::SHARE_LIMIT - pl.shares) })
        }
        Phase::Auction { high, .. } => {
            let bid = Action::Bid { amount: high + 1 };
            if *high < 3 && pl.money >= 12 && legal.contains(&bid) && rng.below(2) == 0 {
                Some(bid)
            } else {
                pick(&Action::PassBid).or_else(|| pick(&Action::DropOut))
            }
        }
        Phase::Actions { .. } => {
            let mut prefs = vec![Special::FirstBuild, Special::Engineer, Special::FirstMove, Special::Urbanization, Special::TurnOrder, Special::Production];
            if pl.engine < 2 {
                prefs.insert(0, Special::Locomotive);
            } else {
                prefs.push(Special::Locomotive);
            }
            prefs.into_iter().map(|action| Action::Choose { action }).find(|a| legal.contains(a))
        }
        Phase::Build { touched, .. } => {
            let before = track_value(g, p);
            let budget = pl.money - reserve(g, p);
            let mut best: Option<(i64, Action)> = None;
            for (a, plan) in g.build_options(p, touched) {
                if plan.cost as i32 > budget {
                    continue;
                }
                let mut next = g.clone();
                if next.apply(&a).is_err() {
                    continue;
                }
                let gain = track_value(&next, p) - before - plan.cost as i64 + rng.below(2) as i64;
                if best.as_ref().is_none_or(|(s, _)| gain > *s) {
                    best = Some((gain, a));
                }
            }
            match best {
                Some((score, a)) if score > 0 => Some(a),
                _ => pick(&Action::EndBuild),
            }
        }
        Phase::Move { .. } => {
            let mut best: Option<(i64, Action)> = None;
            for (a, r) in g.move_options(p) {
                let mine = r.owners.iter().filter(|o| **o == Some(p)).count() as i64;
                let score = mine * 10 + r.links.len() as i64;
                if mine > 0 && best.as_ref().is_none_or(|(s, _)| score > *s) {
                    best = Some((score, a));
                }
            }
            let upgrade = (pl.engine < 3 && pl.income >= 2).then(|| pick(&Action::UpgradeEngine)).flatten();
            best.map(|(_, a)| a).or(upgrade).or_else(|| pick(&Action::PassMove))
        }
        Phase::Produce { .. } => Some(legal[rng.index(legal.len())].clone()),
        Phase::Over => None,
    }
}
