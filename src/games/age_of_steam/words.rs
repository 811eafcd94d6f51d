//! Age of Steam in words: the prompt, action labels and menus, and the names of pieces, as
//! messages of the catalogues in `words/` (English is the reference; Portuguese, Spanish and
//! Polish have every key).

use crate::core::hex::Hex;
use crate::core::Msg;
use crate::rail::build::Change;
use crate::rail::Good;

use super::{column_capacity, manifest, Action, AgeOfSteam, Board, Phase, Special, DISPLAY_COLUMNS};

pub fn good(c: Good) -> Msg {
    Msg::new(format!("aos.good.{}", c.name()))
}

/// The colour's name at the start of a sentence ("Red").
pub fn good_cap(c: Good) -> Msg {
    Msg::new(format!("aos.Good.{}", c.name()))
}

pub fn special(s: Special) -> Msg {
    Msg::new(format!("aos.special.{}", s.name().to_lowercase().replace(' ', "-")))
}

pub fn tile(kind: usize) -> Msg {
    Msg::new(format!("aos.tile.{}", manifest().tiles[kind].id))
}

/// The tile's name at the start of a sentence.
pub fn tile_cap(kind: usize) -> Msg {
    Msg::new(format!("aos.Tile.{}", manifest().tiles[kind].id))
}

/// "Pittsburgh (Q5)", "new city A (C4)" or "C4".
pub fn hex_label(g: &AgeOfSteam, i: usize) -> Msg {
    let h = &g.map.hexes[i];
    match (&h.name, g.hexes[i].new_city) {
        (_, Some(n)) => Msg::new("aos.hex.new-city").with("letter", g.map.new_cities[n].letter.clone()).with("hex", h.hex.to_string()),
        (Some(name), None) => Msg::new("aos.hex.named").with("name", name.clone()).with("hex", h.hex.to_string()),
        (None, None) => Msg::text(h.hex.to_string()),
    }
}

/// A goods display column: "light 3", "dark 2", or a new city's letter.
pub fn column(map: &Board, col: usize) -> Msg {
    if col < 6 {
        Msg::new("aos.column.light").num("n", col as i64 + 1)
    } else if col < 12 {
        Msg::new("aos.column.dark").num("n", col as i64 - 5)
    } else {
        Msg::text(map.new_cities.get(col - 12).map(|n| n.letter.clone()).unwrap_or_default())
    }
}

pub fn prompt(g: &AgeOfSteam) -> Msg {
    let Some(p) = g.current() else { return Msg::new("aos.prompt.over") };
    let m = |k: &str| Msg::new(format!("aos.prompt.{k}")).seat("seat", p);
    match &g.phase {
        Phase::Shares { .. } => m("shares"),
        Phase::Auction { high, .. } => m("auction").money("high", *high),
        Phase::Actions { .. } => m("actions"),
        Phase::Build { builds, .. } => m("build").num("used", *builds).num("allowed", g.builds_allowed(p)),
        Phase::Move { round, .. } => m("move").num("round", *round as i64),
        Phase::Produce { cube, .. } => match g.def.special.production() {
            super::rules::Production::Display(_) => m("produce").msg("good", good(*cube)),
            super::rules::Production::Towns(_) => m("produce-town").msg("good", good(*cube)),
        },
        Phase::FirstPlayer { designee, .. } if *designee == p => m("first-designee"),
        Phase::FirstPlayer { .. } => m("first-other"),
        Phase::Over => Msg::new("aos.prompt.over"),
    }
}

pub fn group(a: &Action) -> Msg {
    Msg::new(match a {
        Action::IssueShares { .. } => "aos.group.shares",
        Action::Bid { .. } | Action::DropOut | Action::PassBid => "aos.group.auction",
        Action::Choose { .. } | Action::NoAction => "aos.group.special",
        Action::Urbanize { .. } => "aos.group.urbanization",
        Action::Build { .. } | Action::BuildLink { .. } | Action::ClaimTrack { .. } => "aos.group.build",
        Action::EndBuild => "aos.group.done",
        Action::Move { .. } | Action::HeavyLift { .. } => "aos.group.move",
        Action::UpgradeEngine | Action::PassMove => "aos.group.instead",
        Action::PlaceCube { .. } | Action::PlaceOnTown { .. } => "aos.group.production",
        Action::PayFirst | Action::DeclineFirst => "aos.group.first-player",
    })
}

