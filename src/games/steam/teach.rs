//! What the table teaches about the game as it stands: a short description of each action
//! tile, and where the auction on screen stands (Base: the first turn's places one at a time;
//! Standard: the turn-order auction of every turn).

use crate::core::auction::{AuctionSeat, AuctionStatus};
use crate::core::Msg;

use super::turn::leader;
use super::{Action, ActionTile, Phase, Steam, Variant};

/// What an action tile does and when (Base prices included), for a help tip beside its button.
pub fn help(g: &Steam, action: &Action) -> Option<Msg> {
    match action {
        Action::Take { tile, .. } => {
            let side = if g.variant == Variant::Base { "base" } else { "standard" };
            let key = match tile {
                ActionTile::Locomotive | ActionTile::CityGrowth | ActionTile::Urbanization | ActionTile::TurnOrder => {
                    format!("steam.help.{}.{side}", tile.id())
                }
                _ => format!("steam.help.{}", tile.id()),
            };
            Some(Msg::new(key))
        }
        Action::PassBid if matches!(g.phase, Phase::Auction { .. }) => Some(Msg::new("steam.help.pass-bid")),
        _ => None,
    }
}

pub fn auction(g: &Steam) -> Option<AuctionStatus> {
    match &g.phase {
        Phase::Auction { bidders, at, bids, dropped, pass_used } => {
            let n = g.order.len();
            let mut seats: Vec<AuctionSeat> = bidders
                .iter()
                .enumerate()
                .map(|(i, &p)| {
                    let key = if i == *at { "table.auction.to-bid" } else { "table.auction.bidding" };
                    let may_pass = g.turn_order_pass == Some(p) && !pass_used;
                    let state = if may_pass { Msg::new("table.auction.may-pass").msg("state", Msg::new(key)) } else { Msg::new(key) };
                    AuctionSeat { seat: p, bid: bids[p], bidding: true, to_act: i == *at, place: None, pays: None, state }
                })
                .collect();
            for (j, &p) in dropped.iter().enumerate() {
                let place = n - j;
                let bid = bids[p].unwrap_or(0);
                let pays = if j == 0 { 0 } else if place <= 2 { bid } else { bid.div_ceil(2) };
                seats.push(AuctionSeat {
                    seat: p,
                    bid: bids[p],
                    bidding: false,
                    to_act: false,
                    place: Some(place as u32),
                    pays: Some(pays),
                    state: Msg::new("table.auction.out").num("place", place as i64).money("pay", pays),
                });
            }
            Some(AuctionStatus {
                title: Msg::new("table.auction.turn-order"),
                high: leader(bids),
                seats,
                places: (1..=n).map(|k| crate::games::age_of_steam::teach::place_cost(k, n)).collect(),
            })
        }
        Phase::Positions { placed, active, at, bid } => {
            let n = g.players.len();
            let place = placed.len() + 1;
            let mut seats: Vec<AuctionSeat> = active
                .iter()
                .enumerate()
                .map(|(i, &p)| {
                    let key = if i == *at { "table.auction.to-bid" } else { "table.auction.bidding" };
                    let mine = bid.filter(|b| b.0 == p).map(|b| b.1);
                    AuctionSeat { seat: p, bid: mine, bidding: true, to_act: i == *at, place: None, pays: None, state: Msg::new(key) }
                })
                .collect();
            for p in (0..n).filter(|p| !active.contains(p) && !placed.contains(p)) {
                let state = Msg::new("table.auction.passed-place").num("place", place as i64);
                seats.push(AuctionSeat { seat: p, bid: None, bidding: false, to_act: false, place: None, pays: None, state });
            }
            for (k, &p) in placed.iter().enumerate() {
                let state = Msg::new("table.auction.placed").num("place", k as i64 + 1);
                seats.push(AuctionSeat { seat: p, bid: None, bidding: false, to_act: false, place: Some(k as u32 + 1), pays: None, state });
            }
            Some(AuctionStatus {
                title: Msg::new("table.auction.position").num("place", place as i64),
                high: *bid,
                seats,
                places: vec![
                    Msg::new("table.auction.place-bid").num("place", place as i64),
                    Msg::new("table.auction.place-free").num("place", n as i64),
                ],
            })
        }
        _ => None,
    }
}
