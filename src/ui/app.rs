//! The shell: header with the language picker, the current screen, and notices. The app state
//! is provided as a context; the screen follows the location hash (`#/game/<id>`, `#/preview`),
//! so reloading a game reopens it and the browser's back button returns home.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use railyard::core::Setup;
use railyard::save::{SaveFile, Summary};

use super::i18n::*;
use super::{crash, dom, fill, lang::LanguagePicker, lang::RememberLanguage, saves, store};

#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    Table(String),
    Preview,
    /// The embedded game could not be started: why.
    EmbedError(EmbedProblem),
    /// `#/debug/panic` with the test switch on: a deliberate crash, to test the error screen.
    DebugPanic,
}

impl Route {
    pub fn from_hash(hash: &str) -> Route {
        let h = hash.trim_start_matches('#').trim_start_matches('/');
        if let Some(id) = h.strip_prefix("game/") {
            if !id.is_empty() {
                return Route::Table(id.to_string());
            }
        }
        if h == "preview" {
            return Route::Preview;
        }
        if h == "debug/panic" && crash::test_switch() {
            return Route::DebugPanic;
        }
        Route::Home
    }

    pub fn to_hash(&self) -> String {
        match self {
            Route::Table(id) => format!("#/game/{id}"),
            Route::Preview => "#/preview".into(),
            _ => String::new(),
        }
    }
}

/// A message for the player at the top of the screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    pub error: bool,
}

/// Shared app state, provided as a context.
#[derive(Clone, Copy)]
pub struct AppState {
    pub route: RwSignal<Route>,
    /// Opened with `?embed`: no header, straight into a game.
    pub embed: bool,
    /// The last save could not be written: why (cleared by the next good write).
    pub storage_error: RwSignal<Option<String>>,
    pub notice: RwSignal<Option<Notice>>,
    /// Bumped whenever saves change, so the list re-reads storage.
    pub saves_changed: RwSignal<u32>,
}

impl AppState {
    pub fn go(&self, route: Route) {
        let hash = route.to_hash();
        self.route.set(route);
        if hash.is_empty() {
            // Clear the hash without leaving a lone '#'.
            let win = window();
            let url = format!(
                "{}{}",
                win.location().pathname().unwrap_or_default(),
                win.location().search().unwrap_or_default()
            );
            let _ = win.history().and_then(|h| h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url)));
        } else if dom::location_hash() != hash {
            dom::set_location_hash(&hash);
        }
    }

    pub fn notify(&self, text: String, error: bool) {
        self.notice.set(Some(Notice { text, error }));
    }

    pub fn saves_changed(&self) {
        self.saves_changed.update(|n| *n += 1);
    }
}

pub fn use_app() -> AppState {
    expect_context::<AppState>()
}

/// Default seat colours, in order; the home screen offers them as swatches.
pub const PALETTE: [(&str, &str); 8] = [
    ("#c62828", "red"),
    ("#1565c0", "blue"),
    ("#2e7d32", "green"),
    ("#ef6c00", "orange"),
    ("#6a1b9a", "purple"),
    ("#00838f", "teal"),
    ("#37474f", "black"),
    ("#ad1457", "pink"),
];

/// Creates and stores a new game; returns its id. The page checks the setup against the
/// catalogue; the game's engine starts it when the table opens (and refuses it there if the
/// rules do), and the summary gets its first round then.
pub fn create_game(name: String, setup: Setup) -> Result<String, String> {
    railyard::save::check_catalogue(&setup).map_err(|e| e.to_string())?;
    let mut save = SaveFile::new(&name, setup);
    save.updated_ms = dom::now_ms();
    let id = saves::new_id();
    saves::write(&id, &save, &Summary::of_game(&save, None, None, false))?;
    Ok(id)
}

/// Why an embed could not start, said in the page's language when shown.
#[derive(Clone, Debug, PartialEq)]
pub enum EmbedProblem {
    UnknownGame(String),
    NotPlayable(String),
    UnknownMap(String),
    NoMap,
    NotANumber(String),
    Players { map: String, min: usize, max: usize },
    NotAComputerCount(String),
    /// At least one seat stays a person's.
    Computers { players: usize },
    UnknownLevel(String),
    /// A fault outside the address (the browser's storage), in its own words.
    Other(String),
}

