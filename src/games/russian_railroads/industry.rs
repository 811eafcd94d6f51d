//! The industry lane (§8): markers move one index a step and never into an empty factory gap;
//! entering a factory fires its action, entering index 10 gives a "?" token once.

use super::data::*;
use super::Player;

/// The factory on lane index `i`, if `i` is a gap that has one.
pub fn factory_at(p: &Player, i: usize) -> Option<u8> {
    GAPS.iter().position(|&g| g == i).and_then(|k| p.factories.get(k).copied())
}

pub fn can_enter(p: &Player, i: usize) -> bool {
    i < INDUSTRY_LEN && (!GAPS.contains(&i) || factory_at(p, i).is_some())
}

/// Markers that can take a step now.
pub fn options(p: &Player) -> Vec<usize> {
    (0..p.industry.len()).filter(|&m| can_enter(p, p.industry[m] as usize + 1)).collect()
}

/// Steps the markers can still make before an empty gap or the end.
pub fn capacity(p: &Player) -> u8 {
    (0..p.industry.len())
        .map(|m| {
            let mut i = p.industry[m] as usize;
            let mut n = 0;
            while can_enter(p, i + 1) {
                i += 1;
                n += 1;
            }
            n
        })
        .sum()
}

/// Moves marker `m` one index; returns what it triggers: the factory's action, and whether it
/// earns the lane's "?" token.
pub fn step(p: &mut Player, m: usize) -> (Vec<Effect>, bool) {
    p.industry[m] += 1;
    let i = p.industry[m] as usize;
    let mut effects = factory_at(p, i).map(factory).unwrap_or_default();
    let token = i == QUESTION_INDEX && !p.question_done;
    if token {
        p.question_done = true;
        effects.push(Effect::Token);
    }
    (effects, token)
}

/// The lane's round score: every marker scores its space (§8.4).
pub fn score(p: &Player) -> i64 {
    p.industry.iter().map(|&i| INDUSTRY_SCORE[i as usize]).sum()
}
