//! Known deliberate differences: behaviours in which hcl2 follows the current
//! reference, documented in its changelog, where the installed reference (hcl 2.14.1,
//! the Debian package) still behaves the old way. They are listed in
//! `crates/hcl2-native/src/eval/mod.rs` ("Deliberate differences from hcl 2.14.1").
//!
//! Nothing is skipped by pattern. Each known difference is emulated in a second build
//! of the oracle, `oracle-current`: the reference library with Go code added through
//! `go build -overlay` (`xtask/oracle/current/`, plus the hooks below inserted into the
//! library's own files), switched on per request by name. A case on which we disagree
//! with the plain reference passes as known difference D only when our result is equal,
//! in every detail, to the result of the reference with D emulated (alone, or all
//! together for cases that mix several).

use std::path::Path;

use super::case::Case;
use super::outcome::Outcome;
use crate::oracle::{Insertion, Oracle, Overlay, Session};

/// One known deliberate difference.
#[derive(Debug)]
pub struct Known {
    /// The name in reports, and the switch in `xtask/oracle/current/emulate.go`.
    pub name: &'static str,
    /// What the current reference does, and since which release.
    pub what: &'static str,
}

/// Every known deliberate difference: the list "Deliberate differences from hcl 2.14.1"
/// in `crates/hcl2-native/src/eval/mod.rs`, one emulation each.
pub const KNOWN: &[Known] = &[
    Known {
        name: "logical-short-circuit",
        what: "`&&`/`||` decide from one known side and keep only its diagnostics; operand \
               conversion errors come first; results keep operand marks (hcl 2.23.0, #713, #719)",
    },
    Known {
        name: "conditional-marks",
        what: "a conditional's result carries the marks of the condition and both results, \
               also when the condition is unknown (hcl 2.18.1, 2.19.0, #630, #633)",
    },
    Known {
        name: "for-marks",
        what: "a `for` checks its `if` clause before giving up on an unknown collection, and \
               its unknown results keep the marks of the collection, `if` results and keys",
    },
    Known {
        name: "splat-marks",
        what: "a splat keeps its source's marks on every result (hcl 2.21.0, #678)",
    },
    Known {
        name: "nested-splat-error",
        what: "a splat over a list or set whose results differ in type is the error \
               \"Invalid nested splat expressions\", not a crash",
    },
    Known {
        name: "namespaced-functions",
        what: "`a::b::f(...)` calls a function by its full name; an unknown one is reported \
               against its namespace (hcl 2.20.0, #639, #668)",
    },
];

/// The hooks that route the library's own code to `xtask/oracle/current/emulate.go`
/// (each does nothing unless its behaviour is switched on for the request).
pub const HOOKS: &[Insertion] = &[
    Insertion {
        file: "expression_ops.go",
        anchor: "func (e *BinaryOpExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuLogic {\n\t\treturn emuBinaryOp(e, ctx)\n\t}\n",
    },
    Insertion {
        file: "expression.go",
        anchor: "func (e *ConditionalExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuConditional {\n\t\treturn emuConditionalValue(e, ctx)\n\t}\n",
    },
    Insertion {
        file: "expression.go",
        anchor: "func (e *ForExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuFor {\n\t\treturn emuForValue(e, ctx)\n\t}\n",
    },
    Insertion {
        file: "expression.go",
        anchor: "func (e *SplatExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuSplatMarks || emuNestedSplat {\n\t\treturn emuSplatValue(e, ctx)\n\t}\n",
    },
    Insertion {
        file: "expression.go",
        anchor: "func (e *FunctionCallExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuNamespaced {\n\t\tif v, d, ok := emuUnknownNamespacedFunction(e, ctx); ok {\n\t\t\treturn v, d\n\t\t}\n\t}\n",
    },
    Insertion {
        file: "parser.go",
        anchor: "\t\ttok := p.Read() // eat identifier token\n",
        text: "\t\tif emuNamespaced && p.emuPeekDoubleColon() {\n\t\t\treturn p.emuNamespacedCall(tok)\n\t\t}\n",
    },
];

/// The name reported when only all emulations together explain a case.
pub const SEVERAL: &str = "several-known";

