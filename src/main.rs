//! Railyard in the browser: the wasm entry point. Everything lives in `ui`.

#[macro_use]
#[path = "ui/split.rs"]
mod split;

mod ui;

fn main() {
    ui::start();
}
