use leptos::prelude::*;

fn main() {
    leptos::mount::mount_to_body(|| {
        let count = RwSignal::new(0);
        view! { <button on:click=move |_| count.update(|n| *n += 1)>{move || count.get()}</button> }
    });
}
