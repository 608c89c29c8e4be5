//! Category `format`: our formatter (`hcl2_write::format`) against the reference's
//! (`hclwrite.Format`, as `hclfmt` prints it) on every native-syntax file of the corpus
//! and on unformatted variants of each: blanks removed wherever the tokens stay apart,
//! indentation scrambled, and blanks around `=` and between tokens misaligned; and on
//! generated files ([`generate`]) unformatted the same ways.
//!
//! A case passes when the reference reports no syntax error and our output is the
//! reference's byte for byte, formatting our output again changes nothing, and the
//! output means what the input meant: the same tokens apart from blanks, and the same
//! native syntax tree apart from positions. A case the reference finds syntax errors in
//! must be refused by us too (those are counted apart, as not formatted).
//!
//! Known deliberate difference (reported, not a failure): `namespaced-function` — the
//! reference (2.14) refuses `provider::ns::fn(...)` calls and its formatter splits them
//! as `provider : : ns : : fn`; we accept them and keep the name whole.

mod generate;

use std::path::PathBuf;

use hcl2_native::tokens::{tokens, TokenKind};
use serde_json::Value as Json;

use super::expressions::rng::Rng;
use super::files::{collect, default_corpus, is_native, Options};
use super::{panic_message, repo_root, run_quietly, target_dir, Tally};
use crate::oracle::{Answer, Oracle};

/// What `--help` says about this category.
pub const HELP: &str = "\
category format: formats every native-syntax file of the corpus, --variants N
(default 3) unformatted variants of each (blanks removed where tokens stay apart,
indentation scrambled, blanks around `=` misaligned) and --generated N (default 5000)
generated files (every kind of expression, heredocs, comments, nested and one-line
blocks, unformatted the same ways), with hcl2-write and with the
reference's hclwrite.Format (what hclfmt prints); the outputs must be equal byte for
byte, formatting our output again must change nothing, and the output must hold the
same tokens and the same syntax tree (positions aside) as the input; each input must
print back byte for byte from its lossless tree (hcl2_write::Document). Inputs the
reference finds syntax errors in must be refused by us too. Takes --corpus, --limit,
--show and --seed.

  known deliberate difference (reported, not a failure):
  namespaced-function  provider::ns::fn(...) calls: the reference refuses them (and
                       formats them as `provider : : ns : : fn`); we format them whole";

/// One input under comparison.
struct Case {
    name: String,
    src: String,
    /// A corpus file as it is (not a variant): its lossless tree must print it back.
    original: bool,
}

/// Runs the comparison and prints its report.
pub fn run(
    options: &Options,
    variants: usize,
    generated: usize,
    seed: u64,
) -> Result<Tally, String> {
    let root = repo_root();
    let mut cases = cases(options, variants, seed)?;
    cases.extend(generated_cases(generated, seed));
    let oracle = Oracle::prepare(&root, &target_dir(&root))?;
    let requests: Vec<String> = cases
        .iter()
        .map(|c| serde_json::json!({ "src": c.src }).to_string())
        .collect();
    let answers = oracle.run(&["format"], &requests)?;
    let verdicts = run_quietly("format", || {
        cases
            .iter()
            .zip(&answers)
            .map(|(case, answer)| judge(case, answer))
            .collect::<Vec<_>>()
    })?;
    let mut tally = Tally::default();
    let mut refused = 0;
    let mut deliberate = 0;
    let mut lossless = 0;
    let mut shown = 0;
    for (case, verdict) in cases.iter().zip(verdicts) {
        match verdict {
            Verdict::Same => {
                tally.passed += 1;
                lossless += usize::from(case.original);
            }
            Verdict::BothRefused => {
                tally.passed += 1;
                refused += 1;
            }
            Verdict::NotCompared => tally.not_compared += 1,
            Verdict::Deliberate => {
                tally.passed += 1;
                deliberate += 1;
            }
            Verdict::Differ(why) => {
                tally.failed += 1;
                if shown < options.show {
                    shown += 1;
                    println!("FAIL {}: {why}", case.name);
                }
            }
        }
    }
    println!(
        "format: {} inputs ({refused} with syntax errors, refused by both; \
         {deliberate} namespaced-function deliberate differences)",
        cases.len(),
    );
    println!("format: {lossless} corpus files without syntax errors print back byte for byte from their lossless tree");
    Ok(tally)
}

