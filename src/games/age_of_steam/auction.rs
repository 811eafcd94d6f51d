//! Phases I-III: issuing shares, the turn-order auction and choosing special actions.

use crate::core::Outcome;

use super::{plural, Action, AgeOfSteam, Phase, Special};

impl AgeOfSteam {
    pub(super) fn start_turn(&mut self, out: &mut Outcome) {
        out.line(format!("Turn {} of {}", self.turn, self.turns));
        self.phase = Phase::Shares { idx: 0 };
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
        // With a single player left there is nothing to bid for.
        if self.order.len() <= 1 {
            self.free_actions();
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
            paid.push(format!("{} ${}", self.names[p], pay));
        }
        out.line(format!(
            "New turn order: {}. Paid: {}",
            new_order.iter().map(|&p| self.names[p].clone()).collect::<Vec<_>>().join(", "),
            paid.join(", ")
        ));
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

    /// Shares, bids and the choice of an action.
    pub(super) fn apply_opening(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        let name = self.names[p].clone();
        match (action, self.phase.clone()) {
            (Action::IssueShares { count }, Phase::Shares { idx }) => {
                let pl = &mut self.players[p];
                pl.shares += count;
                pl.money += *count as i32 * self.def.rules.share_price;
                if *count > 0 {
                    out.line(format!("{name} issues {count} share{} for ${}", plural(*count), count * 5));
                } else {
                    out.line(format!("{name} issues no shares"));
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
                        out.line(format!("{name} bids ${amount}"));
                        at += 1;
                    }
                    Action::PassBid => {
                        pass_used = true;
                        out.line(format!("{name} passes (Turn Order)"));
                        at += 1;
                    }
                    _ => {
                        bidders.remove(at);
                        dropped.push(p);
                        let place = self.order.len() - dropped.len() + 1;
                        out.line(format!("{name} drops out and takes place {place}"));
                    }
                }
                if at >= bidders.len() {
                    at = 0;
                }
                if bidders.len() == 1 {
                    let winner = bidders[0];
                    self.finish_auction(winner, &bids, &dropped, out);
                } else if high > 0 && bids[bidders[at]] == high {
                    // Back to the high bidder: everyone else has dropped or passed since. The
                    // bid stands; who passed takes the next places in bidding order.
                    let winner = bidders[at];
                    let rest: Vec<usize> = (1..bidders.len()).map(|k| bidders[(at + k) % bidders.len()]).collect();
                    for &q in rest.iter().rev() {
                        dropped.push(q);
                    }
                    out.line(format!("{} keeps the high bid of ${high}: the bidding is over", self.names[winner]));
                    self.finish_auction(winner, &bids, &dropped, out);
                } else {
                    self.phase = Phase::Auction { bidders, at, bids, high, dropped, pass_used };
                }
            }
            (Action::Choose { action: s }, Phase::Actions { idx }) => {
                self.players[p].special = Some(*s);
                out.line(format!("{name} takes {}", s.name()));
                if *s == Special::Locomotive && self.players[p].engine < self.rules().max_engine {
                    self.players[p].engine += 1;
                    out.line(format!("{name}'s locomotive rises to {}", self.players[p].engine));
                }
                if idx + 1 < self.order.len() {
                    self.phase = Phase::Actions { idx: idx + 1 };
                } else {
                    self.start_build();
                }
            }
            _ => unreachable!("checked legal"),
        }
    }
}
