//! What may be done now: the legal actions, the check `apply` makes, and why it refuses.

use super::{Action, BonusKind, Phase, SteamPower};

impl SteamPower {
    /// The legal actions of the current decision.
    pub(super) fn legal(&self) -> Vec<Action> {
        let money = self.seats[self.seat_of(self.active)].money;
        match &self.phase {
            Phase::Over => vec![],
            Phase::Action => {
                let mut v = Vec::new();
                for c in self.fulfillable() {
                    v.push(Action::Fulfil { contract: c });
                }
                if !self.track_ops().is_empty() {
                    v.push(Action::BuildTrack);
                }
                for hex in self.factory_sites() {
                    v.push(Action::BuildFactory { hex });
                }
                if self.can_draw() {
                    v.push(Action::DrawContracts);
                }
                v.push(Action::TakeMoney);
                let _ = money;
                v
            }
            Phase::Track { ops, focus, .. } => {
                let mut v = self.track_choices(*focus);
                if *ops >= 1 && focus.is_none() {
                    v.push(Action::EndTrack);
                }
                v
            }
            Phase::DrawFromHand { .. } => self.draw_from_choices(),
            Phase::Sourcing { contract, picks } => {
                let mut v = vec![Action::FulfilCheapest];
                v.extend(self.source_options(*contract, picks).into_iter().map(|p| Action::Source { from: p.from }));
                v
            }
            Phase::Bonus(kind) => {
                let mut v = Vec::new();
                match kind {
                    BonusKind::Track => {
                        if !self.track_ops().is_empty() {
                            v.push(Action::BonusTrack);
                        }
                    }
                    BonusKind::Factory => {
                        for hex in self.factory_sites() {
                            for resources in [4, 5, 6] {
                                v.push(Action::BonusFactory { hex, resources });
                            }
                        }
                    }
                    BonusKind::Contracts => {
                        if self.can_draw() {
                            v.push(Action::BonusDraw);
                        }
                    }
                }
                v.push(Action::SkipBonus);
                v
            }
        }
    }

    /// Whether `legal_actions` lists `action`, computing only what that action needs.
    pub fn is_legal(&self, action: &Action) -> bool {
        match (&self.phase, action) {
            (Phase::Action, Action::Fulfil { contract }) => self.fulfillable().contains(contract),
            (Phase::Action, Action::BuildTrack) => !self.track_ops().is_empty(),
            (Phase::Action, Action::BuildFactory { hex }) => self.factory_sites().contains(hex),
            (Phase::Action, Action::DrawContracts) => self.can_draw(),
            (Phase::Action, Action::TakeMoney) => true,
            (Phase::Track { focus, .. }, Action::Lay { hex, from, to }) => {
                let here = match focus {
                    Some(h) => h == hex,
                    None => self.lay_hexes().len() <= 1,
                };
                here && self.lay_options().iter().any(|o| (o.0, o.1, o.2) == (*hex, *from, *to))
            }
            (Phase::Track { focus: Some(_), .. }, Action::Unfocus) => self.edition.unfocus,
            (Phase::Track { focus: None, .. }, Action::Focus { hex }) => {
                let hexes = self.lay_hexes();
                hexes.len() > 1 && hexes.contains(hex)
            }
            (Phase::DrawFromHand { .. }, Action::DrawFrom { seat }) => self.largest_hands().contains(seat),
            (Phase::Track { focus: None, .. }, Action::Replace { hex, to }) => {
                self.replace_options().contains(&(*hex, *to))
            }
            (Phase::Track { focus: None, .. }, Action::Remove { hex }) => self.remove_ok() == Some(*hex),
            (Phase::Track { ops, focus: None, .. }, Action::EndTrack) => *ops >= 1,
            (Phase::Sourcing { .. }, Action::FulfilCheapest) => true,
            (Phase::Sourcing { contract, picks }, Action::Source { from }) => {
                self.source_options(*contract, picks).iter().any(|p| p.from == *from)
            }
            (Phase::Bonus(BonusKind::Track), Action::BonusTrack) => !self.track_ops().is_empty(),
            (Phase::Bonus(BonusKind::Factory), Action::BonusFactory { hex, resources }) => {
                (4..=6).contains(resources) && self.factory_sites().contains(hex)
            }
            (Phase::Bonus(BonusKind::Contracts), Action::BonusDraw) => self.can_draw(),
            (Phase::Bonus(_), Action::SkipBonus) => true,
            _ => false,
        }
    }

    pub(super) fn can_draw(&self) -> bool {
        if !self.bag.is_empty() {
            return true;
        }
        !self.solo && (0..self.players()).any(|s| s != self.active && !self.seats[s].hand.is_empty())
    }
}
