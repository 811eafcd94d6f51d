//! What the table teaches about the game as it stands: a short description of each action and
//! bonus action, for a help tip beside its button.

use crate::core::view::{InfoPanel, InfoRow, Mark};
use crate::core::Msg;

use super::data::{contracts, COLOURS, COLOUR_CSS, COLOUR_LETTERS};
use super::{words, Action, SteamPower};

pub fn help(action: &Action) -> Option<Msg> {
    let id = match action {
        Action::BuildTrack => "build-track",
        Action::BuildFactory { .. } => "build-factory",
        Action::Fulfil { .. } => "fulfil",
        Action::DrawContracts => "draw",
        Action::TakeMoney => "take-money",
        Action::BonusTrack => "bonus-track",
        Action::BonusFactory { .. } => "bonus-factory",
        Action::BonusDraw => "bonus-draw",
        _ => return None,
    };
    Some(Msg::new(format!("sp.help.{id}")))
}

/// The letters of the solo game's companies on the map and in the panels: A-E, so none is the
/// letter of a city tile (K, W, O, G, P) or of an emptied city (2).
pub const COMPANY_LETTERS: [&str; 5] = ["A", "B", "C", "D", "E"];

/// The contracts in `viewer`'s hand as small cards: each contract's id, a chip for every
/// resource it needs, and its reward. Only the viewer's own hand; nobody else's.
pub fn hand_panel(g: &SteamPower, viewer: Option<usize>) -> Option<(InfoPanel, (Msg, Vec<(Msg, Msg)>))> {
    let seat = g.seats.get(viewer?)?;
    if seat.hand.is_empty() {
        return None;
    }
    let names = g.names();
    let title = words::k("panel.hand");
    let words: Vec<(Msg, Msg)> = seat.hand.iter().map(|&c| (Msg::text(words::contract_id(c)), words::reward(c))).collect();
    let rows = seat
        .hand
        .iter()
        .zip(&words)
        .map(|(&c, (label, text))| InfoRow {
            label: label.english(&names),
            marks: contracts()[c as usize]
                .unit_list()
                .into_iter()
                .map(|col| Mark::said(COLOUR_CSS[col], COLOUR_LETTERS[col], words::k(&format!("mark.resource.{}", COLOURS[col])), &[]))
                .collect(),
            text: text.english(&names),
        })
        .collect();
    Some((InfoPanel { title: title.english(&names), rows }, (title, words)))
}
