//! `serve`: the request loop. Each stdin line is a JSON request with an `op`; each answer
//! is one JSON line on stdout (`{"error": ...}` when the request failed):
//!
//! - `{"op":"load","set":S,"list":F}`: read every file listed in F (one path a line)
//!   into the input set S; answers `{"files","bytes"}`.
//! - `{"op":"check","set":S,"impl":P}`: parse each file of S once with parser P (see
//!   [`crate::native`]); answers `{"errors":[index...]}`, the files P rejects.
//! - `{"op":"parse","set":S,"impl":P,"skip":[index...],"repeat":N}`: parse every file
//!   of S but the skipped ones with P, N times over (default once), timed; answers
//!   `{"ns","bytes","files"}` (bytes parsed in all).
//! - `{"op":"decode-check","set":S,"impl":P}`: decode each file of S once into the
//!   module structs of [`crate::decode`] with P (`ours` or `hcl-rs`); answers
//!   `{"errors":[index...]}`, the files P fails on.
//! - `{"op":"decode","set":S,"impl":P,"skip":[index...],"repeat":N}`: decode every file
//!   of S but the skipped ones with P, N times over, timed; answers `{"ns","files",
//!   "bytes","resources"}`.
//! - `{"op":"eval-load","exprs":[src...]}`: parse each expression with ours and hcl-rs
//!   and evaluate it once; answers `{"ours":[r...],"hcl_rs":[r...]}` where r is
//!   `{"json": text}` or `{"error": text}`.
//! - `{"op":"eval","impl":"ours"|"hcl-rs","iterations":N,"only":[index...]}`: evaluate
//!   the loaded expressions (only those listed, when given) N times, timed; answers
//!   `{"ns","evals"}`.
//! - `{"op":"format","set":S,"impl":"ours"|"hcl-rs","skip":[index...],"repeat":N}`:
//!   format every file of S but the skipped ones with [`crate::format`], N times over,
//!   timed; answers `{"ns","bytes","failed"}` (`failed`: files it could not format).

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, Write};
use std::time::Instant;

use serde_json::{json, Value as Json};

use crate::eval::{Loaded, Rendered};
use crate::native::Parser;

#[derive(Default)]
struct State {
    sets: HashMap<String, Vec<Vec<u8>>>,
    eval: Option<Loaded>,
}

/// Answers requests until stdin ends.
pub fn run() -> Result<(), String> {
    let mut state = State::default();
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| format!("reading a request: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let answer = serde_json::from_str::<Json>(&line)
            .map_err(|e| format!("bad request: {e}"))
            .and_then(|req| state.handle(&req))
            .unwrap_or_else(|e| json!({ "error": e }));
        writeln!(stdout, "{answer}")
            .and_then(|()| stdout.flush())
            .map_err(|e| format!("writing an answer: {e}"))?;
    }
    Ok(())
}

fn text<'a>(req: &'a Json, key: &str) -> Result<&'a str, String> {
    req[key]
        .as_str()
        .ok_or_else(|| format!("request without string `{key}`"))
}

fn indices(req: &Json, key: &str) -> Option<Vec<usize>> {
    req[key].as_array().map(|a| {
        a.iter()
            .filter_map(|v| v.as_u64().map(|n| n as usize))
            .collect()
    })
}

fn rendered(results: &[Rendered]) -> Json {
    results
        .iter()
        .map(|r| match r {
            Ok(text) => json!({ "json": text }),
            Err(e) => json!({ "error": e }),
        })
        .collect()
}

/// The inputs of one timed run.
struct Selected<'s> {
    files: Vec<&'s [u8]>,
    repeat: u64,
    bytes: u64,
}

impl State {
    fn format(&self, req: &Json) -> Result<Json, String> {
        let implementation = text(req, "impl")?;
        let Selected {
            files,
            repeat,
            bytes,
        } = self.selected(req)?;
        let mut failed = 0;
        let began = Instant::now();
        for _ in 0..repeat {
            for src in &files {
                failed += usize::from(!crate::format::format(implementation, src)?);
            }
        }
        let ns = began.elapsed().as_nanos() as u64;
        Ok(json!({ "ns": ns, "bytes": bytes, "failed": failed }))
    }

