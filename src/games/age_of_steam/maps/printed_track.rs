//! Track printed on the board that a player claims whole for its printed price, as one build:
//! Heavy Cardboard's ferries and Detroit's bridges. It comes from the board, not the tile
//! supply, and is drawn as the simple tile of its shape.

use crate::core::track::Path;
use crate::core::{Msg, Outcome};
use crate::rail::network::View;
use crate::rail::{Seg, Tile, TileClass};

use super::super::words::hex_label;
use super::super::{manifest, Action, AgeOfSteam, Phase};

/// The unclaimed printed track seat `p` can pay for now and whose two ends satisfy `ready`
/// (given the view and the hex at each end): (hex, price).
pub fn claimable(g: &AgeOfSteam, p: usize, ready: impl Fn(&View, usize) -> bool) -> Vec<(usize, u32)> {
    open(g, ready).into_iter().filter(|&(_, cost)| cost as i32 <= g.players[p].money).collect()
}

/// The unclaimed printed track whose two ends satisfy `ready`, whatever it costs: (hex, price).
pub fn open(g: &AgeOfSteam, ready: impl Fn(&View, usize) -> bool) -> Vec<(usize, u32)> {
    let v = g.view();
    let touched = match &g.phase {
        Phase::Build { touched, .. } => touched.clone(),
        _ => Vec::new(),
    };
    (0..g.map.hexes.len())
        .filter(|&i| g.hexes[i].tile.is_none() && !touched.contains(&g.map.hexes[i].hex))
        .filter_map(|i| {
            let t = g.map.hexes[i].printed_track.first()?;
            let ends: Vec<usize> = t.exits.iter().filter_map(|&e| v.neighbor(i, e)).collect();
            (ends.len() == 2 && ends.iter().all(|&n| ready(&v, n))).then_some((i, t.claim_cost))
        })
        .collect()
}

/// The two board hexes printed track on hex `i` joins, if it has any.
pub fn ends(g: &AgeOfSteam, i: usize) -> Option<(usize, usize)> {
    let t = g.map.hexes[i].printed_track.first()?;
    let v = g.view();
    Some((v.neighbor(i, t.exits[0])?, v.neighbor(i, t.exits[1])?))
}

/// Seat `p` claims the printed track of `action` (`ClaimTrack`): it pays, owns it, and the log
/// says so under `log_key`. Gives the price.
pub fn claim(g: &mut AgeOfSteam, p: usize, action: &Action, log_key: &str, out: &mut Outcome) -> u32 {
    let Action::ClaimTrack { hex } = action else { return 0 };
    let Some(i) = g.map.at(*hex) else { return 0 };
    let Some(t) = g.map.hexes[i].printed_track.first() else { return 0 };
    let path = Path::new(t.exits[0], Some(t.exits[1]));
    // Drawn as the simple tile of its shape.
    let kind = manifest()
        .tiles
        .iter()
        .position(|d| d.class == TileClass::Simple && d.orientations.iter().any(|(_, o)| *o == vec![path]))
        .unwrap_or(0);
    g.hexes[i].tile = Some(Tile { kind, disc: false, segs: vec![Seg { path, owner: Some(p) }] });
    g.players[p].money -= t.claim_cost as i32;
    out.say(Msg::new(log_key).seat("seat", p).msg("at", hex_label(g, i)).money("cost", t.claim_cost));
    t.claim_cost
}
