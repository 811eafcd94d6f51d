//! The page ↔ engine protocol (`games::engine`), natively: the answers a worker would send, as
//! JSON text, and the snapshot they carry against the in-process session.

use railyard::core::{Game, Seat, Setup};
use railyard::games::age_of_steam::AgeOfSteam;
use railyard::games::engine::{Command, Engine, Reply, Request, Response};
use railyard::games::snapshot::{Kept, Snapshot};
use railyard::games::steam_power::SteamPower;
use railyard::games::{AnySession, Rounds};
use railyard::save::SaveFile;

fn ask<G: Game + Rounds>(engine: &mut Engine<G>, id: u64, command: Command) -> Reply {
    let text = serde_json::to_string(&Request { id, known: Default::default(), command }).unwrap();
    let response: Response = serde_json::from_str(&engine.handle_text(&text)).expect("a response");
    assert_eq!(response.id, id);
    response.reply
}

fn table(reply: Reply) -> Snapshot {
    match reply {
        Reply::Table(s) => *s,
        other => panic!("expected a table, got {other:?}"),
    }
}

fn new_save(game: &str, map: &str, bots: &[bool]) -> String {
    let setup = Setup {
        game: game.into(),
        map: map.into(),
        options: serde_json::Value::Null,
        seed: 11,
        players: bots
            .iter()
            .enumerate()
            .map(|(i, &bot)| Seat { name: format!("Player {}", i + 1), colour: "#336699".into(), bot, level: Default::default() })
            .collect(),
    };
    SaveFile::new("test", setup).to_json()
}

#[test]
fn the_catalogue_lists_the_boards_maps() {
    assert_eq!(railyard::games::age_of_steam_maps(), railyard::games::age_of_steam::maps());
    assert_eq!(railyard::games::steam_maps(), railyard::games::steam::maps());
}

#[test]
fn a_recorded_game_opens_with_the_same_snapshot_as_in_process() {
    let text = std::fs::read_to_string("tests/fixtures/age-of-steam-5p-seed9-in-play.json").unwrap();
    let mut engine = Engine::<AgeOfSteam>::default();
    let snap = table(ask(&mut engine, 1, Command::Open { save: text.clone(), trusted: false }));
    let (_, session) = AnySession::load_json(&text).unwrap();
    // The same, as the page reads it (English labels and record lines stay in the engine, and
    // the previews until the page asks for one).
    let mut expected = session.snapshot();
    let previews: Vec<_> = expected.choices.iter_mut().map(|c| c.preview.take()).collect();
    expected.version = snap.version;
    assert_eq!(serde_json::to_value(&snap).unwrap(), serde_json::to_value(&expected).unwrap());
    for (index, p) in previews.iter().enumerate() {
        let asked = ask(&mut engine, 10, Command::Preview { version: snap.version, index });
        assert_eq!(asked, Reply::Preview { version: snap.version, index, preview: p.clone() });
    }
    // A preview asked for an earlier table is none.
    let stale = ask(&mut engine, 11, Command::Preview { version: snap.version + 7, index: 0 });
    assert_eq!(stale, Reply::Preview { version: snap.version + 7, index: 0, preview: None });
    assert_eq!(snap.actions, session.to_save("x").actions);
    // The other game's engine does not open it.
    let mut other = Engine::<SteamPower>::default();
    assert!(matches!(ask(&mut other, 2, Command::Open { save: text, trusted: false }), Reply::Failed(_)));
}

#[test]
fn people_play_undo_and_the_computer_moves_only_when_asked() {
    for (game, map, seats) in [("age-of-steam", "rust-belt", [false, true, true]), ("steam-power", "valley", [false, true, false])] {
        let text = new_save(game, map, &seats);
        let check = |engine_reply: Reply| engine_reply;
        let mut aos = Engine::<AgeOfSteam>::default();
        let mut sp = Engine::<SteamPower>::default();
        let mut send = |id: u64, c: Command| -> Reply {
            check(if game == "age-of-steam" { ask(&mut aos, id, c) } else { ask(&mut sp, id, c) })
        };
        let mut snap = table(send(1, Command::Open { save: text.clone(), trusted: false }));
        let mut id = 2;
        // People take their first option until a computer seat is to move.
        while snap.computer.is_none() {
            let action = snap.choices.first().expect("a person has a move").action.clone();
            snap = table(send(id, Command::Play { action }));
            id += 1;
        }
        assert!(snap.choices.is_empty(), "{game}: no options are sent for a computer seat");
        let before = snap.actions.len();
        // A person's move is refused on a computer's turn.
        let any = serde_json::json!("Pass");
        assert!(matches!(send(id, Command::Play { action: any }), Reply::Refused(_)));
        // Thinking plays nothing; the move is played when the page sends it back.
        let Reply::Move(Some(action)) = send(id + 1, Command::Think { seed: 3, millis: None }) else { panic!("{game}: a move") };
        let again = send(id + 2, Command::Think { seed: 3, millis: None });
        assert_eq!(again, Reply::Move(Some(action.clone())), "{game}: thinking changed nothing");
        let after = table(send(id + 3, Command::PlayComputer { action }));
        assert_eq!(after.actions.len(), before + 1);
        // Saved and reopened (trusted, as a restarted worker does), it is the same table.
        let mut save = SaveFile::from_json(&text).unwrap();
        save.actions = after.actions.clone();
        let reopened = table(send(id + 4, Command::Open { save: save.to_json(), trusted: true }));
        assert_eq!(Snapshot { version: after.version, ..reopened.clone() }, after);
        assert!(reopened.version > after.version, "each table answer has a new number");
        let Reply::Checked(c) = send(id + 5, Command::Check { save: save.to_json() }) else { panic!("checked") };
        assert_eq!((c.round, c.to_play, c.finished), (after.round, after.current, after.over));
        if after.undoable {
            let undone = table(send(id + 6, Command::Undo));
            assert_eq!(undone.actions.len(), before);
        }
    }
}

