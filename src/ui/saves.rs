//! Saves in the app's storage (`store`: localStorage, or memory where the browser refuses it):
//! one key per game (`railyard.save.<id>`) holding its `SaveFile` JSON,
//! a summary beside it (`railyard.summary.<id>`) that the saved-games list is drawn from, plus an
//! index (`railyard.saves`) of ids and names. A write that fails leaves the previous copy
//! untouched (localStorage writes are all-or-nothing) and reports why. The list never replays a
//! game: a save without a summary (written by the first release, or whose summary could not be
//! stored) is shown from what its file says and its summary rebuilt once by its game's engine
//! worker (imports are replayed there too, off the page's thread). A
//! damaged or hostile entry is shown on its own without touching the others. Keys missing from
//! the index (a failed index write) are still found by scanning the storage.

use std::cell::RefCell;
use std::collections::HashMap;

use railyard::core::Level;
use railyard::games::engine::{CheckReply, CheckResponse, Checked, Command};
use railyard::games::{catalogue, game_info};
use railyard::save::{clean_name, indent_json, unique_name, valid_save_id, Kind, LoadError, Problem, SaveFile, Summary, MAX_NAME_CHARS, MAX_SAVE_BYTES};
use serde::{Deserialize, Serialize};

use super::i18n::*;
use super::engine::EngineLink;
use super::{dom, fill, store};

pub const SAVE_PREFIX: &str = "railyard.save.";
pub const SUMMARY_PREFIX: &str = "railyard.summary.";
pub const INDEX_KEY: &str = "railyard.saves";
pub const LANG_KEY: &str = "railyard.lang";
pub const EMBED_PREFIX: &str = "railyard.embed.";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IndexEntry {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub game: String,
    #[serde(default)]
    pub updated_ms: f64,
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    pub id: String,
    pub name: String,
    /// The game's id, and its options as (id, value), as the summary has them.
    pub game: String,
    pub options: Vec<(String, String)>,
    pub game_name: String,
    pub map_name: String,
    /// The map's id, to name it in the page's language.
    pub map: String,
    /// (name, colour, played by the computer, its level) per seat.
    pub players: Vec<(String, String, bool, railyard::core::Level)>,
    pub updated_ms: f64,
    pub moves: usize,
    /// Turn or round number, when known.
    pub round: Option<u32>,
    pub status: Status,
    /// A finished game's final scores as (seat name, score, rank), best first.
    pub scores: Vec<(String, i64, usize)>,
    /// A finished solo game's result.
    pub solo: Option<railyard::core::SoloResult>,
    /// Everything the line is drawn from, as one string (the id, whether it is being checked,
    /// the summary's JSON): the list redraws a line when it changes.
    pub key: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// Replays; the name of the seat to play.
    Playing(Option<String>),
    Finished,
    /// Fails to replay: why, as said when found and as data when kept (with the failing
    /// action when an action failed).
    Damaged(String, Option<LoadError>),
    /// Stored under a key no address can name: export and import it again.
    BadId,
    /// A save from before summaries: its line is rebuilt shortly.
    Checking,
}

pub use super::store::WriteError;

/// A write failure in the reader's language.
pub fn write_error_text(i18n: I18n, e: &WriteError) -> String {
    match e {
        WriteError::Full => t_string!(i18n, storage_full_reason).to_string(),
        WriteError::Refused(why) => fill(t_string!(i18n, storage_refused_reason), &[("reason", why)]),
        WriteError::Gone => t_string!(i18n, save_gone).to_string(),
    }
}

/// Why an import did not happen.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportError {
    Load(LoadError),
    Storage(WriteError),
}

fn summary_key(id: &str) -> String {
    format!("{SUMMARY_PREFIX}{id}")
}

/// The storage key of a save.
pub fn storage_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// The stored text of a save, exactly as written.
pub fn stored(id: &str) -> Option<String> {
    store::get(&storage_key(id))
}