/// The plain oracle and the one emulating the current reference's behaviours.
pub fn prepare_oracles(root: &Path, target: &Path) -> Result<(Oracle, Oracle), String> {
    let plain = Oracle::prepare(root, target)?;
    let current_dir = root.join("xtask/oracle/current");
    let mut added: Vec<_> = std::fs::read_dir(&current_dir)
        .map_err(|e| format!("{}: {e}", current_dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "go"))
        .collect();
    added.sort();
    let overlay = Overlay {
        added,
        insertions: HOOKS.to_vec(),
    };
    let current =
        Oracle::prepare_variant(root, target, "oracle-current", &["current"], Some(&overlay))?;
    Ok((plain, current))
}

/// Decides which disagreements are known deliberate differences.
pub struct Classifier {
    current: Session,
}

impl Classifier {
    /// A classifier asking `current` (a session of the oracle-current build, mode eval).
    pub fn new(current: Session) -> Classifier {
        Classifier { current }
    }

    /// For each case on which we disagree with the plain reference (with our outcome),
    /// the known difference that explains it, if any.
    pub fn explain(
        &mut self,
        cases: &[&Case],
        ours: &[&Outcome],
    ) -> Result<Vec<Option<&'static str>>, String> {
        if KNOWN.is_empty() || cases.is_empty() {
            return Ok(vec![None; cases.len()]);
        }
        // Per case: each difference alone, then all together.
        let per_case = KNOWN.len() + 1;
        let mut requests = Vec::with_capacity(cases.len() * per_case);
        for case in cases {
            let base: serde_json::Value =
                serde_json::from_str(&case.request()).map_err(|e| e.to_string())?;
            for k in KNOWN {
                requests.push(with_current(&base, &[k.name]));
            }
            let all: Vec<&str> = KNOWN.iter().map(|k| k.name).collect();
            requests.push(with_current(&base, &all));
        }
        let answers = self.current.ask(&requests)?;
        let outcomes: Vec<Outcome> = answers.into_iter().map(Outcome::from_answer).collect();
        let mut out = Vec::with_capacity(cases.len());
        for (i, our) in ours.iter().enumerate() {
            let emulated = &outcomes[i * per_case..(i + 1) * per_case];
            for o in emulated {
                if let Outcome::Failure(e) = o {
                    return Err(format!("the oracle-current build failed: {e}"));
                }
            }
            let explained = KNOWN
                .iter()
                .zip(emulated)
                .find(|(_, t)| agrees(our, t))
                .map(|(k, _)| k.name)
                .or_else(|| agrees(our, &emulated[KNOWN.len()]).then_some(SEVERAL));
            out.push(explained);
        }
        Ok(out)
    }
}

fn with_current(base: &serde_json::Value, names: &[&str]) -> String {
    let mut request = base.clone();
    request["current"] = serde_json::json!(names);
    request.to_string()
}

/// Whether our outcome is exactly the emulated reference's.
fn agrees(ours: &Outcome, emulated: &Outcome) -> bool {
    matches!((ours, emulated), (Outcome::Record(a), Outcome::Record(b)) if a == b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_name_the_behaviours_to_emulate() {
        let base = serde_json::json!({"src": "1", "kind": "expr", "ctx": "full"});
        let r: serde_json::Value =
            serde_json::from_str(&with_current(&base, &["conditional-marks"])).unwrap();
        assert_eq!(r["current"], serde_json::json!(["conditional-marks"]));
        assert_eq!(r["src"], "1");
    }

    #[test]
    fn only_an_identical_record_explains_a_difference() {
        let rec = |t: &str| Outcome::Record(serde_json::from_str(t).unwrap());
        let a = rec(r#"{"parse":[],"result":{"type":"bool","value":false,"diagnostics":[]}}"#);
        let b = rec(r#"{"parse":[],"result":{"type":"bool","value":true,"diagnostics":[]}}"#);
        assert!(agrees(&a, &a.clone()));
        assert!(!agrees(&a, &b));
        assert!(!agrees(
            &Outcome::Panic("x".into()),
            &Outcome::Panic("x".into())
        ));
    }

    #[test]
    fn every_known_difference_has_a_distinct_name_and_a_description() {
        let mut names: Vec<&str> = KNOWN.iter().map(|k| k.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), KNOWN.len());
        assert!(!names.contains(&SEVERAL));
        assert!(KNOWN.iter().all(|k| !k.what.is_empty()));
    }
}
