//! Where each line of the game record belongs: the turn (or round) and phase it was written in,
//! and whether the mover wrote it or the game did by itself (income, growth, end of round).
//! Worked out as each action is applied, from the phase track before and after it and the
//! steps the game marked in its outcome, so the page only draws headings from data.

use serde::{Deserialize, Serialize};

use super::view::PhaseTrack;
use super::{Msg, Outcome};

/// The heading one record line is under.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    /// "Turn 2 of 6", "Round 3" (empty for a game without a phase track).
    pub turn: Msg,
    /// The phase's name (empty for a game without a phase track).
    pub phase: Msg,
    /// The game's own line, not the mover's.
    pub automatic: bool,
}

/// The place of every line of `outcome`, the phase track being `before` when the action was
/// chosen and `after` once it was applied.
pub fn place(before: Option<&PhaseTrack>, after: Option<&PhaseTrack>, outcome: &Outcome) -> Vec<Place> {
    let (Some(before), Some(after)) = (before, after) else {
        let automatic = |i: usize| outcome.steps.iter().any(|s| i >= s.line);
        return (0..outcome.words.len()).map(|i| Place { automatic: automatic(i), ..Place::default() }).collect();
    };
    let name = |t: &PhaseTrack, i: usize| t.phases.get(i).cloned().unwrap_or_default();
    let mut out = Vec::with_capacity(outcome.words.len());
    let (mut track, mut phase, mut automatic) = (before, before.current, false);
    for i in 0..outcome.words.len() {
        if let Some(s) = outcome.steps.iter().rev().find(|s| s.line <= i) {
            (phase, automatic) = (s.phase, true);
            if s.new_turn {
                track = after;
            }
        }
        out.push(Place { turn: track.turn.clone(), phase: name(track, phase), automatic });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn track(turn: u32, current: usize) -> PhaseTrack {
        PhaseTrack {
            turn: Msg::new("t").num("turn", turn),
            phases: ["a", "b", "c"].iter().map(|k| Msg::new(*k)).collect(),
            current,
        }
    }

    #[test]
    fn the_movers_lines_then_the_games_own_then_the_next_turn() {
        let mut out = Outcome::default();
        out.say(Msg::new("moved"));
        out.automatic(2);
        out.say(Msg::new("income"));
        out.new_turn(0);
        out.say(Msg::new("turn begins"));
        let places = place(Some(&track(1, 1)), Some(&track(2, 0)), &out);
        assert_eq!(places[0], Place { turn: track(1, 0).turn, phase: Msg::new("b"), automatic: false });
        assert_eq!(places[1], Place { turn: track(1, 0).turn, phase: Msg::new("c"), automatic: true });
        assert_eq!(places[2], Place { turn: track(2, 0).turn, phase: Msg::new("a"), automatic: true });
    }
}
