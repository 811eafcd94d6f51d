//! A resize observer (the map's frame, the record's lines): its answer comes after the page's
//! layout, so reading sizes there costs no layout of its own.

use leptos::html::ElementType;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Calls `on_resize` when the element of `node` is first laid out and whenever its size
/// changes, for as long as its component lives; where the browser has no resize observer, once
/// when the element is mounted (at the cost of a layout then).
pub fn follow<E>(node: NodeRef<E>, on_resize: impl Fn() + Clone + 'static)
where
    E: ElementType,
    E::Output: JsCast + Clone + 'static,
{
    let observer = StoredValue::new_local(None::<Observer>);
    Effect::new(move |_| {
        let Some(el) = node.get() else { return };
        if observer.with_value(Option::is_some) {
            return;
        }
        match Observer::watch(el.unchecked_ref(), on_resize.clone()) {
            Some(o) => observer.set_value(Some(o)),
            None => on_resize(),
        }
    });
    on_cleanup(move || observer.set_value(None));
}

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
