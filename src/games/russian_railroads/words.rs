//! Russian Railroads in words: the prompt, action labels and menus, the seats' figures, the
//! panels, the phases and the score breakdown, as messages of the catalogues in `words/`.

use super::data::*;
use super::{engineers, legal, railways, scoring, Action, Effect, Phase, RussianRailroads};
use crate::core::view::PhaseTrack;
use crate::core::Msg;

pub fn k(key: &str) -> Msg {
    Msg::new(format!("rr.{key}"))
}

fn colour(c: usize) -> Msg {
    k(&format!("colour.{}", COLOURS[c]))
}
fn railway(rw: usize) -> Msg {
    k(&format!("railway.{}", RAILWAYS[rw]))
}

/// An engineer by number with its action.
pub fn engineer_name(n: u8) -> Msg {
    k("engineer").num("n", n).msg("does", k(&format!("eng.{n}"))).num("workers", engineer(n).1)
}

/// A space's name (what it does).
pub fn space_name(g: &RussianRailroads, space: Space) -> Msg {
    match space {
        Space::Public(slot) => match g.strip.get(slot as usize).copied().flatten() {
            Some(e) => k("space.public").msg("engineer", engineer_name(e)),
            None => k("space.empty"),
        },
        Space::Own(e) => k("space.own").msg("engineer", engineer_name(e)),
        s => k(&format!("space.{}", key_of(&s))),
    }
}

/// Why an action that is not listed is refused.
pub fn why_not(g: &RussianRailroads, action: &Action) -> Msg {
    let seat = g.actor;
    match *action {
        Action::Place { space, roubles } if g.phase == Phase::Place => {
            let Some((w, r, eff, must)) = legal::space_terms(g, space) else { return k("refuse.no-space") };
            let p = &g.players[seat];
            if matches!(space, Space::O1 | Space::O2) && !legal::board_spaces(g).contains(&space) {
                k("refuse.no-space")
            } else if matches!(space, Space::O1 | Space::O2) && !g.is_occupied(space) {
                k("refuse.order-space")
            } else if space != Space::T12 && g.is_occupied(space) || matches!(space, Space::Own(e) if p.used_own.contains(&e)) {
                k("refuse.occupied")
            } else if !legal::board_spaces(g).contains(&space) && !matches!(space, Space::Public(_) | Space::Own(_)) {
                k("refuse.no-space")
            } else if roubles > w || (p.free + p.temp + roubles) < w || p.roubles < (roubles + r) as i64 {
                k("refuse.cost")
            } else if must && !legal::feasible(g, seat, &eff) {
                k("refuse.incomplete")
            } else {
                k("refuse.not-now")
            }
        }
        Action::Hire if g.phase == Phase::Place => k("refuse.hire"),
        _ => k("refuse.not-now"),
    }
}

pub fn prompt(g: &RussianRailroads) -> Msg {
    let seat = g.actor;
    match g.phase {
        Phase::Over => k("prompt.over"),
        Phase::Start => k("prompt.start").seat("seat", seat),
        Phase::Place => k("prompt.place").seat("seat", seat),
        Phase::Relocate => k("prompt.relocate").seat("seat", seat),
        Phase::Resolve => {
            let what = g.pending.first().map(|p| effect(p.effect)).unwrap_or_default();
            k("prompt.resolve").seat("seat", seat).msg("effect", what)
        }
    }
}

/// An effect in words ("3 black steps").
pub fn effect(e: Effect) -> Msg {
    match e {
        Effect::Steps { n, mask } => {
            let kind = match mask {
                ANY => k("steps.any"),
                BLACK_OR_GREY => k("steps.black-or-grey"),
                m => colour(m.trailing_zeros() as usize),
            };
            k("effect.steps").num("n", n).msg("kind", kind)
        }
        Effect::Industry(n) => k("effect.industry").num("n", n),
        Effect::Doublers(n) => k("effect.doublers").num("n", n),
        Effect::Roubles(n) => k("effect.roubles").num("n", n),
        Effect::Vp(n) => k("effect.vp").num("vp", n),
        Effect::Tile { both: false } => k("effect.tile-or"),
        Effect::Tile { both: true } => k("effect.tile-and"),
        Effect::LocoOnly => k("effect.loco"),
        Effect::FactoryOnly => k("effect.factory"),
        Effect::PlaceLoco { number, .. } => k("effect.place-loco").num("n", number),
        Effect::Token => k("effect.token"),
        Effect::QCard { .. } => k("effect.qcard"),
        Effect::EndCard { .. } => k("effect.end-card"),
        Effect::Reuse => k("effect.reuse"),
        _ => k("effect.other"),
    }
}

