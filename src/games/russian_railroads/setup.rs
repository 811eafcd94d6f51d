//! Set-up by player count (§2): the market, the "?" cards, the end-game pile, the engineer
//! strip, each player's board, a random turn order and the starting bonus picks.

use super::data::*;
use super::{Loco, Phase, Player, RussianRailroads};
use crate::core::{refuse, RuleError, Rng, Setup};

pub fn new_player(n: usize) -> Player {
    let mut locos: [Vec<Loco>; 3] = Default::default();
    locos[TS].push(Loco { number: 1, special: false });
    Player {
        pos: [[1, 0, 0, 0, 0]; 3],
        unlocked: 1,
        locos,
        factories: Vec::new(),
        industry: vec![0],
        question_done: false,
        doublers: 0,
        tokens_used: Vec::new(),
        revalued: false,
        medal: false,
        workers: start_workers(n),
        extra_workers: 0,
        free: start_workers(n),
        temp: 0,
        placed: 0,
        took_temp: false,
        roubles: start_roubles(n),
        engineers: Vec::new(),
        used_own: Vec::new(),
        qcards: Vec::new(),
        end_cards: Vec::new(),
        fired: 0,
        vp: [0; 6],
    }
}

pub fn new(setup: &Setup) -> Result<RussianRailroads, RuleError> {
    let n = setup.players.len();
    if !(2..=4).contains(&n) {
        return refuse("Russian Railroads takes 2 to 4 players");
    }
    let mut rng = Rng::new(setup.seed);
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    // Market: stacks #2-#9 of one tile per player; the rest of each number to the box.
    let mut market = Vec::new();
    let mut boxed = Vec::new();
    for number in 1..=9u8 {
        let here = TILE_COUNT[number as usize] - u8::from(number == 9);
        let take = if number == 1 { 0 } else { n as u8 };
        market.extend(std::iter::repeat_n(number, take as usize));
        boxed.extend(std::iter::repeat_n(number, (here - take - if number == 1 { n as u8 } else { 0 }) as usize));
    }
    // End-game cards: two put away unseen.
    let mut cards = END_CARDS.to_vec();
    rng.shuffle(&mut cards);
    let end_removed = cards.split_off(8);
    crate::core::sort::sort(&mut cards);
    // Engineers: A first, then B, each stack shuffled.
    let (a, b) = strip_deal(n);
    let mut stack_a = A_ENGINEERS.to_vec();
    let mut stack_b = B_ENGINEERS.to_vec();
    rng.shuffle(&mut stack_a);
    rng.shuffle(&mut stack_b);
    let mut strip: Vec<Option<u8>> = stack_a[..a].iter().chain(&stack_b[..b]).map(|&e| Some(e)).collect();
    if n == 3 {
        strip.push(None); // the leftmost slot stays empty
    }
    let mut undealt: Vec<u8> = stack_a[a..].iter().chain(&stack_b[b..]).copied().collect();
    crate::core::sort::sort(&mut undealt);
    let start_pickers: Vec<usize> = order.iter().rev().take(n - 1).copied().collect();
    let roubles: i64 = (0..n).map(|_| start_roubles(n)).sum();
    let mut g = RussianRailroads {
        names: setup.players.iter().map(|p| p.name.clone()).collect(),
        colours: setup.players.iter().map(|p| p.colour.clone()).collect(),
        rounds: rounds(n),
        round: 1,
        players: (0..n).map(|_| new_player(n)).collect(),
        order,
        passed: vec![false; n],
        occupied: Vec::new(),
        market,
        discard: Vec::new(),
        boxed,
        qcards: QCARDS.to_vec(),
        end_pile: cards,
        end_removed,
        looked: vec![false; n],
        strip,
        undealt,
        gone: Vec::new(),
        hired: false,
        phase: Phase::Start,
        actor: start_pickers[0],
        pending: Vec::new(),
        start_pickers,
        start_left: START_BONUSES.to_vec(),
        relocating: Vec::new(),
        after: Phase::Start,
        roubles_in: roubles,
        roubles_out: 0,
    };
    crate::core::sort::sort(&mut g.boxed);
    Ok(g)
}
