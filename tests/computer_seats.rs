//! Computer seats: a person's move is refused while a computer seat is to move, whatever the
//! page sends; the computer's own move goes through.

use railyard::core::{Seat, Setup};
use railyard::games::AnySession;

fn session(game: &str, bots: &[bool]) -> AnySession {
    let setup = Setup {
        game: game.into(),
        map: String::new(),
        options: serde_json::Value::Null,
        seed: 7,
        players: bots
            .iter()
            .enumerate()
            .map(|(i, &bot)| Seat { name: format!("Player {}", i + 1), colour: "#336699".into(), bot, level: Default::default() })
            .collect(),
    };
    let map = railyard::games::game_info(game).expect("known game").maps[0].id.to_string();
    AnySession::new(Setup { map, ..setup }).expect("valid setup")
}

/// Plays until the seat to move is a computer seat (people take their first option).
fn until_computer(s: &mut AnySession) -> usize {
    for _ in 0..200 {
        if let Some(p) = s.computer_to_move() {
            return p;
        }
        let a = s.legal_actions_json().into_iter().next().expect("a move");
        s.play_as_person(&a).expect("a person plays their own seat");
    }
    panic!("no computer seat came to move");
}

#[test]
fn a_person_cannot_play_a_computer_seat() {
    for (game, seats) in [("age-of-steam", vec![false, true, true]), ("steam-power", vec![false, true])] {
        let mut s = session(game, &seats);
        let p = until_computer(&mut s);
        assert!(seats[p], "{game}: computer_to_move names a computer seat");
        let before = s.action_count();
        for a in s.legal_actions_json() {
            let err = s.play_as_person(&a).expect_err("a person's move for a computer seat is refused");
            assert!(err.reason.contains("Player"), "{game}: the refusal names the seat: {}", err.reason);
        }
        assert_eq!(s.action_count(), before, "{game}: nothing was played");
        let bot = s.bot_action_json(1).expect("the computer has a move");
        s.play_json(&bot).expect("the computer plays its own seat");
        assert_eq!(s.action_count(), before + 1);
    }
}

#[test]
fn people_play_their_own_seats() {
    let mut s = session("steam-power", &[false, false]);
    assert_eq!(s.computer_to_move(), None);
    let a = s.legal_actions_json().into_iter().next().unwrap();
    s.play_as_person(&a).expect("a person's own move");
    assert_eq!(s.action_count(), 1);
}
