//! placeholder
#[test]
fn stats() {
    use railyard::core::Game;
    for rules in ["base", "standard"] {
        for seed in 0..4 {
            let mut g = railyard::steam::Steam::new(&super::common::setup(rules, 4, seed)).unwrap();
            let mut n = 0;
            let (mut moves, mut builds) = (0, 0);
            while !g.is_over() {
                let a = g.bot_action(seed * 1000 + n).unwrap();
                if matches!(a, railyard::steam::Action::Move { .. }) { moves += 1; }
                if matches!(a, railyard::steam::Action::Build { .. }) { builds += 1; }
                g.apply(&a).unwrap();
                n += 1;
            }
            eprintln!("{rules} seed {seed}: actions {n} turn {} builds {builds} moves {moves} out {:?} scores {:?}", g.turn, g.out, g.final_scores().unwrap().iter().map(|s| s.score).collect::<Vec<_>>());
        }
    }
}
