//! The engine side of the page ↔ engine protocol. In the app each game's engine runs in a web
//! worker of its own (`src/bin/engine-<game>.rs`): the page sends a `Request` as JSON text and
//! gets one `Response` back per request, in order. `Engine<G>` knows one game only, so a worker
//! built from it links no other game's rules.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::snapshot::{self, Seen, Snapshot};
use crate::core::view::BoardView;
use crate::core::view::ActionPreview;
use super::Rounds;
use crate::core::{Game, Msg};
use crate::save::{Kind, LoadError, Problem, SaveFile, Session, Summary, Trust};
use crate::search::levels::{self, HARD_ITERATIONS};
use crate::search::{Budget, Clock};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum Command {
    /// Opens a save's text; `trusted` for a log this app made itself (a restarted worker).
    Open { save: String, trusted: bool },
    /// Replays a save's text, checking every action, and answers what the saved-games list
    /// shows of it; the open game, if any, is not touched.
    Check { save: String },
    /// A save's text in the current format when it reads (its actions are not replayed): the
    /// file an export writes, once indented (`save::indent_json`).
    Export { save: String },
    /// An action a person chose; refused while a computer seat is to move.
    Play { action: Value },
    /// Works out the computer's move for the seat to move, without playing it, at the seat's
    /// level; a Hard seat searches for at most `millis` milliseconds (a fixed number of
    /// iterations when none is given or the engine has no clock).
    Think {
        seed: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        millis: Option<u64>,
    },
    /// Plays the move `Think` answered, for the computer seat to move.
    PlayComputer { action: Value },
    Undo,
    /// The table as it was after the first `step` actions of the open game (read only: the
    /// game is not touched).
    History { step: usize },
    /// The map preview of choice `index` of the table answer numbered `version`.
    Preview { version: u64, index: usize },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Chosen by the page; the response carries it back, so stale answers can be told apart.
    pub id: u64,
    /// What the page holds of the open game: a table answer leaves it out.
    // Fields of their own, not flattened: serde reads a flattened field by buffering the whole
    // request (a save's text with it), with code that weighed 16 KB in each engine module.
    #[serde(default)]
    pub known: Known,
    pub command: Command,
}

/// What the page holds of the open game (`Request`): the table it last took (its `version`; 0
/// for none) and how many record lines and actions it has. An answer to a move or an undo from
/// that table leaves out those lines and actions and the parts that did not change
/// (`Snapshot::kept`); any other answer carries everything.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Known {
    #[serde(rename = "known_table")]
    pub table: u64,
    #[serde(rename = "known_log")]
    pub log: usize,
    #[serde(rename = "known_actions")]
    pub actions: usize,
}

impl Request {
    pub fn new(id: u64, known: Known, command: Command) -> Request {
        Request { id, known, command }
    }
}

/// What the list shows of a save that replays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checked {
    pub round: Option<u32>,
    pub to_play: Option<usize>,
    pub finished: bool,
    /// The list's line for it, and the save in the current format (what an import stores):
    /// the home screen's module reads no save file itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<Summary>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub save: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reply {
    /// The game after the command.
    Table(Box<Snapshot>),
    /// The rules refused the command; the game is unchanged.
    Refused(Msg),
    /// The save does not load.
    Failed(LoadError),
    Checked(Checked),
    /// The computer's move (`None`: it has none).
    Move(Option<Value>),
    /// The table after the first `step` of `total` actions, with no choices (`history::at`).
    History { step: usize, total: usize, table: Box<Snapshot> },
    /// A choice's preview (`None`: it has none, or the table has changed since).
    Preview { version: u64, index: usize, preview: Option<ActionPreview> },
    /// The file of an export (`None`: the save does not read, so it goes out as stored).
    Exported { save: Option<String> },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Response {
    pub id: u64,
    pub reply: Reply,
}

/// An answer to `Check` read as just that (`Reply`'s other answers fail to read): what the
/// saved-games list reads, so the home screen's module carries no snapshot code.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct CheckResponse {
    pub id: u64,
    pub reply: CheckReply,
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckReply {
    Failed(LoadError),
    Checked(Checked),
    Exported { save: Option<String> },
}

/// One game's engine: at most one open session.
pub struct Engine<G: Game> {
    session: Option<Session<G>>,
    /// The actions of the last table answer's choices: a choice's map preview is worked out
    /// when the page asks for it, on the game as that answer left it.
    shown: Vec<Value>,
    version: u64,
    /// Replays kept for past tables.
    replays: super::history::Replays<G>,
    /// Milliseconds from a fixed start, for Hard's time budget.
    clock: Option<Clock>,
    /// What the last search ran on: its seed and iterations replay its move.
    pub last_search: Option<(u64, u32)>,
    /// The parts of the last table answer a following answer may leave out.
    sent: Option<Sent>,
}

