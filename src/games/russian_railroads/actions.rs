//! Carrying out actions: paying for a space, the effect queue and its triggers (§4.4: what a
//! turn gains resolves within it, a locomotive's displacement chain first, an end-game card
//! last), hiring, passing, turn-order relocation, and the round's end.

use super::data::*;
use super::words::{k, space_name};
use super::{engineers, industry, railways, scoring};
use super::{legal, Action, Loco, Pending, Phase, RussianRailroads};
use crate::core::{Msg, Outcome};

pub fn apply(g: &mut RussianRailroads, action: &Action) -> Outcome {
    let mut out = Outcome::default();
    let seat = g.actor;
    match *action {
        Action::Start(b) => {
            g.start_left.retain(|&x| x != b);
            out.say(k("log.start").seat("seat", seat).msg("card", k(&format!("start.{}", key_of(&b)))));
            let effect = match b {
                StartBonus::Rouble => Effect::Roubles(1),
                StartBonus::BlackStep => Effect::Steps { n: 1, mask: only(BLACK) },
                StartBonus::IndustryStep => Effect::Industry(1),
                StartBonus::Doubler => Effect::Doublers(1),
            };
            g.pending.push(Pending { effect, must: false });
            g.start_pickers.remove(0);
            g.after = Phase::Start;
        }
        Action::Place { space, roubles } => {
            let (w, r, effects, must) = legal::space_terms(g, space).expect("a listed space");
            pay(g, seat, w - roubles, roubles + r);
            g.occupied.push((space, seat));
            if let Space::Own(e) = space {
                g.players[seat].used_own.push(e);
            }
            out.say(k("log.place").seat("seat", seat).msg("space", space_name(g, space)).num("workers", w - roubles).num("roubles", roubles + r));
            g.pending.extend(effects.into_iter().map(|effect| Pending { effect, must }));
            g.after = Phase::Place;
        }
        Action::Hire => {
            let e = g.strip[0].take().expect("an engineer to hire");
            pay(g, seat, 0, 1);
            g.players[seat].engineers.push(e);
            g.hired = true;
            out.say(k("log.hire").seat("seat", seat).num("n", e));
            g.after = Phase::Place;
        }
        Action::Pass => {
            let pos = g.position(seat);
            let vp = PASS_POINTS[pos.min(3)];
            g.players[seat].vp[super::PASSING] += vp;
            g.passed[seat] = true;
            out.say(k("log.pass").seat("seat", seat).num("vp", vp));
            g.after = Phase::Place;
        }
        Action::Relocate(space) => {
            let from = g.relocating.remove(0).0;
            g.occupied.retain(|&(s, o)| !(s == from && o == seat));
            g.occupied.push((space, seat));
            out.say(k("log.relocate").seat("seat", seat).msg("space", space_name(g, space)));
            let (_, _, effects) = central(space);
            g.pending.extend(effects.into_iter().map(|effect| Pending { effect, must: true }));
            g.after = Phase::Relocate;
        }
        Action::Skip => {
            g.pending.remove(0);
            out.say(k("log.skip").seat("seat", seat));
        }
        _ => resolve(g, seat, action, &mut out),
    }
    settle(g, &mut out);
    out
}

/// Pays `workers` workers (own first, then turquoise) and `roubles` roubles.
fn pay(g: &mut RussianRailroads, seat: usize, workers: u8, roubles: u8) {
    let p = &mut g.players[seat];
    let own = workers.min(p.free);
    p.free -= own;
    p.temp -= workers - own;
    p.placed += workers;
    p.roubles -= roubles as i64;
    g.roubles_out += roubles as i64;
}

fn gain_roubles(g: &mut RussianRailroads, seat: usize, n: i64) {
    g.players[seat].roubles += n;
    g.roubles_in += n;
}

