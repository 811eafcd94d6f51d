//! The rule seam for maps and variants. `Rules` holds the numbers and tables of a game (the
//! base game's by default); `MapRules` holds what a map does differently, as hooks whose
//! defaults are the base rules. A map with special rules is its data file plus one small
//! `MapRules` implementation registered in `maps.rs`; the base phases never ask which map this is.

use std::fmt;

use crate::core::{FinalScore, Msg, Outcome};
use crate::rail::{Good, Plan, Prices};

use super::{AgeOfSteam, Special};

/// The numbers of a game of Age of Steam. Maps start from `Rules::base()` and change fields.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    pub share_limit: u32,
    pub share_price: i32,
    pub start_money: i32,
    pub start_shares: u32,
    pub max_engine: u32,
    /// Turns by number of players at the start: (players, turns); the last entry covers more.
    /// None at all: no turn limit (the game's `turns` is 0; Detroit plays until bankruptcy).
    pub turns: Vec<(usize, u32)>,
    /// Phase VIII: (lowest income, reduction), ascending.
    pub income_reduction: Vec<(i32, i32)>,
    /// Builds per step, and with the Engineer.
    pub builds: u32,
    pub engineer_builds: u32,
    /// Cubes of each colour in the box, indexed by `Good::index`.
    pub cubes: [u32; 5],
    pub prices: Prices,
    /// Cubes drawn into each goods-display column at set-up, at most its boxes (Detroit: 1).
    pub display_start: usize,
}

impl Rules {
    /// The base game (rulebook tables; the digest's §4 and §11).
    pub fn base() -> Rules {
        Rules {
            share_limit: 15,
            share_price: 5,
            start_money: 10,
            start_shares: 2,
            max_engine: 6,
            turns: vec![(3, 10), (4, 8), (5, 7), (6, 6)],
            income_reduction: vec![(11, 2), (21, 4), (31, 6), (41, 8), (50, 10)],
            builds: 3,
            engineer_builds: 4,
            cubes: [20, 20, 20, 20, 16],
            prices: Prices::BASE,
            display_start: 3,
        }
    }

    pub fn turns_for(&self, players: usize) -> u32 {
        let mut t = self.turns.first().map_or(0, |e| e.1);
        for &(n, turns) in &self.turns {
            if players >= n {
                t = turns;
            }
        }
        t
    }

    pub fn income_reduction(&self, income: i32) -> i32 {
        self.income_reduction.iter().take_while(|(from, _)| income >= *from).last().map_or(0, |e| e.1)
    }

    pub fn cubes_of(&self, g: Good) -> u32 {
        self.cubes.get(g.index()).copied().unwrap_or(0)
    }
}

/// What a map does beyond its numbers. Every hook defaults to the base game.
pub trait MapRules: Sync {
    /// Changes the base numbers (share limit, turns, prices…).
    fn numbers(&self, _rules: &mut Rules) {}

    /// Builds seat `p` may make in this build step.
    fn builds_allowed(&self, g: &AgeOfSteam, p: usize) -> u32 {
        let r = g.rules();
        if g.players[p].special == Some(Special::Engineer) { r.engineer_builds } else { r.builds }
    }

    /// The price of a checked build on board hex `i` (the base table's price is `plan.cost`).
    fn build_cost(&self, _g: &AgeOfSteam, _p: usize, _i: usize, plan: &Plan) -> u32 {
        plan.cost
    }

    /// The most `build_cost` ever takes off a base price, so listing builds can still skip
    /// early what a player cannot pay for.
    fn max_discount(&self) -> u32 {
        0
    }

    /// Only complete links may be built: a build step may not end with an unfinished section
    /// (Germany, New England; the step's unfinished track is taken back, see `takeback`).
    fn complete_links_only(&self) -> bool {
        false
    }

    /// Phase II: whether the turn-order auction is held (New England fixes the order instead).
    fn auction(&self) -> bool {
        true
    }

