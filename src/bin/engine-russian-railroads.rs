//! Russian Railroads' rules engine and computer player as a web worker (see engine/worker.rs).

#[path = "engine/worker.rs"]
mod worker;

fn main() {
    worker::run::<railyard::games::russian_railroads::RussianRailroads>();
}
