//! Home: set up a new game (game, map, options, seats) and manage saved games (resume, rename,
//! delete, export, import).

use leptos::prelude::*;
use railyard::core::{Level, Seat, Setup, SoloOutcome, SoloResult};
use railyard::games::{catalogue, GameInfo};
use railyard::save::{clean_name, LoadError};

use super::app::{create_game, use_app, Route, PALETTE};
use super::i18n::*;
use super::options::{ChosenOptions, OptionField};
use super::rules_ref::RulesButton;
use leptos_i18n::I18nContext;
use std::collections::HashMap;
use super::saves::{self, ImportError, Listed, Status, WriteError};
use super::seat::{ComputerMark, SeatToken};
use super::{dom, fill};

#[derive(Clone, Debug, PartialEq)]
struct SeatDraft {
    name: String,
    colour: String,
    bot: bool,
    level: Level,
}

const MAX_SEATS: usize = 6;
/// Longest seat name typed at set-up (saves accept a little more).
const SEAT_NAME_CHARS: usize = 24;
/// Longest saved-game name (saves refuse nothing longer: they cut it).
const NAME_CHARS: usize = railyard::save::MAX_NAME_CHARS;

fn colour_word(i18n: I18nContext<Locale>, key: &str) -> &'static str {
    match key {
        "red" => t_string!(i18n, colour_red),
        "blue" => t_string!(i18n, colour_blue),
        "green" => t_string!(i18n, colour_green),
        "orange" => t_string!(i18n, colour_orange),
        "purple" => t_string!(i18n, colour_purple),
        "teal" => t_string!(i18n, colour_teal),
        "black" => t_string!(i18n, colour_black),
        _ => t_string!(i18n, colour_pink),
    }
}

#[component]
pub fn Home() -> impl IntoView {
    view! {
        <div class="home">
            <NewGame/>
            <SavedGames/>
        </div>
    }
}