impl EmbedProblem {
    fn text(&self, i18n: I18n) -> String {
        match self {
            EmbedProblem::UnknownGame(g) => fill(t_string!(i18n, embed_unknown_game), &[("name", g)]),
            EmbedProblem::NotPlayable(g) => fill(t_string!(i18n, embed_not_playable), &[("game", g)]),
            EmbedProblem::UnknownMap(m) => fill(t_string!(i18n, embed_unknown_map), &[("name", m)]),
            EmbedProblem::NoMap => t_string!(i18n, embed_no_map).to_string(),
            EmbedProblem::NotANumber(p) => fill(t_string!(i18n, embed_not_a_number), &[("text", p)]),
            EmbedProblem::NotAComputerCount(p) => fill(t_string!(i18n, embed_not_a_computer_count), &[("text", p)]),
            EmbedProblem::Computers { players } => {
                fill(t_string!(i18n, embed_computers), &[("players", &players.to_string()), ("max", &players.saturating_sub(1).to_string())])
            }
            EmbedProblem::UnknownLevel(l) => fill(t_string!(i18n, embed_unknown_level), &[("name", l)]),
            EmbedProblem::Players { map, min, max } => {
                fill(t_string!(i18n, embed_players), &[("map", map), ("min", &min.to_string()), ("max", &max.to_string())])
            }
            EmbedProblem::Other(why) => why.clone(),
        }
    }
}

/// What each route shows. The table's module (the whole app) draws every screen; the home
/// screen's module draws the home screen and hands every other route to the table's module
/// (`src/main.rs`, `src/home.rs`).
pub type Screens = fn(Route) -> AnyView;

/// How an embed starts (or resumes) its game from the address's parameters and the default
/// seat name: the table's module only (`embed.rs`), as `boot.js` sends every embed there. Passed
/// in rather than called, so the home screen's module is built without it.
pub type EmbedStart = fn(&[(String, String)], &str) -> Result<String, EmbedProblem>;

/// Installs the crash screen, removes the static boot placeholder and mounts the app on `<body>`.
/// The language's words are fetched first unless compiled in (`i18n.rs`), so the first view is
/// drawn in it; without them (offline before any visit) the page speaks English.
pub fn mount(screens: Screens, embed_start: Option<EmbedStart>) {
    crash::install();
    let locale = Locale::initial();
    let start = move |locale: Locale| {
        if let Some(boot) = document().get_element_by_id("boot") {
            boot.remove();
        }
        leptos::mount::mount_to_body(move || view! { <App screens=screens embed_start=embed_start locale=locale/> });
    };
    if super::i18n::is_loaded(locale) {
        start(locale);
    } else {
        // Leptos' task executor starts with the mount: before it, the browser's own.
        wasm_bindgen_futures::spawn_local(async move {
            if super::i18n::load(locale).await {
                start(locale);
            } else if super::i18n::load(Locale::en).await {
                start(Locale::en);
            } else {
                // The home screen's module without any words (their download failed as a
                // module's can): said where boot.js says a module could not start.
                if let Some(boot) = document().get_element_by_id("boot") {
                    boot.set_text_content(Some("Railyard could not start: its words could not be downloaded. Reload the page to try again."));
                }
            }
        });
    }
}

#[component]
fn App(screens: Screens, embed_start: Option<EmbedStart>, locale: Locale) -> impl IntoView {
    provide_i18n(locale);
    super::words::provide();
    view! {
        <RememberLanguage/>
        <super::words::LoadWords/>
        <Shell screens=screens embed_start=embed_start/>
    }
}

/// Why the embedded game could not start, in place of the table.
pub fn embed_error(why: EmbedProblem) -> AnyView {
    let i18n = use_i18n();
    view! {
        <div class="panel error-panel" data-testid="embed-error" role="alert">
            <p>{move || fill(t_string!(i18n, embed_failed), &[("reason", &why.text(i18n))])}</p>
        </div>
    }
    .into_any()
}

