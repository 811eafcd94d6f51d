//! Parts of a page module that load when first wanted. A function marked `split_off!` is a Leptos
//! `lazy` function: `scripts/split-module.sh` cuts the module into a first part and chunks at
//! those functions, and the first call fetches the function's chunk (the service worker keeps
//! them all, for offline play). `once_loaded!` calls one: `view` draws its view once the chunk is
//! there, `run` runs it then. Both page modules (`src/main.rs`, `src/home.rs`) take these macros.

macro_rules! split_off {
    ($(#[$m:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty $body:block) => {
        $(#[$m])* #[leptos::lazy] $vis fn $name($($arg: $ty),*) -> $ret $body
    };
}

macro_rules! once_loaded {
    (view $call:expr) => {
        leptos::prelude::IntoAny::into_any(leptos::prelude::Suspend::new($call))
    };
    (run $call:expr) => {
        leptos::task::spawn_local($call)
    };
}
