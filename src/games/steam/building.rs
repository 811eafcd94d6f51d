//! Phase 2, building track: the rail core's checks, priced by exits, on Steam's double-sided
//! pieces; Urbanization and City Growth at any moment of the holder's build step.

use crate::core::hex::Hex;
use crate::core::track::{exits, Path};
use crate::core::{Msg, Outcome};
use crate::rail::build::{self, Change, Plan};
use crate::rail::network::set_owner;
use crate::rail::{Ground, HexState, TileClass};

use super::words::hex_label;
use super::{tiles, Action, ActionTile, Phase, Steam, Variant};

/// Steam's price of a build on a hex of `ground`: $1 per exit of the new tile, +$1 on a town,
/// and for a first tile +$1 for a river, +$2 for hills. Redirects and improvements pay the new
/// tile's exits (+$1 on a town), never terrain.
pub fn price(plan: &Plan, town: bool, ground: Ground) -> u32 {
    let paths: Vec<Path> = plan.tile.segs.iter().map(|s| s.path).collect();
    let n = exits(&paths).count_ones() + town as u32;
    match plan.change {
        Change::Place => {
            n + match ground {
                Ground::River => 1,
                Ground::Hills | Ground::Mountain => 2,
                _ => 0,
            }
        }
        _ => n,
    }
}

