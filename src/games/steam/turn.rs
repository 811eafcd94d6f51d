//! Money, the auctions, Buy Capital, taking action tiles, income and expenses, the next turn's
//! order and bankruptcy: everything of a turn but building and moving goods.

use crate::core::{Msg, Outcome};

use super::{words, Action, ActionTile, Phase, Steam, Variant, MAX_ENGINE, MIN_INCOME};

impl Steam {
    /// Everything seat `p` could pay now: cash and, in the Base game, $5 per income step down
    /// to −10 and then per 2 VP. Standard payments come from cash alone.
    pub fn can_pay(&self, p: usize) -> u32 {
        let pl = &self.players[p];
        let cash = pl.money.max(0) as u32;
        match self.variant {
            Variant::Base => cash + 5 * (pl.income - MIN_INCOME).max(0) as u32 + 5 * (pl.vp / 2).max(0) as u32,
            Variant::Standard => cash,
        }
    }

    /// Pays `amount` for seat `p` (the Base game raises the smallest multiple of $5 that covers
    /// what cash does not). Only called with `amount <= can_pay(p)`.
    pub(crate) fn pay(&mut self, p: usize, amount: u32, out: &mut Outcome) {
        let pl = &mut self.players[p];
        let short = amount as i32 - pl.money;
        if short > 0 {
            let units = (short + 4) / 5;
            for _ in 0..units {
                if pl.income > MIN_INCOME {
                    pl.income -= 1;
                } else {
                    pl.vp -= 2;
                }
            }
            pl.money += 5 * units;
            self.bank += 5 * units as i64;
            out.say(Msg::new("steam.log.raise").seat("seat", p).money("cash", 5 * units as i64));
        }
        self.players[p].money -= amount as i32;
        self.bank -= amount as i64;
    }

    /// Standard expenses: cash first, then 1 VP per $2 (an odd dollar gives $1 change), then an
    /// income step per $2. False when the debt cannot be covered (bankruptcy).
    fn pay_expense(&mut self, p: usize, amount: u32) -> bool {
        let pl = &mut self.players[p];
        let mut rest = amount as i32 - pl.money;
        if rest <= 0 {
            pl.money -= amount as i32;
            self.bank -= amount as i64;
            return true;
        }
        self.bank -= pl.money as i64;
        pl.money = 0;
        while rest > 0 {
            if pl.vp > 0 {
                pl.vp -= 1;
            } else if pl.income > MIN_INCOME {
                pl.income -= 1;
            } else {
                return false;
            }
            rest -= 2;
        }
        pl.money = -rest;
        self.bank += -rest as i64;
        true
    }

    /// Seat `p` is out: its track loses its owner, it leaves the turn order.
    pub(crate) fn go_bankrupt(&mut self, p: usize, out: &mut Outcome) {
        self.players[p].eliminated = true;
        self.players[p].tile = None;
        self.order.retain(|&q| q != p);
        self.out.push(p);
        for h in &mut self.hexes {
            for s in h.tile.iter_mut().flat_map(|t| t.segs.iter_mut()) {
                if s.owner == Some(p) {
                    s.owner = None;
                }
            }
        }
        out.say(Msg::new("steam.log.bankrupt").seat("seat", p));
    }

    /// What seat `p` may take: the tile is free, it can pay for it, and it can be used.
    pub(crate) fn may_take(&self, p: usize, t: ActionTile, pass: bool) -> bool {
        if self.order.iter().any(|&q| self.players[q].tile == Some(t)) {
            return false;
        }
        let base = self.variant == Variant::Base;
        let pl = &self.players[p];
        match t {
            ActionTile::Locomotive => !pass && pl.engine < MAX_ENGINE && (!base || self.can_pay(p) >= 5 + pl.engine),
            ActionTile::Urbanization => {
                let possible = self.new_city_free.iter().any(|&f| f) && (0..self.map.hexes.len()).any(|i| self.view().is_town(i));
                possible && (pass && base || !pass && (!base || self.can_pay(p) >= 6))
            }
            ActionTile::CityGrowth => match pass {
                true => base,
                false => !base || (self.can_pay(p) >= 2 && self.growth_possible()),
            },
            _ => !pass,
        }
    }

    /// A City Growth could be done: a marker is left, a space holds cubes, a printed city is
    /// unmarked.
    pub(crate) fn growth_possible(&self) -> bool {
        self.markers > 0 && self.spaces.iter().any(|s| !s.is_empty()) && self.growth_targets().next().is_some()
    }