#[component]
fn Shell(screens: Screens, embed_start: Option<EmbedStart>) -> impl IntoView {
    let i18n = use_i18n();
    let params = dom::query_params();
    let embed = params.iter().any(|(k, _)| k == "embed");
    let state = AppState {
        route: RwSignal::new(Route::from_hash(&dom::location_hash())),
        embed,
        storage_error: RwSignal::new(None),
        notice: RwSignal::new(None),
        saves_changed: RwSignal::new(0),
    };
    provide_context(state);

    // An embed starts (or resumes) its game unless the address names a game still stored (a
    // game played in memory is gone after a reload).
    let stored_game = match state.route.get_untracked() {
        Route::Table(id) => saves::stored(&id).is_some(),
        _ => false,
    };
    if let Some(start_embedded) = embed_start.filter(|_| embed && !stored_game) {
        let player_word = tu_string!(i18n, default_player).to_string();
        match start_embedded(&params, &player_word) {
            Ok(id) => state.go(Route::Table(id)),
            Err(why) => state.route.set(Route::EmbedError(why)),
        }
    }

    let _ = window_event_listener(leptos::ev::hashchange, move |_| {
        let route = Route::from_hash(&dom::location_hash());
        if state.route.get_untracked() != route {
            state.route.set(route);
        }
    });
    let _ = window_event_listener(leptos::ev::popstate, move |_| {
        let route = Route::from_hash(&dom::location_hash());
        if state.route.get_untracked() != route {
            state.route.set(route);
        }
    });

    // A new screen starts at the top, whatever the previous one was scrolled to.
    Effect::new(move |_| {
        state.route.track();
        window().scroll_to_with_x_and_y(0.0, 0.0);
        if let Some(main) = document().get_element_by_id("main") {
            main.set_scroll_top(0);
        }
    });

    let screen = move || screens(state.route.get());

    // The link skips to where the player decides: the hand-over button while the table is
    // covered, the action area at a table, else the screen's content. It moves the focus itself,
    // as following "#main" would change the route.
    let skip_to_content = move |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        let doc = document();
        let target = ["[data-testid=\"hand-over-ready\"]", "[data-testid=\"action-area\"]", "#main"]
            .iter()
            .find_map(|q| doc.query_selector(q).ok().flatten());
        if let Some(el) = target.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
            el.scroll_into_view();
        }
    };

    view! {
        <div class="app" class:embed=embed data-testid="app">
            <a class="skip-link" href="#main" data-testid="skip-link" on:click=skip_to_content>{t!(i18n, skip_to_content)}</a>
            <Show when=move || !embed>
                <header class="app-header" data-testid="app-header">
                    <button class="brand" data-testid="nav-home" on:click=move |_| state.go(Route::Home)>
                        <Logo/>
                        <span class="brand-name">{t!(i18n, app_title)}</span>
                    </button>
                    <span class="tagline">{t!(i18n, tagline)}</span>
                    <span class="spacer"></span>
                    <LanguagePicker/>
                </header>
            </Show>
            <Notices/>
            <main id="main" class="app-main" tabindex="-1">{screen}</main>
        </div>
    }
}

#[component]
fn Notices() -> impl IntoView {
    let i18n = use_i18n();
    let state = use_app();
    // Without storage the table says it (with its export button); other screens say it here.
    let in_memory = move || !store::persistent() && !matches!(state.route.get(), Route::Table(_));
    view! {
        <Show when=in_memory>
            <div class="notice notice-error" role="status" data-testid="storage-memory">
                <span>{t!(i18n, storage_unavailable)}</span>
            </div>
        </Show>
        <Show when=move || state.storage_error.with(|e| e.is_some())>
            <div class="notice notice-error" role="alert" data-testid="storage-warning">
                <span>{move || {
                    let why = state.storage_error.get().unwrap_or_default();
                    fill(t_string!(i18n, storage_failed), &[("reason", &why)])
                }}</span>
            </div>
        </Show>
        {move || state.notice.get().map(|n| view! {
            <div class="notice" class:notice-error=n.error class:notice-ok=!n.error
                role=if n.error { "alert" } else { "status" } data-testid="notice">
                <span>{n.text}</span>
                <button class="btn btn-quiet" data-testid="notice-dismiss"
                    on:click=move |_| state.notice.set(None)>{t!(i18n, dismiss)}</button>
            </div>
        })}
    }
}

/// The Railyard mark: a locomotive wheel on rails.
#[component]
pub fn Logo() -> impl IntoView {
    view! {
        <svg class="logo" viewBox="0 0 32 32" aria-hidden="true">
            <rect x="1" y="1" width="30" height="30" rx="7" fill="#f2b33d"/>
            <path d="M5 24h22M5 27h22" stroke="#1f3a2e" stroke-width="2"/>
            <path d="M9 22v6M14 22v6M19 22v6M24 22v6" stroke="#1f3a2e" stroke-width="1.5"/>
            <path d="M7 19v-8h9v-4h5v4h4v8z" fill="#1f3a2e"/>
            <circle cx="11" cy="19" r="3" fill="#f2b33d" stroke="#1f3a2e" stroke-width="2"/>
            <circle cx="21" cy="19" r="3" fill="#f2b33d" stroke="#1f3a2e" stroke-width="2"/>
        </svg>
    }
}
