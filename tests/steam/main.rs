//! Steam's tests, one module per concern: the rulebook's and the rules digest's worked
//! examples and tables (`rules`, `money`, `scoring`), the board (`map`) and random legal play
//! with every check (`random`), and what Hard's search weighs (`hard_focus`).

mod auction;
mod bot;
mod common;
mod hard_focus;
mod map;
mod money;
mod panels;
mod random;
mod rules;
mod scoring;
mod track;
mod words;
