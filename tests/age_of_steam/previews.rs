//! The home screen's board previews (`games::previews`) are each board's own preview string.

use railyard::games::age_of_steam::maps;
use railyard::games::previews::{map_preview, PREVIEWS};
use railyard::rail::preview::{decode, encode};

#[test]
fn every_board_has_its_preview_written_out() {
    let mut wrong = Vec::new();
    for (id, _) in maps::data_files() {
        let board = maps::board(id).unwrap();
        let want = encode(board);
        if map_preview("age-of-steam", id) != Some(want.as_str()) {
            wrong.push(format!("    (\"age-of-steam\", \"{id}\", \"{want}\"),"));
        }
    }
    assert!(wrong.is_empty(), "previews to write out in src/games/previews.rs:\n{}", wrong.join("\n"));
    assert_eq!(PREVIEWS.len(), maps::data_files().count());
}

#[test]
fn a_preview_draws_every_hex_of_its_board_in_place() {
    for (id, _) in maps::data_files() {
        let board = maps::board(id).unwrap();
        let hexes = decode(map_preview("age-of-steam", id).unwrap());
        assert_eq!(hexes.len(), board.hexes.len(), "{id}");
        for h in &hexes {
            let i = board.at(h.hex).unwrap_or_else(|| panic!("{id}: {} is not on the board", h.hex));
            let b = &board.hexes[i];
            assert_eq!(h.terrain, b.terrain.view(), "{id} {}", h.hex);
            assert_eq!(h.colour, b.colour, "{id} {}", h.hex);
        }
    }
}
