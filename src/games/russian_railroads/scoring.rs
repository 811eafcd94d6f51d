//! Round scoring (§12) and final scoring (§13.2, §10.1).

use super::data::*;
use super::words::k;
use super::{engineers, industry, railways, Player, RussianRailroads, CARDS, ENGINEERS, INDUSTRY, RAIL};
use crate::core::Outcome;

/// What a player's railways and industry score at a round's end.
pub fn round_parts(p: &Player) -> (i64, i64) {
    ((0..3).map(|rw| railways::railway_score(p, rw)).sum(), industry::score(p))
}

pub fn score_round(g: &mut RussianRailroads, out: &mut Outcome) {
    for seat in 0..g.players() {
        let (rail, ind) = round_parts(&g.players[seat]);
        let p = &mut g.players[seat];
        p.vp[RAIL] += rail;
        p.vp[INDUSTRY] += ind;
        out.say(k("log.round-score").seat("seat", seat).num("railways", rail).num("industry", ind));
    }
}

/// What an end-game card scores for a player.
pub fn end_card_value(g: &RussianRailroads, seat: usize, card: EndCard) -> i64 {
    let p = &g.players[seat];
    match card {
        EndCard::Factories => 4 * p.factories.len() as i64,
        EndCard::Engineers => 6 * engineers::count(g, seat) as i64,
        EndCard::EndsOfLine => 10 * (0..3).filter(|&rw| p.pos[rw][BLACK] >= LENGTH[rw]).count() as i64,
        EndCard::GreyBrown => (0..3).map(|rw| (p.pos[rw][GREY] + p.pos[rw][BROWN]) as i64).sum(),
        EndCard::Black => (0..3).map(|rw| p.pos[rw][BLACK] as i64 - 1).sum(),
        EndCard::Doublers => match p.doublers {
            0..=3 => 0,
            4..=6 => 20,
            _ => 30,
        },
        EndCard::Tokens => 7 * p.tokens_used.len() as i64,
        EndCard::ExtraEngineer => 0,
        EndCard::Locomotives => p.locos.iter().flatten().map(|l| l.number as i64).sum(),
        EndCard::ExtraWorkers => 10 * p.extra_workers as i64,
    }
}

pub fn final_scoring(g: &mut RussianRailroads, out: &mut Outcome) {
    let majority = engineers::majority(g);
    for seat in 0..g.players() {
        let cards: i64 = g.players[seat].end_cards.iter().map(|&c| end_card_value(g, seat, c)).sum();
        let p = &mut g.players[seat];
        p.vp[ENGINEERS] += majority[seat];
        p.vp[CARDS] += cards;
        out.say(k("log.final").seat("seat", seat).num("engineers", majority[seat]).num("cards", cards).num("total", p.score()));
    }
}
