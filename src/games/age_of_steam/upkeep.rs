//! Phases VI-X: income, expenses and elimination, income reduction, Production and goods
//! growth, then the next turn or the end.

use crate::core::{Msg, Outcome};
use crate::rail::End;

use super::words::{self, good};
use super::rules::Production;
use super::{column_capacity, new_city_column, Action, AgeOfSteam, Phase, Special, DISPLAY_COLUMNS};

impl AgeOfSteam {
    /// Phases VI-VIII, then Production (which may wait for a decision).
    pub fn end_of_turn(&mut self, out: &mut Outcome) {
        out.automatic(words::phase_at("income"));
        let mut lines = Vec::new();
        for &p in &self.order {
            let pl = &mut self.players[p];
            pl.money += pl.income;
            lines.push(Msg::new("aos.log.income-of").seat("seat", p).money("income", pl.income));
        }
        out.say(Msg::new("aos.log.income").list("lines", lines));
        out.automatic(words::phase_at("expenses"));
        let mut lines = Vec::new();
        let mut gone = Vec::new();
        let turn = self.turn;
        for &p in &self.order {
            let cost = self.def.special.expenses(self, p);
            let pl = &mut self.players[p];
            pl.money -= cost;
            let mut line = Msg::new("aos.log.expense-of").seat("seat", p).money("cost", cost);
            if pl.money < 0 {
                let short = -pl.money;
                pl.money = 0;
                pl.income -= short;
                line = Msg::new("aos.log.expense-short").seat("seat", p).money("cost", cost).money("short", short).num("cut", short);
                if pl.income < 0 {
                    pl.eliminated = true;
                    pl.bankrupt = Some((turn, pl.income));
                    gone.push(p);
                }
            }
            lines.push(line);
        }
        out.say(Msg::new("aos.log.expenses").list("lines", lines));
        for p in gone {
            self.eliminate(p, out);
        }
        let mut lines = Vec::new();
        for &p in &self.order {
            let r = self.def.special.income_reduction(self, self.players[p].income);
            let pl = &mut self.players[p];
            if r > 0 {
                pl.income -= r;
                lines.push(Msg::new("aos.log.reduction-of").seat("seat", p).num("cut", r));
            }
        }
        if !lines.is_empty() {
            out.automatic(words::phase_at("reduction"));
            out.say(Msg::new("aos.log.reduction").list("lines", lines));
        }
        if let Some(line) = self.def.special.ended_by_bankruptcy(self) {
            self.phase = Phase::Over;
            out.say(line);
            return;
        }
        match self.holder(Special::Production) {
            Some(_) => self.produce_next(self.def.special.production().cubes(), out),
            None => self.growth(out),
        }
    }

    pub(super) fn eliminate(&mut self, p: usize, out: &mut Outcome) {
        self.players[p].income = 0;
        self.order.retain(|&x| x != p);
        let v = self.view();
        let open: Vec<Vec<(usize, usize)>> = v
            .sections()
            .into_iter()
            .filter(|t| matches!(t.end, End::Open(..)) && t.owner(&self.hexes) == Some(p))
            .map(|t| t.segs)
            .collect();
        for segs in open {
            self.set_owner(&segs, None);
        }
        out.say(Msg::new("aos.log.eliminated").seat("seat", p));
    }

    /// Where a produced cube may go now: display columns with an empty box, or towns, by the
    /// map's Production.
    pub(super) fn production_targets(&self) -> Vec<Action> {
        match self.def.special.production() {
            Production::Display(_) => (0..DISPLAY_COLUMNS)
                .filter(|&c| self.display[c].len() < column_capacity(c) && self.def.special.display_open(c))
                .map(|column| Action::PlaceCube { column })
                .collect(),
            Production::Towns(_) => {
                let v = self.view();
                (0..self.map.hexes.len()).filter(|&i| v.is_town(i)).map(|i| Action::PlaceOnTown { hex: self.map.hexes[i].hex }).collect()
            }
        }
    }

