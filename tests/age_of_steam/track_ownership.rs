//! Age of Steam: who owns track, and when ownership ends (rulebook, Phase IV "Ligações de
//! ferrovias completadas e ligações incompletas", "Redirecionamento", and Phase VII).

use railyard::check::default_setup;
use railyard::core::{Game, Outcome};
use railyard::games::age_of_steam::manifest;
use railyard::rail::{End, Good, Seg, Tile};
use railyard::games::age_of_steam::{Action, AgeOfSteam};
use railyard::core::track::Path;

fn game(players: usize) -> AgeOfSteam {
    let mut g = AgeOfSteam::new(&default_setup("age-of-steam", "rust-belt", players, 7)).unwrap();
    g.order = (0..players).collect();
    g
}

fn kind(id: &str) -> usize {
    manifest().tiles.iter().position(|t| t.id == id).unwrap_or_else(|| panic!("no tile {id}"))
}

/// The orientation of tile `id` whose paths are exactly `paths` (edge pairs).
fn turns_for_paths(id: &str, paths: &[(u8, u8)]) -> u8 {
    let mut want: Vec<Path> = paths.iter().map(|&(a, b)| Path::new(a, Some(b))).collect();
    want.sort();
    manifest().tiles[kind(id)]
        .orientations
        .iter()
        .find(|(_, p)| *p == want)
        .map(|(t, _)| *t)
        .unwrap_or_else(|| panic!("{id} has no orientation {paths:?}"))
}

fn build(g: &AgeOfSteam, at: &str, id: &str, paths: &[(u8, u8)]) -> Action {
    Action::Build { hex: g.hex_of(at), tile: kind(id), turns: turns_for_paths(id, paths) }
}

/// Puts tile `id` on `at` with the given paths and owners, bypassing the build rules.
fn put(g: &mut AgeOfSteam, at: &str, id: &str, paths: &[(u8, u8, Option<usize>)]) {
    let i = g.at_label(at);
    let segs = paths.iter().map(|&(a, b, owner)| Seg { path: Path::new(a, Some(b)), owner }).collect();
    g.hexes[i].tile = Some(Tile { kind: kind(id), disc: false, segs });
    g.recount_supply();
}

