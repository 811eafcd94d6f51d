//! Command-line tool for the rules engines.
//!
//!   railyard-cli random --game age-of-steam --map rust-belt --players 4 --games 100 --seed 1
//!   railyard-cli replay saved-game.json   (also a game entered with its real draws and dice)
//!   railyard-cli record --game steam-power --players 2 --seed 7 --out game.json
//!   railyard-cli random --game steam --map rhine-ruhr --players 5 --options standard
//!   railyard-cli arena --game steam-power --players 3 --seats normal,greedy,greedy --games 200 --seed 1
//!
//!   railyard-cli levels --game steam-power --players 4 --games 100 --iterations 200
//!
//! All exit non-zero on any failure.

use std::process::ExitCode;

use railyard::check::{default_setup, random_game, CheckOptions, Failure, GameStats};
use railyard::core::{Game, Setup};
use railyard::games::russian_railroads::RussianRailroads;
use railyard::games::{age_of_steam::AgeOfSteam, steam::Steam, steam_power::SteamPower, AnySession, GameInfo};

const USAGE: &str = "usage:
  railyard-cli random --game GAME [--map MAP] --players N [--options OPTS] [--games K] [--seed S] [--fast] [--bots PCT]
  railyard-cli replay FILE
  railyard-cli record --game GAME [--map MAP] --players N [--options OPTS] [--seed S] [--stop K] --out FILE
  railyard-cli arena --game GAME [--map MAP] --players N --seats P,P,.. [--options OPTS] [--games K] [--seed S]
P: random, greedy or normal (the game's computer player); alone (--players 1) each listed P plays every seed
  railyard-cli levels --game GAME [--map MAP] --players N [--options OPTS] [--games K] [--seed S] [--iterations I] [--depth D] [--overrule Z]
OPTS: set-up options as id=value pairs or bare values, comma-separated (e.g. standard or rules=standard,order=draw)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("random") => random(&args[1..]),
        Some("replay") if args.len() == 2 => replay(&args[1]),
        Some("record") => record(&args[1..]),
        Some("arena") => arena(&args[1..]),
        Some("levels") => levels(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).map(String::as_str)
}

fn number(args: &[String], name: &str, default: Option<u64>) -> Result<u64, String> {
    match flag(args, name) {
        Some(v) => v.parse().map_err(|_| format!("{name} wants a number, not {v:?}")),
        None => default.ok_or_else(|| format!("{name} is required\n{USAGE}")),
    }
}

/// `--game`, `--map` (default: the game's first map) and `--players`, checked.
fn game_map_players(args: &[String]) -> Result<(railyard::games::GameInfo, String, usize), String> {
    let game = flag(args, "--game").ok_or(format!("--game is required\n{USAGE}"))?;
    let info = railyard::games::game_info(game)
        .filter(|g| g.engine)
        .ok_or_else(|| format!("unknown or unavailable game {game:?}"))?;
    let map = flag(args, "--map").unwrap_or(info.maps.first().map(|m| m.id).unwrap_or("")).to_string();
    let players = number(args, "--players", None)? as usize;
    Ok((info, map, players))
}

/// The setup of a new game from `--options`: each item `id=value`, or a bare value naming one
/// choice of one of the game's options; every option not named plays its default.
fn setup_with_options(info: &GameInfo, map: &str, players: usize, seed: u64, args: &[String]) -> Result<Setup, String> {
    let mut picked: Vec<(&str, String)> = Vec::new();
    for item in flag(args, "--options").unwrap_or("").split(',').map(str::trim).filter(|x| !x.is_empty()) {
        let (id, value) = match item.split_once('=') {
            Some((id, value)) => (id.trim(), value.trim()),
            None => {
                let o = info.options.iter().find(|o| o.choices.contains(&item));
                (o.map(|o| o.id).ok_or_else(|| format!("{} has no option with the value {item:?}", info.name))?, item)
            }
        };
        let o = info.options.iter().find(|o| o.id == id).ok_or_else(|| format!("{} has no option {id:?}", info.name))?;
        if !o.choices.contains(&value) {
            return Err(format!("option {id} takes one of {}", o.choices.join(", ")));
        }
        picked.push((o.id, value.to_string()));
    }
    let mut setup = default_setup(info.id, map, players, seed);
    setup.options = info.setup_options(|id| picked.iter().find(|(o, _)| *o == id).map(|(_, v)| v.clone()));
    Ok(setup)
}

