//! Draw Contracts: two tiles, one at a time, from the bag; when the bag is empty, from the hand
//! of the player holding the most unfulfilled contracts. When several hands tie for the most,
//! the drawing player chooses which one (`Phase::DrawFromHand`, `Action::DrawFrom`).

use super::{is_contract, Action, Phase, SteamPower};
use super::words::{company, k};
use crate::core::Outcome;

/// Tiles one Draw Contracts action (or its bonus) takes.
pub const DRAW_COUNT: u8 = 2;

impl SteamPower {
    /// Opponents of the acting seat holding the most contracts (none when every other hand is
    /// empty), in turn order from the acting seat.
    pub fn largest_hands(&self) -> Vec<usize> {
        if self.solo {
            return vec![];
        }
        let me = self.seat_of(self.active);
        let n = self.players();
        let others: Vec<usize> = (1..n).map(|k| (me + k) % n).collect();
        let most = others.iter().map(|&s| self.seats[s].hand.len()).max().unwrap_or(0);
        if most == 0 {
            return vec![];
        }
        let tied = others.into_iter().filter(|&s| self.seats[s].hand.len() == most);
        // The first edition drew from the first of them in turn order, without a choice.
        if self.edition.choose_tied_hand { tied.collect() } else { tied.take(1).collect() }
    }

    /// Draws up to `left` tiles. Returns false when the drawing player must first choose among
    /// tied hands (the phase is then `DrawFromHand`); true when the draw is over.
    pub(super) fn draw_contracts(&mut self, mut left: u8, out: &mut Outcome) -> bool {
        let me = self.seat_of(self.active);
        let finished = loop {
            if left == 0 {
                break true;
            }
            if !self.bag.is_empty() {
                out.random = true;
                let i = self.rng.pick("contract", self.bag.len(), |i, f| is_contract(self.bag[i], f));
                let c = self.bag.remove(i);
                self.seats[me].hand.push(c);
                out.say(k("log.draw-bag").arg("company", company(self, self.active)));
                left -= 1;
                continue;
            }
            let tied = self.largest_hands();
            match tied.len() {
                0 => break true,
                1 => self.draw_from_hand(tied[0], out),
                _ => {
                    self.phase = Phase::DrawFromHand { left };
                    break false;
                }
            }
            left -= 1;
        };
        crate::core::sort::sort(&mut self.seats[me].hand);
        finished
    }

    /// A random tile from `seat`'s hand into the acting seat's hand.
    pub(super) fn draw_from_hand(&mut self, seat: usize, out: &mut Outcome) {
        out.random = true;
        let me = self.seat_of(self.active);
        let i = self.rng.pick("contract", self.seats[seat].hand.len(), |i, f| is_contract(self.seats[seat].hand[i], f));
        let c = self.seats[seat].hand.remove(i);
        self.seats[me].hand.push(c);
        self.note_hand_draw(me, seat, c);
        out.say(k("log.draw-hand").arg("company", company(self, self.active)).seat("seat", seat));
    }

    /// `DrawFrom { seat }` while choosing among tied hands: that draw, then the rest of the
    /// action's draws. True when the draw is over.
    pub(super) fn draw_chosen(&mut self, seat: usize, out: &mut Outcome) -> bool {
        let Phase::DrawFromHand { left } = self.phase else { unreachable!("draw_chosen outside DrawFromHand") };
        self.draw_from_hand(seat, out);
        self.draw_contracts(left - 1, out)
    }

    /// The choices among tied hands.
    pub(super) fn draw_from_choices(&self) -> Vec<Action> {
        self.largest_hands().into_iter().map(|seat| Action::DrawFrom { seat }).collect()
    }
}
