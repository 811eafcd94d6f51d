//! One serialisable picture of everything the table draws after a change: the engine (in a web
//! worker in the app) sends one after every command and the page renders only from it. Words
//! stay messages (`Msg`): the page renders them in its own language.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Choice, LogLine, Rounds};
use crate::core::view::{BoardView, HexView, InfoPanel, PhaseTrack, PlayerSummary};
use crate::core::{FinalScore, Game, Msg};
use crate::save::Session;

/// The player panels and information panels as one viewer may see them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Seen {
    /// The four lists are left out of a table answer where `Kept` says so (then they read empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<PlayerSummary>,
    /// Each panel's figures as messages, in the order of `players[i].figures`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub figures: Vec<Vec<(Msg, Msg)>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub infos: Vec<InfoPanel>,
    /// Each info panel's title and rows (label, text) as messages.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub info_words: Vec<(Msg, Vec<(Msg, Msg)>)>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// Left out (empty) when `kept.board`; its hexes left out when `kept.hexes`.
    #[serde(default, skip_serializing_if = "BoardView::is_empty")]
    pub board: BoardView,
    /// With `kept.hexes`: the hexes that changed since the held table, by their place in
    /// `board.hexes` (a move changes a few of a map's hundreds).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hex_changes: Vec<(usize, HexView)>,
    /// The game's own board, drawn by its own component in place of the hex map (`Game::own_board`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own_board: Option<Value>,
    /// Names and colours of track owners as the board view numbers them.
    pub owners: Vec<(String, String)>,
    /// The owners' names as messages, where they are not seats (the solo game's companies).
    #[serde(default)]
    pub owner_words: Vec<Msg>,
    pub current: Option<usize>,
    /// Seat whose hand is on screen now (hidden information).
    pub private_viewer: Option<usize>,
    /// The computer seat to move, if one is.
    pub computer: Option<usize>,
    pub over: bool,
    /// Turn or round number, for the saved-games list.
    pub round: Option<u32>,
    pub prompt: Msg,
    /// The turn's phases with the current one, for the phase tracker (games without phases: none).
    #[serde(default)]
    pub phases: Option<PhaseTrack>,
    /// The panels while the table is open to the seat that holds the device.
    /// Its parts left out (empty) where `kept` says so.
    #[serde(default, skip_serializing_if = "Seen::is_empty")]
    pub open: Seen,
    /// The panels while the hand-over screen covers the table (no hand shown); only when
    /// several people share the device and hands are hidden.
    pub covered: Option<Seen>,
    /// The legal actions; none while a computer seat is to move or the game is over.
    pub choices: Vec<Choice>,
    pub undoable: bool,
    /// The game record from line `log_from` on: the engine leaves out the lines the page said
    /// it has (they never change: replay is deterministic).
    pub log: Vec<LogLine>,
    #[serde(default)]
    pub log_from: usize,
    pub finals: Option<Vec<FinalScore>>,
    /// Each final score's breakdown as messages, in the order of `finals`.
    pub breakdowns: Vec<Vec<Msg>>,
    /// Counts the engine's table answers, so a preview is asked for the decision on screen.
    #[serde(default)]
    pub version: u64,
    /// The action log, as the save stores it, from action `actions_from` on: the engine leaves
    /// out the actions of the table the page holds, when this answer follows it.
    pub actions: Vec<Value>,
    #[serde(default)]
    pub actions_from: usize,
    /// The parts left out because the table the page holds has them unchanged.
    #[serde(default, skip_serializing_if = "Kept::is_none")]
    pub kept: Kept,
    /// Where the auction on screen stands, while one runs.
    #[serde(default)]
    pub auction: Option<crate::core::auction::AuctionStatus>,
    /// A solo game's goal, standing and result.
    #[serde(default)]
    pub solo: Option<crate::core::Solo>,
}

/// Which parts of a table answer are the held table's (see `Known`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    #[serde(default)]
    pub board: bool,
    #[serde(default)]
    pub own_board: bool,
    /// The board's hexes: the held table's with `hex_changes` applied (its track and
    /// highlights come whole).
    #[serde(default)]
    pub hexes: bool,
    /// The open panels' players and figures.
    #[serde(default)]
    pub panels: bool,
    /// The open information blocks.
    #[serde(default)]
    pub infos: bool,
}

impl Kept {
    pub fn is_none(&self) -> bool {
        *self == Kept::default()
    }
}

impl Seen {
    pub fn is_empty(&self) -> bool {
        *self == Seen::default()
    }
}

