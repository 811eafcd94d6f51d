//! Engine benchmarks (Age of Steam, Steam Power): random legal games per second per game and player count (one core,
//! no checks), replay time of a long save, and listing the legal actions of a busy mid-game
//! state; then replay of the recorded fixtures and of a game with the computer in every seat,
//! checked (a file from outside) against trusted (a log the app made: `apply_unchecked`).
//! Median and spread over several runs. `cargo bench --bench engine` (`-- --quick` for fewer
//! runs, `-- --replay` for the replays alone, `-- --answers` for the engine's answers alone: the
//! browser benchmark's 100 clicks late in a six-player game, answered to a page that holds the
//! table before each and to one that holds nothing).

use std::time::Instant;

use railyard::check::{default_setup, random_game, CheckOptions};
use railyard::core::{Game, Setup};
use railyard::save::{Session, Trust};

const RUNS: usize = 5;

fn stats(mut xs: Vec<f64>) -> (f64, f64, f64) {
    xs.sort_by(|a, b| a.partial_cmp(b).unwrap());
    (xs[xs.len() / 2], xs[0], xs[xs.len() - 1])
}

/// Games per second over about `budget` seconds of play, per run.
fn games_per_second<G: Game>(setup: &Setup, runs: usize, budget: f64, opts: CheckOptions) -> (f64, f64, f64, f64) {
    let mut rates = Vec::new();
    let mut actions = 0usize;
    let mut games = 0usize;
    let mut seed = 1u64;
    for _ in 0..runs {
        let start = Instant::now();
        let mut n = 0;
        while start.elapsed().as_secs_f64() < budget {
            let (s, _) = random_game::<G>(setup, seed, opts).expect("random games never fail");
            actions += s.actions;
            games += 1;
            n += 1;
            seed += 1;
        }
        rates.push(n as f64 / start.elapsed().as_secs_f64());
    }
    let (med, lo, hi) = stats(rates);
    (med, lo, hi, actions as f64 / games as f64)
}

/// The longest of a few games played partly by the bot: its setup and its save log.
fn long_log<G: Game>(setup: &Setup) -> (Setup, Vec<serde_json::Value>) {
    let opts = CheckOptions { bot_percent: 70, ..CheckOptions::NONE };
    let (seed, log) = (1..4u64)
        .map(|seed| (seed, random_game::<G>(setup, seed, opts).expect("ok").1))
        .max_by_key(|(_, l)| l.len())
        .unwrap();
    let mut setup = setup.clone();
    setup.seed = seed;
    (setup, log.iter().map(|a| serde_json::to_value(a).unwrap()).collect())
}

