//! The computer player: it plays only listed actions, and it beats random players.

use railyard::check::default_setup;
use railyard::core::{Game, Rng};
use railyard::games::russian_railroads::RussianRailroads;

#[test]
fn the_computer_beats_random_players() {
    let mut wins = 0;
    for seed in 0..6 {
        let mut g = RussianRailroads::new(&default_setup("russian-railroads", "standard", 3, seed)).unwrap();
        let mut rng = Rng::new(seed);
        let mut n = 0;
        while !g.is_over() {
            let a = if g.current_player() == Some(0) {
                g.bot_action(n).unwrap()
            } else {
                let legal = g.legal_actions();
                legal[rng.index(legal.len())]
            };
            assert!(g.legal_actions().contains(&a));
            g.apply(&a).unwrap();
            n += 1;
        }
        let s = g.final_scores().unwrap();
        wins += usize::from(s[0].rank == 1);
    }
    assert!(wins >= 5, "the computer won {wins} of 6");
}
