//! Age of Steam's tests, one module per concern: the rulebook's worked examples and tables
//! (`rules`, `track_ownership`), board data (`map`), the map seam (`map_rules`), random play with
//! every check (`random`) and the computer player (`bot`).

mod barbados;
mod bot;
mod bot_choices;
mod detroit;
mod germany;
mod hard_focus;
mod heavy_cardboard;
mod last_turn_links;
mod map;
mod map_games;
mod map_rules;
mod new_england;
mod pittsburgh;
mod planned_builds;
mod previews;
mod poland;
mod random;
mod reference_maps;
mod southern_us;
mod st_lucia;
mod rules;
mod track_ownership;
mod words;