fn edge(e: u8) -> &'static str {
    crate::core::hex::EDGE_NAMES[e as usize % 6]
}

fn hex(h: &Hex) -> String {
    h.to_string()
}

pub fn describe(g: &AgeOfSteam, a: &Action) -> Msg {
    let k = |key: &str| Msg::new(format!("aos.label.{key}"));
    match a {
        Action::IssueShares { count: 0 } => k("no-shares"),
        Action::IssueShares { count } => k("shares").num("count", *count).money("cash", *count as i64 * 5),
        Action::Bid { amount } => k("bid").money("amount", *amount),
        Action::DropOut => {
            let Phase::Auction { dropped, .. } = &g.phase else { return k("drop-out") };
            k("drop-out-place").num("place", (g.order.len() - dropped.len()) as i64)
        }
        Action::PassBid => k("pass-bid"),
        Action::PayFirst => k("pay-first").money("cost", 5),
        Action::DeclineFirst => k("decline-first"),
        Action::Choose { action } => match g.action_discs.iter().find(|(a, _)| a == action) {
            Some(&(_, left)) => k("choose-disc").msg("action", special(*action)).money("cost", left),
            None => special(*action),
        },
        Action::NoAction => k("no-action"),
        Action::Urbanize { hex: h, city } => {
            let nc = &g.map.new_cities[*city];
            let name = g.map.at(*h).and_then(|i| g.map.hexes[i].name.clone()).unwrap_or_default();
            k("urbanize").with("letter", nc.letter.clone()).msg("colour", Msg::new(format!("aos.good.{}", nc.colour.name()))).with("town", name).with("hex", hex(h))
        }
        Action::BuildLink { link } => {
            let Some((a, _, z, _)) = g.map.special_link_ends(*link) else { return k("link") };
            let cost = g.map.special_links[*link].cost;
            k("link").msg("from", hex_label(g, a)).msg("to", hex_label(g, z)).money("cost", cost)
        }
        Action::Build { hex: h, tile: kind, turns } => {
            let Some(i) = g.map.at(*h) else { return k("tile-at").msg("tile", tile(*kind)).with("hex", hex(h)) };
            let Some(p) = g.current() else { return tile(*kind) };
            let mut scratch = g.hexes.clone();
            match g.plan_build(&mut scratch, p, i, *kind, *turns, u32::MAX) {
                Ok(plan) => {
                    let ends: Vec<String> = plan
                        .tile
                        .segs
                        .iter()
                        .map(|s| match s.path.b {
                            Some(b) => format!("{}–{}", edge(s.path.a), edge(b)),
                            None => format!("town–{}", edge(s.path.a)),
                        })
                        .collect();
                    let what = change_key(&plan);
                    let name = if what == "place" { tile_cap(*kind) } else { tile(*kind) };
                    k(&format!("build.{what}"))
                        .msg("tile", name)
                        .with("ends", ends.join(", "))
                        .msg("at", hex_label(g, i))
                        .money("cost", plan.cost)
                }
                Err(_) => k("tile-at").msg("tile", tile(*kind)).with("hex", hex(h)),
            }
        }
        Action::EndBuild => k("end-build"),
        Action::Move { from, good: c, links } => {
            let Some(p) = g.current() else { return k("move") };
            let Some(route) = g.route_of(p, a) else {
                return k("move-from").msg("good", good(*c)).with("hex", hex(from));
            };
            let stops: Vec<String> = route
                .nodes
                .iter()
                .map(|&n| g.map.hexes[n].name.clone().unwrap_or_else(|| g.map.hexes[n].hex.to_string()))
                .collect();
            let stops = stops.join(" → ");
            let mut earned: Vec<(Option<usize>, i64)> = Vec::new();
            for o in route.owners.iter() {
                let who = o.filter(|&o| !g.players[o].eliminated);
                match earned.iter_mut().find(|(w, _)| *w == who) {
                    Some(e) => e.1 += 1,
                    None => earned.push((who, 1)),
                }
            }
            let pay = earned
                .into_iter()
                .map(|(w, n)| match w {
                    Some(w) => Msg::new("aos.label.earns").seat("seat", w).num("n", n),
                    None => Msg::new("aos.label.nobody-earns").num("n", n),
                })
                .collect();
            k("move-route").msg("good", good_cap(*c)).with("stops", stops).num("links", links.len() as i64).list("pay", pay)
        }
        Action::ClaimTrack { hex: h } => {
            let cost = g.map.at(*h).and_then(|i| g.map.hexes[i].printed_track.first()).map_or(0, |t| t.claim_cost);
            k(g.def.special.claim_words()).with("at", hex(h)).money("cost", cost)
        }
        Action::UpgradeEngine => k("upgrade-engine"),
        Action::PassMove => k("pass"),
        Action::HeavyLift { from, good: c, to } => {
            let at = |h: &Hex| g.map.at(*h).map_or_else(|| Msg::text(hex(h)), |i| hex_label(g, i));
            k("heavy-lift").msg("good", good(*c)).msg("from", at(from)).msg("to", at(to)).num("income", super::maps::heavy_lift_income(g.turn) as i64)
        }
        Action::PlaceCube { column: col } => k("column").msg("column", super::teach::column_city(g, *col)),
        Action::PlaceOnTown { hex: h } => match g.map.at(*h) {
            Some(i) => k("on-town").msg("town", hex_label(g, i)),
            None => k("on-town").with("town", hex(h)),
        },
    }
}