#[component]
fn NewGame() -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    let games: Vec<GameInfo> = catalogue();
    let first = games.iter().find(|g| g.available).map(|g| g.id.to_string()).unwrap_or_default();
    let game = RwSignal::new(first);
    let info = {
        let games = games.clone();
        Memo::new(move |_| game.with(|id| games.iter().find(|g| g.id == id).cloned()))
    };
    let map = RwSignal::new(String::new());
    let count = RwSignal::new(4usize);
    let seats = RwSignal::new(
        (0..MAX_SEATS)
            .map(|i| SeatDraft { name: String::new(), colour: PALETTE[i].0.to_string(), bot: false, level: Level::Normal })
            .collect::<Vec<_>>(),
    );
    // Keep the map and the seat count valid for the chosen game.
    Effect::new(move |_| {
        let Some(g) = info.get() else { return };
        if !g.maps.iter().any(|m| m.id == map.get_untracked()) {
            map.set(g.maps.first().map(|m| m.id.to_string()).unwrap_or_default());
        }
    });
    let map_info = Memo::new(move |_| {
        let m = map.get();
        info.with(|g| g.as_ref().and_then(|g| g.maps.iter().find(|x| x.id == m).cloned()))
    });
    Effect::new(move |_| {
        if let Some(m) = map_info.get() {
            let c = count.get_untracked();
            let clamped = c.clamp(m.min_players, m.max_players.min(MAX_SEATS));
            if clamped != c {
                count.set(clamped);
            }
        }
    });
    // The value picked for each (game, option); an option nobody touched keeps its default.
    let picked = RwSignal::new(HashMap::<(&'static str, &'static str), &'static str>::new());
    let start_error = RwSignal::new(None::<String>);
    let start = move |_| {
        let Some(g) = info.get_untracked() else { return };
        let Some(m) = map_info.get_untracked() else { return };
        let n = count.get_untracked();
        let players: Vec<Seat> = seats.with_untracked(|s| {
            s.iter()
                .take(n)
                .enumerate()
                .map(|(i, d)| Seat {
                    name: match clean_name(&d.name, SEAT_NAME_CHARS) {
                        n if n.is_empty() => fill(tu_string!(i18n, default_player), &[("n", &(i + 1).to_string())]),
                        n => n,
                    },
                    colour: d.colour.clone(),
                    bot: d.bot,
                    level: if d.bot { d.level } else { Level::Normal },
                })
                .collect()
        });
        let setup = Setup {
            game: g.id.to_string(),
            map: m.id.to_string(),
            options: g.setup_options(|o| picked.with_untracked(|p| p.get(&(g.id, o)).map(|v| v.to_string()))),
            seed: dom::random_u64(),
            players,
        };
        let date = dom::format_date(dom::now_ms(), i18n.get_locale_untracked().as_str());
        match create_game(format!("{} · {}", g.name, date), setup) {
            Ok(id) => {
                app.saves_changed();
                app.go(Route::Table(id));
            }
            Err(e) => start_error.set(Some(e)),
        }
    };

    view! {
        <section class="card new-game" data-testid="new-game" aria-labelledby="new-game-title">
            <h2 id="new-game-title">{t!(i18n, new_game)}</h2>
            <h3 class="field-label">{t!(i18n, choose_game)}</h3>
            <div class="game-choices" role="radiogroup">
                {games.iter().map(|g| {
                    let id = g.id.to_string();
                    let id2 = id.clone();
                    let id3 = id.clone();
                    let available = g.available;
                    let name = g.name;
                    view! {
                        <button class="game-choice" role="radio" data-testid=format!("game-{id}")
                            class:chosen=move || game.with(|x| *x == id)
                            aria-checked=move || if game.with(|x| *x == id2) { "true" } else { "false" }
                            disabled=!available
                            on:click=move |_| game.set(id3.clone())>
                            <span class="game-art" aria-hidden="true"><GameArt id=g.id/></span>
                            <span class="game-name">{name}</span>
                            <span class="game-state" class:coming=!available>
                                {move || if available { t_string!(i18n, available) } else { t_string!(i18n, coming_soon) }}
                            </span>
                        </button>
                    }
                }).collect_view()}
            </div>
            <div class="row">
                <label class="field">
                    <span class="field-label">{t!(i18n, map)}</span>
                    <select data-testid="map-select" on:change=move |ev| map.set(event_target_value(&ev))
                        prop:value=move || map.get()>
                        {move || info.get().map(|g| g.maps.iter().map(|m| {
                            let id = m.id.to_string();
                            let id2 = id.clone();
                            let (mid, fallback) = (m.id, m.name);
                            view! { <option value=id selected=move || map.with(|x| *x == id2)>{move || super::options::map_name(i18n, mid, fallback)}</option> }
                        }).collect_view())}
                    </select>
                    {move || super::options::map_summary(i18n, &map.get()).map(|t| view! { <span class="option-hint muted" data-testid="map-summary">{t}</span> })}
                    <super::map_choice::MapPreview game=Signal::derive(move || game.get()) map=Signal::derive(move || map_info.get())/>
                </label>
                <div class="field">
                    <span class="field-label" id="count-label">{t!(i18n, player_count)}</span>
                    <div class="segmented" role="radiogroup" aria-labelledby="count-label">
                        {move || map_info.get().map(|m| (m.min_players..=m.max_players.min(MAX_SEATS)).map(|n| view! {
                            <button role="radio" data-testid=format!("players-{n}")
                                class:chosen=move || count.get() == n
                                aria-checked=move || if count.get() == n { "true" } else { "false" }
                                on:click=move |_| count.set(n)>{n}</button>
                        }).collect_view())}
                    </div>
                </div>
            </div>
            <div class="rules-ref-open" data-testid="home-rules">
                <RulesButton game=Signal::derive(move || game.get()) map=Signal::derive(move || map.get())
                    options=Signal::derive(move || info.with(|g| g.as_ref().map(|g| g.setup_options(|o| picked.with(|p| p.get(&(g.id, o)).map(|v| v.to_string())))).unwrap_or_default()))/>
            </div>
            // Each game's options are drawn afresh when it is chosen.
            {games.iter().filter(|g| !g.options.is_empty()).map(|g| {
                let game_id = g.id;
                let options = g.options.clone();
                view! {
                    <Show when=move || game.with(|x| x == game_id)>
                        <div class="game-options" data-testid="game-options">
                            {options.iter().cloned().map(|opt| {
                                let (oid, default) = (opt.id, opt.default_choice());
                                let value = Signal::derive(move || picked.with(|p| p.get(&(game_id, oid)).copied()).unwrap_or(default));
                                let on_pick = Callback::new(move |v: &'static str| picked.update(|p| { p.insert((game_id, oid), v); }));
                                view! { <OptionField game=game_id opt=opt value=value on_pick=on_pick/> }
                            }).collect_view()}
                        </div>
                    </Show>
                }
            }).collect_view()}
            <h3 class="field-label">{t!(i18n, players)}</h3>
            <ol class="seats">
                {(0..MAX_SEATS).map(|i| view! {
                    <Show when=move || i < count.get()>
                        <SeatRow i=i seats=seats/>
                    </Show>
                }).collect_view()}
            </ol>
            {move || start_error.get().map(|e| view! {
                <p class="refusal" role="alert">{fill(t_string!(i18n, start_failed), &[("reason", &e)])}</p>
            })}
            <button class="btn btn-primary btn-big" data-testid="start-game" on:click=start
                disabled=move || info.with(|g| !g.as_ref().is_some_and(|g| g.available))>
                <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 4l12 8-12 8z" fill="currentColor"/></svg>
                <span>{t!(i18n, start_game)}</span>
            </button>
        </section>
    }
}

#[component]
fn SeatRow(i: usize, seats: RwSignal<Vec<SeatDraft>>) -> impl IntoView {
    let i18n = use_i18n();
    let colour = move || seats.with(|s| s[i].colour.clone());
    let pick = move |c: &'static str| {
        seats.update(|s| {
            let old = s[i].colour.clone();
            if let Some(j) = s.iter().position(|d| d.colour == c) {
                s[j].colour = old;
            }
            s[i].colour = c.to_string();
        })
    };
    view! {
        <li class="seat" data-testid="seat">
            {move || view! { <SeatToken seat=i colour=colour()/> }}
            <label class="seat-name">
                <span class="visually-hidden">{move || fill(t_string!(i18n, seat), &[("n", &(i + 1).to_string())])}</span>
                <input type="text" maxlength=SEAT_NAME_CHARS data-testid=format!("seat-name-{i}")
                    placeholder=move || fill(t_string!(i18n, default_player), &[("n", &(i + 1).to_string())])
                    prop:value=move || seats.with(|s| s[i].name.clone())
                    on:input=move |ev| { let v = event_target_value(&ev); seats.update(|s| s[i].name = v) }/>
            </label>
            <div class="swatches" role="radiogroup" aria-label=move || t_string!(i18n, seat_colour)>
                {PALETTE.iter().map(|(c, key)| {
                    let c: &'static str = c;
                    let key: &'static str = key;
                    view! {
                        <button class="swatch" role="radio" data-testid=format!("seat-{i}-colour-{key}")
                            aria-checked=move || if colour() == c { "true" } else { "false" }
                            aria-label=move || colour_word(i18n, key)
                            title=move || colour_word(i18n, key)
                            on:click=move |_| pick(c)>
                            <svg viewBox="0 0 20 20" aria-hidden="true">
                                <circle cx="10" cy="10" r="8" fill=c/>
                                <path class="tick" d="M6 10.5l3 3 5-6" fill="none" stroke=railyard::core::colour::ink_on(c) stroke-width="2.2"/>
                            </svg>
                        </button>
                    }
                }).collect_view()}
            </div>
            <label class="toggle" title=move || t_string!(i18n, seat_bot)>
                <input type="checkbox" data-testid=format!("seat-bot-{i}")
                    prop:checked=move || seats.with(|s| s[i].bot)
                    on:change=move |ev| { let v = event_target_checked(&ev); seats.update(|s| s[i].bot = v) }/>
                <span>{t!(i18n, seat_bot)}</span>
            </label>
            <Show when=move || seats.with(|s| s[i].bot)>
                <super::level::LevelSelect i=i level=Signal::derive(move || seats.with(|s| s[i].level))
                    set=Callback::new(move |l| seats.update(|s| s[i].level = l))/>
            </Show>
        </li>
    }
}

