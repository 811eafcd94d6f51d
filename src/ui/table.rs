//! One game in play: the map, the player panels, the action area (game-specific panel or the
//! generic one), the game record and undo. Every change of the session is saved at once.

use std::time::Duration;

use leptos::prelude::*;
use railyard::core::hex::Hex;
use railyard::core::view::PlayerSummary;
use railyard::core::words::render;
use railyard::games::{game_info, AnySession, Choice};
use railyard::save::SaveFile;
use serde_json::Value;

use super::app::{use_app, Route};
use super::hexmap::{ink_on, HexMap};
use super::i18n::*;
use super::options::ChosenOptions;
use super::tabs::{StaleNotice, TabSync};
use super::turn::{ComputerThinking, HandOverCover, Turn};
use super::{dom, fill, games, saves, store};

/// What a game panel needs from the table. Cheap to copy.
#[derive(Clone, Copy)]
pub struct TableCtx {
    pub session: RwSignal<AnySession>,
    /// The hex last clicked (or chosen with Enter/Space) on the map; `None` when cleared.
    pub selected: RwSignal<Option<Hex>>,
    /// Legal actions of the current decision (JSON as `play_json` takes them) with the engine's
    /// labels and menu groups; none unless a person at the device is to move (never a
    /// computer's options, nor those of a covered seat).
    pub choices: Memo<Vec<Choice>>,
    /// Plays an action a person chose; a refusal is shown under the action area. Refused for a
    /// computer seat, and ignored while the table is covered.
    pub play: Callback<Value>,
    /// Changes with every change of the session: the identity of the decision on screen. A
    /// panel is drawn for one decision and its buttons only play for that decision.
    pub decision: Memo<u64>,
    /// The action under the pointer or keyboard focus, previewed on the map.
    pub preview: RwSignal<Option<railyard::core::view::ActionPreview>>,
}

impl TableCtx {
    /// Plays the action a button shows, for a click on a panel drawn for decision `tag`. A click
    /// on the panel of an earlier decision does nothing, and neither does the second click of a
    /// double click: by then the panel under the pointer shows the next decision.
    pub fn click(&self, action: &Value, tag: u64, ev: &leptos::ev::MouseEvent) {
        if ev.detail() > 1 || self.decision.get_untracked() != tag {
            return;
        }
        self.play.run(action.clone());
    }
}

#[component]
pub fn Table(id: String) -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    match saves::load(&id) {
        Ok((save, session)) => view! { <TableLoaded id=id save=save session=session/> }.into_any(),
        Err(err) => {
            let reason = err.map(|e| e.to_string());
            view! {
                <div class="panel error-panel" role="alert" data-testid="open-error">
                    <p>{move || match &reason {
                        Some(r) => fill(t_string!(i18n, open_failed), &[("reason", r)]),
                        None => t_string!(i18n, not_found).to_string(),
                    }}</p>
                    <button class="btn" data-testid="back-home" on:click=move |_| app.go(Route::Home)>{t!(i18n, back_home)}</button>
                </div>
            }
            .into_any()
        }
    }
}

/// Seat panels from the engine, or from the set-up while an engine gives none.
fn panels(summaries: Vec<PlayerSummary>, session: &AnySession) -> Vec<PlayerSummary> {
    if !summaries.is_empty() {
        // Seat colours are chosen at set-up; engines leave them to the table.
        let seats = &session.setup().players;
        return summaries
            .into_iter()
            .map(|mut p| {
                if p.colour.is_empty() {
                    p.colour = seats.get(p.seat).map(|s| s.colour.clone()).unwrap_or_default();
                }
                p
            })
            .collect();
    }
    let cur = session.current_player();
    session
        .setup()
        .players
        .iter()
        .enumerate()
        .map(|(i, s)| PlayerSummary {
            seat: i,
            name: s.name.clone(),
            colour: s.colour.clone(),
            active: cur == Some(i),
            eliminated: false,
            figures: vec![],
        })
        .collect()
}

