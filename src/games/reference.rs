//! The rules reference of each game: a short player aid (the turn, each phase in a few lines,
//! the price tables, the end and the scoring, notes on the map) as messages, so the page shows
//! it in the reader's language. The words are in the games' catalogues under `<prefix>.ref.*`;
//! tables carry their numbers as plain text or money.

use serde::{Deserialize, Serialize};

use crate::core::Msg;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Section {
    pub title: Msg,
    pub lines: Vec<Msg>,
    /// A table under the lines (empty for none).
    pub table: Vec<Vec<Msg>>,
    /// The table's first row is its heading (a list of names and what they do has none).
    pub heading: bool,
}

fn m(key: &str) -> Msg {
    Msg::new(key)
}

fn money(n: i64) -> Msg {
    Msg::new("table.ref.money").money("n", n)
}

fn num(s: &str) -> Msg {
    Msg::text(s)
}

fn section(title: &str, lines: &[&str], table: Vec<Vec<Msg>>) -> Section {
    Section { title: m(title), lines: lines.iter().map(|k| m(k)).collect(), table, heading: true }
}

/// A section whose table names things and says what each does, without a heading.
fn listing(title: &str, lines: &[&str], table: Vec<Vec<Msg>>) -> Section {
    Section { heading: false, ..section(title, lines, table) }
}

/// The reference for `game` played on `map` (an empty map: notes on every map of the game);
/// `options` are the setup's options (Steam's rules differ between Base and Standard).
pub fn reference(game: &str, map: &str, options: &serde_json::Value) -> Vec<Section> {
    match game {
        "age-of-steam" => age_of_steam(map),
        "steam" => steam(map, options.get("rules").and_then(|v| v.as_str()).unwrap_or("base")),
        "steam-power" => steam_power(map),
        "russian-railroads" => russian_railroads(map),
        _ => Vec::new(),
    }
}

/// The map notes of the maps named (all of the game's maps when `map` is empty).
fn map_notes(prefix: &str, map: &str, all: &[&str]) -> Section {
    let maps: Vec<&str> = if map.is_empty() { all.to_vec() } else { all.iter().copied().filter(|x| *x == map).collect() };
    let lines = maps.iter().map(|x| m(&format!("{prefix}.ref.map.{x}"))).collect();
    Section { title: m(&format!("{prefix}.ref.map")), lines, table: vec![], heading: false }
}

fn age_of_steam(map: &str) -> Vec<Section> {
    // The numbers come from the engine's own tables, so the aid says what the game plays.
    let rules = crate::games::age_of_steam::rules::Rules::base();
    let p = rules.prices;
    let specials = ["first-move", "first-build", "engineer", "locomotive", "urbanization", "production", "turn-order"];
    let price = |name: &str, a: u32| vec![m(name), money(a as i64), money((a + p.river) as i64), money((a + p.mountain) as i64)];
    let town = |exits: u32| money((p.town + p.town_exit * exits) as i64);
    let turns = &rules.turns;
    let brackets = &rules.income_reduction;
    let reduction: Vec<Vec<Msg>> = std::iter::once((0, 0))
        .chain(brackets.iter().copied())
        .enumerate()
        .map(|(i, (low, cut))| {
            let range = match brackets.get(i) {
                Some(&(next, _)) => format!("{low}–{}", next - 1),
                None => format!("{low}+"),
            };
            vec![num(&range), money(-(cut as i64))]
        })
        .collect();
    vec![
        section(
            "aos.ref.turn",
            &["aos.ref.turn.1", "aos.ref.turn.2"],
            vec![
                std::iter::once(m("aos.ref.players")).chain(turns.iter().map(|t| num(&t.0.to_string()))).collect(),
                std::iter::once(m("aos.ref.turns")).chain(turns.iter().map(|t| num(&t.1.to_string()))).collect(),
            ],
        ),
        section("aos.ref.money", &["aos.ref.money.1", "aos.ref.money.2", "aos.ref.money.3"], vec![]),
        listing(
            "aos.ref.actions",
            &["aos.ref.actions.1"],
            specials.iter().map(|s| vec![m(&format!("aos.special.{s}")), m(&format!("aos.help.{s}"))]).collect(),
        ),
        section(
            "aos.ref.build",
            &["aos.ref.build.1", "aos.ref.build.2", "aos.ref.build.3"],
            vec![
                vec![m("aos.ref.tile"), m("aos.ref.plain"), m("aos.ref.river"), m("aos.ref.mountain")],
                price("aos.ref.simple", p.simple),
                price("aos.ref.coexisting", p.coexisting),
                price("aos.ref.crossing", p.crossing),
            ],
        ),
        Section {
            title: m("aos.ref.town-title"),
            lines: vec![m("aos.ref.build.4").msg("one", town(1)).msg("two", town(2)).msg("three", town(3)).msg("four", town(4))],
            table: vec![],
            heading: false,
        },
        section("aos.ref.move", &["aos.ref.move.1", "aos.ref.move.2", "aos.ref.move.3"], vec![]),
        section(
            "aos.ref.income",
            &["aos.ref.income.1", "aos.ref.income.2"],
            std::iter::once(vec![m("aos.ref.income-is"), m("aos.ref.reduction")]).chain(reduction).collect(),
        ),
        section("aos.ref.growth", &["aos.ref.growth.1"], vec![]),
        section("aos.ref.end", &["aos.ref.end.1"], vec![]),
        map_notes("aos", map, &super::age_of_steam_maps().iter().map(|m| m.id).collect::<Vec<_>>()),
    ]
}