pub fn describe(g: &RussianRailroads, action: &Action) -> Msg {
    let p = &g.players[g.actor];
    match *action {
        Action::Start(b) => k("act.start").msg("card", k(&format!("start.{}", key_of(&b)))),
        Action::Place { space, roubles } => {
            let (w, r, ..) = legal::space_terms(g, space).unwrap_or((0, 0, vec![], false));
            k("act.place").msg("space", space_name(g, space)).num("workers", w.saturating_sub(roubles)).num("roubles", roubles + r)
        }
        Action::Hire => k("act.hire").msg("engineer", g.strip.first().copied().flatten().map(engineer_name).unwrap_or_default()),
        Action::Pass => k("act.pass").num("vp", PASS_POINTS[g.position(g.actor).min(3)]),
        Action::Step { railway: rw, colour: c } => {
            k("act.step").msg("colour", colour(c as usize)).msg("railway", railway(rw as usize)).num("to", p.pos[rw as usize][c as usize] + 1)
        }
        Action::Industry { marker } => k("act.industry").num("marker", marker + 1).num("to", p.industry[marker as usize] + 1),
        Action::TakeLoco => k("act.take-loco").num("n", g.market.first().copied().unwrap_or(0)),
        Action::TakeFactory { discard: None } => k("act.factory-market").num("n", g.market.first().copied().unwrap_or(0)),
        Action::TakeFactory { discard: Some(n) } => k("act.factory-discard").num("n", n),
        Action::PlaceLoco { railway: rw, slot } => {
            let n = match g.pending.first().map(|x| x.effect) {
                Some(Effect::PlaceLoco { number, .. }) => number,
                _ => 0,
            };
            match p.locos[rw as usize].get(slot as usize) {
                Some(old) => k("act.replace-loco").num("n", n).msg("railway", railway(rw as usize)).num("old", old.number),
                None => k("act.place-loco").num("n", n).msg("railway", railway(rw as usize)),
            }
        }
        Action::DiscardLoco => k("act.discard-loco"),
        Action::Token(t) => k(&format!("token.{}", key_of(&t))),
        Action::QCard(c) => k(&format!("qcard.{}", key_of(&c))),
        Action::EndCard(c) => k("act.end-card").msg("card", k(&format!("end.{}", key_of(&c)))).num("vp", scoring::end_card_value(g, g.actor, c)),
        Action::Reuse(s) => k("act.reuse").msg("space", space_name(g, s)),
        Action::Relocate(s) => k("act.relocate").msg("space", space_name(g, s)),
        Action::Skip => k("act.skip"),
    }
}

pub fn group(action: &Action) -> Msg {
    k(match action {
        Action::Start(_) => "group.start",
        Action::Place { space: Space::Public(_) | Space::Own(_), .. } | Action::Hire => "group.engineers",
        Action::Place { .. } => "group.place",
        Action::Pass => "group.pass",
        Action::Step { .. } => "group.step",
        Action::Industry { .. } => "group.industry",
        Action::TakeLoco | Action::TakeFactory { .. } | Action::PlaceLoco { .. } | Action::DiscardLoco => "group.tiles",
        Action::Token(_) | Action::QCard(_) | Action::EndCard(_) => "group.bonus",
        Action::Reuse(_) | Action::Relocate(_) => "group.space",
        Action::Skip => "group.skip",
    })
}

