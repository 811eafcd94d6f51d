//! Steam Power components: the resource supply and the spacing of cities on the maps.

use railyard::core::Game;
use railyard::games::steam_power::data::{self, COLOURS};
use railyard::games::steam_power::testing::*;
use railyard::games::steam_power::{Action, CityKind};

const K: usize = 0;

/// Rulebook (Portuguese), Componentes: "Recursos (120) • 30 em preto, branco, laranja e cinza."
/// (Polish: "Zasoby (120) • 30 w czarnym, białym, pomarańczowym i szarym kolorze".) Six full
/// factories of one colour use the whole supply: a seventh city of that colour takes none.
#[test]
fn thirty_resources_of_each_colour() {
    assert_eq!(data::RESOURCES_PER_COLOUR, 30);
    let mut g = game("coast", 3, 4);
    assert_eq!(g.supply, [30; 4]);
    assert_eq!(g.supply.iter().sum::<u32>(), 120);
    let cities: Vec<_> = g.map.groups.iter().filter(|grp| grp.len() == 1).map(|grp| grp[0]).take(8).collect();
    for &h in &cities[..7] {
        set_city(&mut g, h, CityKind::Factory(K));
    }
    for &h in &cities[..6] {
        set_factory(&mut g, h, 1, 5);
    }
    assert_eq!(g.supply[K], 0);
    link(&mut g, 2, cities[6], cities[7]);
    set_active(&mut g, 0);
    g.check_invariants().unwrap();
    assert!(
        !g.legal_actions().contains(&Action::BuildFactory { hex: cities[6] }),
        "no black resource is left for a seventh factory"
    );
    let panels = g.info_panels(None);
    let resources = panels.iter().find(|p| p.title == "Resources").unwrap();
    let black = resources.rows.iter().find(|r| r.label == COLOURS[K]).unwrap();
    assert_eq!(black.text, "0 of 30 in the supply");
}
