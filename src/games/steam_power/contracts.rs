//! Contracts: routes from factories to a network, unit costs and sources, and fulfilling.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use crate::core::{Hex, Outcome};

use super::data::{contracts, Bonus};
use super::words::{self, k};
use super::{BonusKind, CityKind, Phase, Pick, Routes, SteamPower, BANK_PRICE};

impl SteamPower {
    /// Cheapest routes (0-1 weights: foreign connections cost 1) from every city to `company`'s
    /// network. Cities missing from the result cannot reach it.
    pub fn routes(&self, company: usize) -> Routes {
        let (dist, prev) = self.route_search(company);
        let mut routes = Routes::default();
        for (&h, &d) in &dist {
            let mut via = Vec::new();
            let mut cur = h;
            while let Some(&(p, v)) = prev.get(&cur) {
                if let Some(v) = v {
                    via.push(v);
                }
                cur = p;
            }
            debug_assert_eq!(via.len() as i64, d);
            routes.cost.insert(h, (d, via));
        }
        routes
    }

    /// The cost alone of each city's cheapest route to `company`'s network (`routes` without
    /// the connections used): all that costing a contract needs.
    pub fn route_costs(&self, company: usize) -> BTreeMap<Hex, i64> {
        self.route_search(company).0
    }

    /// The 0-1 breadth-first search behind `routes`: each reached city's cost, and the city and
    /// foreign connection it was reached from.
    #[allow(clippy::type_complexity)]
    fn route_search(&self, company: usize) -> (BTreeMap<Hex, i64>, BTreeMap<Hex, (Hex, Option<u32>)>) {
        let net = self.network(company);
        let mut adj: BTreeMap<Hex, Vec<(Hex, Option<u32>, i64)>> = BTreeMap::new();
        for (&id, c) in &self.connections {
            if let Some(end) = c.end {
                let w = if c.owner == company { 0 } else { 1 };
                let via = if c.owner == company { None } else { Some(id) };
                adj.entry(c.start).or_default().push((end, via, w));
                adj.entry(end).or_default().push((c.start, via, w));
            }
        }
        for g in self.active_groups() {
            let members = &self.map.groups[g];
            for &a in members {
                for &b in members {
                    if a != b {
                        adj.entry(a).or_default().push((b, None, 0));
                    }
                }
            }
        }
        let mut dist: BTreeMap<Hex, i64> = BTreeMap::new();
        let mut prev: BTreeMap<Hex, (Hex, Option<u32>)> = BTreeMap::new();
        let mut dq = VecDeque::new();
        for &h in &net {
            dist.insert(h, 0);
            dq.push_back(h);
        }
        while let Some(h) = dq.pop_front() {
            let d = dist[&h];
            if let Some(list) = adj.get(&h) {
                for &(n, via, w) in list {
                    let nd = d + w;
                    if dist.get(&n).is_none_or(|&old| nd < old) {
                        dist.insert(n, nd);
                        prev.insert(n, (h, via));
                        if w == 0 { dq.push_front(n) } else { dq.push_back(n) }
                    }
                }
            }
        }
        (dist, prev)
    }

    /// Units available per colour: (factory city, unit cost), one entry per unit.
    pub(super) fn unit_offers(&self, company: usize, routes: &BTreeMap<Hex, i64>, picks: &[Pick]) -> [Vec<(Hex, i64)>; 4] {
        let mut out: [Vec<(Hex, i64)>; 4] = Default::default();
        for (&h, city) in &self.cities {
            let (CityKind::Factory(col), Some((owner, n))) = (city.kind, city.factory) else { continue };
            let Some(d) = routes.get(&h) else { continue };
            let used = picks.iter().filter(|p| p.from == Some(h)).count() as u32;
            let cost = d + if owner == company { 0 } else { 1 };
            for _ in used..n {
                out[col].push((h, cost));
            }
        }
        for v in out.iter_mut() {
            crate::core::sort::by_key(v, |&(h, c)| (c, h));
        }
        out
    }

    /// Cheapest cost of the units in `units` (colours), given offers; bank for any shortfall.
    pub(super) fn cheapest(offers: &[Vec<(Hex, i64)>; 4], units: &[usize]) -> (i64, Vec<Pick>) {
        let mut taken = [0usize; 4];
        let mut total = 0;
        let mut picks = Vec::new();
        for &c in units {
            let p = match offers[c].get(taken[c]) {
                Some(&(h, cost)) => Pick { from: Some(h), cost },
                None => Pick { from: None, cost: BANK_PRICE },
            };
            taken[c] += 1;
            total += p.cost;
            picks.push(p);
        }
        (total, picks)
    }