fn bench_game<G: Game>(name: &str, map: &str, players: std::ops::RangeInclusive<usize>, runs: usize) {
    for n in players {
        let setup = default_setup(G::ID, map, n, 1);
        let (med, lo, hi, len) = games_per_second::<G>(&setup, runs, 0.6, CheckOptions::NONE);
        println!("| {name} | {n} | random games/s | {med:.0} | {lo:.0}–{hi:.0} | {len:.0} actions/game |");
    }
    let n = 4;
    let setup = default_setup(G::ID, map, n, 1);
    let (med, lo, hi, len) =
        games_per_second::<G>(&setup, runs.min(3), 1.0, CheckOptions { bot_percent: 70, ..CheckOptions::NONE });
    println!("| {name} | {n} | games/s, 70% bot moves | {med:.1} | {lo:.1}–{hi:.1} | {len:.0} actions/game |");

    let (mixed, log) = long_log::<G>(&setup);
    let mut times = Vec::new();
    for _ in 0..runs {
        let t = Instant::now();
        let s = Session::<G>::replay(mixed.clone(), &log).expect("the recorded log replays");
        std::hint::black_box(s.history.len());
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let (med, lo, hi) = stats(times);
    println!("| {name} | {n} | replay a {}-action save (ms) | {med:.2} | {lo:.2}–{hi:.2} | |", log.len());

    // A busy state: the decision of that game with the most legal actions.
    let mut walk = Session::<G>::new(mixed.clone()).expect("setup");
    let mut busiest = walk.clone();
    for raw in &log {
        if walk.game.legal_actions().len() > busiest.game.legal_actions().len() {
            busiest = walk.clone();
        }
        walk.play(serde_json::from_value(raw.clone()).expect("action")).expect("legal");
    }
    let half = busiest;
    let mut times = Vec::new();
    let mut count = 0;
    for _ in 0..runs * 20 {
        let t = Instant::now();
        count = std::hint::black_box(half.game.legal_actions()).len();
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let (med, lo, hi) = stats(times);
    println!("| {name} | {n} | list the {count} legal actions of the busiest decision (ms) | {med:.3} | {lo:.3}–{hi:.3} | |");
}

/// A whole game with the computer player in every seat, as `railyard-cli record` plays it.
fn bot_game<G: Game>(setup: &Setup) -> Vec<serde_json::Value> {
    let mut game = G::new(setup).expect("setup");
    let mut log = Vec::new();
    let mut turn = setup.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    while let Some(action) = game.bot_action(turn) {
        game.apply(&action).expect("the bot plays legal actions");
        log.push(serde_json::to_value(&action).unwrap());
        turn = turn.wrapping_add(1);
    }
    log
}

/// Milliseconds to replay `log`, checked and trusted (median, min, max over `runs` each; the
/// two alternate so that a busy machine slows both alike).
fn replay_ms<G: Game>(setup: &Setup, log: &[serde_json::Value], runs: usize) -> [(f64, f64, f64); 2] {
    let mut times = [Vec::new(), Vec::new()];
    for _ in 0..runs {
        for (k, trust) in [Trust::Checked, Trust::Trusted].into_iter().enumerate() {
            let t = Instant::now();
            let s = Session::<G>::replay_with(setup.clone(), Vec::new(), log, trust).expect("the log replays");
            std::hint::black_box(s.history.len());
            times[k].push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    let [checked, trusted] = times;
    [stats(checked), stats(trusted)]
}

fn bench_replay<G: Game>(name: &str, setup: &Setup, log: &[serde_json::Value], runs: usize) {
    let [(cm, clo, chi), (tm, tlo, thi)] = replay_ms::<G>(setup, log, runs);
    let n = setup.players.len();
    let len = log.len();
    println!("| {name} | {n} | replay a {len}-action save, checked (ms) | {cm:.2} | {clo:.2}–{chi:.2} | |");
    println!("| {name} | {n} | replay a {len}-action save, trusted (ms) | {tm:.2} | {tlo:.2}–{thi:.2} | {:.1}x faster |", cm / tm);
}

/// Replay of the recorded fixtures and of a long game with the computer in every seat.
fn bench_replays(runs: usize) {
    use railyard::games::{age_of_steam::AgeOfSteam, steam_power::SteamPower};
    for file in ["age-of-steam-4p-seed2.json", "steam-power-2p-seed3.json", "steam-power-1p-seed5.json"] {
        let path = format!("{}/tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
        let save = railyard::save::SaveFile::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
        let name = format!("fixture {file}");
        match save.setup.game.as_str() {
            AgeOfSteam::ID => bench_replay::<AgeOfSteam>(&name, &save.setup, &save.actions, runs * 4),
            _ => bench_replay::<SteamPower>(&name, &save.setup, &save.actions, runs * 4),
        }
    }
    let setup = default_setup(AgeOfSteam::ID, "rust-belt", 6, 3);
    bench_replay::<AgeOfSteam>("Age of Steam, Rust Belt, computer in every seat", &setup, &bot_game::<AgeOfSteam>(&setup), runs * 4);
    let setup = default_setup(SteamPower::ID, "valley", 5, 3);
    bench_replay::<SteamPower>("Steam Power, Valley, computer in every seat", &setup, &bot_game::<SteamPower>(&setup), runs * 4);
}

/// The engine's side of a click: the clicks of `scripts/bench-load.mjs` (a recorded six-player
/// game 150 actions before its end, the same pseudo-random choices), each answered as the page
/// asks (holding the table before it) and in full; milliseconds and bytes of each answer.
fn bench_answers(runs: usize) {
    use railyard::games::age_of_steam::AgeOfSteam;
    use railyard::games::engine::{Command, Engine, Known, Reply, Request, Response};
    let path = format!("{}/tests/fixtures/age-of-steam-6p-seed1.json", env!("CARGO_MANIFEST_DIR"));
    let mut save = railyard::save::SaveFile::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    save.actions.truncate(save.actions.len() - 150);
    save.setup.players.iter_mut().for_each(|p| p.bot = false);
    let text = save.to_json();
    let (mut ms, mut bytes) = ([Vec::new(), Vec::new()], [Vec::new(), Vec::new()]);
    for _ in 0..runs {
        let mut engine = Engine::<AgeOfSteam>::default().numbered_from(1 << 20);
        let mut whole = Engine::<AgeOfSteam>::default().numbered_from(1 << 20);
        let open = Request::new(1, Known::default(), Command::Open { save: text.clone(), trusted: true });
        let _ = whole.handle(open.clone());
        let Reply::Table(mut table) = engine.handle(open).reply else { panic!("a table") };
        let mut known = Known { table: table.version, log: table.log.len(), actions: table.actions.len() };
        let mut seed = 7u64;
        for id in 2..102 {
            seed = (seed * 1103515245 + 12345) % 2147483648;
            if table.choices.is_empty() {
                break;
            }
            let command = Command::Play { action: table.choices[seed as usize % table.choices.len()].action.clone() };
            for (k, held) in [known, Known::default()].into_iter().enumerate() {
                let request = serde_json::to_string(&Request::new(id, held, command.clone())).unwrap();
                let t = Instant::now();
                let answer = if k == 0 { engine.handle_text(&request) } else { whole.handle_text(&request) };
                ms[k].push(t.elapsed().as_secs_f64() * 1e3);
                bytes[k].push(answer.len() as f64);
                if k == 0 {
                    let Reply::Table(t) = serde_json::from_str::<Response>(&answer).unwrap().reply else { panic!("a table") };
                    known = Known { table: t.version, log: t.log_from + t.log.len(), actions: t.actions_from + t.actions.len() };
                    table = t;
                }
            }
        }
    }
    for (k, who) in ["holding the table before it", "holding nothing (answered in full)"].into_iter().enumerate() {
        let n = ms[k].len();
        let p95 = |xs: &[f64]| { let mut s = xs.to_vec(); s.sort_by(|a, b| a.partial_cmp(b).unwrap()); s[s.len() * 95 / 100] };
        let ((med, lo, hi), p) = (stats(ms[k].clone()), p95(&ms[k]));
        let kib = bytes[k].iter().sum::<f64>() / n as f64 / 1024.0;
        println!("| Age of Steam, Rust Belt | 6 | answer a click late in the game, page {who} (ms) | {med:.2} | {lo:.2}–{hi:.2} | p95 {p:.2} ms; {kib:.1} KiB an answer on average; {n} answers |");
    }
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let runs = if quick { 2 } else { RUNS };
    let only_replays = std::env::args().any(|a| a == "--replay");
    println!("| game | players | measure | median | spread (min–max) | note |");
    println!("|---|---|---|---|---|---|");
    if std::env::args().any(|a| a == "--answers") {
        bench_answers(runs);
        return;
    }
    if !only_replays {
        bench_game::<railyard::games::age_of_steam::AgeOfSteam>("Age of Steam, Rust Belt", "rust-belt", 3..=6, runs);
        bench_game::<railyard::games::steam_power::SteamPower>("Steam Power, Valley", "valley", 2..=5, runs);
    }
    bench_replays(runs);
    if !only_replays {
        bench_answers(runs);
    }
}