/// A section of one line, which depends on Steam's rule set.
fn by_side(title: &str, side: &str) -> Section {
    Section { title: m(title), lines: vec![m(&format!("{title}.{side}"))], table: vec![], heading: false }
}

fn steam(map: &str, rules: &str) -> Vec<Section> {
    let standard = rules == "standard";
    let side = if standard { "standard" } else { "base" };
    let tiles: [(&str, bool); 7] = [
        ("turn-order", true),
        ("first-move", false),
        ("engineer", false),
        ("first-build", false),
        ("city-growth", true),
        ("locomotive", true),
        ("urbanization", true),
    ];
    let tile_rows = tiles
        .iter()
        .map(|(t, sided)| {
            let help = if *sided { format!("steam.help.{t}.{side}") } else { format!("steam.help.{t}") };
            vec![m(&format!("steam.action.{t}")), m(&help)]
        })
        .collect();
    vec![
        by_side("steam.ref.turn", side),
        by_side("steam.ref.money", side),
        listing("steam.ref.tiles", &["steam.ref.tiles.1"], tile_rows),
        section("steam.ref.build", &["steam.ref.build.1", "steam.ref.build.2"], vec![]),
        section("steam.ref.move", &["steam.ref.move.1", "steam.ref.move.2", "steam.ref.move.3"], vec![]),
        by_side("steam.ref.income", side),
        section("steam.ref.end", &["steam.ref.end.1", "steam.ref.end.2"], vec![]),
        map_notes("steam", map, &super::steam_maps().iter().map(|m| m.id).collect::<Vec<_>>()),
    ]
}

fn steam_power(map: &str) -> Vec<Section> {
    let actions = [("track", "build-track"), ("factory", "build-factory"), ("fulfil", "fulfil"), ("draw", "draw"), ("money", "take-money")];
    vec![
        section("sp.ref.turn", &["sp.ref.turn.1"], vec![]),
        listing(
            "sp.ref.actions",
            &[],
            actions.iter().map(|(name, help)| vec![m(&format!("sp.ref.{name}")), m(&format!("sp.help.{help}"))]).collect(),
        ),
        section("sp.ref.track", &["sp.ref.track.1"], vec![]),
        section(
            "sp.ref.end",
            &["sp.ref.end.1", "sp.ref.end.2"],
            vec![
                vec![m("aos.ref.players"), num("2"), num("3"), num("4"), num("5")],
                vec![m("sp.ref.contracts"), num("14"), num("11"), num("9"), num("8")],
            ],
        ),
        section("sp.ref.solo", &["sp.ref.solo.1"], vec![]),
        map_notes("sp", map, &["valley", "midlands", "coast"]),
    ]
}

fn russian_railroads(map: &str) -> Vec<Section> {
    use super::russian_railroads::data::{COLOURS, REVALUED, VALUE};
    // The values come from the engine's table.
    let colour = |c: &str| m(&format!("rr.colour.{c}"));
    let mut values = vec![vec![m("rr.ref.colour"), m("rr.ref.value"), m("rr.ref.revalued")]];
    values.extend(COLOURS.iter().enumerate().map(|(i, c)| vec![colour(c), num(&VALUE[i].to_string()), num(&REVALUED[i].to_string())]));
    vec![
        section("rr.ref.turn", &["rr.ref.turn.1", "rr.ref.turn.2"], vec![]),
        section("rr.ref.railways", &["rr.ref.railways.1", "rr.ref.railways.2"], values),
        section("rr.ref.industry", &["rr.ref.industry.1"], vec![]),
        section("rr.ref.engineers", &["rr.ref.engineers.1"], vec![]),
        section("rr.ref.end", &["rr.ref.end.1"], vec![]),
        map_notes("rr", map, &["standard"]),
    ]
}
