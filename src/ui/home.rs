//! Home: set up a new game (game, map, options, seats) and manage saved games (resume, rename,
//! delete, export, import).

use leptos::prelude::*;
use railyard::core::{Level, Seat, Setup, SoloOutcome};
use railyard::games::{catalogue, GameInfo};
use railyard::save::clean_name;

use super::app::{create_game, use_app, Route, PALETTE};
use super::i18n::*;
use super::options::OptionField;
use super::rules_ref::RulesButton;
use std::collections::HashMap;
use super::seat::SeatToken;
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

fn colour_word(i18n: I18n, key: &str) -> &'static str {
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
            <super::save_list::SavedGames/>
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

/// The heading of a solo result.
pub(super) fn outcome_words(i18n: I18n, outcome: SoloOutcome) -> &'static str {
    match outcome {
        SoloOutcome::Won => t_string!(i18n, solo_won),
        SoloOutcome::Tied => t_string!(i18n, solo_tied),
        SoloOutcome::Lost => t_string!(i18n, solo_lost),
        SoloOutcome::Scored => t_string!(i18n, solo_scored),
    }
}
