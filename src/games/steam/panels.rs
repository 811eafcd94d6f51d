//! The information beside Steam's map: the Goods Supply spaces with their cubes (what City
//! Growth and Urbanization draw on), the action tiles and who holds each this turn, the bag and
//! the City Growth markers left, and the track pieces in stock. As messages, with the English
//! panels derived from them.

use crate::core::view::InfoPanel;
use crate::core::Msg;
use crate::rail::Good;

use super::words::{good, tile_name};
use super::{tiles, ActionTile, Steam};

fn k(key: &str) -> Msg {
    Msg::new(format!("steam.panel.{key}"))
}

/// Each panel's title and rows (label, text).
pub fn panels(g: &Steam) -> Vec<(Msg, Vec<(Msg, Msg)>)> {
    let supply = g
        .spaces
        .iter()
        .enumerate()
        .map(|(s, cubes)| (k("space").num("n", s as i64 + 1), k("space-cubes").num("n", cubes.len() as i64)))
        .collect();
    let held = ActionTile::ALL
        .iter()
        .map(|&t| {
            let holder = g.order.iter().copied().find(|&p| g.players[p].tile == Some(t));
            let text = match holder {
                Some(p) if g.players[p].passed => k("passed-by").seat("seat", p),
                Some(p) => k("held-by").seat("seat", p),
                None => k("free"),
            };
            (tile_name(t), text)
        })
        .collect();
    let bag = Good::ALL.iter().map(|&c| k("bag-count").num("n", g.bag[c.index()] as i64).msg("good", good(c))).collect();
    let set = tiles();
    // A piece is named by its two faces ("straight / town with two exits (straight)").
    let stock = (0..set.pieces.len())
        .map(|i| {
            let faces = set.faces(i as u32 + 1).map(|t| Msg::new(format!("steam.tile.{}", t.id))).collect();
            (Msg::new("steam.list-faces").list("items", faces), k("left").num("n", g.stock[i] as i64))
        })
        .collect();
    vec![
        (k("supply"), supply),
        (k("tiles"), held),
        (k("bag"), vec![(k("cubes"), Msg::new("steam.list").list("items", bag)), (k("markers"), k("left").num("n", g.markers as i64))]),
        (k("stock"), stock),
    ]
}

/// The same panels in English, the supply spaces carrying their cubes as marks.
pub fn info_panels(g: &Steam) -> Vec<InfoPanel> {
    InfoPanel::english(panels(g), &g.names, |n, r| if n == 0 { g.spaces[r].iter().map(|&c| super::show::cube(c)).collect() } else { vec![] })
}
