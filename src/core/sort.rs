//! Sorting for the engines and the page. In a web build every sort goes through one merge sort
//! of positions, compiled once: the standard library's sorts are compiled anew for each element
//! type and comparison, about 60 KB (17 KB gzipped) of Age of Steam's engine module. Natively,
//! the standard library's sort. Both are stable, so a comparison orders alike in both: a game
//! and its computer players play the same natively and in the browser.

use std::cmp::Ordering;

/// `v` in the order of `cmp`, equal elements as they were (`slice::sort_by`).
pub fn by<T>(v: &mut [T], cmp: impl FnMut(&T, &T) -> Ordering) {
    if cfg!(target_arch = "wasm32") {
        merge_by(v, cmp);
    } else {
        v.sort_by(cmp);
    }
}

/// `v` by `key`, equal keys as they were (`slice::sort_by_key`).
pub fn by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    by(v, |a, b| key(a).cmp(&key(b)));
}

/// `v` in its own order (`slice::sort`; for `sort_unstable` too where equal elements are alike).
pub fn sort<T: Ord>(v: &mut [T]) {
    by(v, T::cmp);
}

/// The web build's sort, natively for tests: it orders exactly as `slice::sort_by`.
#[doc(hidden)]
pub fn merge_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let n = v.len();
    if n < 2 {
        return;
    }
    // Short lists (most of a game's) are sorted on the stack, free of allocation.
    let mut small = [0usize; SMALL];
    let mut large = Vec::new();
    let order: &mut [usize] = if n <= SMALL { &mut small[..n] } else { large.resize(n, 0); &mut large };
    positions(order, &mut |a, b| cmp(&v[a], &v[b]));
    permute(v, order);
}

const SMALL: usize = 16;

/// Fills `order` with the positions `0..n` in stable order of `cmp`: an insertion sort for a
/// short list, else a bottom-up merge sort.
fn positions(order: &mut [usize], cmp: &mut dyn FnMut(usize, usize) -> Ordering) {
    let n = order.len();
    for (i, o) in order.iter_mut().enumerate() {
        *o = i;
    }
    if n <= SMALL {
        for i in 1..n {
            let x = order[i];
            let mut j = i;
            // Past the earlier elements that are greater, never an equal one: stable.
            while j > 0 && cmp(x, order[j - 1]) == Ordering::Less {
                order[j] = order[j - 1];
                j -= 1;
            }
            order[j] = x;
        }
        return;
    }
    let mut to = vec![0; n];
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut to[lo..hi] {
                // The left run's element first unless the right one's is smaller: stable.
                if i < mid && (j >= hi || cmp(order[j], order[i]) != Ordering::Less) {
                    *slot = order[i];
                    i += 1;
                } else {
                    *slot = order[j];
                    j += 1;
                }
            }
            lo = hi;
        }
        order.copy_from_slice(&to);
        width *= 2;
    }
}

/// Puts at each position `k` the element that was at `order[k]`, cycle by cycle.
fn permute<T>(v: &mut [T], order: &mut [usize]) {
    const DONE: usize = usize::MAX;
    for start in 0..v.len() {
        let mut at = start;
        while order[at] != DONE {
            let next = order[at];
            order[at] = DONE;
            if next == start {
                break;
            }
            v.swap(at, next);
            at = next;
        }
    }
}