#[component]
fn TableLoaded(id: String, save: SaveFile, session: AnySession) -> impl IntoView {
    let i18n = use_i18n();
    let app = use_app();
    let name = RwSignal::new(save.name.clone());
    let session = RwSignal::new(session);
    let selected = RwSignal::new(None::<Hex>);
    let error = RwSignal::new(None::<railyard::core::Msg>);
    // Read-only once another tab has saved this game.
    let sync = TabSync::new(&id);

    let seats = Memo::new(move |_| {
        session.with(|s| s.setup().players.iter().map(|p| (p.name.clone(), p.colour.clone())).collect::<Vec<_>>())
    });
    let owners = Memo::new(move |_| {
        let lang = i18n.get_locale();
        session.with(|s| s.track_owners_in(lang.as_str()))
    });
    let bots = Memo::new(move |_| session.with(|s| s.setup().players.iter().map(|p| p.bot).collect::<Vec<_>>()));
    // The marks' names in the page's language.
    let board = Memo::new(move |_| {
        let lang = i18n.get_locale();
        session.with(|s| s.board_view_in(lang.as_str()))
    });
    // Hot-seat privacy: when the seat whose hand is on screen changes to another person, the
    // table is covered until that person confirms; until then no hand is shown.
    let revealed = RwSignal::new(None::<usize>);
    let turn = Memo::new(move |_| session.with(|s| Turn::of(s, revealed.get())));
    let decision = Memo::new(move |prev: Option<&u64>| {
        session.track();
        prev.map_or(0, |n| n + 1)
    });
    // Only a person's own options reach the page.
    let choices = Memo::new(move |_| if turn.get().is_person() { session.with(|s| s.choices()) } else { Vec::new() });
    let actionable = Memo::new(move |_| {
        let mut out = Vec::new();
        choices.with(|l| l.iter().for_each(|c| out.extend_from_slice(&c.hexes)));
        out.sort();
        out.dedup();
        out
    });
    let summaries = Memo::new(move |_| {
        let covered = turn.get().covered();
        session.with(|s| {
            // A computer seat's hand is never shown: on its turn the table shows the hand of
            // the only person playing, or no hand when several share the device.
            let human = |p: usize| !bots.with(|b| b.get(p).copied().unwrap_or(false));
            let viewer = match s.private_viewer() {
                _ if covered => None,
                Some(p) if human(p) => Some(p),
                Some(_) => bots.with(|b| if b.iter().filter(|x| !**x).count() == 1 { b.iter().position(|x| !*x) } else { None }),
                None => s.current_player(),
            };
            // The figures' words in the page's language, in the order of the summaries.
            let lang = i18n.get_locale().as_str();
            let names = s.seat_names();
            let words = s.figure_words(viewer);
            let mut summaries = s.player_summaries(viewer);
            for (p, figures) in summaries.iter_mut().zip(&words) {
                if p.figures.len() == figures.len() {
                    p.figures = figures.iter().map(|(k, v)| (render(k, lang, &names), render(v, lang, &names))).collect();
                }
            }
            panels(summaries, s)
        })
    });
    let infos = Memo::new(move |_| {
        let covered = turn.get().covered();
        let lang = i18n.get_locale().as_str();
        session.with(|s| {
            let viewer = if covered { None } else { s.private_viewer().or(s.current_player()) };
            let names = s.seat_names();
            let mut infos = s.info_panels(viewer);
            // Titles, labels, texts and marks in the page's language.
            for (p, (title, rows)) in infos.iter_mut().zip(s.panel_words(viewer)) {
                p.title = render(&title, lang, &names);
                p.rows.iter_mut().flat_map(|r| r.marks.iter_mut()).for_each(|m| m.name_in(lang, &names));
                if p.rows.len() == rows.len() {
                    for (r, (label, text)) in p.rows.iter_mut().zip(rows) {
                        r.label = render(&label, lang, &names);
                        r.text = render(&text, lang, &names);
                    }
                }
            }
            infos
        })
    });
    let info_list = Memo::new(move |_| infos.get().into_iter().enumerate().collect::<Vec<_>>());
    // Engine words are rendered in the page's language, so a change of language redraws them.
    let prompt = Memo::new(move |_| {
        let lang = i18n.get_locale().as_str();
        session.with(|s| render(&s.prompt_words(), lang, &s.seat_names()))
    });
    let undoable = Memo::new(move |_| session.with(|s| s.undoable()));
    let over = Memo::new(move |_| session.with(|s| s.is_over()));
    let log = Memo::new(move |_| session.with(|s| s.log()));
    // Final scores with the names of their parts in the page's language.
    let finals = Memo::new(move |_| {
        let lang = i18n.get_locale().as_str();
        session.with(|s| {
            let names = s.seat_names();
            s.final_scores().map(|mut scores| {
                for f in scores.iter_mut() {
                    let words = s.breakdown_words(f.player);
                    if words.len() == f.breakdown.len() {
                        for (part, m) in f.breakdown.iter_mut().zip(&words) {
                            part.0 = render(m, lang, &names);
                        }
                    }
                }
                scores
            })
        })
    });

    let preview = RwSignal::new(None);
    let settle = move |result: Result<(), railyard::core::RuleError>| match result {
        Ok(()) => {
            error.set(None);
            selected.set(None);
            preview.set(None);
        }
        Err(e) => error.set(Some(e.words)),
    };
    let play = Callback::new(move |a: Value| {
        if turn.get_untracked().covered() || sync.stale.get_untracked().is_some() {
            return;
        }
        let mut result = Ok(());
        session.update(|s| result = s.play_as_person(&a));
        settle(result);
    });
    let table = TableCtx { session, selected, choices, play, decision, preview };

    // Autosave: every change of the session or the name is written at once (the load itself
    // is not a change). A refused write keeps the previous copy and warns the player.
    {
        let id = id.clone();
        Effect::new(move |prev: Option<()>| {
            let n = name.get();
            let mut save = session.with(|s| s.to_save(&n));
            if prev.is_none() || !sync.may_write() {
                return;
            }
            save.updated_ms = dom::now_ms();
            match session.with_untracked(|s| saves::write(&id, &save, s)) {
                Ok(()) => {
                    sync.wrote();
                    if app.storage_error.get_untracked().is_some() {
                        app.storage_error.set(None);
                    }
                }
                Err(e) => app.storage_error.set(Some(saves::write_error_text(i18n, &e))),
            }
        });
    }

    // Seats played by the computer move after a short pause, so people can follow the play.
    Effect::new(move |_| {
        let (computer, count) = session.with(|s| (s.computer_to_move().filter(|_| !s.is_over()), s.action_count()));
        if computer.is_none() || sync.is_stale() {
            return;
        }
        set_timeout(
            move || {
                let Some(now) = session.try_with_untracked(|s| s.action_count()) else { return };
                if now != count {
                    return;
                }
                if let Some(a) = session.with_untracked(|s| s.bot_action_json(dom::random_u64())) {
                    let mut result = Ok(());
                    session.update(|s| result = s.play_json(&a));
                    settle(result);
                }
            },
            Duration::from_millis(600),
        );
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
        let mut result = Ok(());
        session.update(|s| result = s.undo());
        match result {
            Ok(()) => error.set(None),
            Err(e) => error.set(Some(e.words)),
        }
    };
    let export = move |_| {
        let n = name.get_untracked();
        let save = session.with_untracked(|s| s.to_save(&n));
        let _ = dom::download_text(&saves::export_filename(&n), &save.to_json());
    };
    let game_title = session.with_untracked(|s| {
        let setup = s.setup();
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
    let (game_id, chosen) = session.with_untracked(|s| {
        let setup = s.setup();
        let chosen = game_info(&setup.game)
            .map(|g| g.chosen_options(&setup.options).into_iter().map(|(o, v)| (o.id.to_string(), v.to_string())).collect())
            .unwrap_or_default();
        (setup.game.clone(), chosen)
    });
    let seat_name = move |p: usize| seats.with(|s| s.get(p).map(|x| x.0.clone()).unwrap_or_default());

    view! {
        <div class="table" class:embedded=app.embed data-testid="table">
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
                <button class="btn" data-testid="undo" disabled=move || !undoable.get() || sync.is_stale() on:click=undo>
                    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 7L4 12l5 5M4 12h10a6 6 0 010 12" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>
                    <span>{t!(i18n, undo)}</span>
                </button>
                <button class="btn btn-quiet" data-testid="table-export" on:click=export>{t!(i18n, export)}</button>
            </div>
            <div class="table-wrap">
            {move || match turn.get() {
                Turn::HandOver(p) => Some(view! {
                    <HandOverCover name=seat_name(p) on_ready=Callback::new(move |_| revealed.set(Some(p)))/>
                }),
                _ => None,
            }}
            <div class="table-body" data-testid="table-body" inert=move || turn.get().covered()>
                <div class="table-map">
                    <HexMap board=board seats=owners selected=selected actionable=actionable on_hex=on_hex preview=preview/>
                </div>
                <aside class="table-side">
                    <section class="players" aria-label=move || t_string!(i18n, players) data-testid="players">
                        <For each=move || summaries.get() key=|p| format!("{:?}", p) let:p>
                            <PlayerPanel p=p/>
                        </For>
                    </section>
                    <section class="action-area" data-testid="action-area" aria-live="polite">
                        <h3 class="section-title">{move || if over.get() { t_string!(i18n, game_over) } else { t_string!(i18n, your_move) }}</h3>
                        <p class="prompt" data-testid="prompt">{move || prompt.get()}</p>
                        {move || error.get().map(|e| {
                            let e = session.with(|s| render(&e, i18n.get_locale().as_str(), &s.seat_names()));
                            view! {
                            <p class="refusal" role="alert" data-testid="action-error">{fill(t_string!(i18n, refused), &[("reason", &e)])}</p>
                        }})}
                        {move || match turn.get() {
                            Turn::Computer(p) => Some(view! { <ComputerThinking name=seat_name(p)/> }),
                            _ => None,
                        }}
                        {move || finals.get().map(|scores| {
                            let seats = seats.get();
                            view! {
                                <table class="scores" data-testid="final-scores">
                                    <caption>{t!(i18n, final_scores)}</caption>
                                    <thead><tr><th>{t!(i18n, rank)}</th><th>{t!(i18n, players)}</th><th>{t!(i18n, score)}</th></tr></thead>
                                    <tbody>
                                        {scores.into_iter().map(|f| {
                                            let who = seats.get(f.player).map(|s| s.0.clone()).unwrap_or_default();
                                            let breakdown = f.breakdown.iter().map(|(k, v)| format!("{k}: {v}")).collect::<Vec<_>>().join(" · ");
                                            view! {
                                                <tr class:eliminated=f.eliminated>
                                                    <td>{f.rank}</td>
                                                    <td>{who}<br/><small class="muted">{breakdown}</small></td>
                                                    <td class="num">{f.score}</td>
                                                </tr>
                                            }
                                        }).collect_view()}
                                    </tbody>
                                </table>
                            }
                        })}
                        <Show when=move || turn.get().is_person() && !sync.is_stale()>
                            {games::action_panel(table)}
                        </Show>
                    </section>
                    <For each=move || info_list.get() key=|(i, p)| format!("{i}{p:?}") let:p>
                        <InfoBlock p=p.1 open={p.0 == 0}/>
                    </For>
                    <GameLog log=log seats=seats/>
                </aside>
            </div>
            </div>
        </div>
    }
}

/// A seat's token: its colour with the seat number, so colour is never the only signal.
#[component]
pub fn SeatToken(seat: usize, colour: String) -> impl IntoView {
    let ink = ink_on(&colour);
    view! {
        <svg class="seat-token" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill=colour stroke="#1b1b1b" stroke-opacity="0.35"/>
            <text x="10" y="10.5" fill=ink>{(seat + 1).to_string()}</text>
        </svg>
    }
}

#[component]
fn PlayerPanel(p: PlayerSummary) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="player" class:active=p.active class:eliminated=p.eliminated data-testid="player-panel" data-seat=p.seat.to_string()
            aria-current=if p.active { Some("true") } else { None }>
            <div class="player-head">
                <SeatToken seat=p.seat colour=p.colour.clone()/>
                <span class="player-name">{p.name.clone()}</span>
                {p.active.then(|| view! { <span class="badge badge-active">{t!(i18n, active_player)}</span> })}
                {p.eliminated.then(|| view! { <span class="badge">{t!(i18n, eliminated)}</span> })}
            </div>
            {(!p.figures.is_empty()).then(|| view! {
                <dl class="figures">
                    {p.figures.iter().map(|(k, v)| view! { <div><dt>{k.clone()}</dt><dd>{v.clone()}</dd></div> }).collect_view()}
                </dl>
            })}
        </div>
    }
}

#[component]
fn GameLog(log: Memo<Vec<railyard::games::LogLine>>, seats: Memo<Vec<(String, String)>>) -> impl IntoView {
    let i18n = use_i18n();
    let list_ref = NodeRef::<leptos::html::Ol>::new();
    // Keep the newest line in view.
    Effect::new(move |_| {
        log.track();
        if let Some(el) = list_ref.get() {
            request_animation_frame(move || el.set_scroll_top(el.scroll_height()));
        }
    });
    view! {
        <section class="log" data-testid="game-log">
            <h3 class="section-title">{t!(i18n, game_record)}</h3>
            <Show when=move || log.with(|l| l.is_empty())>
                <p class="muted">{t!(i18n, record_empty)}</p>
            </Show>
            <ol node_ref=list_ref class="log-lines">
                {move || {
                    let seats = seats.get();
                    let names: Vec<String> = seats.iter().map(|s| s.0.clone()).collect();
                    let lang = i18n.get_locale().as_str();
                    log.get().into_iter().map(|line| {
                        let text = render(&line.words, lang, &names);
                        let token = line.actor.and_then(|a| seats.get(a).map(|s| (a, s.1.clone())));
                        view! {
                            <li data-testid="log-line">
                                {token.map(|(a, c)| view! { <SeatToken seat=a colour=c/> })}
                                <span>{text}</span>
                            </li>
                        }
                    }).collect_view()
                }}
            </ol>
        </section>
    }
}

/// A block of game information from the engine (goods display, a hand, the supply).
#[component]
fn InfoBlock(p: railyard::core::view::InfoPanel, open: bool) -> impl IntoView {
    view! {
        <details class="info" data-testid="info-panel" open=open>
            <summary><h3 class="section-title">{p.title.clone()}</h3></summary>
            <dl class="info-rows">
                {p.rows.into_iter().map(|r| view! {
                    <div class="info-row">
                        <dt>{r.label}</dt>
                        <dd>
                            {r.marks.into_iter().map(|m| {
                                let ink = ink_on(&m.colour);
                                view! {
                                    <span class="mark" style:background=m.colour.clone() style:color=ink
                                        role="img" aria-label=m.name.clone() title=m.name.clone()>{m.letter.clone()}</span>
                                }
                            }).collect_view()}
                            {(!r.text.is_empty()).then(|| view! { <span class="info-text">{r.text}</span> })}
                        </dd>
                    </div>
                }).collect_view()}
            </dl>
        </details>
    }
}
