//! The canonical form both implementations are reduced to before comparison: the JSON the
//! Go oracle prints (`xtask/oracle/main.go`, mode `parse`) and the same shape built from
//! our own diagnostics.

use serde::{Deserialize, Serialize};

/// A position as the reference reports it (1-based line and column, 0-based byte).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pos {
    pub line: usize,
    pub column: usize,
    pub byte: usize,
}

/// A subject range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Range {
    pub start: Pos,
    pub end: Pos,
}

/// One diagnostic, without file name (both sides parse the same file).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diag {
    /// `"error"` or `"warning"`.
    pub severity: String,
    pub summary: String,
    pub detail: String,
    pub subject: Option<Range>,
}

impl Diag {
    pub fn is_error(&self) -> bool {
        self.severity == "error"
    }
}

/// What one implementation made of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Side {
    /// The parse finished with these diagnostics (possibly none).
    Diagnostics(Vec<Diag>),
    /// The implementation panicked (or, for the reference, its process died).
    Panic(String),
    /// The request could not be attempted (e.g. the oracle could not read the file).
    Failure(String),
}

impl Side {
    /// The first error diagnostic in report order, if the parse finished.
    pub fn first_error(&self) -> Option<&Diag> {
        match self {
            Side::Diagnostics(diags) => diags.iter().find(|d| d.is_error()),
            _ => None,
        }
    }

    /// The JSON object the oracle prints for this outcome.
    pub fn to_json(&self, file: &str) -> serde_json::Value {
        match self {
            Side::Diagnostics(diags) => {
                serde_json::json!({ "file": file, "diagnostics": diags })
            }
            Side::Panic(msg) => serde_json::json!({ "file": file, "panic": msg }),
            Side::Failure(msg) => serde_json::json!({ "file": file, "error": msg }),
        }
    }
}

/// One line of the oracle's `parse` output.
#[derive(Debug, Deserialize)]
pub struct OracleLine {
    pub file: String,
    #[serde(default)]
    pub diagnostics: Option<Vec<Diag>>,
    #[serde(default)]
    pub panic: Option<String>,
    #[serde(default)]
    pub error: Option<String>,
}

impl OracleLine {
    pub fn into_side(self) -> Side {
        match (self.diagnostics, self.panic, self.error) {
            (_, Some(p), _) => Side::Panic(p),
            (_, _, Some(e)) => Side::Failure(e),
            (Some(d), None, None) => Side::Diagnostics(d),
            (None, None, None) => Side::Failure("oracle record has no diagnostics".into()),
        }
    }
}

fn pos(p: hcl2_core::Pos) -> Pos {
    Pos {
        line: p.line,
        column: p.column,
        byte: p.byte,
    }
}

/// Our diagnostics in canonical form.
pub fn from_native(diags: &hcl2_core::Diagnostics) -> Vec<Diag> {
    diags
        .iter()
        .map(|d| Diag {
            severity: match d.severity {
                hcl2_core::Severity::Error => "error".to_string(),
                hcl2_core::Severity::Warning => "warning".to_string(),
            },
            summary: d.summary.clone(),
            detail: d.detail.clone(),
            subject: d.subject.as_ref().map(|r| Range {
                start: pos(r.start),
                end: pos(r.end),
            }),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oracle_lines_decode() {
        let clean: OracleLine =
            serde_json::from_str(r#"{"file":"a.tf","diagnostics":[]}"#).unwrap();
        assert_eq!(clean.into_side(), Side::Diagnostics(vec![]));

        let line = r#"{"file":"a.tf","diagnostics":[{"severity":"error","summary":"S","detail":"D","subject":{"start":{"line":1,"column":2,"byte":1},"end":{"line":1,"column":3,"byte":2}}},{"severity":"warning","summary":"W","detail":"","subject":null}]}"#;
        let side = serde_json::from_str::<OracleLine>(line)
            .unwrap()
            .into_side();
        let first = side.first_error().unwrap();
        assert_eq!(first.summary, "S");
        assert_eq!(first.subject.unwrap().end.byte, 2);
        // Round trip through the printed form.
        let again: OracleLine = serde_json::from_value(side.to_json("a.tf")).unwrap();
        assert_eq!(again.into_side(), side);

        let panic: OracleLine = serde_json::from_str(r#"{"file":"a.tf","panic":"boom"}"#).unwrap();
        assert_eq!(panic.into_side(), Side::Panic("boom".into()));
        let err: OracleLine = serde_json::from_str(r#"{"file":"a.tf","error":"gone"}"#).unwrap();
        assert_eq!(err.into_side(), Side::Failure("gone".into()));
    }
}
