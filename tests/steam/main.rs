//! Steam's tests, one module per concern: the rulebook's and the rules digest's worked
//! examples and tables (`rules`, `money`, `scoring`), the board (`map`) and random legal play
//! with every check (`random`).

mod auction;
mod bot;
mod common;
mod map;
mod money;
mod panels;
mod random;
mod rules;
mod scoring;
mod track;
mod words;
