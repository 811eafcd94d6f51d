//! What may be done now: the legal actions of the current decision, the quick check `apply`
//! makes, and the reason an action is refused.

use crate::core::Msg;

use super::words::{prompt, special};
use super::first_player::FIRST_PRICE;
use super::{manifest, Action, AgeOfSteam, Phase, Special};

impl AgeOfSteam {
    pub(super) fn legal(&self) -> Vec<Action> {
        let Some(p) = self.current() else { return vec![] };
        let pl = &self.players[p];
        match &self.phase {
            Phase::Shares { .. } => {
                let room = self.rules().share_limit.saturating_sub(pl.shares);
                let max_shares = self.def.special.shares_per_turn().map_or(room, |n| n.min(room));
                (0..=max_shares).map(|count| Action::IssueShares { count }).collect()
            }
            Phase::Auction { high, pass_used, .. } => {
                let mut v: Vec<Action> =
                    ((*high + 1).max(1)..=pl.money.max(0) as u32).map(|amount| Action::Bid { amount }).collect();
                if self.turn_order_pass == Some(p) && !pass_used {
                    v.push(Action::PassBid);
                }
                v.push(Action::DropOut);
                v
            }
            Phase::Actions { .. } if !self.action_discs.is_empty() => {
                let mut v: Vec<Action> = self
                    .action_discs
                    .iter()
                    .filter(|&&(_, left)| left > 0 && left as i32 <= pl.money)
                    .map(|&(action, _)| Action::Choose { action })
                    .collect();
                v.push(Action::NoAction);
                v
            }
            Phase::Actions { .. } => {
                let taken: Vec<Special> = self.players.iter().filter_map(|q| q.special).collect();
                let free = |s: &&Special| !taken.contains(s) && !self.actions_marked.contains(s);
                self.def.special.actions().iter().filter(free).map(|&action| Action::Choose { action }).collect()
            }
            Phase::Build { builds, urbanized, touched, .. } => {
                let mut v = Vec::new();
                if pl.special == Some(Special::Urbanization) && !urbanized && *builds == 0 {
                    for (i, h) in self.map.hexes.iter().enumerate() {
                        if self.view().is_town(i) {
                            for (n, free) in self.new_city_free.iter().enumerate() {
                                if *free {
                                    v.push(Action::Urbanize { hex: h.hex, city: n });
                                }
                            }
                        }
                    }
                }
                if *builds < self.builds_allowed(p) {
                    v.extend(self.build_options(p, touched).into_iter().map(|(a, _)| a));
                    v.extend(self.link_options(p));
                    v.extend(self.def.special.extra_builds(self, p));
                }
                v.push(Action::EndBuild);
                v
            }
            Phase::Move { upgraded, lifted, .. } => {
                let mut v = self.move_options(p).into_iter().map(|(a, _)| a).collect::<Vec<_>>();
                if !lifted {
                    v.extend(self.def.special.extra_moves(self, p));
                }
                if !upgraded[p] && pl.engine < self.rules().max_engine {
                    v.push(Action::UpgradeEngine);
                }
                v.push(Action::PassMove);
                v
            }
            Phase::Produce { .. } => self.production_targets(),
            Phase::FirstPlayer { .. } => {
                let mut v = Vec::new();
                if pl.money >= FIRST_PRICE {
                    v.push(Action::PayFirst);
                }
                v.push(Action::DeclineFirst);
                v
            }
            Phase::Over => vec![],
        }
    }

    /// Exactly `legal().contains(action)`, without listing everything.
    pub(super) fn is_legal(&self, action: &Action, p: usize) -> bool {
        let pl = &self.players[p];
        match (action, &self.phase) {
            (Action::Build { hex, tile, turns }, Phase::Build { builds, touched, .. }) => {
                if *builds >= self.builds_allowed(p) || touched.contains(hex) || *turns >= 6 {
                    return false;
                }
                let Some(i) = self.map.at(*hex) else { return false };
                let Some(def) = manifest().tiles.get(*tile) else { return false };
                // Only the listed orientation of each distinct track counts.
                if !def.orientations.iter().any(|(t, _)| t == turns) {
                    return false;
                }
                let mut scratch = self.hexes.clone();
                let Ok(plan) = self.plan_build(&mut scratch, p, i, *tile, *turns, u32::MAX) else { return false };
                if plan.cost as i32 > pl.money || !self.in_supply(&plan, *tile) {
                    return false;
                }
                // The listing keeps the first orientation giving the same track.
                let key: Vec<_> = {
                    let mut k: Vec<_> = plan.tile.segs.iter().map(|s| s.path).collect();
                    crate::core::sort::sort(&mut k);
                    k
                };
                for (t, _) in def.orientations.iter().take_while(|(t, _)| t != turns) {
                    if let Ok(other) = self.plan_build(&mut scratch, p, i, *tile, *t, u32::MAX) {
                        let mut k: Vec<_> = other.tile.segs.iter().map(|s| s.path).collect();
                        crate::core::sort::sort(&mut k);
                        if k == key {
                            return false;
                        }
                    }
                }
                true
            }
            (Action::BuildLink { .. }, Phase::Build { builds, .. }) => *builds < self.builds_allowed(p) && self.link_options(p).contains(action),
            (Action::Move { from, good, links }, Phase::Move { .. }) => {
                let Some(i) = self.map.at(*from) else { return false };
                if !self.hexes[i].cubes.contains(good) {
                    return false;
                }
                let special = self.def.special;
                self.cube_routes(&self.links(), i, *good, pl.engine as usize).iter().any(|r| r.links == *links && special.route_allowed(p, &r.owners))
            }
            _ => self.legal().contains(action),
        }
    }

