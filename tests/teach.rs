//! What the table teaches: the auction's status as the engines give it (high bid, who is out,
//! what each place costs), the Production choices naming the city of each display column, help
//! words for the special actions, and a rules reference whose every word is in the catalogues.

use railyard::check::default_setup;
use railyard::core::words::render;
use railyard::core::{Game, Msg};
use railyard::games::age_of_steam::{teach, Action, AgeOfSteam, Phase, Special};
use railyard::games::reference::reference;
use railyard::games::steam::{self, Steam};
use railyard::games::{catalogue, AnySession};
use serde_json::json;

fn en(m: &Msg) -> String {
    render(m, "en", &["Ann".into(), "Bo".into(), "Cy".into(), "Di".into()])
}

/// Four players in the turn-order auction of turn 1, every share declined.
fn aos_auction() -> AgeOfSteam {
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", 4, 3)).unwrap();
    for _ in 0..4 {
        g.apply(&Action::IssueShares { count: 0 }).unwrap();
    }
    assert!(matches!(g.phase, Phase::Auction { .. }));
    g
}

#[test]
fn age_of_steam_auction_status_follows_the_bids() {
    let mut g = aos_auction();
    let order = g.order.clone();
    let s = g.auction_status().expect("an auction runs");
    assert_eq!(s.high, None);
    assert_eq!(s.seats.iter().map(|x| x.seat).collect::<Vec<_>>(), order);
    assert!(s.seats[0].to_act && s.seats.iter().all(|x| x.bidding));
    // First and second place pay the whole bid, third half, the first to drop out nothing.
    let places: Vec<String> = s.places.iter().map(en).collect();
    assert_eq!(
        places,
        [
            "Place 1: pays the whole bid",
            "Place 2: pays the whole bid",
            "Place 3: pays half the bid, rounded up",
            "Place 4: pays nothing"
        ]
    );

    for amount in [1, 2, 3] {
        g.apply(&Action::Bid { amount }).unwrap();
    }
    g.apply(&Action::DropOut).unwrap(); // the fourth bidder, without a bid: last place, free
    g.apply(&Action::DropOut).unwrap(); // the first, who bid $1: third place, pays $1
    let s = g.auction_status().unwrap();
    assert_eq!(s.high, Some((order[2], 3)));
    let out: Vec<_> = s.seats.iter().filter(|x| !x.bidding).map(|x| (x.seat, x.place, x.pays)).collect();
    assert_eq!(out, [(order[3], Some(4), Some(0)), (order[0], Some(3), Some(1))]);
    assert_eq!(en(&s.seats.last().unwrap().state), "out: place 3, pays $1");
    let to_act: Vec<usize> = s.seats.iter().filter(|x| x.to_act).map(|x| x.seat).collect();
    assert_eq!(to_act, [order[1]]);

    // Once the auction is over there is no status.
    g.apply(&Action::DropOut).unwrap();
    assert!(g.auction_status().is_none());
}

#[test]
fn the_snapshot_carries_the_auction_status() {
    let g = aos_auction();
    let setup = default_setup("age-of-steam", "rust-belt", 4, 3);
    let actions: Vec<_> = (0..4).map(|_| json!({"IssueShares": {"count": 0}})).collect();
    let s = AnySession::replay(setup, &actions).unwrap();
    assert_eq!(s.snapshot().auction, g.auction_status());
    assert!(s.snapshot().auction.is_some());
}

#[test]
fn steam_auctions_have_a_status_in_both_rule_sets() {
    // Base: the first turn auctions the places one at a time.
    let mut setup = default_setup("steam", "northeast", 3, 5);
    let g = Steam::new(&setup).unwrap();
    let s = g.auction_status().expect("the first places are auctioned");
    assert_eq!(en(&s.title), "Auction for place 1");
    assert_eq!(s.seats.len(), 3);

    // Standard: after Buy Capital, the turn-order auction.
    setup.options = json!({"rules": "standard", "order": "auction"});
    let mut g = Steam::new(&setup).unwrap();
    assert!(g.auction_status().is_none());
    for _ in 0..3 {
        g.apply(&steam::Action::Capital { units: 1 }).unwrap();
    }
    let first = g.current_player().unwrap();
    g.apply(&steam::Action::Bid { amount: 2 }).unwrap();
    let s = g.auction_status().expect("the turn-order auction runs");
    assert_eq!(en(&s.title), "Turn order auction");
    assert_eq!(s.high, Some((first, 2)));
    assert_eq!(s.places.len(), 3);
}

#[test]
fn production_choices_name_the_city_of_their_column() {
    let g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", 3, 1)).unwrap();
    assert_eq!(en(&teach::column_city(&g, 0)), "light 1 · Chicago");
    assert_eq!(en(&teach::column_city(&g, 11)), "dark 6 · Toronto");
    assert_eq!(en(&teach::column_city(&g, 12)), "A · new city A (not on the map)");
    let label = en(&g.describe_words(&Action::PlaceCube { column: 7 }));
    assert!(label.contains("dark 2 · Cincinnati"), "{label}");
}

