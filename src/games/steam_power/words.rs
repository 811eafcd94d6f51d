//! Steam Power in words: the prompt, action labels and menus, the seats' figures, the panels
//! beside the map, the score breakdown and the pieces' names, as messages of the catalogues in
//! `words/` (English is the reference; Portuguese, Spanish and Polish have every key).
//! The record's lines and the refusals are said where the rules act, with the helpers here.

use std::collections::BTreeMap;

use crate::core::hex::{Edge, EDGE_NAMES};
use crate::core::{Arg, Hex, Msg};

use super::data::{contracts, Bonus, COLOURS};
use super::tiles;
use super::{end_threshold, Action, BonusKind, CityKind, Phase, Pick, Routes, SteamPower};
use super::{BANK_PRICE, SOLO_NAMES, SOLO_ROUNDS, TAKE_MONEY};

/// A message of Steam Power's catalogue.
pub fn k(key: &str) -> Msg {
    Msg::new(format!("sp.{key}"))
}

/// A resource colour's name ("black").
pub fn colour(c: usize) -> Msg {
    k(&format!("colour.{}", COLOURS[c]))
}

/// `n` resources of a colour ("5 black resources").
pub fn resources(c: usize, n: u32) -> Msg {
    k(&format!("resources.{}", COLOURS[c])).num("n", n)
}

pub fn edge(e: Edge) -> Msg {
    k(&format!("edge.{}", EDGE_NAMES[e as usize % 6].to_lowercase()))
}

/// A track tile face by its name in `data/tiles.json` ("gentle curve"), or "tile".
pub fn face(name: &str) -> Msg {
    k(&format!("face.{}", name.replace(' ', "-")))
}

/// A solo company's colour ("Red").
pub fn solo_colour(c: usize) -> Msg {
    k(&format!("solo.{}", SOLO_NAMES[c].to_lowercase()))
}

/// Who a company is in a message: its seat, or in the solo game the company ("Red company").
pub fn company(g: &SteamPower, c: usize) -> Arg {
    if g.solo {
        Arg::Msg(Box::new(k(&format!("company.{}", SOLO_NAMES[c].to_lowercase()))))
    } else {
        Arg::Seat(c)
    }
}

pub fn money(n: i64) -> Msg {
    k("money").money("amount", n)
}

/// Messages joined by the catalogue's `key` ("{a} and {b}").
fn joined(items: Vec<Msg>, key: &str) -> Msg {
    items.into_iter().reduce(|a, b| k(key).msg("a", a).msg("b", b)).unwrap_or_default()
}

/// "grey city C4 (Red's factory)", "purple city B2", or the hex alone.
pub fn city(g: &SteamPower, h: Hex) -> Msg {
    let Some(c) = g.cities.get(&h) else { return Msg::text(h.to_string()) };
    match (c.kind, c.factory) {
        (CityKind::Purple, _) => k("city.purple").with("hex", h.to_string()),
        (CityKind::Factory(col), factory) => {
            let bare = k(&format!("city.{}", COLOURS[col])).with("hex", h.to_string());
            match factory {
                Some((o, _)) => k("city.owned").msg("city", bare).arg("owner", company(g, o)),
                None => bare,
            }
        }
    }
}

/// What a contract gives: money, VP and its bonus action.
pub fn reward(c: u8) -> Msg {
    let ct = &contracts()[c as usize];
    let mut parts = Vec::new();
    if ct.money > 0 {
        parts.push(money(ct.money));
    }
    if ct.vp > 0 {
        parts.push(k("reward.vp").num("n", ct.vp));
    }
    if let Some(b) = ct.bonus {
        parts.push(k(match b {
            Bonus::Track => "reward.bonus-track",
            Bonus::Factory => "reward.bonus-factory",
            Bonus::Contracts => "reward.bonus-contracts",
        }));
    }
    k("list").list("items", parts)
}

/// "S07 (KG → 1 VP, bonus: build track)".
pub fn contract(c: u8) -> Msg {
    let ct = &contracts()[c as usize];
    // What it needs in words ("2 black resources, 1 white resource"), never letter codes.
    let need = (0..4).filter(|&r| ct.need[r] > 0).map(|r| resources(r, ct.need[r] as u32)).collect();
    k("contract").with("id", ct.id.clone()).list("need", need).msg("reward", reward(c))
}

