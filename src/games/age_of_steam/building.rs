//! Phase IV: build steps, the legal builds of a seat, and what a build does to ownership.
//! The board rules themselves (what may be built and its base price) are the rail core's.

use crate::core::hex::Hex;
use crate::core::track::Path;
use crate::core::{Msg, Outcome};
use crate::rail::build;
use crate::rail::{BuiltLink, End, HexState};

use super::words::{change_key, hex_label, tile as tile_words};
use super::takeback::Undo;
use super::{manifest, Action, AgeOfSteam, Phase, Special};

impl AgeOfSteam {
    /// Checks a build on `hexes` (the state's, or a scratch copy) and prices it by this map's
    /// rules; gives up early when even the map's best price exceeds `budget`.
    pub(crate) fn plan_build(
        &self,
        hexes: &mut [HexState],
        p: usize,
        i: usize,
        kind: usize,
        turns: u8,
        budget: u32,
    ) -> Result<build::Plan, &'static str> {
        let special = self.def.special;
        let mut plan = build::plan_within(self.build_rules(), hexes, p, i, kind, turns, budget.saturating_add(special.max_discount()))?;
        plan.cost = special.build_cost(self, p, i, &plan);
        Ok(plan)
    }

    /// Seat `p`'s incomplete sections, each named by the node and edge it leaves from.
    pub(super) fn open_sections(&self, p: usize) -> Vec<(usize, u8)> {
        self.view().open_sections(p)
    }

    pub(super) fn set_owner(&mut self, segs: &[(usize, usize)], owner: Option<usize>) {
        crate::rail::network::set_owner(&mut self.hexes, segs, owner);
    }

    pub fn start_build(&mut self) {
        let order = self.order_with_first(Special::FirstBuild);
        self.begin_build_step(order, 0);
    }

    pub(super) fn begin_build_step(&mut self, order: Vec<usize>, idx: usize) {
        if idx >= order.len() {
            self.start_move();
            return;
        }
        let p = order[idx];
        let open_at_start = self.open_sections(p);
        self.step_undo.clear();
        self.phase = Phase::Build { order, idx, builds: 0, urbanized: false, touched: vec![], open_at_start, extended: vec![], paid: vec![] };
    }

    pub(super) fn end_build_step(&mut self, out: &mut Outcome) {
        let Phase::Build { order, idx, open_at_start, extended, paid, .. } = self.phase.clone() else { return };
        let p = order[idx];
        self.take_back(p, out);
        let special = self.def.special;
        special.build_step_ended(self, p, &paid, out);
        // Sections owned at the start of the step and given no new tile lose their owner.
        let stale = self.view().stale_sections(p, &open_at_start, &extended);
        for segs in stale {
            let at = hex_label(self, segs[0].0);
            self.set_owner(&segs, None);
            out.say(Msg::new("aos.log.unowned").seat("seat", p).msg("at", at));
        }
        self.begin_build_step(order, idx + 1);
    }

    /// The map's special links seat `p` may build now (not built yet, and affordable).
    pub(crate) fn link_options(&self, p: usize) -> Vec<Action> {
        let money = self.players[p].money;
        (0..self.map.special_links.len())
            .filter(|&k| self.map.special_link_ends(k).is_some())
            .filter(|&k| !self.hexes.iter().any(|h| h.link.is_some_and(|b| b.index == k)))
            .filter(|&k| self.map.special_links[k].cost as i32 <= money)
            .map(|link| Action::BuildLink { link })
            .collect()
    }

    /// Every legal build for seat `p` now, with its plan. Only hexes where track could connect
    /// are tried: next to a city, at an open end, on a town, or holding a tile.
    pub(crate) fn build_options(&self, p: usize, touched: &[Hex]) -> Vec<(Action, build::Plan)> {
        let money = self.players[p].money.max(0) as u32;
        let mut scratch = self.hexes.clone();
        let try_plan = |i: usize, kind: usize, turns: u8| {
            let plan = self.plan_build(&mut scratch, p, i, kind, turns, money).ok()?;
            (plan.cost <= money && self.in_supply(&plan, kind)).then_some(plan)
        };
        build::options(&self.view(), manifest(), p, touched, try_plan)
            .into_iter()
            .map(|(i, tile, turns, plan)| (Action::Build { hex: self.map.hexes[i].hex, tile, turns }, plan))
            .collect()
    }

    /// What each tile in supply could add to hex `i` for seat `p` (`build::additions`), priced
    /// by this map: (price, paths added). Planners price track they have yet to connect by it.
    pub(crate) fn additions(&self, p: usize, i: usize) -> Vec<(u32, Vec<Path>)> {
        let (old, town, ground) = (self.hexes[i].tile.as_ref(), self.view().is_town(i), self.map.hexes[i].terrain);
        build::additions(self.build_rules(), old, town, ground, p)
            .into_iter()
            .filter(|a| self.in_supply(&a.plan, a.plan.tile.kind))
            .map(|a| (self.def.special.build_cost(self, p, i, &a.plan), a.added))
            .collect()
    }

    pub(super) fn in_supply(&self, plan: &build::Plan, kind: usize) -> bool {
        let back = plan.returned.is_some_and(|(k, _)| k == kind) as u32;
        let disc_back = plan.returned.is_some_and(|(_, d)| d) as u32;
        self.supply[kind] + back > 0 && (!plan.tile.disc || self.discs + disc_back > 0)
    }

    /// A new city, a tile, or the end of the step.
    pub(super) fn apply_build(&mut self, action: &Action, p: usize, out: &mut Outcome) {
        match (action, self.phase.clone()) {
            (Action::Urbanize { hex, city }, Phase::Build { order, idx, builds, touched, open_at_start, extended, paid, .. }) => {
                let i = self.map.at(*hex).expect("legal");
                if let Some(t) = self.hexes[i].tile.take() {
                    self.supply[t.kind] += 1;
                    if t.disc {
                        self.discs += 1;
                    }
                }
                self.hexes[i].new_city = Some(*city);
                self.new_city_free[*city] = false;
                // Unfinished track leaving the old town loses its owner.
                let v = self.view();
                let stale: Vec<Vec<(usize, usize)>> =
                    v.links_from_all(i).into_iter().filter(|t| matches!(t.end, End::Open(..))).map(|t| t.segs).collect();
                for segs in stale {
                    self.set_owner(&segs, None);
                }
                let nc = &self.map.new_cities[*city];
                let town = self.map.hexes[i].name.clone().unwrap_or_else(|| hex.to_string());
                let colour = Msg::new(format!("aos.good.{}", nc.colour.name()));
                out.say(Msg::new("aos.log.urbanize").seat("seat", p).with("town", town).msg("colour", colour).with("letter", nc.letter.clone()));
                self.phase = Phase::Build { order, idx, builds, urbanized: true, touched, open_at_start, extended, paid };
            }
            (Action::Build { hex, tile, turns }, Phase::Build { order, idx, builds, urbanized, mut touched, open_at_start, mut extended, mut paid }) => {
                let i = self.map.at(*hex).expect("legal");
                let mut hexes = std::mem::take(&mut self.hexes);
                let plan = self.plan_build(&mut hexes, p, i, *tile, *turns, u32::MAX).expect("legal");
                self.hexes = hexes;
                if let Some((k, d)) = plan.returned {
                    self.supply[k] += 1;
                    if d {
                        self.discs += 1;
                    }
                }
                self.supply[*tile] -= 1;
                if plan.tile.disc {
                    self.discs -= 1;
                }
                self.players[p].money -= plan.cost as i32;
                let first_track = self.hexes[i].tile.is_none();
                let before = if self.records_builds() { self.hexes[i].tile.clone() } else { None };
                let old_paths: Vec<_> = self.hexes[i].tile.as_ref().map(|t| t.segs.iter().map(|s| s.path).collect()).unwrap_or_default();
                self.hexes[i].tile = Some(plan.tile.clone());
                let view = self.view();
                let claims = if self.first_edition {
                    // The first edition's reading: a redirect keeps the section and claims
                    // only a link whose first tile is unowned.
                    let mut claims = Vec::new();
                    if let Some(t) = plan.redirected.and_then(|s| view.section_of(i, s)) {
                        extended.push((t.from, t.edge));
                        if matches!(t.end, End::Node(_)) && t.owner(&self.hexes).is_none() {
                            claims.push(t.segs);
                        }
                    } else if plan.redirected.is_none() {
                        let (c, e) = build::claims(&view, i, &plan, &old_paths, p);
                        extended.extend(e);
                        claims = c;
                    }
                    claims
                } else {
                    let (c, e) = build::claims(&view, i, &plan, &old_paths, p);
                    extended.extend(e);
                    c
                };
                if self.records_builds() {
                    let owners = claims.iter().flatten().map(|&(h, s)| (h, s, self.view().seg(h, s).owner)).collect();
                    let (kind, disc, returned, paid) = (*tile, plan.tile.disc, plan.returned, plan.cost);
                    self.step_undo.push(Undo::Tile { hex: i, before, kind, disc, returned, paid, owners });
                }
                for segs in claims {
                    self.set_owner(&segs, Some(p));
                }
                let what = change_key(&plan);
                let line = Msg::new(format!("aos.log.build.{what}"))
                    .seat("seat", p)
                    .msg("tile", tile_words(*tile))
                    .num("exits", plan.tile.segs.len() as i64)
                    .msg("at", hex_label(self, i))
                    .money("cost", plan.cost);
                out.say(line);
                let special = self.def.special;
                special.after_build(self, p, i, first_track, out);
                touched.push(*hex);
                paid.push(plan.cost);
                let builds = builds + 1;
                self.phase = Phase::Build { order, idx, builds, urbanized, touched, open_at_start, extended, paid };
            }
            (Action::ClaimTrack { hex }, Phase::Build { order, idx, builds, urbanized, mut touched, open_at_start, extended, mut paid }) => {
                let special = self.def.special;
                paid.push(special.apply_extra_build(self, p, action, out));
                touched.push(*hex);
                self.phase = Phase::Build { order, idx, builds: builds + 1, urbanized, touched, open_at_start, extended, paid };
            }
            (Action::BuildLink { link }, Phase::Build { order, idx, builds, urbanized, touched, open_at_start, extended, mut paid }) => {
                let (a, _, z, _) = self.map.special_link_ends(*link).expect("legal");
                let cost = self.map.special_links[*link].cost;
                self.players[p].money -= cost as i32;
                self.hexes[a].link = Some(BuiltLink { index: *link, owner: Some(p) });
                if self.records_builds() {
                    self.step_undo.push(Undo::Link { hex: a, paid: cost });
                }
                out.say(Msg::new("aos.log.build-link").seat("seat", p).msg("from", hex_label(self, a)).msg("to", hex_label(self, z)).money("cost", cost));
                paid.push(cost);
                self.phase = Phase::Build { order, idx, builds: builds + 1, urbanized, touched, open_at_start, extended, paid };
            }
            (Action::EndBuild, Phase::Build { builds, .. }) => {
                out.say(Msg::new("aos.log.end-build").seat("seat", p).num("builds", builds));
                self.end_build_step(out);
            }
            _ => unreachable!("checked legal"),
        }
    }
}
