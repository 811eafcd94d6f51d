//! Railyard in the browser: the wasm entry point. Everything lives in `ui`.

mod ui;

fn main() {
    ui::start();
}