    /// Cheapest cost to fulfil a contract now (the unaffordable included).
    pub fn contract_cost(&self, company: usize, contract: u8) -> i64 {
        let routes = self.route_costs(company);
        let offers = self.unit_offers(company, &routes, &[]);
        Self::cheapest(&offers, &contracts()[contract as usize].unit_list()).0
    }

    /// `contract_cost` of each of `list`, routing once.
    pub fn contract_costs(&self, company: usize, list: &[u8]) -> Vec<i64> {
        let routes = self.route_costs(company);
        let offers = self.unit_offers(company, &routes, &[]);
        list.iter().map(|&c| Self::cheapest(&offers, &contracts()[c as usize].unit_list()).0).collect()
    }

    /// Legal choices for the next unit while sourcing: (pick) in order of cost.
    pub(super) fn source_options(&self, contract: u8, picks: &[Pick]) -> Vec<Pick> {
        let units = contracts()[contract as usize].unit_list();
        let Some(&colour) = units.get(picks.len()) else { return vec![] };
        let routes = self.route_costs(self.active);
        let offers = self.unit_offers(self.active, &routes, picks);
        let money = self.seats[self.seat_of(self.active)].money;
        let spent: i64 = picks.iter().map(|p| p.cost).sum();
        let mut options: Vec<Pick> = Vec::new();
        let mut seen = BTreeSet::new();
        for &(h, cost) in &offers[colour] {
            if seen.insert(h) {
                options.push(Pick { from: Some(h), cost });
            }
        }
        if offers[colour].is_empty() {
            options.push(Pick { from: None, cost: BANK_PRICE });
        }
        options
            .into_iter()
            .filter(|p| {
                let mut more = picks.to_vec();
                more.push(*p);
                let offers = self.unit_offers(self.active, &routes, &more);
                let rest = &units[more.len()..];
                let (c, _) = Self::cheapest(&offers, rest);
                spent + p.cost + c <= money
            })
            .collect()
    }

    pub(super) fn fulfillable(&self) -> Vec<u8> {
        let seat = self.seat_of(self.active);
        let routes = self.route_costs(self.active);
        let offers = self.unit_offers(self.active, &routes, &[]);
        let mut v: Vec<u8> = self.seats[seat]
            .hand
            .iter()
            .copied()
            .filter(|&c| Self::cheapest(&offers, &contracts()[c as usize].unit_list()).0 <= self.seats[seat].money)
            .collect();
        crate::core::sort::sort(&mut v);
        v
    }

    pub(super) fn complete_contract(&mut self, contract: u8, picks: Vec<Pick>, out: &mut Outcome) {
        let company = self.active;
        let seat = self.seat_of(company);
        let routes = self.routes(company);
        let units = contracts()[contract as usize].unit_list();
        let mut parts = Vec::new();
        let mut flips = Vec::new();
        for (i, p) in picks.iter().enumerate() {
            let col = units[i];
            match p.from {
                None => {
                    self.pay(company, None, BANK_PRICE);
                    self.bank_units += 1;
                    self.bank_by_colour[col] += 1;
                    parts.push(k("source.bank").msg("colour", words::colour(col)).money("cost", BANK_PRICE));
                }
                Some(h) => {
                    let (_, via) = routes.cost[&h].clone();
                    for conn in via {
                        let owner = self.connections[&conn].owner;
                        self.pay(company, Some(owner), 1);
                    }
                    let city = self.cities.get_mut(&h).expect("source is a city");
                    let (owner, n) = city.factory.expect("source has a factory");
                    city.factory = Some((owner, n - 1));
                    if n == 1 {
                        city.flipped = true;
                    }
                    self.supply[col] += 1;
                    if owner != company {
                        self.pay(company, Some(owner), 1);
                    }
                    parts.push(k("part.factory").msg("colour", words::colour(col)).with("hex", h.to_string()).money("cost", p.cost));
                    if n == 1 {
                        flips.push(k("log.flip").with("hex", h.to_string()));
                    }
                }
            }
        }
        self.seats[seat].hand.retain(|&c| c != contract);
        self.seats[seat].fulfilled.push(contract);
        let ct = &contracts()[contract as usize];
        self.gain(company, ct.money);
        let line = k("log.fulfil").arg("company", words::company(self, company)).with("contract", ct.id.clone());
        out.say(line.list("parts", parts).msg("reward", words::reward(contract)));
        // Each emptied city is a line of its own, after the contract.
        for flip in flips {
            out.say(flip);
        }
        self.check_trigger(out);
        self.phase = match ct.bonus {
            Some(Bonus::Track) => Phase::Bonus(BonusKind::Track),
            Some(Bonus::Factory) => Phase::Bonus(BonusKind::Factory),
            Some(Bonus::Contracts) => Phase::Bonus(BonusKind::Contracts),
            None => Phase::Action,
        };
        if self.phase == Phase::Action {
            self.action_done(out);
        }
    }
}
