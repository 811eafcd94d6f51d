//! The browser app: a Leptos (CSR) interface over the rules engines in `railyard::games`, which
//! run in web workers (`engine`), one wasm module per game.
//!
//! Layout of the module tells the architecture:
//! - `app`: the shell (header, routes, notices) and the shared `AppState` context;
//! - `embed`: an embed's game, started or resumed from the address (the table's module only);
//! - `home`: new game set-up and the saved-games list;
//! - `map_choice`: the chosen board's small picture and player counts, beside the map choice;
//! - `options`: a game's set-up options in the page's language (offered, and shown as chosen);
//! - `table`: one game in play (map, player panels, action area, record, undo);
//! - `panels`: the seats' panels and the game's information blocks beside the map;
//! - `phases`: the phase tracker over the table (the turn and its phases, the current marked);
//! - `turn`: whom the page acts for (a person, a computer seat, the hand-over screen);
//! - `hexmap`: the SVG map drawn from `BoardView`, with pan, zoom and keyboard access;
//! - `actions`: the generic action area driven by `legal_actions_json()`;
//! - `auction`: where an auction stands, and steppers for numbered choices (bids, shares);
//! - `help`: help tips (tooltip and ⓘ button) beside choices and options;
//! - `rules_ref`: the rules reference dialog of a game and map;
//! - `games`: game-specific panels, dispatched on the game at the table;
//! - `russian_railroads`: that game's own board (no hex map), drawn from the engine's board data;
//! - `save_list`: the saved-games list of the home screen, and imports;
//! - `saves`: saves (one key per game, a summary beside each for the list, and an index),
//!   import and export;
//! - `store`: where stored text lives: localStorage, or memory where the browser refuses it;
//! - `seat`: a seat's token and the computer mark (the table, the record, the saved-games list);
//! - `tabs`: the same game open in two tabs (read-only when another tab saved it);
//! - `crash`: the error screen a panic leaves in place of the app;
//! - `level`: a computer seat's level (picked at set-up, shown on its panel and in the list);
//! - `lang`: the language picker and its persistence; `i18n`: the page's words (`locales/*.json`: English compiled in, the others fetched per language);
//! - `words`: the games' words in languages other than English, fetched when first shown;
//! - `preview`: a sample board showing every map feature (`#/preview`);
//! - `split` (`src/ui/split.rs`, taken by both modules): `split_off!` and `once_loaded!`, parts
//!   of a module loaded when first wanted (the home screen, the rules reference, the saved-games
//!   list's lines, Russian Railroads' board…);
//! - `engine`: a game's engine worker (its own wasm module), commands out and snapshots back;
//! - `resize`: a resize observer, to read sizes after the page's own layout;
//! - `dom`: small browser helpers (downloads, file reading, time);
//! - `focus`: focus kept inside covers and dialogs, and given back when they close.

pub mod i18n;

mod actions;
mod app;
mod auction;
mod solo;
mod crash;
mod dom;
mod embed;
mod engine;
mod focus;
mod games;
mod help;
mod hexmap;
mod history;
mod home;
mod lang;
mod level;
mod load_error;
mod map_choice;
mod options;
mod panels;
mod phases;
mod picker;
mod preview;
mod record;
mod resize;
mod rules_ref;
mod russian_railroads;
mod save_list;
mod saves;
mod seat;
mod store;
mod table;
mod tabs;
mod turn;
mod words;

pub use lang::fill;

/// A hash of what an item is drawn from, as its key in a keyed list: a short key, where the
/// list compares and copies every key on each change.
pub fn key_of<T: std::hash::Hash + ?Sized>(parts: &T) -> u64 {
    use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
    BuildHasherDefault::<DefaultHasher>::default().hash_one(parts)
}

/// The games' words: the catalogues compiled in (English), other languages fetched as shown.
type WordSource = railyard::core::words::Built;
/// Fetched when the page turns to a language, whatever is on screen.
const WORDS_AT_ONCE: bool = true;
/// The page's words in English are compiled in (other languages fetched as shown).
const ENGLISH_BUILT: bool = true;

/// Starts the whole app: every screen.
pub fn start() {
    // Any rules code linked into this module speaks English as it does natively (this module
    // has the catalogues); the engine workers' modules leave every word to the page.
    railyard::core::words::speak_english();
    app::mount(screen, Some(embed::start_embedded));
}

fn screen(route: app::Route) -> leptos::prelude::AnyView {
    use app::Route;
    use leptos::prelude::*;
    match route {
        Route::Home => once_loaded!(view home_view()),
        Route::Table(id) => view! { <table::Table id=id/> }.into_any(),
        Route::Preview => once_loaded!(view preview_view()),
        Route::DebugPanic => panic!("crash requested by the test switch ({})", crash::TEST_SWITCH),
        Route::EmbedError(why) => app::embed_error(why),
    }
}

split_off! {
    /// The home screen, split off: a table's address loads this module, and most visits never go
    /// home from it.
    fn home_view() -> leptos::prelude::AnyView {
        use leptos::prelude::*;
        view! { <home::Home/> }.into_any()
    }
}

split_off! {
    /// The sample board of every map feature (`#/preview`), split off.
    fn preview_view() -> leptos::prelude::AnyView {
        use leptos::prelude::*;
        view! { <preview::Preview/> }.into_any()
    }
}
