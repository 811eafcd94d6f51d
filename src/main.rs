//! Railyard in the browser: the wasm entry point. Everything lives in `ui`.

/// A function the home screen's module loads from a chunk of its own when first called (see
/// `src/home.rs`); this module, the whole app, has no chunks: an ordinary function, called at once.
macro_rules! split_off {
    ($(#[$m:meta])* fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty $body:block) => {
        $(#[$m])* fn $name($($arg: $ty),*) -> $ret $body
    };
}

/// Calls a `split_off!` function: `view` for one that draws, `run` for one that acts.
macro_rules! once_loaded {
    (view $call:expr) => {
        $call
    };
    (run $call:expr) => {
        $call
    };
}

mod ui;

fn main() {
    ui::start();
}
