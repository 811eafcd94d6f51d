//! Railyard's rules engines: pure Rust, deterministic, no web crate. The app (src/main.rs and
//! src/ui/) and the command-line tool (src/bin/railyard-cli.rs) both drive games through
//! `games::AnySession`.

pub mod arena;
pub mod check;
pub mod core;
pub mod games;
pub mod rail;
pub mod save;
pub mod search;

