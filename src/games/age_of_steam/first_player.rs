//! St. Lucia's Player Order step (before Issue Shares, no auction): the designated seat may pay
//! $5 to go first; if it declines (or cannot pay), the other may pay $5 instead; if both
//! decline, the designated seat goes first for free.
//!
//! Decisions: the designation alternates by turn (turn 1's designee, the first of the random
//! starting order, in odd turns; the other seat in even turns), whoever actually went first;
//! the holder of Turn Order last turn is the designee of this turn instead.

use crate::core::{Msg, Outcome};

use super::{Action, AgeOfSteam, Phase};

/// What going first costs.
pub const FIRST_PRICE: i32 = 5;

impl AgeOfSteam {
    /// At the start of a turn, on maps where going first is paid for: ask the designee.
    pub(super) fn ask_first(&mut self) {
        if !self.def.special.pays_for_first() || self.order.len() != 2 {
            return;
        }
        let other = |p: usize| if self.order[0] == p { self.order[1] } else { self.order[0] };
        let named = if self.order.contains(&self.first_designee) { self.first_designee } else { self.order[0] };
        let by_turn = if self.turn % 2 == 1 { named } else { other(named) };
        let designee = self.turn_order_pass.filter(|p| self.order.contains(p)).unwrap_or(by_turn);
        self.phase = Phase::FirstPlayer { designee, asking: designee };
    }

    pub(super) fn apply_first(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        let Phase::FirstPlayer { designee, asking } = self.phase.clone() else { return };
        let other = if self.order[0] == p { self.order[1] } else { self.order[0] };
        let first = match action {
            Action::PayFirst => {
                self.players[p].money -= FIRST_PRICE;
                out.say(Msg::new("aos.log.pays-first").seat("seat", p).money("cost", FIRST_PRICE));
                p
            }
            _ if asking == designee => {
                out.say(Msg::new("aos.log.declines-first").seat("seat", p));
                self.phase = Phase::FirstPlayer { designee, asking: other };
                return;
            }
            _ => {
                out.say(Msg::new("aos.log.declines-first").seat("seat", p));
                out.say(Msg::new("aos.log.first-free").seat("seat", designee));
                designee
            }
        };
        let second = if self.order[0] == first { self.order[1] } else { self.order[0] };
        self.order = vec![first, second];
        self.phase = Phase::Shares { idx: 0 };
    }
}