    pub(crate) fn growth_targets(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.map.hexes.len()).filter(|&i| self.map.hexes[i].terrain == crate::rail::Ground::City && !self.marked[i])
    }

    /// The tiles seat `p` may take now, each with or without passing; when none may be taken,
    /// the lowest-numbered free tile as a passed tile.
    pub(crate) fn take_options(&self, p: usize) -> Vec<Action> {
        let mut v = Vec::new();
        for t in ActionTile::ALL {
            for pass in [false, true] {
                if self.may_take(p, t, pass) {
                    v.push(Action::Take { tile: t, pass });
                }
            }
        }
        if v.is_empty() {
            if let Some(&t) = ActionTile::ALL.iter().find(|&&t| !self.order.iter().any(|&q| self.players[q].tile == Some(t))) {
                v.push(Action::Take { tile: t, pass: true });
            }
        }
        v
    }

    pub(super) fn apply_turn(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        match (action, self.phase.clone()) {
            (Action::Bid { amount }, Phase::Positions { placed, active, at, .. }) => {
                out.say(Msg::new("steam.log.bid").seat("seat", p).money("amount", *amount));
                let at = (at + 1) % active.len();
                self.phase = Phase::Positions { placed, active, at, bid: Some((p, *amount)) };
            }
            (Action::PassBid, Phase::Positions { placed, mut active, at, bid }) => {
                out.say(Msg::new("steam.log.pass-bid").seat("seat", p));
                active.remove(at);
                let at = if at >= active.len() { 0 } else { at };
                if active.len() == 1 {
                    self.win_position(placed, active[0], bid.filter(|b| b.0 == active[0]).map_or(0, |b| b.1), out);
                } else {
                    self.phase = Phase::Positions { placed, active, at, bid };
                }
            }
            (Action::Capital { units }, Phase::Capital { idx }) => {
                let pl = &mut self.players[p];
                for _ in 0..*units {
                    if pl.income > MIN_INCOME {
                        pl.income -= 1;
                    } else {
                        pl.vp -= 2;
                    }
                }
                pl.money += 5 * *units as i32;
                self.bank += 5 * *units as i64;
                out.say(Msg::new("steam.log.capital").seat("seat", p).money("cash", 5 * *units as i64));
                if idx + 1 < self.order.len() {
                    self.phase = Phase::Capital { idx: idx + 1 };
                } else {
                    self.start_auction();
                }
            }
            (Action::Bid { amount }, Phase::Auction { bidders, at, mut bids, dropped, pass_used }) => {
                bids[p] = Some(*amount);
                out.say(Msg::new("steam.log.bid").seat("seat", p).money("amount", *amount));
                let at = next_bidder(&bidders, at + 1, &bids);
                self.phase = Phase::Auction { bidders, at, bids, dropped, pass_used };
            }
            (Action::PassBid, Phase::Auction { bidders, at, bids, dropped, .. }) => {
                out.say(Msg::new("steam.log.pass-bid").seat("seat", p));
                let at = next_bidder(&bidders, at + 1, &bids);
                self.phase = Phase::Auction { bidders, at, bids, dropped, pass_used: true };
            }
            (Action::DropOut, Phase::Auction { mut bidders, at, bids, mut dropped, pass_used }) => {
                out.say(Msg::new("steam.log.drop-out").seat("seat", p));
                bidders.remove(at);
                dropped.push(p);
                if bidders.len() == 1 {
                    dropped.push(bidders[0]);
                    self.end_auction(dropped, bids, out);
                } else {
                    let at = next_bidder(&bidders, at, &bids);
                    self.phase = Phase::Auction { bidders, at, bids, dropped, pass_used };
                }
            }
            (Action::Take { tile, pass }, Phase::Select { idx }) => {
                self.players[p].tile = Some(*tile);
                self.players[p].passed = *pass;
                out.say(Msg::new(if *pass { "steam.log.take-passed" } else { "steam.log.take" }).seat("seat", p).msg("tile", words::tile_name(*tile)));
                if !pass && self.variant == Variant::Base {
                    let cost = match tile {
                        ActionTile::CityGrowth => 2,
                        ActionTile::Locomotive => 5 + self.players[p].engine,
                        ActionTile::Urbanization => 6,
                        _ => 0,
                    };
                    if cost > 0 {
                        self.pay(p, cost, out);
                    }
                }
                if *tile == ActionTile::Locomotive && !pass {
                    self.players[p].engine += 1;
                }
                if idx + 1 < self.order.len() {
                    self.phase = Phase::Select { idx: idx + 1 };
                } else {
                    self.start_build();
                }
            }
            _ => unreachable!("checked legal"),
        }
    }

    /// Base first turn: `p` takes the next position for `price`.
    fn win_position(&mut self, mut placed: Vec<usize>, p: usize, price: u32, out: &mut Outcome) {
        self.pay(p, price, out);
        placed.push(p);
        out.say(Msg::new("steam.log.position").seat("seat", p).num("place", placed.len() as i64).money("price", price));
        let n = self.players.len();
        let rest: Vec<usize> = (1..=n).map(|k| (p + k) % n).filter(|q| !placed.contains(q)).collect();
        if rest.len() == 1 {
            placed.push(rest[0]);
            out.say(Msg::new("steam.log.position").seat("seat", rest[0]).num("place", placed.len() as i64).money("price", 0));
        }
        if placed.len() == n {
            self.order = placed;
            self.phase = Phase::Select { idx: 0 };
        } else {
            self.phase = Phase::Positions { placed, active: rest, at: 0, bid: None };
        }
    }

    fn start_auction(&mut self) {
        let n = self.players.len();
        self.phase = Phase::Auction { bidders: self.order.clone(), at: 0, bids: vec![None; n], dropped: vec![], pass_used: false };
        if self.order.len() == 1 {
            let mut o = Outcome::default();
            self.end_auction(self.order.clone(), vec![None; n], &mut o);
        }
    }

    /// The auction is over: `dropped` holds everyone, last place first. The first to drop pays
    /// nothing, first and second places their bid, the others half their bid rounded up.
    fn end_auction(&mut self, dropped: Vec<usize>, bids: Vec<Option<u32>>, out: &mut Outcome) {
        let k = dropped.len();
        for (j, &p) in dropped.iter().enumerate() {
            let bid = bids[p].unwrap_or(0);
            let place = k - j;
            let cost = if j == 0 { 0 } else if place <= 2 { bid } else { bid.div_ceil(2) };
            self.players[p].money -= cost as i32;
            self.bank -= cost as i64;
            if j == 0 {
                out.automatic(words::phase_at(self, "auction"));
            }
            out.say(Msg::new("steam.log.position").seat("seat", p).num("place", place as i64).money("price", cost));
        }
        self.order = dropped.into_iter().rev().collect();
        self.phase = Phase::Select { idx: 0 };
    }

    /// Collect income and pay expenses, set the next order, and start the next turn.
    pub(crate) fn end_of_turn(&mut self, out: &mut Outcome) {
        out.automatic(words::phase_at(self, "income"));
        for p in self.order.clone() {
            let pl = &self.players[p];
            let owed = (-pl.income).max(0) as u32 + if self.variant == Variant::Standard { pl.engine } else { 0 };
            let income = pl.income.max(0);
            self.players[p].money += income;
            self.bank += income as i64;
            if owed == 0 {
                continue;
            }
            let paid = match self.variant {
                Variant::Base if self.can_pay(p) >= owed => {
                    self.pay(p, owed, out);
                    true
                }
                Variant::Base => false,
                Variant::Standard => self.pay_expense(p, owed),
            };
            if !paid {
                self.go_bankrupt(p, out);
            }
        }
        if self.variant == Variant::Base {
            let players = &self.players;
            crate::core::sort::by_key(&mut self.order, |&p| players[p].tile.map_or(99, |t| t.number()));
        }
        self.turn_order_pass = self.holder(ActionTile::TurnOrder);
        out.automatic(words::phase_at(self, "new-turn"));
        if self.turn >= self.turns || self.order.is_empty() {
            self.phase = Phase::Over;
            out.say(Msg::new("steam.log.over"));
            return;
        }
        self.turn += 1;
        for &p in &self.order {
            self.players[p].tile = None;
            self.players[p].passed = false;
        }
        match self.variant {
            Variant::Base => self.phase = Phase::Select { idx: 0 },
            Variant::Standard => self.phase = Phase::Capital { idx: 0 },
        }
        out.new_turn(0);
        out.say(Msg::new("steam.log.turn").num("turn", self.turn as i64));
    }
}

/// The high bid so far in a Standard auction and who made it.
pub(crate) fn leader(bids: &[Option<u32>]) -> Option<(usize, u32)> {
    bids.iter().enumerate().filter_map(|(p, b)| b.map(|b| (p, b))).max_by_key(|&(_, b)| b)
}

/// The bidder at index `at` (wrapping), passing over the high bidder, who never outbids
/// themselves.
fn next_bidder(bidders: &[usize], at: usize, bids: &[Option<u32>]) -> usize {
    let at = at % bidders.len();
    match leader(bids) {
        Some((q, _)) if bidders[at] == q && bidders.len() > 1 => (at + 1) % bidders.len(),
        _ => at,
    }
}