pub fn contract_id(c: u8) -> String {
    contracts()[c as usize].id.clone()
}

pub fn prompt(g: &SteamPower) -> Msg {
    let p = |key: &str| k(&format!("prompt.{key}")).arg("company", company(g, g.active));
    match &g.phase {
        Phase::Over => k("prompt.over"),
        Phase::Action if g.solo => p("solo-action").num("round", g.round).num("rounds", SOLO_ROUNDS),
        Phase::Action => p("action").num("left", g.actions_left),
        Phase::Track { ops, .. } => p("track").num("op", *ops + 1),
        Phase::DrawFromHand { left } => {
            let names = g.largest_hands().into_iter().map(|s| Msg::new(SEAT).seat("seat", s)).collect();
            p("draw-from").msg("names", joined(names, "and")).num("left", *left)
        }
        Phase::Sourcing { contract, picks } => {
            let units = contracts()[*contract as usize].unit_list();
            p("source").msg("colour", colour(units[picks.len()])).with("contract", contract_id(*contract))
        }
        Phase::Bonus(kind) => p("bonus").msg(
            "what",
            k(match kind {
                BonusKind::Track => "prompt.bonus-track",
                BonusKind::Factory => "prompt.bonus-factory",
                BonusKind::Contracts => "prompt.bonus-contracts",
            }),
        ),
    }
}

/// The key of a message that is just a seat's name.
pub const SEAT: &str = "sp.seat";

pub fn group(a: &Action) -> Msg {
    k(match a {
        Action::BuildTrack
        | Action::Lay { .. }
        | Action::Replace { .. }
        | Action::Remove { .. }
        | Action::EndTrack
        | Action::Focus { .. }
        | Action::Unfocus => "group.track",
        Action::BuildFactory { .. } => "group.factory",
        Action::Fulfil { .. } | Action::FulfilCheapest | Action::Source { .. } => "group.contracts",
        Action::DrawContracts | Action::DrawFrom { .. } => "group.contracts",
        Action::TakeMoney => "group.money",
        Action::BonusTrack | Action::BonusFactory { .. } | Action::BonusDraw | Action::SkipBonus => "group.bonus",
    })
}