#[test]
fn bad_commands_and_saves_are_answered_not_panicked_on() {
    let mut engine = Engine::<AgeOfSteam>::default();
    let r: Response = serde_json::from_str(&engine.handle_text("{nonsense")).unwrap();
    assert!(matches!(r.reply, Reply::Refused(_)));
    assert!(matches!(ask(&mut engine, 1, Command::Undo), Reply::Refused(_)));
    assert!(matches!(ask(&mut engine, 2, Command::Open { save: "[]".into(), trusted: false }), Reply::Failed(_)));
}

#[test]
fn a_table_answer_leaves_out_the_record_lines_the_page_has() {
    let text = std::fs::read_to_string("tests/fixtures/age-of-steam-5p-seed9-in-play.json").unwrap();
    let mut engine = Engine::<AgeOfSteam>::default();
    let Reply::Table(full) = engine.handle(Request::new(1, Default::default(), Command::Open { save: text.clone(), trusted: true })).reply else { panic!("a table") };
    let action = full.choices[0].action.clone();
    // A move from the table the page holds: the record's lines the page has are left out.
    let known = |log| railyard::games::engine::Known { table: full.version, log, actions: full.actions.len() };
    let Reply::Table(tail) = engine.handle(Request::new(2, known(5), Command::Play { action })).reply else { panic!("a table") };
    assert_eq!(tail.log_from, 5);
    assert_eq!(full.log[5..], tail.log[..full.log.len() - 5]);
    // Opening a save answers in full whatever the page says it has.
    let Reply::Table(reopened) = engine.handle(Request::new(3, known(100_000), Command::Open { save: text, trusted: true })).reply else { panic!("a table") };
    assert_eq!((reopened.log_from, reopened.log.len()), (0, full.log.len()));
}

#[test]
fn a_check_answers_the_list_line_and_the_save_and_an_export_the_file() {
    use railyard::games::engine::{CheckReply, CheckResponse};
    use railyard::save::Summary;
    let text = std::fs::read_to_string("tests/fixtures/age-of-steam-5p-seed9-in-play.json").unwrap();
    let save = SaveFile::from_json(&text).unwrap();
    let mut engine = Engine::<AgeOfSteam>::default();
    // What the home screen's module stores of an import or a rebuilt line: it reads no save.
    let Reply::Checked(c) = ask(&mut engine, 1, Command::Check { save: text.clone() }) else { panic!("checked") };
    assert_eq!(c.summary, Some(Summary::of_game(&save, c.round, c.to_play, c.finished)));
    assert_eq!(c.save, Some(save.to_json()));
    let Reply::Exported { save: file } = ask(&mut engine, 2, Command::Export { save: text.clone() }) else { panic!("exported") };
    assert_eq!(file, Some(save.to_json()));
    assert_eq!(railyard::save::indent_json(&save.to_json()), save.to_json_pretty(), "the page indents it as the save writes it");
    let response = Response { id: 2, reply: Reply::Exported { save: file.clone() } };
    let read: CheckResponse = serde_json::from_str(&serde_json::to_string(&response).unwrap()).unwrap();
    assert_eq!(read.reply, CheckReply::Exported { save: file });
    // A save of a game no engine plays is refused by any engine as the catalogue refuses it.
    let other = text.replacen("\"age-of-steam\"", "\"chess\"", 1);
    let Reply::Failed(e) = ask(&mut engine, 3, Command::Check { save: other }) else { panic!("refused") };
    assert_eq!(e.to_string(), "unknown game or map: chess");
    assert_eq!(ask(&mut engine, 4, Command::Export { save: "{".into() }), Reply::Exported { save: None });
}

