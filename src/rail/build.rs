//! Building track: which tile placements, replacements and redirects are legal and what they
//! cost. Prices come from a table a game or a map sets; the rules are Age of Steam's, which
//! Steam shares.

use crate::core::hex::Edge;
use crate::core::track::{exits, keeps, Path};

use super::map::{Board, Ground};
use super::network::{Across, End, HexState, Seg, Tile, View};
use super::tiles::{TileClass, TileSet};

/// What building costs. Terrain surcharges apply to the first tile laid on a hex only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prices {
    /// A new tile on plain ground, by class.
    pub simple: u32,
    pub coexisting: u32,
    pub crossing: u32,
    /// Added to a new tile by terrain.
    pub river: u32,
    pub hills: u32,
    pub mountain: u32,
    pub swamp: u32,
    pub dark_mountain: u32,
    /// A new tile on a town: `town` plus `town_exit` per exit.
    pub town: u32,
    pub town_exit: u32,
    /// Replacing a simple tile by a crossing, by any other complex tile, a town's tile, and a
    /// redirect.
    pub to_crossing: u32,
    pub upgrade: u32,
    pub town_upgrade: u32,
    pub redirect: u32,
}

impl Prices {
    /// The base game's table (rulebook, "Custos de construção de trilhos").
    pub const BASE: Prices = Prices {
        simple: 2,
        coexisting: 3,
        crossing: 4,
        river: 1,
        hills: 1,
        mountain: 2,
        swamp: 2,
        dark_mountain: 4,
        town: 1,
        town_exit: 1,
        to_crossing: 3,
        upgrade: 2,
        town_upgrade: 3,
        redirect: 2,
    };

    pub fn surcharge(&self, g: Ground) -> u32 {
        match g {
            Ground::River => self.river,
            Ground::Hills => self.hills,
            Ground::Mountain => self.mountain,
            Ground::Swamp => self.swamp,
            Ground::DarkMountain => self.dark_mountain,
            _ => 0,
        }
    }

    /// A new tile of `class` on hex ground `g` (not a town).
    pub fn place(&self, class: TileClass, g: Ground) -> u32 {
        let base = match class {
            TileClass::Simple | TileClass::Town => self.simple,
            TileClass::Coexisting => self.coexisting,
            TileClass::Crossing => self.crossing,
        };
        base + self.surcharge(g)
    }
}

/// What a build is checked against: the board, the game's tiles and its prices.
#[derive(Clone, Copy)]
pub struct Rules<'a> {
    pub map: &'a Board,
    pub tiles: &'a TileSet,
    pub prices: &'a Prices,
    /// Crossing and coexisting tiles may be redirected too (keeping their other paths); when
    /// false only a simple tile is redirected, to another simple tile.
    pub complex_redirects: bool,
}

/// How a build changes a hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Place,
    /// Simple tile upgraded to a crossing or coexisting tile that keeps its path.
    Upgrade,
    /// The path at the open end of a section turned to point elsewhere; on a complex tile
    /// every other path stays.
    Redirect,
    /// A town configuration replaced by one with more exits.
    TownUpgrade,
}

/// A checked build: the new tile and its price.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub change: Change,
    pub tile: Tile,
    pub cost: u32,
    /// Tiles back to the supply (index) and whether a disc comes back.
    pub returned: Option<(usize, bool)>,
    /// For a redirect, the segment that was turned (the others are kept as they were).
    pub redirected: Option<usize>,
}

/// Checks building tile `kind` turned `turns` on board hex `i` for seat `p`. `Err` says why not.
/// `hexes` is only borrowed mutably to try the tile in place; it is left as it was.
/// Refusals are message keys of the rail catalogue (src/rail/words).
pub fn plan(r: Rules, hexes: &mut [HexState], p: usize, i: usize, kind: usize, turns: u8) -> Result<Plan, &'static str> {
    plan_within(r, hexes, p, i, kind, turns, u32::MAX)
}

/// `plan`, giving up as soon as the cost is known to exceed `budget` (listing legal builds
/// skips the expensive connection checks of what the player cannot pay for).
pub fn plan_within(
    r: Rules,
    hexes: &mut [HexState],
    p: usize,
    i: usize,
    kind: usize,
    turns: u8,
    budget: u32,
) -> Result<Plan, &'static str> {
    let checked = check(r, hexes, p, i, kind, turns, budget)?;
    if loops_back(r.map, hexes, i, &checked.tile) {
        return Err("rail.same-ends");
    }
    Ok(checked)
}