/// The board and panels of the last table answer, as the page holds them.
struct Sent {
    board: BoardView,
    own_board: Option<Value>,
    open: Seen,
}

impl<G: Game> Default for Engine<G> {
    fn default() -> Self {
        Engine { session: None, shown: Vec::new(), version: 0, replays: Default::default(), clock: None, last_search: None, sent: None }
    }
}

impl<G: Game> Engine<G> {
    /// An engine that times Hard's searches with `clock`.
    pub fn with_clock(clock: Clock) -> Self {
        Engine { clock: Some(clock), ..Engine::default() }
    }

    /// Numbers this engine's table answers from `base` on, so a page that restarts its worker
    /// never takes a new worker's table for the one it holds.
    pub fn numbered_from(mut self, base: u64) -> Self {
        self.version = base;
        self
    }
}

fn refused(text: &str) -> Reply {
    Reply::Refused(Msg::text(text))
}

impl<G: Game + Rounds> Engine<G> {
    /// Answers one request given as JSON text, as JSON text.
    pub fn handle_text(&mut self, text: &str) -> String {
        let response = match serde_json::from_str::<Request>(text) {
            Ok(request) => self.handle(request),
            Err(e) => Response { id: 0, reply: refused(&format!("unreadable command: {e}")) },
        };
        serde_json::to_string(&response).expect("responses serialize")
    }

    pub fn handle(&mut self, request: Request) -> Response {
        // A move or an undo is one step from the table before it; an opened save is not. When
        // the page holds the last table answered, the record and the actions it has are a
        // prefix of the next table's.
        let one_step = matches!(request.command, Command::Play { .. } | Command::PlayComputer { .. } | Command::Undo);
        let follows = one_step && request.known.table != 0 && request.known.table == self.version;
        let known = if follows { request.known } else { Known::default() };
        let mut reply = match request.command {
            Command::Preview { version, index } => Reply::Preview { version, index, preview: self.preview(version, index) },
            command => self.answer(command, known),
        };
        if let Reply::Table(s) = &mut reply {
            self.leave_out_kept(s, follows);
            self.version += 1;
            s.version = self.version;
            self.shown = s.choices.iter().map(|c| c.action.clone()).collect();
        }
        Response { id: request.id, reply }
    }

    /// The map preview of choice `index` of table answer `version`: none for another table,
    /// which the game has moved on from (a History answer leaves the game as it was).
    fn preview(&self, version: u64, index: usize) -> Option<ActionPreview> {
        let s = self.session.as_ref().filter(|_| version == self.version)?;
        // Read from the value where it is, as every action is (one reader per game's actions).
        let action = G::Action::deserialize(self.shown.get(index)?).ok()?;
        s.game.action_preview(&action)
    }

    /// Leaves out of `s` the board and panels the page holds unchanged, and keeps this answer's:
    /// the copy kept from the last answer where they are equal, a new copy where they changed.
    fn leave_out_kept(&mut self, s: &mut Snapshot, follows: bool) {
        let Some(last) = self.sent.take().filter(|_| follows) else {
            self.sent = Some(Sent { board: s.board.clone(), own_board: s.own_board.clone(), open: s.open.clone() });
            return;
        };
        s.kept.board = last.board == s.board;
        // A changed board sends the hexes that changed, where the map has the same hexes.
        if !s.kept.board && last.board.hexes.len() == s.board.hexes.len() {
            s.kept.hexes = true;
            s.hex_changes = s.board.hexes.iter().zip(&last.board.hexes).enumerate()
                .filter(|(_, (now, was))| now != was)
                .map(|(i, (now, _))| (i, now.clone()))
                .collect();
        }
        s.kept.own_board = last.own_board == s.own_board;
        s.kept.panels = last.open.players == s.open.players && last.open.figures == s.open.figures;
        s.kept.infos = last.open.infos == s.open.infos && last.open.info_words == s.open.info_words;
        let (panels, infos) = (s.kept.panels, s.kept.infos);
        let Seen { players, figures, infos: blocks, info_words } = last.open;
        self.sent = Some(Sent {
            board: if s.kept.board { last.board } else { s.board.clone() },
            own_board: if s.kept.own_board { last.own_board } else { s.own_board.clone() },
            open: Seen {
                players: if panels { players } else { s.open.players.clone() },
                figures: if panels { figures } else { s.open.figures.clone() },
                infos: if infos { blocks } else { s.open.infos.clone() },
                info_words: if infos { info_words } else { s.open.info_words.clone() },
            },
        });
        s.leave_out_kept();
    }

