//! Russian Railroads: worker placement for 2-4 players on three private railways, an industry
//! lane and a strip of engineers. Rules digest: ../shared/rules/russian-railroads.md; component
//! tables the sources lack and simulation results: DESIGN.md next to this file.
//!
//! Only the set-up is random (turn order, the engineers' deal, the two end-game cards put away):
//! it comes from the setup's seed. A turn is one decision (place, hire, pass) followed by the
//! decisions its effects ask for (each step, each locomotive), kept as a queue of `Pending`.

pub mod actions;
pub mod bot;
pub mod data;
mod determinize;
pub mod engineers;
pub mod industry;
mod legal;
pub mod railways;
pub mod scoring;
mod setup;
pub mod testing;
pub mod view;
pub mod words;

use serde::{Deserialize, Serialize};

use crate::core::view::{BoardView, InfoPanel, PhaseTrack, PlayerSummary};
use crate::core::{FinalScore, Game, Msg, Outcome, RuleError, Setup};
use crate::games::MapInfo;

pub use data::{Effect, EndCard, QCard, Space, StartBonus, Token};

pub const ID: &str = "russian-railroads";

pub fn maps() -> Vec<MapInfo> {
    vec![MapInfo { id: "standard", name: "Russia", min_players: 2, max_players: 4 }]
}

/// A locomotive on a railway; `special`: the "?" card's #9, which has no factory side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loco {
    pub number: u8,
    pub special: bool,
}

/// Score parts, in breakdown order.
pub const RAIL: usize = 0;
pub const INDUSTRY: usize = 1;
pub const PASSING: usize = 2;
pub const IMMEDIATE: usize = 3;
pub const ENGINEERS: usize = 4;
pub const CARDS: usize = 5;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Marker position per railway and colour; 0 = not on the railway yet.
    pub pos: [[u8; 5]; 3],
    /// Colours unlocked (1 = black only … 5 = all).
    pub unlocked: u8,
    pub locos: [Vec<Loco>; 3],
    /// Factory tile numbers in the lane's gaps, left to right.
    pub factories: Vec<u8>,
    /// Industry marker positions (a second one via its token).
    pub industry: Vec<u8>,
    pub question_done: bool,
    pub doublers: u8,
    pub tokens_used: Vec<Token>,
    pub revalued: bool,
    pub medal: bool,
    /// Permanent workers, and how many of them were gained in play.
    pub workers: u8,
    pub extra_workers: u8,
    /// Workers (own and turquoise) not yet placed this round, and on the board.
    pub free: u8,
    pub temp: u8,
    pub placed: u8,
    pub took_temp: bool,
    pub roubles: i64,
    pub engineers: Vec<u8>,
    pub used_own: Vec<u8>,
    pub qcards: Vec<QCard>,
    pub end_cards: Vec<EndCard>,
    /// Specials of `data::SPECIALS` already fired (bit per index).
    pub fired: u16,
    pub vp: [i64; 6],
}

impl Player {
    pub fn score(&self) -> i64 {
        self.vp.iter().sum()
    }
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A player picks a starting bonus card (§2.4).
    Start,
    /// The player to move places, hires or passes.
    Place,
    /// The actor decides how an effect of the queue is carried out.
    Resolve,
    /// The actor moves a worker from a turn-order space to a 1-worker space (§4.6).
    Relocate,
    Over,
}

/// An effect waiting in the queue; `must`: printed on a shared space, so carried out in full.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub effect: Effect,
    pub must: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Start(StartBonus),
    /// Place workers on a space, `roubles` of them replaced by roubles (§4.2).
    Place { space: Space, roubles: u8 },
    Hire,
    Pass,
    Step { railway: u8, colour: u8 },
    Industry { marker: u8 },
    TakeLoco,
    /// A factory: the market's lowest tile, or a tile of that number from the discard pool.
    TakeFactory { discard: Option<u8> },
    PlaceLoco { railway: u8, slot: u8 },
    DiscardLoco,
    Token(Token),
    QCard(QCard),
    EndCard(EndCard),
    Reuse(Space),
    Relocate(Space),
    /// Give up the rest of a private effect.
    Skip,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RussianRailroads {
    pub names: Vec<String>,
    /// The seats' colours, for their panels.
    #[serde(default)]
    pub colours: Vec<String>,
    pub rounds: u32,
    pub round: u32,
    pub players: Vec<Player>,
    /// Turn order, first to last.
    pub order: Vec<usize>,
    pub passed: Vec<bool>,
    /// Spaces taken this round, with the seat (the open track space T12 may appear often).
    pub occupied: Vec<(Space, usize)>,
    pub market: Vec<u8>,
    pub discard: Vec<u8>,
    /// Tiles out of the game (unused at set-up, or the "?" #9 pushed off).
    pub boxed: Vec<u8>,
    pub qcards: Vec<QCard>,
    pub end_pile: Vec<EndCard>,
    pub end_removed: Vec<EndCard>,
    /// Seats that have looked through the end-game pile.
    pub looked: Vec<bool>,
    /// The engineer strip: slot 0 is the hiring space, 1 and 2 the public spaces.
    pub strip: Vec<Option<u8>>,
    /// Engineers not dealt, and those that left the game unhired.
    pub undealt: Vec<u8>,
    pub gone: Vec<u8>,
    pub hired: bool,
    pub phase: Phase,
    pub actor: usize,
    pub pending: Vec<Pending>,
    /// Seats still to pick a starting bonus, and the cards left.
    pub start_pickers: Vec<usize>,
    pub start_left: Vec<StartBonus>,
    /// Turn-order workers still to relocate, "1st" first.
    pub relocating: Vec<(Space, usize)>,
    /// Where the turn goes once the queue is empty.
    pub after: Phase,
    /// Roubles taken from and paid to the supply, for the conservation check.
    pub roubles_in: i64,
    pub roubles_out: i64,
}