pub fn describe(g: &SteamPower, action: &Action) -> Msg {
    let l = |key: &str| k(&format!("label.{key}"));
    match action {
        Action::BuildTrack => l("build-track"),
        Action::BuildFactory { hex } => l("build-factory").msg("city", city(g, *hex)),
        Action::Fulfil { contract: c } => {
            l("fulfil").msg("contract", contract(*c)).money("cost", g.contract_cost(g.active, *c))
        }
        Action::DrawContracts if g.bag.is_empty() => l("draw-largest"),
        Action::DrawContracts => l("draw"),
        Action::TakeMoney => l("take-money").money("amount", TAKE_MONEY),
        Action::Lay { hex, from, to } => {
            let name = g
                .tile_type_for(*hex, (*from, *to), None)
                .and_then(|_| {
                    let mut paths: Vec<(Edge, Edge)> =
                        g.track.get(hex).map(|t| t.paths.iter().map(|p| (p.entry, p.exit)).collect()).unwrap_or_default();
                    paths.push((*from, *to));
                    tiles::face_for(&paths).map(|f| f.name.as_str())
                })
                .unwrap_or("tile");
            let n = hex.neighbor(*to);
            let m = if g.map.is_city(n) { l("lay-reaching").msg("city", city(g, n)) } else { l("lay") };
            m.msg("face", face(name))
                .with("hex", hex.to_string())
                .msg("from", edge(*from))
                .msg("to", edge(*to))
                .money("cost", g.lay_cost_at(*hex))
        }
        Action::Replace { hex, to } => l("replace").with("hex", hex.to_string()).msg("to", edge(*to)),
        Action::Remove { hex } => l("remove").with("hex", hex.to_string()),
        Action::EndTrack => l("end-track"),
        Action::Focus { hex } => {
            let key = if g.track.contains_key(hex) { "focus-crossing" } else { "focus-track" };
            l(key).with("hex", hex.to_string()).money("cost", g.lay_cost_at(*hex))
        }
        Action::DrawFrom { seat } => {
            let n = g.seats.get(*seat).map_or(0, |s| s.hand.len());
            l("draw-from").seat("seat", *seat).num("n", n as i64)
        }
        Action::Unfocus => l("unfocus"),
        Action::FulfilCheapest => {
            let Phase::Sourcing { contract: c, picks } = &g.phase else { return l("fulfil-cheapest-plain") };
            let routes = g.routes(g.active);
            let costs: std::collections::BTreeMap<_, _> = routes.cost.iter().map(|(h, (d, _))| (*h, *d)).collect();
            let offers = g.unit_offers(g.active, &costs, picks);
            let units = contracts()[*c as usize].unit_list();
            let (cost, rest) = SteamPower::cheapest(&offers, &units[picks.len()..]);
            let parts = rest.iter().zip(&units[picks.len()..]).map(|(p, &col)| source(g, &routes, col, p)).collect();
            let total = cost + picks.iter().map(|p| p.cost).sum::<i64>();
            l("fulfil-cheapest").with("contract", contract_id(*c)).money("total", total).list("parts", parts)
        }
        Action::Source { from } => {
            if let Phase::Sourcing { contract: c, picks } = &g.phase {
                let col = contracts()[*c as usize].unit_list()[picks.len()];
                if let Some(p) = g.source_options(*c, picks).into_iter().find(|p| p.from == *from) {
                    return l("take").msg("source", source(g, &g.routes(g.active), col, &p));
                }
            }
            match from {
                Some(h) => l("take-from").with("hex", h.to_string()),
                None => l("buy-bank"),
            }
        }
        Action::BonusTrack => l("bonus-track"),
        Action::BonusFactory { hex, resources } => l("bonus-factory").msg("city", city(g, *hex)).num("n", *resources),
        Action::BonusDraw => l("bonus-draw"),
        Action::SkipBonus => l("skip-bonus"),
    }
}

/// One unit's source: "grey from Red's factory at C4 ($2: $1 to Red, $1 to Blue)".
pub fn source(g: &SteamPower, routes: &Routes, col: usize, pick: &Pick) -> Msg {
    let Some(h) = pick.from else { return k("source.bank").msg("colour", colour(col)).money("cost", BANK_PRICE) };
    let Some((owner, _)) = g.cities.get(&h).and_then(|c| c.factory) else { return Msg::text(h.to_string()) };
    let who = if owner == g.active { k("source.yours") } else { k("source.theirs").arg("owner", company(g, owner)) };
    let mut fees: BTreeMap<usize, i64> = BTreeMap::new();
    if owner != g.active {
        *fees.entry(owner).or_default() += 1;
    }
    if let Some((_, via)) = routes.cost.get(&h) {
        for id in via {
            *fees.entry(g.connections[id].owner).or_default() += 1;
        }
    }
    let fees: Vec<Msg> = fees
        .iter()
        .map(|(&o, &v)| if g.solo { k("fee.bank").money("amount", v) } else { k("fee").money("amount", v).arg("owner", company(g, o)) })
        .collect();
    let cost = if fees.is_empty() { money(0) } else { k("source.fees").money("cost", pick.cost).list("fees", fees) };
    k("source.factory").msg("colour", colour(col)).msg("who", who).with("hex", h.to_string()).msg("cost", cost)
}

/// Each seat's panel figures (label, value), in seat order; `viewer` sees its own hand.
pub fn figures(g: &SteamPower, viewer: Option<usize>) -> Vec<Vec<(Msg, Msg)>> {
    let f = |key: &str| k(&format!("figure.{key}"));
    let text = |n: i64| Msg::text(n.to_string());
    (0..g.players())
        .map(|s| {
            let seat = &g.seats[s];
            let mut out = vec![(f("money"), money(seat.money))];
            let hand = if viewer != Some(s) {
                text(seat.hand.len() as i64)
            } else if seat.hand.is_empty() {
                f("no-contracts")
            } else {
                // Ids only: the hand panel beside the map shows each card whole.
                Msg::text(seat.hand.iter().map(|&c| contract_id(c)).collect::<Vec<_>>().join(" "))
            };
            out.push((f("hand"), hand));
            let done: Vec<String> = seat.fulfilled.iter().map(|&c| contract_id(c)).collect();
            out.push((f("fulfilled"), Msg::text(format!("{} {}", done.len(), done.join(" ")).trim())));
            out.push((f("score"), text(g.score(s))));
            if !g.solo {
                let c = &g.companies[s];
                out.push((f("trains"), text(c.trains as i64)));
                out.push((f("factories"), text(c.factories as i64)));
            }
            out
        })
        .collect()
}

