//! The saved-games list of the home screen: each stored game's line (resume, rename, delete,
//! export) and the import of a save file.
//!
//! A first visit has no saved games, so it needs none of this but the card's heading, the import
//! button and the line saying the list is empty. The lines (with the summaries they read and the
//! rebuilding of old saves' summaries) and an import are split off (`split_off!`): the home
//! screen's module loads them when there is a game to list or a file to import.

use leptos::prelude::*;
use railyard::core::SoloResult;
use railyard::save::{LoadError, MAX_NAME_CHARS};

use super::app::{use_app, AppState, Route};
use super::home::outcome_words;
use super::i18n::*;
use super::options::ChosenOptions;
use super::saves::{self, ImportError, Listed, Status, WriteError};
use super::seat::{ComputerMark, SeatToken};
use super::{dom, fill};

#[component]
pub fn SavedGames() -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    let any = Memo::new(move |_| {
        app.saves_changed.track();
        saves::any()
    });
    let on_file = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        leptos::task::spawn_local(async move {
            if import(file, app, i18n).await.is_err() {
                app.notify(tu_string!(i18n, part_unloaded).to_string(), true);
            }
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
            {move || if any.get() { once_loaded!(view lines(app)) } else { no_saves(i18n).into_any() }}
        </section>
    }
}

fn no_saves(i18n: I18n) -> impl IntoView {
    view! { <p class="muted empty" data-testid="no-saves">{t!(i18n, no_saves)}</p> }
}

split_off! {
    /// The list's lines, newest first, from the stored summaries.
    fn lines(app: AppState) -> AnyView {
        let i18n = use_i18n();
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
        view! {
            <Show when=move || list.with(|l| l.is_empty())>{no_saves(i18n)}</Show>
            <ul class="save-list">
                <For each=move || list.get() key=|s| s.key.clone() let:s>
                    <SaveRow s=s/>
                </For>
            </ul>
        }
        .into_any()
    }
}

split_off! {
    /// Reads a save file and has its game's engine replay it off the page's thread; says how it went.
    fn import(file: web_sys::File, app: AppState, i18n: I18n) -> () {
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
                    Err(ImportError::Load(e)) => Err(saves::load_error_text(&e)),
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
        dom::read_file_text(file, move |result| match result {
            Err(why) => imported(Err(word_in(i18n.get_locale_untracked(), why).to_string())),
            Ok(text) => saves::import(text, move |r| imported(Ok(r))),
        });
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
    let damaged = matches!(s.status, Status::Damaged(..) | Status::BadId);
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
                        <input type="text" maxlength=MAX_NAME_CHARS data-testid="rename-input" prop:value=move || draft.get()
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
                        Status::Damaged(why, problem) => view! {
                            <span class="badge badge-danger" data-testid="save-damaged">{t!(i18n, damaged)}</span>
                            <span class="damage-reason" data-testid="damage-reason">{
                                // In the language of the moment where the problem is kept as data.
                                let why = problem.as_ref().map_or_else(|| why.clone(), |p| super::load_error::text_in(i18n.get_locale(), p));
                                fill(t_string!(i18n, damaged_reason), &[("reason", &why)])
                            }</span>
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
fn result_words(i18n: I18n, scores: &[(String, i64, usize)]) -> String {
    let winners: Vec<&str> = scores.iter().filter(|s| s.2 == 1).map(|s| s.0.as_str()).collect();
    let all: Vec<String> = scores.iter().map(|(n, score, _)| format!("{n} {score}")).collect();
    let key = if winners.len() == 1 { t_string!(i18n, saves_result_won) } else { t_string!(i18n, saves_result_tied) };
    fill(key, &[("winner", &winners.join(" & ")), ("scores", &all.join(" · "))])
}

/// A finished solo game's result for the saved-games list: "Lost — You cannot buy back …".
fn result_line(i18n: I18n, r: &SoloResult, names: &[String]) -> String {
    format!("{} — {}", outcome_words(i18n, r.outcome), super::words::say(&r.words, i18n.get_locale().as_str(), names))
}
