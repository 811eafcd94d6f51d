//! Phase 3: two rounds of moving goods over complete links (routes from the rail core), under
//! the own-links rule, each scorer choosing income or VP; or raising the locomotive instead.

use crate::core::{Msg, Outcome};
use crate::rail::goods::Route;
use crate::rail::Good;

use super::words::{self, hex_label};
use super::{Action, ActionTile, Phase, Steam, MAX_ENGINE};

/// The own-links rule: the mover uses at least one own link, and at least as many as any
/// single other player. Unowned links belong to nobody.
pub fn own_links_ok(owners: &[Option<usize>], mover: usize) -> bool {
    let count = |q: usize| owners.iter().filter(|o| **o == Some(q)).count();
    let own = count(mover);
    own >= 1 && owners.iter().flatten().all(|&q| count(q) <= own)
}

/// Points per player from a delivery's links, in the order they first appear.
pub fn points(owners: &[Option<usize>]) -> Vec<(usize, u32)> {
    let mut earned: Vec<(usize, u32)> = Vec::new();
    for &o in owners.iter().flatten() {
        match earned.iter_mut().find(|(q, _)| *q == o) {
            Some(e) => e.1 += 1,
            None => earned.push((o, 1)),
        }
    }
    earned
}

impl Steam {
    pub fn start_move(&mut self) {
        let order = self.order_with_first(ActionTile::FirstMove);
        let n = self.players.len();
        self.phase = Phase::Move { order, idx: 0, round: 1, upgraded: vec![false; n], pending: vec![] };
    }

    fn next_mover(&mut self, out: &mut Outcome) {
        let Phase::Move { order, idx, round, upgraded, .. } = self.phase.clone() else { return };
        if idx + 1 < order.len() {
            self.phase = Phase::Move { order, idx: idx + 1, round, upgraded, pending: vec![] };
        } else if round == 1 {
            self.phase = Phase::Move { order, idx: 0, round: 2, upgraded, pending: vec![] };
        } else {
            self.end_of_turn(out);
        }
    }

    /// Every delivery seat `p` may make now (without the income-or-VP choice), with its route.
    pub(crate) fn routes_for(&self, p: usize) -> Vec<(usize, Good, Route)> {
        let cubes = self.hexes.iter().map(|h| h.cubes.as_slice());
        let mut routes = self.links().every_route(cubes, self.players[p].engine as usize);
        routes.retain(|(_, _, r)| own_links_ok(&r.owners, p));
        routes
    }

    pub(crate) fn move_options(&self, p: usize) -> Vec<Action> {
        let mut v = Vec::new();
        for (i, good, r) in self.routes_for(p) {
            for vp in [false, true] {
                v.push(Action::Move { from: self.map.hexes[i].hex, good, links: r.links.clone(), vp });
            }
        }
        v
    }

    fn score(&mut self, p: usize, n: u32, vp: bool, out: &mut Outcome) {
        if vp {
            self.players[p].vp += n as i32;
        } else {
            self.players[p].income += n as i32;
        }
        out.say(Msg::new(if vp { "steam.log.score-vp" } else { "steam.log.score-income" }).seat("seat", p).num("n", n));
    }

    pub(super) fn apply_move(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        let Phase::Move { order, idx, round, mut upgraded, mut pending } = self.phase.clone() else { unreachable!("checked legal") };
        match action {
            Action::Move { from, good, links, vp } => {
                let i = self.map.at(*from).expect("legal");
                let route = self.links().routes(i, *good, self.players[p].engine as usize).into_iter().find(|r| r.links == *links).expect("legal");
                let at = self.hexes[i].cubes.iter().position(|g| g == good).expect("cube there");
                self.hexes[i].cubes.remove(at);
                self.bag[good.index()] += 1;
                let stops: Vec<Msg> = route.nodes.iter().map(|&n| hex_label(self, n)).collect();
                out.say(Msg::new("steam.log.move").seat("seat", p).msg("good", words::good(*good)).msg("stops", Msg::new("steam.list").list("items", stops)));
                let earned = points(&route.owners);
                // The mover places first, then the others in turn order.
                for &(q, n) in earned.iter().filter(|(q, _)| *q == p) {
                    self.score(q, n, *vp, out);
                }
                let mut others: Vec<(usize, u32)> = earned.into_iter().filter(|(q, _)| *q != p && !self.players[*q].eliminated).collect();
                crate::core::sort::by_key(&mut others, |(q, _)| self.order.iter().position(|o| o == q));
                if others.is_empty() {
                    self.next_mover(out);
                } else {
                    self.phase = Phase::Move { order, idx, round, upgraded, pending: others };
                }
            }
            Action::Score { vp } => {
                let (q, n) = pending.remove(0);
                self.score(q, n, *vp, out);
                if pending.is_empty() {
                    self.phase = Phase::Move { order, idx, round, upgraded, pending };
                    self.next_mover(out);
                } else {
                    self.phase = Phase::Move { order, idx, round, upgraded, pending };
                }
            }
            Action::UpgradeEngine => {
                upgraded[p] = true;
                self.players[p].engine = (self.players[p].engine + 1).min(MAX_ENGINE);
                out.say(Msg::new("steam.log.upgrade").seat("seat", p).num("engine", self.players[p].engine));
                self.phase = Phase::Move { order, idx, round, upgraded, pending };
                self.next_mover(out);
            }
            Action::PassMove => {
                out.say(Msg::new("steam.log.pass").seat("seat", p));
                self.next_mover(out);
            }
            _ => unreachable!("checked legal"),
        }
    }
}
