//! The standalone entry points: expressions, templates and traversals, with the
//! reference's diagnostics where the input does not fit.

use hcl2_core::{Pos, Traverser};
use hcl2_native::ast::ExprView;
use hcl2_native::{parse_expression, parse_template, parse_traversal_abs, parse_traversal_partial};
use hcl2_value::Value;

fn summaries(diags: &hcl2_core::Diagnostics) -> Vec<(String, String)> {
    diags
        .iter()
        .map(|d| {
            let r = d.subject.as_ref().expect("subject");
            (
                d.summary.clone(),
                format!("{}-{}", r.start.byte, r.end.byte),
            )
        })
        .collect()
}

#[test]
fn an_expression_ignores_newlines_and_must_end_the_input() {
    let p = parse_expression(b"a +\n  b", "e.hcl", Pos::START);
    assert!(p.diagnostics.is_empty());
    assert!(matches!(p.value.view(p.tree()), ExprView::Binary(_)));
    let p = parse_expression(b"a b", "e.hcl", Pos::START);
    assert_eq!(
        summaries(&p.diagnostics),
        [(
            "Extra characters after expression".to_string(),
            "2-3".to_string()
        )]
    );
}

#[test]
fn an_expression_starts_at_the_given_position() {
    let p = parse_expression(b"x y", "e.hcl", Pos::new(3, 5, 40));
    let r = p
        .diagnostics
        .iter()
        .next()
        .unwrap()
        .subject
        .clone()
        .unwrap();
    assert_eq!((r.start.line, r.start.column, r.start.byte), (3, 7, 42));
}

#[test]
fn absolute_traversals_have_a_root_attribute_and_index_steps() {
    let p = parse_traversal_abs(b"var.a[0][\"k\"]", "t.hcl", Pos::START);
    assert!(p.diagnostics.is_empty(), "{}", p.diagnostics);
    let t = p.value;
    assert_eq!(t.root_name(), Some("var"));
    assert_eq!(t.0.len(), 4);
    match &t.0[2] {
        Traverser::Index { key, range } => {
            assert_eq!(key, &Value::from(0));
            assert_eq!((range.start.byte, range.end.byte), (5, 8));
        }
        other => panic!("unexpected step {other:?}"),
    }
    match &t.0[3] {
        Traverser::Index { key, .. } => assert_eq!(key, &Value::from("k")),
        other => panic!("unexpected step {other:?}"),
    }
}

#[test]
fn relative_traversals_have_no_root() {
    let p = parse_traversal_partial(b".a[1].b", "t.hcl", Pos::START);
    assert!(p.diagnostics.is_empty(), "{}", p.diagnostics);
    assert!(p.value.is_relative());
    assert_eq!(p.value.0.len(), 3);
}

#[test]
fn traversals_reject_splats_and_computed_keys() {
    let cases: [(&[u8], &str, &str); 5] = [
        (b"1.a", "Variable name required", "0-1"),
        (b"a.*", "Attribute name required", "2-3"),
        (b"a[*]", "Attribute name required", "2-3"),
        (b"a[b]", "Index value required", "2-3"),
        (b"a+b", "Invalid character", "1-2"),
    ];
    for (src, summary, span) in cases {
        let p = parse_traversal_abs(src, "t.hcl", Pos::START);
        assert_eq!(
            summaries(&p.diagnostics),
            [(summary.to_string(), span.to_string())],
            "{}",
            String::from_utf8_lossy(src)
        );
    }
}

#[test]
fn a_standalone_template_keeps_newlines_and_has_no_backslash_escapes() {
    let p = parse_template(b"a\\n ${b}\n", "t.tmpl", Pos::START);
    assert!(p.diagnostics.is_empty(), "{}", p.diagnostics);
    assert_eq!(p.value.parts.len(), 3);
}

#[test]
fn invalid_utf8_is_a_diagnostic_and_a_leading_byte_order_mark_is_skipped() {
    let p = hcl2_native::parse_config(b"a = 1\nb = \"\xff\"\n", "u.hcl", Pos::START);
    assert_eq!(
        summaries(&p.diagnostics),
        [(
            "Invalid character encoding".to_string(),
            "11-12".to_string()
        )]
    );
    let p = hcl2_native::parse_config(b"\xEF\xBB\xBFa = 1\n", "b.hcl", Pos::START);
    assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
    assert_eq!(p.value.attribute_count(), 1);
    let a = p.value.attributes(p.tree()).next().unwrap();
    assert_eq!(p.source.range(a.name_span(p.source.text())).start.byte, 3);
}

#[test]
fn an_owned_buffer_parses_exactly_like_borrowed_input() {
    let inputs: [&[u8]; 4] = [
        b"a = 1\nb \"x\" { c = [1, 2] }\n",
        b"\xEF\xBB\xBFa = \"\xe9\"\n",
        b"a = \"\xff\xfe\" + \"\xe2\x82\"\nb = \xf0\x9f",
        b"\xEF\xBB\xBF",
    ];
    for src in inputs {
        let borrowed = hcl2_native::parse_config(src, "o.hcl", Pos::START);
        let owned = hcl2_native::parse_config_owned(src.to_vec(), "o.hcl", Pos::START);
        assert_eq!(owned.value, borrowed.value, "{src:?}");
        assert_eq!(owned.source.text(), borrowed.source.text(), "{src:?}");
        assert_eq!(
            summaries(&owned.diagnostics),
            summaries(&borrowed.diagnostics),
            "{src:?}"
        );
    }
}

#[test]
fn parse_errors_render_through_miette_with_the_snippet() {
    use miette::{GraphicalReportHandler, GraphicalTheme};
    let src = "a = 1\nb {\n  c = [1 2]\n}\n";
    let p = hcl2_native::parse_config(src.as_bytes(), "main.hcl", Pos::START);
    let d = p.diagnostics.iter().next().expect("an error").clone();
    let mut out = String::new();
    GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .render_report(&mut out, &hcl2_core::Report::new(d, src))
        .unwrap();
    assert!(out.contains("Missing item separator"), "{out}");
    assert!(out.contains("main.hcl:3:10"), "{out}");
    assert!(out.contains("c = [1 2]"), "{out}");
}
