//! The web-worker side of an engine bin: each message from the page is a `Request` as JSON
//! text, answered by one `Response` as JSON in UTF-8 bytes, whose buffer is handed over to the
//! page rather than copied (a late build decision's answer is tens of kilobytes). Shared by the
//! `engine-<game>` bins, each of which names its own game only, so its module links no other
//! rules.

use std::cell::RefCell;

use railyard::core::Game;
use railyard::games::engine::Engine;
use railyard::games::Rounds;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

pub fn run<G: Game + Rounds + 'static>() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    // Each worker numbers its tables from its own start (a multiple of 2^20 below 2^50), so a
    // table the page holds from a worker it restarted never passes for this worker's.
    let base = ((js_sys::Math::random() * (1u64 << 30) as f64) as u64 + 1) << 20;
    let engine = RefCell::new(Engine::<G>::with_clock(js_sys::Date::now).numbered_from(base));
    let reply = scope.clone();
    let handle = move |data: JsValue| {
        let Some(text) = data.as_string() else { return };
        let mut engine = engine.borrow_mut();
        let answer = engine.handle_text(&text);
        // A searched move is replayed from its seed and iteration count: they go to the console.
        if let Some((seed, iterations)) = engine.last_search.take() {
            web_sys::console::log_1(&JsValue::from_str(&format!("search: seed {seed}, {iterations} iterations")));
        }
        let bytes = js_sys::Uint8Array::from(answer.as_bytes());
        let _ = reply.post_message_with_transfer(&bytes, &js_sys::Array::of1(&bytes.buffer()));
    };
    // The requests that came while the module loaded, kept by the worker's script (loader.js).
    let key = JsValue::from_str("railyardEarly");
    let early = js_sys::Reflect::get(&scope, &key).ok().and_then(|v| v.dyn_into::<js_sys::Array>().ok());
    let _ = js_sys::Reflect::set(&scope, &key, &JsValue::UNDEFINED);
    for data in early.iter().flat_map(|a| a.iter()) {
        handle(data);
    }
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| handle(e.data()));
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
}