fn random(args: &[String]) -> Result<(), String> {
    let (info, map, players) = game_map_players(args)?;
    let (game, map) = (info.id, map.as_str());
    let games = number(args, "--games", Some(1))?;
    let seed = number(args, "--seed", Some(1))?;
    let mut opts = if args.iter().any(|a| a == "--fast") { CheckOptions::NONE } else { CheckOptions::FULL };
    if let Some(pct) = flag(args, "--bots") {
        opts.bot_percent = pct.parse().map_err(|_| "--bots takes a percentage".to_string())?;
    }
    let setup = setup_with_options(&info, map, players, seed, args)?;
    let run: fn(&Setup, u64, CheckOptions) -> Result<GameStats, Failure> = match game {
        AgeOfSteam::ID => |s, seed, o| random_game::<AgeOfSteam>(s, seed, o).map(|r| r.0),
        SteamPower::ID => |s, seed, o| random_game::<SteamPower>(s, seed, o).map(|r| r.0),
        Steam::ID => |s, seed, o| random_game::<Steam>(s, seed, o).map(|r| r.0),
        RussianRailroads::ID => |s, seed, o| random_game::<RussianRailroads>(s, seed, o).map(|r| r.0),
        other => return Err(format!("no random player for {other}")),
    };
    let started = std::time::Instant::now();
    let (mut actions, mut failures) = (0usize, Vec::new());
    let (mut low, mut high) = (i64::MAX, i64::MIN);
    for k in 0..games {
        match run(&setup, seed + k, opts) {
            Ok(stats) => {
                actions += stats.actions;
                low = low.min(stats.worst);
                high = high.max(stats.best);
            }
            Err(failure) => {
                eprintln!("FAILED {failure}");
                failures.push(failure);
            }
        }
    }
    let secs = started.elapsed().as_secs_f64();
    println!("game: {game}  map: {map}  players: {players}  options: {}  seeds: {seed}..{}", setup.options, seed + games);
    println!("games: {games}  actions: {actions}  failures: {}", failures.len());
    if low <= high {
        println!("scores: {low}..{high}");
    }
    println!("time: {secs:.2}s ({:.1} games/s)", games as f64 / secs.max(1e-9));
    if failures.is_empty() { Ok(()) } else { Err(format!("{} game(s) failed", failures.len())) }
}

fn replay(path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let (save, session) = AnySession::load_json(&text).map_err(|e| format!("refused: {e}"))?;
    println!("{} — {} on {}, {} players, {} actions replayed", save.name, save.setup.game, save.setup.map,
        save.setup.players.len(), session.action_count());
    if let Some(random) = session.random().filter(|r| !r.script().is_empty()) {
        let used = if random.pending() == 0 { "all used".to_string() } else { format!("{} used", random.used()) };
        let after = match random.invented() {
            0 => String::new(),
            n => format!("; {n} later draw(s) made by the seed's generator"),
        };
        println!("  {} given outcomes, {used}{after}", random.script().len());
    }
    for p in session.player_summaries(None) {
        let figures: Vec<String> = p.figures.iter().map(|(k, v)| format!("{k} {v}")).collect();
        println!("  {}{}: {}", p.name, if p.active { " (to act)" } else { "" }, figures.join(", "));
    }
    match session.final_scores() {
        Some(scores) => {
            for s in scores {
                println!("  #{} {} — {} points", s.rank, save.setup.players[s.player].name, s.score);
            }
        }
        None => println!("  next: {}", session.prompt()),
    }
    Ok(())
}

/// Plays a game with the computer player in every seat and writes it as a save file the app
/// imports (`--stop K` leaves the last K actions unplayed). Recorded games are test fixtures.
fn record(args: &[String]) -> Result<(), String> {
    let (info, map, players) = game_map_players(args)?;
    let map = map.as_str();
    let seed = number(args, "--seed", Some(1))?;
    let stop = number(args, "--stop", Some(0))? as usize;
    let out = flag(args, "--out").ok_or(format!("--out is required\n{USAGE}"))?;
    let setup = setup_with_options(&info, map, players, seed, args)?;
    let mut session = AnySession::new(setup.clone()).map_err(|e| e.to_string())?;
    let mut turn = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    while let Some(action) = session.bot_action_json(turn) {
        session.play_json(&action).map_err(|e| format!("the computer player chose an illegal action: {}", e.reason))?;
        turn = turn.wrapping_add(1);
    }
    if !session.is_over() {
        return Err("the computer player stopped before the end".into());
    }
    let actions = session.action_count().saturating_sub(stop);
    let log = session.to_save("").actions;
    let short = AnySession::replay(setup, &log[..actions]).map_err(|e| e.to_string())?;
    let name = format!("{} {}p seed {seed}", info.name, players);
    std::fs::write(out, short.to_save(&name).to_json()).map_err(|e| format!("cannot write {out}: {e}"))?;
    println!("{name}: {actions} actions written to {out}");
    Ok(())
}