/// A small emblem per game (decorative).
#[component]
fn GameArt(id: &'static str) -> impl IntoView {
    let (bg, fg) = match id {
        "age-of-steam" => ("#7a2e1f", "#f2b33d"),
        "steam" => ("#1f3a5a", "#9fd0ff"),
        "steam-power" => ("#2e4d2a", "#c8e6a0"),
        "russian-railroads" => ("#6b1d1d", "#f2d16b"),
        _ => ("#4a3b5c", "#e8d5ff"),
    };
    view! {
        <svg viewBox="0 0 48 48">
            <rect width="48" height="48" rx="10" fill=bg/>
            <path d="M6 36h36M6 40h36" stroke=fg stroke-width="2"/>
            <path d="M10 34v8M18 34v8M26 34v8M34 34v8" stroke=fg stroke-width="1.5" stroke-opacity="0.7"/>
            <path d="M10 30V18h14v-6h6v6h8v12z" fill=fg/>
            <circle cx="15" cy="30" r="4" fill=bg stroke=fg stroke-width="2"/>
            <circle cx="31" cy="30" r="4" fill=bg stroke=fg stroke-width="2"/>
        </svg>
    }
}

#[component]
fn SavedGames() -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    let list = Memo::new(move |_| {
        app.saves_changed.track();
        saves::list()
    });
    // Saves from before summaries get theirs rebuilt once, a few at a time, after the list is
    // drawn (never while drawing it).
    Effect::new(move |_| {
        let checking: Vec<String> =
            list.with(|l| l.iter().filter(|s| s.status == Status::Checking).map(|s| s.id.clone()).collect());
        if checking.is_empty() {
            return;
        }
        set_timeout(move || saves::rebuild_summaries(&checking, move || app.saves_changed()), std::time::Duration::from_millis(30));
    });
    let on_file = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        let imported = move |result: Result<Result<(String, String), ImportError>, String>| {
            let message = match result {
                Err(why) => Err(why),
                Ok(result) => match result {
                    Ok((_, name)) => Ok(name),
                    Err(ImportError::Load(LoadError::TooNew { version })) => {
                        app.notify(fill(tu_string!(i18n, too_new), &[("version", &version)]), true);
                        return;
                    }
                    Err(ImportError::Storage(WriteError::Full)) => {
                        app.notify(tu_string!(i18n, import_storage_full).to_string(), true);
                        return;
                    }
                    Err(ImportError::Storage(e)) => Err(saves::write_error_text(i18n, &e)),
                    Err(ImportError::Load(e)) => Err(e.to_string()),
                },
            };
            match message {
                Ok(name) => {
                    app.notify(fill(tu_string!(i18n, imported), &[("name", &name)]), false);
                    app.saves_changed();
                }
                Err(why) => app.notify(fill(tu_string!(i18n, import_failed), &[("reason", &why)]), true),
            }
        };
        // The file is read, then replayed by its game's engine off the page's thread.
        dom::read_file_text(file, move |result| match result {
            Err(why) => imported(Err(why)),
            Ok(text) => saves::import(text, move |r| imported(Ok(r))),
        });
    };
    view! {
        <section class="card saved-games" data-testid="saved-games" aria-labelledby="saved-title">
            <div class="card-head">
                <h2 id="saved-title">{t!(i18n, saved_games)}</h2>
                <label class="btn file-btn">
                    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 16V4M7 9l5-5 5 5M5 20h14" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>
                    <span>{t!(i18n, import)}</span>
                    <input type="file" accept=".json,application/json" data-testid="import-file" on:change=on_file/>
                </label>
            </div>
            <Show when=move || list.with(|l| l.is_empty())>
                <p class="muted empty" data-testid="no-saves">{t!(i18n, no_saves)}</p>
            </Show>
            <ul class="save-list">
                <For each=move || list.get() key=|s| s.key.clone() let:s>
                    <SaveRow s=s/>
                </For>
            </ul>
        </section>
    }
}