fn check(r: Rules, hexes: &[HexState], p: usize, i: usize, kind: usize, turns: u8, budget: u32) -> Result<Plan, &'static str> {
    let (map, m) = (r.map, r.tiles);
    let def = m.tiles.get(kind).ok_or("rail.no-tile")?;
    let view = View { map, hexes };
    let mh = &map.hexes[i];
    match mh.terrain {
        Ground::Water => return Err("rail.water"),
        _ if view.is_city(i) => return Err("rail.city"),
        _ => {}
    }
    let town = view.is_town(i);
    if def.class == TileClass::Town && !town {
        return Err("rail.town-tile");
    }
    // Cheap first: no end may point off the board or into water.
    for q in &def.paths {
        for e in q.rotated(turns % 6).edges() {
            if view.across(i, e) == Across::Blocked {
                return Err("rail.off-board");
            }
        }
    }
    let rotated: Vec<Path> = crate::core::track::rotate(&def.paths, turns % 6);
    let old = hexes[i].tile.as_ref();
    let Shape { change, cost, paths, disc } = shape(&r, old, town, mh.terrain, def.class, &rotated)?;
    let old_paths: Vec<Path> = old.map(|t| t.segs.iter().map(|s| s.path).collect()).unwrap_or_default();

    if cost > budget {
        return Err("rail.money");
    }
    let returned = old.map(|t| (t.kind, t.disc));

    let mut segs: Vec<Seg> = Vec::new();
    let mut redirected = None;
    let new_paths: Vec<Path> = match change {
        Change::Redirect => {
            let old_tile = old.expect("a tile");
            let turned: Vec<usize> = (0..old_tile.segs.len()).filter(|&s| !paths.contains(&old_tile.segs[s].path)).collect();
            let [at] = turned[..] else {
                return Err("rail.redirect-keeps");
            };
            let old_seg = old_tile.segs[at];
            let (kept_edge, open_edge) = redirect_ends(&view, i, old_seg.path)
                .ok_or("rail.redirect-open-end")?;
            if let Some(o) = old_seg.owner {
                if o != p {
                    return Err("rail.redirect-owner");
                }
            }
            let np = *paths.iter().find(|q| !old_paths.contains(q)).expect("one path replaces one");
            if !np.touches(kept_edge) || np.touches(open_edge) {
                return Err("rail.redirect-elsewhere");
            }
            segs = old_tile.segs.clone();
            segs[at] = Seg { path: np, owner: old_seg.owner };
            redirected = Some(at);
            vec![np]
        }
        _ => {
            for s in old.map(|t| t.segs.clone()).unwrap_or_default() {
                segs.push(s);
            }
            let fresh: Vec<Path> = paths.iter().copied().filter(|q| !old_paths.contains(q)).collect();
            for q in &fresh {
                segs.push(Seg { path: *q, owner: Some(p) });
            }
            fresh
        }
    };

    // Every end of a new path must be buildable, and no new end may join another player.
    let mut connects = false;
    let mut every_path_ok = true;
    for q in &new_paths {
        let mut ok = false;
        for e in q.edges() {
            match view.across(i, e) {
                Across::Blocked => return Err("rail.off-board"),
                Across::City(_) => ok = true,
                Across::Track(n, s) => match view.seg(n, s).owner {
                    Some(o) if o != p => return Err("rail.join-other"),
                    Some(_) => ok = true,
                    None => ok |= unowned_claimable(&view, n, s),
                },
                Across::Town(_) => {}
                Across::Open => {}
            }
        }
        if q.b.is_none() && town && view.has_spoke(i, p) {
            ok = true;
        }
        every_path_ok &= ok;
        connects |= ok;
    }
    match change {
        Change::Place if town => {
            if !connects {
                return Err("rail.town-exit");
            }
        }
        Change::TownUpgrade => {
            if !connects && !view.has_spoke(i, p) {
                return Err("rail.town-connect");
            }
        }
        Change::Redirect => {}
        _ => {
            if !every_path_ok {
                return Err("rail.connect");
            }
        }
    }

    Ok(Plan { change, tile: Tile { kind, disc, segs }, cost, returned, redirected })
}

/// What a tile does to a hex, judged without its neighbours.
struct Shape {
    change: Change,
    cost: u32,
    /// The paths the hex holds afterwards that the tile brings (on a town, every exit is a spoke).
    paths: Vec<Path>,
    /// A town disc on a track tile.
    disc: bool,
}