    /// Phase VII: what seat `p` pays (the base game: $1 a share and $1 a locomotive level).
    fn expenses(&self, g: &AgeOfSteam, p: usize) -> i32 {
        let pl = &g.players[p];
        pl.shares as i32 + pl.engine as i32
    }

    /// Phase V: whether seat `p` may deliver over links with these owners, in route order
    /// (Detroit: at least half must be the mover's own).
    fn route_allowed(&self, _p: usize, _owners: &[Option<usize>]) -> bool {
        true
    }

    /// When seat `p` ends its build step, with what each of its builds cost (Detroit's Engineer
    /// gets its cheapest build back).
    fn build_step_ended(&self, _g: &mut AgeOfSteam, _p: usize, _paid: &[u32], _out: &mut Outcome) {}

    /// After Phase VII's bankruptcies: whether the game ends now, with its line for the log
    /// (the base game: once nobody is left; Detroit: once one railroad or none is).
    fn ended_by_bankruptcy(&self, g: &AgeOfSteam) -> Option<Msg> {
        g.order.is_empty().then(|| Msg::new("aos.log.all-bankrupt"))
    }

    /// The final result where the map ranks players its own way (Detroit: by survival), with
    /// the names of its parts; `None` scores as the base game.
    fn final_scores(&self, _g: &AgeOfSteam) -> Option<(Vec<FinalScore>, Vec<Msg>)> {
        None
    }

