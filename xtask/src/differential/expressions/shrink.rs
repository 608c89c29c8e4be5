//! Shrinking a failing case to a small input that still fails the same way.
//!
//! Generated cases are simplified through their shape first (removing optional parts,
//! replacing expressions by nested ones or literals, collapsing trivia); then every
//! case, generated or not, loses chunks of characters while the failure persists.
//! Candidates are judged in batches, shortest first, so each round costs one round
//! trip to the oracle.

use std::time::Instant;

use super::case::Case;
use super::compare::Aspect;
use super::tree::Node;

/// Candidates judged per batch.
const BATCH: usize = 48;
/// Candidates judged per case, at most.
const MAX_TRIES: usize = 3000;

/// Judges a batch of cases: for each, the aspect it fails in, or None when it passes
/// (agrees, is a known deliberate difference, or the reference crashed).
pub type Judge<'a> = dyn FnMut(&[Case]) -> Result<Vec<Option<Aspect>>, String> + 'a;

/// The smallest case found that fails in `aspect` like `case` does, by `deadline`.
pub fn shrink(
    case: &Case,
    aspect: Aspect,
    judge: &mut Judge<'_>,
    deadline: Instant,
) -> Result<Case, String> {
    let mut tries = Budget { tries: 0, deadline };
    let mut best = case.clone();
    // Through the shape, while it has one.
    while let Some(tree) = best.tree.clone() {
        let candidates: Vec<Case> = tree
            .simplifications()
            .into_iter()
            .map(|t: Node| best.with_src(t.render(), Some(t)))
            .collect();
        match first_failing(&candidates, aspect, judge, &mut tries)? {
            Some(next) => best = next,
            None => break,
        }
    }
    // Then by characters: chunks from half the input down to one character.
    let mut chunk = best.src.chars().count().div_ceil(2).max(1);
    loop {
        let candidates = deletions(&best.src, chunk)
            .into_iter()
            .map(|src| best.with_src(src, None))
            .collect::<Vec<_>>();
        match first_failing(&candidates, aspect, judge, &mut tries)? {
            Some(next) => best = next,
            None if chunk == 1 => break,
            None => chunk = chunk.div_ceil(2),
        }
        if tries.spent() {
            break;
        }
    }
    best.origin = case.origin.clone();
    Ok(best)
}

/// What shrinking one case may still spend.
struct Budget {
    tries: usize,
    deadline: Instant,
}

impl Budget {
    fn spent(&self) -> bool {
        self.tries >= MAX_TRIES || Instant::now() >= self.deadline
    }
}

/// The first candidate (in order) that fails in `aspect`, judging in batches.
fn first_failing(
    candidates: &[Case],
    aspect: Aspect,
    judge: &mut Judge<'_>,
    budget: &mut Budget,
) -> Result<Option<Case>, String> {
    for batch in candidates.chunks(BATCH) {
        if budget.spent() {
            return Ok(None);
        }
        budget.tries += batch.len();
        let verdicts = judge(batch)?;
        if let Some(i) = verdicts.iter().position(|v| *v == Some(aspect)) {
            return Ok(Some(batch[i].clone()));
        }
    }
    Ok(None)
}

/// `src` with each run of `chunk` characters (at multiples of `chunk`) removed.
pub(crate) fn deletions(src: &str, chunk: usize) -> Vec<String> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut start = 0;
    while start < chars.len() {
        let end = (start + chunk).min(chars.len());
        let mut s: String = chars[..start].iter().collect();
        s.extend(&chars[end..]);
        out.push(s);
        start += chunk;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::differential::expressions::case::Origin;
    use crate::differential::expressions::fixture::{ContextMode, Kind};
    use crate::differential::expressions::tree::{Piece, Role};

    fn case(src: &str, tree: Option<Node>) -> Case {
        Case {
            src: src.into(),
            kind: Kind::Expr,
            ctx: ContextMode::Full,
            origin: Origin::Generated { seed: 1, index: 2 },
            tree,
        }
    }

    #[test]
    fn deletions_remove_each_chunk_once() {
        assert_eq!(deletions("abcde", 2), vec!["cde", "abe", "abcd"]);
        assert_eq!(deletions("éa", 1), vec!["a", "é"]);
    }

    #[test]
    fn shrinking_keeps_the_failure_and_the_origin() {
        // "Fails" while the text contains `!`.
        let mut judge = |batch: &[Case]| -> Result<Vec<Option<Aspect>>, String> {
            Ok(batch
                .iter()
                .map(|c| c.src.contains('!').then_some(Aspect::Value))
                .collect())
        };
        let tree = Node::new(
            Role::Expr,
            vec![
                Piece::Node(Node::text(Role::Expr, "[1, 2]")),
                Piece::Text(" + ".into()),
                Piece::Node(Node::text(Role::Expr, "(!yes)")),
            ],
        );
        let original = case(&tree.render(), Some(tree));
        let later = Instant::now() + std::time::Duration::from_secs(60);
        let small = shrink(&original, Aspect::Value, &mut judge, later).unwrap();
        assert_eq!(small.src, "!");
        assert_eq!(small.origin, original.origin);
        // A failure in another aspect does not count.
        let same = shrink(&case("ab!", None), Aspect::Type, &mut judge, later).unwrap();
        assert_eq!(same.src, "ab!");
        // Past the deadline nothing is tried.
        let now = shrink(
            &case("ab!", None),
            Aspect::Value,
            &mut judge,
            Instant::now(),
        )
        .unwrap();
        assert_eq!(now.src, "ab!");
        assert_eq!(same.src, "ab!");
    }
}
