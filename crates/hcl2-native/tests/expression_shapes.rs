//! The trees expressions parse into: precedence and associativity, traversals versus
//! index expressions, the two splat forms' different trailing-operator rules, `for`
//! expressions, object keys and templates.

use hcl2_core::Pos;
use hcl2_native::ast::{Expr, ExprView, ObjectKey, Step, Tree};
use hcl2_native::parse_expression;
use hcl2_template::Part;

/// A compact prefix form of an expression, read through its view.
fn show(src: &str, t: Tree<'_>, e: &Expr) -> String {
    let show = |e: &Expr| show(src, t, e);
    match e.view(t) {
        ExprView::Literal(l) => lit(&l.value),
        ExprView::Template(tmpl) => {
            let parts: Vec<String> = tmpl
                .template
                .parts
                .iter()
                .map(|p| match p {
                    Part::Literal(l) => format!("{:?}", l.text.as_str()),
                    Part::Interpolation(i) => format!("${{{}}}", show(&i.expr)),
                    Part::If(d) => format!("%if({})", show(&d.cond)),
                    Part::For(d) => format!("%for({})", show(&d.collection)),
                })
                .collect();
            format!("(tmpl {})", parts.join(" "))
        }
        ExprView::ScopeTraversal(s) => format!("{}{}", s.root, steps(src, &s.steps)),
        ExprView::RelativeTraversal(r) => {
            format!("(rel {}{})", show(&r.source), steps(src, &r.steps))
        }
        ExprView::FunctionCall(c) => {
            let args: Vec<String> = c.args.iter().map(|a| show(&a)).collect();
            format!(
                "({} {}{})",
                c.name,
                args.join(" "),
                if c.expand_final { "..." } else { "" }
            )
        }
        ExprView::Conditional(c) => format!(
            "(? {} {} {})",
            show(&c.cond),
            show(&c.then),
            show(&c.otherwise)
        ),
        ExprView::Binary(b) => format!("({} {} {})", b.op.symbol(), show(&b.lhs), show(&b.rhs)),
        ExprView::Unary(u) => format!("({:?} {})", u.op, show(&u.operand)),
        ExprView::Tuple(tuple) => format!(
            "[{}]",
            tuple
                .elems
                .iter()
                .map(|e| show(&e))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        ExprView::Object(o) => {
            let items: Vec<String> = o
                .items
                .iter()
                .map(|i| format!("{}={}", key(src, t, &i.key), show(&i.value)))
                .collect();
            format!("{{{}}}", items.join(" "))
        }
        ExprView::For(f) => format!(
            "(for {}{} {} {}{}{}{})",
            f.key_var(src).map(|k| format!("{k},")).unwrap_or_default(),
            f.value_var(src),
            show(&f.collection),
            f.key
                .as_ref()
                .map(|k| format!("{} => ", show(k)))
                .unwrap_or_default(),
            show(&f.value),
            if f.group { "..." } else { "" },
            f.cond
                .as_ref()
                .map(|c| format!(" if {}", show(c)))
                .unwrap_or_default(),
        ),
        ExprView::Index(i) => format!("(index {} {})", show(&i.collection), show(&i.key)),
        ExprView::Splat(s) => format!("(splat {} {})", show(&s.source), show(&s.each)),
        ExprView::SplatItem(_) => "@".into(),
        ExprView::Parens(p) => format!("({})", show(&p.expr)),
        ExprView::Deferred(kept) => {
            let expanded = kept.expand();
            self::show(src, expanded.tree(), &expanded.root())
        }
        // The view is non-exhaustive: a construct added later shows as itself until named here.
        other => format!("{other:?}"),
    }
}

/// A constant in its JSON form (`1`, `"k"`, `true`, `null`).
fn lit(v: &hcl2_value::Value) -> String {
    hcl2_value::json::value_to_json(v, v.ty()).unwrap_or_else(|_| "?".into())
}

fn key(src: &str, t: Tree<'_>, k: &ObjectKey) -> String {
    if k.parenthesized {
        format!("({})", show(src, t, &k.expr))
    } else {
        show(src, t, &k.expr)
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
            Step::Index(index) => format!("[{}]", lit(&index.key(src))),
            other => format!("{other:?}"),
        })
        .collect()
}

#[track_caller]
fn parses_as(src: &str, want: &str) {
    let p = parse_expression(src.as_bytes(), "e.hcl", Pos::START);
    assert!(p.diagnostics.is_empty(), "{src}: {}", p.diagnostics);
    assert_eq!(show(src, p.tree(), &p.value), want, "{src}");
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
    // Literal runs split where the reference's scanner splits them (at `$${`), and a
    // run's pieces after the second are melded into the one before (issue 29: memory).
    parses_as("\"\\u00e9\\t$${x}\"", "(tmpl \"é\\t\" \"${x}\")");
    parses_as("\"a$${b}\"", "(tmpl \"a\" \"${b}\")");
}
