//! The rail core: what every hex-map railway game here shares. One map-file format, one
//! track-tile model, network tracing (links, unfinished sections, ownership), build checks
//! priced by a table, and goods routing over any map's goods colours. Games hold the state and
//! the turn; this module holds the board rules they have in common.

pub mod build;
pub mod goods;
pub mod map;
pub mod network;
pub mod pick;
pub mod plan;
pub mod preview;
pub mod tiles;

pub use build::{Change, Plan, Prices};
pub use map::{Board, Good, Ground};
pub use network::{BuiltLink, End, HexState, Seg, Tile, Trace, View};
pub use tiles::{Piece, TileClass, TileDef, TileSet};