/// The page's side of a table answer, as `src/ui/table.rs` takes it: the record and the actions
/// kept beside the table, the parts the answer left out taken from the table held.
#[derive(Default)]
struct Page {
    held: Snapshot,
    record: Vec<railyard::games::LogLine>,
    actions: Vec<serde_json::Value>,
}

impl Page {
    fn known(&self) -> railyard::games::engine::Known {
        railyard::games::engine::Known { table: self.held.version, log: self.record.len(), actions: self.actions.len() }
    }

    fn take(&mut self, mut s: Snapshot) {
        self.record.truncate(s.log_from);
        self.record.append(&mut s.log);
        self.actions.truncate(s.actions_from);
        self.actions.append(&mut s.actions);
        s.take_kept(&mut self.held);
        self.held = s;
    }

    /// The table as a full answer carries it (compared as sent: labels stay in the engine).
    fn whole(&self) -> Snapshot {
        Snapshot { log: self.record.clone(), actions: self.actions.clone(), log_from: 0, actions_from: 0, ..self.held.clone() }
    }
}

/// The page's engine, and one that always answers in full to compare with.
struct Both {
    engine: Engine<AgeOfSteam>,
    full: Engine<AgeOfSteam>,
    page: Page,
    id: u64,
}

impl Both {
    fn new() -> Both {
        let engine = || Engine::<AgeOfSteam>::default().numbered_from(1 << 20);
        Both { engine: engine(), full: engine(), page: Page::default(), id: 0 }
    }

    /// Asks both, takes the page's answer as the page does and checks the table it then holds
    /// is the full answer's; the two answers' lengths and what the page's left out.
    fn ask(&mut self, command: Command) -> (usize, usize, Kept) {
        self.id += 1;
        let id = self.id;
        let text = serde_json::to_string(&Request::new(id, self.page.known(), command.clone())).unwrap();
        let short = self.engine.handle_text(&text);
        let Reply::Table(whole) = self.full.handle(Request::new(id, Default::default(), command)).reply else { panic!("a table") };
        let whole_len = serde_json::to_string(&Response { id, reply: Reply::Table(whole.clone()) }).unwrap().len();
        let Reply::Table(s) = serde_json::from_str::<Response>(&short).unwrap().reply else { panic!("a table") };
        let kept = s.kept;
        if kept.hexes {
            // Only the hexes that changed travel, and fewer than all of them.
            assert!(s.board.hexes.is_empty() && s.hex_changes.len() < whole.board.hexes.len(), "answer {id}");
        }
        self.page.take(*s);
        let (mine, theirs) = (serde_json::to_value(self.page.whole()).unwrap(), serde_json::to_value(&*whole).unwrap());
        for (k, v) in theirs.as_object().unwrap() {
            assert_eq!(mine.get(k), Some(v), "{k} of the page's table after answer {id}");
        }
        assert_eq!(mine, theirs, "the page's table after answer {id}, as it travels");
        (short.len(), whole_len, kept)
    }
}

#[test]
fn an_answer_to_the_table_the_page_holds_leaves_out_what_did_not_change() {
    let text = std::fs::read_to_string("tests/fixtures/age-of-steam-5p-seed9-in-play.json").unwrap();
    let mut both = Both::new();
    both.ask(Command::Open { save: text.clone(), trusted: false });
    let (mut short, mut whole, mut boards_kept, mut hex_answers) = (0, 0, 0, 0);
    let mut seed = 7u64;
    for _ in 2..120 {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let held = &both.page.held;
        let choices = &held.choices;
        let command = if choices.is_empty() || (seed >> 33) % 7 == 0 && held.undoable {
            if !held.undoable {
                break;
            }
            Command::Undo
        } else {
            Command::Play { action: choices[(seed >> 33) as usize % choices.len()].action.clone() }
        };
        let (s, w, kept) = both.ask(command);
        short += s;
        whole += w;
        boards_kept += kept.board as usize;
        hex_answers += kept.hexes as usize;
    }
    assert!(boards_kept > 20, "most moves leave the board as it was: {boards_kept}");
    assert!(hex_answers > 5, "a move that changes the board sends its changed hexes: {hex_answers}");
    assert!(short * 3 < whole, "answers {short} bytes against {whole} in full");
}