/// The info panels, each title with its rows' (label, text): the round and the game's end, the
/// solo companies, the resource supply and the track tiles.
pub fn panels(g: &SteamPower) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
    let p = |key: &str| k(&format!("panel.{key}"));
    let text = |n: usize| Msg::text(n.to_string());
    let mut game = Vec::new();
    if g.solo {
        game.push((p("round-row"), p("round-of").num("round", g.round).num("rounds", SOLO_ROUNDS)));
        game.push((p("trains-bag"), text(g.tokens.len())));
    } else {
        let end = match g.trigger_round {
            Some(r) => p("end-triggered").num("round", r),
            None => p("end-when").num("n", end_threshold(g.players()) as i64),
        };
        game.push((p("round-row"), text(g.round as usize)));
        game.push((p("game-end"), end));
    }
    game.push((p("contracts-bag"), text(g.bag.len())));
    game.push((p("leftover"), if g.leftover.is_empty() { p("no-tiles") } else { Msg::text("") }));
    let mut panels = vec![(p("round").num("round", g.round), game)];
    if g.solo {
        let rows = (0..5)
            .map(|c| {
                let acting = c == g.active && !matches!(g.phase, Phase::Over);
                let co = &g.companies[c];
                let row = p(if acting { "company-acting" } else { "company" });
                (solo_colour(c), row.num("trains", co.trains).num("factories", co.factories))
            })
            .collect();
        panels.push((p("companies"), rows));
    }
    let supply = (0..4).map(|c| (colour(c), p("supply").num("left", g.supply[c]).num("total", g.edition.resources))).collect();
    panels.push((p("resources"), supply));
    let counts = super::data::tile_counts();
    let tiles = (1..4)
        .map(|t| {
            let faces = tiles::set().faces(t as u32).map(|f| face(&f.name)).collect();
            let left = p("tiles-left").num("left", g.tile_stock[t]).num("count", counts[t]).msg("faces", joined(faces, "slash"));
            (p("tile-type").num("type", t as i64), left)
        })
        .collect();
    panels.push((p("tiles"), tiles));
    panels
}

/// The names of the final-score parts, in `SteamPower::score_breakdown` order.
pub fn breakdown() -> Vec<Msg> {
    ["money", "contracts", "flipped", "purple"].iter().map(|key| k(&format!("score.{key}"))).collect()
}

/// Why `apply` refuses an action that is not legal now.
pub fn why_not(action: &Action) -> Msg {
    k(match action {
        Action::Fulfil { .. } => "refuse.fulfil",
        Action::Lay { .. } => "refuse.lay",
        Action::BuildFactory { .. } | Action::BonusFactory { .. } => "refuse.factory",
        _ => "refuse.other",
    })
}

/// The round and the acting company's turn: two actions (one in the solo game), the current one
/// marked.
pub fn phases(g: &SteamPower) -> crate::core::view::PhaseTrack {
    let (names, turn): (&[&str], Msg) = if g.solo {
        (&["phase.action"], k("phase.round-of").num("round", g.round).num("rounds", SOLO_ROUNDS))
    } else {
        (&["phase.action-1", "phase.action-2"], k("phase.round").num("round", g.round))
    };
    // An action is counted as it starts, so while one is under way it is the one before.
    let started = names.len().saturating_sub(usize::from(g.actions_left));
    let under_way = !matches!(g.phase, Phase::Action | Phase::Over);
    let current = started.saturating_sub(usize::from(under_way)).min(names.len() - 1);
    crate::core::view::PhaseTrack { turn, phases: names.iter().map(|n| k(n)).collect(), current }
}
