//! Rule editions. Saves made by the first release were played with 35 resources of each colour,
//! the first maps (cities two hexes apart), a "choose another hex" step while building, the
//! first tied largest hand drawn from without a choice, and a 60-round limit. Those saves still
//! replay exactly: a save migrated from format 1 carries the option `edition: "1"`, and this
//! module gives the engine that edition's numbers. New games use the current edition.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edition {
    /// "1" or "2", as the setup option writes it.
    pub id: &'static str,
    pub resources: u32,
    /// The game ends after this round, whatever happens.
    pub max_rounds: Option<u32>,
    /// A chosen hex may be given up again before a tile is laid there.
    pub unfocus: bool,
    /// With several largest hands tied, the drawing player chooses (else the first in turn
    /// order from the drawing seat is drawn from).
    pub choose_tied_hand: bool,
    /// The first release's map layouts.
    pub first_maps: bool,
}

impl Edition {
    pub const FIRST: Edition =
        Edition { id: "1", resources: 35, max_rounds: Some(60), unfocus: true, choose_tied_hand: false, first_maps: true };
    pub const CURRENT: Edition =
        Edition { id: "2", resources: 30, max_rounds: None, unfocus: false, choose_tied_hand: true, first_maps: false };

    /// The edition a setup names (the current one when it names none).
    pub fn of(setup: &crate::core::Setup) -> Edition {
        match setup.option("edition") {
            Some("1") => Edition::FIRST,
            _ => Edition::CURRENT,
        }
    }
}