/// Laying a tile of `class` with paths `rotated` on a hex holding `old` (a town or not, on
/// `ground`): which change that is and its price. The one place builds are priced.
fn shape(r: &Rules, old: Option<&Tile>, town: bool, ground: Ground, class: TileClass, rotated: &[Path]) -> Result<Shape, &'static str> {
    let prices = r.prices;
    if class == TileClass::Town && !town {
        return Err("rail.town-tile");
    }
    // On a town every exit is a spoke to the town in the centre.
    let paths: Vec<Path> = if town && class != TileClass::Town {
        let mask = exits(rotated);
        (0..6).filter(|e| mask & (1 << e) != 0).map(|e| Path::new(e, None)).collect()
    } else {
        rotated.to_vec()
    };
    let disc = town && class != TileClass::Town;
    let old_paths: Vec<Path> = old.map(|t| t.segs.iter().map(|s| s.path).collect()).unwrap_or_default();
    let (change, cost) = match old {
        None => {
            let cost = if town { prices.town + prices.town_exit * paths.len() as u32 } else { prices.place(class, ground) };
            (Change::Place, cost)
        }
        Some(_) if town => {
            if !keeps(&old_paths, &paths) || paths.len() <= old_paths.len() {
                return Err("rail.town-upgrade");
            }
            (Change::TownUpgrade, prices.town_upgrade)
        }
        Some(t) => {
            let old_class = r.tiles.tiles[t.kind].class;
            if keeps(&old_paths, &paths) && paths.len() > old_paths.len() {
                if old_class != TileClass::Simple {
                    return Err("rail.no-upgrade");
                }
                let cost = if class == TileClass::Crossing { prices.to_crossing } else { prices.upgrade };
                (Change::Upgrade, cost)
            } else if paths.len() == old_paths.len()
                && (r.complex_redirects || (old_class == TileClass::Simple && class == TileClass::Simple))
            {
                // Simple or complex: one path turns, every other stays (checked by `check`).
                (Change::Redirect, prices.redirect)
            } else {
                return Err("rail.keep-track");
            }
        }
    };
    Ok(Shape { change, cost, paths, disc })
}

/// A tile that would add track to a hex: its plan (the new paths, owned by the builder, follow
/// the old ones in `plan.tile.segs`) and the paths it adds.
#[derive(Clone, Debug)]
pub struct Addition {
    pub turns: u8,
    pub plan: Plan,
    pub added: Vec<Path>,
}

/// Every tile, in each orientation, that adds track to a hex holding `old` (a town or not, on
/// `ground`) for seat `p`, priced as `plan` prices it: a placement, an upgrade that keeps the
/// old paths, or more spokes on a town. Redirects turn track rather than add it and are left
/// out. So are the board-edge and connection checks: they depend on the neighbours, which a
/// plan of several builds changes (its other builds connect the track).
pub fn additions(r: Rules, old: Option<&Tile>, town: bool, ground: Ground, p: usize) -> Vec<Addition> {
    let mut out = Vec::new();
    for (kind, def) in r.tiles.tiles.iter().enumerate() {
        // Only a tile with more paths than the old one can add track (on a town, more exits).
        let n = if town { exits(&def.paths).count_ones() as usize } else { def.paths.len() };
        if old.is_some_and(|t| n <= t.segs.len()) {
            continue;
        }
        for (turns, rotated) in &def.orientations {
            let Ok(s) = shape(&r, old, town, ground, def.class, rotated) else { continue };
            if s.change == Change::Redirect {
                continue;
            }
            let mut segs = old.map(|t| t.segs.clone()).unwrap_or_default();
            let added: Vec<Path> = s.paths.iter().copied().filter(|q| !segs.iter().any(|o| o.path == *q)).collect();
            segs.extend(added.iter().map(|&path| Seg { path, owner: Some(p) }));
            let tile = Tile { kind, disc: s.disc, segs };
            let plan = Plan { change: s.change, tile, cost: s.cost, returned: old.map(|t| (t.kind, t.disc)), redirected: None };
            out.push(Addition { turns: *turns, plan, added });
        }
    }
    out
}

/// An unowned section can be extended only from its open end (which is where a new path meets
/// it, by construction), and never when it belongs to an eliminated player (those keep owners).
fn unowned_claimable(_view: &View, _n: usize, _s: usize) -> bool {
    true
}

/// For a simple tile at an open end: (edge connected to the section, open edge).
pub fn redirect_ends(view: &View, i: usize, path: Path) -> Option<(Edge, Edge)> {
    let b = path.b?;
    let linked = |e: Edge| matches!(view.across(i, e), Across::City(_) | Across::Track(..));
    match (linked(path.a), linked(b)) {
        (true, false) => Some((path.a, b)),
        (false, true) => Some((b, path.a)),
        _ => None,
    }
}

fn loops_back(map: &Board, hexes: &mut [HexState], i: usize, tile: &Tile) -> bool {
    let old = hexes[i].tile.replace(tile.clone());
    let looped = {
        let view = View { map, hexes };
        (0..tile.segs.len()).any(|s| view.section_of(i, s).is_some_and(|t| matches!(t.end, End::Node(j) if map.node(j) == map.node(t.from))))
    };
    hexes[i].tile = old;
    looped
}

