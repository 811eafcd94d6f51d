//! Beside the map choice: a small picture of the chosen board and its player counts, drawn from
//! the catalogue's preview strings (`railyard::games::previews`), so no board file is read.

use leptos::prelude::*;
use railyard::games::previews::map_preview;
use railyard::games::MapInfo;

use super::fill;
use super::hexmap::SmallBoard;
use super::i18n::*;

#[component]
pub fn MapPreview(game: Signal<String>, map: Signal<Option<MapInfo>>) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let m = map.get()?;
        let preview = map_preview(&game.get(), m.id)?;
        let name = super::options::map_name(i18n, m.id, m.name);
        let range = if m.min_players == m.max_players { m.min_players.to_string() } else { format!("{}–{}", m.min_players, m.max_players) };
        Some(view! {
            <figure class="map-preview">
                <SmallBoard preview=preview name=name/>
                <figcaption class="muted" data-testid="map-players">{move || fill(t_string!(i18n, preview_players), &[("range", &range)])}</figcaption>
            </figure>
        })
    }
}
