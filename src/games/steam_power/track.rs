//! Track: networks, where a path may be laid, turned or taken back, and the Build Track steps.
//!
//! The board, its terrain, the tile faces and the prices come from the rail core (`data.rs`,
//! `tiles.rs`). The tracing does not: `rail::network` derives Age of Steam's links by following
//! owned track from node to node, while a Steam Power connection is a record kept as it is
//! built (its company, its start city and its tiles in order, one segment at a time), because
//! the rules need what tracing cannot recover: which city a connection started from (it may not
//! end there), the one incomplete connection a company extends or takes back, and crossing
//! tiles that carry two companies' connections in one hex. Networks are city groups joined by
//! complete connections, and routes run over that graph of cities, not over hexes, so nothing
//! here walks track through hexes: the open end is the last tile of the record.

use std::collections::BTreeSet;

use crate::core::hex::{opposite, Edge};
use crate::core::{Hex, Outcome};

use super::data::{lay_cost, CROSSING_COST};
use super::words::{self, company, k};
use super::{tiles, Action, Connection, Path, Phase, SteamPower, TrackTile};

impl SteamPower {
    /// Groups reached by at least one complete connection.
    pub fn active_groups(&self) -> BTreeSet<usize> {
        let mut s = BTreeSet::new();
        for c in self.connections.values() {
            if let Some(end) = c.end {
                s.insert(self.map.group[&c.start]);
                s.insert(self.map.group[&end]);
            }
        }
        s
    }

    pub fn incomplete(&self, company: usize) -> Option<u32> {
        self.connections.iter().find(|(_, c)| c.owner == company && c.end.is_none()).map(|(id, _)| *id)
    }

    pub fn network(&self, company: usize) -> BTreeSet<Hex> {
        let mut s = BTreeSet::new();
        for c in self.connections.values() {
            if c.owner == company {
                if let Some(end) = c.end {
                    for city in [c.start, end] {
                        for &m in &self.map.groups[self.map.group[&city]] {
                            s.insert(m);
                        }
                    }
                }
            }
        }
        s
    }

    /// Edge `e` of hex `h` faces a path end of some track.
    pub(super) fn faces_path_end(&self, h: Hex, e: Edge) -> bool {
        let n = h.neighbor(e);
        let o = opposite(e);
        self.track.get(&n).is_some_and(|t| t.paths.iter().any(|p| p.entry == o || p.exit == o))
    }

    /// What the next tile laid in `hex` costs: a crossing over track already there, else the
    /// terrain.
    pub fn lay_cost_at(&self, hex: Hex) -> i64 {
        if self.track.contains_key(&hex) {
            CROSSING_COST
        } else {
            self.map.land(hex).and_then(lay_cost).unwrap_or(0)
        }
    }

    /// Tile type for a hex showing `existing` plus a new path, if a face exists.
    pub(super) fn tile_type_for(&self, hex: Hex, new: (Edge, Edge), ignore_conn: Option<(u32, Edge, Edge)>) -> Option<u8> {
        // On the stack: this is asked for every candidate path (a hex holds at most two).
        let mut paths = [new; 3];
        let mut n = 0;
        for p in self.track.get(&hex).map(|t| t.paths.as_slice()).unwrap_or_default() {
            if Some((p.conn, p.entry, p.exit)) != ignore_conn {
                *paths.get_mut(n)? = (p.entry, p.exit);
                n += 1;
            }
        }
        paths[n] = new;
        tiles::tile_type_of(&paths[..=n])
    }

    /// Where the acting company may lay a path: (hex, entry edge, start city, connection).
    pub(super) fn lay_starts(&self, company: usize) -> Vec<(Hex, Edge, Hex, Option<u32>)> {
        if let Some(id) = self.incomplete(company) {
            let c = &self.connections[&id];
            let (h, _, exit) = *c.tiles.last().expect("incomplete connections have a tile");
            let target = h.neighbor(exit);
            return vec![(target, opposite(exit), c.start, Some(id))];
        }
        if self.companies[company].trains == 0 {
            return vec![];
        }
        let net = self.network(company);
        let has_track = self.connections.values().any(|c| c.owner == company);
        let from: Vec<Hex> = if !net.is_empty() {
            net.into_iter().collect()
        } else if !has_track {
            self.map.cities.clone()
        } else {
            vec![]
        };
        let mut out = Vec::new();
        for city in from {
            for e in 0..6 {
                let t = city.neighbor(e);
                if self.map.land(t).and_then(lay_cost).is_some() {
                    out.push((t, opposite(e), city, None));
                }
            }
        }
        out
    }

    /// Whether a path in `hex` may leave by `exit` for a connection from `start`; Some(city)
    /// when it completes the connection there.
    pub(super) fn exit_ok(&self, hex: Hex, exit: Edge, start: Hex) -> Option<Option<Hex>> {
        let n = hex.neighbor(exit);
        if self.map.is_city(n) {
            return if n == start { None } else { Some(Some(n)) };
        }
        if self.faces_path_end(hex, exit) {
            return None;
        }
        Some(None)
    }

