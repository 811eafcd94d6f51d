//! One game in play: the map, the player panels, the action area (game-specific panel or the
//! generic one), the game record and undo. The rules run in the game's engine worker
//! (`engine`): the page sends it commands and draws the snapshot it answers with, so the page
//! never waits on the rules. Every change of the game is saved at once.

mod answers;
mod ctx;
mod scores;

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::words::render;
use railyard::games::engine::{Command, Reply, Response};
use railyard::games::game_info;
use railyard::games::snapshot::Snapshot;
use railyard::save::{Kind, LoadError, Problem, SaveFile, Summary};
use serde_json::Value;

use answers::Live;
pub use ctx::{Hover, TableCtx};
use scores::FinalScores;

use super::app::{use_app, Route};
use super::engine::EngineLink;
use super::hexmap::HexMap;
pub use super::seat::{ComputerMark, SeatToken};
use super::history::{History, HistoryBanner};
use super::record::{GameRecord, SinceLastTurn};
use super::i18n::*;
use super::options::ChosenOptions;
use super::panels::{self, InfoBlocks, PlayerPanels};
use super::phases::{PhaseTracker, Phases};
use super::rules_ref::RulesButton;
use super::tabs::{StaleNotice, TabSync};
use super::turn::{ComputerThinking, HandOverCover, Turn};
use super::{dom, fill, games, load_error, saves, store};

/// Where opening a table stands.
#[derive(Clone)]
enum Opening {
    Loading,
    Failed(Option<LoadError>),
    Ready(Box<Snapshot>),
}

#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    let (text, save) = match saves::open(&id) {
        Ok(found) => found,
        Err(err) => return view! { <OpenError reason=err/> }.into_any(),
    };
    // The game's engine replays the save in its worker; the table appears with its answer.
    let state = RwSignal::new(Opening::Loading);
    let engine = EngineLink::start(
        &save.setup.game,
        move |r: Response| match r.reply {
            Reply::Table(s) => state.set(Opening::Ready(s)),
            Reply::Failed(e) => state.set(Opening::Failed(Some(e))),
            _ => {}
        },
        move |why| state.set(Opening::Failed(Some(LoadError::Invalid(Problem::new(Kind::EngineFailed, [why]))))),
    );
    on_cleanup(move || engine.stop());
    engine.send(Command::Open { save: text.clone(), trusted: false });
    let _ = (i18n, app);
    view! {
        {move || match state.get() {
            Opening::Loading => view! { <div class="table table-loading" data-testid="table-loading" aria-busy="true"></div> }.into_any(),
            Opening::Failed(reason) => {
                if let Some(e) = &reason {
                    saves::opened(&id, saves::damaged(&text, e));
                }
                view! { <OpenError reason=reason/> }.into_any()
            }
            Opening::Ready(first) => {
                let first = *first;
                saves::opened(&id, Summary::of_game(&save, first.round, first.current, first.over).with_scores(first.finals.as_deref()).with_solo(first.solo.as_ref()));
                view! { <TableLoaded id=id.clone() save=save.clone() first=first engine=engine/> }.into_any()
            }
        }}
    }
    .into_any()
}

#[component]
fn OpenError(reason: Option<LoadError>) -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    view! {
        <div class="panel error-panel" role="alert" data-testid="open-error">
            <p>{move || match &reason {
                // Follows the language, and the games' words once they are fetched.
                Some(e) => fill(t_string!(i18n, open_failed), &[("reason", &load_error::text_in(i18n.get_locale(), e))]),
                None => t_string!(i18n, not_found).to_string(),
            }}</p>
            <button class="btn" data-testid="back-home" on:click=move |_| app.go(Route::Home)>{t!(i18n, back_home)}</button>
        </div>
    }
}

/// Lends the table's actions to `save` for `f`: moved in and back, not copied (a late game's
/// list is long, and the game is saved after every move).
fn lend_actions<R>(actions: StoredValue<Vec<Value>>, mut save: SaveFile, f: impl FnOnce(&SaveFile) -> R) -> R {
    save.actions = actions.try_update_value(std::mem::take).unwrap_or_default();
    let out = f(&save);
    actions.set_value(save.actions);
    out
}

