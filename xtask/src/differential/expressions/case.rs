//! One case of the expressions category: source, kind and context mode, where it came
//! from, and (for generated cases) its shape for shrinking.

use super::fixture::{ContextMode, Kind};
use super::tree::Node;

/// Where a case came from (how to reproduce it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The check that a fixture variable is the same on both sides.
    Fixture,
    /// Case `index` of the run with `seed`.
    Generated { seed: u64, index: u64 },
    /// Line `line` (1-based) of a `--cases` file.
    File { line: usize },
    /// A simplification of a failing case, made while shrinking.
    Shrunk,
}

/// A case to run on both sides.
#[derive(Clone, Debug)]
pub struct Case {
    pub src: String,
    pub kind: Kind,
    pub ctx: ContextMode,
    pub origin: Origin,
    /// The generated shape, when there is one.
    pub tree: Option<Node>,
}

impl Case {
    /// The JSON line the oracle reads, which is also the line of a `--cases` file.
    pub fn request(&self) -> String {
        serde_json::json!({
            "src": self.src,
            "kind": self.kind.name(),
            "ctx": self.ctx.name(),
        })
        .to_string()
    }

    /// A case from one line of a `--cases` file: `{"src", "kind"?, "ctx"?}` with kind
    /// `expr` and context `full` unless given.
    pub fn from_line(text: &str, line: usize) -> Result<Case, String> {
        let v: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("line {line}: {e}"))?;
        let field = |name: &str, default: &'static str| -> Result<String, String> {
            match v.get(name) {
                None => Ok(default.to_string()),
                Some(serde_json::Value::String(s)) => Ok(s.clone()),
                Some(other) => Err(format!(
                    "line {line}: `{name}` must be a string, not {other}"
                )),
            }
        };
        let src = match v.get("src") {
            Some(serde_json::Value::String(s)) => s.clone(),
            _ => return Err(format!("line {line}: `src` (a string) is required")),
        };
        let kind_name = field("kind", "expr")?;
        let kind = Kind::from_name(&kind_name)
            .ok_or_else(|| format!("line {line}: unknown kind `{kind_name}`"))?;
        let ctx_name = field("ctx", "full")?;
        let ctx = ContextMode::from_name(&ctx_name)
            .ok_or_else(|| format!("line {line}: unknown ctx `{ctx_name}`"))?;
        Ok(Case {
            src,
            kind,
            ctx,
            origin: Origin::File { line },
            tree: None,
        })
    }

    /// How to reproduce the case, for reports.
    pub fn describe_origin(&self) -> String {
        match &self.origin {
            Origin::Fixture => "fixture check".to_string(),
            Origin::Generated { seed, index } => format!("seed {seed}, case {index}"),
            Origin::File { line } => format!("cases file line {line}"),
            Origin::Shrunk => "shrunk".to_string(),
        }
    }

    /// A copy with other source text (and shape), as made while shrinking.
    pub fn with_src(&self, src: String, tree: Option<Node>) -> Case {
        Case {
            src,
            kind: self.kind,
            ctx: self.ctx,
            origin: Origin::Shrunk,
            tree,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_lines_default_to_full_context_expressions_and_round_trip() {
        let c = Case::from_line(r#"{"src":"1 + \"a\""}"#, 3).unwrap();
        assert_eq!((c.kind, c.ctx), (Kind::Expr, ContextMode::Full));
        assert_eq!(c.origin, Origin::File { line: 3 });
        let again = Case::from_line(&c.request(), 4).unwrap();
        assert_eq!(again.src, "1 + \"a\"");
        let t = Case::from_line(r#"{"src":"x","kind":"template","ctx":"none"}"#, 1).unwrap();
        assert_eq!((t.kind, t.ctx), (Kind::Template, ContextMode::None));
    }

    #[test]
    fn bad_case_lines_are_errors_naming_the_line() {
        for bad in [
            r#"{"kind":"expr"}"#,
            r#"{"src":"1","kind":"x"}"#,
            r#"{"src":1}"#,
            "nope",
        ] {
            let err = Case::from_line(bad, 9).unwrap_err();
            assert!(err.starts_with("line 9"), "{err}");
        }
    }
}
