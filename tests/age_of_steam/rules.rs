//! Age of Steam: the rulebook's worked examples and tables, played through the engine.

use railyard::check::default_setup;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::manifest;
use railyard::games::age_of_steam::rules::Rules;
use railyard::rail::Good;
use railyard::games::age_of_steam::{Action, AgeOfSteam, Phase, Special};

fn game(players: usize) -> AgeOfSteam {
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", players, 7)).unwrap();
    g.order = (0..players).collect();
    for h in &mut g.hexes {
        h.cubes.clear();
    }
    g
}

/// The legal build at `at` whose new track joins the sides towards `from` and `to`.
fn build_between(g: &AgeOfSteam, at: &str, from: &str, to: Option<&str>) -> Action {
    let here = g.hex_of(at);
    let a = here.edge_towards(g.hex_of(from)).unwrap();
    let b = to.map(|t| here.edge_towards(g.hex_of(t)).unwrap());
    let p = g.current_player().unwrap();
    g.legal_actions()
        .into_iter()
        .find(|act| match act {
            Action::Build { hex, .. } if *hex == here => {
                let Some(railyard::core::view::ActionPreview { track, .. }) = g.action_preview(act) else { return false };
                let mut edges: Vec<u8> = track[0]
                    .paths
                    .iter()
                    .filter(|path| path.owner == Some(p))
                    .flat_map(|path| std::iter::once(path.from).chain(path.to))
                    .collect();
                edges.sort();
                match b {
                    Some(b) => edges == { let mut w = vec![a, b]; w.sort(); w },
                    None => edges.contains(&a) && edges.len() == 2,
                }
            }
            _ => false,
        })
        .unwrap_or_else(|| panic!("no legal build at {at} joining {from}–{to:?}"))
}