fn read_index() -> Vec<IndexEntry> {
    store::get(INDEX_KEY).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

fn write_index(index: &[IndexEntry]) -> Result<(), WriteError> {
    store::set(INDEX_KEY, &serde_json::to_string(index).unwrap_or_default())
}

/// Whether any game is stored (without reading one).
pub fn any() -> bool {
    !stored_ids().is_empty()
}

/// The ids of the stored saves, in storage order.
fn stored_ids() -> Vec<String> {
    store::keys().into_iter().filter_map(|k| k.strip_prefix(SAVE_PREFIX).map(str::to_string)).collect()
}

/// Every stored save id: in index order first, then keys the index missed.
fn all_ids() -> Vec<String> {
    let stored = stored_ids();
    let mut ids: Vec<String> = read_index().into_iter().map(|e| e.id).filter(|id| stored.contains(id)).collect();
    for id in stored {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    ids
}

fn game_and_map_names(game: &str, map: &str) -> (String, String) {
    match game_info(game) {
        Some(info) => {
            let map_name = info
                .maps
                .iter()
                .find(|m| m.id == map)
                .map(|m| m.name.to_string())
                .unwrap_or_else(|| map.to_string());
            (info.name.to_string(), map_name)
        }
        None => (game.to_string(), map.to_string()),
    }
}

thread_local! {
    /// Summaries rebuilt in this page's life, so each save is replayed at most once even when
    /// its summary cannot be stored (a full storage).
    static REBUILT: RefCell<HashMap<String, Summary>> = RefCell::new(HashMap::new());
    /// Saves an engine is replaying for their summary now.
    static REBUILDING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Lists every save, newest first, from the summaries (no game is replayed here); damaged
/// ones say why.
pub fn list() -> Vec<Listed> {
    let mut out = Vec::new();
    for id in all_ids() {
        let kept = store::get(&summary_key(&id)).and_then(|t| Summary::from_json(&t));
        let (summary, checking) = match kept.or_else(|| REBUILT.with(|r| r.borrow().get(&id).cloned())) {
            Some(s) => (s, false),
            None => {
                let Some(text) = stored(&id) else { continue };
                (Summary::salvage(&text), true)
            }
        };
        out.push(describe(&id, summary, checking));
    }
    railyard::core::sort::by(&mut out, |a, b| b.updated_ms.partial_cmp(&a.updated_ms).unwrap_or(std::cmp::Ordering::Equal));
    out
}

fn describe(id: &str, s: Summary, checking: bool) -> Listed {
    let key = format!("{id} {checking} {}", s.to_json());
    let (game_name, map_name) = game_and_map_names(&s.game, &s.map);
    let status = if !valid_save_id(id) {
        Status::BadId
    } else if checking {
        Status::Checking
    } else if let Some(why) = &s.damaged {
        Status::Damaged(why.clone(), s.problem.clone())
    } else if s.finished {
        Status::Finished
    } else {
        Status::Playing(s.to_play.and_then(|p| s.players.get(p)).map(|p| p.name.clone()))
    };
    let scores = s.scores.iter().filter_map(|&(p, score, rank)| Some((s.players.get(p)?.name.clone(), score, rank))).collect();
    Listed {
        scores,
        solo: s.solo.clone(),
        id: id.to_string(),
        name: if s.name.is_empty() { clean_name(id, MAX_NAME_CHARS) } else { s.name },
        game: s.game,
        options: s.options,
        game_name,
        map_name,
        map: s.map.clone(),
        players: s.players.into_iter().map(|p| (p.name, p.colour, p.bot, p.level)).collect(),
        updated_ms: s.updated_ms,
        moves: s.moves,
        round: s.round,
        status,
        key,
    }
}

/// Rebuilds the summaries of listed saves that have none: each is read and replayed by its
/// game's engine worker (one worker per game, every log bounded by the save limits); `done`
/// runs after each one is stored.
pub fn rebuild_summaries(ids: &[String], done: impl Fn() + Clone + 'static) {
    let mut by_game: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for id in ids {
        let busy = REBUILT.with(|r| r.borrow().contains_key(id)) || REBUILDING.with(|r| r.borrow().contains(id));
        let Some(text) = stored(id).filter(|_| !busy) else { continue };
        REBUILDING.with(|r| r.borrow_mut().push(id.clone()));
        let game = engine_for(&text);
        match by_game.iter_mut().find(|g| g.0 == game) {
            Some(g) => g.1.push((id.clone(), text)),
            None => by_game.push((game, vec![(id.clone(), text)])),
        }
    }
    for (game, saves) in by_game {
        let jobs: Vec<(String, String)> = saves.iter().map(|(id, text)| (id.clone(), text.clone())).collect();
        check_all(&game, jobs, done.clone());
    }
}

pub use super::load_error::load_error_text;

/// The summary of a save that does not load: why, in the page's language of the moment and as
/// data (so the list can say it again in another).
pub fn damaged(text: &str, e: &LoadError) -> Summary {
    Summary::damaged(text, &load_error_text(e), Some(e.clone()))
}

/// Replays each (id, text) in the engine of `game` and stores its summary.
fn check_all(game: &str, jobs: Vec<(String, String)>, done: impl Fn() + 'static) {
    let pending: std::rc::Rc<RefCell<HashMap<u64, (String, String)>>> = Default::default();
    let left = pending.clone();
    let give_up: Vec<String> = jobs.iter().map(|j| j.0.clone()).collect();
    let link = EngineLink::start_reading(
        game,
        |_: CheckResponse| {},
        move |_| REBUILDING.with(|r| r.borrow_mut().retain(|x| !give_up.contains(x))),
    );
    link.on_reply_reading(move |response: CheckResponse| {
        let Some((id, text)) = left.borrow_mut().remove(&response.id) else { return };
        REBUILDING.with(|r| r.borrow_mut().retain(|x| *x != id));
        let summary = match response.reply {
            CheckReply::Checked(c) => c.summary.unwrap_or_else(|| Summary::salvage(&text)),
            CheckReply::Failed(e) => damaged(&text, &e),
            CheckReply::Exported { .. } => Summary::salvage(&text),
        };
        rebuilt(&id, summary);
        if left.borrow().is_empty() {
            link.stop();
        }
        done();
    });
    for (id, text) in jobs {
        let n = link.send(Command::Check { save: text.clone() });
        pending.borrow_mut().insert(n, (id, text));
    }
}

fn rebuilt(id: &str, summary: Summary) {
    store_summary(id, &summary);
    REBUILT.with(|r| r.borrow_mut().insert(id.to_string(), summary));
}

/// The engine that reads a save's text: its game's, else the first game's, which refuses it
/// as any engine would (an unreadable file, a game this build does not have).
fn engine_for(text: &str) -> String {
    let named = (text.len() <= MAX_SAVE_BYTES)
        .then(|| serde_json::from_str::<serde_json::Value>(text).ok())
        .flatten()
        .and_then(|v| v.get("game").and_then(|g| g.as_str()).map(str::to_string))
        .filter(|g| game_info(g).is_some_and(|i| i.engine));
    named.unwrap_or_else(|| catalogue().into_iter().find(|g| g.engine).map(|g| g.id.to_string()).unwrap_or_default())
}

/// Stores a save's summary; when it cannot be stored, drops the old one so the list rebuilds it
/// rather than showing a stale line.
fn store_summary(id: &str, summary: &Summary) {
    if store::set(&summary_key(id), &summary.to_json()).is_err() {
        store::remove(&summary_key(id));
    }
}

/// Opens a save for the table: its text and file, checked as far as the page checks (its
/// engine replays it). A save that fails is kept as damaged in its summary.
pub fn open(id: &str) -> Result<(String, SaveFile), Option<LoadError>> {
    let text = stored(id).ok_or(None)?;
    // Everything that needs no replay is checked here; the replay is the engine's.
    match SaveFile::from_json_playable(&text) {
        Ok(save) => Ok((text, save)),
        Err(e) => {
            opened(id, damaged(&text, &e));
            Err(Some(e))
        }
    }
}

/// Keeps what opening a save found as its summary, so the list shows it without replaying.
pub fn opened(id: &str, summary: Summary) {
    if store::get(&summary_key(id)).and_then(|t| Summary::from_json(&t)).as_ref() != Some(&summary) {
        store_summary(id, &summary);
    }
}

/// The stored summary of a save, if it has a readable one.
pub fn summary(id: &str) -> Option<Summary> {
    store::get(&summary_key(id)).and_then(|t| Summary::from_json(&t))
}

/// Stores a save under `id` with its summary, and records it in the index. On failure the
/// previous copy stays. Returns the text written, the copy the table is then in step with.
pub fn write(id: &str, save: &SaveFile, summary: &Summary) -> Result<String, WriteError> {
    let entry = IndexEntry {
        id: id.to_string(),
        name: save.name.clone(),
        game: save.setup.game.clone(),
        updated_ms: save.updated_ms,
    };
    let text = save.to_json();
    write_text(&text, summary, entry)?;
    Ok(text)
}

/// `write` for a save's text in the current format, with its index entry.
fn write_text(text: &str, summary: &Summary, entry: IndexEntry) -> Result<(), WriteError> {
    let id = entry.id.as_str();
    store::set(&storage_key(id), text)?;
    store_summary(id, summary);
    let mut index = read_index();
    match index.iter_mut().find(|e| e.id == id) {
        Some(e) if *e == entry => return Ok(()),
        Some(e) => *e = entry,
        None => index.push(entry),
    }
    // The save itself is stored; a failed index write is healed by the key scan in `list`.
    let _ = write_index(&index);
    Ok(())
}

pub fn delete(id: &str) {
    store::remove(&storage_key(id));
    store::remove(&summary_key(id));
    REBUILT.with(|r| r.borrow_mut().remove(id));
    let index: Vec<IndexEntry> = read_index().into_iter().filter(|e| e.id != id).collect();
    let _ = write_index(&index);
}

/// Renames a save, damaged or not (only the envelope and the summary are touched). The name is
/// cleaned first; a name with nothing visible is ignored.
pub fn rename(id: &str, name: &str) -> Result<(), WriteError> {
    let name = clean_name(name, MAX_NAME_CHARS);
    if name.is_empty() {
        return Ok(());
    }
    let gone = || WriteError::Gone;
    let text = stored(id).ok_or_else(gone)?;
    let mut v: serde_json::Value = serde_json::from_str(&text).map_err(|_| gone())?;
    let obj = v.as_object_mut().ok_or_else(gone)?;
    obj.insert("name".into(), serde_json::Value::String(name.clone()));
    store::set(&storage_key(id), &v.to_string())?;
    let summary = store::get(&summary_key(id))
        .and_then(|t| Summary::from_json(&t))
        .or_else(|| REBUILT.with(|r| r.borrow().get(id).cloned()));
    if let Some(mut s) = summary {
        s.name = name.clone();
        store_summary(id, &s);
        REBUILT.with(|r| r.borrow_mut().remove(id));
    }
    let mut index = read_index();
    if let Some(e) = index.iter_mut().find(|e| e.id == id) {
        e.name = name;
        let _ = write_index(&index);
    }
    Ok(())
}

/// A fresh id, unique among stored saves: time plus random bits.
pub fn new_id() -> String {
    loop {
        let id = format!("{}-{:08x}", radix36(dom::now_ms() as u64), dom::random_u64() as u32);
        if stored(&id).is_none() {
            return id;
        }
    }
}

fn radix36(mut n: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut s = Vec::new();
    loop {
        s.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    s.reverse();
    String::from_utf8(s).expect("ascii")
}

/// Has an imported file read and replayed by its game's engine, then stores it (in the current
/// format, as the engine wrote it back) under a new id, with " (2)" added to its name when
/// another save has that name already. `done` gets the id and name, or why not.
pub fn import(text: String, done: impl FnOnce(Result<(String, String), ImportError>) + 'static) {
    let finish = super::dom::once(done);
    let fail = finish.clone();
    let link = EngineLink::start_reading(&engine_for(&text), |_: CheckResponse| {}, move |why| {
        fail(Err(ImportError::Load(LoadError::Invalid(Problem::new(Kind::EngineFailed, [why])))))
    });
    link.on_reply_reading(move |response: CheckResponse| {
        link.stop();
        let (summary, save) = match response.reply {
            CheckReply::Checked(Checked { summary: Some(summary), save: Some(save), .. }) => (summary, save),
            CheckReply::Failed(e) => return finish(Err(ImportError::Load(e))),
            _ => return finish(Err(ImportError::Load(LoadError::Invalid(Problem::new(Kind::Engine, []))))),
        };
        finish(store_import(save, summary).map_err(ImportError::Storage));
    });
    link.send(Command::Check { save: text });
}

/// Stores an imported save that its engine read: a name no other save has, and a time when it
/// has none.
fn store_import(save: String, mut summary: Summary) -> Result<(String, String), WriteError> {
    let taken: Vec<String> = list().into_iter().map(|l| l.name).collect();
    let mut file: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&save).unwrap_or_default();
    let old_name = file.get("name").and_then(|n| n.as_str()).unwrap_or_default().to_string();
    let name = unique_name(&old_name, &taken, MAX_NAME_CHARS);
    let mut updated_ms = file.get("updated_ms").and_then(|t| t.as_f64()).unwrap_or(0.0);
    let mut text = save;
    // Written again only when something changed (keys then come in another order).
    if name != old_name || updated_ms <= 0.0 {
        if updated_ms <= 0.0 {
            updated_ms = dom::now_ms();
            file.insert("updated_ms".into(), updated_ms.into());
        }
        file.insert("name".into(), name.clone().into());
        text = serde_json::Value::Object(file).to_string();
    }
    summary.name = name.clone();
    summary.updated_ms = updated_ms;
    let id = new_id();
    let entry = IndexEntry { id: id.clone(), name: name.clone(), game: summary.game.clone(), updated_ms };
    write_text(&text, &summary, entry).map(|_| (id, name))
}

/// A save's file for export, given to `done`, indented for people to read: in the current
/// format when it reads (seeds as strings; its game's engine writes it), else as stored so it
/// can still be rescued (indented when it parses).
pub fn export(id: &str, done: impl FnOnce(String) + 'static) {
    let Some(text) = stored(id) else { return };
    let as_stored = |text: &str| match serde_json::from_str::<serde::de::IgnoredAny>(text) {
        Ok(_) => indent_json(text),
        Err(_) => text.to_string(),
    };
    let finish = super::dom::once(done);
    let fail = {
        let (finish, text) = (finish.clone(), text.clone());
        move |_| finish(as_stored(&text))
    };
    let link = EngineLink::start_reading(&engine_for(&text), |_: CheckResponse| {}, fail);
    let asked = text.clone();
    link.on_reply_reading(move |response: CheckResponse| {
        link.stop();
        match response.reply {
            CheckReply::Exported { save: Some(file) } => finish(indent_json(&file)),
            _ => finish(as_stored(&text)),
        }
    });
    link.send(Command::Export { save: asked });
}

/// A file name for an exported save: "railyard-<name>.json" with only safe characters.
pub fn export_filename(name: &str) -> String {
    let mut slug: String = name
        .chars()
        .take(60)
        .map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
        .collect();
    while slug.contains("--") {
        slug = slug.replace("--", "-");
    }
    let slug = slug.trim_matches('-');
    if slug.is_empty() { "railyard-game.json".into() } else { format!("railyard-{slug}.json") }
}

/// The key of the game an embed started; an embed with computer seats keeps its own (the key
/// of an embed without them is the one earlier releases wrote).
pub fn embed_key(game: &str, map: &str, players: usize, computers: usize, level: Level) -> String {
    match computers {
        0 => format!("{EMBED_PREFIX}{game}.{map}.{players}"),
        _ => format!("{EMBED_PREFIX}{game}.{map}.{players}.{computers}.{}", level.id()),
    }
}

pub fn get_plain(key: &str) -> Option<String> {
    store::get(key)
}

pub fn set_plain(key: &str, value: &str) -> Result<(), String> {
    store::set(key, value).map_err(|e| e.to_string())
}