#[component]
fn SaveRow(s: Listed) -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    let renaming = RwSignal::new(false);
    let confirming = RwSignal::new(false);
    let draft = RwSignal::new(s.name.clone());
    let id = s.id.clone();
    let damaged = matches!(s.status, Status::Damaged(_) | Status::BadId);
    let status = s.status.clone();
    let updated = s.updated_ms;
    let moves = s.moves;
    let round = s.round;
    let scores = s.scores.clone();
    let solo = s.solo.clone();
    if solo.is_some() {
        super::words::want();
    }
    let seat_names: Vec<String> = s.players.iter().map(|p| p.0.clone()).collect();

    let resume = {
        let id = id.clone();
        move |_| app.go(Route::Table(id.clone()))
    };
    let export = {
        let id = id.clone();
        let name = s.name.clone();
        move |_| {
            let name = name.clone();
            saves::export(&id, move |text| {
                let _ = dom::download_text(&saves::export_filename(&name), &text);
            });
        }
    };
    let delete = {
        let id = id.clone();
        move |_| {
            if confirming.get_untracked() {
                saves::delete(&id);
                app.saves_changed();
            } else {
                confirming.set(true);
            }
        }
    };
    // Renaming edits in place like a small dialog: the field takes the focus, Tab stays in the
    // form, Escape cancels, and closing gives the focus back to the Rename button.
    let rename_button = format!("[data-save-id=\"{id}\"] [data-testid=\"rename\"]");
    let close_rename = {
        let rename_button = rename_button.clone();
        move || {
            renaming.set(false);
            super::focus::focus_soon_owned(rename_button.clone());
        }
    };
    let open_rename = {
        let input = format!("[data-save-id=\"{id}\"] [data-testid=\"rename-input\"]");
        move |_| {
            renaming.set(true);
            super::focus::focus_soon_owned(input.clone());
        }
    };
    let save_name = {
        let id = id.clone();
        let close_rename = close_rename.clone();
        move || {
            if let Err(e) = saves::rename(&id, &draft.get_untracked()) {
                app.storage_error.set(Some(saves::write_error_text(i18n, &e)));
            }
            close_rename();
            app.saves_changed();
        }
    };
    let rename_keys = {
        let close_rename = close_rename.clone();
        move |ev: leptos::ev::KeyboardEvent| {
            if ev.key() == "Escape" {
                ev.prevent_default();
                close_rename();
            } else if let Some(root) = ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
                super::focus::keep_tab_inside(&ev, &root);
            }
        }
    };

    view! {
        <li class="save" class:damaged=damaged data-testid="save-item" data-save-id=id.clone()>
            <div class="save-main">
                <Show when=move || renaming.get() fallback={
                    let name = s.name.clone();
                    // <bdi>: a right-to-left name stays inside its own box.
                    move || view! { <bdi class="save-name" data-testid="save-name" title=name.clone()>{name.clone()}</bdi> }
                }>
                    <form class="rename" data-testid="rename-form" on:keydown=rename_keys.clone() on:submit={
                        let save_name = save_name.clone();
                        move |ev| { ev.prevent_default(); save_name() }
                    }>
                        <input type="text" maxlength=NAME_CHARS data-testid="rename-input" prop:value=move || draft.get()
                            on:input=move |ev| draft.set(event_target_value(&ev))/>
                        <button type="submit" class="btn btn-primary btn-small" data-testid="rename-save">{t!(i18n, save)}</button>
                        <button type="button" class="btn btn-quiet btn-small" data-testid="rename-cancel" on:click={
                            let close_rename = close_rename.clone();
                            move |_| close_rename()
                        }>{t!(i18n, cancel)}</button>
                    </form>
                </Show>
                <div class="save-meta">
                    <span class="save-game">{
                        let (game, map, id) = (s.game_name.clone(), s.map_name.clone(), s.map.clone());
                        move || format!("{} · {}", game, super::options::map_name(i18n, &id, &map))
                    }</span>
                    <ChosenOptions game=s.game.clone() chosen=s.options.clone() testid="save-options"/>
                    <span class="save-players">
                        {s.players.iter().enumerate().map(|(i, (n, c, bot, level))| view! {
                            <span class="save-player"><SeatToken seat=i colour=c.clone()/><bdi>{n.clone()}</bdi>{bot.then(|| view! { <ComputerMark/> <super::level::LevelMark level=*level/> })}</span>
                        }).collect_view()}
                    </span>
                </div>
                <div class="save-status">
                    {move || match &status {
                        Status::Damaged(why) => view! {
                            <span class="badge badge-danger" data-testid="save-damaged">{t!(i18n, damaged)}</span>
                            <span class="damage-reason" data-testid="damage-reason">{fill(t_string!(i18n, damaged_reason), &[("reason", why)])}</span>
                        }.into_any(),
                        Status::BadId => view! {
                            <span class="badge badge-danger" data-testid="save-damaged">{t!(i18n, damaged)}</span>
                            <span class="damage-reason" data-testid="damage-reason">{t!(i18n, bad_save_id)}</span>
                        }.into_any(),
                        Status::Checking => view! { <span class="badge" data-testid="save-checking">{t!(i18n, checking)}</span> }.into_any(),
                        Status::Finished => view! {
                            <span class="badge">{t!(i18n, finished)}</span>
                            {match &solo {
                                // Once the games' words are here (the home screen's module fetches them).
                                Some(r) => super::words::ready(i18n.get_locale().as_str()).then(|| view! { <span class="muted" data-testid="save-result" data-outcome=r.outcome.id()>{result_line(i18n, r, &seat_names)}</span> }.into_any()),
                                None => (!scores.is_empty()).then(|| view! { <span class="muted" data-testid="save-result">{result_words(i18n, &scores)}</span> }.into_any()),
                            }}
                        }.into_any(),
                        Status::Playing(who) => view! {
                            <span class="badge badge-active">{who.as_ref().map(|w| fill(t_string!(i18n, to_play), &[("name", w)]))}</span>
                        }.into_any(),
                    }}
                    {round.map(|r| view! { <span class="muted" data-testid="save-round">{move || fill(t_string!(i18n, round), &[("n", &r.to_string())])}</span> })}
                    <span class="muted">{move || fill(t_string!(i18n, moves), &[("n", &moves.to_string())])}</span>
                    <span class="muted">{move || {
                        let d = dom::format_date(updated, i18n.get_locale().as_str());
                        if d.is_empty() { String::new() } else { fill(t_string!(i18n, last_played), &[("date", &d)]) }
                    }}</span>
                </div>
            </div>
            <div class="save-actions">
                <button class="btn btn-primary" data-testid="resume" disabled=damaged on:click=resume>{t!(i18n, resume)}</button>
                <button class="btn btn-quiet" data-testid="rename" on:click=open_rename>{t!(i18n, rename)}</button>
                <button class="btn btn-quiet" data-testid="export" on:click=export>{t!(i18n, export)}</button>
                <button class="btn btn-quiet btn-danger" data-testid="delete" class:confirm=move || confirming.get() on:click=delete
                    on:blur=move |_| confirming.set(false)
                    on:keydown=move |ev| if ev.key() == "Escape" && confirming.get_untracked() { confirming.set(false) }>
                    {move || if confirming.get() { t_string!(i18n, confirm_delete) } else { t_string!(i18n, delete) }}
                </button>
            </div>
        </li>
    }
}

