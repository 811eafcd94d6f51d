//! A resize observer (the map's frame, the record's lines): its answer comes after the page's
//! layout, so reading sizes there costs no layout of its own.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Observes one element until dropped.
pub struct Observer {
    observer: web_sys::ResizeObserver,
    _callback: Closure<dyn FnMut()>,
}

impl Observer {
    /// Calls `on_resize` once the element is first laid out and whenever its size changes.
    /// `None` where the browser has no resize observer.
    pub fn watch(el: &web_sys::Element, mut on_resize: impl FnMut() + 'static) -> Option<Observer> {
        let callback = Closure::<dyn FnMut()>::new(move || on_resize());
        let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
        observer.observe(el);
        Some(Observer { observer, _callback: callback })
    }
}

impl Drop for Observer {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}
