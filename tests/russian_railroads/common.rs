//! Helpers: games past the starting picks, placements, and refusals that must leave the state
//! exactly as it was.

use railyard::core::{Game, Outcome, RuleError};
pub use railyard::games::russian_railroads::data::*;
pub use railyard::games::russian_railroads::testing::{finish_turn, game, started};
pub use railyard::games::russian_railroads::{Action, Loco, Phase, RussianRailroads};

pub fn place(g: &mut RussianRailroads, space: Space) -> Result<Outcome, RuleError> {
    g.apply(&Action::Place { space, roubles: 0 })
}

/// The action is refused and nothing changes.
pub fn refused(g: &mut RussianRailroads, action: Action) -> RuleError {
    let before = g.clone();
    let err = g.apply(&action).expect_err("refused");
    assert_eq!(*g, before, "a refusal changed the state");
    err
}

pub fn step(g: &mut RussianRailroads, rw: usize, c: usize) {
    g.apply(&Action::Step { railway: rw as u8, colour: c as u8 }).expect("step");
}

/// Lets `seat` act now in the placement phase.
pub fn turn_of(g: &mut RussianRailroads, seat: usize) {
    g.actor = seat;
    g.phase = Phase::Place;
}

pub fn loco(n: u8) -> Loco {
    Loco { number: n, special: false }
}