/// A choice about the front of the queue.
fn resolve(g: &mut RussianRailroads, seat: usize, action: &Action, out: &mut Outcome) {
    let front = g.pending[0];
    let mut gained: Vec<Pending> = Vec::new();
    let private = |effect| Pending { effect, must: false };
    match *action {
        Action::Step { railway, colour } => {
            let Effect::Steps { n, mask } = front.effect else { unreachable!() };
            g.pending[0].effect = Effect::Steps { n: n - 1, mask };
            let white = railways::step(&mut g.players[seat], railway as usize, colour as usize);
            out.say(k("log.step").seat("seat", seat).msg("colour", k(&format!("colour.{}", COLOURS[colour as usize]))).msg("railway", k(&format!("railway.{}", RAILWAYS[railway as usize]))).num("to", g.players[seat].pos[railway as usize][colour as usize]));
            if white {
                out.say(k("log.white").seat("seat", seat));
                gained.push(private(Effect::Steps { n: 2, mask: only(WHITE) }));
            }
        }
        Action::Industry { marker } => {
            let Effect::Industry(n) = front.effect else { unreachable!() };
            g.pending[0].effect = Effect::Industry(n - 1);
            let (effects, _) = industry::step(&mut g.players[seat], marker as usize);
            out.say(k("log.industry").seat("seat", seat).num("to", g.players[seat].industry[marker as usize]));
            gained.extend(effects.into_iter().map(private));
        }
        Action::TakeLoco => {
            let number = g.market.remove(0);
            g.pending[0].effect = match front.effect {
                Effect::Tile { both: true } => Effect::FactoryOnly,
                _ => Effect::Hold,
            };
            out.say(k("log.loco").seat("seat", seat).num("n", number));
            gained.push(Pending { effect: Effect::PlaceLoco { number, no_factory: false, displaced: false }, must: true });
        }
        Action::TakeFactory { discard } => {
            let number = match discard {
                Some(d) => {
                    let i = g.discard.iter().position(|&x| x == d).expect("in the discard pool");
                    g.discard.remove(i)
                }
                None => g.market.remove(0),
            };
            g.pending[0].effect = match front.effect {
                Effect::Tile { both: true } => Effect::LocoOnly,
                _ => Effect::Hold,
            };
            g.players[seat].factories.push(number);
            out.say(k("log.factory").seat("seat", seat).num("n", number));
        }
        Action::PlaceLoco { railway, slot } => {
            let Effect::PlaceLoco { number, no_factory, .. } = front.effect else { unreachable!() };
            g.pending.remove(0);
            let (rw, slot) = (railway as usize, slot as usize);
            let new = Loco { number, special: no_factory };
            let p = &mut g.players[seat];
            out.say(k("log.place-loco").seat("seat", seat).num("n", number).msg("railway", k(&format!("railway.{}", RAILWAYS[rw]))));
            if slot < p.locos[rw].len() {
                let old = std::mem::replace(&mut p.locos[rw][slot], new);
                // The displaced locomotive is placed before anything else goes on.
                g.pending.insert(0, Pending { effect: Effect::PlaceLoco { number: old.number, no_factory: old.special, displaced: true }, must: true });
            } else {
                p.locos[rw].push(new);
            }
        }
        Action::DiscardLoco => {
            let Effect::PlaceLoco { number, no_factory, .. } = front.effect else { unreachable!() };
            g.pending.remove(0);
            discard_loco(g, number, no_factory, seat, out);
        }
        Action::Token(t) => {
            g.pending.remove(0);
            g.players[seat].tokens_used.push(t);
            out.say(k("log.token").seat("seat", seat).msg("token", k(&format!("token.{}", key_of(&t)))));
            let p = &mut g.players[seat];
            match t {
                Token::Track => gained.push(private(Effect::Steps { n: 4, mask: ANY })),
                Token::SecondMarker => {
                    if p.industry.len() < 2 {
                        p.industry.push(0);
                    }
                }
                Token::Industry => gained.push(private(Effect::Industry(5))),
                Token::Doublers => gained.push(private(Effect::Doublers(4))),
                Token::Revaluation => p.revalued = true,
                Token::Medal => p.medal = true,
                Token::Cards => {
                    gained.push(private(Effect::QCard { fallback: 0 }));
                    // The end-game card is chosen at the end of the turn.
                    g.pending.push(private(Effect::EndCard { fallback: 0 }));
                }
            }
        }
        Action::QCard(c) => {
            g.pending.remove(0);
            g.qcards.retain(|&x| x != c);
            g.players[seat].qcards.push(c);
            out.say(k("log.qcard").seat("seat", seat).msg("card", k(&format!("qcard.{}", key_of(&c)))));
            let must = |effect| Pending { effect, must: true };
            match c {
                QCard::BlackWorker => gained.push(must(Effect::Worker)),
                QCard::Loco9 => gained.push(must(Effect::PlaceLoco { number: 9, no_factory: true, displaced: false })),
                QCard::Engineer1 => {
                    g.players[seat].engineers.push(1);
                    gain_roubles(g, seat, 1);
                }
                QCard::TrackSurge => gained.push(must(Effect::Steps { n: 3, mask: ANY })),
                QCard::IndustrialPush => gained.extend([must(Effect::Industry(2)), must(Effect::Roubles(1))]),
            }
        }
        Action::EndCard(c) => {
            g.pending.remove(0);
            g.end_pile.retain(|&x| x != c);
            g.players[seat].end_cards.push(c);
            g.looked[seat] = true;
            out.say(k("log.end-card").seat("seat", seat));
        }
        Action::Reuse(space) => {
            g.pending.remove(0);
            out.say(k("log.reuse").seat("seat", seat).msg("space", space_name(g, space)));
            let (_, _, effects) = central(space);
            gained.extend(effects.into_iter().map(|effect| Pending { effect, must: true }));
        }
        _ => unreachable!("not a choice about an effect"),
    }
    // What the move triggered goes first, then the rest of the queue.
    gained.extend(fire_specials(g, seat, out));
    for (i, p) in gained.into_iter().enumerate() {
        let at = (i + usize::from(matches!(g.pending.first(), Some(Pending { effect: Effect::PlaceLoco { displaced: true, .. }, .. })))).min(g.pending.len());
        g.pending.insert(at, p);
    }
}

