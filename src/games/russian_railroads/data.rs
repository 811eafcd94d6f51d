//! Russian Railroads' component data: railways, colours, action spaces, the industry lane,
//! engineers, factories and bonus cards. Where the sources are silent the tables follow the
//! rules digest's decisions and §15 design briefs (see DESIGN.md).

use serde::{Deserialize, Serialize};

/// Track marker colours, front to back on every railway (§6.2).
pub const BLACK: usize = 0;
pub const GREY: usize = 1;
pub const BROWN: usize = 2;
pub const NATURAL: usize = 3;
pub const WHITE: usize = 4;
pub const COLOURS: [&str; 5] = ["black", "grey", "brown", "natural", "white"];
/// Bit masks of colours a step may use.
pub const ANY: u8 = 0b11111;
pub const BLACK_OR_GREY: u8 = 0b00011;
pub const fn only(c: usize) -> u8 {
    1 << c
}

/// The three railways (§6.1).
pub const TS: usize = 0;
pub const STP: usize = 1;
pub const KV: usize = 2;
pub const RAILWAYS: [&str; 3] = ["ts", "stp", "kv"];
pub const LENGTH: [u8; 3] = [15, 9, 9];
/// How many colours each railway takes (front to back).
pub const COLOURS_ON: [usize; 3] = [5, 4, 3];
/// Locomotive slots per railway.
pub const SLOTS: [usize; 3] = [2, 1, 1];

/// Round-scoring value of a segment by its best colour (§12), normal and revalued.
pub const VALUE: [i64; 5] = [0, 1, 2, 4, 7];
pub const REVALUED: [i64; 5] = [0, 1, 3, 6, 10];

/// TS black segments that unlock grey, brown, natural and white (§6.3).
pub const UNLOCK_AT: [u8; 4] = [2, 6, 10, 15];
/// Doubler spaces above TS segments 1-8 (§6.7).
pub const DOUBLER_SPACES: usize = 8;
/// Kiev stars on KV segments 1-4 worth 1-4 (decision index).
pub const KIEV_STARS: [(u8, i64); 4] = [(1, 1), (2, 2), (3, 3), (4, 4)];
pub const KIEV_MEDAL: (u8, i64) = (5, 20);
pub const STP_DOUBLE_AT: u8 = 7;
pub const END_OF_LINE_VP: i64 = 10;

/// One-time specials of the railways (§6.6): railway, segment, colour that must reach it,
/// whether the locomotive must reach it too, and what it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reward {
    Worker,
    Token,
    EndOfLine,
}
pub const SPECIALS: [(usize, u8, usize, bool, Reward); 8] = [
    (TS, 3, BROWN, true, Reward::Worker),
    (TS, 13, BLACK, true, Reward::Token),
    (TS, 15, BLACK, false, Reward::EndOfLine),
    (STP, 4, BLACK, true, Reward::Token),
    (STP, 6, BLACK, true, Reward::Token),
    (STP, 9, BLACK, false, Reward::EndOfLine),
    (KV, 7, BLACK, false, Reward::Worker),
    (KV, 9, BLACK, false, Reward::EndOfLine),
];

/// The industry lane (§8.1): index → printed value; `None` for a factory gap.
pub const INDUSTRY_LEN: usize = 16;
pub const GAPS: [usize; 5] = [5, 7, 9, 11, 13];
pub const QUESTION_INDEX: usize = 10;
/// What a marker on each index scores: its number, or on a gap or "?" the number behind it.
pub const INDUSTRY_SCORE: [i64; INDUSTRY_LEN] = [0, 1, 2, 3, 5, 5, 10, 10, 15, 15, 15, 15, 20, 20, 25, 30];
pub const MAX_FACTORIES: usize = 5;

/// Pass points by turn-order position (§4.5).
pub const PASS_POINTS: [i64; 4] = [0, 2, 3, 4];

/// Set-up by player count (§2.3): rounds, workers, roubles, and the A and B engineers dealt.
pub fn rounds(players: usize) -> u32 {
    if players == 4 { 7 } else { 6 }
}
pub fn start_workers(players: usize) -> u8 {
    if players == 4 { 5 } else { 6 }
}
pub fn start_roubles(players: usize) -> i64 {
    if players == 2 { 2 } else { 1 }
}
pub fn strip_deal(players: usize) -> (usize, usize) {
    if players == 4 { (3, 4) } else { (3, 3) }
}
/// Tiles of each number (index = number): #1-#8 four each, #9 five (one without a factory).
pub const TILE_COUNT: [u8; 10] = [0, 4, 4, 4, 4, 4, 4, 4, 4, 5];

