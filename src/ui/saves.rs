//! Saves in the app's storage (`store`: localStorage, or memory where the browser refuses it):
//! one key per game (`railyard.save.<id>`) holding its `SaveFile` JSON,
//! plus an index (`railyard.saves`) of ids and names. A write that fails leaves the previous
//! copy untouched (localStorage writes are all-or-nothing) and reports why. Listing replays every
//! save, so a damaged one is reported on its own without touching the others. Keys missing from
//! the index (a failed index write) are still found by scanning the storage.

use railyard::games::{game_info, AnySession};
use railyard::save::{LoadError, SaveFile};
use serde::{Deserialize, Serialize};

use super::{dom, store};

pub const SAVE_PREFIX: &str = "railyard.save.";
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
    pub game_name: String,
    pub map_name: String,
    /// (name, colour) per seat.
    pub players: Vec<(String, String)>,
    pub updated_ms: f64,
    pub moves: usize,
    pub status: Status,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// Replays; the name of the seat to play.
    Playing(Option<String>),
    Finished,
    /// Fails to replay: why (with the failing action when an action failed).
    Damaged(String),
}

fn key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// The storage key of a save.
pub fn storage_key(id: &str) -> String {
    key(id)
}

pub fn get_text(key: &str) -> Option<String> {
    store::get(key)
}

/// The stored text of a save, exactly as written.
pub fn stored(id: &str) -> Option<String> {
    store::get(&key(id))
}