/// The corpus files and their variants.
fn cases(options: &Options, variants: usize, seed: u64) -> Result<Vec<Case>, String> {
    let corpus = match &options.corpus {
        Some(c) => c.clone(),
        None => default_corpus(&repo_root())?,
    };
    let mut paths: Vec<PathBuf> = Vec::new();
    if options.files.is_empty() {
        collect(&corpus, &mut paths, &is_native)?;
    } else {
        paths.clone_from(&options.files);
    }
    paths.sort();
    if let Some(limit) = options.limit {
        paths.truncate(limit);
    }
    let mut out = Vec::new();
    for (index, path) in paths.iter().enumerate() {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        // Invalid UTF-8 is a syntax error on both sides; it cannot travel as JSON.
        let Ok(src) = String::from_utf8(bytes) else {
            continue;
        };
        let name = path
            .strip_prefix(&corpus)
            .unwrap_or(path)
            .display()
            .to_string();
        let mut rng = Rng::for_case(seed, index as u64);
        for k in 0..variants {
            let mangle = MANGLES[k % MANGLES.len()];
            out.push(Case {
                name: format!("{name} ({})", mangle.0),
                src: (mangle.1)(&src, &mut rng),
                original: false,
            });
        }
        out.push(Case {
            name,
            src,
            original: true,
        });
    }
    Ok(out)
}

/// `count` generated files, each unformatted by one of the mangles (or left as
/// generated).
fn generated_cases(count: usize, seed: u64) -> Vec<Case> {
    (0..count as u64)
        .map(|i| {
            let text = generate::file(seed, i);
            let mut rng = Rng::for_case(seed ^ 0x9e9e, i);
            let pick = rng.below(MANGLES.len() + 1);
            let (how, src) = match MANGLES.get(pick) {
                Some(m) => (m.0, (m.1)(&text, &mut rng)),
                None => ("as generated", text),
            };
            Case {
                name: format!("generated #{i} ({how})"),
                src,
                original: false,
            }
        })
        .collect()
}

type Mangle = (&'static str, fn(&str, &mut Rng) -> String);

/// The ways a file is unformatted.
const MANGLES: [Mangle; 3] = [
    ("blanks removed", remove_blanks),
    ("indentation scrambled", scramble_indentation),
    ("blanks misaligned", misalign),
];

/// A token's kind and text.
type Tok<'s> = (TokenKind, &'s str);

/// The new blanks before a token, given the token before (if any), the token and the
/// blanks it had.
type Blanks = fn(&mut Rng, Option<Tok<'_>>, Tok<'_>, &str) -> String;

/// Rewrites the blanks before each token (and before the end) with `blanks`, given the
/// token before (if any), the token and the blanks it had.
fn reblank(src: &str, rng: &mut Rng, blanks: Blanks) -> String {
    let mut out = String::with_capacity(src.len());
    let mut last = 0;
    let mut prev: Option<(TokenKind, &str)> = None;
    for t in tokens(src) {
        let (s, e) = (t.span.start as usize, t.span.end as usize);
        let text = &src[s..e];
        out.push_str(&blanks(rng, prev, (t.kind, text), &src[last..s]));
        out.push_str(text);
        prev = Some((t.kind, text));
        last = e;
    }
    out
}

/// Whether two tokens written together could read as other tokens.
fn would_join(a: &str, b: &str) -> bool {
    const OPS: &str = "<>=!&|/*.%-+:~?";
    let (Some(x), Some(y)) = (a.chars().last(), b.chars().next()) else {
        return false;
    };
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '-' || !c.is_ascii();
    (word(x) && word(y)) || (OPS.contains(x) && OPS.contains(y)) || (x.is_ascii_digit() && y == '.')
}

fn remove_blanks(src: &str, rng: &mut Rng) -> String {
    reblank(src, rng, |_, prev, (_, text), old| match prev {
        Some((_, p)) if !old.is_empty() && would_join(p, text) => " ".to_string(),
        _ => String::new(),
    })
}

fn line_start(prev: Option<(TokenKind, &str)>) -> bool {
    match prev {
        None => true,
        Some((kind, text)) => {
            kind == TokenKind::Newline || (kind == TokenKind::Comment && text.ends_with('\n'))
        }
    }
}

fn scramble_indentation(src: &str, rng: &mut Rng) -> String {
    reblank(src, rng, |rng, prev, (kind, _), old| {
        if line_start(prev) && kind != TokenKind::Newline && kind != TokenKind::Eof {
            random_blanks(rng, 0, 9)
        } else {
            old.to_string()
        }
    })
}

fn misalign(src: &str, rng: &mut Rng) -> String {
    reblank(src, rng, |rng, prev, (kind, _), old| {
        let around_equal =
            kind == TokenKind::Equal || prev.is_some_and(|p| p.0 == TokenKind::Equal);
        if around_equal || (!old.is_empty() && !line_start(prev) && rng.chance(30)) {
            let min = usize::from(!old.is_empty() || prev.is_some_and(|(_, p)| would_join(p, "=")));
            random_blanks(rng, min, 6)
        } else {
            old.to_string()
        }
    })
}

/// Between `min` and `max` spaces and tabs.
fn random_blanks(rng: &mut Rng, min: usize, max: usize) -> String {
    (0..rng.range(min, max))
        .map(|_| if rng.chance(20) { '\t' } else { ' ' })
        .collect()
}