/// Effects of spaces, engineers, factories, tokens and cards, resolved one after another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// `n` steps of the colours in `mask`, one marker each.
    Steps { n: u8, mask: u8 },
    Industry(u8),
    Doublers(u8),
    Roubles(u8),
    Vp(u8),
    TempWorkers,
    /// A locomotive or a factory (`both`: one of each).
    Tile { both: bool },
    /// The rest of an "and" tile after one half: a locomotive or a factory still owed.
    LocoOnly,
    FactoryOnly,
    /// A locomotive to put on a railway; `no_factory`: the "?" card's #9; `displaced`: pushed off.
    PlaceLoco { number: u8, no_factory: bool, displaced: bool },
    Token,
    QCard { fallback: u8 },
    EndCard { fallback: u8 },
    Reuse,
    VpLocos,
    VpEngineers,
    Worker,
    /// Nothing now (a turn-order space).
    Hold,
}

use Effect::*;

/// The action spaces. `Public(1|2)`: the engineer on that strip slot; `Own(n)`: hired engineer #n.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Space {
    T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12,
    L1, L2, L3, I1, I2, I3, D, TW, R, O1, O2,
    /// The last-round tile's industry space (§15.5).
    LastIndustry,
    Public(u8),
    Own(u8),
}

pub const CENTRAL: [Space; 24] = [
    Space::T1, Space::T2, Space::T3, Space::T4, Space::T5, Space::T6, Space::T7, Space::T8, Space::T9,
    Space::T10, Space::T11, Space::T12, Space::L1, Space::L2, Space::L3, Space::I1, Space::I2, Space::I3,
    Space::D, Space::TW, Space::R, Space::O1, Space::O2, Space::LastIndustry,
];

/// A central space's printed cost (workers, roubles) and effects (§5.1, §15.5).
pub fn central(space: Space) -> (u8, u8, Vec<Effect>) {
    use Space::*;
    let st = |n, mask| Steps { n, mask };
    match space {
        T1 => (1, 0, vec![st(2, only(BLACK))]),
        T2 => (2, 0, vec![st(3, only(BLACK))]),
        T3 => (1, 0, vec![st(2, only(GREY))]),
        T4 => (2, 0, vec![st(3, only(GREY))]),
        T5 => (1, 0, vec![st(1, only(BROWN))]),
        T6 => (2, 0, vec![st(2, only(BROWN))]),
        T7 => (1, 0, vec![st(1, only(NATURAL))]),
        T8 => (2, 0, vec![st(2, only(NATURAL))]),
        T9 => (1, 0, vec![st(1, only(WHITE))]),
        T10 => (2, 0, vec![st(2, only(WHITE))]),
        T11 => (1, 1, vec![st(2, ANY)]),
        T12 => (1, 0, vec![st(1, BLACK_OR_GREY)]),
        L1 => (1, 0, vec![Tile { both: false }]),
        L2 => (2, 0, vec![Tile { both: false }]),
        L3 => (3, 0, vec![Tile { both: true }]),
        I1 => (1, 0, vec![Industry(1)]),
        I2 => (2, 0, vec![Industry(2)]),
        I3 => (2, 0, vec![Industry(1), st(1, only(BLACK))]),
        D => (1, 0, vec![Doublers(1)]),
        TW => (1, 0, vec![TempWorkers]),
        R => (1, 0, vec![Roubles(2)]),
        O1 | O2 => (1, 0, vec![Hold]),
        LastIndustry => (1, 0, vec![Industry(2)]),
        Public(_) | Own(_) => (0, 0, vec![]),
    }
}

/// Spaces missing on the 2-player side (§5.1).
pub fn on_two_player_side(space: Space) -> bool {
    !matches!(space, Space::T1 | Space::T3 | Space::L2 | Space::I3 | Space::TW | Space::O2)
}