    /// (hex, from, to, cost) of every path the acting company may lay now.
    pub fn lay_options(&self) -> Vec<(Hex, Edge, Edge, i64)> {
        self.lay_options_within(self.seats[self.seat_of(self.active)].money)
    }

    /// The incomplete connection of `company` cannot be extended whatever its money.
    pub fn open_end_blocked(&self) -> bool {
        self.incomplete(self.active).is_some() && self.lay_options_within(i64::MAX).is_empty()
    }

    /// Lay options costing at most `money`.
    pub fn lay_options_within(&self, money: i64) -> Vec<(Hex, Edge, Edge, i64)> {
        let company = self.active;
        let mut out = Vec::new();
        for (hex, entry, start, _) in self.lay_starts(company) {
            let Some(land) = self.map.land(hex) else { continue };
            let Some(terrain_cost) = lay_cost(land) else { continue };
            let existing = self.track.get(&hex);
            if existing.is_some_and(|t| t.paths.len() >= 2) {
                continue;
            }
            let cost = if existing.is_some() { CROSSING_COST } else { terrain_cost };
            if cost > money {
                continue;
            }
            for exit in 0..6u8 {
                if exit == entry {
                    continue;
                }
                let Some(tt) = self.tile_type_for(hex, (entry, exit), None) else { continue };
                let back = existing.map(|t| t.tile_type);
                if self.stock_after(back, tt).is_none() {
                    continue;
                }
                if self.exit_ok(hex, exit, start).is_none() {
                    continue;
                }
                out.push((hex, entry, exit, cost));
            }
        }
        out
    }

    /// Stock check when `back` returns to supply and `take` leaves it.
    pub(super) fn stock_after(&self, back: Option<u8>, take: u8) -> Option<()> {
        let mut s = self.tile_stock;
        if let Some(b) = back {
            s[b as usize] += 1;
        }
        (s[take as usize] > 0).then_some(())
    }

    /// The last tile of the acting company's incomplete connection.
    pub(super) fn last_tile(&self) -> Option<(u32, Hex, Edge, Edge)> {
        let id = self.incomplete(self.active)?;
        let &(h, a, b) = self.connections[&id].tiles.last()?;
        Some((id, h, a, b))
    }

    pub(super) fn remove_ok(&self) -> Option<Hex> {
        let (id, h, a, b) = self.last_tile()?;
        let t = &self.track[&h];
        if t.paths.len() == 2 {
            let other = t.paths.iter().find(|p| (p.conn, p.entry, p.exit) != (id, a, b))?;
            let tt = tiles::tile_type(tiles::face_for(&[(other.entry, other.exit)])?);
            self.stock_after(Some(t.tile_type), tt)?;
        }
        Some(h)
    }

    pub(super) fn replace_options(&self) -> Vec<(Hex, Edge)> {
        let Some((id, h, a, b)) = self.last_tile() else { return vec![] };
        let t = &self.track[&h];
        if t.paths.len() != 1 {
            return vec![];
        }
        let start = self.connections[&id].start;
        let mut out = Vec::new();
        for e in 0..6u8 {
            if e == a || e == b {
                continue;
            }
            let Some(tt) = tiles::face_for(&[(a, e)]).map(tiles::tile_type) else { continue };
            if self.stock_after(Some(t.tile_type), tt).is_none() {
                continue;
            }
            if self.exit_ok(h, e, start).is_none() {
                continue;
            }
            out.push((h, e));
        }
        out
    }

    /// Distinct hexes where a tile may be laid now.
    pub fn lay_hexes(&self) -> Vec<Hex> {
        let mut v: Vec<Hex> = self.lay_options().into_iter().map(|o| o.0).collect();
        crate::core::sort::sort(&mut v);
        v.dedup();
        v
    }

    /// Track operations with the hex focus applied (see `Phase::Track`).
    pub(super) fn track_choices(&self, focus: Option<Hex>) -> Vec<Action> {
        if let Some(h) = focus {
            let mut v: Vec<Action> =
                self.lay_options().into_iter().filter(|o| o.0 == h).map(|(hex, from, to, _)| Action::Lay { hex, from, to }).collect();
            if self.edition.unfocus {
                v.push(Action::Unfocus);
            }
            return v;
        }
        let hexes = self.lay_hexes();
        let mut v: Vec<Action> = if hexes.len() > 1 {
            hexes.into_iter().map(|hex| Action::Focus { hex }).collect()
        } else {
            self.lay_options().into_iter().map(|(hex, from, to, _)| Action::Lay { hex, from, to }).collect()
        };
        v.extend(self.replace_options().into_iter().map(|(hex, to)| Action::Replace { hex, to }));
        if let Some(hex) = self.remove_ok() {
            v.push(Action::Remove { hex });
        }
        v
    }