enum Verdict {
    Same,
    Deliberate,
    BothRefused,
    NotCompared,
    Differ(String),
}

fn judge(case: &Case, answer: &Answer) -> Verdict {
    let line = match answer {
        Answer::Line(l) => l,
        Answer::Died(_) => return Verdict::NotCompared,
    };
    let Ok(record) = serde_json::from_str::<Json>(line) else {
        return Verdict::Differ(format!("unreadable oracle record: {line}"));
    };
    let theirs_refused = record["errors"].as_bool().unwrap_or(false);
    let expected = record["out"].as_str().unwrap_or_default();
    let ours = std::panic::catch_unwind(|| hcl2_write::format(&case.src));
    let ours = match ours {
        Ok(r) => r,
        Err(p) => return Verdict::Differ(format!("panicked: {}", panic_message(&*p))),
    };
    match (ours, theirs_refused) {
        (Err(_), true) => Verdict::BothRefused,
        (Err(e), false) => Verdict::Differ(format!("we refused what the reference formats: {e}")),
        (Ok(_), true) if has_double_colon(&case.src) => Verdict::Deliberate,
        (Ok(_), true) => Verdict::Differ("we formatted what the reference refuses".into()),
        (Ok(out), false) => match check(case, &out, expected) {
            None => Verdict::Same,
            Some(why) => Verdict::Differ(why),
        },
    }
}

/// Why our output `out` of `src` fails, if it does.
fn check(case: &Case, out: &str, expected: &str) -> Option<String> {
    let src = case.src.as_str();
    match hcl2_write::Document::parse(src) {
        Ok(doc) if doc.to_string() == src => {}
        Ok(doc) => {
            let printed = doc.to_string();
            return Some(format!(
                "lossless tree: {}",
                first_line_difference(&printed, src)
            ));
        }
        Err(e) => return Some(format!("lossless tree refused the file: {e}")),
    }
    if out != expected {
        return Some(first_line_difference(out, expected));
    }
    match hcl2_write::format(out) {
        Ok(again) if again == out => {}
        Ok(again) => {
            return Some(format!(
                "not idempotent: {}",
                first_line_difference(&again, out)
            ))
        }
        Err(e) => return Some(format!("our output does not parse: {e}")),
    }
    if solid_tokens(src) != solid_tokens(out) {
        return Some("the output's tokens differ from the input's".into());
    }
    if tree_shape(src) != tree_shape(out) {
        return Some("the output's syntax tree differs from the input's".into());
    }
    None
}

/// Whether a text holds a `::` (a namespaced function name).
fn has_double_colon(src: &str) -> bool {
    tokens(src).iter().any(|t| t.kind == TokenKind::DoubleColon)
}

/// The tokens of a text with their kinds, blanks aside.
fn solid_tokens(src: &str) -> Vec<(TokenKind, &str)> {
    tokens(src)
        .iter()
        .map(|t| (t.kind, &src[t.span.start as usize..t.span.end as usize]))
        .collect()
}

/// The native syntax tree of a text, printed with every number (offsets, lines and
/// columns) blanked out, so two trees compare apart from positions. Every expression
/// is stored: a text's length decides whether the parser keeps expressions as their
/// text, and formatting changes it.
fn tree_shape(src: &str) -> String {
    let stored = hcl2_core::ParseOptions::new().defer_from(usize::MAX);
    let parsed =
        hcl2_native::parse_config_with(src.as_bytes(), "<input>", hcl2_core::Pos::START, &stored);
    let text = format!("{:?}\n{:?}", parsed.value, parsed.nodes);
    text.chars().filter(|c| !c.is_ascii_digit()).collect()
}

/// Where two texts first differ, by line.
fn first_line_difference(ours: &str, theirs: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (ours.split('\n').collect(), theirs.split('\n').collect());
    for i in 0..a.len().max(b.len()) {
        let (x, y) = (a.get(i).copied(), b.get(i).copied());
        if x != y {
            return format!("line {}: ours {x:?}, reference {y:?}", i + 1);
        }
    }
    "equal".into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removing_blanks_keeps_words_and_operators_apart() {
        let mut rng = Rng::for_case(1, 0);
        assert_eq!(
            remove_blanks("a = b - -1 # c\nx { y = [ 1 , 2 ] }\n", &mut rng),
            "a=b - -1# c\nx{y=[1,2]}\n"
        );
    }

    #[test]
    fn a_variant_keeps_the_tokens_of_its_file() {
        let src = "resource \"a\" \"b\" {\n  count = var.n*2 # two\n  tags = { k = \"v\" }\n}\n";
        for (k, mangle) in MANGLES.iter().enumerate() {
            let mut rng = Rng::for_case(7, k as u64);
            let out = (mangle.1)(src, &mut rng);
            assert_eq!(
                solid_tokens(&out),
                solid_tokens(src),
                "{}: {out:?}",
                mangle.0
            );
        }
    }
}
