//! Pieces shared by every game: hex geometry, the seeded generator and the randomness source
//! around it, the `Game` interface, and the plain data the UI draws.

pub mod auction;
pub mod colour;
pub mod game;
pub mod hex;
pub mod level;
pub mod random;
pub mod record;
pub mod rng;
pub mod solo;
pub mod sort;
pub mod track;
pub mod view;
pub mod words;

pub use game::{refuse, FinalScore, Game, Outcome, RuleError, Seat, Setup, Step};
pub use hex::{Edge, Hex};
pub use level::Level;
pub use random::{Face, Given, Random};
pub use rng::Rng;
pub use solo::{Solo, SoloOutcome, SoloResult};
pub use words::{Arg, Msg};
