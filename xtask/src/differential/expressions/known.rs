//! Known deliberate differences: behaviours in which hcl2 follows the current
//! reference, documented in its changelog, where the installed reference (hcl 2.14.1,
//! the Debian package) still behaves the old way. They are listed in
//! `crates/hcl2-native/src/eval/mod.rs` ("Deliberate differences from hcl 2.14.1").
//!
//! Nothing is skipped by pattern. Each known difference is emulated in a second build
//! of the oracle, `oracle-current`: the reference library with Go code added through
//! `go build -overlay` (`xtask/oracle/current/emulate.go`, plus the [`HOOKS`] inserted
//! into the library's own files), switched on per request by name. The result hcl2
//! must reproduce, for every case, is the reference's with every known difference
//! emulated; where that differs from plain 2.14.1, a matching case is counted under the
//! difference that alone explains it. So a case passes only by being equal, in every
//! detail, to 2.14.1 or to 2.14.1 with a documented change of the current reference,
//! and matching 2.14.1 where the current reference differs is a failure.

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
        what: "`&&`/`||` decide from one known side and keep only its diagnostics; for every \
               binary operator, operand conversion errors come before the operands' own \
               diagnostics and results (error placeholders too) keep the operands' marks \
               (hcl 2.23.0, #713, #719: one rewrite of BinaryOpExpr.Value)",
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
        name: "traversal-marks",
        what: "an attribute or index step on an unknown or dynamic value keeps its marks, and \
               indexing an unknown object by a known key checks the attribute and gives its \
               type (hcl 2.23.0, #699)",
    },
    Known {
        name: "namespaced-functions",
        what: "`::` is one token; `a::b::f(...)` calls a function by its full name; an unknown \
               one is reported against its namespace (hcl 2.20.0, #639, #668)",
    },
];

/// Unknown-value refinements (go-cty 1.13+, hcl 2.17+), which go-cty 1.12.1 cannot
/// emulate: a case counts under this name when our evaluation differs from the
/// reference and our evaluation with refinements turned off agrees with it.
pub const REFINEMENTS: Known = Known {
    name: "unknown-refinements",
    what: "unknown values carry refinements (not null, string prefix, number and length \
           bounds) that decide `== null`, comparisons, conditionals and lengths; `length` \
           takes unknown collections (go-cty 1.13.0, hcl 2.17.0/2.18.0)",
};

/// The hooks that route the library's own code to `xtask/oracle/current/emulate.go`
/// (each does nothing unless its behaviour is switched on for the request).
pub const HOOKS: &[Insertion] = &[
    Insertion {
        file: "hclsyntax/expression_ops.go",
        anchor: "func (e *BinaryOpExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuLogic {\n\t\treturn emuBinaryOp(e, ctx)\n\t}\n",
    },
    Insertion {
        file: "hclsyntax/expression.go",
        anchor: "func (e *ConditionalExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuConditional {\n\t\treturn emuConditionalValue(e, ctx)\n\t}\n",
    },
    Insertion {
        file: "hclsyntax/expression.go",
        anchor: "func (e *ForExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuFor {\n\t\treturn emuForValue(e, ctx)\n\t}\n",
    },
    Insertion {
        file: "hclsyntax/expression.go",
        anchor: "func (e *SplatExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuSplatMarks || emuNestedSplat {\n\t\treturn emuSplatValue(e, ctx)\n\t}\n",
    },
    Insertion {
        file: "hclsyntax/expression.go",
        anchor: "func (e *FunctionCallExpr) Value(ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {\n",
        text: "\tif emuNamespaced {\n\t\tif v, d, ok := emuUnknownNamespacedFunction(e, ctx); ok {\n\t\t\treturn v, d\n\t\t}\n\t}\n",
    },
    Insertion {
        file: "hclsyntax/parser.go",
        anchor: "\t\ttok := p.Read() // eat identifier token\n",
        text: "\t\tif emuNamespaced && p.emuPeekDoubleColon() {\n\t\t\treturn p.emuNamespacedCall(tok)\n\t\t}\n",
    },
    Insertion {
        file: "hclsyntax/public.go",
        anchor: "func ParseExpression(src []byte, filename string, start hcl.Pos) (Expression, hcl.Diagnostics) {\n\ttokens, diags := LexExpression(src, filename, start)\n",
        text: "\tif emuNamespaced {\n\t\ttokens = emuMergeDoubleColons(tokens)\n\t}\n",
    },
    Insertion {
        file: "hclsyntax/public.go",
        anchor: "\ttokens, diags := LexConfig(src, filename, start)\n",
        text: "\tif emuNamespaced {\n\t\ttokens = emuMergeDoubleColons(tokens)\n\t}\n",
    },
    Insertion {
        file: "hclsyntax/public.go",
        anchor: "\ttokens, diags := LexTemplate(src, filename, start)\n",
        text: "\tif emuNamespaced {\n\t\ttokens = emuMergeDoubleColons(tokens)\n\t}\n",
    },
    Insertion {
        file: "ops.go",
        anchor: "func Index(collection, key cty.Value, srcRange *Range) (cty.Value, Diagnostics) {\n",
        text: "\tif EmuTraversalMarks {\n\t\tif v, d, ok := emuIndex(collection, key, srcRange); ok {\n\t\t\treturn v, d\n\t\t}\n\t}\n",
    },
    Insertion {
        file: "ops.go",
        anchor: "func GetAttr(obj cty.Value, attrName string, srcRange *Range) (cty.Value, Diagnostics) {\n",
        text: "\tif EmuTraversalMarks {\n\t\tif v, d, ok := emuGetAttr(obj, attrName); ok {\n\t\t\treturn v, d\n\t\t}\n\t}\n",
    },
    // Not a behaviour: records the names each "Did you mean" could have offered.
    Insertion {
        file: "didyoumean.go",
        anchor: "func nameSuggestion(given string, suggestions []string) string {\n",
        text: "\tRecordSuggestionCandidates(given, suggestions)\n",
    },
    Insertion {
        file: "hclsyntax/didyoumean.go",
        anchor: "func nameSuggestion(given string, suggestions []string) string {\n",
        text: "\temuRecordSuggestions(given, suggestions)\n",
    },
];

