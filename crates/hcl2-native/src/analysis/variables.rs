//! The variables an expression, template, attribute or body refers to: every variable
//! reference that must be found in the root scope, in the order the reference's walk
//! meets them.
//!
//! Names bound by a `for` expression or a template `for` directive are local to its
//! key, value and condition (not to its collection), and references to them are left
//! out; a splat's element is never a variable; a bare name used as an object key is a
//! literal key, not a reference.

use crate::ast::Repr;
use hcl2_core::{Traversal, Traverser};
use hcl2_template::{Part, Template};

use super::statics::{key_is_expression, step};
use crate::ast::{
    plain_call, plain_object, plain_template, plain_tuple, Attribute, Body, Expr, Tree,
};

/// The root-scope traversals `expr` refers to, in source order.
pub fn expr_variables(expr: &Expr, file: Tree<'_>) -> Vec<Traversal> {
    let mut walk = Walk::new(file);
    walk.expr(expr);
    walk.found
}

/// Whether `expr` refers to any root-scope variable: [`expr_variables`] stopping at
/// the first, without building traversals.
pub fn expr_has_variables(expr: &Expr, file: Tree<'_>) -> bool {
    let mut walk = Walk::new(file);
    walk.first_only = true;
    walk.expr(expr);
    walk.any
}

/// The root-scope traversals a template refers to, in source order.
pub fn template_variables(template: &Template<Expr>, file: Tree<'_>) -> Vec<Traversal> {
    let mut walk = Walk::new(file);
    walk.template(template);
    walk.found
}

/// The root-scope traversals an attribute's expression refers to.
pub fn attribute_variables(attr: &Attribute, file: Tree<'_>) -> Vec<Traversal> {
    expr_variables(&attr.expr, file)
}

/// The root-scope traversals of a body: its attributes first (in source order; the
/// reference's order among attributes is unspecified), then each nested block's body.
pub fn body_variables(body: &Body, file: Tree<'_>) -> Vec<Traversal> {
    let mut walk = Walk::new(file);
    walk.body(body);
    walk.found
}

/// A depth-first walk collecting references, with the names of the enclosing `for`
/// scopes.
struct Walk<'a> {
    file: Tree<'a>,
    locals: Vec<&'a str>,
    found: Vec<Traversal>,
    /// Whether a reference was met.
    any: bool,
    /// Only whether there is a reference matters: stop at the first, build nothing.
    first_only: bool,
}

impl<'a> Walk<'a> {
    fn new(file: Tree<'a>) -> Self {
        Walk {
            file,
            locals: Vec::new(),
            found: Vec::new(),
            any: false,
            first_only: false,
        }
    }

    fn body(&mut self, body: &Body) {
        let file = self.file;
        for attr in body.attributes(file) {
            self.expr(&attr.expr);
        }
        for block in body.blocks(file.nodes) {
            self.body(&block.body(file));
        }
    }