    pub(super) fn track_ops(&self) -> Vec<Action> {
        let mut v: Vec<Action> =
            self.lay_options().into_iter().map(|(hex, from, to, _)| Action::Lay { hex, from, to }).collect();
        v.extend(self.replace_options().into_iter().map(|(hex, to)| Action::Replace { hex, to }));
        if let Some(hex) = self.remove_ok() {
            v.push(Action::Remove { hex });
        }
        v
    }

    pub(super) fn lay(&mut self, hex: Hex, from: Edge, to: Edge, out: &mut Outcome) {
        let company = self.active;
        let (_, _, start, conn) = self
            .lay_starts(company)
            .into_iter()
            .find(|&(h, e, _, _)| h == hex && e == from)
            .expect("listed lay has a start");
        let existing = self.track.get(&hex).cloned();
        let cost = self.lay_cost_at(hex);
        let tt = self.tile_type_for(hex, (from, to), None).expect("listed lay has a face");
        let id = match conn {
            Some(id) => id,
            None => {
                let id = self.next_conn;
                self.next_conn += 1;
                self.companies[company].trains -= 1;
                self.connections.insert(id, Connection { owner: company, start, end: None, tiles: vec![] });
                id
            }
        };
        if let Some(old) = &existing {
            self.tile_stock[old.tile_type as usize] += 1;
        }
        self.tile_stock[tt as usize] -= 1;
        let tile = self.track.entry(hex).or_insert(TrackTile { tile_type: tt, paths: vec![] });
        tile.tile_type = tt;
        tile.paths.push(Path { entry: from, exit: to, conn: id });
        let end = self.exit_ok(hex, to, start).flatten();
        let c = self.connections.get_mut(&id).expect("connection exists");
        c.tiles.push((hex, from, to));
        c.end = end;
        self.pay(company, None, cost);
        self.track_spent += cost;
        self.crossings_laid += existing.is_some() as u32;
        let face = tiles::face_for(&self.track[&hex].paths.iter().map(|p| (p.entry, p.exit)).collect::<Vec<_>>())
            .map(|f| f.name.as_str())
            .unwrap_or("tile");
        let who = words::company(self, company);
        out.say(k("log.lay").arg("company", who.clone()).msg("face", words::face(face)).with("hex", hex.to_string()).money("cost", cost));
        if let Some(end) = end {
            out.say(k("log.complete").arg("company", who).with("from", start.to_string()).with("to", end.to_string()));
        }
    }

    pub(super) fn remove_last(&mut self, out: &mut Outcome) {
        let (id, h, a, b) = self.last_tile().expect("listed remove has a tile");
        let tile = self.track.get_mut(&h).expect("tile exists");
        tile.paths.retain(|p| (p.conn, p.entry, p.exit) != (id, a, b));
        let old_type = tile.tile_type;
        self.tile_stock[old_type as usize] += 1;
        if tile.paths.is_empty() {
            self.track.remove(&h);
        } else {
            let p = &tile.paths[0];
            let tt = tiles::tile_type(tiles::face_for(&[(p.entry, p.exit)]).expect("single path face"));
            tile.tile_type = tt;
            self.tile_stock[tt as usize] -= 1;
        }
        let c = self.connections.get_mut(&id).expect("connection exists");
        c.tiles.pop();
        if c.tiles.is_empty() {
            self.connections.remove(&id);
            self.companies[self.active].trains += 1;
        }
        out.say(k("log.remove").arg("company", company(self, self.active)).with("hex", h.to_string()));
    }

    pub(super) fn replace_last(&mut self, to: Edge, out: &mut Outcome) {
        let (id, h, a, _) = self.last_tile().expect("listed replace has a tile");
        let tt = tiles::tile_type(tiles::face_for(&[(a, to)]).expect("single path face"));
        let tile = self.track.get_mut(&h).expect("tile exists");
        self.tile_stock[tile.tile_type as usize] += 1;
        self.tile_stock[tt as usize] -= 1;
        tile.tile_type = tt;
        tile.paths[0].exit = to;
        let start = self.connections[&id].start;
        let end = self.exit_ok(h, to, start).flatten();
        let c = self.connections.get_mut(&id).expect("connection exists");
        c.tiles.last_mut().expect("tile").2 = to;
        c.end = end;
        let who = company(self, self.active);
        out.say(k("log.turn").arg("company", who.clone()).with("hex", h.to_string()).msg("edge", words::edge(to)));
        if let Some(end) = end {
            out.say(k("log.complete").arg("company", who).with("from", start.to_string()).with("to", end.to_string()));
        }
    }

    pub(super) fn track_op_done(&mut self, out: &mut Outcome) {
        let Phase::Track { ops, bonus, .. } = self.phase.clone() else { unreachable!() };
        let ops = ops + 1;
        if ops >= 2 {
            self.action_done(out);
        } else {
            self.phase = Phase::Track { ops, bonus, focus: None };
        }
    }
}
