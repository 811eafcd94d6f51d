//! Parts of a page module that load when first wanted. A function marked `split_off!` is cut off
//! into a chunk of its module by `scripts/split-module.sh`; its first call fetches the chunk (the
//! service worker keeps them all, for offline play) and then runs it, so it becomes an `async fn`
//! returning `Result<_, SplitLoaderError>`: a chunk that cannot be fetched (no connection and no
//! service worker) is an error to show, never a crash, and the next call tries again.
//! `once_loaded!(view f(..))` draws such a function's view once its chunk is there, or says the
//! part could not be loaded. Both page modules (`src/main.rs`, `src/home.rs`) take these macros.

macro_rules! split_off {
    ($(#[$m:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) -> $ret:ty $body:block) => {
        $(#[$m])*
        #[leptos::wasm_split::wasm_split($name, wasm_split_path = ::leptos::wasm_split, fallible)]
        $vis fn $name($($arg: $ty),*) -> Result<$ret, leptos::wasm_split::SplitLoaderError> {
            Ok($body)
        }
    };
}

macro_rules! once_loaded {
    (view $call:expr) => {
        leptos::prelude::IntoAny::into_any(leptos::prelude::Suspend::new(async move {
            $call.await.unwrap_or_else(|_| crate::split::unloaded())
        }))
    };
}

/// In place of a part whose chunk could not be fetched.
pub fn unloaded() -> leptos::prelude::AnyView {
    use crate::ui::i18n::*;
    use leptos::prelude::*;
    let i18n = use_i18n();
    view! { <p class="refusal" role="alert" data-testid="part-unloaded">{t!(i18n, part_unloaded)}</p> }.into_any()
}