fn discard_loco(g: &mut RussianRailroads, number: u8, special: bool, seat: usize, out: &mut Outcome) {
    if special {
        g.boxed.push(number);
        crate::core::sort::sort(&mut g.boxed);
    } else {
        g.discard.push(number);
        crate::core::sort::sort(&mut g.discard);
    }
    out.say(k("log.discard").seat("seat", seat).num("n", number));
}

/// Fires the railways' one-time specials that have just come true (§6.6).
fn fire_specials(g: &mut RussianRailroads, seat: usize, out: &mut Outcome) -> Vec<Pending> {
    let mut gained = Vec::new();
    for i in railways::due_specials(&g.players[seat]) {
        let p = &mut g.players[seat];
        p.fired |= 1 << i;
        let (rw, seg, ..) = SPECIALS[i];
        let at = k(&format!("railway.{}", RAILWAYS[rw]));
        match SPECIALS[i].4 {
            Reward::Worker => {
                p.workers += 1;
                p.free += 1;
                p.extra_workers += 1;
                out.say(k("log.worker").seat("seat", seat).msg("railway", at).num("segment", seg));
            }
            Reward::Token => {
                gained.push(Pending { effect: Effect::Token, must: false });
                out.say(k("log.token-earned").seat("seat", seat).msg("railway", at).num("segment", seg));
            }
            Reward::EndOfLine => {
                p.vp[super::IMMEDIATE] += END_OF_LINE_VP;
                out.say(k("log.end-of-line").seat("seat", seat).msg("railway", at).num("vp", END_OF_LINE_VP));
            }
        }
    }
    gained
}

/// Resolves what needs no choice, drops what can no longer be done, and moves the game on
/// when the queue is empty.
pub fn settle(g: &mut RussianRailroads, out: &mut Outcome) {
    loop {
        if let Some(&front) = g.pending.first() {
            let seat = g.actor;
            if let Some(line) = automatic(g, seat, front.effect) {
                g.pending.remove(0);
                if let Some(line) = line {
                    out.say(line);
                }
                let gained = fire_specials(g, seat, out);
                for (i, p) in gained.into_iter().enumerate() {
                    g.pending.insert(i, p);
                }
                continue;
            }
            g.phase = Phase::Resolve;
            let choices = legal::effect_choices(g);
            if choices.is_empty() {
                // Nothing of it can be done any more: the rest is lost.
                if let Effect::PlaceLoco { number, no_factory, .. } = front.effect {
                    g.pending.remove(0);
                    discard_loco(g, number, no_factory, seat, out);
                } else {
                    g.pending.remove(0);
                }
                continue;
            }
            if choices.len() == 1 && front.must {
                let only = choices[0];
                resolve(g, seat, &only, out);
                continue;
            }
            return;
        }
        match g.after {
            Phase::Start => {
                if let Some(&next) = g.start_pickers.first() {
                    g.actor = next;
                    g.phase = Phase::Start;
                } else {
                    g.start_left.clear();
                    g.actor = g.order[0];
                    g.phase = Phase::Place;
                    out.new_turn(0);
                    out.say(k("log.round").num("round", g.round));
                }
                return;
            }
            Phase::Place => {
                if next_turn(g) {
                    return;
                }
                end_of_placement(g, out);
                return;
            }
            Phase::Relocate => {
                if relocate_next(g, out) {
                    return;
                }
                end_of_round(g, out);
                return;
            }
            _ => return,
        }
    }
}