    /// Why `action` is not legal now, in a player's words.
    pub(super) fn why_not(&self, action: &Action) -> Msg {
        let k = |key: &str| Msg::new(format!("aos.refuse.{key}"));
        let Some(p) = self.current() else { return k("over") };
        let pl = &self.players[p];
        let wrong_phase = |what: &str| k(&format!("not-now.{what}")).msg("prompt", prompt(self));
        match (action, &self.phase) {
            (Action::IssueShares { count }, Phase::Shares { .. }) if self.def.special.shares_per_turn().is_some_and(|n| *count > n) => {
                k("shares-per-turn").num("count", self.def.special.shares_per_turn().unwrap_or(0))
            }
            (Action::IssueShares { count }, Phase::Shares { .. }) => {
                k("share-limit").num("count", *count).num("limit", self.rules().share_limit).num("have", pl.shares)
            }
            (Action::IssueShares { .. }, _) => wrong_phase("shares"),
            (Action::Bid { amount }, Phase::Auction { high, .. }) => {
                if *amount <= *high {
                    k("bid-higher").money("high", *high)
                } else if *amount as i32 > pl.money {
                    k("bid-money").money("money", pl.money)
                } else {
                    k("bid-min")
                }
            }
            (Action::PassBid, Phase::Auction { .. }) => k("pass-bid"),
            (Action::Bid { .. } | Action::DropOut | Action::PassBid, _) => wrong_phase("bid"),
            (Action::Choose { action }, Phase::Actions { .. }) if self.actions_marked.contains(action) => k("marked").msg("action", special(*action)),
            (Action::Choose { action }, Phase::Actions { .. }) => k("taken").msg("action", special(*action)),
            (Action::NoAction, Phase::Actions { .. }) => k("no-action"),
            (Action::Choose { .. } | Action::NoAction, _) => wrong_phase("choose"),
            (Action::Urbanize { .. }, Phase::Build { builds, urbanized, .. }) => {
                if pl.special != Some(Special::Urbanization) {
                    k("urbanize-holder")
                } else if *urbanized || *builds > 0 {
                    k("urbanize-once")
                } else {
                    k("urbanize-town")
                }
            }
            (Action::Build { hex, tile, turns }, Phase::Build { builds, touched, .. }) => {
                if *builds >= self.builds_allowed(p) {
                    return k("builds-used").num("builds", self.builds_allowed(p));
                }
                if touched.contains(hex) {
                    return k("hex-once");
                }
                let Some(i) = self.map.at(*hex) else { return k("off-board") };
                let mut scratch = self.hexes.clone();
                match self.plan_build(&mut scratch, p, i, *tile, *turns, u32::MAX) {
                    Err(why) => Msg::new(why),
                    Ok(plan) if plan.cost as i32 > pl.money => k("cost").money("cost", plan.cost).money("money", pl.money),
                    Ok(_) => k("no-tiles"),
                }
            }
            (Action::BuildLink { .. }, Phase::Build { builds, .. }) => {
                if *builds >= self.builds_allowed(p) {
                    k("builds-used").num("builds", self.builds_allowed(p))
                } else {
                    k("link-taken")
                }
            }
            (Action::ClaimTrack { .. }, Phase::Build { .. }) => k(self.def.special.claim_words()),
            (Action::Urbanize { .. } | Action::Build { .. } | Action::BuildLink { .. } | Action::EndBuild | Action::ClaimTrack { .. }, _) => wrong_phase("build"),
            (Action::Move { .. }, Phase::Move { .. }) => k("no-route").num("engine", pl.engine),
            (Action::UpgradeEngine, Phase::Move { .. }) => k("upgrade-once"),
            (Action::HeavyLift { .. }, Phase::Move { .. }) => k("heavy-lift"),
            (Action::Move { .. } | Action::UpgradeEngine | Action::PassMove | Action::HeavyLift { .. }, _) => wrong_phase("move"),
            (Action::PlaceCube { .. }, Phase::Produce { .. }) => k("column-full"),
            (Action::PlaceOnTown { .. }, Phase::Produce { .. }) => k("not-a-town"),
            (Action::PlaceCube { .. } | Action::PlaceOnTown { .. }, _) => wrong_phase("place"),
            (Action::PayFirst, Phase::FirstPlayer { .. }) => k("first-money").money("money", pl.money),
            (Action::PayFirst | Action::DeclineFirst, _) => wrong_phase("first"),
        }
    }
}
