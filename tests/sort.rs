//! The web build sorts through its own merge sort (`core::sort`), natively the standard one:
//! both must order every list exactly alike, or a game would play differently in the browser.

use railyard::core::sort::merge_by;

#[test]
fn the_web_builds_sort_orders_exactly_as_the_standard_one() {
    let mut seed = 12345u64;
    let mut next = move || {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) as u32
    };
    for len in (0..80).chain([100, 257, 1000]) {
        for spread in [1, 3, 10, 1000] {
            // (key, position): many equal keys, and the position tells equal elements apart.
            let list: Vec<(u32, usize)> = (0..len).map(|i| (next() % spread, i)).collect();
            let mut ours = list.clone();
            let mut theirs = list.clone();
            merge_by(&mut ours, |a, b| a.0.cmp(&b.0));
            theirs.sort_by(|a, b| a.0.cmp(&b.0));
            assert_eq!(ours, theirs, "ascending, {len} elements, keys 0..{spread}");
            merge_by(&mut ours, |a, b| b.0.cmp(&a.0));
            theirs.sort_by(|a, b| b.0.cmp(&a.0));
            assert_eq!(ours, theirs, "then descending, {len} elements, keys 0..{spread}");
            // Floats by total order, as the computer players sort their estimates.
            let mut f: Vec<(f64, usize)> = list.iter().map(|&(k, i)| (k as f64 / 7.0 - 3.0, i)).collect();
            let mut g = f.clone();
            merge_by(&mut f, |a, b| b.0.total_cmp(&a.0));
            g.sort_by(|a, b| b.0.total_cmp(&a.0));
            assert_eq!(f, g);
        }
    }
}
