//! Category `decode`: every corpus file, native and JSON, described by both
//! implementations (issue 7's structure, values and variables; issue 6's JSON files):
//! the parse diagnostics and, for a file that parses without errors, its body —
//! attributes with their ranges, values evaluated without a context, evaluation
//! diagnostics and variables; blocks with their labels and ranges. Native bodies are
//! walked through their syntax trees; JSON bodies through just-attributes and through a
//! generic schema ([`describe`]). The two JSON records must be equal.

use std::path::PathBuf;

use serde_json::Value as Json;

use super::describe::{at, describe, first_difference};
use super::expressions::known::{prepare_oracles, KNOWN};
use super::files::{collect, default_corpus, is_native, Options};
use super::{panic_message, repo_root, run_quietly, target_dir, Tally};
use crate::oracle::{Answer, Oracle};

/// What `--help` says about this category.
pub const HELP: &str = "\
category decode: describes every corpus file (native, and JSON-syntax .json) with both
implementations and compares the records exactly: parse diagnostics (severity, summary,
detail, subject); then, for files without parse errors, every body's attributes (name,
ranges, value and type evaluated without a context, evaluation diagnostics, variables
with ranges) and blocks (type, labels, ranges), recursively for native files; JSON files
through just-attributes and through a generic schema (root properties as block types,
labelled as Terraform/Terragrunt would). Takes --corpus, --limit and --file.

  known deliberate differences (reported, not failures): a file that disagrees with the
  reference is asked again of the oracle emulating the current reference's documented
  behaviours (the list of the expressions category; in the corpus, namespaced function
  names such as provider::ns::fn); agreeing there makes it a known difference.";

fn is_json(path: &std::path::Path) -> bool {
    path.extension().and_then(|e| e.to_str()) == Some("json")
}

/// Runs the comparison; prints each failing file with where the records first differ.
pub fn run(options: &Options) -> Result<Tally, String> {
    let started = std::time::Instant::now();
    let root = repo_root();
    let mut paths = if options.files.is_empty() {
        let corpus = match &options.corpus {
            Some(dir) => dir.clone(),
            None => default_corpus(&root)?,
        };
        let corpus = corpus
            .canonicalize()
            .map_err(|e| format!("corpus {}: {e}", corpus.display()))?;
        let mut paths = Vec::new();
        collect(&corpus, &mut paths, &|p| is_native(p) || is_json(p))?;
        paths.sort();
        paths
    } else {
        options.files.clone()
    };
    if let Some(limit) = options.limit {
        paths.truncate(limit);
    }
    paths.retain(|p| !p.to_string_lossy().contains(['\n', '\r']));
    let requests: Vec<String> = paths
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();

    let target = target_dir(&root);
    let asked = requests.clone();
    let reference = std::thread::spawn(move || -> Result<(Vec<Answer>, Oracle), String> {
        let (plain, current) = prepare_oracles(&root, &target)?;
        Ok((plain.run(&["decode"], &asked)?, current))
    });
    let ours = describe_all(&paths, &requests)?;
    let (theirs, current) = reference
        .join()
        .map_err(|_| "the oracle thread panicked".to_string())??;
    let mut theirs = parse_answers(&requests, theirs)?;

    // Files that disagree: ask again with the current reference's behaviours.
    let differing: Vec<usize> = (0..requests.len())
        .filter(|&i| match (&ours[i], &theirs[i]) {
            (Ok(o), Some(t)) => first_difference(o, t).is_some(),
            _ => false,
        })
        .collect();
    let mut known = vec![false; requests.len()];
    if !differing.is_empty() {
        let names: Vec<&str> = KNOWN.iter().map(|k| k.name).collect();
        let flag = names.join(",");
        let again: Vec<String> = differing.iter().map(|&i| requests[i].clone()).collect();
        let answers = current.run(&["decode", "-current", &flag], &again)?;
        for (&i, t) in differing.iter().zip(parse_answers(&again, answers)?) {
            if let (Ok(o), Some(t)) = (&ours[i], &t) {
                if first_difference(o, t).is_none() {
                    known[i] = true;
                    theirs[i] = Some(t.clone());
                }
            }
        }
    }

    let mut tally = Tally::default();
    let mut shown = 0;
    let (mut native, mut json, mut known_count) = (0, 0, 0);
    for (i, ((request, ours), theirs)) in requests.iter().zip(ours).zip(theirs).enumerate() {
        if request.ends_with(".json") {
            json += 1;
        } else {
            native += 1;
        }
        let Some(theirs) = theirs else {
            tally.not_compared += 1;
            continue;
        };
        if known[i] {
            known_count += 1;
        }
        let ours = match ours {
            Ok(j) => j,
            Err(panic) => {
                tally.failed += 1;
                if shown < options.show {
                    shown += 1;
                    println!("FAIL {request}: we panicked: {panic}");
                }
                continue;
            }
        };
        match first_difference(&ours, &theirs) {
            None => tally.passed += 1,
            Some(path) => {
                tally.failed += 1;
                if shown < options.show {
                    shown += 1;
                    let show = |j: &Json| {
                        let s = at(j, &path).map_or("(absent)".to_string(), Json::to_string);
                        s.chars().take(400).collect::<String>()
                    };
                    println!(
                        "FAIL {request} at {path}\n  ours:   {}\n  theirs: {}",
                        show(&ours),
                        show(&theirs)
                    );
                }
            }
        }
    }
    println!(
        "differential decode: {} files ({native} native, {json} JSON; {known_count} agree only \
         with the current reference's known behaviours), {:.1}s",
        requests.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(tally)
}

/// The oracle's records (`None` where its process died on the file).
fn parse_answers(requests: &[String], answers: Vec<Answer>) -> Result<Vec<Option<Json>>, String> {
    requests
        .iter()
        .zip(answers)
        .map(|(request, answer)| match answer {
            Answer::Line(line) => {
                let j: Json = serde_json::from_str(&line)
                    .map_err(|e| format!("bad oracle line for {request}: {e}"))?;
                if let Some(err) = j.get("error") {
                    return Err(format!("the oracle could not describe {request}: {err}"));
                }
                Ok(Some(j))
            }
            Answer::Died(_) => Ok(None),
        })
        .collect()
}

/// Our records, one per file; a panic is caught and reported for its file alone.
fn describe_all(paths: &[PathBuf], names: &[String]) -> Result<Vec<Result<Json, String>>, String> {
    run_quietly("decode", || {
        paths
            .iter()
            .zip(names)
            .map(|(path, name)| {
                let src = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
                std::panic::catch_unwind(|| describe(name, &src))
                    .map_err(|p| panic_message(p.as_ref()))
            })
            .collect()
    })
}