impl Snapshot {
    /// Empties the parts `kept` names, which the answer then leaves out.
    pub fn leave_out_kept(&mut self) {
        if self.kept.board {
            self.board = BoardView::default();
        }
        if self.kept.hexes {
            self.board.hexes = Vec::new();
        }
        if self.kept.own_board {
            self.own_board = None;
        }
        if self.kept.panels {
            self.open.players = Vec::new();
            self.open.figures = Vec::new();
        }
        if self.kept.infos {
            self.open.infos = Vec::new();
            self.open.info_words = Vec::new();
        }
    }

    /// Takes the parts this answer left out from `held`, the table the page had.
    pub fn take_kept(&mut self, held: &mut Snapshot) {
        if self.kept.board {
            self.board = std::mem::take(&mut held.board);
        }
        if self.kept.hexes {
            let mut hexes = std::mem::take(&mut held.board.hexes);
            for (i, hex) in self.hex_changes.drain(..) {
                if let Some(place) = hexes.get_mut(i) {
                    *place = hex;
                }
            }
            self.board.hexes = hexes;
        }
        if self.kept.own_board {
            self.own_board = held.own_board.take();
        }
        if self.kept.panels {
            self.open.players = std::mem::take(&mut held.open.players);
            self.open.figures = std::mem::take(&mut held.open.figures);
        }
        if self.kept.infos {
            self.open.infos = std::mem::take(&mut held.open.infos);
            self.open.info_words = std::mem::take(&mut held.open.info_words);
        }
        self.kept = Kept::default();
    }

    /// The track owners named in `lang`: the engine's messages where it gives them, else as sent.
    pub fn owners_in(&self, lang: &str, seats: &[String]) -> Vec<(String, String)> {
        let mut owners = self.owners.clone();
        for (o, w) in owners.iter_mut().zip(&self.owner_words) {
            o.0 = crate::core::words::render(w, lang, seats);
        }
        owners
    }
}

/// The snapshot of a session, each choice with its map preview.
pub fn of<G: Game + Rounds>(s: &Session<G>) -> Snapshot {
    build(s, 0, 0, Some(true))
}

/// The snapshot of a session without its choices, record lines or actions (a past table, read
/// only): none of them is worked out.
pub fn without_choices<G: Game + Rounds>(s: &Session<G>) -> Snapshot {
    // From past the end: the record lines and actions are only counted, then left out whole.
    Snapshot { log_from: 0, actions_from: 0, ..build(s, usize::MAX, usize::MAX, None) }
}

/// The snapshot of a session with the game record from line `log_from` on and the actions
/// from `actions_from` on (what a page has is not worked out again), as an engine answers it:
/// the choices without their map previews, which the page asks for one at a time (a late
/// move-goods decision has well over a hundred routes, each preview a route search).
pub fn of_from<G: Game + Rounds>(s: &Session<G>, log_from: usize, actions_from: usize) -> Snapshot {
    build(s, log_from, actions_from, Some(false))
}

/// `previews`: the choices with their map previews or without; `None` for no choices.
fn build<G: Game + Rounds>(s: &Session<G>, log_from: usize, actions_from: usize, previews: Option<bool>) -> Snapshot {
    let (log_from, log) = log_since(s, log_from);
    let actions_from = actions_from.min(s.history.len());
    let g = &s.game;
    let seats = &s.setup.players;
    let over = g.is_over();
    let current = g.current_player();
    let computer = current.filter(|&p| seats.get(p).is_some_and(|x| x.bot));
    let private_viewer = g.private_viewer();
    let human = |p: usize| seats.get(p).is_some_and(|x| !x.bot);
    let people = seats.iter().filter(|x| !x.bot).count();
    // A computer seat's hand is never shown: on its turn the table shows the hand of the only
    // person playing, or no hand when several share the device.
    let viewer = match private_viewer {
        Some(p) if human(p) => Some(p),
        Some(_) if people == 1 => seats.iter().position(|x| !x.bot),
        Some(_) => None,
        None => current,
    };
    let open = seen(s, viewer, private_viewer.or(current));
    let covered = (private_viewer.is_some() && people > 1).then(|| seen(s, None, None));
    let finals = g.final_scores();
    let breakdowns = finals.as_ref().map_or_else(Vec::new, |f| f.iter().map(|x| g.breakdown_words(x.player)).collect());
    // Worked out once for the choices and the board's marks (a late build decision's list is
    // the longest part of an answer to work out).
    let legal = previews.filter(|_| !over && computer.is_none()).map(|previews| (previews, g.legal_actions()));
    Snapshot {
        board: legal.as_ref().map_or_else(|| g.board_view(), |(_, l)| g.board_view_with(l)),
        hex_changes: Vec::new(),
        own_board: g.own_board(),
        owners: track_owners(s),
        owner_words: g.track_owner_words(),
        current,
        private_viewer,
        computer,
        over,
        round: g.round_number(),
        prompt: g.prompt_words(),
        phases: g.phases(),
        open,
        covered,
        choices: legal.map_or_else(Vec::new, |(previews, l)| choices_of(s, &l, previews)),
        undoable: s.undoable() > 0,
        log,
        log_from,
        finals,
        breakdowns,
        actions: s.action_log_from(actions_from),
        actions_from,
        kept: Kept::default(),
        version: 0,
        auction: if over { None } else { g.auction_status() },
        solo: g.solo(),
    }
}