    /// The files of the request's set without those it skips, how many times to run over
    /// them, and the bytes that makes.
    fn selected(&self, req: &Json) -> Result<Selected<'_>, String> {
        let skip: HashSet<usize> = indices(req, "skip")
            .unwrap_or_default()
            .into_iter()
            .collect();
        let repeat = req["repeat"].as_u64().unwrap_or(1);
        let files: Vec<&[u8]> = self
            .set(req)?
            .iter()
            .enumerate()
            .filter(|(i, _)| !skip.contains(i))
            .map(|(_, f)| f.as_slice())
            .collect();
        let bytes = files.iter().map(|f| f.len() as u64).sum::<u64>() * repeat;
        Ok(Selected {
            files,
            repeat,
            bytes,
        })
    }

    fn set(&self, req: &Json) -> Result<&Vec<Vec<u8>>, String> {
        let name = text(req, "set")?;
        self.sets
            .get(name)
            .ok_or_else(|| format!("no input set `{name}`"))
    }

    fn handle(&mut self, req: &Json) -> Result<Json, String> {
        match text(req, "op")? {
            "load" => {
                let list = text(req, "list")?;
                let listed = std::fs::read_to_string(list).map_err(|e| format!("{list}: {e}"))?;
                let files = listed
                    .lines()
                    .filter(|l| !l.is_empty())
                    .map(|p| std::fs::read(p).map_err(|e| format!("{p}: {e}")))
                    .collect::<Result<Vec<_>, _>>()?;
                let bytes: usize = files.iter().map(Vec::len).sum();
                let count = files.len();
                self.sets.insert(text(req, "set")?.to_string(), files);
                Ok(json!({ "files": count, "bytes": bytes }))
            }
            "check" => {
                let parser = Parser::named(text(req, "impl")?)?;
                let errors: Vec<usize> = self
                    .set(req)?
                    .iter()
                    .enumerate()
                    .filter(|(_, src)| !parser.parse(src))
                    .map(|(i, _)| i)
                    .collect();
                Ok(json!({ "errors": errors }))
            }
            "parse" => {
                let parser = Parser::named(text(req, "impl")?)?;
                let Selected {
                    files,
                    repeat,
                    bytes,
                } = self.selected(req)?;
                let began = Instant::now();
                for _ in 0..repeat {
                    for src in &files {
                        parser.parse(src);
                    }
                }
                let ns = began.elapsed().as_nanos() as u64;
                Ok(json!({ "ns": ns, "bytes": bytes, "files": files.len() }))
            }
            "decode-check" => {
                let decode = crate::decode::named(text(req, "impl")?)?;
                let errors: Vec<usize> = self
                    .set(req)?
                    .iter()
                    .enumerate()
                    .filter(|(_, src)| decode(src).is_none())
                    .map(|(i, _)| i)
                    .collect();
                Ok(json!({ "errors": errors }))
            }
            "decode" => {
                let decode = crate::decode::named(text(req, "impl")?)?;
                let Selected {
                    files,
                    repeat,
                    bytes,
                } = self.selected(req)?;
                let began = Instant::now();
                let mut resources = 0;
                for _ in 0..repeat {
                    for src in &files {
                        resources += decode(src).unwrap_or(0);
                    }
                }
                let ns = began.elapsed().as_nanos() as u64;
                Ok(
                    json!({ "ns": ns, "files": files.len() as u64 * repeat, "bytes": bytes, "resources": resources }),
                )
            }
            "eval-load" => {
                let exprs: Vec<String> = req["exprs"]
                    .as_array()
                    .ok_or("request without `exprs`")?
                    .iter()
                    .map(|e| e.as_str().unwrap_or_default().to_string())
                    .collect();
                let (loaded, ours, hcl_rs) = Loaded::load(&exprs)?;
                self.eval = Some(loaded);
                Ok(json!({ "ours": rendered(&ours), "hcl_rs": rendered(&hcl_rs) }))
            }
            "eval" => {
                let loaded = self.eval.as_ref().ok_or("no expressions loaded")?;
                let iterations = req["iterations"].as_u64().unwrap_or(1);
                let only = indices(req, "only");
                let began = Instant::now();
                let evals = loaded.run(text(req, "impl")?, only.as_deref(), iterations)?;
                let ns = began.elapsed().as_nanos() as u64;
                Ok(json!({ "ns": ns, "evals": evals }))
            }
            "format" => self.format(req),
            other => Err(format!("unknown op `{other}`")),
        }
    }
}