/// Effects that need no decision: carried out at once. `None`: it waits for a choice.
fn automatic(g: &mut RussianRailroads, seat: usize, effect: Effect) -> Option<Option<Msg>> {
    let p = &mut g.players[seat];
    let line = match effect {
        Effect::Roubles(n) => {
            gain_roubles(g, seat, n as i64);
            Some(k("log.roubles").seat("seat", seat).num("n", n))
        }
        Effect::Doublers(n) => {
            let n = n.min(DOUBLER_SPACES as u8 - p.doublers);
            p.doublers += n;
            Some(k("log.doublers").seat("seat", seat).num("n", n))
        }
        Effect::Vp(n) => {
            p.vp[super::IMMEDIATE] += n as i64;
            Some(k("log.vp").seat("seat", seat).num("vp", n))
        }
        Effect::VpLocos => {
            let mut nums: Vec<i64> = p.locos.iter().flatten().map(|l| l.number as i64).collect();
            crate::core::sort::by(&mut nums, |a, b| b.cmp(a));
            let vp: i64 = nums.iter().take(2).sum();
            p.vp[super::IMMEDIATE] += vp;
            Some(k("log.vp").seat("seat", seat).num("vp", vp))
        }
        Effect::VpEngineers => {
            let vp: i64 = p.engineers.iter().map(|&e| e as i64).sum();
            p.vp[super::IMMEDIATE] += vp;
            Some(k("log.vp").seat("seat", seat).num("vp", vp))
        }
        Effect::TempWorkers => {
            if g.players.iter().any(|q| q.took_temp) {
                return Some(None);
            }
            let p = &mut g.players[seat];
            p.temp += 2;
            p.took_temp = true;
            Some(k("log.temp").seat("seat", seat))
        }
        Effect::Worker => {
            p.workers += 1;
            p.free += 1;
            p.extra_workers += 1;
            Some(k("log.black-worker").seat("seat", seat))
        }
        Effect::Hold => return Some(None),
        Effect::EndCard { fallback } | Effect::QCard { fallback } => {
            let none = match effect {
                Effect::EndCard { .. } => g.end_pile.is_empty(),
                _ => !g.qcards.iter().any(|&c| legal::qcard_ok(g, seat, c)),
            };
            if !none {
                return None;
            }
            g.players[seat].vp[super::IMMEDIATE] += fallback as i64;
            (fallback > 0).then(|| k("log.vp").seat("seat", seat).num("vp", fallback))
        }
        _ => return None,
    };
    Some(line)
}

/// Passes the turn to the next player in turn order who has not passed; false when all have.
fn next_turn(g: &mut RussianRailroads) -> bool {
    let n = g.players();
    let at = g.position(g.actor);
    for d in 1..=n {
        let s = g.order[(at + d) % n];
        if !g.passed[s] {
            g.actor = s;
            g.phase = Phase::Place;
            return true;
        }
    }
    false
}

/// Everyone has passed: the new turn order and the turn-order workers' moves (§4.6).
fn end_of_placement(g: &mut RussianRailroads, out: &mut Outcome) {
    out.automatic(1);
    if !g.last_round() {
        let claims: Vec<(Space, usize)> = [Space::O1, Space::O2]
            .iter()
            .filter_map(|&s| g.occupied.iter().find(|o| o.0 == s).copied())
            .collect();
        let mut order: Vec<usize> = claims.iter().map(|c| c.1).collect();
        order.extend(g.order.iter().copied().filter(|s| !claims.iter().any(|c| c.1 == *s)));
        if order != g.order {
            out.say(k("log.order").list("order", order.iter().map(|&s| k("seat").seat("seat", s)).collect()));
        }
        g.order = order;
        g.relocating = claims;
    }
    g.after = Phase::Relocate;
    if relocate_next(g, out) {
        return;
    }
    end_of_round(g, out);
}

/// Asks the next turn-order worker's owner where it goes; a worker with nowhere to go returns.
fn relocate_next(g: &mut RussianRailroads, out: &mut Outcome) -> bool {
    while let Some(&(from, seat)) = g.relocating.first() {
        if legal::relocation_spaces(g, seat).is_empty() {
            g.relocating.remove(0);
            out.say(k("log.returns").seat("seat", seat).msg("space", space_name(g, from)));
            continue;
        }
        g.actor = seat;
        g.phase = Phase::Relocate;
        return true;
    }
    false
}

fn end_of_round(g: &mut RussianRailroads, out: &mut Outcome) {
    out.automatic(2);
    scoring::score_round(g, out);
    if g.last_round() {
        scoring::final_scoring(g, out);
        g.phase = Phase::Over;
        return;
    }
    engineers::clean_up(g, out);
    g.round += 1;
    g.actor = g.order[0];
    g.phase = Phase::Place;
    g.after = Phase::Place;
    out.new_turn(0);
    out.say(k("log.round").num("round", g.round));
}
