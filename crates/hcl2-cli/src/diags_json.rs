//! Diagnostics as the reference's `hcldec --diags json` prints them: one indented
//! document `{"diagnostics": [...]}`, each with its severity, summary, detail (left
//! out when empty) and subject range (left out when there is none).

use hcl2::core::{Diagnostics, Pos, Range, Severity};

use crate::go_json::Json;

/// The JSON document for `diags`, with its final newline; empty when there are none
/// (the reference then prints nothing).
pub fn diagnostics_json(diags: &Diagnostics) -> String {
    if diags.is_empty() {
        return String::new();
    }
    let list = diags
        .iter()
        .map(|d| {
            let severity = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            let mut props = vec![
                ("severity".to_string(), Json::str(severity)),
                ("summary".to_string(), Json::str(d.summary.clone())),
            ];
            if !d.detail.is_empty() {
                props.push(("detail".to_string(), Json::str(d.detail.clone())));
            }
            if let Some(subject) = &d.subject {
                props.push(("subject".to_string(), range_json(subject)));
            }
            Json::Object(props)
        })
        .collect();
    let doc = Json::Object(vec![("diagnostics".to_string(), Json::Array(list))]);
    let mut out = doc.indented();
    out.push('\n');
    out
}

/// A range as the reference's tools write one: file name, then start and end
/// positions of line, column and byte.
pub fn range_json(range: &Range) -> Json {
    let pos = |p: &Pos| {
        Json::Object(vec![
            ("line".to_string(), Json::int(p.line)),
            ("column".to_string(), Json::int(p.column)),
            ("byte".to_string(), Json::int(p.byte)),
        ])
    };
    Json::Object(vec![
        (
            "filename".to_string(),
            Json::str(range.filename.to_string()),
        ),
        ("start".to_string(), pos(&range.start)),
        ("end".to_string(), pos(&range.end)),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2::core::Diagnostic;

    #[test]
    fn no_diagnostics_print_nothing() {
        assert_eq!(diagnostics_json(&Diagnostics::new()), "");
    }

    #[test]
    fn empty_details_and_missing_subjects_are_left_out() {
        let mut diags = Diagnostics::new();
        let at = Range::new("a<b>.hcl", Pos::new(1, 2, 1), Pos::new(1, 5, 4));
        diags.push(Diagnostic::error("Bad", "Very \"bad\".", Some(at)));
        diags.push(Diagnostic::warning("Odd", "", None));
        let want = r#"{
  "diagnostics": [
    {
      "severity": "error",
      "summary": "Bad",
      "detail": "Very \"bad\".",
      "subject": {
        "filename": "a\u003cb\u003e.hcl",
        "start": {
          "line": 1,
          "column": 2,
          "byte": 1
        },
        "end": {
          "line": 1,
          "column": 5,
          "byte": 4
        }
      }
    },
    {
      "severity": "warning",
      "summary": "Odd"
    }
  ]
}
"#;
        assert_eq!(diagnostics_json(&diags), want);
    }
}