/// Each seat's figures; held end-game cards are shown only to their holder.
pub fn figures(g: &RussianRailroads, viewer: Option<usize>) -> Vec<Vec<(Msg, Msg)>> {
    let num = |n: i64| k("n").num("n", n);
    (0..g.players())
        .map(|s| {
            let p = &g.players[s];
            let markers = |rw: usize| {
                let items = (0..COLOURS_ON[rw])
                    .filter(|&c| p.pos[rw][c] > 0)
                    .map(|c| k("marker").msg("colour", colour(c)).num("at", p.pos[rw][c]))
                    .collect();
                let locos: Vec<Msg> = p.locos[rw].iter().map(|l| k("loco").num("n", l.number)).collect();
                // A railway without a locomotive says so rather than leaving an empty list.
                let key = if locos.is_empty() { "railway-state-no-loco" } else { "railway-state" };
                k(key).list("markers", items).list("locos", locos).num("reach", railways::reach(p, rw))
            };
            let cards = if viewer == Some(s) || g.phase == Phase::Over {
                k("list").list("items", p.end_cards.iter().map(|c| k(&format!("end.{}", key_of(c)))).collect())
            } else {
                k("hidden-cards").num("n", p.end_cards.len() as i64)
            };
            vec![
                (k("fig.vp"), num(p.score())),
                (k("fig.workers"), k("fig.workers-value").num("free", (p.free + p.temp) as i64).num("total", p.workers as i64)),
                (k("fig.roubles"), num(p.roubles)),
                (railway(TS), markers(TS)),
                (railway(STP), markers(STP)),
                (railway(KV), markers(KV)),
                (k("fig.industry"), k("list").list("items", p.industry.iter().map(|&i| num(i as i64)).collect())),
                (k("fig.factories"), k("list").list("items", p.factories.iter().map(|&f| num(f as i64)).collect())),
                (k("fig.doublers"), num(p.doublers as i64)),
                (k("fig.engineers"), k("list").list("items", p.engineers.iter().map(|&e| num(e as i64)).collect())),
                (k("fig.tokens"), k("list").list("items", p.tokens_used.iter().map(|t| k(&format!("token.{}", key_of(t)))).collect())),
                (k("fig.end-cards"), cards),
            ]
        })
        .collect()
}

/// The panels: the board's taken spaces, the market, the strip, the cards and the turn's queue.
pub fn panels(g: &RussianRailroads, viewer: Option<usize>) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
    let num = |n: i64| k("n").num("n", n);
    let seat = |s: usize| k("seat").seat("seat", s);
    let board = legal::board_spaces(g)
        .into_iter()
        .map(|s| {
            let who: Vec<Msg> = g.occupied.iter().filter(|o| o.0 == s).map(|o| seat(o.1)).collect();
            let (w, r, ..) = central(s);
            let cost = k("cost").num("workers", w).num("roubles", r);
            (space_name(g, s), if who.is_empty() { cost } else { k("taken").list("by", who) })
        })
        .collect();
    let tiles = |v: &[u8]| k("list").list("items", v.iter().map(|&t| num(t as i64)).collect());
    let market = vec![(k("panel.market"), tiles(&g.market)), (k("panel.discard"), tiles(&g.discard))];
    let strip = g
        .strip
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let slot = k(match i {
                0 => "strip.hiring",
                1 | 2 => "strip.public",
                _ => "strip.waiting",
            });
            let who = match e {
                Some(e) if i < 3 => engineer_name(*e),
                Some(_) => k("strip.face-down"),
                None => k("strip.empty"),
            };
            (slot, who)
        })
        .collect();
    let mut cards: Vec<(Msg, Msg)> =
        g.qcards.iter().map(|c| (k("panel.qcard"), k(&format!("qcard.{}", key_of(c))))).collect();
    cards.push((k("panel.end-pile"), num(g.end_pile.len() as i64)));
    // The pile's cards are seen only while choosing one (as the choices); showing it later would
    // tell which cards others have taken since.
    let _ = viewer;
    let order = vec![
        (k("panel.round"), k("phase.round").num("round", g.round).num("rounds", g.rounds)),
        (k("panel.order"), k("list").list("items", g.order.iter().map(|&s| seat(s)).collect())),
        (k("panel.engineer-count"), k("list").list("items", (0..g.players()).map(|s| k("count-of").msg("seat", seat(s)).num("n", engineers::count_public(g, s))).collect())),
    ];
    let queue = g.pending.iter().map(|p| (k("panel.pending"), effect(p.effect))).collect();
    vec![
        (k("panel.turn"), order),
        (k("panel.board"), board),
        (k("panel.tiles"), market),
        (k("panel.strip"), strip),
        (k("panel.cards"), cards),
        (k("panel.queue"), queue),
    ]
}

pub fn phases(g: &RussianRailroads) -> PhaseTrack {
    let current = match g.phase {
        Phase::Start | Phase::Place | Phase::Resolve if g.after != super::Phase::Relocate => 0,
        Phase::Relocate | Phase::Resolve => 1,
        _ => 2,
    };
    PhaseTrack {
        turn: k("phase.round").num("round", g.round).num("rounds", g.rounds),
        phases: vec![k("phase.place"), k("phase.order"), k("phase.scoring")],
        current,
    }
}

pub fn breakdown() -> Vec<Msg> {
    ["railways", "industry", "passing", "immediate", "engineers", "cards"].iter().map(|s| k(&format!("score.{s}"))).collect()
}