    fn expr(&mut self, expr: &Expr) {
        if self.any && self.first_only {
            return;
        }
        let file = self.file;
        match *expr {
            Expr(Repr::Constant(..))
            | Expr(Repr::Number(_))
            | Expr(Repr::Literal(..))
            | Expr(Repr::PlainString(_))
            | Expr(Repr::EmptyCall(_))
            | Expr(Repr::SplatItem(_)) => {}
            // Plain constants and bare keys only: no variables.
            Expr(Repr::PlainTuple(shape, _)) | Expr(Repr::PlainObject(shape, _))
                if !shape.dynamic() => {}
            // Read again, and walked with the names bound around it.
            Expr(Repr::Deferred(span, skip_newlines)) => {
                let (root, nodes) = crate::parser::deferred::expand(file.file, span, skip_newlines);
                let mut inner = Walk::new(Tree::new(file.file, &nodes));
                inner.locals.extend(self.locals.iter().copied());
                inner.first_only = self.first_only;
                inner.expr(&root);
                self.any |= inner.any;
                self.found.append(&mut inner.found);
            }
            // Its references are read again from the text, elements and values (a
            // plain object's keys are bare names and constants, never references,
            // unless deferred).
            Expr(Repr::PlainTuple(shape, span)) => {
                for elem in plain_tuple(span, shape, file).elems {
                    self.expr(&elem);
                }
            }
            Expr(Repr::PlainObject(shape, span)) => {
                for item in plain_object(span, shape, file).items {
                    // Only a deferred key can be an expression (`(k) = v`, `a.b = v`).
                    if shape.deferred() && key_is_expression(&item.key, file) {
                        self.expr(&item.key.expr);
                    }
                    self.expr(&item.value);
                }
            }
            Expr(Repr::Variable(_)) | Expr(Repr::AttrPath(_)) | Expr(Repr::ScopeTraversal(..)) => {
                let Some((root_span, steps)) = expr.scope_traversal(file.nodes) else {
                    return;
                };
                let root = file.file.slice(root_span);
                if !self.locals.contains(&root) {
                    self.any = true;
                    if self.first_only {
                        return;
                    }
                    let mut found = vec![Traverser::Root {
                        name: root.to_string(),
                        range: file.range(root_span),
                    }];
                    found.extend(steps.iter().map(|s| step(s, file)));
                    self.found.push(Traversal(found));
                }
            }
            Expr(Repr::Template(t, _)) => self.template(&file.get(t).template),
            // Text and interpolations of traversals only.
            Expr(Repr::PlainTemplate(form, span)) => {
                for part in &plain_template::read(form, span, file.file).template.parts {
                    if let Part::Interpolation(i) = part {
                        self.expr(&i.expr);
                    }
                }
            }
            Expr(Repr::RelativeTraversal(r, _)) => self.expr(&file.get(r).source),
            Expr(Repr::FunctionCall(c, _)) => file
                .list(file.get(c).args)
                .iter()
                .for_each(|a| self.expr(a)),
            Expr(Repr::PlainCall(shape, span)) => {
                for arg in plain_call(span, shape, file).args {
                    self.expr(&arg);
                }
            }
            Expr(Repr::Conditional(c, _)) => {
                let c = file.get(c);
                self.expr(&c.cond);
                self.expr(&c.then);
                self.expr(&c.otherwise);
            }
            Expr(Repr::Binary(b, _)) => {
                let b = file.get(b);
                self.expr(&b.lhs);
                self.expr(&b.rhs);
            }
            Expr(Repr::Unary(u, _)) => self.expr(&file.get(u).operand),
            Expr(Repr::Tuple(t, _)) => file
                .list(file.get(t).elems)
                .iter()
                .for_each(|e| self.expr(e)),
            Expr(Repr::Object(o, _)) => {
                for item in file.list(file.get(o).items) {
                    if key_is_expression(&item.key, file) {
                        self.expr(&item.key.expr);
                    }
                    self.expr(&item.value);
                }
            }
            Expr(Repr::For(f, _)) => {
                let f = file.get(f);
                self.expr(&f.collection);
                let src = file.file.text();
                let mark = self.bind(f.key_var(src), f.value_var(src));
                if let Some(key) = &f.key {
                    self.expr(key);
                }
                self.expr(&f.value);
                if let Some(cond) = &f.cond {
                    self.expr(cond);
                }
                self.locals.truncate(mark);
            }
            Expr(Repr::Index(i, _)) => {
                let i = file.get(i);
                self.expr(&i.collection);
                self.expr(&i.key);
            }
            Expr(Repr::Splat(s, _)) => {
                let s = file.get(s);
                self.expr(&s.source);
                self.expr(&s.each);
            }
            Expr(Repr::Parens(p, _)) => self.expr(&file.get(p).expr),
        }
    }

    fn template(&mut self, template: &'a Template<Expr>) {
        for part in &template.parts {
            match part {
                Part::Literal(_) => {}
                Part::Interpolation(i) => self.expr(&i.expr),
                Part::If(d) => {
                    self.expr(&d.cond);
                    self.template(&d.then);
                    if let Some(otherwise) = &d.otherwise {
                        self.template(otherwise);
                    }
                }
                Part::For(d) => {
                    self.expr(&d.collection);
                    let key = d.key_var.as_ref().map(|b| b.name.as_str());
                    let mark = self.bind(key, &d.value_var.name);
                    self.template(&d.body);
                    self.locals.truncate(mark);
                }
            }
        }
    }

