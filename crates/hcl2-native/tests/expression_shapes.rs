//! The trees expressions parse into: precedence and associativity, traversals versus
//! index expressions, the two splat forms' different trailing-operator rules, `for`
//! expressions, object keys and templates.

use hcl2_core::Pos;
use hcl2_native::ast::{Expr, ObjectKey, Step};
use hcl2_native::parse_expression;
use hcl2_template::Part;

/// A compact prefix form of an expression.
fn show(src: &str, e: &Expr) -> String {
    match e {
        Expr::Constant(..) | Expr::Literal(_) => lit(&e.literal().expect("a constant").0),
        Expr::Template(t) => {
            let parts: Vec<String> = t
                .template
                .parts
                .iter()
                .map(|p| match p {
                    Part::Literal(l) => format!("{:?}", l.text.as_str()),
                    Part::Interpolation(i) => format!("${{{}}}", show(src, &i.expr)),
                    Part::If(d) => format!("%if({})", show(src, &d.cond)),
                    Part::For(d) => format!("%for({})", show(src, &d.collection)),
                })
                .collect();
            format!("(tmpl {})", parts.join(" "))
        }
        Expr::PlainString(span) => format!(
            "(tmpl {:?})",
            &src[span.start as usize + 1..span.end as usize - 1]
        ),
        Expr::Variable(root_span) => src[root_span.start as usize..root_span.end as usize].into(),
        Expr::AttrPath(path) => format!(
            "{}{}",
            &src[path.root_span().start as usize..path.root_span().end as usize],
            steps(src, &path.steps())
        ),
        Expr::ScopeTraversal(t) => format!("{}{}", t.root(src), steps(src, &t.steps)),
        Expr::RelativeTraversal(t) => {
            format!("(rel {}{})", show(src, &t.source), steps(src, &t.steps))
        }
        Expr::FunctionCall(c) => {
            let args: Vec<String> = c.args.iter().map(|e| show(src, e)).collect();
            format!(
                "({} {}{})",
                c.name(src),
                args.join(" "),
                if c.expand_final { "..." } else { "" }
            )
        }
        Expr::Conditional(c) => format!(
            "(? {} {} {})",
            show(src, &c.cond),
            show(src, &c.then),
            show(src, &c.otherwise)
        ),
        Expr::Binary(b) => format!(
            "({} {} {})",
            b.op.symbol(),
            show(src, &b.lhs),
            show(src, &b.rhs)
        ),
        Expr::Unary(u) => format!("({:?} {})", u.op, show(src, &u.operand)),
        Expr::Tuple(t) => format!(
            "[{}]",
            t.elems
                .iter()
                .map(|e| show(src, e))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        Expr::Object(o) => {
            let items: Vec<String> = o
                .items
                .iter()
                .map(|i| format!("{}={}", key(src, &i.key), show(src, &i.value)))
                .collect();
            format!("{{{}}}", items.join(" "))
        }
        Expr::For(f) => format!(
            "(for {}{} {} {}{}{}{})",
            f.key_var(src).map(|k| format!("{k},")).unwrap_or_default(),
            f.value_var(src),
            show(src, &f.collection),
            f.key
                .as_ref()
                .map(|k| format!("{} => ", show(src, k)))
                .unwrap_or_default(),
            show(src, &f.value),
            if f.group { "..." } else { "" },
            f.cond
                .as_ref()
                .map(|c| format!(" if {}", show(src, c)))
                .unwrap_or_default(),
        ),
        Expr::Index(i) => format!("(index {} {})", show(src, &i.collection), show(src, &i.key)),
        Expr::Splat(s) => format!("(splat {} {})", show(src, &s.source), show(src, &s.each)),
        Expr::SplatItem(_) => "@".into(),
        Expr::Parens(p) => format!("({})", show(src, &p.expr)),
    }
}

/// A constant in its JSON form (`1`, `"k"`, `true`, `null`).
fn lit(v: &hcl2_value::Value) -> String {
    hcl2_value::json::value_to_json(v, v.ty()).unwrap_or_else(|_| "?".into())
}

fn key(src: &str, k: &ObjectKey) -> String {
    if k.parenthesized {
        format!("({})", show(src, &k.expr))
    } else {
        show(src, &k.expr)
    }
}

fn steps(src: &str, steps: &[Step]) -> String {
    steps
        .iter()
        .map(|s| match s {
            Step::Attr { name_span, .. } => format!(
                ".{}",
                &src[name_span.start as usize..name_span.end as usize]
            ),
            Step::Index(index) => format!("[{}]", lit(&index.key)),
        })
        .collect()
}

#[track_caller]
fn parses_as(src: &str, want: &str) {
    let p = parse_expression(src.as_bytes(), "e.hcl", Pos::START);
    assert!(p.diagnostics.is_empty(), "{src}: {}", p.diagnostics);
    assert_eq!(show(src, &p.value), want, "{src}");
}

#[test]
fn operators_bind_by_the_spec_levels_and_associate_left() {
    parses_as(
        "a || b && c == d < e + f * g",
        "(|| a (&& b (== c (< d (+ e (* f g))))))",
    );
    parses_as("a - b - c", "(- (- a b) c)");
    parses_as("a / b * c % d", "(% (* (/ a b) c) d)");
    parses_as("a == b != c", "(!= (== a b) c)");
    parses_as("-a.b + !c", "(+ (Negate a.b) (Not c))");
}

#[test]
fn conditionals_nest_to_the_right() {
    parses_as("a ? b : c ? d : e", "(? a b (? c d e))");
    parses_as("a && b ? c + 1 : d", "(? (&& a b) (+ c 1) d)");
}

#[test]
fn constant_keys_are_traversal_steps_and_others_are_index_expressions() {
    parses_as("a.b[0][\"k\"].c", "a.b[0][\"k\"].c");
    parses_as("a.0.b", "a[0].b");
    parses_as("a[b].c", "(rel (index a b).c)");
    parses_as("f(x).y[1]", "(rel (f x).y[1])");
}

#[test]
fn attribute_splats_take_only_attributes_and_full_splats_take_everything() {
    parses_as("a.*.b.c[0]", "(rel (splat a (rel @.b.c))[0])");
    parses_as("a[*].b.c[0]", "(splat a (rel @.b.c[0]))");
    parses_as("a[*][k]", "(splat a (index @ k))");
    parses_as("a.*", "(splat a @)");
}

#[test]
fn for_expressions_have_both_forms_with_grouping_and_filters() {
    parses_as("[for v in xs: v]", "(for v xs v)");
    parses_as("[for i, v in xs: v if i]", "(for i,v xs v if i)");
    parses_as(
        "{for k, v in m: v => k... if k}",
        "(for k,v m v => k... if k)",
    );
}

#[test]
fn object_keys_are_names_or_parenthesized_expressions_with_equals_or_colons() {
    parses_as("{a = 1, (b) = 2, \"c\": 3}", "{a=1 ((b))=2 (tmpl \"c\")=3}");
    parses_as("{\n  a = x\n  b = y\n}", "{a=x b=y}");
}

#[test]
fn calls_take_expanded_final_arguments_and_namespaced_names() {
    parses_as("f(a, b...)", "(f a b...)");
    parses_as(
        "provider::aws::arn_parse(x)",
        "(provider::aws::arn_parse x)",
    );
    parses_as("f(\n  a,\n  b,\n)", "(f a b)");
}

#[test]
fn templates_hold_literals_interpolations_and_directives() {
    parses_as("\"a${b}c\"", "(tmpl \"a\" ${b} \"c\")");
    parses_as("\"%{if a}b%{endif}\"", "(tmpl %if(a))");
    parses_as("<<-EOT\n  x ${y}\n  EOT\n", "(tmpl \"x \" ${y} \"\\n\")");
    // Literal runs split where the reference's scanner splits them (at `$${`).
    parses_as("\"\\u00e9\\t$${x}\"", "(tmpl \"é\\t\" \"${\" \"x}\")");
}
