//! Phases I-III: issuing shares, the turn-order auction and choosing special actions.

use crate::core::Outcome;

use crate::core::Msg;

use super::words::special;
use super::{Action, AgeOfSteam, Phase, Special};

impl AgeOfSteam {
    pub(super) fn start_turn(&mut self, out: &mut Outcome) {
        out.new_turn(super::words::phase_at("shares"));
        out.say(super::words::turn_of(self, "aos.log.turn"));
        let special = self.def.special;
        if let Some((order, line)) = special.player_order(self) {
            self.order = order;
            out.say(line);
        }
        self.phase = Phase::Shares { idx: 0 };
        self.ask_first();
    }

    pub fn start_auction(&mut self) {
        let n = self.players.len();
        self.phase = Phase::Auction {
            bidders: self.order.clone(),
            at: 0,
            bids: vec![0; n],
            high: 0,
            dropped: vec![],
            pass_used: false,
        };
        // With a single player left there is nothing to bid for; some maps fix the order.
        if self.order.len() <= 1 || !self.def.special.auction() {
            if self.first_edition {
                self.phase = Phase::Actions { idx: 0 };
            } else {
                self.free_actions();
            }
        }
    }

    pub(super) fn finish_auction(&mut self, winner: usize, bids: &[u32], dropped: &[usize], out: &mut Outcome) {
        let mut new_order = vec![winner];
        new_order.extend(dropped.iter().rev().copied());
        let last_drop = dropped.last().copied();
        let first_drop = dropped.first().copied();
        let mut paid = Vec::new();
        for &p in &new_order {
            let bid = bids[p];
            let pay = if Some(p) == first_drop {
                0
            } else if p == winner || Some(p) == last_drop {
                bid
            } else {
                bid.div_ceil(2)
            };
            self.players[p].money -= pay as i32;
            paid.push(Msg::new("aos.log.paid").seat("seat", p).money("pay", pay));
        }
        let order = new_order.iter().map(|&p| Msg::new("aos.seat").seat("seat", p)).collect();
        out.automatic(super::words::phase_at("auction"));
        out.say(Msg::new("aos.log.new-order").list("order", order).list("paid", paid));
        self.order = new_order;
        self.free_actions();
    }

    /// Phase III starts with all seven actions free again.
    pub(super) fn free_actions(&mut self) {
        for p in &mut self.players {
            p.special = None;
        }
        self.phase = Phase::Actions { idx: 0 };
    }

    /// On maps where a taken action stays taken (Barbados), marks it; once every action has
    /// been taken, the marks come off.
    fn mark_action(&mut self, s: Special, out: &mut Outcome) {
        if !self.def.special.actions_stay_taken() {
            return;
        }
        self.actions_marked.push(s);
        if self.def.special.actions().iter().all(|a| self.actions_marked.contains(a)) {
            self.actions_marked.clear();
            out.say(Msg::new("aos.log.marks-off"));
        }
    }

    /// Shares, bids and the choice of an action.
    pub(super) fn apply_opening(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        match (action, self.phase.clone()) {
            (Action::IssueShares { count }, Phase::Shares { idx }) => {
                let pl = &mut self.players[p];
                pl.shares += count;
                pl.money += *count as i32 * self.def.rules.share_price;
                if *count > 0 {
                    out.say(Msg::new("aos.log.shares").seat("seat", p).num("count", *count).money("cash", *count as i64 * 5));
                } else {
                    out.say(Msg::new("aos.log.no-shares").seat("seat", p));
                }
                if idx + 1 < self.order.len() {
                    self.phase = Phase::Shares { idx: idx + 1 };
                } else {
                    self.start_auction();
                }
            }
            (Action::Bid { .. } | Action::DropOut | Action::PassBid, Phase::Auction { mut bidders, mut at, mut bids, mut high, mut dropped, mut pass_used }) => {
                match action {
                    Action::Bid { amount } => {
                        bids[p] = *amount;
                        high = *amount;
                        out.say(Msg::new("aos.log.bid").seat("seat", p).money("amount", *amount));
                        at += 1;
                    }
                    Action::PassBid => {
                        pass_used = true;
                        out.say(Msg::new("aos.log.pass-bid").seat("seat", p));
                        at += 1;
                    }
                    _ => {
                        bidders.remove(at);
                        dropped.push(p);
                        let place = self.order.len() - dropped.len() + 1;
                        out.say(Msg::new("aos.log.drop-out").seat("seat", p).num("place", place as i64));
                    }
                }
                if at >= bidders.len() {
                    at = 0;
                }
                if bidders.len() == 1 {
                    let winner = bidders[0];
                    self.finish_auction(winner, &bids, &dropped, out);
                } else if !self.first_edition && high > 0 && bids[bidders[at]] == high {
                    // Back to the high bidder: everyone else has dropped or passed since. The
                    // bid stands; who passed takes the next places in bidding order.
                    let winner = bidders[at];
                    let rest: Vec<usize> = (1..bidders.len()).map(|k| bidders[(at + k) % bidders.len()]).collect();
                    for &q in rest.iter().rev() {
                        dropped.push(q);
                    }
                    out.say(Msg::new("aos.log.high-bid").seat("seat", winner).money("high", high));
                    self.finish_auction(winner, &bids, &dropped, out);
                } else {
                    self.phase = Phase::Auction { bidders, at, bids, high, dropped, pass_used };
                }
            }
            (Action::NoAction, Phase::Actions { idx }) => {
                out.say(Msg::new("aos.log.no-action").seat("seat", p));
                self.next_chooser(idx);
            }
            (Action::Choose { action: s }, Phase::Actions { idx }) => {
                self.players[p].special = Some(*s);
                match self.action_discs.iter_mut().find(|(a, _)| a == s) {
                    // The top disc costs as many dollars as discs are left.
                    Some(disc) => {
                        let cost = disc.1;
                        disc.1 -= 1;
                        self.players[p].money -= cost as i32;
                        out.say(Msg::new("aos.log.takes-disc").seat("seat", p).msg("action", special(*s)).money("cost", cost).num("left", disc.1));
                    }
                    None => out.say(Msg::new("aos.log.takes").seat("seat", p).msg("action", special(*s))),
                }
                self.mark_action(*s, out);
                if *s == Special::Locomotive && self.players[p].engine < self.rules().max_engine {
                    self.players[p].engine += 1;
                    out.say(Msg::new("aos.log.locomotive").seat("seat", p).num("engine", self.players[p].engine));
                }
                self.next_chooser(idx);
            }
            _ => unreachable!("checked legal"),
        }
    }

    fn next_chooser(&mut self, idx: usize) {
        if idx + 1 < self.order.len() {
            self.phase = Phase::Actions { idx: idx + 1 };
        } else {
            self.start_build();
        }
    }
}
