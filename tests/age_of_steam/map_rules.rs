//! The map seam: a map with special rules is its board plus one `MapRules` implementation.
//! This test-only map ("Tight Belt") changes four rules without touching the base game's files:
//! a share limit of 10, a $4 redirect, five builds with the Engineer, and no Turn Order action.

use railyard::check::default_setup;
use railyard::core::Game;
use railyard::games::age_of_steam::rules::{Map, MapRules, Rules};
use railyard::games::age_of_steam::{maps, Action, AgeOfSteam, Phase, Special};
use railyard::rail::Board;

struct TightBelt;

impl MapRules for TightBelt {
    fn numbers(&self, rules: &mut Rules) {
        rules.share_limit = 10;
        rules.prices.redirect = 4;
    }

    fn builds_allowed(&self, g: &AgeOfSteam, p: usize) -> u32 {
        if g.players[p].special == Some(Special::Engineer) { 5 } else { 3 }
    }

    fn actions(&self) -> &[Special] {
        &[Special::FirstMove, Special::FirstBuild, Special::Engineer, Special::Locomotive, Special::Urbanization, Special::Production]
    }
}

fn tight_belt() -> &'static Map {
    let (_, data) = maps::data_files().find(|(id, _)| *id == "rust-belt").unwrap();
    let mut board = Board::parse(data);
    board.id = "tight-belt".into();
    Box::leak(Box::new(Map::new(board, &TightBelt)))
}

fn game(def: &'static Map) -> AgeOfSteam {
    let mut g = AgeOfSteam::with_map(&default_setup("age-of-steam", "rust-belt", 3, 7), def).unwrap();
    g.order = vec![0, 1, 2];
    g
}

#[test]
fn a_map_changes_the_share_limit() {
    let g = game(tight_belt());
    let most = g.legal_actions().iter().filter_map(|a| if let Action::IssueShares { count } = a { Some(*count) } else { None }).max();
    assert_eq!(most, Some(8), "2 shares at the start, 10 at most");
    let base = game(maps::map("rust-belt").unwrap());
    let most = base.legal_actions().iter().filter_map(|a| if let Action::IssueShares { count } = a { Some(*count) } else { None }).max();
    assert_eq!(most, Some(13), "the base game keeps 15");
}

#[test]
fn a_map_changes_the_actions_offered() {
    let mut g = game(tight_belt());
    g.phase = Phase::Actions { idx: 0 };
    let offered: Vec<Special> = g.legal_actions().iter().filter_map(|a| if let Action::Choose { action } = a { Some(*action) } else { None }).collect();
    assert_eq!(offered.len(), 6);
    assert!(!offered.contains(&Special::TurnOrder));
}

#[test]
fn a_map_changes_the_engineer_and_the_redirect_price() {
    let mut g = game(tight_belt());
    g.players[0].special = Some(Special::Engineer);
    g.players[0].money = 40;
    g.start_build();
    assert_eq!(g.current_player(), Some(0));
    // Five tiles out of Cincinnati (M9) northwards: M8, M7 then round to the east.
    let mut built = 0;
    while let Some(a) = g.legal_actions().into_iter().find(|a| matches!(a, Action::Build { .. })) {
        g.apply(&a).unwrap();
        built += 1;
        assert!(built <= 5);
    }
    assert_eq!(built, 5, "the Engineer builds five tiles on this map");
    // A redirect costs $4 here.
    let mut g = game(tight_belt());
    g.lay(Some(0), &["M9", "M8"]);
    g.start_build();
    while g.current_player() != Some(0) {
        g.apply(&Action::EndBuild).unwrap();
    }
    let m8 = g.hex_of("M8");
    let redirect = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Build { hex, tile, .. } if *hex == m8 && *tile == 1))
        .expect("a redirect of M8 to a gentle curve");
    let before = g.players[0].money;
    g.apply(&redirect).unwrap();
    assert_eq!(before - g.players[0].money, 4);
}