/// "Ann won: Ann 189 · Bob 126" (two winners on a shared first place), from the final scores
/// best first.
fn result_words(i18n: leptos_i18n::I18nContext<Locale>, scores: &[(String, i64, usize)]) -> String {
    let winners: Vec<&str> = scores.iter().filter(|s| s.2 == 1).map(|s| s.0.as_str()).collect();
    let all: Vec<String> = scores.iter().map(|(n, score, _)| format!("{n} {score}")).collect();
    let key = if winners.len() == 1 { t_string!(i18n, saves_result_won) } else { t_string!(i18n, saves_result_tied) };
    fill(key, &[("winner", &winners.join(" & ")), ("scores", &all.join(" · "))])
}

/// The heading of a solo result.
pub(super) fn outcome_words(i18n: leptos_i18n::I18nContext<Locale>, outcome: SoloOutcome) -> &'static str {
    match outcome {
        SoloOutcome::Won => t_string!(i18n, solo_won),
        SoloOutcome::Tied => t_string!(i18n, solo_tied),
        SoloOutcome::Lost => t_string!(i18n, solo_lost),
        SoloOutcome::Scored => t_string!(i18n, solo_scored),
    }
}

/// A finished solo game's result for the saved-games list: "Lost — You cannot buy back …".
pub(super) fn result_line(i18n: leptos_i18n::I18nContext<Locale>, r: &SoloResult, names: &[String]) -> String {
    format!("{} — {}", outcome_words(i18n, r.outcome), super::words::say(&r.words, i18n.get_locale().as_str(), names))
}