impl Steam {
    /// Checks a build on `hexes` (the state's, or a scratch copy) and prices it.
    pub(crate) fn plan_build(&self, hexes: &mut [HexState], p: usize, i: usize, kind: usize, turns: u8, budget: u32) -> Result<Plan, &'static str> {
        let town = crate::rail::View { map: self.map, hexes }.is_town(i);
        let class = tiles().get(kind).ok_or("rail.no-tile")?.class;
        if town && class != TileClass::Town {
            return Err("steam.refuse.town-face");
        }
        let mut plan = build::plan_within(self.build_rules(), hexes, p, i, kind, turns, budget)?;
        plan.cost = price(&plan, town, self.map.hexes[i].terrain);
        if plan.cost > budget {
            return Err("rail.money");
        }
        Ok(plan)
    }

    fn piece(kind: usize) -> usize {
        tiles().tiles[kind].piece.expect("every face is on a piece") as usize - 1
    }

    pub(crate) fn in_stock(&self, plan: &Plan, kind: usize) -> bool {
        let back = plan.returned.is_some_and(|(k, _)| Self::piece(k) == Self::piece(kind)) as u32;
        self.stock[Self::piece(kind)] + back > 0
    }

    /// What seat `p` may spend on track now.
    pub(crate) fn budget(&self, p: usize) -> u32 {
        self.can_pay(p)
    }

    pub(crate) fn build_options(&self, p: usize, touched: &[Hex]) -> Vec<(Action, Plan)> {
        let budget = self.budget(p);
        let mut scratch = self.hexes.clone();
        let try_plan = |i: usize, kind: usize, turns: u8| {
            let plan = self.plan_build(&mut scratch, p, i, kind, turns, budget).ok()?;
            self.in_stock(&plan, kind).then_some(plan)
        };
        build::options(&self.view(), tiles(), p, touched, try_plan)
            .into_iter()
            .map(|(i, tile, turns, plan)| (Action::Build { hex: self.map.hexes[i].hex, tile, turns }, plan))
            .collect()
    }

    /// Urbanizations open to seat `p` now: each town with each New City tile left.
    pub(crate) fn urbanize_options(&self, p: usize) -> Vec<Action> {
        let Phase::Build { urbanized: false, .. } = self.phase else { return vec![] };
        if self.holder(ActionTile::Urbanization) != Some(p) {
            return vec![];
        }
        let v = self.view();
        let mut out = Vec::new();
        for (i, h) in self.map.hexes.iter().enumerate() {
            if v.is_town(i) {
                out.extend((0..self.new_city_free.len()).filter(|&c| self.new_city_free[c]).map(|city| Action::Urbanize { hex: h.hex, city }));
            }
        }
        out
    }

    /// City Growths open to seat `p` now: a non-empty space onto an unmarked printed city.
    pub(crate) fn grow_options(&self, p: usize) -> Vec<Action> {
        let Phase::Build { grown: false, .. } = self.phase else { return vec![] };
        if self.holder(ActionTile::CityGrowth) != Some(p) || self.markers == 0 {
            return vec![];
        }
        let mut out = Vec::new();
        for space in (0..self.spaces.len()).filter(|&s| !self.spaces[s].is_empty()) {
            out.extend(self.growth_targets().map(|i| Action::Grow { space, hex: self.map.hexes[i].hex }));
        }
        out
    }

    /// The Base game holds a paid action to be done while it still can be.
    pub(crate) fn may_end_build(&self) -> bool {
        self.variant == Variant::Standard || self.current().is_some_and(|p| self.urbanize_options(p).is_empty() && self.grow_options(p).is_empty())
    }

    pub fn start_build(&mut self) {
        let order = self.order_with_first(ActionTile::FirstBuild);
        self.begin_build_step(order, 0);
    }

    fn begin_build_step(&mut self, order: Vec<usize>, idx: usize) {
        if idx >= order.len() {
            self.start_move();
            return;
        }
        let open_at_start = self.view().open_sections(order[idx]);
        self.phase = Phase::Build { order, idx, builds: 0, urbanized: false, grown: false, placing: None, touched: vec![], open_at_start, extended: vec![] };
    }

    pub fn builds_allowed(&self, p: usize) -> u32 {
        if self.holder(ActionTile::Engineer) == Some(p) {
            4
        } else {
            3
        }
    }

    pub(super) fn apply_build(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        let Phase::Build { order, idx, mut builds, mut urbanized, mut grown, mut placing, mut touched, open_at_start, mut extended } = self.phase.clone() else {
            unreachable!("checked legal")
        };
        match action {
            Action::Urbanize { hex, city } => {
                let i = self.map.at(*hex).expect("legal");
                if let Some(t) = self.hexes[i].tile.take() {
                    self.stock[Self::piece(t.kind)] += 1;
                }
                self.hexes[i].new_city = Some(*city);
                self.new_city_free[*city] = false;
                // The town's tile is gone with its spurs that nobody extended; track beyond the
                // hex now starts at the new city and keeps its owner.
                // The holder then picks a Goods Supply group for it, if any is left.
                if self.spaces.iter().any(|s| !s.is_empty()) {
                    placing = Some(i);
                }
                let colour = super::words::good(self.map.new_cities[*city].colour);
                out.say(Msg::new("steam.log.urbanize").seat("seat", p).msg("at", hex_label(self, i)).msg("colour", colour));
                urbanized = true;
            }
            Action::Supply { space } => {
                let i = placing.take().expect("legal");
                let cubes = std::mem::take(&mut self.spaces[*space]);
                let n = cubes.len();
                self.hexes[i].cubes.extend(cubes);
                out.say(Msg::new("steam.log.supply").seat("seat", p).msg("at", hex_label(self, i)).num("cubes", n as i64));
            }
            Action::Grow { space, hex } => {
                let i = self.map.at(*hex).expect("legal");
                let cubes = std::mem::take(&mut self.spaces[*space]);
                let n = cubes.len();
                self.hexes[i].cubes.extend(cubes);
                self.markers -= 1;
                self.marked[i] = true;
                out.say(Msg::new("steam.log.grow").seat("seat", p).msg("at", hex_label(self, i)).num("cubes", n as i64));
                grown = true;
            }
            Action::Build { hex, tile, turns } => {
                let i = self.map.at(*hex).expect("legal");
                let mut hexes = std::mem::take(&mut self.hexes);
                let plan = self.plan_build(&mut hexes, p, i, *tile, *turns, u32::MAX).expect("legal");
                self.hexes = hexes;
                if let Some((k, _)) = plan.returned {
                    self.stock[Self::piece(k)] += 1;
                }
                self.stock[Self::piece(*tile)] -= 1;
                self.pay(p, plan.cost, out);
                let old_paths: Vec<Path> = self.hexes[i].tile.as_ref().map(|t| t.segs.iter().map(|s| s.path).collect()).unwrap_or_default();
                self.hexes[i].tile = Some(plan.tile.clone());
                let (claims, more) = build::claims(&self.view(), i, &plan, &old_paths, p);
                extended.extend(more);
                for segs in claims {
                    set_owner(&mut self.hexes, &segs, Some(p));
                }
                let tile_name = Msg::new(format!("steam.tile.{}", tiles().tiles[*tile].id));
                out.say(Msg::new("steam.log.build").seat("seat", p).msg("tile", tile_name).msg("at", hex_label(self, i)).money("cost", plan.cost));
                touched.push(*hex);
                builds += 1;
            }
            Action::EndBuild => {
                out.say(Msg::new("steam.log.end-build").seat("seat", p).num("builds", builds));
                for segs in self.view().stale_sections(p, &open_at_start, &extended) {
                    let at = hex_label(self, segs[0].0);
                    set_owner(&mut self.hexes, &segs, None);
                    out.say(Msg::new("steam.log.unowned").seat("seat", p).msg("at", at));
                }
                self.begin_build_step(order, idx + 1);
                return;
            }
            _ => unreachable!("checked legal"),
        }
        self.phase = Phase::Build { order, idx, builds, urbanized, grown, placing, touched, open_at_start, extended };
    }
}
