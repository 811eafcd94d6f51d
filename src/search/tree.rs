//! The search tree: nodes in one arena, children keyed by the action that leads to them. One
//! tree serves every determinized copy, so a child added for one copy may be illegal in
//! another: below the root a child is played with the checked `apply` and skipped when
//! refused (the root's moves are the searching seat's own, the same in every copy).

use super::{rewards, Config};
use crate::core::{Game, Rng};

struct Node<A> {
    visits: u32,
    /// Sum of each seat's rewards over the iterations through this node, and of their squares
    /// (for the spread of the root's moves).
    totals: Vec<f64>,
    squares: Vec<f64>,
    children: Vec<(A, usize)>,
    /// The computer player's answers already asked for here.
    asked: u32,
}

impl<A> Node<A> {
    fn new(seats: usize) -> Self {
        Node { visits: 0, totals: vec![0.0; seats], squares: vec![0.0; seats], children: Vec::new(), asked: 0 }
    }
}

pub(super) struct Tree<'c, G: Game> {
    nodes: Vec<Node<G::Action>>,
    seats: usize,
    /// The root's legal moves (in the real position), in a seeded order, not yet children.
    root_rest: Vec<G::Action>,
    config: &'c Config,
    /// Moves of a play-out.
    depth: usize,
    /// The game's `lookahead_mark` where the search began: play-outs stop when it moves on.
    mark: Option<u32>,
}

impl<'c, G: Game> Tree<'c, G> {
    pub fn new(game: &G, legal: Vec<G::Action>, config: &'c Config) -> Self {
        let seats = game.player_summaries(None).len().max(1);
        Tree { nodes: vec![Node::new(seats)], seats, root_rest: legal, config, depth: config.depth.unwrap_or_else(|| game.lookahead()), mark: game.lookahead_mark() }
    }

    fn widen_limit(&self, node: usize) -> usize {
        let c = self.config;
        (c.widen_base + c.widen_k * (self.nodes[node].visits as f64).powf(c.widen_power)) as usize
    }

    /// One iteration on the determinized copy `state`: down the tree, one new child, a play-out,
    /// and the rewards back up the path.
    pub fn iterate(&mut self, mut state: G, rng: &mut Rng) {
        let mut path = vec![0usize];
        let mut node = 0usize;
        loop {
            let Some(actor) = state.current_player() else { break };
            if self.nodes[node].children.len() < self.widen_limit(node) {
                if let Some(action) = self.new_child_action(node, &state, rng) {
                    state.apply_unchecked(&action);
                    let child = self.add_child(node, action);
                    path.push(child);
                    break;
                }
            }
            match self.descend(node, actor, &mut state) {
                Some(child) => {
                    node = child;
                    path.push(child);
                }
                None => {
                    // None of the children is legal in this copy: the computer player's move is.
                    let Some(action) = state.bot_action(rng.next_u64()) else { break };
                    state.apply_unchecked(&action);
                    let child = self.add_child(node, action);
                    path.push(child);
                    break;
                }
            }
        }
        let reward = self.play_out(state, rng);
        for &n in &path {
            let node = &mut self.nodes[n];
            node.visits += 1;
            for ((t, q), r) in node.totals.iter_mut().zip(node.squares.iter_mut()).zip(&reward) {
                *t += r;
                *q += r * r;
            }
        }
    }

    fn add_child(&mut self, node: usize, action: G::Action) -> usize {
        let child = self.nodes.len();
        self.nodes.push(Node::new(self.seats));
        self.nodes[node].children.push((action, child));
        child
    }

    /// A move of `state` that is not yet a child of `node`: the computer player's answers first,
    /// then the other legal moves in a random order. `None` when every legal move is a child.
    fn new_child_action(&mut self, node: usize, state: &G, rng: &mut Rng) -> Option<G::Action> {
        let samples = self.config.prior_samples;
        while self.nodes[node].asked < samples {
            self.nodes[node].asked += 1;
            let action = state.bot_action(rng.next_u64())?;
            if !self.nodes[node].children.iter().any(|(a, _)| *a == action) {
                return Some(action);
            }
        }
        if node == 0 {
            // The root's list is fixed: take a random one not yet tried.
            while !self.root_rest.is_empty() {
                let action = self.root_rest.swap_remove(rng.index(self.root_rest.len()));
                if !self.nodes[0].children.iter().any(|(a, _)| *a == action) {
                    return Some(action);
                }
            }
            return None;
        }
        let mut legal = state.search_moves().unwrap_or_else(|| state.legal_actions());
        legal.retain(|a| !self.nodes[node].children.iter().any(|(c, _)| c == a));
        (!legal.is_empty()).then(|| legal.swap_remove(rng.index(legal.len())))
    }

