//! Where every draw and die roll of a game comes from: the seeded generator (the default), or a
//! script of outcomes given in advance, then the generator.
//!
//! A script is how a game played at a real table, or recorded elsewhere, is entered and replayed
//! with its real dice and draws, and how a test sets up a position with a given draw. Each given
//! outcome names the kind of draw it answers (`"die"`, `"cube"`, `"contract"`, ...) and what came
//! out, by number or by name; the game that asks says what the numbers and names mean (its
//! module documentation lists them).
//!
//! The rules, decided once:
//! - Given outcomes are used in order, one per draw or roll, from the first draw of the setup on.
//! - When the script runs out, the seeded generator goes on. A test can script only the draws it
//!   cares about; a table game entered up to now replays, and the next draw is the generator's
//!   (`invented` counts such draws, so a tool can say that the script was too short).
//! - A given outcome that does not fit (another kind of draw is due, a die of 7, a cube colour
//!   that is not in the bag) is not used: the generator draws instead and the source keeps a
//!   `fault` naming the outcome. The engines never fail half-way through an action; the loader
//!   (`save::Session`) refuses the action and keeps the state as it was.
//! - With the seeded generator alone, every call consumes the generator exactly as `Rng` did
//!   before sources existed, so seeds and saves replay to the same games as before.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::Rng;

/// What came out of one draw or roll: a number (a die's face, a seat, an index) or a name (a
/// colour, a contract's id, a seat's name).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Face {
    Number(u32),
    Name(String),
}

impl Face {
    /// Whether this names the candidate known by `number` and `name` (names ignore case).
    pub fn is(&self, number: u32, name: &str) -> bool {
        match self {
            Face::Number(n) => *n == number,
            Face::Name(s) => s.eq_ignore_ascii_case(name),
        }
    }
}

impl std::fmt::Display for Face {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Face::Number(n) => write!(f, "{n}"),
            Face::Name(s) => write!(f, "{s:?}"),
        }
    }
}

/// One given outcome: which kind of draw it answers and what came out.
/// In a save: `{"kind": "die", "value": 4}`, `{"kind": "cube", "value": "red"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Given {
    pub kind: String,
    pub value: Face,
}

impl Given {
    pub fn new(kind: &str, value: impl Into<Face>) -> Given {
        Given { kind: kind.to_string(), value: value.into() }
    }

    /// A six-sided die showing `face`.
    pub fn die(face: u32) -> Given {
        Given::new("die", face)
    }
}

impl From<u32> for Face {
    fn from(n: u32) -> Face {
        Face::Number(n)
    }
}

impl From<&str> for Face {
    fn from(s: &str) -> Face {
        Face::Name(s.to_string())
    }
}

/// The randomness source a game state holds: the seeded generator plus an optional script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Random {
    rng: Rng,
    /// Shared, so that cloning a state (search, probes) stays cheap.
    script: Arc<[Given]>,
    /// Index of the next given outcome.
    next: usize,
    /// Draws the generator made after the script ran out (0 without a script).
    invented: u32,
    /// The first given outcome that did not fit.
    fault: Option<String>,
}

impl Random {
    /// The seeded generator alone.
    pub fn new(seed: u64) -> Random {
        Random::scripted(seed, Vec::new())
    }

    /// `script` first, in order, then the generator seeded with `seed`.
    pub fn scripted(seed: u64, script: Vec<Given>) -> Random {
        Random { rng: Rng::new(seed), script: script.into(), next: 0, invented: 0, fault: None }
    }

    /// Forgets the script and the generator's position: from now on every draw comes from a
    /// generator seeded with `seed`. Determinization re-draws the future this way.
    pub fn reseed(&mut self, seed: u64) {
        *self = Random::new(seed);
    }

    pub fn script(&self) -> &[Given] {
        &self.script
    }

    /// How many given outcomes have been used.
    pub fn used(&self) -> usize {
        self.next
    }

    /// Given outcomes still to come.
    pub fn pending(&self) -> usize {
        self.script.len() - self.next
    }

