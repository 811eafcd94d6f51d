//! What the table teaches about the game as it stands: a short description of each action and
//! bonus action, for a help tip beside its button.

use crate::core::Msg;

use super::Action;

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