fn apply(g: &mut AgeOfSteam, a: Action) -> Outcome {
    g.apply(&a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

fn build_step(g: &mut AgeOfSteam, p: usize, special: Option<Special>) {
    for pl in &mut g.players {
        pl.special = None;
    }
    g.players[p].special = special;
    g.order = std::iter::once(p).chain((0..g.players.len()).filter(|&q| q != p)).collect();
    g.start_build();
    assert_eq!(g.current_player(), Some(p));
}

#[test]
fn three_player_share_issue() {
    // John issues two shares (4 issued, +$10), Dave one (3, +$5), Pete none (stays at 2).
    let mut g = game(3);
    let (john, dave, pete) = (0, 1, 2);
    apply(&mut g, Action::IssueShares { count: 2 });
    apply(&mut g, Action::IssueShares { count: 1 });
    apply(&mut g, Action::IssueShares { count: 0 });
    assert_eq!((g.players[john].shares, g.players[john].money), (4, 20));
    assert_eq!((g.players[dave].shares, g.players[dave].money), (3, 15));
    assert_eq!((g.players[pete].shares, g.players[pete].money), (2, 10));
    assert!(matches!(g.phase, Phase::Auction { .. }));
    // Never above the limit of 15.
    let mut g = game(3);
    g.players[0].shares = 14;
    assert!(g.apply(&Action::IssueShares { count: 2 }).is_err());
}

#[test]
fn five_player_auction() {
    // Pete bids $2, Dave drops (last place, pays nothing), Vince bids $3, Hudson drops (4th,
    // bid nothing), John passes with the Turn Order action. Then Pete drops (3rd, half of $2),
    // John drops (2nd, the last to drop pays his full bid, $0) and Vince wins paying $3.
    let mut g = game(5);
    let (pete, dave, vince, hudson, john) = (0, 1, 2, 3, 4);
    g.turn_order_pass = Some(john);
    for p in &mut g.players {
        p.money = 20;
    }
    g.start_auction();
    apply(&mut g, Action::Bid { amount: 2 });
    apply(&mut g, Action::DropOut);
    apply(&mut g, Action::Bid { amount: 3 });
    assert!(g.apply(&Action::Bid { amount: 3 }).is_err(), "a bid must beat the high bid");
    apply(&mut g, Action::DropOut);
    apply(&mut g, Action::PassBid);
    // Pete again: he drops (3rd place, half of $2). Vince holds the high bid and everyone else
    // has dropped or passed: the auction is over, Vince first at $3, John second.
    apply(&mut g, Action::DropOut);
    assert!(matches!(g.phase, Phase::Actions { .. }), "the auction is over");
    assert_eq!(g.order, vec![vince, john, pete, hudson, dave]);
    assert_eq!(g.players[vince].money, 17, "winner pays the full bid");
    assert_eq!(g.players[john].money, 20, "second place pays his full bid, which was nothing");
    assert_eq!(g.players[pete].money, 19, "others pay half, rounded up");
    assert_eq!(g.players[hudson].money, 20);
    assert_eq!(g.players[dave].money, 20, "the first to drop pays nothing");
}

// "As ofertas continuam até apenas um jogador se manter na aposta": once the Turn Order holder
// has passed and the rest have dropped, the high bidder is never asked to outbid himself.
/// Three seats with $20: seat 0 bids $4, seat 1 (Turn Order) passes, seat 2 drops out.
fn bid_pass_drop(g: &mut AgeOfSteam) {
    g.order = vec![0, 1, 2];
    g.turn_order_pass = Some(1);
    for p in &mut g.players {
        p.money = 20;
    }
    g.start_auction();
    apply(g, Action::Bid { amount: 4 });
    apply(g, Action::PassBid);
    apply(g, Action::DropOut);
}

#[test]
fn the_high_bidder_wins_when_only_the_turn_order_holder_is_left() {
    let mut g = game(3);
    let (a, b, c) = (0, 1, 2);
    bid_pass_drop(&mut g);
    assert!(matches!(g.phase, Phase::Actions { .. }), "no bid is asked of the high bidder");
    assert_eq!(g.order, vec![a, b, c]);
    assert_eq!(g.players[a].money, 16);
    assert_eq!((g.players[b].money, g.players[c].money), (20, 20));
}

// Phase III: "Cada ação só pode ser selecionada por um jogador" — each turn, all seven are free
// again, also when a single railroad is left and there is no auction.
#[test]
fn with_one_railroad_left_every_action_is_free_again() {
    let mut g = game(3);
    for (p, s) in [(0, Special::FirstBuild), (1, Special::Engineer), (2, Special::Production)] {
        g.players[p].special = Some(s);
    }
    g.players[1].eliminated = true;
    g.players[2].eliminated = true;
    g.order = vec![0];
    g.phase = Phase::Shares { idx: 0 };
    apply(&mut g, Action::IssueShares { count: 0 });
    assert!(matches!(g.phase, Phase::Actions { .. }));
    let offered = g.legal_actions().iter().filter(|a| matches!(a, Action::Choose { .. })).count();
    assert_eq!(offered, 7);
}

#[test]
fn building_costs_with_river_surcharge() {
    // Yellow builds three simple tiles out of Des Moines: $2 + $2 + $3 (the third on a river).
    let mut g = game(3);
    build_step(&mut g, 0, None);
    let before = g.players[0].money;
    let a = build_between(&g, "C7", "C8", Some("D7"));
    apply(&mut g, a);
    let a = build_between(&g, "D7", "C7", Some("E7"));
    apply(&mut g, a);
    let a = build_between(&g, "E7", "D7", None);
    apply(&mut g, a);
    assert_eq!(before - g.players[0].money, 7);
    // A fourth build needs the Engineer.
    assert!(g.legal_actions().iter().all(|a| !matches!(a, Action::Build { .. })));
}

#[test]
fn river_tile_then_crossing_upgrade_of_another_players_track() {
    let mut g = game(3);
    // Red's complete link Cincinnati–Indianapolis runs through L9.
    g.lay(Some(1), &["M9", "L9", "K9"]);
    build_step(&mut g, 0, None);
    let m0 = g.players[0].money;
    // A river tile out of Cincinnati towards L9: $3 (first placement on a river).
    let a = build_between(&g, "M10", "M9", Some("L9"));
    apply(&mut g, a);
    assert_eq!(m0 - g.players[0].money, 3);
    // Upgrading Red's simple tile to a crossing that keeps it: $3.
    let l9 = g.hex_of("L9");
    let up = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Build { hex, tile, .. } if *hex == l9
            && manifest().tiles[*tile].class == railyard::rail::TileClass::Crossing))
        .expect("a crossing upgrade at L9");
    let m1 = g.players[0].money;
    apply(&mut g, up);
    assert_eq!(m1 - g.players[0].money, 3);
    let tile = g.hexes[g.at_label("L9")].tile.as_ref().unwrap();
    assert_eq!(tile.segs.len(), 2);
    assert!(tile.segs.iter().any(|s| s.owner == Some(1)), "Red's path survives, still Red's");
    assert!(tile.segs.iter().any(|s| s.owner == Some(0)));
}

