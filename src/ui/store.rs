//! Where the app keeps its data: the browser's localStorage when the page may use it, else
//! memory. Browsers refuse storage to a cross-site iframe when third-party storage is blocked
//! (reading `window.localStorage` then throws), and some private modes refuse every write; the
//! app then plays on in memory, says that nothing is kept, and offers export. Partitioned
//! storage (what most browsers give a cross-site iframe by default) is storage: it persists.
//!
//! Every read and write of stored text goes through this module, so the choice is made once.

use std::cell::RefCell;
use std::collections::BTreeMap;

use wasm_bindgen::JsValue;

enum Backend {
    Local(web_sys::Storage),
    Memory(RefCell<BTreeMap<String, String>>),
}

thread_local! {
    static BACKEND: Backend = open();
}

const PROBE: &str = "railyard.probe";

fn open() -> Backend {
    let local = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    if let Some(storage) = local {
        let writable = storage.set_item(PROBE, "1").is_ok() && storage.remove_item(PROBE).is_ok();
        // A full storage refuses the probe too, but it holds games: keep reading them.
        if writable || storage.length().unwrap_or(0) > 0 {
            return Backend::Local(storage);
        }
    }
    Backend::Memory(RefCell::default())
}

/// True when what is stored outlives the page (localStorage, partitioned or not).
pub fn persistent() -> bool {
    BACKEND.with(|b| matches!(b, Backend::Local(_)))
}

pub fn get(key: &str) -> Option<String> {
    BACKEND
        .try_with(|b| match b {
            Backend::Local(s) => s.get_item(key).ok().flatten(),
            Backend::Memory(m) => m.try_borrow().ok()?.get(key).cloned(),
        })
        .ok()
        .flatten()
}

/// Why something was not stored (the previous copy, if any, is untouched).
#[derive(Clone, Debug, PartialEq)]
pub enum WriteError {
    Full,
    /// The browser's own reason.
    Refused(String),
    /// The save to change is no longer stored (deleted in another tab).
    Gone,
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WriteError::Full => f.write_str("the browser's storage for this site is full"),
            WriteError::Refused(why) => write!(f, "the browser refused to store it ({why})"),
            WriteError::Gone => f.write_str("the save is gone"),
        }
    }
}

impl From<WriteError> for String {
    fn from(e: WriteError) -> String {
        e.to_string()
    }
}

/// Stores `value` under `key`; on failure the previous value stays and the reason is returned.
pub fn set(key: &str, value: &str) -> Result<(), WriteError> {
    BACKEND.with(|b| match b {
        Backend::Local(s) => s.set_item(key, value).map_err(|e| refusal(&e)),
        Backend::Memory(m) => {
            m.borrow_mut().insert(key.to_string(), value.to_string());
            Ok(())
        }
    })
}

pub fn remove(key: &str) {
    BACKEND.with(|b| match b {
        Backend::Local(s) => {
            let _ = s.remove_item(key);
        }
        Backend::Memory(m) => {
            m.borrow_mut().remove(key);
        }
    })
}

/// Every stored key.
pub fn keys() -> Vec<String> {
    BACKEND
        .try_with(|b| match b {
            Backend::Local(s) => (0..s.length().unwrap_or(0)).filter_map(|i| s.key(i).ok().flatten()).collect(),
            Backend::Memory(m) => m.try_borrow().map(|m| m.keys().cloned().collect()).unwrap_or_default(),
        })
        .unwrap_or_default()
}

/// Why the browser refused a write.
fn refusal(err: &JsValue) -> WriteError {
    let field = |k: &str| js_sys::Reflect::get(err, &JsValue::from_str(k)).ok();
    let name = field("name").and_then(|v| v.as_string()).unwrap_or_default();
    let code = field("code").and_then(|v| v.as_f64()).unwrap_or(0.0);
    if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" || code == 22.0 || code == 1014.0 {
        WriteError::Full
    } else {
        WriteError::Refused(if name.is_empty() { "unknown error".into() } else { name })
    }
}
