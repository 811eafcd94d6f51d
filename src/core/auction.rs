//! Where an auction stands, as the table shows it beside the bid controls: the high bid, each
//! seat's state and what each place costs. Engines fill it from their own state, so the page
//! shows the rules' outcome without working any of it out.

use serde::{Deserialize, Serialize};

use super::Msg;

/// One seat in the auction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuctionSeat {
    pub seat: usize,
    /// Its last bid, if it has bid.
    pub bid: Option<u32>,
    /// Still in the auction (may bid again).
    pub bidding: bool,
    /// It is this seat's turn to bid.
    pub to_act: bool,
    /// The place it has taken, once out.
    pub place: Option<u32>,
    /// What it pays for that place, when the rules fix it already.
    pub pays: Option<u32>,
    /// Its state in words ("bidding", "passed", "dropped out: place 4, pays $3").
    pub state: Msg,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuctionStatus {
    /// What is auctioned ("Turn order", "Place 2").
    pub title: Msg,
    /// The high bid and its bidder.
    pub high: Option<(usize, u32)>,
    /// The seats in bidding order, then those out.
    pub seats: Vec<AuctionSeat>,
    /// What each place costs, first place first, as the rules price it.
    pub places: Vec<Msg>,
}