/// The panels as `viewer` sees them, the players in turn order where the game has one.
pub(crate) fn seen<G: Game>(s: &Session<G>, viewer: Option<usize>, info_viewer: Option<usize>) -> Seen {
    let mut players = panels(s, s.game.player_summaries(viewer));
    let mut figures = s.game.figure_words(viewer);
    let order = s.game.turn_order();
    if !order.is_empty() && figures.len() == players.len() {
        // Seats out of the order (eliminated) follow it, in seat order.
        let place = |seat: usize| order.iter().position(|&o| o == seat).unwrap_or(order.len() + seat);
        let mut both: Vec<_> = players.into_iter().zip(figures).collect();
        crate::core::sort::by_key(&mut both, |(p, _)| place(p.seat));
        (players, figures) = both.into_iter().unzip();
    }
    Seen { players, figures, infos: s.game.info_panels(info_viewer), info_words: s.game.panel_words(info_viewer) }
}

/// Seat panels from the engine, or from the set-up while an engine gives none.
fn panels<G: Game>(s: &Session<G>, summaries: Vec<PlayerSummary>) -> Vec<PlayerSummary> {
    let seats = &s.setup.players;
    if !summaries.is_empty() {
        // Seat colours are chosen at set-up; engines leave them to the table.
        return summaries
            .into_iter()
            .map(|mut p| {
                if p.colour.is_empty() {
                    p.colour = seats.get(p.seat).map(|x| x.colour.clone()).unwrap_or_default();
                }
                p
            })
            .collect();
    }
    let cur = s.game.current_player();
    seats
        .iter()
        .enumerate()
        .map(|(i, x)| PlayerSummary {
            seat: i,
            name: x.name.clone(),
            colour: x.colour.clone(),
            active: cur == Some(i),
            eliminated: false,
            figures: vec![],
        })
        .collect()
}

/// The legal actions with their labels, menu groups and map previews, for the action area.
pub fn choices<G: Game>(s: &Session<G>) -> Vec<Choice> {
    choices_of(s, &s.game.legal_actions(), true)
}

/// The actions `legal` as `choices` gives them, with or without their map previews.
fn choices_of<G: Game>(s: &Session<G>, legal: &[G::Action], previews: bool) -> Vec<Choice> {
    // Each label is worked out once, as a message; the English text is its rendering.
    let names: Vec<String> = s.setup.players.iter().map(|p| p.name.clone()).collect();
    legal
        .iter()
        .enumerate()
        .map(|(index, a)| {
            let (label_words, group_words) = (s.game.describe_words(a), s.game.group_words(a));
            Choice {
                action: serde_json::to_value(a).expect("actions serialize"),
                label: label_words.english(&names),
                group: group_words.english(&names),
                label_words,
                group_words,
                preview: if previews { s.game.action_preview(a) } else { None },
                help: s.game.help_words(a),
                hexes: s.game.action_hexes(a),
                tile: s.game.tile_pick(a),
                index,
            }
        })
        .collect()
}

/// Names and colours of track owners as the board view numbers them.
pub fn track_owners<G: Game>(s: &Session<G>) -> Vec<(String, String)> {
    let owners = s.game.track_owners();
    if !owners.is_empty() {
        return owners;
    }
    s.setup.players.iter().map(|p| (p.name.clone(), p.colour.clone())).collect()
}

/// The game record, oldest first.
pub fn log<G: Game>(s: &Session<G>) -> Vec<LogLine> {
    log_since(s, 0).1
}

/// The game record from line `from` on (at most its length, which is answered with it).
pub fn log_since<G: Game>(s: &Session<G>, from: usize) -> (usize, Vec<LogLine>) {
    let names: Vec<String> = s.setup.players.iter().map(|p| p.name.clone()).collect();
    let names = &names;
    let mut line = 0;
    let mut out = Vec::new();
    for (step, e) in s.history.iter().enumerate() {
        let count = e.outcome.words.len();
        // Lines the page has are only counted.
        if line + count <= from {
            line += count;
            continue;
        }
        for (i, w) in e.outcome.words.iter().enumerate().skip(from.saturating_sub(line)) {
            let place = e.places.get(i).cloned().unwrap_or_default();
            out.push(LogLine { actor: e.actor.filter(|_| !place.automatic), step, place, text: w.english(names), words: w.clone() });
        }
        line += count;
    }
    (from.min(line), out)
}