    /// Draws made by the generator after a non-empty script ran out.
    pub fn invented(&self) -> u32 {
        self.invented
    }

    /// The first given outcome that did not fit, in words.
    pub fn fault(&self) -> Option<&str> {
        self.fault.as_deref()
    }

    /// The next given outcome, when it answers a draw of `kind`. `None`: use the generator.
    fn given(&mut self, kind: &str) -> Option<Face> {
        let Some(g) = self.script.get(self.next) else {
            if !self.script.is_empty() {
                self.invented += 1;
            }
            return None;
        };
        self.next += 1;
        if g.kind != kind {
            let why = format!("given outcome {} is a {} ({}), but a {kind} is drawn here", self.next, g.kind, g.value);
            self.fail(why);
            return None;
        }
        Some(g.value.clone())
    }

    fn fail(&mut self, why: String) {
        if self.fault.is_none() {
            self.fault = Some(why);
        }
    }

    fn misfit(&mut self, kind: &str, face: &Face, what: &str) {
        let why = format!("given outcome {} ({kind} {face}) cannot happen here: {what}", self.next);
        self.fail(why);
    }

    /// A six-sided die, 1 to 6. Script: kind `"die"`, the face as a number.
    pub fn die(&mut self) -> u8 {
        if let Some(face) = self.given("die") {
            match face {
                Face::Number(n @ 1..=6) => return n as u8,
                other => self.misfit("die", &other, "a die shows 1 to 6"),
            }
        }
        self.rng.d6()
    }

    /// One of `len` candidates (`len` > 0), uniformly. Script: kind `kind`, a face for which
    /// `is(index, face)` holds; the first such candidate is taken.
    pub fn pick(&mut self, kind: &str, len: usize, is: impl Fn(usize, &Face) -> bool) -> usize {
        if let Some(face) = self.given(kind) {
            match (0..len).find(|&i| is(i, &face)) {
                Some(i) => return i,
                None => self.misfit(kind, &face, "there is no such one left to draw"),
            }
        }
        self.rng.index(len)
    }

    /// A category drawn with the given weights (a cube from a bag holding `weights[c]` cubes of
    /// colour `c`); `None` when every weight is 0. Script: kind `kind`, a face for which
    /// `is(category, face)` holds, of a category with a weight above 0.
    pub fn pick_weighted(&mut self, kind: &str, weights: &[u32], is: impl Fn(usize, &Face) -> bool) -> Option<usize> {
        let total: u32 = weights.iter().sum();
        if total == 0 {
            return None;
        }
        if let Some(face) = self.given(kind) {
            match (0..weights.len()).find(|&c| weights[c] > 0 && is(c, &face)) {
                Some(c) => return Some(c),
                None => self.misfit(kind, &face, "there is none of it left to draw"),
            }
        }
        let mut pick = self.rng.below(total as u64) as u32;
        for (c, &w) in weights.iter().enumerate() {
            if pick < w {
                return Some(c);
            }
            pick -= w;
        }
        unreachable!("the pick is below the total weight")
    }