#[test]
fn town_disc_costs_one_plus_exits() {
    let mut g = game(3);
    build_step(&mut g, 0, None);
    let a = build_between(&g, "L9", "M9", Some("K9"));
    apply(&mut g, a);
    let m0 = g.players[0].money;
    let a = build_between(&g, "K9", "L9", Some("J9"));
    apply(&mut g, a);
    assert_eq!(m0 - g.players[0].money, 3, "two exits: $1 + $2");
    let k9 = g.at_label("K9");
    assert!(g.hexes[k9].tile.as_ref().unwrap().disc);
}

#[test]
fn urbanization_neutralizes_unfinished_track_from_the_town() {
    let mut g = game(3);
    let (orange, green) = (0, 1);
    // Green's unfinished section leaves Indianapolis towards J9; Red has a complete link into it.
    g.lay(Some(green), &["K9", "J9"]);
    g.lay(Some(2), &["M9", "L9", "K9"]);
    build_step(&mut g, orange, Some(Special::Urbanization));
    let k9 = g.hex_of("K9");
    apply(&mut g, Action::Urbanize { hex: k9, city: 0 });
    let j9 = g.at_label("J9");
    assert_eq!(g.hexes[j9].tile.as_ref().unwrap().segs[0].owner, None, "Green's stub is unowned now");
    let l9 = g.at_label("L9");
    assert_eq!(g.hexes[l9].tile.as_ref().unwrap().segs[0].owner, Some(2), "complete links keep their owner");
    assert!(g.view().is_city(g.at_label("K9")));
    // Orange may claim the unowned section by extending it, and still has three builds.
    let a = build_between(&g, "I10", "J9", None);
    let m0 = g.players[orange].money;
    apply(&mut g, a);
    assert_eq!(g.hexes[j9].tile.as_ref().unwrap().segs[0].owner, Some(orange), "extending claims it");
    assert!(m0 > g.players[orange].money);
    // Urbanization happens before building only.
    assert!(g.legal_actions().iter().all(|a| !matches!(a, Action::Urbanize { .. })));
}

#[test]
fn unfinished_track_not_extended_becomes_unowned() {
    let mut g = game(3);
    g.lay(Some(0), &["M9", "L9"]);
    build_step(&mut g, 0, None);
    let out = apply(&mut g, Action::EndBuild);
    let l9 = g.at_label("L9");
    assert_eq!(g.hexes[l9].tile.as_ref().unwrap().segs[0].owner, None);
    assert!(out.english(&[]).iter().any(|l| l.contains("unowned")));
}

