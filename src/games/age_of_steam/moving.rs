//! Phase V: moving goods over complete links, or raising the locomotive instead.

use crate::core::Outcome;
use crate::rail::{goods, Good};

use super::{plural, v_hex_label, Action, AgeOfSteam, Phase, Special};

impl AgeOfSteam {
    pub fn start_move(&mut self) {
        let order = self.order_with_first(Special::FirstMove);
        let n = self.players.len();
        self.phase = Phase::Move { order, idx: 0, round: 1, upgraded: vec![false; n] };
    }

    pub(super) fn next_mover(&mut self, out: &mut Outcome) {
        let Phase::Move { order, idx, round, upgraded } = self.phase.clone() else { return };
        if idx + 1 < order.len() {
            self.phase = Phase::Move { order, idx: idx + 1, round, upgraded };
        } else if round == 1 {
            self.phase = Phase::Move { order, idx: 0, round: 2, upgraded };
        } else {
            self.end_of_turn(out);
        }
    }

    /// Every legal move of a cube for seat `p`, with its route.
    pub(crate) fn move_options(&self, p: usize) -> Vec<(Action, goods::Route)> {
        let view = self.view();
        let colours = self.new_city_colours();
        let mut out = Vec::new();
        for (i, h) in self.hexes.iter().enumerate() {
            let mut seen: Vec<Good> = Vec::new();
            for &g in &h.cubes {
                if seen.contains(&g) {
                    continue;
                }
                seen.push(g);
                for r in goods::routes(&view, i, g, self.players[p].engine as usize, &colours) {
                    out.push((Action::Move { from: self.map.hexes[i].hex, good: g, links: r.links.clone() }, r));
                }
            }
        }
        out
    }

    /// A delivery, a locomotive raise, or a pass.
    pub(super) fn apply_move(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        let name = self.names[p].clone();
        match (action, self.phase.clone()) {
            (Action::Move { from, good, links }, Phase::Move { .. }) => {
                let i = self.map.at(*from).expect("legal");
                // The route `move_options` lists for this action: the first from `from` for
                // `good` over these links.
                let route = goods::routes(&self.view(), i, *good, self.players[p].engine as usize, &self.new_city_colours())
                    .into_iter()
                    .find(|r| r.links == *links)
                    .expect("legal");
                let pos = self.hexes[i].cubes.iter().position(|g| g == good).expect("cube there");
                self.hexes[i].cubes.remove(pos);
                self.bag[good.index()] += 1;
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
                let stops: Vec<String> = route.nodes.iter().map(|&n| v_hex_label(self, n)).collect();
                let paid = if earned.is_empty() {
                    "nobody earns".to_string()
                } else {
                    earned.iter().map(|(o, n)| format!("{} +{n} income", self.names[*o])).collect::<Vec<_>>().join(", ")
                };
                out.line(format!(
                    "{name} moves a {} cube {} ({} link{}): {paid}",
                    good.name(),
                    stops.join(" → "),
                    links.len(),
                    plural(links.len() as u32)
                ));
                self.next_mover(out);
            }
            (Action::UpgradeEngine, Phase::Move { order, idx, round, mut upgraded }) => {
                upgraded[p] = true;
                self.players[p].engine += 1;
                out.line(format!("{name} upgrades the locomotive to {}", self.players[p].engine));
                self.phase = Phase::Move { order, idx, round, upgraded };
                self.next_mover(out);
            }
            (Action::PassMove, Phase::Move { .. }) => {
                out.line(format!("{name} passes"));
                self.next_mover(out);
            }
            _ => unreachable!("checked legal"),
        }
    }
}