/// A piece of track as (board index, segment index) pairs, in order.
pub type Section = Vec<(usize, usize)>;

/// What a build placed on hex `i` (now holding `plan.tile`; `old_paths` were there before)
/// claims for seat `p`: the sections to give to `p`, and the sections (by node and edge) that
/// count as extended this step. A redirect claims nothing and extends nothing, unless it
/// completes a link whose track is all `p`'s or unowned: then the whole link is `p`'s. New
/// track claims everything it joins, and each section it lengthens counts as extended.
pub fn claims(view: &View, i: usize, plan: &Plan, old_paths: &[Path], p: usize) -> (Vec<Section>, Vec<(usize, Edge)>) {
    let (mut claimed, mut extended) = (Vec::new(), Vec::new());
    match plan.redirected {
        Some(s) => {
            if let Some(t) = view.section_of(i, s) {
                let complete = matches!(t.end, End::Node(_));
                if complete && t.segs.iter().all(|&(h, s)| view.seg(h, s).owner.is_none_or(|o| o == p)) {
                    claimed.push(t.segs);
                }
            }
        }
        None => {
            for (s, seg) in plan.tile.segs.iter().enumerate() {
                if seg.owner != Some(p) || old_paths.contains(&seg.path) {
                    continue;
                }
                if let Some(t) = view.section_of(i, s) {
                    extended.push((t.from, t.edge));
                    claimed.push(t.segs);
                }
            }
        }
    }
    (claimed, extended)
}

/// Every legal build for seat `p` now: (board index, tile kind, turns, plan). Only hexes where
/// track could connect are tried (next to a city, at an open end, on a town, or holding a
/// tile), hexes in `touched` are skipped, and the same track from two orientations is offered
/// once. `try_plan` checks and prices one build by the game's rules (`None`: not allowed, too
/// dear or out of stock).
pub fn options(
    view: &View,
    m: &TileSet,
    p: usize,
    touched: &[crate::core::hex::Hex],
    mut try_plan: impl FnMut(usize, usize, u8) -> Option<Plan>,
) -> Vec<(usize, usize, u8, Plan)> {
    let mut candidates = vec![false; view.map.hexes.len()];
    for (i, _) in view.map.hexes.iter().enumerate() {
        if view.is_city(i) {
            for e in 0..6 {
                if let Some(n) = view.neighbor(i, e) {
                    candidates[n] = true;
                }
            }
        } else if view.is_town(i) || view.hexes[i].tile.is_some() {
            candidates[i] = true;
            if view.hexes[i].tile.is_some() {
                for e in 0..6 {
                    if let Some(n) = view.neighbor(i, e) {
                        candidates[n] = true;
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for (i, &candidate) in candidates.iter().enumerate() {
        if !candidate || view.is_city(i) || touched.contains(&view.map.hexes[i].hex) {
            continue;
        }
        if view.map.hexes[i].terrain == Ground::Water {
            continue;
        }
        // Sides through which new track would connect (a city, or an open end of this
        // seat's or unowned track): a fresh tile needs every path (a town, one spoke) there.
        let mut mask = 0u8;
        for e in 0..6u8 {
            match view.across(i, e) {
                Across::City(_) => mask |= 1 << e,
                Across::Track(n, s) if view.seg(n, s).owner.is_none_or(|o| o == p) => mask |= 1 << e,
                _ => {}
            }
        }
        let fresh = view.hexes[i].tile.is_none();
        if fresh && mask == 0 {
            continue;
        }
        let town = view.is_town(i);
        // Track shapes already offered here, packed: tile kind, then the sorted paths.
        let mut seen: Vec<u64> = Vec::new();
        for (kind, def) in m.tiles.iter().enumerate() {
            if fresh && !town && def.class == TileClass::Town {
                continue;
            }
            for (turns, paths) in &def.orientations {
                if fresh {
                    let touches = |q: &Path| q.edges().any(|e| mask & (1 << e) != 0);
                    let ok = if town { paths.iter().any(touches) } else { paths.iter().all(touches) };
                    if !ok {
                        continue;
                    }
                }
                let Some(plan) = try_plan(i, kind, *turns) else { continue };
                // The same track from two tile descriptions is one option (a disc on a
                // straight and on another tile never coincide, but orientations may).
                let mut codes: Vec<u64> = plan.tile.segs.iter().map(|s| 1 + s.path.a as u64 * 8 + s.path.b.unwrap_or(7) as u64).collect();
                crate::core::sort::sort(&mut codes);
                let key = codes.iter().fold(kind as u64, |k, c| (k << 7) | c);
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                out.push((i, kind, *turns, plan));
            }
        }
    }
    out
}