/// Computer players against one another over fixed seeds, seats rotating (`railyard::arena`).
fn arena(args: &[String]) -> Result<(), String> {
    use railyard::arena::{render, run, Policy};
    let (info, map, players) = game_map_players(args)?;
    let games = number(args, "--games", Some(100))? as usize;
    let seed = number(args, "--seed", Some(1))?;
    let seats: Vec<Policy> = flag(args, "--seats")
        .ok_or(format!("--seats is required\n{USAGE}"))?
        .split(',')
        .map(|s| Policy::parse(s.trim()).ok_or(format!("unknown player {s:?}: random, greedy or normal")))
        .collect::<Result<_, _>>()?;
    if players > 1 && seats.len() != players {
        return Err(format!("--seats names {} players for {players} seats", seats.len()));
    }
    let setup = setup_with_options(&info, &map, players, seed, args)?;
    let tick = |k: usize| {
        if k % 50 == 0 {
            eprintln!("  {k} games");
        }
    };
    let started = std::time::Instant::now();
    let report = match info.id {
        AgeOfSteam::ID => run::<AgeOfSteam>(&setup, &seats, games, tick),
        SteamPower::ID => run::<SteamPower>(&setup, &seats, games, tick),
        Steam::ID => run::<Steam>(&setup, &seats, games, tick),
        RussianRailroads::ID => run::<RussianRailroads>(&setup, &seats, games, tick),
        other => return Err(format!("no arena for {other}")),
    }?;
    let names: Vec<&str> = seats.iter().map(|p| p.name()).collect();
    println!("game: {}  map: {map}  players: {players}  seats: {}  options: {}  seeds: {seed}..{}", info.id, names.join(","), setup.options, seed + games as u64);
    print!("{}", render(&report, players));
    println!("time: {:.1}s", started.elapsed().as_secs_f64());
    Ok(())
}

/// Hard (searching `--iterations` per decision) against Normal in every other seat, Hard's seat
/// turning round the table from game to game: Hard's wins with a 95% interval, and the time of
/// its decisions.
fn levels(args: &[String]) -> Result<(), String> {
    use railyard::core::Level;
    use railyard::search::bench::{play, wilson};
    let (info, map, players) = game_map_players(args)?;
    let games = number(args, "--games", Some(20))? as usize;
    let seed = number(args, "--seed", Some(1))?;
    let iterations = number(args, "--iterations", Some(railyard::search::levels::HARD_ITERATIONS as u64))? as u32;
    let mut config = railyard::search::Config::default();
    config.depth = flag(args, "--depth").map(|d| d.parse().map_err(|_| format!("--depth wants a number, not {d:?}"))).transpose()?;
    if let Some(z) = flag(args, "--overrule") {
        config.overrule = z.parse().map_err(|_| format!("--overrule wants a number, not {z:?}"))?;
    }
    let run: fn(&Setup, &[Level], usize, u32, &railyard::search::Config, u64) -> Result<railyard::search::bench::Tally, String> = match info.id {
        AgeOfSteam::ID => play::<AgeOfSteam>,
        SteamPower::ID => play::<SteamPower>,
        Steam::ID => play::<Steam>,
        RussianRailroads::ID => play::<RussianRailroads>,
        other => return Err(format!("no computer player for {other}")),
    };
    let started = std::time::Instant::now();
    let (mut wins, mut times, mut eliminated, mut scores) = (0.0, Vec::new(), 0, Vec::new());
    for k in 0..games {
        let setup = setup_with_options(&info, &map, players, seed + k as u64, args)?;
        let hard = k % players;
        let levels: Vec<Level> = (0..players).map(|p| if p == hard { Level::Hard } else { Level::Normal }).collect();
        let tally = run(&setup, &levels, hard, iterations, &config, seed + k as u64)?;
        wins += tally.win;
        times.extend(tally.decisions);
        eliminated += tally.eliminated;
        scores.push(tally.score);
        let (low, high) = wilson(wins, k + 1);
        let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
        let max = times.iter().copied().fold(0.0, f64::max);
        eprintln!("game {}: hard won {:.2}, scored {}; so far {:.1}% [{:.1}, {:.1}], eliminations {eliminated}, {} decisions, ms mean {mean:.1} max {max:.1}",
            k + 1, tally.win, tally.score, 100.0 * wins / (k + 1) as f64, 100.0 * low, 100.0 * high, times.len());
    }
    let (low, high) = wilson(wins, games);
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
    let pick = |q: f64| times.get(((times.len() as f64 * q) as usize).min(times.len().saturating_sub(1))).copied().unwrap_or(0.0);
    println!("game: {}  map: {map}  players: {players}  seeds: {seed}..{}  iterations: {iterations}  depth: {:?}  overrule: {}", info.id, seed + games as u64, config.depth, config.overrule);
    println!("hard wins: {wins:.1} of {games} = {:.1}%  95% interval [{:.1}%, {:.1}%]  fair share {:.1}%",
        100.0 * wins / games.max(1) as f64, 100.0 * low, 100.0 * high, 100.0 / players as f64);
    println!("hard decisions: {}  ms mean {mean:.1}  median {:.1}  p95 {:.1}  max {:.1}", times.len(), pick(0.5), pick(0.95), pick(1.0));
    let (mean_score, half) = railyard::arena::mean_interval(&scores);
    println!("hard's mean score: {mean_score:.1} ± {half:.1}");
    println!("eliminations: {eliminated}  time: {:.1}s", started.elapsed().as_secs_f64());
    Ok(())
}
