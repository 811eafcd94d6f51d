//! The panels beside the map: the Goods Supply spaces with their cubes, who holds each action
//! tile, the bag and City Growth markers, the track pieces in stock — in every language.

use railyard::core::words::render;
use railyard::core::Game;
use railyard::games::steam::{Action, ActionTile, Phase};

use super::common::game;

#[test]
fn the_panels_show_the_supply_the_action_tiles_the_bag_and_the_stock() {
    let mut g = game("standard", 3);
    g.order = vec![0, 1, 2];
    g.phase = Phase::Select { idx: 0 };
    g.apply(&Action::Take { tile: ActionTile::Engineer, pass: false }).unwrap();
    let panels = g.info_panels(None);
    assert_eq!(panels.len(), 4);
    // Twelve Goods Supply spaces, each row carrying exactly the cubes on that space.
    assert_eq!(panels[0].rows.len(), g.spaces.len());
    for (row, cubes) in panels[0].rows.iter().zip(&g.spaces) {
        assert_eq!(row.marks.len(), cubes.len());
        assert_eq!(row.text, if cubes.is_empty() { "empty".to_string() } else { format!("{} cube{}", cubes.len(), if cubes.len() == 1 { "" } else { "s" }) });
    }
    // Seven action tiles; the one just taken names its holder, the others are free.
    assert_eq!(panels[1].rows.len(), 7);
    let engineer = panels[1].rows.iter().find(|r| r.label == "Engineer").expect("the Engineer row");
    assert_eq!(engineer.text, g.names[0]);
    assert!(panels[1].rows.iter().filter(|r| r.text == "free").count() == 6);
    // The City Growth markers left, and one row per double-sided piece.
    assert_eq!(panels[2].rows[1].text, format!("{} left", g.markers));
    assert_eq!(panels[3].rows.len(), g.stock.len());
}

#[test]
fn the_panels_speak_every_language() {
    let g = game("base", 4);
    for lang in ["en", "pt", "es", "pl"] {
        for (title, rows) in g.panel_words(None) {
            let t = render(&title, lang, &g.names);
            assert!(!t.is_empty() && !t.contains("steam."), "{lang}: {t}");
            for (label, text) in rows {
                for m in [label, text] {
                    let s = render(&m, lang, &g.names);
                    assert!(!s.contains("steam.") && !s.contains('{'), "{lang}: {s}");
                }
            }
        }
    }
}
