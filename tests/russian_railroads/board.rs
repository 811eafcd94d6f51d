//! The board the page draws (`Game::own_board`, `view::board`): spaces with their costs and
//! takers, the strip with waiting engineers face down, the seats' railways; it travels in the
//! engine's table answer; and the computer levels (Hard searches over `determinize`).

use railyard::core::{Game, Level, Seat, Setup};
use railyard::games::engine::{Command, Engine, Reply, Request, Response};
use railyard::games::russian_railroads::view::{board, Board, Slot};
use railyard::search::{levels, Budget};
use railyard::save::SaveFile;

use super::common::*;

#[test]
fn the_board_lists_the_spaces_with_their_cost_and_who_took_them() {
    let mut g = started(3, 4);
    let b = board(&g);
    let t2 = b.spaces.iter().find(|s| s.space == Space::T2).expect("T2 is printed");
    assert_eq!((t2.workers, t2.roubles, t2.by.clone()), (2, 0, vec![]));
    let t11 = b.spaces.iter().find(|s| s.space == Space::T11).unwrap();
    assert_eq!((t11.workers, t11.roubles), (1, 1));
    assert!(b.spaces.iter().any(|s| s.space == Space::Public(1)));
    // The last-round tile is not on the board before the last round.
    assert!(!b.spaces.iter().any(|s| s.space == Space::LastIndustry));
    let seat = g.actor;
    railyard::games::russian_railroads::testing::place(&mut g, Space::T1);
    let t1 = board(&g).spaces.into_iter().find(|s| s.space == Space::T1).unwrap();
    assert_eq!(t1.by, vec![seat]);
    assert_eq!(board(&g).seats[seat].pos[TS][BLACK], g.players[seat].pos[TS][BLACK]);
}

#[test]
fn waiting_engineers_show_only_their_stack() {
    let g = started(4, 2);
    let b = board(&g);
    assert_eq!(b.strip.len(), g.strip.len());
    for (i, slot) in b.strip.iter().enumerate() {
        match (*slot, g.strip[i]) {
            (Slot::Up(e), Some(x)) => assert!(i < 3 && e == x),
            (Slot::FaceDown(stack), Some(x)) => assert!(i >= 3 && stack == engineer(x).0),
            (Slot::Empty, None) => {}
            other => panic!("slot {i}: {other:?}"),
        }
    }
    // Nothing in the board names the face-down engineers.
    let text = serde_json::to_string(&b).unwrap();
    assert!(b.strip.iter().any(|s| matches!(s, Slot::FaceDown(_))));
    assert!(!text.contains("end_cards\":[") && !text.contains("Factories"));
}

fn save(players: usize, bots: bool) -> String {
    let setup = Setup {
        game: "russian-railroads".into(),
        map: "standard".into(),
        options: serde_json::Value::Null,
        seed: 5,
        players: (0..players)
            .map(|i| Seat { name: format!("P{i}"), colour: "#336699".into(), bot: bots, level: Level::Normal })
            .collect(),
    };
    SaveFile::new("t", setup).to_json()
}

#[test]
fn the_engines_table_answer_carries_the_board() {
    let mut engine = Engine::<RussianRailroads>::default();
    let text = serde_json::to_string(&Request { id: 1, known: Default::default(), command: Command::Open { save: save(2, false), trusted: false } }).unwrap();
    let r: Response = serde_json::from_str(&engine.handle_text(&text)).unwrap();
    let Reply::Table(s) = r.reply else { panic!("a table") };
    let b: Board = serde_json::from_value(s.own_board.expect("its own board")).expect("reads back");
    assert_eq!((b.round, b.rounds, b.seats.len()), (1, 6, 2));
    // The starting picks come first; every choice is one the rules list.
    assert!(!s.choices.is_empty());
}

#[test]
fn every_level_plays_a_listed_move() {
    let g = started(3, 7);
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let found = levels::choose(&g, level, 3, Budget::iterations(30), None).expect("a move");
        assert!(g.legal_actions().contains(&found.action), "{level:?}");
    }
}