fn read_index() -> Vec<IndexEntry> {
    store::get(INDEX_KEY).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

fn write_index(index: &[IndexEntry]) -> Result<(), String> {
    store::set(INDEX_KEY, &serde_json::to_string(index).map_err(|e| e.to_string())?)
}

/// Every save id: the index first, then keys the index missed.
fn all_ids() -> Vec<String> {
    let mut ids: Vec<String> = read_index().into_iter().map(|e| e.id).collect();
    for k in store::keys() {
        if let Some(id) = k.strip_prefix(SAVE_PREFIX) {
            if !ids.iter().any(|x| x == id) {
                ids.push(id.to_string());
            }
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

/// Lists every save, newest first; damaged ones say why.
pub fn list() -> Vec<Listed> {
    let mut out = Vec::new();
    for id in all_ids() {
        let Some(text) = get_text(&key(&id)) else { continue };
        out.push(describe(&id, &text));
    }
    out.sort_by(|a, b| b.updated_ms.partial_cmp(&a.updated_ms).unwrap_or(std::cmp::Ordering::Equal));
    out
}

fn describe(id: &str, text: &str) -> Listed {
    match AnySession::load_json(text) {
        Ok((save, session)) => {
            let (game_name, map_name) = game_and_map_names(&save.setup.game, &save.setup.map);
            let status = if session.is_over() {
                Status::Finished
            } else {
                Status::Playing(
                    session.current_player().and_then(|p| save.setup.players.get(p)).map(|s| s.name.clone()),
                )
            };
            Listed {
                id: id.to_string(),
                name: save.name.clone(),
                game_name,
                map_name,
                players: save.setup.players.iter().map(|s| (s.name.clone(), s.colour.clone())).collect(),
                updated_ms: save.updated_ms,
                moves: save.actions.len(),
                status,
            }
        }
        Err(err) => {
            // Salvage what can be read for the list line.
            let v: serde_json::Value = serde_json::from_str(text).unwrap_or(serde_json::Value::Null);
            let s = |k: &str| v.get(k).and_then(|x| x.as_str()).unwrap_or("").to_string();
            let (game_name, map_name) = game_and_map_names(&s("game"), &s("map"));
            let players = v
                .get("players")
                .and_then(|p| p.as_array())
                .map(|a| {
                    a.iter()
                        .map(|p| {
                            let f = |k: &str| p.get(k).and_then(|x| x.as_str()).unwrap_or("").to_string();
                            (f("name"), f("colour"))
                        })
                        .collect()
                })
                .unwrap_or_default();
            let name = match s("name") {
                n if n.is_empty() => id.to_string(),
                n => n,
            };
            Listed {
                id: id.to_string(),
                name,
                game_name,
                map_name,
                players,
                updated_ms: v.get("updated_ms").and_then(|x| x.as_f64()).unwrap_or(0.0),
                moves: v.get("actions").and_then(|a| a.as_array()).map_or(0, |a| a.len()),
                status: Status::Damaged(err.to_string()),
            }
        }
    }
}

/// Opens a save: its file and the replayed session.
pub fn load(id: &str) -> Result<(SaveFile, AnySession), Option<LoadError>> {
    let text = get_text(&key(id)).ok_or(None)?;
    AnySession::load_json(&text).map_err(Some)
}

/// Stores a save under `id` and records it in the index. On failure the previous copy stays.
pub fn write(id: &str, save: &SaveFile) -> Result<(), String> {
    store::set(&key(id), &serde_json::to_string(save).map_err(|e| e.to_string())?)?;
    let mut index = read_index();
    let entry = IndexEntry {
        id: id.to_string(),
        name: save.name.clone(),
        game: save.setup.game.clone(),
        updated_ms: save.updated_ms,
    };
    match index.iter_mut().find(|e| e.id == id) {
        Some(e) if *e == entry => return Ok(()),
        Some(e) => *e = entry,
        None => index.push(entry),
    }
    // The save itself is stored; a failed index write is healed by the key scan in `list`.
    write_index(&index)
}

pub fn delete(id: &str) {
    store::remove(&key(id));
    let index: Vec<IndexEntry> = read_index().into_iter().filter(|e| e.id != id).collect();
    let _ = write_index(&index);
}

/// Renames a save, damaged or not (only the envelope is touched).
pub fn rename(id: &str, name: &str) -> Result<(), String> {
    let text = get_text(&key(id)).ok_or("the save is gone")?;
    let mut v: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let obj = v.as_object_mut().ok_or("the save is not an object")?;
    obj.insert("name".into(), serde_json::Value::String(name.to_string()));
    let text = serde_json::to_string(&v).map_err(|e| e.to_string())?;
    store::set(&key(id), &text)?;
    let mut index = read_index();
    if let Some(e) = index.iter_mut().find(|e| e.id == id) {
        e.name = name.to_string();
        let _ = write_index(&index);
    }
    Ok(())
}

/// A fresh id, unique among stored saves: time plus random bits.
pub fn new_id() -> String {
    loop {
        let id = format!("{}-{:08x}", radix36(dom::now_ms() as u64), dom::random_u64() as u32);
        if get_text(&key(&id)).is_none() {
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

/// Validates an imported file by replaying it, then stores it under a new id.
pub fn import(text: &str) -> Result<(String, String), LoadError> {
    let (mut save, _) = AnySession::load_json(text)?;
    let id = new_id();
    if save.updated_ms <= 0.0 {
        save.updated_ms = dom::now_ms();
    }
    write(&id, &save).map_err(LoadError::Unreadable)?;
    Ok((id, save.name))
}

/// The raw stored text of a save, for export (damaged saves can be rescued this way too).
pub fn export_text(id: &str) -> Option<String> {
    let text = get_text(&key(id))?;
    // Pretty-print when it parses, so the file is readable; else hand it over as it is.
    Some(match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(v) => serde_json::to_string_pretty(&v).unwrap_or(text),
        Err(_) => text,
    })
}

/// A file name for an exported save: "railyard-<name>.json" with only safe characters.
pub fn export_filename(name: &str) -> String {
    let mut slug: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
        .collect();
    while slug.contains("--") {
        slug = slug.replace("--", "-");
    }
    let slug = slug.trim_matches('-');
    if slug.is_empty() { "railyard-game.json".into() } else { format!("railyard-{slug}.json") }
}

pub fn embed_key(game: &str, map: &str, players: usize) -> String {
    format!("{EMBED_PREFIX}{game}.{map}.{players}")
}

pub fn get_plain(key: &str) -> Option<String> {
    get_text(key)
}

pub fn set_plain(key: &str, value: &str) -> Result<(), String> {
    store::set(key, value)
}
