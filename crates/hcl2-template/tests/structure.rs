//! The shape of parsed templates: directive nesting, spans, strip flags, `Parsed::end`
//! in each mode, nested quoted templates, and robustness on truncated input.

#[path = "../examples/toy/mod.rs"]
mod toy;

use hcl2_core::{Diagnostics, ParseDiagnostics, ParseOptions, SourceFile, Span};
use hcl2_template::{parse, Mode, Part, Strip, Template};
use toy::{Expr, Toy};

fn parse_with(src: &str, start: usize, mode: Mode<'_>) -> (Template<Expr>, usize, Diagnostics) {
    let file = SourceFile::new("t.hcl", src);
    let mut diags = ParseDiagnostics::new(&ParseOptions::new().max_diagnostics(usize::MAX));
    let mut toy = Toy::new(&file);
    let parsed = parse(&mut toy, &file, start, mode, &mut diags);
    (parsed.template, parsed.end, diags.finish())
}

fn s(start: u32, end: u32) -> Span {
    Span::new(start, end)
}

#[test]
fn if_directive_keeps_branches_spans_and_strip_flags() {
    let src = "%{ if a ~}x%{~ else }y%{ endif ~}";
    let (t, end, diags) = parse_with(src, 0, Mode::Standalone);
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(end, src.len());
    let [Part::If(d)] = t.parts.as_slice() else {
        panic!("{:?}", t.parts)
    };
    assert_eq!(d.cond, Expr::Var("a".into(), s(6, 7)));
    assert_eq!(d.if_span, s(0, 10));
    assert_eq!(d.else_span, Some(s(11, 21)));
    assert_eq!(d.endif_span, s(22, 33));
    assert_eq!(d.span, s(0, 33));
    assert_eq!(d.then.as_literal(), Some("x"));
    assert_eq!(d.then.span, s(10, 11));
    let otherwise = d.otherwise.as_ref().expect("else branch");
    assert_eq!(otherwise.as_literal(), Some("y"));
    assert_eq!(otherwise.span, s(21, 22));
    assert_eq!(
        d.strip,
        [
            Strip {
                left: false,
                right: true
            },
            Strip {
                left: true,
                right: false
            },
            Strip {
                left: false,
                right: true
            },
        ]
    );
}

#[test]
fn for_directive_binds_key_and_value_names() {
    let src = "%{ for k, v in c }${v}%{ endfor }";
    let (t, _, diags) = parse_with(src, 0, Mode::Standalone);
    assert!(diags.is_empty(), "{diags}");
    let [Part::For(d)] = t.parts.as_slice() else {
        panic!("{:?}", t.parts)
    };
    let key = d.key_var.as_ref().expect("key");
    assert_eq!((key.name.as_str(), key.span), ("k", s(7, 8)));
    assert_eq!(
        (d.value_var.name.as_str(), d.value_var.span),
        ("v", s(10, 11))
    );
    assert_eq!(d.collection, Expr::Var("c".into(), s(15, 16)));
    assert_eq!(d.for_span, s(0, 18));
    assert_eq!(d.endfor_span, s(22, 33));
    assert_eq!(d.body.span, s(18, 22));
    assert!(matches!(d.body.parts.as_slice(), [Part::Interpolation(_)]));
}

#[test]
fn quoted_template_ends_after_its_closing_quote() {
    let src = "x = \"a${b}\" # c";
    let (t, end, diags) = parse_with(src, 5, Mode::Quoted);
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(end, 11);
    assert_eq!(t.span, s(5, 10));
    let Part::Interpolation(i) = &t.parts[1] else {
        panic!("{:?}", t.parts)
    };
    assert_eq!(i.span, s(6, 10));
}

#[test]
fn heredoc_ends_after_the_marker_line_text_before_its_newline() {
    let src = "x = <<-EOT\n  a\n  EOT  \r\ny = 1\n";
    let (t, end, diags) = parse_with(
        src,
        11,
        Mode::Heredoc {
            marker: "EOT",
            flush: true,
        },
    );
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(end, 22);
    assert_eq!(t.span, s(11, 15));
    assert_eq!(t.as_literal(), Some("a\n"));
}

#[test]
fn nested_quoted_templates_come_back_whole() {
    let src = "\"${ \"a${b}\" }\"";
    let (t, end, diags) = parse_with(src, 1, Mode::Quoted);
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(end, src.len());
    let [Part::Interpolation(i)] = t.parts.as_slice() else {
        panic!("{:?}", t.parts)
    };
    let Expr::Str(inner, span) = &i.expr else {
        panic!("{:?}", i.expr)
    };
    assert_eq!(*span, s(4, 11));
    assert_eq!(inner.parts.len(), 2);
}

#[test]
fn escaped_openers_give_literal_text() {
    let (t, _, diags) = parse_with("$${a} %%{b}", 0, Mode::Standalone);
    assert!(diags.is_empty(), "{diags}");
    let text: String = t
        .parts
        .iter()
        .map(|p| match p {
            Part::Literal(l) => l.text.as_str(),
            _ => panic!("{p:?}"),
        })
        .collect();
    assert_eq!(text, "${a} %{b}");
}

#[test]
fn truncated_and_odd_inputs_never_panic_in_any_mode() {
    let samples = [
        "\"a${b ~} \\u00e9 \\U0001F60 %{ if c }é%{ else }%{ endif ~}\\\r\n\"",
        "<<-EOT\n  ${x~}\n\t %{ for a, b in c }\r\n  ${\"${d}\"}%{endfor}\r  EOT\n",
        "%{ for é in x }${ \"${ <<EOT\n}\nEOT\n }\" /* } */ }%{endfor}$$$%%%{",
    ];
    for sample in samples {
        for cut in (0..=sample.len()).filter(|&i| sample.is_char_boundary(i)) {
            let text = &sample[..cut];
            for start in [0, 1, 7, cut] {
                let start = start.min(cut);
                if !text.is_char_boundary(start) {
                    continue;
                }
                for mode in [
                    Mode::Standalone,
                    Mode::Quoted,
                    Mode::Heredoc {
                        marker: "EOT",
                        flush: true,
                    },
                ] {
                    let (t, end, _) = parse_with(text, start, mode);
                    assert!(end >= start && end <= text.len(), "{text:?} {mode:?}");
                    assert!(t.span.start as usize >= start && t.span.end as usize <= end);
                }
            }
        }
    }
}
