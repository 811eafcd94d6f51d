//! What may be done now: the legal actions of the current decision, and why an action is
//! refused.

use crate::core::Msg;

use super::turn::leader;
use super::{Action, Phase, Steam, MAX_ENGINE, MIN_INCOME};

impl Steam {
    pub(super) fn legal(&self) -> Vec<Action> {
        let Some(p) = self.current() else { return vec![] };
        let pl = &self.players[p];
        match &self.phase {
            Phase::Positions { bid, .. } => {
                let low = bid.map_or(0, |(_, b)| b + 1);
                let mut v: Vec<Action> = (low..=self.can_pay(p)).map(|amount| Action::Bid { amount }).collect();
                v.push(Action::PassBid);
                v
            }
            Phase::Capital { .. } => {
                let max = (pl.income - MIN_INCOME).max(0) as u32 + (pl.vp / 2).max(0) as u32;
                (0..=max).map(|units| Action::Capital { units }).collect()
            }
            Phase::Auction { bids, pass_used, .. } => {
                let low = leader(bids).map_or(0, |(_, b)| b + 1);
                let mut v: Vec<Action> = (low..=self.can_pay(p)).map(|amount| Action::Bid { amount }).collect();
                if self.turn_order_pass == Some(p) && !pass_used {
                    v.push(Action::PassBid);
                }
                v.push(Action::DropOut);
                v
            }
            Phase::Select { .. } => self.take_options(p),
            Phase::Build { placing: Some(_), .. } => {
                (0..self.spaces.len()).filter(|&s| !self.spaces[s].is_empty()).map(|space| Action::Supply { space }).collect()
            }
            Phase::Build { builds, touched, .. } => {
                let mut v = self.urbanize_options(p);
                v.extend(self.grow_options(p));
                if *builds < self.builds_allowed(p) {
                    v.extend(self.build_options(p, touched).into_iter().map(|(a, _)| a));
                }
                if self.may_end_build() {
                    v.push(Action::EndBuild);
                }
                v
            }
            Phase::Move { pending, .. } if !pending.is_empty() => vec![Action::Score { vp: false }, Action::Score { vp: true }],
            Phase::Move { upgraded, .. } => {
                let mut v = self.move_options(p);
                if !upgraded[p] && pl.engine < MAX_ENGINE {
                    v.push(Action::UpgradeEngine);
                }
                v.push(Action::PassMove);
                v
            }
            Phase::Over => vec![],
        }
    }

    /// Why `action` is refused now, or `None` when it is legal.
    pub(super) fn why_not(&self, action: &Action, p: usize) -> Option<Msg> {
        // A build is checked alone (listing every build is the slow part); all else by the list.
        if let (Action::Build { hex, tile, turns }, Phase::Build { builds, touched, placing: None, .. }) = (action, &self.phase) {
            let Some(i) = self.map.at(*hex) else { return Some(Msg::new("steam.refuse.no-hex")) };
            if *builds >= self.builds_allowed(p) {
                return Some(Msg::new("steam.refuse.builds"));
            }
            if touched.contains(hex) {
                return Some(Msg::new("steam.refuse.touched"));
            }
            // Each distinct orientation of a tile is one action.
            if !super::tiles().get(*tile).is_some_and(|d| d.orientations.iter().any(|(t, _)| t == turns)) {
                return Some(Msg::new("rail.no-tile"));
            }
            let mut scratch = self.hexes.clone();
            return match self.plan_build(&mut scratch, p, i, *tile, *turns, self.budget(p)) {
                Err(key) => Some(Msg::new(key)),
                Ok(plan) if !self.in_stock(&plan, *tile) => Some(Msg::new("steam.refuse.stock")),
                // The same track in another orientation is listed once; both are accepted.
                Ok(_) => None,
            };
        }
        if self.legal().contains(action) {
            return None;
        }
        let key = match (action, &self.phase) {
            (Action::EndBuild, Phase::Build { .. }) => "steam.refuse.must-act",
            (Action::Take { .. }, Phase::Select { .. }) => "steam.refuse.tile",
            (Action::Bid { .. }, _) => "steam.refuse.bid",
            (Action::Move { .. }, Phase::Move { .. }) => "steam.refuse.route",
            _ => "steam.refuse.not-now",
        };
        Some(Msg::new(key))
    }
}