    /// Shuffles `items`. Script: outcomes of kind `kind`, one per place, first place first, each
    /// naming one of the items not yet placed (`is(item, face)`). The generator shuffles the
    /// places left when the next outcome is of another kind (the script may give only the first
    /// places: the city tiles of a map, not the leftover ones) or when the script runs out.
    pub fn shuffle<T>(&mut self, kind: &str, items: &mut [T], is: impl Fn(&T, &Face) -> bool) {
        let mut place = 0;
        while place < items.len() && self.script.get(self.next).is_some_and(|g| g.kind == kind) {
            let Some(face) = self.given(kind) else { break };
            match (place..items.len()).find(|&j| is(&items[j], &face)) {
                Some(j) => {
                    items[place..=j].rotate_right(1);
                    place += 1;
                }
                None => {
                    self.misfit(kind, &face, "it is not among those left to place");
                    break;
                }
            }
        }
        if place + 1 < items.len() && !self.script.is_empty() && self.pending() == 0 {
            self.invented += 1;
        }
        self.rng.shuffle(&mut items[place..]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_script_it_is_the_seeded_generator() {
        let (mut a, mut b) = (Random::new(9), Rng::new(9));
        for _ in 0..50 {
            assert_eq!(a.die(), b.d6());
            assert_eq!(a.pick("x", 7, |_, _| false), b.index(7));
            let mut xs: Vec<u32> = (0..9).collect();
            let mut ys = xs.clone();
            a.shuffle("x", &mut xs, |_, _| false);
            b.shuffle(&mut ys);
            assert_eq!(xs, ys);
        }
        let weights = [3, 0, 2, 5];
        let mut c = Random::new(4);
        let mut d = Rng::new(4);
        for _ in 0..50 {
            let mut pick = d.below(10) as u32;
            let expected = weights.iter().position(|&w| if pick < w { true } else { pick -= w; false });
            assert_eq!(c.pick_weighted("cube", &weights, |_, _| false), expected);
        }
        assert_eq!(c.pick_weighted("cube", &[0, 0], |_, _| true), None);
    }

    #[test]
    fn a_script_comes_first_then_the_generator() {
        let script = vec![Given::die(6), Given::die(1), Given::new("cube", "black")];
        let mut r = Random::scripted(3, script);
        assert_eq!((r.die(), r.die()), (6, 1));
        let names = ["red", "blue", "black"];
        assert_eq!(r.pick_weighted("cube", &[2, 2, 1], |c, f| f.is(c as u32, names[c])), Some(2));
        assert_eq!((r.used(), r.pending(), r.invented()), (3, 0, 0));
        let mut g = Rng::new(3);
        assert_eq!(r.die(), g.d6());
        assert_eq!(r.invented(), 1);
        assert_eq!(r.fault(), None);
    }

    #[test]
    fn a_scripted_shuffle_names_the_items_first_to_last() {
        let mut r = Random::scripted(1, vec![Given::new("seat", 2), Given::new("seat", "d"), Given::die(5)]);
        let mut seats = vec!["a", "b", "c", "d"];
        let names = seats.clone();
        r.shuffle("seat", &mut seats, |s, f| {
            let i = names.iter().position(|n| n == s).unwrap();
            f.is(i as u32, s)
        });
        assert_eq!(&seats[..2], &["c", "d"]);
        let mut rest = seats[2..].to_vec();
        crate::core::sort::sort(&mut rest);
        assert_eq!(rest, vec!["a", "b"]);
        assert_eq!(r.die(), 5, "the shuffle stops at an outcome of another kind");
        assert_eq!(r.fault(), None);
        let mut r = Random::scripted(1, vec![Given::new("seat", 1), Given::new("seat", 0)]);
        let mut two = vec![0u32, 1];
        r.shuffle("seat", &mut two, |s, f| f.is(*s, ""));
        assert_eq!((two, r.pending(), r.invented()), (vec![1, 0], 0, 0), "the last place may be given too");
    }

    #[test]
    fn an_outcome_that_does_not_fit_is_a_fault() {
        let mut r = Random::scripted(1, vec![Given::die(7)]);
        assert!((1..=6).contains(&r.die()));
        assert!(r.fault().unwrap().contains("1 to 6"));
        let mut r = Random::scripted(1, vec![Given::new("cube", "red")]);
        r.die();
        assert!(r.fault().unwrap().contains("a die is drawn here"), "{:?}", r.fault());
        let mut r = Random::scripted(1, vec![Given::new("cube", "red")]);
        assert_eq!(r.pick_weighted("cube", &[0, 4], |c, f| f.is(c as u32, ["red", "blue"][c])), Some(1));
        assert!(r.fault().is_some());
    }

    #[test]
    fn given_outcomes_read_and_write_as_plain_json() {
        let g: Vec<Given> = serde_json::from_str(r#"[{"kind":"die","value":4},{"kind":"cube","value":"red"}]"#).unwrap();
        assert_eq!(g, vec![Given::die(4), Given::new("cube", "red")]);
        assert_eq!(serde_json::to_string(&g[0]).unwrap(), r#"{"kind":"die","value":4}"#);
    }
}