#[component]
fn TableLoaded(id: String, save: SaveFile, first: Snapshot, engine: EngineLink) -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    let name = RwSignal::new(save.name.clone());
    let setup = StoredValue::new(save.setup.clone());
    let given = StoredValue::new(save.given.clone());
    let live = Live::new(first);
    let Live { snap, choices: offered, record, actions, played, board_changes, panel_changes, info_changes, error, selected, .. } = live;
    // Read-only once another tab has saved this game.
    let sync = TabSync::new(&id);

    let seats = Memo::new(move |_| setup.with_value(|s| s.players.iter().map(|p| (p.name.clone(), p.colour.clone())).collect::<Vec<_>>()));
    // History stepping: while a past table is on screen, the map and panels draw it.
    let history = History::new(engine, Memo::new(move |_| played.get()));
    let shown = super::history::Shown { history, live: snap };
    let names = Memo::new(move |_| seats.with(|s| s.iter().map(|p| p.0.clone()).collect::<Vec<_>>()));
    // Track owners and the marks on the board named in the page's language.
    let owners = Memo::new(move |_| {
        let lang = i18n.get_locale();
        names.with(|n| shown.with(|s| s.owners_in(lang.as_str(), n)))
    });
    // Drawn again when the board changes, not on every move: most moves leave it as it was
    // (the engine's answer then says so, and `board_changes` does not move).
    let board = Memo::new(move |_| {
        let lang = i18n.get_locale();
        board_changes.track();
        history.past.track();
        names.with(|n| shown.with_untracked(|s| s.board.clone()).named_in(lang.as_str(), n))
    });
    // Hot-seat privacy: when the seat whose hand is on screen changes to another person, the
    // table is covered until that person confirms; until then no hand is shown.
    let revealed = RwSignal::new(None::<usize>);
    let turn = Memo::new(move |_| {
        let r = revealed.get();
        snap.with(|s| setup.with_value(|setup| Turn::of(s, &setup.players, r)))
    });
    // Whether the hand-over cover is up: the panels follow it, not every change of turn.
    let covered = Memo::new(move |_| turn.get().covered());
    let decision = Memo::new(move |prev: Option<&u64>| {
        snap.track();
        prev.map_or(0, |n| n + 1)
    });
    // Only a person's own options reach the page.
    let choices = Memo::new(move |_| if turn.get().is_person() && !history.viewing() { offered.get() } else { Default::default() });
    let actionable = Memo::new(move |_| {
        let mut out = Vec::new();
        choices.with(|l| l.iter().for_each(|c| out.extend_from_slice(&c.hexes)));
        railyard::core::sort::sort(&mut out);
        out.dedup();
        out
    });
    // Worked out again when the engine's answer changed them (or the table on screen, the
    // cover or the language changed), not on every move.
    let summaries = Memo::new(move |_| {
        let (covered, lang) = (covered.get(), i18n.get_locale().as_str());
        panel_changes.track();
        history.past.track();
        names.with(|n| shown.with_untracked(|s| panels::seat_panels(panels::seen(s, covered), lang, n)))
    });
    // The seats to move, marked on their panels as soon as the prompt names them: a computer's
    // move draws the panels' figures a few frames later (`answers`), the mark does not wait.
    let to_move = Memo::new(move |_| {
        let covered = covered.get();
        shown.with(|s| panels::seen(s, covered).players.iter().filter(|p| p.active).map(|p| p.seat).collect::<Vec<_>>())
    });
    let infos = Memo::new(move |_| {
        let (covered, lang) = (covered.get(), i18n.get_locale().as_str());
        info_changes.track();
        history.past.track();
        names.with(|n| shown.with_untracked(|s| panels::info_blocks(panels::seen(s, covered), lang, n)))
    });
    // Engine words are rendered in the page's language, so a change of language redraws them.
    let prompt = Memo::new(move |_| {
        let lang = i18n.get_locale().as_str();
        names.with(|n| snap.with(|s| render(&s.prompt, lang, n)))
    });
    let phases = Memo::new(move |_| {
        let lang = i18n.get_locale().as_str();
        names.with(|n| {
            shown.with(|s| {
                s.phases.as_ref().map(|p| Phases {
                    turn: render(&p.turn, lang, n),
                    phases: p.phases.iter().map(|m| render(m, lang, n)).collect(),
                    current: p.current,
                })
            })
        })
    });
    let undoable = Memo::new(move |_| snap.with(|s| s.undoable));
    let over = Memo::new(move |_| snap.with(|s| s.over));
    // The record is read where it is drawn, never copied whole: it grows with the game.
    let log: Signal<Vec<railyard::games::LogLine>> = record.into();
    let preview = RwSignal::new(None);
    let pinned = StoredValue::new(None);
    // Stepping into or out of history: no preview or selection of the other table stays drawn.
    Effect::new(move |prev: Option<bool>| {
        let now = history.viewing();
        if prev.is_some_and(|p| p != now) {
            pinned.set_value(None);
            preview.set(None);
            selected.set(None);
        }
        now
    });
    let hover = Hover { hovered: StoredValue::new(None), asked: StoredValue::new(None), preview, pinned, snap, offered, engine };
    live.listen(engine, history, hover, decision);
    let play = Callback::new(move |a: Value| {
        // One command at a time: a click while the engine works on the last one is dropped.
        if covered.get_untracked() || history.viewing() || sync.stale.get_untracked().is_some() || live.busy() {
            return;
        }
        live.send_for_table(engine, Command::Play { action: a });
    });
    let table = TableCtx { snap, names, selected, choices, play, decision, hover };
    // The map and the decision are drawn first and painted; the seats' panels, the blocks and
    // the record (the longest part of a reopened game) in the task after that frame. The table
    // is busy (`aria-busy`) until then.
    let settled = RwSignal::new(false);
    request_animation_frame(move || set_timeout(move || { settled.try_set(true); }, std::time::Duration::ZERO));
    // The game as saved, without its actions (`lend_actions` adds them).
    let save_head = move || {
        let mut save = SaveFile::new(name.get_untracked(), setup.get_value());
        save.given = given.get_value();
        save
    };
    let save_text = move || lend_actions(actions, save_head(), SaveFile::to_json);

    // Autosave: every change of the game or the name is written, with the map that shows it
    // (the load itself is not a change), in a task of its own right after the one that drew it:
    // checking the stored copy and writing a late game's save take a tablet tens of
    // milliseconds, which the drawing need not wait for. Leaving the table or the page writes a
    // pending change at once. A refused write keeps the previous copy and warns the player.
    {
        let id = StoredValue::new(id.clone());
        let pending = StoredValue::new(false);
        let write = move || {
            if pending.try_get_value() != Some(true) {
                return;
            }
            pending.set_value(false);
            if !sync.may_write() {
                return;
            }
            let mut save = save_head();
            save.updated_ms = dom::now_ms();
            let written = lend_actions(actions, save, |save| {
                let summary = snap.with_untracked(|s| Summary::of_game(save, s.round, s.current, s.over).with_scores(s.finals.as_deref()).with_solo(s.solo.as_ref()));
                id.with_value(|id| saves::write(id, save, &summary))
            });
            match written {
                Ok(text) => {
                    sync.wrote(text);
                    if app.storage_error.get_untracked().is_some() {
                        app.storage_error.set(None);
                    }
                }
                Err(e) => app.storage_error.set(Some(saves::write_error_text(i18n, &e))),
            }
        };
        Effect::new(move |prev: Option<()>| {
            name.track();
            snap.track();
            if prev.is_none() || pending.get_value() {
                return;
            }
            pending.set_value(true);
            set_timeout(write, std::time::Duration::ZERO);
        });
        let hide = window_event_listener(leptos::ev::pagehide, move |_| write());
        on_cleanup(move || {
            hide.remove();
            write();
        });
    }

    // A computer seat to move: its engine works the move out at once (off the page's thread),
    // and the page plays it after a short pause, so people can follow the play.
    Effect::new(move |_| {
        let computer = snap.with(|s| s.computer.filter(|_| !s.over));
        if computer.is_none() || sync.is_stale() || live.busy() {
            return;
        }
        live.think(engine);
    });

    // A move replaces the option that was pressed: the focus, left on nothing, goes back to
    // the decision, so the keyboard carries on from there (the hand-over cover takes it itself).
    // `in_decision`: the focus was last in the decision area (a removed button moves it to no
    // other element, so it counts as still there).
    let in_decision = StoredValue::new(false);
    Effect::new(move |_| {
        snap.track();
        if !in_decision.get_value() || covered.get_untracked() {
            return;
        }
        super::focus::refocus_if_lost("[data-testid=\"action-area\"]");
    });

    let on_hex = Callback::new(move |h: Hex| {
        if selected.get_untracked() == Some(h) {
            selected.set(None);
        } else {
            selected.set(Some(h));
        }
    });
    let undo = move |_| {
        if sync.stale.get_untracked().is_some() {
            return;
        }
        // The computer is thinking: that work is dropped with its worker, and a fresh one
        // reopens the game as the page has it before taking the move back.
        if live.thinking() {
            engine.restart();
            engine.send(Command::Open { save: save_text(), trusted: true });
        } else if live.busy() {
            return;
        }
        live.send_for_table(engine, Command::Undo);
    };
    let export = move |_| {
        let n = name.get_untracked();
        let _ = dom::download_text(&saves::export_filename(&n), &save_text());
    };
    let game_title = setup.with_value(|setup| {
        game_info(&setup.game)
            .map(|g| {
                let map = g.maps.iter().find(|m| m.id == setup.map).map(|m| (m.id, m.name)).unwrap_or(("", ""));
                (g.name, map)
            })
            .ok_or_else(|| setup.game.clone())
    });
    let game_title = move || match &game_title {
        Ok((game, (id, name))) => format!("{game} · {}", super::options::map_name(i18n, id, name)),
        Err(game) => game.clone(),
    };
    // Every option of the game with the value it is played with, for the title area.
    let (game_id, chosen) = setup.with_value(|setup| {
        let chosen = game_info(&setup.game)
            .map(|g| g.chosen_options(&setup.options).into_iter().map(|(o, v)| (o.id.to_string(), v.to_string())).collect())
            .unwrap_or_default();
        (setup.game.clone(), chosen)
    });
    // Whether the player panels are unfolded on a phone (elsewhere they are always shown).
    let players_open = RwSignal::new(false);
    // People sharing the device see what happened since their last move.
    let since_seat = Memo::new(move |_| match turn.get() {
        Turn::Person(p) if setup.with_value(|s| s.players.iter().filter(|x| !x.bot).count() > 1) => Some(p),
        _ => None,
    });
    let seat_name = move |p: usize| seats.with(|s| s.get(p).map(|x| x.0.clone()).unwrap_or_default());
    let thinking_seat = Memo::new(move |_| match turn.get() {
        Turn::Computer(p) => Some(p),
        _ => None,
    });

    view! {
        <div class="table" class:embedded=app.embed data-testid="table" aria-busy=move || (!settled.get()).then_some("true")>
            <StaleNotice sync=sync/>
            <Show when=move || !store::persistent()>
                <div class="notice notice-error" role="status" data-testid="storage-memory">
                    <span>{t!(i18n, storage_unavailable)}</span>
                    <button class="btn btn-primary" data-testid="memory-export" on:click=export>{t!(i18n, export_game)}</button>
                </div>
            </Show>
            <div class="table-bar">
                <Show when=move || !app.embed>
                    <button class="btn btn-quiet" data-testid="back-home" on:click=move |_| app.go(Route::Home)>
                        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
                        <span>{t!(i18n, back_home)}</span>
                    </button>
                </Show>
                <div class="table-title">
                    <strong data-testid="game-title">{game_title}</strong>
                    <ChosenOptions game=game_id chosen=chosen testid="table-options"/>
                    <span class="muted" data-testid="save-name">{move || name.get()}</span>
                </div>
                <span class="spacer"></span>
                <RulesButton game=setup.with_value(|s| s.game.clone()) map=setup.with_value(|s| s.map.clone()) options=setup.with_value(|s| s.options.clone())/>
                <button class="btn" data-testid="undo" disabled=move || !undoable.get() || sync.is_stale() || history.viewing() on:click=undo>
                    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 7L4 12l5 5M4 12h10a6 6 0 010 12" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>
                    <span>{t!(i18n, undo)}</span>
                </button>
                <button class="btn btn-quiet" data-testid="table-export" on:click=export>{t!(i18n, export)}</button>
            </div>
            <PhaseTracker phases=phases/>
            <div class="table-wrap">
            {move || match turn.get() {
                Turn::HandOver(p) => Some(view! {
                    <HandOverCover name=seat_name(p) on_ready=Callback::new(move |_| {
                        revealed.set(Some(p));
                        super::focus::focus_soon("[data-testid=\"action-area\"]");
                    })/>
                }),
                _ => None,
            }}
            <div class="table-body" data-testid="table-body" inert=move || covered.get()>
                <div class="table-map">
                    // A game with a board of its own draws it in place of the hex map.
                    {if shown.with_untracked(|s| s.own_board.is_some()) {
                        once_loaded!(view super::russian_railroads::board_view(table, shown, seats))
                    } else {
                        view! { <HexMap board=board seats=owners selected=selected actionable=actionable on_hex=on_hex preview=preview/> }.into_any()
                    }}
                </div>
                <aside class="table-side">
                    <Show when=move || history.viewing()><HistoryBanner history=history/></Show>
                    <section class="action-area" data-testid="action-area" aria-live="polite" tabindex="-1" hidden=move || history.viewing()
                        on:focusin=move |_| in_decision.set_value(true)
                        on:focusout=move |ev| if ev.related_target().is_some() { in_decision.set_value(false) }>
                        <SinceLastTurn log=log seats=seats seat=since_seat/>
                        <h3 class="section-title">{move || if over.get() { t_string!(i18n, game_over) } else { t_string!(i18n, your_move) }}</h3>
                        <p class="prompt" data-testid="prompt">{move || prompt.get()}</p>
                        {move || error.get().map(|e| {
                            let e = names.with(|n| render(&e, i18n.get_locale().as_str(), n));
                            view! {
                            <p class="refusal" role="alert" data-testid="action-error">{fill(t_string!(i18n, refused), &[("reason", &e)])}</p>
                        }})}
                        // Where an auction stands stays in view while computers bid. Kept while
                        // computer seats follow one another: only the name changes.
                        <Show when=move || thinking_seat.get().is_some()>
                            <ComputerThinking name=Signal::derive(move || thinking_seat.get().map(seat_name).unwrap_or_default())/>
                            <super::auction::AuctionStatusView table=table/>
                        </Show>
                        <super::solo::SoloResultView table=table/>
                        <FinalScores snap=snap names=names seats=seats/>
                        <Show when=move || turn.get().is_person() && !sync.is_stale() && !history.viewing()>
                            {games::action_panel(table)}
                        </Show>
                        <super::solo::SoloGoal table=table/>
                    </section>
                    <section class="players" class:folded=move || !players_open.get() aria-label=move || t_string!(i18n, players) data-testid="players">
                        // After the decision in reading order; beside the map they are drawn above it
                        // (styles: `order`). Phones fold them behind this toggle (hidden elsewhere).
                        <button class="btn btn-small players-toggle" data-testid="players-toggle" aria-controls="player-panels"
                            aria-expanded=move || players_open.get().to_string() on:click=move |_| players_open.update(|o| *o = !*o)>
                            <svg class="icon chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 10l4 4 4-4" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
                            <span>{t!(i18n, players)}</span>
                            <span class="players-tokens" aria-hidden="true">
                                <For each=move || summaries.get() key=|p| (p.seat, p.colour.clone()) let:p>
                                    <span class="players-token" class:active=move || to_move.with(|a| a.contains(&p.seat))><SeatToken seat=p.seat colour=p.colour.clone()/></span>
                                </For>
                            </span>
                        </button>
                        <div class="player-panels" id="player-panels">
                            <Show when=move || settled.get()>
                            <PlayerPanels summaries=summaries to_move=to_move bots=setup.with_value(|s| s.players.iter().map(|x| x.bot.then_some(x.level)).collect())/>
                            </Show>
                        </div>
                    </section>
                    <Show when=move || settled.get()>
                    <InfoBlocks infos=infos/>
                    <GameRecord log=log seats=seats bots=setup.with_value(|s| s.players.iter().map(|p| p.bot).collect()) history=history/>
                    </Show>
                </aside>
            </div>
            </div>
        </div>
    }
}
