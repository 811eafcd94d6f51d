//! Phase V: moving goods over complete links, or raising the locomotive instead.

use crate::core::{Msg, Outcome};
use crate::rail::{goods, Good};

use super::words::{self, hex_label};
use super::{Action, AgeOfSteam, Phase, Special};

impl AgeOfSteam {
    pub fn start_move(&mut self) {
        let order = self.order_with_first(Special::FirstMove);
        let n = self.players.len();
        self.phase = Phase::Move { order, idx: 0, round: 1, upgraded: vec![false; n], lifted: false };
    }

    pub(super) fn next_mover(&mut self, out: &mut Outcome) {
        let Phase::Move { order, idx, round, upgraded, lifted } = self.phase.clone() else { return };
        if idx + 1 < order.len() {
            self.phase = Phase::Move { order, idx: idx + 1, round, upgraded, lifted };
        } else if round < self.def.special.move_rounds() {
            self.phase = Phase::Move { order, idx: 0, round: round + 1, upgraded, lifted };
        } else {
            self.end_of_turn(out);
        }
    }

    /// Every legal move of a cube for seat `p`, with its route.
    pub(crate) fn move_options(&self, p: usize) -> Vec<(Action, goods::Route)> {
        let cubes = self.hexes.iter().map(|h| h.cubes.as_slice());
        let links = self.links();
        let engine = self.players[p].engine as usize;
        let mut routes = links.every_route(cubes, engine);
        // Cubes on track (St. Lucia), each colour once per hex.
        let v = self.view();
        for (i, h) in self.hexes.iter().enumerate() {
            if h.cubes.is_empty() || h.tile.is_none() || v.is_node(i) {
                continue;
            }
            let mut seen: Vec<Good> = Vec::new();
            for &c in &h.cubes {
                if !seen.contains(&c) {
                    seen.push(c);
                    routes.extend(self.cube_routes(&links, i, c, engine).into_iter().map(|r| (i, c, r)));
                }
            }
        }
        let special = self.def.special;
        routes
            .into_iter()
            .filter(|(_, _, r)| special.route_allowed(p, &r.owners))
            .map(|(i, g, r)| (Action::Move { from: self.map.hexes[i].hex, good: g, links: r.links.clone() }, r))
            .collect()
    }

    /// The route of cube move `action` for seat `p`: the first from its city for its colour
    /// over its links, as `move_options` lists it, found without listing every move (a label
    /// or a preview per route would otherwise list them all once per route).
    pub(crate) fn route_of(&self, p: usize, action: &Action) -> Option<goods::Route> {
        let Action::Move { from, good, links } = action else { return None };
        let i = self.map.at(*from)?;
        self.cube_routes(&self.links(), i, *good, self.players[p].engine as usize).into_iter().find(|r| r.links == *links)
    }

    /// A delivery, a locomotive raise, or a pass.
    pub(super) fn apply_move(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        match (action, self.phase.clone()) {
            (Action::Move { from, good, links }, Phase::Move { .. }) => {
                let i = self.map.at(*from).expect("legal");
                let route = self.route_of(p, action).expect("legal");
                let pos = self.hexes[i].cubes.iter().position(|g| g == good).expect("cube there");
                self.hexes[i].cubes.remove(pos);
                let mut earned: Vec<(usize, u32)> = Vec::new();
                for o in route.owners.iter().flatten() {
                    if self.players[*o].eliminated {
                        continue;
                    }
                    self.players[*o].income += 1;
                    match earned.iter_mut().find(|(q, _)| q == o) {
                        Some(e) => e.1 += 1,
                        None => earned.push((*o, 1)),
                    }
                }
                let stops: Vec<Msg> = route.nodes.iter().map(|&n| hex_label(self, n)).collect();
                let paid = if earned.is_empty() {
                    Msg::new("aos.log.nobody-earns")
                } else {
                    let each = earned.iter().map(|&(o, n)| Msg::new("aos.log.earns").seat("seat", o).num("n", n)).collect();
                    Msg::new("aos.list").list("items", each)
                };
                let line = Msg::new("aos.log.move")
                    .seat("seat", p)
                    .msg("good", words::good(*good))
                    .msg("stops", words::route(stops))
                    .num("links", links.len() as i64)
                    .msg("paid", paid);
                out.say(line);
                let special = self.def.special;
                special.delivered(self, p, *good, out);
                self.next_mover(out);
            }
            (Action::UpgradeEngine, Phase::Move { order, idx, round, mut upgraded, lifted }) => {
                upgraded[p] = true;
                self.players[p].engine += 1;
                out.say(Msg::new("aos.log.upgrade").seat("seat", p).num("engine", self.players[p].engine));
                self.phase = Phase::Move { order, idx, round, upgraded, lifted };
                self.next_mover(out);
            }
            (Action::HeavyLift { .. }, Phase::Move { order, idx, round, upgraded, .. }) => {
                let special = self.def.special;
                special.apply_extra_move(self, p, action, out);
                self.phase = Phase::Move { order, idx, round, upgraded, lifted: true };
                self.next_mover(out);
            }
            (Action::PassMove, Phase::Move { .. }) => {
                out.say(Msg::new("aos.log.pass").seat("seat", p));
                self.next_mover(out);
            }
            _ => unreachable!("checked legal"),
        }
    }
}
