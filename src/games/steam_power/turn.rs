//! Turns: what each action does, money and factories, turn order, the end trigger and scoring.

use std::collections::BTreeSet;

use crate::core::{Hex, Outcome};

use super::data::contracts;
use super::words::{self, company, k};
use super::{draw, end_threshold, is_contract, is_train, purple_share};
use super::{Action, CityKind, Phase, SteamPower, SOLO_ROUNDS, TAKE_MONEY};

impl SteamPower {
    /// Carries out an action known to be legal.
    pub(super) fn do_apply(&mut self, action: &Action) -> Outcome {
        let mut out = Outcome::default();
        let who = company(self, self.active);
        match action.clone() {
            Action::TakeMoney => {
                self.actions_left -= 1;
                self.gain(self.active, TAKE_MONEY);
                out.say(k("log.take-money").arg("company", who).money("amount", TAKE_MONEY));
                self.action_done(&mut out);
            }
            Action::DrawContracts => {
                self.actions_left -= 1;
                if self.draw_contracts(draw::DRAW_COUNT, &mut out) {
                    self.action_done(&mut out);
                }
            }
            Action::DrawFrom { seat } => {
                if self.draw_chosen(seat, &mut out) {
                    self.action_done(&mut out);
                }
            }
            Action::BuildFactory { hex } => {
                self.actions_left -= 1;
                self.build_factory(hex, 5, &mut out);
                self.action_done(&mut out);
            }
            Action::BuildTrack => {
                self.actions_left -= 1;
                self.phase = Phase::Track { ops: 0, bonus: false, focus: None };
            }
            Action::Fulfil { contract } => {
                self.actions_left -= 1;
                self.phase = Phase::Sourcing { contract, picks: vec![] };
                out.say(k("log.reveal").arg("company", who).with("contract", words::contract_id(contract)));
            }
            Action::Lay { hex, from, to } => {
                self.lay(hex, from, to, &mut out);
                self.track_op_done(&mut out);
            }
            Action::Replace { to, .. } => {
                self.replace_last(to, &mut out);
                self.track_op_done(&mut out);
            }
            Action::Remove { .. } => {
                self.remove_last(&mut out);
                self.track_op_done(&mut out);
            }
            Action::EndTrack => self.action_done(&mut out),
            Action::Focus { hex } => {
                if let Phase::Track { focus, .. } = &mut self.phase {
                    *focus = Some(hex);
                }
            }
            Action::Unfocus => {
                if let Phase::Track { focus, .. } = &mut self.phase {
                    *focus = None;
                }
            }
            Action::FulfilCheapest => {
                let Phase::Sourcing { contract, mut picks } = self.phase.clone() else { unreachable!() };
                let routes = self.route_costs(self.active);
                let offers = self.unit_offers(self.active, &routes, &picks);
                let units = contracts()[contract as usize].unit_list();
                let (_, rest) = Self::cheapest(&offers, &units[picks.len()..]);
                picks.extend(rest);
                self.complete_contract(contract, picks, &mut out);
            }
            Action::Source { from } => {
                let Phase::Sourcing { contract, mut picks } = self.phase.clone() else { unreachable!() };
                let p = self
                    .source_options(contract, &picks)
                    .into_iter()
                    .find(|p| p.from == from)
                    .expect("listed source");
                picks.push(p);
                if picks.len() == contracts()[contract as usize].units() {
                    self.complete_contract(contract, picks, &mut out);
                } else {
                    self.phase = Phase::Sourcing { contract, picks };
                }
            }
            Action::BonusTrack => self.phase = Phase::Track { ops: 0, bonus: true, focus: None },
            Action::BonusFactory { hex, resources } => {
                self.build_factory(hex, resources as u32, &mut out);
                self.action_done(&mut out);
            }
            Action::BonusDraw => {
                if self.draw_contracts(draw::DRAW_COUNT, &mut out) {
                    self.action_done(&mut out);
                }
            }
            Action::SkipBonus => {
                out.say(k("log.skip-bonus").arg("company", who));
                self.action_done(&mut out);
            }
        }
        out
    }

    pub(super) fn pay(&mut self, company: usize, to: Option<usize>, amount: i64) {
        let seat = self.seat_of(company);
        self.seats[seat].money -= amount;
        match to {
            Some(o) if !self.solo && o != company => self.seats[o].money += amount,
            _ => self.bank_in += amount,
        }
    }

    pub(super) fn gain(&mut self, company: usize, amount: i64) {
        let seat = self.seat_of(company);
        self.seats[seat].money += amount;
        self.bank_out += amount;
    }