/// The name reported when only all emulations together explain a case.
pub const SEVERAL: &str = "several-known";

/// The plain oracle and the one emulating the current reference's behaviours.
pub fn prepare_oracles(root: &Path, target: &Path) -> Result<(Oracle, Oracle), String> {
    let plain = Oracle::prepare(root, target)?;
    // xtask/oracle/current/<package>/*.go go into that package of the library
    // (`hcl` is the library's root package).
    let current_dir = root.join("xtask/oracle/current");
    let mut added = Vec::new();
    for (package, target_dir) in [("hcl", ""), ("hclsyntax", "hclsyntax/")] {
        let dir = current_dir.join(package);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "go"))
            .collect();
        files.sort();
        for file in files {
            let name = file
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            added.push((file, format!("{target_dir}{name}")));
        }
    }
    let overlay = Overlay {
        added,
        insertions: HOOKS.to_vec(),
    };
    let current =
        Oracle::prepare_variant(root, target, "oracle-current", &["current"], Some(&overlay))?;
    Ok((plain, current))
}

/// Asks the reference with the current reference's behaviours emulated.
pub struct Classifier {
    current: Session,
}

impl Classifier {
    /// A classifier asking `current` (a session of the oracle-current build, mode eval).
    pub fn new(current: Session) -> Classifier {
        Classifier { current }
    }

    /// The outcome of every case on the reference with every known difference
    /// emulated: the result hcl2 must reproduce.
    pub fn expected(&mut self, cases: &[Case]) -> Result<Vec<Outcome>, String> {
        let all: Vec<&str> = KNOWN.iter().map(|k| k.name).collect();
        let requests = cases
            .iter()
            .map(|c| request_with(c, &all))
            .collect::<Result<Vec<_>, _>>()?;
        self.ask(&requests)
    }

    /// For cases where our outcome matches the emulated current reference but not
    /// 2.14.1: the known difference that alone explains it ([`SEVERAL`] when none does
    /// alone).
    pub fn name(
        &mut self,
        cases: &[&Case],
        ours: &[&Outcome],
    ) -> Result<Vec<&'static str>, String> {
        let mut requests = Vec::with_capacity(cases.len() * KNOWN.len());
        for case in cases {
            for k in KNOWN {
                requests.push(request_with(case, &[k.name])?);
            }
        }
        let outcomes = self.ask(&requests)?;
        Ok(ours
            .iter()
            .enumerate()
            .map(|(i, our)| {
                let alone = &outcomes[i * KNOWN.len()..(i + 1) * KNOWN.len()];
                KNOWN
                    .iter()
                    .zip(alone)
                    .find(|(_, t)| agrees(our, t))
                    .map_or(SEVERAL, |(k, _)| k.name)
            })
            .collect())
    }

    fn ask(&mut self, requests: &[String]) -> Result<Vec<Outcome>, String> {
        let outcomes: Vec<Outcome> = self
            .current
            .ask(requests)?
            .into_iter()
            .map(Outcome::from_answer)
            .collect();
        if let Some(Outcome::Failure(e)) =
            outcomes.iter().find(|o| matches!(o, Outcome::Failure(_)))
        {
            return Err(format!("the oracle-current build failed: {e}"));
        }
        Ok(outcomes)
    }
}

/// The case's request with the named behaviours switched on.
fn request_with(case: &Case, names: &[&str]) -> Result<String, String> {
    let base: serde_json::Value =
        serde_json::from_str(&case.request()).map_err(|e| e.to_string())?;
    Ok(with_current(&base, names))
}

fn with_current(base: &serde_json::Value, names: &[&str]) -> String {
    let mut request = base.clone();
    request["current"] = serde_json::json!(names);
    request.to_string()
}

/// Whether our outcome is exactly the emulated reference's.
fn agrees(ours: &Outcome, emulated: &Outcome) -> bool {
    matches!(ours, Outcome::Record(_))
        && super::compare::compare(ours, emulated) == super::compare::Comparison::Agree
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