/// Every move of a game's stretch played, undone and played again: the table goes from A to B,
/// back to A and on. The engine keeps the last answer's board and panels to compare the next
/// with; one that kept an older copy would take A for unchanged and leave the page on B.
#[test]
fn a_move_undone_brings_back_the_panels_and_board_it_changed() {
    let text = std::fs::read_to_string("tests/fixtures/age-of-steam-5p-seed9-in-play.json").unwrap();
    let mut both = Both::new();
    both.ask(Command::Open { save: text, trusted: false });
    let (mut boards_back, mut panels_back) = (0, 0);
    let mut seed = 11u64;
    for _ in 0..80 {
        if both.page.held.choices.is_empty() {
            break;
        }
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let choices = &both.page.held.choices;
        let action = choices[(seed >> 33) as usize % choices.len()].action.clone();
        let before = both.page.whole();
        both.ask(Command::Play { action: action.clone() });
        // A move that drew goods or tiles, or ended a turn, stays.
        if !both.page.held.undoable {
            continue;
        }
        let after = both.page.whole();
        both.ask(Command::Undo);
        assert_eq!((&both.page.held.board, &both.page.held.open), (&before.board, &before.open), "undone");
        boards_back += (after.board != before.board) as usize;
        panels_back += (after.open.players != before.open.players) as usize;
        both.ask(Command::Play { action });
    }
    assert!(boards_back > 5 && panels_back > 20, "moves that changed the board {boards_back}, the panels {panels_back}, undone");
}

#[test]
fn an_answer_to_a_table_the_page_does_not_hold_is_whole() {
    let text = std::fs::read_to_string("tests/fixtures/age-of-steam-5p-seed9-in-play.json").unwrap();
    let mut engine = Engine::<AgeOfSteam>::default().numbered_from(1 << 20);
    let open = Request::new(1, Default::default(), Command::Open { save: text.clone(), trusted: false });
    let Reply::Table(first) = engine.handle(open).reply else { panic!("a table") };
    let known = railyard::games::engine::Known { table: first.version, log: first.log.len(), actions: first.actions.len() };
    let action = first.choices[0].action.clone();
    // The page dropped an answer (its table is older than the engine's last one), or its
    // worker was restarted (another worker numbers its tables from elsewhere): all is sent.
    let Reply::Table(_) = engine.handle(Request::new(2, known, Command::Play { action: action.clone() })).reply else { panic!("a table") };
    let Reply::Table(undone) = engine.handle(Request::new(3, known, Command::Undo)).reply else { panic!("a table") };
    let mut restarted = Engine::<AgeOfSteam>::default().numbered_from(2 << 20);
    let Reply::Table(reopened) = restarted.handle(Request::new(4, known, Command::Open { save: text, trusted: true })).reply else { panic!("a table") };
    for s in [undone, reopened] {
        assert_eq!((s.log_from, s.actions_from, s.kept), (0, 0, Default::default()));
        assert_eq!(s.log.len(), first.log.len());
        assert_eq!(s.board, first.board);
    }
}

/// A move-goods decision late in a six-player game: its answer carries no map preview, and
/// each route's preview, asked for, is the one the in-process snapshot works out for it. A
/// preview of that table asked after a move is none.
#[test]
fn previews_are_worked_out_when_asked_for_the_table_on_screen() {
    let mut save = SaveFile::from_json(&std::fs::read_to_string("tests/fixtures/age-of-steam-6p-seed1.json").unwrap()).unwrap();
    save.setup.players.iter_mut().for_each(|p| p.bot = false);
    let all = save.actions.clone();
    // The first point where the decision is a delivery with many routes.
    let at = (1..all.len())
        .find(|&n| {
            save.actions = all[..n].to_vec();
            let (_, s) = AnySession::load_json(&save.to_json()).unwrap();
            s.snapshot().choices.iter().filter(|c| c.action.get("Move").is_some()).count() > 20
        })
        .expect("a move-goods decision");
    save.actions = all[..at].to_vec();
    let text = save.to_json();
    let mut engine = Engine::<AgeOfSteam>::default();
    let snap = table(ask(&mut engine, 1, Command::Open { save: text.clone(), trusted: false }));
    assert!(snap.choices.iter().all(|c| c.preview.is_none()), "the answer carries no preview");
    let expected = AnySession::load_json(&text).unwrap().1.snapshot();
    assert_eq!(snap.choices.len(), expected.choices.len());
    for (index, c) in expected.choices.iter().enumerate() {
        let asked = ask(&mut engine, 2 + index as u64, Command::Preview { version: snap.version, index });
        assert_eq!(asked, Reply::Preview { version: snap.version, index, preview: c.preview.clone() });
        if c.action.get("Move").is_some() {
            assert!(c.preview.as_ref().is_some_and(|p| p.route.len() >= 2), "a route is previewed");
        }
    }
    let _ = table(ask(&mut engine, 1000, Command::Play { action: snap.choices[0].action.clone() }));
    let stale = ask(&mut engine, 1001, Command::Preview { version: snap.version, index: 0 });
    assert_eq!(stale, Reply::Preview { version: snap.version, index: 0, preview: None });
}
