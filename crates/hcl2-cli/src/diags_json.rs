//! Diagnostics as the reference's `hcldec --diags json` prints them: one indented
//! document `{"diagnostics": [...]}`, each with its severity, summary, detail (left
//! out when empty) and subject range (left out when there is none).

use std::fmt::Write as _;
use std::io::{self, Write};

use hcl2::core::{Diagnostic, Diagnostics, Pos, Range, Severity};

use crate::go_json::{write_string, Json};

/// The JSON document for `diags`, with its final newline; empty when there are none
/// (the reference then prints nothing).
pub fn diagnostics_json(diags: &Diagnostics) -> String {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_diagnostics_json(diags, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// Writes [`diagnostics_json`]'s document to `w` one diagnostic at a time, so that
/// memory stays that of one diagnostic's text however many there are.
pub fn write_diagnostics_json(diags: &Diagnostics, w: &mut dyn Write) -> io::Result<()> {
    if diags.is_empty() {
        return Ok(());
    }
    let mut out = String::from("{\n  \"diagnostics\": [");
    for (i, d) in diags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("\n    ");
        write_diagnostic(&mut out, d);
        if out.len() >= FLUSH_BYTES {
            w.write_all(out.as_bytes())?;
            out.clear();
        }
    }
    out.push_str("\n  ]\n}\n");
    w.write_all(out.as_bytes())
}

/// How much text is gathered before it is written.
const FLUSH_BYTES: usize = 1 << 16;

/// Appends one diagnostic as it reads inside the document's list (its first line not
/// indented), straight from the diagnostic's fields: no copy of its texts, no tree.
fn write_diagnostic(out: &mut String, d: &Diagnostic) {
    let severity = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    out.push_str("{\n      \"severity\": ");
    write_string(out, severity);
    out.push_str(",\n      \"summary\": ");
    write_string(out, &d.summary);
    if !d.detail.is_empty() {
        out.push_str(",\n      \"detail\": ");
        write_string(out, &d.detail);
    }
    if let Some(subject) = &d.subject {
        out.push_str(",\n      \"subject\": {\n        \"filename\": ");
        write_string(out, &subject.filename);
        out.push_str(",\n        \"start\": ");
        write_pos(out, &subject.start);
        out.push_str(",\n        \"end\": ");
        write_pos(out, &subject.end);
        out.push_str("\n      }");
    }
    out.push_str("\n    }");
}

/// Appends a subject's position, three levels inside the diagnostic.
fn write_pos(out: &mut String, p: &Pos) {
    let _ = write!(
        out,
        "{{\n          \"line\": {},\n          \"column\": {},\n          \"byte\": {}\n        }}",
        p.line, p.column, p.byte
    );
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

    /// The diagnostic as a JSON tree, the form the direct writer must render alike.
    fn diagnostic_json(d: &Diagnostic) -> Json {
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
    }

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

    #[test]
    fn the_streamed_document_is_the_whole_document_indented() {
        let mut diags = Diagnostics::new();
        for i in 0..2000 {
            let at = Range::new(
                "f.hcl",
                Pos::new(i + 1, 1, i * 4),
                Pos::new(i + 1, 2, i * 4 + 1),
            );
            diags.push(Diagnostic::error(
                "Unsupported argument",
                format!("No a{i}."),
                Some(at),
            ));
        }
        let list = diags.iter().map(diagnostic_json).collect();
        let doc = Json::Object(vec![("diagnostics".to_string(), Json::Array(list))]);
        let streamed = diagnostics_json(&diags);
        assert!(streamed.len() > 2 * FLUSH_BYTES);
        assert_eq!(streamed, doc.indented() + "\n");
    }
}
