//! Steam in words: the prompt, action labels and menus, and the names of pieces, as messages
//! of the catalogue `words/en.json` (keys start with `steam.`; the rail core's refusals are
//! `rail.` keys).

use crate::core::Msg;
use crate::rail::Good;

use super::{tiles, Action, ActionTile, Phase, Steam};

/// The catalogue, for registering with the others.
pub const EN: &str = include_str!("words/en.json");

pub fn good(c: Good) -> Msg {
    Msg::new(format!("steam.good.{}", if c == Good::Black { "gray" } else { c.name() }))
}

pub fn tile_name(t: ActionTile) -> Msg {
    Msg::new(format!("steam.action.{}", t.id()))
}

/// "Albany (F7)" or "F7".
pub fn hex_label(g: &Steam, i: usize) -> Msg {
    let h = &g.map.hexes[i];
    match &h.name {
        Some(name) => Msg::new("steam.hex.named").with("name", name.clone()).with("hex", h.hex.to_string()),
        None => Msg::text(h.hex.to_string()),
    }
}

pub fn prompt(g: &Steam) -> Msg {
    let Some(p) = g.current() else { return Msg::new("steam.prompt.over") };
    let m = |k: &str| Msg::new(format!("steam.prompt.{k}")).seat("seat", p);
    match &g.phase {
        Phase::Positions { placed, .. } => m("position").num("place", placed.len() as i64 + 1),
        Phase::Capital { .. } => m("capital"),
        Phase::Auction { .. } => m("auction"),
        Phase::Select { .. } => m("select"),
        Phase::Build { builds, .. } => m("build").num("used", *builds).num("allowed", g.builds_allowed(p)),
        Phase::Move { pending, .. } if !pending.is_empty() => m("score").num("n", pending[0].1),
        Phase::Move { round, .. } => m("move").num("round", *round),
        Phase::Over => Msg::new("steam.prompt.over"),
    }
}

pub fn describe(g: &Steam, a: &Action) -> Msg {
    let k = |key: &str| Msg::new(format!("steam.label.{key}"));
    match a {
        Action::Bid { amount } => k("bid").money("amount", *amount),
        Action::PassBid => k("pass-bid"),
        Action::DropOut => k("drop-out"),
        // Taking none is a choice of its own (a button beside the stepper of amounts).
        Action::Capital { units: 0 } => k("no-capital"),
        Action::Capital { units } => k("capital").money("cash", 5 * *units as i64),
        Action::Take { tile, pass: false } => k("take").msg("tile", tile_name(*tile)),
        Action::Take { tile, pass: true } => k("take-passed").msg("tile", tile_name(*tile)),
        Action::Build { hex, tile, turns } => {
            k("build").msg("tile", Msg::new(format!("steam.tile.{}", tiles().tiles[*tile].id))).with("hex", hex.to_string()).num("turns", *turns)
        }
        Action::Urbanize { hex, city } => {
            let colour = g.map.new_cities.get(*city).map_or(Good::Black, |n| n.colour);
            k("urbanize").with("hex", hex.to_string()).msg("colour", good(colour))
        }
        Action::Grow { space, hex } => k("grow").num("space", *space as i64 + 1).with("hex", hex.to_string()),
        Action::Supply { space } => k("supply").num("space", *space as i64 + 1),
        Action::EndBuild => k("end-build"),
        Action::Move { from, good: c, links, vp } => {
            k(if *vp { "move-vp" } else { "move-income" }).msg("good", good(*c)).with("hex", from.to_string()).num("links", links.len() as i64)
        }
        Action::UpgradeEngine => k("upgrade"),
        Action::PassMove => k("pass"),
        Action::Score { vp } => k(if *vp { "score-vp" } else { "score-income" }),
    }
}

pub fn group(a: &Action) -> Msg {
    let key = match a {
        Action::Bid { .. } | Action::PassBid | Action::DropOut => "auction",
        Action::Capital { .. } => "capital",
        Action::Take { .. } => "action",
        Action::Build { .. } => "build",
        Action::Urbanize { .. } => "urbanization",
        Action::Grow { .. } => "city-growth",
        Action::Supply { .. } => "urbanization",
        Action::EndBuild => "done",
        Action::Move { .. } => "move",
        Action::UpgradeEngine | Action::PassMove => "instead",
        Action::Score { .. } => "score",
    };
    Msg::new(format!("steam.group.{key}"))
}

/// Each seat's panel figures (label, value), in seat order.
pub fn figures(g: &Steam) -> Vec<Vec<(Msg, Msg)>> {
    let f = |k: &str| Msg::new(format!("steam.figure.{k}"));
    let money = |n: i64| Msg::new("steam.money").money("amount", n);
    g.players
        .iter()
        .map(|pl| {
            vec![
                (f("cash"), money(pl.money as i64)),
                (f("income"), Msg::text(pl.income.to_string())),
                (f("vp"), Msg::text(pl.vp.to_string())),
                (f("locomotive"), Msg::text(pl.engine.to_string())),
                (f("action"), pl.tile.map_or(Msg::text("—"), tile_name)),
            ]
        })
        .collect()
}

/// The names of the final-score parts, in `show::final_scores` order.
pub fn breakdown() -> Vec<Msg> {
    ["vp", "income", "links"].iter().map(|k| Msg::new(format!("steam.breakdown.{k}"))).collect()
}

/// The phases of the turn under the rule set played (moving goods twice), with the current one.
fn phase_names(g: &Steam) -> &'static [&'static str] {
    match g.variant {
        super::Variant::Base => &["select", "build", "move-1", "move-2", "income", "order", "new-turn"],
        super::Variant::Standard => &["capital", "auction", "select", "build", "move-1", "move-2", "income", "new-turn"],
    }
}

/// The place of phase `name` on the phase track (the first, where the variant has none such),
/// for marking the game's own steps.
pub fn phase_at(g: &Steam, name: &str) -> usize {
    phase_names(g).iter().position(|n| *n == name).unwrap_or(0)
}

pub fn phases(g: &Steam) -> crate::core::view::PhaseTrack {
    let names = phase_names(g);
    let at = |name: &str| phase_at(g, name);
    let current = match &g.phase {
        // The first turn's auction of positions decides the turn order.
        Phase::Positions { .. } => at("order"),
        Phase::Capital { .. } => at("capital"),
        Phase::Auction { .. } => at("auction"),
        Phase::Select { .. } => at("select"),
        Phase::Build { .. } => at("build"),
        Phase::Move { round, .. } => at(if *round > 1 { "move-2" } else { "move-1" }),
        Phase::Over => names.len() - 1,
    };
    crate::core::view::PhaseTrack {
        turn: Msg::new("steam.phase.turn").num("turn", g.turn.min(g.turns)).num("turns", g.turns),
        phases: names.iter().map(|n| Msg::new(format!("steam.phase.{n}"))).collect(),
        current,
    }
}