    /// The words of claiming printed track (`aos.label.KEY`, `aos.refuse.KEY`): a ferry by
    /// default, Detroit's bridges.
    fn claim_words(&self) -> &'static str {
        "claim-track"
    }

    /// At the start of a turn after the first: the player order the map fixes for it, if it
    /// does (New England), with a line for the log.
    fn player_order(&self, _g: &AgeOfSteam) -> Option<(Vec<usize>, Msg)> {
        None
    }

    /// Whether a turn opens with the two-player choice of who goes first for $5, before Issue
    /// Shares (St. Lucia; see `first_player`).
    fn pays_for_first(&self) -> bool {
        false
    }

    /// Whether Phase IX rolls the growth dice (St. Lucia has no goods growth).
    fn goods_growth(&self) -> bool {
        true
    }

    /// Rounds of Phase V (New England: three).
    fn move_rounds(&self) -> u8 {
        2
    }

    /// Victory points for cash left at the end, where the map gives any (New England: 1 per
    /// full $20); `None` adds no line to the score.
    fn cash_points(&self, _money: i32) -> Option<i64> {
        None
    }

    /// The special actions offered in Phase III.
    fn actions(&self) -> &[Special] {
        &Special::ALL
    }

    /// Builds seat `p` may make besides tiles (Heavy Cardboard's ferries), each one build.
    fn extra_builds(&self, _g: &AgeOfSteam, _p: usize) -> Vec<super::Action> {
        Vec::new()
    }

    /// Printed track (hex, price) a seat could claim, money aside, once the towns on the hexes
    /// `tiled` hold a town tile: the computer player plans the town tile a ferry waits for.
    fn claims_once(&self, _g: &AgeOfSteam, _tiled: &[usize]) -> Vec<(usize, u32)> {
        Vec::new()
    }

    /// Does a build listed by `extra_builds`; gives its price.
    fn apply_extra_build(&self, _g: &mut AgeOfSteam, _p: usize, _action: &super::Action, _out: &mut Outcome) -> u32 {
        0
    }

    /// Moves seat `p` may make in Phase V besides the base game's (Heavy Cardboard's Heavy
    /// Lifting), once a turn.
    fn extra_moves(&self, _g: &AgeOfSteam, _p: usize) -> Vec<super::Action> {
        Vec::new()
    }

    /// Does a move listed by `extra_moves`.
    fn apply_extra_move(&self, _g: &mut AgeOfSteam, _p: usize, _action: &super::Action, _out: &mut Outcome) {}

    /// Manifest tile ids this map leaves in the box (Pittsburgh: the crossing of two straights).
    fn tiles_left_out(&self) -> &[&str] {
        &[]
    }

    /// At set-up, after the display and the cities are filled (Southern US: cotton on towns).
    fn setup(&self, _g: &mut AgeOfSteam) {}

    /// A cube of `good` moved by seat `p` was delivered: it goes back to the bag.
    fn delivered(&self, g: &mut AgeOfSteam, _p: usize, good: Good, _out: &mut Outcome) {
        g.bag[good.index()] += 1;
    }

    /// Phase VIII: what seat income `income` loses now.
    fn income_reduction(&self, g: &AgeOfSteam, income: i32) -> i32 {
        g.rules().income_reduction(income)
    }

    /// What the Production action does.
    fn production(&self) -> Production {
        Production::Display(2)
    }

    /// After seat `p` placed a tile on board hex `i`; `first_track` when the hex had no track
    /// before (Poland pays for reaching an empty town).
    fn after_build(&self, _g: &mut AgeOfSteam, _p: usize, _i: usize, _first_track: bool, _out: &mut Outcome) {}

    /// Phase IX, before the growth dice are rolled (Poland sends a black cube to Warsaw).
    fn before_growth(&self, _g: &mut AgeOfSteam, _out: &mut Outcome) {}

    /// Growth dice rolled on the light and on the dark side (the base game: one each per
    /// player at the start; Barbados: two on the light side only; Detroit's solo game: two each).
    fn growth_dice(&self, g: &AgeOfSteam) -> (usize, usize) {
        (g.start_players, g.start_players)
    }

    /// Boxes of goods-display column `col` filled at set-up (Barbados: only the top row of
    /// the light side and of A-D).
    fn display_start(&self, col: usize) -> usize {
        super::column_capacity(col)
    }

    /// Whether Production may put a cube into display column `col`.
    fn display_open(&self, _col: usize) -> bool {
        true
    }

    /// The most shares one seat may issue in one turn (Barbados: one).
    fn shares_per_turn(&self) -> Option<u32> {
        None
    }

    /// An action once taken stays taken, turn after turn, until every action of the map has
    /// been taken; then all are free again (Barbados).
    fn actions_stay_taken(&self) -> bool {
        false
    }

    /// After the last turn, before the score: a line for the log (Barbados buys back shares).
    fn game_end(&self, _g: &AgeOfSteam, _out: &mut Outcome) {}

    /// Seat `p`'s final score as named parts, where the map scores otherwise than the base
    /// game's points (Barbados: cash less the buy-back).
    fn score_parts(&self, _g: &AgeOfSteam, _p: usize) -> Option<Vec<(Msg, i64)>> {
        None
    }

    /// Whether the score is the cash left (Barbados): the computer player then values money
    /// fully to the end, and income and track only for what they bring before it.
    fn scores_cash(&self) -> bool {
        false
    }

    /// A solo map's goal, standing and result.
    fn solo(&self, _g: &AgeOfSteam) -> Option<crate::core::Solo> {
        None
    }
}

/// What the Production holder does with the cubes drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Production {
    /// Draw this many cubes, one at a time, each into an empty goods-display box (the base game: 2).
    Display(u8),
    /// Draw this many cubes, one at a time, each onto a town of the holder's choice (Poland: 1).
    Towns(u8),
}

impl Production {
    pub fn cubes(self) -> u8 {
        match self {
            Production::Display(n) | Production::Towns(n) => n,
        }
    }
}

/// A map with no special rules.
pub struct Base;

impl MapRules for Base {}

/// One map: its board and the rules it plays by.
pub struct Map {
    pub board: crate::rail::Board,
    pub rules: Rules,
    pub special: &'static dyn MapRules,
}

impl Map {
    pub fn new(board: crate::rail::Board, special: &'static dyn MapRules) -> Map {
        let mut rules = Rules::base();
        special.numbers(&mut rules);
        Map { board, rules, special }
    }
}

impl fmt::Debug for Map {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Map({})", self.board.id)
    }
}

/// Maps are static data: two are the same map when they are the same object.
impl PartialEq for Map {
    fn eq(&self, other: &Map) -> bool {
        std::ptr::eq(self, other)
    }
}