    /// Production: draw a cube for the holder to place; `left` cubes still to draw.
    pub(super) fn produce_next(&mut self, left: u8, out: &mut Outcome) {
        if left == 0 || self.production_targets().is_empty() {
            self.growth(out);
            return;
        }
        match self.draw() {
            Some(cube) => {
                out.random = true;
                out.automatic(words::phase_at("growth"));
                out.say(Msg::new("aos.log.draws").msg("good", good(cube)));
                self.phase = Phase::Produce { left, cube };
            }
            None => self.growth(out),
        }
    }

    /// Phase IX (dice), then X.
    pub(super) fn growth(&mut self, out: &mut Outcome) {
        out.random = true;
        out.automatic(words::phase_at("growth"));
        if self.def.special.goods_growth() {
            self.def.special.before_growth(self, out);
            let (light, dark) = self.def.special.growth_dice(self);
            let light: Vec<u8> = (0..light).map(|_| self.rng.die()).collect();
            let dark: Vec<u8> = (0..dark).map(|_| self.rng.die()).collect();
            self.grow(&light, &dark, out);
        }
        // A game without a turn limit (`turns` 0) ends only by bankruptcy.
        if self.turns > 0 && self.turn >= self.turns {
            self.phase = Phase::Over;
            out.automatic(words::phase_at("advance"));
            out.say(Msg::new("aos.log.last-turn"));
            self.def.special.game_end(self, out);
        } else {
            self.turn += 1;
            self.turn_order_pass = self.holder(Special::TurnOrder);
            self.start_turn(out);
        }
    }

    /// Goods growth for the dice rolled on the light and the dark side.
    pub fn grow(&mut self, light: &[u8], dark: &[u8], out: &mut Outcome) {
        for (side, base, dice) in [("aos.log.growth.light", 0usize, light), ("aos.log.growth.dark", 6usize, dark)] {
            let mut moved = Vec::new();
            for &d in dice {
                let col = base + d as usize - 1;
                if let Some(city) = self.map.city_of_column(col) {
                    if let Some(g) = self.display[col].pop() {
                        self.hexes[city].cubes.push(g);
                        moved.push(Msg::new("aos.log.arrives").msg("good", good(g)).with("city", self.map.hexes[city].name.clone().unwrap_or_default()));
                    }
                }
                if let Some((n, ncol)) = new_city_column(self.map, col) {
                    if let Some(at) = self.hexes.iter().position(|h| h.new_city == Some(n)) {
                        if let Some(g) = self.display[ncol].pop() {
                            self.hexes[at].cubes.push(g);
                            moved.push(Msg::new("aos.log.arrives-new").msg("good", good(g)).with("letter", self.map.new_cities[n].letter.clone()));
                        }
                    }
                }
            }
            let dice = dice.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
            let arrived = if moved.is_empty() { Msg::new("aos.log.nothing-arrives") } else { Msg::new("aos.list").list("items", moved) };
            out.say(Msg::new(side).with("dice", dice).msg("arrived", arrived));
        }
    }

    /// The Production holder places a drawn cube.
    pub(super) fn apply_produce(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        match (action, self.phase.clone()) {
            (Action::PlaceCube { column }, Phase::Produce { left, cube }) => {
                self.display[*column].push(cube);
                out.say(Msg::new("aos.log.place-cube").seat("seat", p).msg("good", good(cube)).msg("column", words::column(self.map, *column)));
                self.produce_next(left - 1, out);
            }
            (Action::PlaceOnTown { hex }, Phase::Produce { left, cube }) => {
                let i = self.map.at(*hex).expect("legal");
                self.hexes[i].cubes.push(cube);
                out.say(Msg::new("aos.log.place-on-town").seat("seat", p).msg("good", good(cube)).msg("town", words::hex_label(self, i)));
                self.produce_next(left - 1, out);
            }
            _ => unreachable!("checked legal"),
        }
    }
}