#[test]
fn no_joining_another_players_track_and_no_track_into_water() {
    let mut g = game(3);
    g.lay(Some(1), &["M9", "L9"]);
    build_step(&mut g, 0, None);
    // K9 is a town: a spoke towards L9 would join Red's open end.
    let k9 = g.hex_of("K9");
    let l9 = g.hex_of("L9");
    let e = k9.edge_towards(l9).unwrap();
    for a in g.legal_actions() {
        if let Action::Build { hex, .. } = a {
            if hex == k9 {
                let p = g.action_preview(&a).unwrap();
                assert!(p.track[0].paths.iter().all(|path| path.from != e), "{a:?} joins Red's track");
            }
        }
    }
    // Lake Michigan: no legal build points into water.
    let err = g.apply(&Action::Build { hex: g.hex_of("H7"), tile: 0, turns: 0 });
    let _ = err;
    for a in g.legal_actions() {
        if let Action::Build { .. } = a {
            let p = g.action_preview(&a).unwrap();
            for t in p.track {
                for path in t.paths {
                    for edge in [Some(path.from), path.to].into_iter().flatten() {
                        let n = t.hex.neighbor(edge);
                        if let Some(i) = g.map.at(n) {
                            assert_ne!(g.map.hexes[i].terrain, railyard::rail::Ground::Water);
                        } else {
                            panic!("{a:?} points off the board");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn goods_movement_example() {
    // Pete (1st) and Dave (First Move). Pete owns Evansville–Cincinnati; Dave owns
    // Cincinnati–Indianapolis and Indianapolis–Evansville.
    let mut g = game(3);
    let (pete, dave) = (0, 1);
    g.lay(Some(pete), &["J10", "K10", "L10", "M10", "M9"]);
    g.lay(Some(dave), &["M9", "L9", "K9"]);
    g.lay(Some(dave), &["K9", "J9", "J10"]);
    let (ev, ci) = (g.at_label("J10"), g.at_label("M9"));
    g.hexes[ev].cubes = vec![Good::Blue];
    g.hexes[ci].cubes = vec![Good::Blue];
    g.players[dave].special = Some(Special::FirstMove);
    g.order = vec![pete, dave, 2];
    g.start_move();
    assert_eq!(g.current_player(), Some(dave), "First Move goes first");
    apply(&mut g, Action::UpgradeEngine);
    assert_eq!(g.players[dave].engine, 2);
    // Pete: the blue cube from Evansville to Cincinnati over his own link.
    let mv = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move { from, links, .. } if *from == g.hex_of("J10") && links.len() == 1))
        .expect("one-link delivery");
    apply(&mut g, mv);
    assert_eq!(g.players[pete].income, 1);
    apply(&mut g, Action::PassMove); // the third player
    // Round two: Dave moves the blue cube in Cincinnati through Indianapolis to Evansville.
    assert_eq!(g.current_player(), Some(dave));
    assert!(g.legal_actions().iter().all(|a| *a != Action::UpgradeEngine), "one upgrade per goods phase");
    let mv = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move { from, links, .. } if *from == g.hex_of("M9") && links.len() == 2))
        .expect("two-link delivery");
    apply(&mut g, mv);
    assert_eq!(g.players[dave].income, 2);
    // Pete has no goods left to move.
    assert!(g.legal_actions().iter().all(|a| !matches!(a, Action::Move { .. })));
}

#[test]
fn a_cube_stops_at_the_first_city_of_its_colour() {
    let mut g = game(3);
    // Cincinnati (blue) - Indianapolis - Evansville (blue): a blue cube from the far side of
    // Cincinnati can never pass through it.
    g.lay(Some(0), &["Q9", "P9", "O9", "N9", "M9"]);
    g.lay(Some(0), &["M9", "L9", "K9"]);
    g.lay(Some(0), &["K9", "J9", "J10"]);
    let wh = g.at_label("Q9");
    g.hexes[wh].cubes = vec![Good::Blue];
    g.players[0].engine = 6;
    g.start_move();
    while g.current_player() != Some(0) {
        apply(&mut g, Action::PassMove);
    }
    let routes: Vec<usize> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { links, .. } => Some(links.len()),
            _ => None,
        })
        .collect();
    assert!(!routes.is_empty());
    assert!(routes.iter().all(|&n| n <= 2), "routes stop at Cincinnati: {routes:?}");
}

#[test]
fn goods_growth_example_dice_3_3_4() {
    // Three players, turn 2: dice 3, 3, 4 on the light side. Column 3 (Kansas City) sends both
    // its cubes; new city A (on Indianapolis) gets both of column A's; column 4's top box is
    // empty so Des Moines gets one cube; new city B is not on the map and gets nothing.
    let mut g = game(3);
    let ks = g.at_label("A11");
    let dm = g.at_label("C8");
    let ind = g.at_label("K9");
    g.hexes[ind].new_city = Some(0);
    g.new_city_free[0] = false;
    g.display[2] = vec![Good::Red, Good::Blue];
    g.display[3] = vec![Good::Yellow];
    g.display[12] = vec![Good::Black, Good::Purple];
    g.display[13] = vec![Good::Red, Good::Red];
    let mut out = Outcome::default();
    g.grow(&[3, 3, 4], &[], &mut out);
    assert_eq!(g.hexes[ks].cubes, vec![Good::Blue, Good::Red]);
    assert_eq!(g.hexes[ind].cubes, vec![Good::Purple, Good::Black]);
    assert_eq!(g.hexes[dm].cubes, vec![Good::Yellow]);
    assert_eq!(g.display[13].len(), 2, "new city B is not on the map");
    assert!(g.display[2].is_empty() && g.display[12].is_empty());
}

#[test]
fn income_reduction_table_at_each_boundary() {
    for (income, cut) in [(0, 0), (10, 0), (11, 2), (20, 2), (21, 4), (30, 4), (31, 6), (40, 6), (41, 8), (49, 8), (50, 10), (60, 10)] {
        assert_eq!(Rules::base().income_reduction(income), cut, "income {income}");
    }
}

#[test]
fn turns_by_player_count() {
    assert_eq!([3, 4, 5, 6].map(|n| Rules::base().turns_for(n)), [10, 8, 7, 6]);
}

#[test]
fn expenses_insolvency_and_elimination() {
    let mut g = game(3);
    g.players[0].money = 1;
    g.players[0].income = 2; // owes 4 (2 shares + engine 1 + ...): short 3 after income 2+1
    g.players[1].money = 0;
    g.players[1].income = 0;
    g.players[2].money = 10;
    let mut out = Outcome::default();
    g.players[0].special = None;
    g.end_of_turn(&mut out);
    // Seat 0: cash 1 + income 2 = 3, expenses 3 → 0 left, nothing owed.
    assert_eq!(g.players[0].money, 0);
    assert!(!g.players[0].eliminated);
    // Seat 1: cash 0, expenses 3, income 0 → eliminated.
    assert!(g.players[1].eliminated);
    assert!(!g.order.contains(&1));
}

#[test]
fn final_scoring_and_ties() {
    let mut g = game(3);
    g.lay(Some(0), &["M9", "L9", "K9"]); // 2 sections: the straight and Indianapolis' spoke
    g.players[0].income = 10;
    g.players[0].shares = 4;
    g.players[1].income = 9;
    g.players[1].shares = 3; // 27 - 9 = 18
    g.players[2].income = 9;
    g.players[2].shares = 3;
    g.phase = Phase::Over;
    let scores = g.final_scores().unwrap();
    let s0 = scores.iter().find(|s| s.player == 0).unwrap();
    assert_eq!(s0.score, 30 - 12 + 2);
    assert_eq!(s0.rank, 1);
    let tied: Vec<_> = scores.iter().filter(|s| s.player != 0).collect();
    assert!(tied.iter().all(|s| s.score == 18 && s.rank == 2), "ties share the place");
}

// Saves of the first release replay by its rules (`edition: "1"`), where the bidding went on
// until the high bidder outbid himself or dropped; new games use the corrected rule.
#[test]
fn first_edition_saves_keep_the_first_auction_rule() {
    let mut setup = default_setup("age-of-steam", "rust-belt", 3, 7);
    setup.options = serde_json::json!({ "edition": "1" });
    let mut g = AgeOfSteam::new(&setup).unwrap();
    assert!(g.first_edition);
    bid_pass_drop(&mut g);
    assert!(matches!(g.phase, Phase::Auction { .. }), "the first edition asks the high bidder again");
    assert_eq!(g.current_player(), Some(0));
    // A format 1 save is read as the first edition.
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/age-of-steam-4p-seed2.json")).unwrap();
    let save = railyard::save::SaveFile::from_json(&text).unwrap();
    assert_eq!(save.setup.options["edition"], serde_json::json!("1"));
}