impl RussianRailroads {
    pub fn players(&self) -> usize {
        self.players.len()
    }
    pub fn last_round(&self) -> bool {
        self.round == self.rounds
    }
    /// Position of a seat in the turn order, from 0.
    pub fn position(&self, seat: usize) -> usize {
        self.order.iter().position(|&s| s == seat).unwrap_or(0)
    }
    pub fn is_occupied(&self, space: Space) -> bool {
        self.occupied.iter().any(|(s, _)| *s == space)
    }
    fn refuse<T>(&self, words: Msg) -> Result<T, RuleError> {
        Err(RuleError::say(words, &self.names))
    }
}

impl Game for RussianRailroads {
    type Action = Action;
    const ID: &'static str = ID;

    fn new(setup: &Setup) -> Result<Self, RuleError> {
        setup::new(setup)
    }

    fn current_player(&self) -> Option<usize> {
        (self.phase != Phase::Over).then_some(self.actor)
    }

    fn legal_actions(&self) -> Vec<Action> {
        legal::legal_actions(self)
    }

    fn apply(&mut self, action: &Action) -> Result<Outcome, RuleError> {
        if self.phase == Phase::Over {
            return self.refuse(words::k("refuse.over"));
        }
        if !legal::legal_actions(self).contains(action) {
            return self.refuse(words::why_not(self, action));
        }
        Ok(self.apply_unchecked(action))
    }

    fn apply_unchecked(&mut self, action: &Action) -> Outcome {
        actions::apply(self, action)
    }

    fn determinize(&self, viewer: usize, seed: u64) -> Self {
        determinize::determinize(self, viewer, seed)
    }

    fn final_scores(&self) -> Option<Vec<FinalScore>> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.players();
        Some(
            (0..n)
                .map(|s| FinalScore {
                    player: s,
                    score: self.players[s].score(),
                    rank: 1 + (0..n).filter(|&o| self.players[o].score() > self.players[s].score()).count(),
                    breakdown: words::breakdown().iter().zip(self.players[s].vp).map(|(m, v)| (m.english(&[]), v)).collect(),
                    eliminated: false,
                })
                .collect(),
        )
    }

    fn board_view(&self) -> BoardView {
        BoardView::default()
    }

    fn own_board(&self) -> Option<serde_json::Value> {
        serde_json::to_value(view::board(self)).ok()
    }

    fn player_summaries(&self, viewer: Option<usize>) -> Vec<PlayerSummary> {
        let figures = words::figures(self, viewer);
        (0..self.players())
            .map(|s| PlayerSummary {
                seat: s,
                name: self.names[s].clone(),
                colour: self.colours.get(s).cloned().unwrap_or_default(),
                active: self.current_player() == Some(s),
                eliminated: false,
                figures: figures[s].iter().map(|(a, b)| (a.english(&self.names), b.english(&self.names))).collect(),
            })
            .collect()
    }

    fn info_panels(&self, viewer: Option<usize>) -> Vec<InfoPanel> {
        InfoPanel::english(words::panels(self, viewer), &self.names, |_, _| Vec::new())
    }

    fn phases(&self) -> Option<PhaseTrack> {
        Some(words::phases(self))
    }

    fn turn_order(&self) -> Vec<usize> {
        self.order.clone()
    }

    fn seat_names(&self) -> Vec<String> {
        self.names.clone()
    }
    fn prompt_words(&self) -> Msg {
        words::prompt(self)
    }
    fn describe_words(&self, action: &Action) -> Msg {
        words::describe(self, action)
    }
    fn group_words(&self, action: &Action) -> Msg {
        words::group(action)
    }
    fn figure_words(&self, viewer: Option<usize>) -> Vec<Vec<(Msg, Msg)>> {
        words::figures(self, viewer)
    }
    fn panel_words(&self, viewer: Option<usize>) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
        words::panels(self, viewer)
    }
    fn breakdown_words(&self, _player: usize) -> Vec<Msg> {
        words::breakdown()
    }

    fn bot_action(&self, seed: u64) -> Option<Action> {
        bot::choose(self, seed)
    }

    /// Hard's play-outs stop after this many moves (about half a round with three players):
    /// to the end of the game one play-out costs some 300 of the computer player's moves.
    fn lookahead(&self) -> usize {
        20
    }

    /// The computer player's valuation: points so far, the round score now for every round
    /// scoring left, and what is not scoring yet (`bot::value`).
    fn evaluate(&self, seat: usize) -> Option<f64> {
        (seat < self.players()).then(|| bot::value(self, seat))
    }

    /// Held end-game cards are secret: the seat to move sees its own.
    fn private_viewer(&self) -> Option<usize> {
        self.current_player()
    }

    fn check_invariants(&self) -> Result<(), String> {
        testing::invariants(self)
    }
}
