//! Plain data the UI draws. Each game turns its state into these; the UI decides no rule.

use serde::{Deserialize, Serialize};

use super::hex::{Edge, Hex};
use super::words::{render, Msg};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Terrain {
    Plain,
    River,
    Hills,
    Mountain,
    Water,
    Town,
    City,
    /// Poland's swamps and dark mountains, drawn apart from rivers and mountains.
    Swamp,
    DarkMountain,
}

/// A coloured token with a letter, so colour is never the only signal.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mark {
    /// CSS colour.
    pub colour: String,
    /// One or two characters drawn on the token ("R" for red, "3" for a count).
    pub letter: String,
    /// Accessible name ("red goods cube"), in English.
    pub name: String,
    /// The name as a message, so it can be said in the reader's language (see `Mark::named`);
    /// empty for marks named in no catalogue.
    #[serde(default, skip_serializing_if = "is_unsaid")]
    pub words: Msg,
}

fn is_unsaid(m: &Msg) -> bool {
    m.key.is_empty()
}

impl Mark {
    /// A mark named by a message; `name` holds its English.
    pub fn said(colour: impl Into<String>, letter: impl Into<String>, words: Msg, seats: &[String]) -> Mark {
        Mark { colour: colour.into(), letter: letter.into(), name: words.english(seats), words }
    }

    /// Names the mark in `lang` (marks without a message keep their name).
    pub fn name_in(&mut self, lang: &str, seats: &[String]) {
        if !is_unsaid(&self.words) {
            self.name = render(&self.words, lang, seats);
        }
    }
}

impl BoardView {
    pub fn is_empty(&self) -> bool {
        self.hexes.is_empty() && self.track.is_empty() && self.highlights.is_empty()
    }

    /// Every mark on the board named in `lang`.
    pub fn named_in(mut self, lang: &str, seats: &[String]) -> BoardView {
        for h in &mut self.hexes {
            h.city.iter_mut().chain(h.cubes.iter_mut()).chain(h.markers.iter_mut()).for_each(|m| m.name_in(lang, seats));
        }
        self
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HexView {
    pub hex: Hex,
    pub terrain: Terrain,
    /// City or town name.
    pub label: Option<String>,
    /// City colour and letter (cities only).
    pub city: Option<Mark>,
    /// Goods cubes or resources on the hex.
    pub cubes: Vec<Mark>,
    /// Buildings or other markers (a factory, a new-city tile).
    pub markers: Vec<Mark>,
}

/// One path drawn on a hex: from an edge to another edge, or to the hex centre (a town).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PathView {
    pub from: Edge,
    /// `None`: the path ends at the town in the hex centre.
    pub to: Option<Edge>,
    /// Seat owning the path; `None` for unowned track.
    pub owner: Option<usize>,
    /// Part of a complete link/connection (drawn solid) or still open (drawn dashed).
    pub complete: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TrackView {
    pub hex: Hex,
    pub paths: Vec<PathView>,
    /// Paths cross with a bridge rather than sharing the hex side by side.
    pub crossing: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BoardView {
    pub hexes: Vec<HexView>,
    pub track: Vec<TrackView>,
    /// Hexes the UI should highlight (e.g. where the current player may build).
    pub highlights: Vec<Hex>,
}

/// A player's panel: name, colour and the game's figures ("Money" → "$12").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSummary {
    pub seat: usize,
    pub name: String,
    pub colour: String,
    pub active: bool,
    pub eliminated: bool,
    pub figures: Vec<(String, String)>,
}

/// What an action would do, drawn on the map while the player considers it: the track it would
/// lay (drawn faint) and the hexes it goes through (a goods route, outlined in order).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ActionPreview {
    pub track: Vec<TrackView>,
    pub route: Vec<Hex>,
    /// A new city it would put on the map (Urbanization), with its mark.
    #[serde(default)]
    pub cities: Vec<(Hex, Mark)>,
}

/// A block of game information beside the map (the goods display, a hand of contracts, the
/// tile supply), as `viewer` may see it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct InfoPanel {
    pub title: String,
    pub rows: Vec<InfoRow>,
}

impl InfoPanel {
    /// The English panels of a game's panel words (each title with its rows' label and text),
    /// each row given its tokens by `marks(panel, row)`.
    pub fn english(words: Vec<(Msg, Vec<(Msg, Msg)>)>, names: &[String], marks: impl Fn(usize, usize) -> Vec<Mark>) -> Vec<InfoPanel> {
        let en = |m: &Msg| m.english(names);
        words
            .into_iter()
            .enumerate()
            .map(|(n, (title, rows))| InfoPanel {
                title: en(&title),
                rows: rows.iter().enumerate().map(|(r, (label, text))| InfoRow { label: en(label), marks: marks(n, r), text: en(text) }).collect(),
            })
            .collect()
    }
}

/// One line of an info panel: a label, tokens (cubes, resources) and a text.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct InfoRow {
    pub label: String,
    pub marks: Vec<Mark>,
    pub text: String,
}

/// Where the game stands in its turn, for the phase tracker: the turn or round (as a message),
/// every phase of the turn in order (those the game resolves by itself too), and the current one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhaseTrack {
    pub turn: Msg,
    pub phases: Vec<Msg>,
    /// Index into `phases`.
    pub current: usize,
}

/// A build as the tile picker draws it: the tile it leaves on its hex, and what sorts and
/// groups it. The rotations of one tile kind at a hex share `family` (one card to turn).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TilePick {
    /// The tile kind (and how it changes the hex): rotations of one kind share it.
    pub family: String,
    /// The kind's name.
    pub name: Msg,
    /// Orders the rotations of its family (sixths clockwise from the printed orientation, or
    /// entry and exit where a game lays paths edge to edge).
    pub turns: u8,
    /// What `apply` charges for it.
    pub cost: u32,
    /// How many ends of the track it lays meet a city, a town or track: more is more useful.
    pub joins: u8,
    /// The tile's paths on the hex after the build: (edge, other edge or `None` for the town in
    /// the centre, owner), as short arrays so a long list of builds stays small on the wire.
    pub paths: Vec<(Edge, Option<Edge>, Option<usize>)>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub crossing: bool,
}

impl TilePick {
    /// The track it lays, on hex `hex`, as the map draws a preview.
    pub fn track(&self, hex: Hex) -> TrackView {
        let paths = self.paths.iter().map(|&(from, to, owner)| PathView { from, to, owner, complete: false }).collect();
        TrackView { hex, paths, crossing: self.crossing }
    }
}
