//! The page's side of a game's engine: a web worker running that game's own wasm module
//! (`engine-<game>_loader.js`, fetched the first time a game of that kind is opened). Requests
//! go out as JSON text and never block the page; each answer comes back as JSON in UTF-8 bytes
//! (handed over, not copied, and read without turning them into a string and back) to the
//! handler with the id of its request, so the caller can drop answers it no longer wants.
//! `restart` ends the worker (and whatever it is computing) and starts a fresh one.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use railyard::games::engine::{Command, Known, Request, Response};
use serde::de::DeserializeOwned;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// Reads an answer's JSON and hands it on.
type Handler = Rc<dyn Fn(&[u8])>;
type Failure = Rc<dyn Fn(String)>;

struct Client {
    game: String,
    /// Takes requests at once: its script keeps those that come before its module listens
    /// (`src/bin/engine/loader.js`).
    worker: Option<Worker>,
    next_id: u64,
    on_reply: Handler,
    on_fail: Failure,
    listeners: Option<Listeners>,
    /// The previous worker's listeners: `restart` may run inside one of them, so they are
    /// dropped one restart later.
    retired: Option<Listeners>,
}

type Listeners = (Closure<dyn FnMut(MessageEvent)>, Closure<dyn FnMut(ErrorEvent)>);

/// A handle on a game's engine worker. Cheap to copy; the worker lives until `stop`.
#[derive(Clone, Copy)]
pub struct EngineLink {
    client: StoredValue<Rc<RefCell<Client>>, LocalStorage>,
}

/// The worker script of a game's engine.
fn script(game: &str) -> String {
    format!("./engine-{game}_loader.js")
}

impl EngineLink {
    /// Starts the engine of `game`; answers go to `on_reply`, a worker that fails to load or
    /// crashes to `on_fail`.
    pub fn start(game: &str, on_reply: impl Fn(Response) + 'static, on_fail: impl Fn(String) + 'static) -> EngineLink {
        Self::start_reading(game, on_reply, on_fail)
    }

    /// `start`, with answers read as `R` (the saved-games list reads only `CheckResponse`).
    pub fn start_reading<R: DeserializeOwned>(game: &str, on_reply: impl Fn(R) + 'static, on_fail: impl Fn(String) + 'static) -> EngineLink {
        let client = Rc::new(RefCell::new(Client {
            game: game.to_string(),
            worker: None,
            next_id: 1,
            on_reply: reading(on_reply),
            on_fail: Rc::new(on_fail),
            listeners: None,
            retired: None,
        }));
        spawn(&client);
        EngineLink { client: StoredValue::new_local(client) }
    }

    /// Sends a command; returns the id its answer will carry.
    pub fn send(&self, command: Command) -> u64 {
        self.send_knowing(command, Known::default())
    }

    /// Sends a command, saying what the page holds of the game: the answer leaves that out.
    pub fn send_knowing(&self, command: Command, known: Known) -> u64 {
        // Gone with its table: nothing to send to.
        let Some(client) = self.client.try_get_value() else { return 0 };
        let mut c = client.borrow_mut();
        let id = c.next_id;
        c.next_id += 1;
        let text = serde_json::to_string(&Request::new(id, known, command)).expect("requests serialize");
        if let Some(w) = &c.worker {
            let _ = w.post_message(&JsValue::from_str(&text));
        }
        id
    }

    /// Replaces the answer handler.
    pub fn on_reply(&self, f: impl Fn(Response) + 'static) {
        self.on_reply_reading(f);
    }

    /// Replaces the answer handler, with answers read as `R`.
    pub fn on_reply_reading<R: DeserializeOwned>(&self, f: impl Fn(R) + 'static) {
        self.client.get_value().borrow_mut().on_reply = reading(f);
    }

    /// Ends the worker, dropping whatever it was doing and every queued request, and starts a
    /// fresh one (which has no game open).
    pub fn restart(&self) {
        let client = self.client.get_value();
        stop(&client);
        spawn(&client);
    }

    pub fn stop(&self) {
        if let Some(client) = self.client.try_get_value() {
            stop(&client);
        }
    }
}

/// A client dropped without `stop` (its owner went away first) still ends its worker, so no
/// answer reaches a listener that is gone.
impl Drop for Client {
    fn drop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.set_onmessage(None);
            w.set_onerror(None);
            w.terminate();
        }
    }
}

/// A handler of answers read as `R`; an answer that does not read is dropped.
fn reading<R: DeserializeOwned>(f: impl Fn(R) + 'static) -> Handler {
    Rc::new(move |json: &[u8]| {
        // Read as text: the one reader of the answers' types this module carries (a second,
        // over bytes, would add a copy of them all).
        let Ok(text) = std::str::from_utf8(json) else { return };
        if let Ok(answer) = serde_json::from_str::<R>(text) {
            f(answer)
        }
    })
}

fn stop(client: &Rc<RefCell<Client>>) {
    let mut c = client.borrow_mut();
    if let Some(w) = c.worker.take() {
        w.set_onmessage(None);
        w.set_onerror(None);
        w.terminate();
    }
    c.retired = c.listeners.take();
}

/// The engine worker boot.js started for this game beside the page's own module (an embed, or
/// a game reopened by its address), if it did and it has not failed: taken once.
fn preloaded(game: &str) -> Option<Worker> {
    use js_sys::Reflect;
    let window: JsValue = web_sys::window()?.into();
    let key = JsValue::from_str("railyardEngine");
    let pre = Reflect::get(&window, &key).ok().filter(|p| p.is_object())?;
    let field = |name: &str| Reflect::get(&pre, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
    if field("game").as_string().as_deref() != Some(game) || field("failed").is_truthy() {
        return None;
    }
    let _ = Reflect::set(&window, &key, &JsValue::UNDEFINED);
    field("worker").dyn_into().ok()
}

fn spawn(client: &Rc<RefCell<Client>>) {
    let game = client.borrow().game.clone();
    let worker = match preloaded(&game) {
        Some(found) => found,
        None => match Worker::new(&script(&game)) {
            Ok(w) => w,
            Err(e) => {
                let fail = client.borrow().on_fail.clone();
                fail(format!("{e:?}"));
                return;
            }
        },
    };
    let weak = Rc::downgrade(client);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let Some(client) = weak.upgrade() else { return };
        let data = e.data();
        let json = match data.dyn_ref::<js_sys::Uint8Array>() {
            Some(bytes) => bytes.to_vec(),
            None => match data.as_string() {
                Some(text) => text.into_bytes(),
                None => return,
            },
        };
        // The handler may send again: no borrow is held while it runs.
        let handler = client.borrow().on_reply.clone();
        handler(&json);
    });
    let weak = Rc::downgrade(client);
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |e: ErrorEvent| {
        let Some(client) = weak.upgrade() else { return };
        let fail = client.borrow().on_fail.clone();
        fail(e.message());
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let mut c = client.borrow_mut();
    c.worker = Some(worker);
    c.listeners = Some((on_message, on_error));
}
