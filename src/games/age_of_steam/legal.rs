//! What may be done now: the legal actions of the current decision, the quick check `apply`
//! makes, and the reason an action is refused.

use crate::rail::goods;

use super::{column_capacity, manifest, show, Action, AgeOfSteam, Phase, Special, DISPLAY_COLUMNS};

impl AgeOfSteam {
    pub(super) fn legal(&self) -> Vec<Action> {
        let Some(p) = self.current() else { return vec![] };
        let pl = &self.players[p];
        match &self.phase {
            Phase::Shares { .. } => {
                let max_shares = self.rules().share_limit.saturating_sub(pl.shares);
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
            Phase::Actions { .. } => {
                let taken: Vec<Special> = self.players.iter().filter_map(|q| q.special).collect();
                self.def.special.actions().iter().filter(|s| !taken.contains(s)).map(|&action| Action::Choose { action }).collect()
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
                }
                v.push(Action::EndBuild);
                v
            }
            Phase::Move { upgraded, .. } => {
                let mut v = self.move_options(p).into_iter().map(|(a, _)| a).collect::<Vec<_>>();
                if !upgraded[p] && pl.engine < self.rules().max_engine {
                    v.push(Action::UpgradeEngine);
                }
                v.push(Action::PassMove);
                v
            }
            Phase::Produce { .. } => (0..DISPLAY_COLUMNS)
                .filter(|&c| self.display[c].len() < column_capacity(c))
                .map(|column| Action::PlaceCube { column })
                .collect(),
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
                    k.sort();
                    k
                };
                for (t, _) in def.orientations.iter().take_while(|(t, _)| t != turns) {
                    if let Ok(other) = self.plan_build(&mut scratch, p, i, *tile, *t, u32::MAX) {
                        let mut k: Vec<_> = other.tile.segs.iter().map(|s| s.path).collect();
                        k.sort();
                        if k == key {
                            return false;
                        }
                    }
                }
                true
            }
            (Action::Move { from, good, links }, Phase::Move { .. }) => {
                let Some(i) = self.map.at(*from) else { return false };
                if !self.hexes[i].cubes.contains(good) {
                    return false;
                }
                goods::routes(&self.view(), i, *good, pl.engine as usize, &self.new_city_colours())
                    .iter()
                    .any(|r| r.links == *links)
            }
            _ => self.legal().contains(action),
        }
    }

    /// Why `action` is not legal now, in a player's words.
    pub(super) fn why_not(&self, action: &Action) -> String {
        let Some(p) = self.current() else { return "the game is over".into() };
        let pl = &self.players[p];
        let wrong_phase = |what: &str| format!("this is not the moment to {what}: {}", show::prompt(self));
        match (action, &self.phase) {
            (Action::IssueShares { count }, Phase::Shares { .. }) => {
                format!("{count} more shares would pass the limit of {} (you have {})", self.rules().share_limit, pl.shares)
            }
            (Action::IssueShares { .. }, _) => wrong_phase("issue shares"),
            (Action::Bid { amount }, Phase::Auction { high, .. }) => {
                if *amount <= *high {
                    format!("a bid must be higher than ${high}")
                } else if *amount as i32 > pl.money {
                    format!("you cannot bid more than your ${}", pl.money)
                } else {
                    "a bid must be at least $1".into()
                }
            }
            (Action::PassBid, Phase::Auction { .. }) => "only the Turn Order holder may pass, once".into(),
            (Action::Bid { .. } | Action::DropOut | Action::PassBid, _) => wrong_phase("bid"),
            (Action::Choose { action }, Phase::Actions { .. }) => format!("{} is already taken", action.name()),
            (Action::Choose { .. }, _) => wrong_phase("choose an action"),
            (Action::Urbanize { .. }, Phase::Build { builds, urbanized, .. }) => {
                if pl.special != Some(Special::Urbanization) {
                    "only the Urbanization holder may place a new city".into()
                } else if *urbanized || *builds > 0 {
                    "the new city is placed once, before any track".into()
                } else {
                    "a new city goes on a town, and each new city only once".into()
                }
            }
            (Action::Build { hex, tile, turns }, Phase::Build { builds, touched, .. }) => {
                if *builds >= self.builds_allowed(p) {
                    return format!("you have used all {} builds", self.builds_allowed(p));
                }
                if touched.contains(hex) {
                    return "each hex can be changed only once per build step".into();
                }
                let Some(i) = self.map.at(*hex) else { return "that hex is not on the board".into() };
                let mut scratch = self.hexes.clone();
                match self.plan_build(&mut scratch, p, i, *tile, *turns, u32::MAX) {
                    Err(why) => why.to_string(),
                    Ok(plan) if plan.cost as i32 > pl.money => format!("this costs ${} and you have ${}", plan.cost, pl.money),
                    Ok(_) => "there are no more of these tiles (or town discs) left".into(),
                }
            }
            (Action::Urbanize { .. } | Action::Build { .. } | Action::EndBuild, _) => wrong_phase("build"),
            (Action::Move { .. }, Phase::Move { .. }) => format!(
                "no such route: goods move over complete links only, at most {} with your locomotive, and stop at the first city of their colour",
                pl.engine
            ),
            (Action::UpgradeEngine, Phase::Move { .. }) => "the locomotive can rise once per goods phase, up to 6".into(),
            (Action::Move { .. } | Action::UpgradeEngine | Action::PassMove, _) => wrong_phase("move goods"),
            (Action::PlaceCube { .. }, Phase::Produce { .. }) => "that display column is full".into(),
            (Action::PlaceCube { .. }, _) => wrong_phase("place a produced cube"),
        }
    }
}