/// Stops joined with arrows ("Pittsburgh → Wheeling").
pub fn route(stops: Vec<Msg>) -> Msg {
    stops.into_iter().reduce(|a, b| Msg::new("aos.arrow").msg("a", a).msg("b", b)).unwrap_or_default()
}

/// The word for what a build does, as message keys name it.
pub(crate) fn change_key(plan: &crate::rail::Plan) -> &'static str {
    match plan.change {
        Change::Place if plan.tile.disc => "disc",
        Change::Place => "place",
        Change::Upgrade => "upgrade",
        Change::Redirect => "redirect",
        Change::TownUpgrade => "town-upgrade",
    }
}

/// Each seat's panel figures (label, value), in seat order.
pub fn figures(g: &AgeOfSteam) -> Vec<Vec<(Msg, Msg)>> {
    let f = |k: &str| Msg::new(format!("aos.figure.{k}"));
    let money = |n: i64| Msg::new("aos.money").money("amount", n);
    (0..g.players.len())
        .map(|p| {
            let pl = &g.players[p];
            let mut out = vec![
                (f("cash"), money(pl.money as i64)),
                (f("income"), money(pl.income as i64)),
                (f("shares"), Msg::text(pl.shares.to_string())),
                (f("locomotive"), Msg::text(pl.engine.to_string())),
            ];
            if let Some(pos) = g.order.iter().position(|&x| x == p) {
                out.push((f("order"), Msg::text((pos + 1).to_string())));
            }
            if let Some(s) = pl.special {
                out.push((f("action"), special(s)));
            }
            out
        })
        .collect()
}

/// The goods-display columns in play, in order: the printed ones the map uses and those of its
/// New Cities (Barbados uses the light side and A-D only).
pub fn display_columns(g: &AgeOfSteam) -> Vec<usize> {
    (0..DISPLAY_COLUMNS).filter(|&c| if c < 12 { g.def.special.display_open(c) } else { c - 12 < g.map.new_cities.len() }).collect()
}

