//! What the table teaches about the game as it stands: a short description of each special
//! action, and where the turn-order auction stands.

use crate::core::auction::{AuctionSeat, AuctionStatus};
use crate::core::Msg;

use super::{Action, AgeOfSteam, Phase, Special};

/// What a special action does and when, for a help tip beside its button.
pub fn help(action: &Action) -> Option<Msg> {
    let id = match action {
        Action::Choose { action } => match action {
            Special::FirstMove => "first-move",
            Special::FirstBuild => "first-build",
            Special::Engineer => "engineer",
            Special::Locomotive => "locomotive",
            Special::Urbanization => "urbanization",
            Special::Production => "production",
            Special::TurnOrder => "turn-order",
            Special::CommonwealthGrant => "commonwealth-grant",
            Special::HeavyLifting => "heavy-lifting",
        },
        Action::PassBid => "pass-bid",
        Action::UpgradeEngine => "upgrade-engine",
        _ => return None,
    };
    Some(Msg::new(format!("aos.help.{id}")))
}

/// What place `place` of `n` pays: the first to drop out (last place) nothing, first and second
/// place their whole bid, the places between half their bid rounded up.
pub fn place_cost(place: usize, n: usize) -> Msg {
    let key = if place == n {
        "table.auction.place-free"
    } else if place <= 2 {
        "table.auction.place-full"
    } else {
        "table.auction.place-half"
    };
    Msg::new(key).num("place", place as i64)
}

pub fn auction(g: &AgeOfSteam) -> Option<AuctionStatus> {
    let Phase::Auction { bidders, at, bids, high, dropped, pass_used } = &g.phase else { return None };
    let n = g.order.len();
    let bid_of = |p: usize| Some(bids[p]).filter(|&b| b > 0);
    let mut seats: Vec<AuctionSeat> = bidders
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let may_pass = g.turn_order_pass == Some(p) && !pass_used;
            let key = if i == *at { "table.auction.to-bid" } else { "table.auction.bidding" };
            let state = if may_pass { Msg::new("table.auction.may-pass").msg("state", Msg::new(key)) } else { Msg::new(key) };
            AuctionSeat { seat: p, bid: bid_of(p), bidding: true, to_act: i == *at, place: None, pays: None, state }
        })
        .collect();
    for (j, &p) in dropped.iter().enumerate() {
        let place = n - j;
        let pays = if j == 0 { 0 } else { bids[p].div_ceil(2) };
        seats.push(AuctionSeat {
            seat: p,
            bid: bid_of(p),
            bidding: false,
            to_act: false,
            place: Some(place as u32),
            pays: Some(pays),
            state: Msg::new("table.auction.out").num("place", place as i64).money("pay", pays),
        });
    }
    let leader = bidders.iter().copied().find(|&p| *high > 0 && bids[p] == *high);
    Some(AuctionStatus {
        title: Msg::new("table.auction.turn-order"),
        high: leader.map(|p| (p, *high)),
        seats,
        places: (1..=n).map(|k| place_cost(k, n)).collect(),
    })
}

/// A goods display column with the city it feeds ("light 1 · Chicago", "A · new city A"), for
/// the Production choices.
pub fn column_city(g: &AgeOfSteam, col: usize) -> Msg {
    let city = if col < 12 {
        Msg::text(g.map.city_of_column(col).and_then(|i| g.map.hexes[i].name.clone()).unwrap_or_default())
    } else {
        let n = col - 12;
        let placed = g.hexes.iter().any(|h| h.new_city == Some(n));
        Msg::new(if placed { "aos.panel.new-city" } else { "aos.panel.new-city-off" }).with("letter", g.map.new_cities[n].letter.clone())
    };
    Msg::new("aos.column.city").msg("column", super::words::column(g.map, col)).msg("city", city)
}

/// The mark of new city `n` (its colour and letter), for the map preview of Urbanization.
pub fn new_city_mark(g: &AgeOfSteam, n: usize) -> crate::core::view::Mark {
    let c = &g.map.new_cities[n];
    crate::core::view::Mark::said(c.colour.css(), c.letter.clone(), Msg::new(format!("aos.mark.city.{}", c.colour.name())), &[])
}
