//! Railyard in the browser: the wasm entry point. Everything lives in `ui`.

mod ui;

fn main() {
    console_error_panic_hook::set_once();
    ui::start();
}