fn apply(g: &mut AgeOfSteam, a: &Action) -> Outcome {
    g.apply(a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

fn owners(g: &AgeOfSteam, at: &str) -> Vec<Option<usize>> {
    g.hexes[g.at_label(at)].tile.as_ref().expect("a tile").segs.iter().map(|s| s.owner).collect()
}

/// Seat `p` builds first this turn with no special action.
fn build_step(g: &mut AgeOfSteam, p: usize) {
    for pl in &mut g.players {
        pl.special = None;
    }
    g.order = std::iter::once(p).chain((0..g.players.len()).filter(|&q| q != p)).collect();
    g.start_build();
    assert_eq!(g.current_player(), Some(p));
}

// "Redirecionamentos (ver página 7) por si só não são uma extensão."
#[test]
fn a_redirect_alone_is_not_an_extension() {
    let mut g = game(3);
    // Seat 0's unfinished track: Cincinnati (M9) north into M8, open towards M7.
    g.lay(Some(0), &["M9", "M8"]);
    build_step(&mut g, 0);
    // Turn its open end north-east instead: a $2 redirect, and nothing else.
    let m0 = g.players[0].money;
    { let a = build(&g, "M8", "gentle", &[(1, 3)]); apply(&mut g, &a); }
    assert_eq!(m0 - g.players[0].money, 2);
    assert_eq!(owners(&g, "M8"), vec![Some(0)], "still owned during the step");
    let out = apply(&mut g, &Action::EndBuild);
    assert_eq!(owners(&g, "M8"), vec![None], "a redirect alone does not keep the section");
    assert!(out.english(&[]).iter().any(|l| l.contains("unowned")), "{:?}", out.english(&[]));
}

#[test]
fn a_redirect_followed_by_a_new_tile_is_an_extension() {
    let mut g = game(3);
    g.lay(Some(0), &["M9", "M8"]);
    build_step(&mut g, 0);
    { let a = build(&g, "M8", "gentle", &[(1, 3)]); apply(&mut g, &a); }
    // The redirected end now faces N7, north-east of M8; extend it there.
    assert_eq!(g.hex_of("M8").edge_towards(g.hex_of("N7")), Some(1));
    { let a = build(&g, "N7", "straight", &[(1, 4)]); apply(&mut g, &a); }
    apply(&mut g, &Action::EndBuild);
    assert_eq!(owners(&g, "M8"), vec![Some(0)]);
    assert_eq!(owners(&g, "N7"), vec![Some(0)]);
}

#[test]
fn a_section_extended_elsewhere_this_step_does_not_save_one_only_redirected() {
    let mut g = game(3);
    g.lay(Some(0), &["M9", "M8"]);
    g.lay(Some(0), &["J10", "J9"]);
    build_step(&mut g, 0);
    { let a = build(&g, "M8", "gentle", &[(1, 3)]); apply(&mut g, &a); }
    // Extend the other section (J9, open north towards J8).
    { let a = build(&g, "J8", "straight", &[(0, 3)]); apply(&mut g, &a); }
    apply(&mut g, &Action::EndBuild);
    assert_eq!(owners(&g, "M8"), vec![None]);
    assert_eq!(owners(&g, "J9"), vec![Some(0)]);
    assert_eq!(owners(&g, "J8"), vec![Some(0)]);
}

// "Trilhos complexos devem ser redirecionados para que os caminhos existentes de outros
// jogadores sejam mantidos."
#[test]
fn a_complex_tile_can_be_redirected_keeping_the_other_players_path() {
    let mut g = game(3);
    // Seat 1's complete link Cincinnati (M9) – L9 – Indianapolis (K9): L9 holds the curve 1–5.
    g.lay(Some(1), &["M9", "L9", "K9"]);
    // Seat 0's unfinished track from the town L7 through L8 into L9, crossing seat 1's link
    // straight (0–3) and open towards L10.
    g.lay(Some(0), &["L7", "L8", "L9"]);
    let l9 = g.at_label("L9");
    assert_eq!(manifest().tiles[g.hexes[l9].tile.as_ref().unwrap().kind].id, "bow");
    build_step(&mut g, 0);
    // Replace it by two crossing gentle curves: seat 1's 1–5 stays, seat 0's track now runs
    // 0–2, towards M10.
    let redirect = build(&g, "L9", "two-gentle-x", &[(0, 2), (1, 5)]);
    assert!(g.legal_actions().contains(&redirect), "the redirect is listed");
    let m0 = g.players[0].money;
    apply(&mut g, &redirect);
    assert_eq!(m0 - g.players[0].money, 2, "a redirect costs $2");
    let tile = g.hexes[l9].tile.as_ref().unwrap();
    let seg = |a, b| tile.segs.iter().find(|s| s.path == Path::new(a, Some(b))).expect("path kept").owner;
    assert_eq!(seg(1, 5), Some(1), "seat 1's path is kept and still theirs");
    assert_eq!(seg(0, 2), Some(0));
    // Seat 1's link is still complete.
    let complete = g.view().links_from(g.at_label("M9")).iter().any(|t| t.end == End::Node(g.at_label("K9")));
    assert!(complete);
    // Turning seat 1's path instead is refused, with the tile untouched.
    let before = g.clone();
    let bad = build(&g, "L9", "bow", &[(0, 3), (2, 4)]);
    let mut g2 = before.clone();
    assert!(g2.apply(&bad).is_err());
    assert_eq!(g2, before);
}

#[test]
fn a_complex_redirect_must_keep_the_connected_end() {
    let mut g = game(3);
    g.lay(Some(1), &["M9", "L9", "K9"]);
    g.lay(Some(0), &["L7", "L8", "L9"]);
    build_step(&mut g, 0);
    // 2–4 with 1–5 would cut seat 0's track off from L8.
    let cut = Action::Build { hex: g.hex_of("L9"), tile: kind("two-gentle-x"), turns: turns_for_paths("two-gentle-x", &[(2, 4), (3, 5)]) };
    assert!(g.apply(&cut).is_err());
}

// "Se outro jogador estender essa seção sem dono ele pode solicitar a propriedade": a link has
// one owner, the railroad whose marker is on it.
#[test]
fn a_link_completed_by_redirecting_an_unowned_stub_has_one_owner() {
    let mut g = game(3);
    // An unowned stub out of Cincinnati (M9) into M8, open towards M7.
    g.lay(None, &["M9", "M8"]);
    // Seat 0's unfinished track from the town M6 through N6 into N7, open towards M8.
    g.lay(Some(0), &["M6", "N6", "N7"]);
    put(&mut g, "N7", "gentle", &[(0, 4, Some(0))]);
    build_step(&mut g, 0);
    // Redirect the stub's last tile to meet seat 0's open end: M9 – M6 is complete.
    { let a = build(&g, "M8", "gentle", &[(1, 3)]); apply(&mut g, &a); }
    let link = g.view().links_from(g.at_label("M9"));
    let link = link.iter().find(|t| t.end == End::Node(g.at_label("M6"))).expect("complete link M9–M6");
    for &(h, s) in &link.segs {
        assert_eq!(g.view().seg(h, s).owner, Some(0), "every section of the link is seat 0's");
    }
    g.check_invariants().unwrap();
    // A cube pays the owner whichever end it leaves from.
    for (from, to) in [("M9", "M6"), ("M6", "M9")] {
        let _ = to;
        let mut h = g.clone();
        h.players[0].engine = 1;
        let i = h.at_label(from);
        h.hexes[i].cubes = vec![Good::ALL[0]];
        let route = railyard::rail::goods::routes(&h.view(), i, Good::ALL[0], 1, &h.new_city_colours());
        for r in route {
            assert!(r.owners.iter().all(|o| *o == Some(0)), "from {from}: {:?}", r.owners);
        }
    }
}

#[test]
fn a_link_with_two_owners_breaks_the_invariants() {
    let mut g = game(3);
    g.lay(Some(0), &["M9", "L9", "K9"]);
    let l9 = g.at_label("L9");
    g.hexes[l9].tile.as_mut().unwrap().segs[0].owner = Some(1);
    assert!(g.check_invariants().is_err());
}

// Phase VII: an eliminated railroad's ownership discs leave its incomplete sections; its
// complete links stay, are used by anyone, pay nobody and cannot be claimed.
#[test]
fn an_eliminated_railroads_track_stays_pays_nobody_and_cannot_be_claimed() {
    let mut g = game(3);
    let (mover, gone) = (0, 1);
    g.lay(Some(gone), &["M9", "L9", "K9"]); // complete: Cincinnati – Indianapolis
    g.lay(Some(gone), &["Q9", "P9"]); // unfinished, out of Wheeling
    g.lay(Some(mover), &["K9", "J9", "J10"]); // Indianapolis – Evansville
    g.players[gone].money = 0;
    g.players[gone].income = 0;
    for p in [0, 2] {
        g.players[p].money = 30;
    }
    let mut out = Outcome::default();
    g.end_of_turn(&mut out);
    assert!(g.players[gone].eliminated);
    assert_eq!(owners(&g, "P9"), vec![None], "unfinished sections become unowned");
    assert_eq!(owners(&g, "L9"), vec![Some(gone)], "complete links stay on the map");
    g.check_invariants().unwrap();

    // It cannot be claimed: no legal build of another seat changes its owner or its path.
    build_step(&mut g, mover);
    let l9 = g.hexes[g.at_label("L9")].tile.clone().unwrap();
    for a in g.legal_actions() {
        if matches!(a, Action::Build { .. }) {
            let mut h = g.clone();
            h.apply(&a).unwrap();
            let after = h.hexes[h.at_label("L9")].tile.clone().unwrap();
            assert!(l9.segs.iter().all(|s| after.segs.contains(s)), "{a:?} changed the eliminated link");
        }
    }

    // Anyone may deliver over it, and it pays nobody: a blue cube from Evansville to
    // Cincinnati over seat 0's link and the eliminated one.
    let ev = g.at_label("J10");
    assert!(g.bag[Good::Blue.index()] > 0);
    g.bag[Good::Blue.index()] -= 1;
    g.hexes[ev].cubes = vec![Good::Blue];
    g.players[mover].engine = 2;
    g.order = vec![mover, 2];
    g.start_move();
    let mv = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move { links, .. } if links.len() == 2))
        .expect("the two-link delivery is legal");
    let (i0, i1) = (g.players[mover].income, g.players[gone].income);
    apply(&mut g, &mv);
    assert_eq!(g.players[mover].income, i0 + 1, "seat 0 earns for its own link");
    assert_eq!(g.players[gone].income, i1, "the eliminated railroad earns nothing");
}