    /// Plays the best child of `node` for `actor` (UCB1) that `state` allows, and returns it.
    fn descend(&self, node: usize, actor: usize, state: &mut G) -> Option<usize> {
        let parent = &self.nodes[node];
        let log_n = (parent.visits.max(1) as f64).ln();
        let score = |child: usize| {
            let c = &self.nodes[child];
            if c.visits == 0 {
                return f64::INFINITY;
            }
            let mean = c.totals.get(actor).copied().unwrap_or(0.0) / c.visits as f64;
            mean + self.config.exploration * (log_n / c.visits as f64).sqrt()
        };
        let mut order: Vec<(f64, usize)> = parent.children.iter().enumerate().map(|(i, (_, c))| (score(*c), i)).collect();
        // Best first; ties keep the order children were added in (the computer player's first).
        crate::core::sort::by(&mut order, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        for (_, i) in order {
            let (action, child) = &parent.children[i];
            if node == 0 {
                state.apply_unchecked(action);
                return Some(*child);
            }
            if state.apply(action).is_ok() {
                return Some(*child);
            }
        }
        None
    }

    /// Plays on with the computer player for up to `depth` moves, or until the game's mark
    /// moves on (to the end when the game has no estimate), and scores where it stops.
    fn play_out(&self, mut state: G, rng: &mut Rng) -> Vec<f64> {
        let mut moves = 0;
        loop {
            if moves >= self.depth || state.is_over() || (self.mark.is_some() && state.lookahead_mark() != self.mark) {
                if let Some(r) = rewards(&state, self.seats, self.config.temperature) {
                    return r;
                }
            }
            match state.bot_action(rng.next_u64()) {
                Some(action) => {
                    state.apply_unchecked(&action);
                    moves += 1;
                }
                None => return rewards(&state, self.seats, self.config.temperature).unwrap_or_else(|| vec![0.5; self.seats]),
            }
        }
    }

    /// The root's move and its visits. The first child is the computer player's own move:
    /// another replaces it only when the search looked at it often enough (`TRUST_VISITS`) and
    /// at least twice as often (the selection sends most visits to the move that does best), so
    /// a short or noisy search never swaps the computer player's move for one that was lucky in
    /// a few play-outs; with `Config::overrule` its mean reward must also beat the guide's by
    /// that many standard errors. Among such moves the most visited wins.
    pub fn best(&self, me: usize) -> (G::Action, u32) {
        let root = &self.nodes[0];
        let first = root.children.first().expect("the root has a child after one iteration");
        let guide = self.nodes[first.1].visits;
        let (mut action, mut child) = (&first.0, first.1);
        for (a, c) in &root.children[1..] {
            let v = self.nodes[*c].visits;
            if v >= TRUST_VISITS && v > 2 * guide && self.clearly_better(*c, first.1, me) && (child == first.1 || v > self.nodes[child].visits) {
                (action, child) = (a, *c);
            }
        }
        (action.clone(), self.nodes[child].visits)
    }
}

impl<'c, G: Game> Tree<'c, G> {
    /// Whether root child `c` beat the guide's child `g` for seat `me` by `Config::overrule`
    /// standard errors of the difference of their mean rewards (always, when that is 0).
    fn clearly_better(&self, c: usize, g: usize, me: usize) -> bool {
        let z = self.config.overrule;
        if z <= 0.0 {
            return true;
        }
        let stats = |n: usize| {
            let node = &self.nodes[n];
            let k = node.visits.max(1) as f64;
            let mean = node.totals[me] / k;
            // Sample variance, floored so that a few equal rewards do not look certain.
            let var = ((node.squares[me] / k - mean * mean) * k / (k - 1.0).max(1.0)).max(0.0025);
            (mean, var / k)
        };
        let ((mc, vc), (mg, vg)) = (stats(c), stats(g));
        mc - mg > z * (vc + vg).sqrt()
    }
}

/// Visits a move needs at the root before it may replace the computer player's.
const TRUST_VISITS: u32 = 5;
