//! A game's set-up options in the page's language: the home screen offers them, the table and
//! the saved-games list say which were chosen. Which options a game has and the values they
//! take come from the catalogue (`railyard::games`); only their words are here. An option this
//! build has no words for is shown by its catalogue name and raw value.

use leptos::prelude::*;
use railyard::games::{game_info, GameOption};

use super::fill;
use super::help::HelpTip;
use super::i18n::*;

/// The option's name ("Rules edition").
pub fn option_name(i18n: I18n, opt: &GameOption) -> String {
    match opt.id {
        "edition" => t_string!(i18n, option_edition).to_string(),
        _ => opt.name.to_string(),
    }
}

/// A map's name in the page's language ("Valley" is "Dolina" in Polish); proper names such as
/// Rust Belt and Midlands stay as printed. A map without words here keeps its catalogue name.
pub fn map_name(i18n: I18n, id: &str, fallback: &str) -> String {
    match id {
        "valley" => t_string!(i18n, map_valley).to_string(),
        "midlands" => t_string!(i18n, map_midlands).to_string(),
        "coast" => t_string!(i18n, map_coast).to_string(),
        "rust-belt" => t_string!(i18n, map_rust_belt).to_string(),
        "southern-us" => t_string!(i18n, map_southern_us).to_string(),
        "poland" => t_string!(i18n, map_poland).to_string(),
        "germany" => t_string!(i18n, map_germany).to_string(),
        "new-england" => t_string!(i18n, map_new_england).to_string(),
        "st-lucia" => t_string!(i18n, map_st_lucia).to_string(),
        "detroit" => t_string!(i18n, map_detroit).to_string(),
        "barbados" => t_string!(i18n, map_barbados).to_string(),
        "northeast-2" => t_string!(i18n, map_northeast).to_string(),
        "northeast" => t_string!(i18n, map_northeast_first).to_string(),
        "rhine-ruhr" => t_string!(i18n, map_rhine_ruhr).to_string(),
        "standard" => t_string!(i18n, rr_map_russia).to_string(),
        _ => fallback.to_string(),
    }
}

/// A paragraph on a map's special rules, for choosing it; none for maps without one.
pub fn map_summary(i18n: I18n, id: &str) -> Option<&'static str> {
    match id {
        "rust-belt" => Some(t_string!(i18n, map_summary_rust_belt)),
        "southern-us" => Some(t_string!(i18n, map_summary_southern_us)),
        "poland" => Some(t_string!(i18n, map_summary_poland)),
        "germany" => Some(t_string!(i18n, map_summary_germany)),
        "new-england" => Some(t_string!(i18n, map_summary_new_england)),
        "st-lucia" => Some(t_string!(i18n, map_summary_st_lucia)),
        "pittsburgh" => Some(t_string!(i18n, preview_summary_pittsburgh)),
        "heavy-cardboard" => Some(t_string!(i18n, preview_summary_heavy_cardboard)),
        "detroit" => Some(t_string!(i18n, map_summary_detroit)),
        "barbados" => Some(t_string!(i18n, map_summary_barbados)),
        _ => None,
    }
}

/// One of the option's values ("Current").
pub fn choice_name(i18n: I18n, opt: &GameOption, value: &str) -> String {
    match (opt.id, value) {
        ("edition", "2") => t_string!(i18n, option_edition_2).to_string(),
        ("edition", "1") => t_string!(i18n, option_edition_1).to_string(),
        _ => value.to_string(),
    }
}

/// One line on what choosing `value` changes in `game`.
pub fn choice_hint(i18n: I18n, game: &str, opt: &GameOption, value: &str) -> Option<&'static str> {
    match (game, opt.id, value) {
        (_, "edition", "2") => Some(t_string!(i18n, option_edition_2_hint)),
        ("age-of-steam", "edition", "1") => Some(t_string!(i18n, option_edition_1_hint_age_of_steam)),
        ("steam-power", "edition", "1") => Some(t_string!(i18n, option_edition_1_hint_steam_power)),
        _ => None,
    }
}

/// "Rules edition: Current" for each (option id, value) of `game`, in the order given; pairs
/// the catalogue does not know are left out.
pub fn chosen_words(i18n: I18n, game: &str, chosen: &[(String, String)]) -> Vec<String> {
    let Some(info) = game_info(game) else { return Vec::new() };
    chosen
        .iter()
        .filter_map(|(id, value)| {
            let opt = info.options.iter().find(|o| o.id == id)?;
            Some(fill(
                t_string!(i18n, option_chosen),
                &[("option", &option_name(i18n, opt)), ("value", &choice_name(i18n, opt, value))],
            ))
        })
        .collect()
}

/// The chosen options as small labels, in the page's language.
#[component]
pub fn ChosenOptions(game: String, chosen: Vec<(String, String)>, #[prop(into)] testid: String) -> impl IntoView {
    let i18n = use_i18n();
    (!chosen.is_empty()).then(|| {
        view! {
            <span class="chosen-options" data-testid=testid>
                {move || chosen_words(i18n, &game, &chosen).into_iter().map(|w| {
                    let full = w.clone();
                    view! { <span class="option-tag" title=full>{w}</span> }
                }).collect_view()}
            </span>
        }
    })
}

/// One option on the home screen: its name, a radio group of its values (the chosen one
/// checked) and what the chosen value changes.
#[component]
pub fn OptionField(game: &'static str, opt: GameOption, value: Signal<&'static str>, on_pick: Callback<&'static str>) -> impl IntoView {
    let i18n = use_i18n();
    let id = opt.id;
    let hint_id = format!("option-{game}-{id}-hint");
    let opt_name = opt.clone();
    let opt_hint = opt.clone();
    view! {
        <fieldset class="option-field" data-testid=format!("option-{id}")>
            <legend class="field-label">{move || option_name(i18n, &opt_name)}</legend>
            // What the option is about, beside its name (outside the legend, which names it).
            {super::help::option_help(i18n, id).map(|_| view! {
                <HelpTip text=Signal::derive(move || super::help::option_help(i18n, id).unwrap_or_default().to_string()) id=format!("option-{game}-{id}-about")/>
            })}
            <div class="choices">
                {opt.choices.iter().map(|&c| {
                    let opt = opt.clone();
                    view! {
                        <label class="choice" class:chosen=move || value.get() == c data-testid=format!("option-{id}-{c}")>
                            <input type="radio" name=format!("option-{game}-{id}") value=c
                                aria-describedby=hint_id.clone()
                                prop:checked=move || value.get() == c
                                on:change=move |_| on_pick.run(c)/>
                            <span>{move || choice_name(i18n, &opt, c)}</span>
                        </label>
                    }
                }).collect_view()}
            </div>
            <p class="option-hint muted" id=hint_id.clone() data-testid=format!("option-{id}-hint")>
                {move || choice_hint(i18n, game, &opt_hint, value.get())}
            </p>
        </fieldset>
    }
}