    pub(super) fn build_factory(&mut self, hex: Hex, resources: u32, out: &mut Outcome) {
        let city = self.cities.get_mut(&hex).expect("factory site is a city");
        let CityKind::Factory(col) = city.kind else { unreachable!("factory on a purple city") };
        let n = resources.min(self.supply[col]);
        city.factory = Some((self.active, n));
        self.supply[col] -= n;
        self.companies[self.active].factories -= 1;
        let who = company(self, self.active);
        out.say(k("log.factory").arg("company", who).with("hex", hex.to_string()).msg("resources", words::resources(col, n)));
    }

    pub(super) fn factory_sites(&self) -> Vec<Hex> {
        if self.companies[self.active].factories == 0 {
            return vec![];
        }
        let active = self.active_groups();
        self.cities
            .iter()
            .filter(|(h, c)| {
                matches!(c.kind, CityKind::Factory(col) if self.supply[col] > 0)
                    && !c.flipped
                    && c.factory.is_none()
                    && active.contains(&self.map.group[h])
            })
            .map(|(h, _)| *h)
            .collect()
    }

    /// Cities where the acting company may build a factory now.
    pub fn factory_sites_pub(&self) -> Vec<Hex> {
        self.factory_sites()
    }

    pub(super) fn check_trigger(&mut self, out: &mut Outcome) {
        if self.solo || self.triggered {
            return;
        }
        let t = end_threshold(self.players());
        if self.seats.iter().any(|s| s.fulfilled.len() >= t) {
            self.triggered = true;
            self.trigger_round = Some(self.round);
            out.automatic(words::phases(self).current);
            out.say(k("log.trigger").arg("company", company(self, self.active)).num("n", t as i64));
        }
    }

    /// An action (with its bonus) is over: next action or next turn.
    pub(super) fn action_done(&mut self, out: &mut Outcome) {
        self.phase = Phase::Action;
        if self.actions_left == 0 {
            self.next_turn(out);
        }
    }

    pub(super) fn next_turn(&mut self, out: &mut Outcome) {
        out.automatic(words::phases(self).current);
        if self.solo {
            if self.tokens.is_empty() {
                out.random = true;
                if !self.bag.is_empty() {
                    let i = self.rng.pick("contract", self.bag.len(), |i, f| is_contract(self.bag[i], f));
                    let c = self.bag.remove(i);
                    self.removed.push(c);
                }
                out.say(k("log.round-over").num("round", self.round));
                if self.round >= SOLO_ROUNDS {
                    self.phase = Phase::Over;
                    out.say(k("log.over"));
                    return;
                }
                self.round += 1;
                self.tokens = (0..5).flat_map(|c| [c, c]).collect();
                out.new_turn(0);
            }
            out.random = true;
            let i = self.rng.pick("train", self.tokens.len(), |i, f| is_train(self.tokens[i], f));
            self.active = self.tokens.remove(i);
            self.actions_left = 1;
            out.say(k("log.train").msg("colour", words::solo_colour(self.active)));
            return;
        }
        if self.triggered && self.active == self.last_in_order() {
            self.phase = Phase::Over;
            out.say(k("log.over"));
            return;
        }
        if self.active == self.last_in_order() && self.edition.max_rounds.is_some_and(|m| self.round >= m) {
            self.phase = Phase::Over;
            out.say(k("log.round-limit"));
            return;
        }
        self.active = (self.active + 1) % self.players();
        if self.active == self.first {
            self.round += 1;
        }
        self.actions_left = 2;
    }

    // ----- scoring -----

    /// The final-score parts with their names in English (`words::breakdown`).
    pub fn score_breakdown(&self, seat: usize) -> Vec<(String, i64)> {
        words::breakdown().iter().map(|m| m.english(&[])).zip(self.score_parts(seat)).collect()
    }

    /// Money, contracts, factories on flipped cities, purple cities.
    pub fn score_parts(&self, seat: usize) -> [i64; 4] {
        let s = &self.seats[seat];
        let money = s.money / 5;
        let vp: i64 = s.fulfilled.iter().map(|&c| contracts()[c as usize].vp).sum();
        let owners: Vec<usize> = if self.solo { (0..5).collect() } else { vec![seat] };
        let flipped = self
            .cities
            .values()
            .filter(|c| c.flipped && c.factory.is_some_and(|(o, _)| owners.contains(&o)))
            .count() as i64;
        let mut purple = 0;
        for (&h, c) in &self.cities {
            if c.kind != CityKind::Purple {
                continue;
            }
            let connected: BTreeSet<usize> = self
                .connections
                .values()
                .filter(|k| k.end.is_some() && (k.start == h || k.end == Some(h)))
                .map(|k| k.owner)
                .collect();
            if self.solo {
                purple += connected.len() as i64;
            } else if connected.contains(&seat) {
                purple += purple_share(connected.len());
            }
        }
        [money, vp, 2 * flipped, purple]
    }

    pub fn score(&self, seat: usize) -> i64 {
        self.score_parts(seat).iter().sum()
    }
}