    /// Answers `command`; a table leaves out the record lines and actions `known` names.
    fn answer(&mut self, command: Command, known: Known) -> Reply {
        match command {
            Command::Open { save, trusted } => {
                self.replays.clear();
                let trust = if trusted { Trust::Trusted } else { Trust::Checked };
                match load::<G>(&save, trust) {
                    Ok(session) => {
                        let reply = Reply::Table(Box::new(snapshot::of_from(&session, known.log, known.actions)));
                        self.session = Some(session);
                        reply
                    }
                    Err(e) => Reply::Failed(e),
                }
            }
            Command::Check { save } => match read::<G>(&save).and_then(|file| Ok((Session::<G>::from_save(&file, Trust::Checked)?, file))) {
                Ok((s, file)) => {
                    let (round, to_play, finished) = (s.game.round_number(), s.game.current_player(), s.game.is_over());
                    Reply::Checked(Checked {
                        round,
                        to_play,
                        finished,
                        summary: Some(Summary::of_game(&file, round, to_play, finished)),
                        save: Some(file.to_json()),
                    })
                }
                Err(e) => Reply::Failed(e),
            },
            Command::Export { save } => Reply::Exported { save: SaveFile::from_json(&save).ok().map(|f| f.to_json()) },
            Command::Play { action } => self.play(action, false, known),
            Command::PlayComputer { action } => self.play(action, true, known),
            Command::Think { seed, millis } => {
                let Some(s) = &self.session else { return refused("no game is open") };
                let computer = s.game.current_player().filter(|&p| s.setup.players.get(p).is_some_and(|x| x.bot));
                let Some(seat) = computer.filter(|_| !s.game.is_over()) else { return Reply::Move(None) };
                let level = s.setup.players[seat].level;
                let budget = match (millis, self.clock) {
                    (Some(ms), Some(_)) => Budget::millis(ms as f64),
                    _ => Budget::iterations(HARD_ITERATIONS),
                };
                let found = levels::choose(&s.game, level, seed, budget, self.clock);
                self.last_search = found.as_ref().filter(|f| f.iterations > 0).map(|f| (f.seed, f.iterations));
                Reply::Move(found.map(|f| serde_json::to_value(f.action).expect("actions serialize")))
            }
            Command::Preview { .. } => unreachable!("answered in handle"),
            Command::History { step } => {
                let Some(s) = &self.session else { return refused("no game is open") };
                match self.replays.at(s, step) {
                    Ok(table) => Reply::History { step, total: s.history.len(), table: Box::new(table) },
                    Err(e) => Reply::Refused(e.words),
                }
            }
            Command::Undo => {
                self.replays.clear();
                let Some(s) = &mut self.session else { return refused("no game is open") };
                match s.undo() {
                    Ok(()) => Reply::Table(Box::new(snapshot::of_from(s, known.log, known.actions))),
                    Err(e) => Reply::Refused(e.words),
                }
            }
        }
    }

    fn play(&mut self, action: Value, computer: bool, known: Known) -> Reply {
        let Some(s) = &mut self.session else { return refused("no game is open") };
        let to_move = s.game.current_player().filter(|&p| s.setup.players.get(p).is_some_and(|x| x.bot));
        match (to_move, computer) {
            // Nobody plays a computer's turn for it, and the computer plays only its own.
            (Some(p), false) => return Reply::Refused(Msg::new("table.computer-turn").seat("seat", p)),
            (None, true) => return refused("no computer seat is to move"),
            _ => {}
        }
        let typed = match G::Action::deserialize(&action) {
            Ok(a) => a,
            Err(e) => return refused(&format!("unreadable action: {e}")),
        };
        match s.play(typed) {
            Ok(_) => Reply::Table(Box::new(snapshot::of_from(s, known.log, known.actions))),
            Err(e) => Reply::Refused(e.words),
        }
    }
}

/// Reads a save's text for game `G`, checking every field, and replays it.
fn load<G: Game>(text: &str, trust: Trust) -> Result<Session<G>, LoadError> {
    Session::from_save(&read::<G>(text)?, trust)
}

/// Reads a save's text for game `G`, checking every field (the catalogue first, so a save of
/// a game no engine plays is refused as the page would refuse it).
fn read<G: Game>(text: &str) -> Result<SaveFile, LoadError> {
    let save = SaveFile::from_json_playable(text)?;
    if save.setup.game != G::ID {
        return Err(LoadError::Unknown(Problem::new(Kind::OtherEngine, [save.setup.game, G::ID.into()])));
    }
    Ok(save)
}