/// Engineers #1-#15 (§15.1): stack ('-' for the "?" card's), workers, and effects.
pub fn engineer(n: u8) -> (char, u8, Vec<Effect>) {
    let st = |n, mask| Steps { n, mask };
    match n {
        1 => ('-', 1, vec![st(2, BLACK_OR_GREY)]),
        2 => ('A', 1, vec![st(3, only(BLACK))]),
        3 => ('A', 1, vec![st(3, only(GREY))]),
        4 => ('A', 1, vec![Industry(2)]),
        5 => ('A', 1, vec![Roubles(3)]),
        6 => ('A', 1, vec![Doublers(1), Vp(5)]),
        7 => ('A', 2, vec![Tile { both: true }]),
        8 => ('A', 1, vec![st(2, only(BROWN))]),
        9 => ('B', 1, vec![st(2, only(NATURAL))]),
        10 => ('B', 1, vec![st(2, ANY)]),
        11 => ('B', 1, vec![Effect::EndCard { fallback: 10 }]),
        12 => ('B', 1, vec![VpLocos]),
        13 => ('B', 1, vec![Reuse]),
        // Natural first: it can only make room for white, never take it.
        14 => ('B', 2, vec![st(1, only(NATURAL)), st(1, only(WHITE))]),
        _ => ('B', 1, vec![Vp(8)]),
    }
}
pub const A_ENGINEERS: [u8; 7] = [2, 3, 4, 5, 6, 7, 8];
pub const B_ENGINEERS: [u8; 7] = [9, 10, 11, 12, 13, 14, 15];

/// Factory actions by tile number (§15.2), fired when an industry marker enters the factory.
pub fn factory(n: u8) -> Vec<Effect> {
    match n {
        1 => vec![VpEngineers],
        2 => vec![Steps { n: 1, mask: only(BLACK) }],
        3 => vec![Steps { n: 1, mask: BLACK_OR_GREY }],
        4 => vec![Doublers(1)],
        5 => vec![Steps { n: 2, mask: BLACK_OR_GREY }],
        6 => vec![Roubles(1)],
        7 => vec![Reuse],
        8 => vec![Steps { n: 2, mask: ANY }],
        _ => vec![Effect::QCard { fallback: 5 }],
    }
}

/// The seven "?" tokens (§9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Token {
    Track,
    SecondMarker,
    Industry,
    Doublers,
    Revaluation,
    Medal,
    Cards,
}
pub const TOKENS: [Token; 7] =
    [Token::Track, Token::SecondMarker, Token::Industry, Token::Doublers, Token::Revaluation, Token::Medal, Token::Cards];

/// The five "?" cards (§10, §15.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum QCard {
    BlackWorker,
    Loco9,
    Engineer1,
    TrackSurge,
    IndustrialPush,
}
pub const QCARDS: [QCard; 5] = [QCard::BlackWorker, QCard::Loco9, QCard::Engineer1, QCard::TrackSurge, QCard::IndustrialPush];

/// The ten end-game bonus cards (§10.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum EndCard {
    Factories,
    Engineers,
    EndsOfLine,
    GreyBrown,
    Black,
    Doublers,
    Tokens,
    ExtraEngineer,
    Locomotives,
    ExtraWorkers,
}
pub const END_CARDS: [EndCard; 10] = [
    EndCard::Factories, EndCard::Engineers, EndCard::EndsOfLine, EndCard::GreyBrown, EndCard::Black,
    EndCard::Doublers, EndCard::Tokens, EndCard::ExtraEngineer, EndCard::Locomotives, EndCard::ExtraWorkers,
];

/// Starting bonus cards (§2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum StartBonus {
    Rouble,
    BlackStep,
    IndustryStep,
    Doubler,
}
pub const START_BONUSES: [StartBonus; 4] = [StartBonus::Rouble, StartBonus::BlackStep, StartBonus::IndustryStep, StartBonus::Doubler];

/// A unit variant's name as a message key.
pub fn key_of<T: Serialize>(t: &T) -> String {
    let s = serde_json::to_string(t).unwrap_or_default();
    let s = s.trim_matches('"');
    // "LastIndustry" → "last-industry", "TW" → "tw".
    let mut out = String::new();
    let mut prev_lower = false;
    for ch in s.chars() {
        if ch.is_ascii_uppercase() && prev_lower {
            out.push('-');
        }
        prev_lower = ch.is_ascii_lowercase();
        out.push(ch.to_ascii_lowercase());
    }
    out
}
