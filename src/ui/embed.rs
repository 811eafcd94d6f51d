//! An embed's game (`?embed&game=…`): started, or resumed if the one this embed started before
//! is still going. The table's module only: `boot.js` sends every embed there.

use railyard::core::{Level, Seat, Setup};
use railyard::games::game_info;

use super::app::{create_game, EmbedProblem, PALETTE};
use super::{dom, fill, saves};

/// `?embed&game=age-of-steam&map=rust-belt&players=4&computers=3&level=hard`: resumes the game this embed started
/// before (if it is still going), else starts a new one.
pub fn start_embedded(params: &[(String, String)], player_word: &str) -> Result<String, EmbedProblem> {
    let get = |k: &str| params.iter().find(|(key, _)| key == k).map(|(_, v)| v.clone());
    let game = get("game").unwrap_or_else(|| "age-of-steam".into());
    let info = game_info(&game).ok_or_else(|| EmbedProblem::UnknownGame(game.clone()))?;
    if !info.available {
        return Err(EmbedProblem::NotPlayable(info.name.to_string()));
    }
    let map = match get("map") {
        Some(m) => info.maps.iter().find(|x| x.id == m).ok_or(EmbedProblem::UnknownMap(m))?,
        None => info.maps.first().ok_or(EmbedProblem::NoMap)?,
    };
    let players: usize = match get("players") {
        Some(p) => p.parse().map_err(|_| EmbedProblem::NotANumber(p))?,
        None => map.min_players.max(3).min(map.max_players),
    };
    if players < map.min_players || players > map.max_players {
        return Err(EmbedProblem::Players { map: map.name.to_string(), min: map.min_players, max: map.max_players });
    }
    // Computer seats take the last places, all at one level.
    let computers: usize = match get("computers") {
        Some(c) => c.parse().map_err(|_| EmbedProblem::NotAComputerCount(c))?,
        None => 0,
    };
    if computers >= players {
        return Err(EmbedProblem::Computers { players });
    }
    let level = match get("level") {
        Some(l) => Level::ALL.into_iter().find(|x| x.id() == l).ok_or(EmbedProblem::UnknownLevel(l))?,
        None => Level::Normal,
    };
    let embed_key = saves::embed_key(&game, map.id, players, computers, level);
    if let Some(id) = saves::get_plain(&embed_key) {
        // Its summary says whether it is still going (written whenever it is saved).
        let going = saves::stored(&id).is_some()
            && saves::summary(&id).is_none_or(|s| !s.finished && s.damaged.is_none());
        if going {
            return Ok(id);
        }
    }
    let setup = Setup {
        game: game.clone(),
        map: map.id.to_string(),
        options: info.setup_options(|_| None),
        seed: dom::random_u64(),
        players: (0..players)
            .map(|i| Seat {
                name: fill(player_word, &[("n", &(i + 1).to_string())]),
                colour: PALETTE[i % PALETTE.len()].0.to_string(),
                bot: i >= players - computers,
                level: if i >= players - computers { level } else { Level::Normal },
            })
            .collect(),
    };
    let id = create_game(format!("{} · {}", info.name, map.name), setup).map_err(EmbedProblem::Other)?;
    let _ = saves::set_plain(&embed_key, &id);
    Ok(id)
}

