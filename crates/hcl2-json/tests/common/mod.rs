//! Renders parse results in the line format of the reference oracle that recorded this
//! crate's expected outputs (a small Go program over the reference's `json.Parse`,
//! reading the unexported tree by reflection): one line per diagnostic, and one line per
//! tree node with every range.
#![allow(dead_code)]

use std::fmt::Write as _;

use hcl2_core::{Diagnostics, Pos, Range, Severity};
use hcl2_json::ast::{Extent, Value};
use hcl2_json::Tree;

/// `s` quoted as Go's `strconv.QuoteToASCII` quotes it (every non-ASCII character escaped).
pub fn quote_ascii(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        let _ = match c {
            '"' => write!(out, "\\\""),
            '\\' => write!(out, "\\\\"),
            '\u{7}' => write!(out, "\\a"),
            '\u{8}' => write!(out, "\\b"),
            '\u{c}' => write!(out, "\\f"),
            '\n' => write!(out, "\\n"),
            '\r' => write!(out, "\\r"),
            '\t' => write!(out, "\\t"),
            '\u{b}' => write!(out, "\\v"),
            c if c < ' ' || c == '\u{7f}' => write!(out, "\\x{:02x}", c as u32),
            c if c.is_ascii() => write!(out, "{c}"),
            c if (c as u32) <= 0xFFFF => write!(out, "\\u{:04x}", c as u32),
            c => write!(out, "\\U{:08x}", c as u32),
        };
    }
    out.push('"');
    out
}

fn pos(p: Pos) -> String {
    format!("{}:{}:{}", p.line, p.column, p.byte)
}

fn range(r: &Range) -> String {
    format!("{}-{}", pos(r.start), pos(r.end))
}

fn extent(e: Extent, at: &Tree) -> String {
    format!("{}-{}", pos(at.pos(e.start)), pos(at.pos(e.end)))
}

/// `severity|summary|detail|subject|context`, one line each (`-` for no range).
pub fn diagnostics(diags: &Diagnostics) -> String {
    let mut out = String::new();
    for d in diags {
        let severity = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let subject = d.subject.as_ref().map_or("-".to_string(), range);
        let context = d.context.as_ref().map_or("-".to_string(), range);
        let _ = writeln!(
            out,
            "{severity}|{}|{}|{subject}|{context}",
            d.summary, d.detail
        );
    }
    out
}

/// The tree, one node per line, nested nodes indented.
pub fn tree(value: &Value, at: &Tree) -> String {
    let mut out = String::new();
    write_tree(value, at, "", &mut out);
    out
}

fn write_tree(value: &Value, at: &Tree, indent: &str, out: &mut String) {
    let _ = match value {
        Value::Object(o) => {
            let _ = writeln!(
                out,
                "{indent}object {} open={} close={}",
                extent(o.extent, at),
                extent(o.open_extent(), at),
                extent(o.close_extent(), at)
            );
            for p in o.properties(at) {
                let _ = writeln!(
                    out,
                    "{indent}  prop {} {}",
                    quote_ascii(&p.name.text(at)),
                    extent(p.name.extent, at)
                );
                write_tree(&p.value, at, &format!("{indent}    "), out);
            }
            Ok(())
        }
        Value::Array(a) => {
            let _ = writeln!(
                out,
                "{indent}array {} open={}",
                extent(a.extent, at),
                extent(a.open_extent(), at)
            );
            for e in a.elements(at) {
                write_tree(&e, at, &format!("{indent}  "), out);
            }
            Ok(())
        }
        Value::String(s) => writeln!(
            out,
            "{indent}string {} {}",
            quote_ascii(&s.text(at)),
            extent(s.extent, at)
        ),
        Value::Number(n) => writeln!(
            out,
            "{indent}number {} prec={} {}",
            n.value(at),
            n.value(at).precision(),
            extent(n.extent, at)
        ),
        Value::Bool(b) => writeln!(out, "{indent}bool {} {}", b.value, extent(b.extent, at)),
        Value::Null(e) => writeln!(out, "{indent}null {}", extent(*e, at)),
        Value::Invalid(e) => writeln!(out, "{indent}invalid {}", extent(*e, at)),
    };
}

/// One input with the reference's outputs: the diagnostics of `json.Parse` and the tree
/// of `json.ParseExpression` (which does not replace a root that is not a container).
pub struct Case {
    pub input: &'static [u8],
    pub diagnostics: &'static str,
    pub tree: &'static str,
}

/// Checks every case: [`hcl2_json::parse`] gives the recorded diagnostics,
/// [`hcl2_json::parse_expression`] the recorded tree, and both the same tree.
pub fn check(cases: &[Case]) {
    for case in cases {
        let shown = String::from_utf8_lossy(case.input);
        let file = hcl2_json::parse(case.input, "t.json");
        assert_eq!(
            diagnostics(&file.diagnostics),
            case.diagnostics,
            "diagnostics of {shown:?}"
        );
        let expr = hcl2_json::parse_expression(case.input, "t.json");
        assert_eq!(
            tree(&expr.value, &expr.tree),
            case.tree,
            "tree of {shown:?}"
        );
        assert_eq!(
            tree(&file.value, &file.tree),
            case.tree,
            "trees of {shown:?}"
        );
    }
}