    /// Opens a `for` scope; returns the mark to truncate back to when it closes.
    fn bind(&mut self, key: Option<&'a str>, value: &'a str) -> usize {
        let mark = self.locals.len();
        self.locals.extend(key);
        self.locals.push(value);
        mark
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_ast::*;
    use super::*;
    use crate::ast::{Attribute, BinaryOp, Block, Body};
    use hcl2_core::Span;

    fn vars(src: &str, expr: &Expr) -> Vec<String> {
        show_traversals(&expr_variables(expr, file(src).tree()))
    }

    fn attribute(name: &str, at: u32, expr: Expr) -> Attribute {
        let name_span = sp(at, at + name.len() as u32);
        Attribute::new(name_span, expr, expr.span().end)
    }

    fn block(type_name: &str, at: u32, body: Body) -> Block {
        let type_span = sp(at, at + type_name.len() as u32);
        let labels = Some(crate::ast::Ids::EMPTY);
        let at = (at, type_span.end);
        super::super::test_ast::with_nodes(|nodes| {
            Block::new(
                type_span,
                labels,
                &body,
                at,
                false,
                &hcl2_core::SourceFile::new("", ""),
                nodes,
            )
        })
    }

    fn body(attributes: Vec<Attribute>, blocks: Vec<Block>) -> Body {
        Body::stored(store_all(attributes), store_all(blocks), Span::default())
    }

    #[test]
    fn a_traversal_is_reported_whole_with_every_step_range() {
        let src = "a.b[0].c";
        let e = trav("a", 0, vec![attr("b", 1), index(0, 3, 6), attr("c", 6)]);
        assert_eq!(
            vars(src, &e),
            ["Root(a)@1:1(0)-1:2(1) Attr(b)@1:2(1)-1:4(3) Index(0)@1:4(3)-1:7(6) Attr(c)@1:7(6)-1:9(8)"]
        );
    }

    #[test]
    fn bare_name_object_keys_are_literals_but_other_keys_are_references() {
        let (src, e) = (MIXED_KEYS, mixed_keys_object());
        assert_eq!(
            vars(src, &e),
            [
                "Root(b)@1:9(8)-1:10(9) Attr(c)@1:10(9)-1:12(11)",
                "Root(d)@1:15(14)-1:16(15)",
                "Root(e)@1:19(18)-1:20(19)",
                "Root(f)@1:24(23)-1:25(24)",
                "Root(h)@1:33(32)-1:34(33)",
                "Root(i)@1:47(46)-1:48(47)",
                "Root(k)@1:54(53)-1:55(54)",
            ]
        );
    }

    #[test]
    fn a_parenthesized_bare_name_key_is_a_reference_even_without_the_parens_node() {
        // `{(a) = 1}`: whether or not the parser keeps the parentheses node, the flag
        // alone makes the key an expression.
        let src = "{(a) = 1}";
        let e = object(vec![(pkey(var("a", 2)), lit(1, 7, 8))], 0, 9);
        assert_eq!(vars(src, &e), ["Root(a)@1:3(2)-1:4(3)"]);
    }

    #[test]
    fn for_names_are_local_to_key_value_and_condition() {
        let src = "[for k, v in coll: k + v + x if v > y]";
        let value = binary(
            BinaryOp::Add,
            binary(BinaryOp::Add, var("k", 19), var("v", 23), 21),
            var("x", 27),
            25,
        );
        let cond = binary(BinaryOp::Greater, var("v", 32), var("y", 36), 34);
        let e = for_expr(
            For {
                key_var: Some(("k", 5)),
                value_var: ("v", 8),
                collection: var("coll", 13),
                key: None,
                value,
                cond: Some(cond),
                group: false,
            },
            0,
            38,
        );
        assert_eq!(
            vars(src, &e),
            [
                "Root(coll)@1:14(13)-1:18(17)",
                "Root(x)@1:28(27)-1:29(28)",
                "Root(y)@1:37(36)-1:38(37)",
            ]
        );
    }

    #[test]
    fn object_for_key_and_grouped_value_see_the_local_names() {
        let src = "{for v in coll: v => [v, w]...}";
        let e = for_expr(
            For {
                key_var: None,
                value_var: ("v", 5),
                collection: var("coll", 10),
                key: Some(var("v", 16)),
                value: tuple(vec![var("v", 22), var("w", 25)], 21, 27),
                cond: None,
                group: true,
            },
            0,
            31,
        );
        assert_eq!(
            vars(src, &e),
            ["Root(coll)@1:11(10)-1:15(14)", "Root(w)@1:26(25)-1:27(26)"]
        );
    }

    #[test]
    fn the_collection_is_outside_the_for_scope() {
        let src = "[for v in v: v]";
        let e = for_expr(
            For {
                key_var: None,
                value_var: ("v", 5),
                collection: var("v", 10),
                key: None,
                value: var("v", 13),
                cond: None,
                group: false,
            },
            0,
            15,
        );
        assert_eq!(vars(src, &e), ["Root(v)@1:11(10)-1:12(11)"]);
    }

    #[test]
    fn nested_for_scopes_accumulate() {
        let src = "[for x in xs: [for y in x: x + y + z]]";
        let inner = for_expr(
            For {
                key_var: None,
                value_var: ("y", 19),
                collection: var("x", 24),
                key: None,
                value: binary(
                    BinaryOp::Add,
                    binary(BinaryOp::Add, var("x", 27), var("y", 31), 29),
                    var("z", 35),
                    33,
                ),
                cond: None,
                group: false,
            },
            14,
            37,
        );
        let e = for_expr(
            For {
                key_var: None,
                value_var: ("x", 5),
                collection: var("xs", 10),
                key: None,
                value: inner,
                cond: None,
                group: false,
            },
            0,
            38,
        );
        assert_eq!(
            vars(src, &e),
            ["Root(xs)@1:11(10)-1:13(12)", "Root(z)@1:36(35)-1:37(36)"]
        );
    }

    #[test]
    fn splat_sources_are_references_and_the_splat_item_is_not() {
        let src = "a[*].b + c.*.d";
        let (m1, m2) = (sp(1, 4), sp(10, 12));
        let lhs = splat(var("a", 0), m1, rel(splat_item(m1), vec![attr("b", 4)]));
        let rhs = splat(var("c", 9), m2, rel(splat_item(m2), vec![attr("d", 12)]));
        let e = binary(BinaryOp::Add, lhs, rhs, 7);
        assert_eq!(
            vars(src, &e),
            ["Root(a)@1:1(0)-1:2(1)", "Root(c)@1:10(9)-1:11(10)"]
        );
    }

    #[test]
    fn index_call_conditional_and_unary_operands_are_walked_in_order() {
        // `a[x].b ? f(c).d : -e`
        let src = "a[x].b ? f(c).d : -e";
        let e = conditional(
            rel(
                index_expr(var("a", 0), var("x", 2), 1, 3),
                vec![attr("b", 4)],
            ),
            rel(
                call("f", 9, vec![var("c", 11)], false, 12),
                vec![attr("d", 13)],
            ),
            unary(crate::ast::UnaryOp::Negate, var("e", 19), 18),
        );
        assert_eq!(
            vars(src, &e),
            [
                "Root(a)@1:1(0)-1:2(1)",
                "Root(x)@1:3(2)-1:4(3)",
                "Root(c)@1:12(11)-1:13(12)",
                "Root(e)@1:20(19)-1:21(20)",
            ]
        );
    }

    #[test]
    fn template_for_directive_names_are_local_to_its_body_only() {
        let src = r#""%{for k, v in m}${k}${v}${w}%{endfor}${v}""#;
        let body = template(
            vec![
                interp(var("k", 19), 17, 21),
                interp(var("v", 23), 21, 25),
                interp(var("w", 27), 25, 29),
            ],
            17,
            29,
        );
        let e = quoted(
            vec![
                tfor(
                    (Some(("k", 7)), ("v", 10)),
                    var("m", 15),
                    body,
                    sp(1, 17),
                    sp(29, 38),
                ),
                interp(var("v", 40), 38, 42),
            ],
            0,
            43,
        );
        assert_eq!(
            vars(src, &e),
            [
                "Root(m)@1:16(15)-1:17(16)",
                "Root(w)@1:28(27)-1:29(28)",
                "Root(v)@1:41(40)-1:42(41)",
            ]
        );
    }

    #[test]
    fn template_interpolations_and_if_branches_are_walked_in_order() {
        let src = r#""${a} and %{for x in xs}${x}${y}%{endfor}""#;
        let body = template(
            vec![interp(var("x", 26), 24, 28), interp(var("y", 30), 28, 32)],
            24,
            32,
        );
        let e = quoted(
            vec![
                interp(var("a", 3), 1, 5),
                tlit(" and ", 5, 10),
                tfor(
                    (None, ("x", 16)),
                    var("xs", 21),
                    body,
                    sp(10, 24),
                    sp(32, 41),
                ),
            ],
            0,
            42,
        );
        assert_eq!(
            vars(src, &e),
            [
                "Root(a)@1:4(3)-1:5(4)",
                "Root(xs)@1:22(21)-1:24(23)",
                "Root(y)@1:31(30)-1:32(31)",
            ]
        );

        let src = r#""%{if c}${d}%{else}${e}%{endif}""#;
        let t = template(
            vec![tif(
                var("c", 6),
                template(vec![interp(var("d", 10), 8, 12)], 8, 12),
                Some((
                    sp(12, 19),
                    template(vec![interp(var("e", 21), 19, 23)], 19, 23),
                )),
                sp(1, 8),
                sp(23, 31),
            )],
            1,
            31,
        );
        assert_eq!(
            show_traversals(&template_variables(&t, file(src).tree())),
            [
                "Root(c)@1:7(6)-1:8(7)",
                "Root(d)@1:11(10)-1:12(11)",
                "Root(e)@1:22(21)-1:23(22)",
            ]
        );
    }

    #[test]
    fn a_body_gives_its_attributes_then_its_blocks_recursively() {
        let src = "b \"l\" {\n  x = p\n  c {\n    y = [for v in r: v + s]\n  }\n}\na = q\nd {\n  z = \"${t}\"\n}\n";
        let y = for_expr(
            For {
                key_var: None,
                value_var: ("v", 35),
                collection: var("r", 40),
                key: None,
                value: binary(BinaryOp::Add, var("v", 43), var("s", 47), 45),
                cond: None,
                group: false,
            },
            30,
            49,
        );
        let z = quoted(vec![interp(var("t", 75), 73, 77)], 72, 78);
        let b = block(
            "b",
            0,
            body(
                vec![attribute("x", 10, var("p", 14))],
                vec![block("c", 18, body(vec![attribute("y", 26, y)], vec![]))],
            ),
        );
        let d = block("d", 62, body(vec![attribute("z", 68, z)], vec![]));
        let top = body(vec![attribute("a", 56, var("q", 60))], vec![b, d]);
        let f = file(src);
        assert_eq!(
            show_traversals(&body_variables(&top, f.tree())),
            [
                "Root(q)@7:5(60)-7:6(61)",
                "Root(p)@2:7(14)-2:8(15)",
                "Root(r)@4:19(40)-4:20(41)",
                "Root(s)@4:26(47)-4:27(48)",
                "Root(t)@9:10(75)-9:11(76)",
            ]
        );
        assert_eq!(
            show_traversals(&attribute_variables(
                &top.attributes(f.tree()).next().unwrap(),
                f.tree()
            )),
            ["Root(q)@7:5(60)-7:6(61)"]
        );
    }

    #[test]
    fn has_variables_agrees_with_the_traversals_found() {
        let cases = [
            ("1 + 2", false),
            ("\"text\"", false),
            ("\"a-${b}\"", true),
            ("f(1, [2])", false),
            ("map(string)", true),
            ("[for v in [1]: v]", false),
            ("[for v in [1]: v + w]", true),
            ("{ a = 1, (b) = 2 }", true),
            ("{ a = { c = [null] } }", false),
            ("true ? null : x.y[0]", true),
        ];
        for (src, expected) in cases {
            let p = crate::parse_expression(src.as_bytes(), "t.hcl", hcl2_core::Pos::START);
            assert!(!p.diagnostics.has_errors(), "{src}");
            let found = expr_variables(&p.value, p.tree());
            assert_eq!(expr_has_variables(&p.value, p.tree()), expected, "{src}");
            assert_eq!(!found.is_empty(), expected, "{src}");
        }
    }
}
