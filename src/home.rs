//! The home screen's wasm module: game, map and player choice, options, the saved-games list and
//! the language, without the table. A first visit loads only this; opening or resuming a game
//! (or any other screen) reloads the page on that game's address, and `public/boot.js` then
//! loads the table's module (`src/main.rs`, the whole app), which reads the game from storage
//! as any reopened game. Without lasting storage `boot.js` loads the whole app at once, as a
//! game kept in memory would not survive the reload.
//!
//! The files are the app's own (`src/ui/`); only the modules the home screen uses are named.
//!
//! What a first visit does not show (the saved-games list's lines, an import, the rules
//! reference) is split off into chunks of this module that load when first wanted
//! (`src/ui/split.rs`).

#[macro_use]
#[path = "ui/split.rs"]
mod split;

#[path = "ui"]
#[allow(dead_code)] // shared files: what only the table uses is not part of this module
mod ui {
    pub mod i18n;

    mod app;
    mod crash;
    mod dom;
    mod engine;
    mod focus;
    mod help;
    /// Only the small board picture of the map choice, not the table's map.
    mod hexmap {
        mod geometry;
        mod layers;
        mod small;
        pub use small::SmallBoard;
    }
    mod home;
    mod lang;
    mod level;
    mod load_error;
    mod map_choice;
    mod options;
    mod rules_ref;
    mod save_list;
    mod saves;
    mod seat;
    mod store;
    mod words;

    pub use lang::fill;

    /// No catalogue compiled in: the words of the page's language (English too) are fetched
    /// when the rules reference or a solo result first shows them (`words.rs`).
    type WordSource = railyard::core::words::Fetched;
    const WORDS_AT_ONCE: bool = false;
    /// The page's words are fetched, English too: a first visit downloads one language.
    const ENGLISH_BUILT: bool = false;

    pub fn start() {
        app::mount(screen, None);
    }

    fn screen(route: app::Route) -> leptos::prelude::AnyView {
        use leptos::prelude::*;
        if route == app::Route::Home {
            return view! { <home::Home/> }.into_any();
        }
        open_in_table_module(&route);
        ().into_any()
    }

    /// Reloads the page on the route's address: `boot.js` loads the table's module for it.
    fn open_in_table_module(route: &app::Route) {
        let location = leptos::prelude::window().location();
        let hash = route.to_hash();
        if !hash.is_empty() && dom::location_hash() != hash {
            dom::set_location_hash(&hash);
        }
        let _ = location.reload();
    }
}

fn main() {
    ui::start();
}