/// The info panels: the goods display, the bag and the tile supply, each title with its rows'
/// (label, text); the display's rows are its columns in order.
pub fn panels(g: &AgeOfSteam) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
    let k = |key: &str| Msg::new(format!("aos.panel.{key}"));
    let rows = display_columns(g)
        .into_iter()
        .map(|col| {
            let city = if col < 12 {
                Msg::text(g.map.city_of_column(col).and_then(|i| g.map.hexes[i].name.clone()).unwrap_or_default())
            } else {
                let n = col - 12;
                let placed = g.hexes.iter().any(|h| h.new_city == Some(n));
                k(if placed { "new-city" } else { "new-city-off" }).with("letter", g.map.new_cities[n].letter.clone())
            };
            let empty = column_capacity(col).saturating_sub(g.display[col].len());
            (column(g.map, col), k("column").msg("city", city).num("empty", empty as i64))
        })
        .collect();
    let bag = Good::ALL.iter().map(|c| k("bag-count").num("n", g.bag[c.index()] as i64).msg("good", good(*c))).collect();
    let m = manifest();
    let tiles = m
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| (Msg::new(format!("aos.supply.{}", t.id)), k("tiles-left").num("left", g.supply[i] as i64).num("count", t.count as i64)))
        .chain(std::iter::once((k("discs"), k("discs-left").num("n", g.discs as i64))))
        .collect();
    let mut panels = vec![
        (turn_of(g, "aos.panel.display"), rows),
        (k("bag"), vec![(k("cubes"), Msg::new("aos.list").list("items", bag))]),
        (k("tiles"), tiles),
    ];
    // A map without goods growth (St. Lucia) has no display to show.
    if !g.def.special.goods_growth() {
        panels.remove(0);
    }
    panels
}

/// "Turn 3 of 10" under `key`, or "Turn 3" under `key-open` in a game without a turn limit.
pub fn turn_of(g: &AgeOfSteam, key: &str) -> Msg {
    if g.turns == 0 {
        Msg::new(format!("{key}-open")).num("turn", g.turn as i64)
    } else {
        Msg::new(key).num("turn", g.turn.min(g.turns) as i64).num("turns", g.turns as i64)
    }
}

/// The names of the final-score parts, in `FinalScore::breakdown` order.
pub fn breakdown(g: &AgeOfSteam) -> Vec<Msg> {
    if let Some((_, parts)) = g.def.special.final_scores(g) {
        return parts;
    }
    if let Some(parts) = g.def.special.score_parts(g, 0) {
        return parts.into_iter().map(|(name, _)| name).collect();
    }
    let mut parts = vec!["income", "shares", "track"];
    if g.def.special.cash_points(0).is_some() {
        parts.push("cash");
    }
    parts.iter().map(|k| Msg::new(format!("aos.score.{k}"))).collect()
}

/// The ten phases of the turn (moving goods twice), with the current one.
const NAMES: [&str; 11] =
    ["shares", "auction", "actions", "build", "move-1", "move-2", "income", "expenses", "reduction", "growth", "advance"];

/// The place of phase `name` on the phase track, for marking the game's own steps.
pub fn phase_at(name: &str) -> usize {
    NAMES.iter().position(|n| *n == name).expect("a phase of the track")
}

pub fn phases(g: &AgeOfSteam) -> crate::core::view::PhaseTrack {
    let current = match &g.phase {
        Phase::Shares { .. } => 0,
        Phase::Auction { .. } => 1,
        Phase::Actions { .. } => 2,
        Phase::Build { .. } => 3,
        Phase::Move { round, .. } => 4 + usize::from(*round > 1),
        Phase::Produce { .. } => 9,
        Phase::FirstPlayer { .. } => 1,
        Phase::Over => 10,
    };
    crate::core::view::PhaseTrack {
        turn: turn_of(g, "aos.phase.turn"),
        phases: NAMES.iter().map(|n| Msg::new(format!("aos.phase.{n}"))).collect(),
        current,
    }
}
