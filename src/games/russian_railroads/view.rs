//! The board as the page draws it (`Game::own_board`): the action spaces with their costs and
//! who took them, the engineer strip, the tiles on offer and every seat's railways, industry
//! lane and engineers. Only what every seat may see: waiting engineers show their stack, held
//! end-game cards only their count.

use serde::{Deserialize, Serialize};

use super::data::*;
use super::{engineers, legal, railways, scoring, words, Loco, Phase, RussianRailroads};
use crate::core::Msg;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Board {
    pub round: u32,
    pub rounds: u32,
    /// Seats in turn order, first to last, and whether each seat has passed this round.
    pub order: Vec<usize>,
    pub passed: Vec<bool>,
    /// The seat to move, while the game runs.
    pub actor: Option<usize>,
    /// The central board's spaces printed now, then the two public engineer spaces.
    pub spaces: Vec<SpaceView>,
    /// The engineer strip: slot 0 is the hiring space, 1 and 2 the public spaces.
    pub strip: Vec<Slot>,
    /// An engineer has been hired this round.
    pub hired: bool,
    pub market: Vec<u8>,
    pub discard: Vec<u8>,
    pub qcards: Vec<QCard>,
    pub end_pile: usize,
    pub seats: Vec<SeatView>,
}

/// An action space: its cost, what it does and the seats whose workers stand on it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SpaceView {
    pub space: Space,
    pub workers: u8,
    pub roubles: u8,
    pub by: Vec<usize>,
    pub what: Msg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    Empty,
    /// A waiting engineer, dark side up: only its stack ('A' or 'B') shows.
    FaceDown(char),
    Up(u8),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    /// Marker position per railway and colour (0: not on the railway yet).
    pub pos: [[u8; 5]; 3],
    /// Colours unlocked (1 = black only … 5 = all).
    pub unlocked: u8,
    pub locos: [Vec<Loco>; 3],
    pub reach: [u8; 3],
    pub doublers: u8,
    pub factories: Vec<u8>,
    pub industry: Vec<u8>,
    pub workers: u8,
    /// Workers (own and temporary) still to place this round.
    pub free: u8,
    pub roubles: i64,
    pub score: i64,
    /// What railways and industry would score if the round ended now.
    pub round_rail: i64,
    pub round_industry: i64,
    /// Engineers counted for the majority.
    pub engineer_count: i64,
    /// Its hired engineers as its own action spaces.
    pub own: Vec<SpaceView>,
    pub tokens_used: usize,
    pub end_cards: usize,
    pub revalued: bool,
    pub medal: bool,
}

pub fn board(g: &RussianRailroads) -> Board {
    let taken = |space: Space| g.occupied.iter().filter(|o| o.0 == space).map(|o| o.1).collect::<Vec<_>>();
    let view = |space: Space| {
        let (workers, roubles, ..) = legal::space_terms(g, space).unwrap_or((0, 0, Vec::new(), false));
        SpaceView { space, workers, roubles, by: taken(space), what: words::space_name(g, space) }
    };
    let mut spaces: Vec<SpaceView> = legal::board_spaces(g).into_iter().map(view).collect();
    spaces.extend([Space::Public(1), Space::Public(2)].map(view));
    let strip = g
        .strip
        .iter()
        .enumerate()
        .map(|(i, e)| match *e {
            None => Slot::Empty,
            Some(e) if i < 3 => Slot::Up(e),
            Some(e) => Slot::FaceDown(engineer(e).0),
        })
        .collect();
    let seats = (0..g.players())
        .map(|s| {
            let p = &g.players[s];
            let (round_rail, round_industry) = scoring::round_parts(p);
            let own = p
                .engineers
                .iter()
                .map(|&e| {
                    let space = Space::Own(e);
                    let mut v = view(space);
                    if p.used_own.contains(&e) {
                        v.by = vec![s];
                    }
                    v
                })
                .collect();
            SeatView {
                pos: p.pos,
                unlocked: p.unlocked,
                locos: p.locos.clone(),
                reach: [0, 1, 2].map(|rw| railways::reach(p, rw)),
                doublers: p.doublers,
                factories: p.factories.clone(),
                industry: p.industry.clone(),
                workers: p.workers,
                free: p.free + p.temp,
                roubles: p.roubles,
                score: p.score(),
                round_rail,
                round_industry,
                engineer_count: engineers::count_public(g, s),
                own,
                tokens_used: p.tokens_used.len(),
                end_cards: p.end_cards.len(),
                revalued: p.revalued,
                medal: p.medal,
            }
        })
        .collect();
    Board {
        round: g.round,
        rounds: g.rounds,
        order: g.order.clone(),
        passed: g.passed.clone(),
        actor: (g.phase != Phase::Over).then_some(g.actor),
        spaces,
        strip,
        hired: g.hired,
        market: g.market.clone(),
        discard: g.discard.clone(),
        qcards: g.qcards.clone(),
        end_pile: g.end_pile.len(),
        seats,
    }
}