#[test]
fn special_actions_have_help_in_every_language() {
    let g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", 3, 1)).unwrap();
    for s in Special::ALL {
        let help = g.help_words(&Action::Choose { action: s }).expect("every special action has help");
        for lang in ["en", "pt", "es", "pl"] {
            let text = render(&help, lang, &[]);
            assert!(!text.is_empty() && text != help.key, "{s:?} in {lang}");
        }
    }
    assert!(g.help_words(&Action::EndBuild).is_none());
}

/// Every key of a message and of the messages inside it.
fn keys(m: &Msg, out: &mut Vec<String>) {
    out.push(m.key.clone());
    for (_, a) in &m.args {
        if let railyard::core::Arg::Msg(inner) = a {
            keys(inner, out);
        }
    }
}

#[test]
fn every_word_of_every_rules_reference_is_in_the_catalogue() {
    let options = [json!(null), json!({"rules": "standard"})];
    for g in catalogue().into_iter().filter(|g| g.available) {
        let maps: Vec<&str> = std::iter::once("").chain(g.maps.iter().map(|m| m.id)).collect();
        for map in maps {
            for o in &options {
                let sections = reference(g.id, map, o);
                assert!(sections.len() >= 5, "{} has a reference", g.id);
                let last = sections.last().unwrap();
                assert!(!last.lines.is_empty(), "{} {map}: map notes", g.id);
                for s in &sections {
                    let mut all = Vec::new();
                    keys(&s.title, &mut all);
                    s.lines.iter().chain(s.table.iter().flatten()).for_each(|m| keys(m, &mut all));
                    for k in all.iter().filter(|k| *k != railyard::core::words::RAW) {
                        assert!(railyard::core::words::template(k, "en").is_some(), "{k} has no words");
                    }
                }
            }
        }
    }
}

#[test]
fn steam_power_hand_shows_a_chip_per_resource_and_only_to_its_holder() {
    use railyard::games::steam_power::data::{contracts, COLOUR_LETTERS};
    use railyard::games::steam_power::SteamPower;
    let g = SteamPower::new(&default_setup("steam-power", "valley", 2, 4)).unwrap();
    let hand = g.seats[0].hand.clone();
    let panels = g.info_panels(Some(0));
    let mine = panels.last().expect("the viewer's contracts");
    assert_eq!(mine.title, "Your contracts");
    assert_eq!(mine.rows.len(), hand.len());
    for (row, &c) in mine.rows.iter().zip(&hand) {
        let need: Vec<&str> = contracts()[c as usize].unit_list().iter().map(|&u| COLOUR_LETTERS[u]).collect();
        assert_eq!(row.marks.iter().map(|m| m.letter.as_str()).collect::<Vec<_>>(), need);
        assert!(row.marks.iter().all(|m| m.name.ends_with("resource")), "{:?}", row.marks);
    }
    // The words line up with the panels, and nobody else's hand is shown.
    assert_eq!(g.panel_words(Some(0)).len(), panels.len());
    assert_eq!(g.info_panels(None).len(), panels.len() - 1);
    let theirs: Vec<String> = g.info_panels(Some(1)).last().unwrap().rows.iter().map(|r| r.label.clone()).collect();
    assert_eq!(theirs, g.seats[1].hand.iter().map(|&c| contracts()[c as usize].id.clone()).collect::<Vec<_>>());
}

#[test]
fn solo_company_letters_never_match_a_city_letter() {
    use railyard::games::steam_power::data::COLOUR_LETTERS;
    use railyard::games::steam_power::teach::COMPANY_LETTERS;
    let cities: Vec<&str> = COLOUR_LETTERS.iter().copied().chain(["P", "2"]).collect();
    assert!(COMPANY_LETTERS.iter().all(|c| !cities.contains(c)), "{COMPANY_LETTERS:?} against {cities:?}");
}

#[test]
fn final_scores_carry_ranks_for_the_end_screen() {
    // The end screen lists scores by rank: every game gives each score a rank from 1.
    for (game, map, n) in [("age-of-steam", "rust-belt", 3), ("steam", "northeast", 3), ("steam-power", "valley", 2)] {
        let mut s = AnySession::new(default_setup(game, map, n, 9)).unwrap();
        let mut steps = 0;
        while !s.is_over() && steps < 20_000 {
            let a = s.bot_action_json(steps as u64).unwrap();
            s.play_json(&a).unwrap();
            steps += 1;
        }
        let finals = s.final_scores().expect("the game ends");
        let mut ranks: Vec<u32> = finals.iter().map(|f| f.rank as u32).collect();
        ranks.sort();
        assert_eq!(ranks[0], 1, "{game}");
    }
}

#[test]
fn pointing_at_urbanization_previews_the_new_city() {
    let g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", 3, 1)).unwrap();
    let town = g.map.hexes.iter().find(|h| h.name.as_deref() == Some("Toledo")).unwrap().hex;
    let p = g.action_preview(&Action::Urbanize { hex: town, city: 0 }).expect("a preview");
    assert_eq!(p.cities.len(), 1);
    assert_eq!(p.cities[0].0, town);
    assert_eq!(p.cities[0].1.letter, "A");
    assert_eq!(p.cities[0].1.colour, railyard::rail::Good::Red.css());
}
