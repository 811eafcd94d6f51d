//! Russian Railroads' tests, one module per concern, each test naming the rules digest's
//! section it checks (../shared/rules/russian-railroads.md): set-up, placement, railways,
//! locomotives and factories, industry, bonuses, engineers, scoring, and random play.

mod board;
mod bonus;
mod bot;
mod cli;
mod common;
mod engineers;
mod industry;
mod locos;
mod placement;
mod railways;
mod random;
mod scoring;
mod setup;
