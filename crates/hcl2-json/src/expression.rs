//! JSON values as expressions, behind `hcl2-core`'s [`Expression`] trait, evaluated as
//! the JSON syntax specification and the reference define.
//!
//! Without a context (literal-only mode) a string is its own text. With one (full
//! expression mode, even a context without variables or functions) a string is a
//! standalone native template, so that `"${a + b}"` is a number. As in the reference, the
//! template is parsed from the decoded text, positioned from the character after the
//! opening quote, so positions drift from the source after an escape sequence. Objects
//! are objects whose property names are read as string expressions too; arrays are
//! tuples; numbers, booleans and `null` (of the dynamic pseudo-type) are themselves.
//!
//! # Deliberate difference from the reference
//!
//! An object property name that evaluates to a marked string (`"${secret}": 1`) crashes
//! the reference (go-cty refuses to read a marked string). Here the name's marks move to
//! the object instead, as the native syntax's object constructor does with its keys.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::expression_view::ExpressionView;
use hcl2_core::{
    Diagnostic, Diagnostics, EvalContext, Expression, ExpressionSource, Range, SourceSyntax,
    StaticCall, StaticMapItem, Traversal,
};
use hcl2_value::strings::go_quote;
use hcl2_value::{convert, Marks, Type, Value};

use crate::analysis;
use crate::ast::{self, Extent, Property, StringLit};
use crate::compact;
use crate::template;
use crate::tree::Tree;

/// A JSON value read as an expression: a value of the tree, or an object property's
/// name, which static maps and object evaluation read as a string expression.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Node {
    /// A value.
    Value(ast::Value),
    /// A property name, as a string written at the name's extent.
    Name(StringLit),
}

impl Node {
    /// The string literal, if the node is a string value or a property name.
    pub(crate) fn string(self) -> Option<StringLit> {
        match self {
            Node::Value(ast::Value::String(s)) | Node::Name(s) => Some(s),
            Node::Value(_) => None,
        }
    }

    /// The extent of the whole node.
    fn extent(self) -> Extent {
        match self {
            Node::Value(v) => v.extent(),
            Node::Name(s) => s.extent,
        }
    }

    /// The extent messages about the whole node point at.
    fn start_extent(self) -> Extent {
        match self {
            Node::Value(v) => v.start_extent(),
            Node::Name(s) => s.extent,
        }
    }
}

/// A JSON value (or property name) of a file whose tree `tree` is, as an [`Expression`].
#[derive(Clone, Copy, Debug)]
pub struct JsonExpression<'a> {
    pub(crate) node: Node,
    pub(crate) tree: &'a Arc<Tree>,
}

impl<'a> JsonExpression<'a> {
    /// The value `value`, parsed from the file whose tree `tree` is, as an expression.
    pub fn new(value: ast::Value, tree: &'a Arc<Tree>) -> JsonExpression<'a> {
        JsonExpression {
            node: Node::Value(value),
            tree,
        }
    }

    /// The name of the property `property` as a string expression (a template in full
    /// expression mode), as object keys are read.
    pub fn property_name(property: Property, tree: &'a Arc<Tree>) -> JsonExpression<'a> {
        JsonExpression {
            node: Node::Name(property.name),
            tree,
        }
    }

    /// The value this expression reads, unless it is a property name.
    pub fn ast(&self) -> Option<ast::Value> {
        match self.node {
            Node::Value(v) => Some(v),
            Node::Name(_) => None,
        }
    }

    /// An expression over another node of the same file.
    pub(crate) fn sibling(&self, node: Node) -> JsonExpression<'a> {
        JsonExpression {
            node,
            tree: self.tree,
        }
    }

    /// The text of a string literal of the expression's file.
    pub(crate) fn text(&self, s: StringLit) -> Cow<'a, str> {
        s.text(self.tree)
    }

    fn range_of(&self, extent: Extent) -> Range {
        extent.range(self.tree)
    }

    /// Evaluates the expression: literal-only mode without a context, full expression
    /// mode with one.
    fn evaluate(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        let value = match self.node {
            Node::Name(s) => return self.string(s, ctx),
            Node::Value(value) => value,
        };
        match value {
            ast::Value::String(s) => self.string(s, ctx),
            ast::Value::Object(o) => self.object(o, ctx),
            ast::Value::Array(a) => {
                let mut diags = Diagnostics::new();
                let elements: Vec<Value> = a
                    .elements(self.tree)
                    .map(|e| {
                        let (v, d) = self.sibling(Node::Value(e)).evaluate(ctx);
                        diags.extend(d);
                        v
                    })
                    .collect();
                (Value::tuple(elements), diags)
            }
            ast::Value::Number(n) => (Value::number(n.value(self.tree)), Diagnostics::new()),
            ast::Value::Bool(b) => (Value::bool(b.value), Diagnostics::new()),
            ast::Value::Null(_) => (Value::null(Type::Dynamic), Diagnostics::new()),
            // A placeholder for unparsable input evaluates, without complaint, to the
            // dynamic unknown, so that the rest of a broken file can still be evaluated.
            ast::Value::Invalid(_) => (Value::dynamic(), Diagnostics::new()),
        }
    }

    /// A string: its text in literal-only mode, a template in full expression mode.
    fn string(&self, s: StringLit, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        let text = self.text(s);
        match ctx {
            Some(ctx) => {
                template::evaluate(&text, self.tree.pos(s.extent.start), self.tree.name(), ctx)
            }
            None => (Value::string(text), Diagnostics::new()),
        }
    }

    /// An object: each property name evaluated as a string expression and converted to a
    /// string. A name that cannot be converted, or is null, is an error and its property
    /// is left out; an unknown name makes the whole object the dynamic unknown (after
    /// every property has been evaluated for its diagnostics); a name seen before is an
    /// error at the later property.
    fn object(&self, o: ast::Object, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        let mut diags = Diagnostics::new();
        let mut attrs: BTreeMap<String, Value> = BTreeMap::new();
        let mut defined_at: BTreeMap<String, Range> = BTreeMap::new();
        let mut marks = Marks::new();
        let mut known = true;
        for p in o.properties(self.tree) {
            let (name, name_diags) = self.sibling(Node::Name(p.name)).evaluate(ctx);
            let (value, value_diags) = self.sibling(Node::Value(p.value)).evaluate(ctx);
            diags.extend(name_diags);
            diags.extend(value_diags);
            let name_range = self.range_of(p.name.extent);
            let key_error = |detail: String| {
                Diagnostic::error(
                    "Invalid object key expression",
                    detail,
                    Some(name_range.clone()),
                )
            };
            let name = match convert(&name, &Type::String) {
                Ok(name) => name,
                Err(e) => {
                    diags.push(key_error(format!(
                        "Cannot use this expression as an object key: {}.",
                        e.message()
                    )));
                    continue;
                }
            };
            if name.is_null() {
                diags.push(key_error("Cannot use null value as an object key.".into()));
                continue;
            }
            if !name.is_known() {
                known = false;
                continue;
            }
            let (name, name_marks) = name.unmark();
            marks.extend(&name_marks);
            let Some(name) = name.as_str() else {
                continue;
            };
            if let Some(first) = defined_at.get(name) {
                diags.push(Diagnostic::error(
                    "Duplicate object attribute",
                    format!(
                        "An attribute named {} was already defined at {first}.",
                        go_quote(name)
                    ),
                    Some(name_range),
                ));
                continue;
            }
            defined_at.insert(name.to_owned(), name_range);
            attrs.insert(name.to_owned(), value);
        }
        if !known {
            return (Value::dynamic(), diags);
        }
        (Value::object(attrs).with_marks(&marks), diags)
    }

    /// The variables the expression refers to: those of each string's template (strings
    /// that are not valid templates refer to none), property names included.
    pub(crate) fn collect_variables(&self, found: &mut Vec<Traversal>) {
        if let Some(s) = self.node.string() {
            found.extend(template::variables(
                &self.text(s),
                self.tree.pos(s.extent.start),
                self.tree.name(),
            ));
            return;
        }
        match self.node {
            Node::Value(ast::Value::Array(a)) => {
                for e in a.elements(self.tree) {
                    self.sibling(Node::Value(e)).collect_variables(found);
                }
            }
            Node::Value(ast::Value::Object(o)) => {
                for p in o.properties(self.tree) {
                    self.sibling(Node::Name(p.name)).collect_variables(found);
                    self.sibling(Node::Value(p.value)).collect_variables(found);
                }
            }
            _ => {}
        }
    }
}

impl Expression for JsonExpression<'_> {
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        self.evaluate(ctx)
    }

    fn variables(&self) -> Vec<Traversal> {
        let mut found = Vec::new();
        self.collect_variables(&mut found);
        found
    }

    /// The whole value (bracket to bracket for objects and arrays).
    fn range(&self) -> Range {
        self.range_of(self.node.extent())
    }

    /// The opening bracket of an object or array; the whole of anything else.
    fn start_range(&self) -> Range {
        self.range_of(self.node.start_extent())
    }

    /// A string holding a single name (`"count"`).
    fn as_keyword(&self) -> Option<String> {
        analysis::keyword(self)
    }
    /// An array's elements.
    fn as_list(&self) -> Result<Vec<Box<dyn Expression + '_>>, Diagnostics> {
        self.view_list()
    }
    /// An object's properties, names read as string expressions.
    fn as_map(&self) -> Result<Vec<StaticMapItem<'_>>, Diagnostics> {
        self.view_map()
    }
    /// A string holding a native function call; its arguments are native expressions.
    fn as_call(&self) -> Result<StaticCall<'_>, Diagnostics> {
        self.view_call()
    }
    /// The value written compactly (the file's text is not kept).
    fn source(&self) -> Option<ExpressionSource<'_>> {
        self.view_source()
    }
    /// A string holding an absolute traversal (`"var.a[0]"`).
    fn as_abs_traversal(&self) -> Result<Traversal, Diagnostics> {
        analysis::abs_traversal(self)
    }
    /// The value (or property name) with a share of its file's tree.
    fn detach(&self) -> Option<Arc<dyn Expression + Send + Sync>> {
        Some(Arc::new(DetachedJson {
            node: self.node,
            tree: self.tree.clone(),
        }))
    }
}

/// The analyses whose results borrow the tree, with the tree's lifetime.
impl<'a> ExpressionView<'a> for JsonExpression<'a> {
    fn view_list(&self) -> Result<Vec<Box<dyn Expression + 'a>>, Diagnostics> {
        let elems = analysis::static_list(self)?;
        Ok(elems
            .into_iter()
            .map(|e| Box::new(e) as Box<dyn Expression + 'a>)
            .collect())
    }
    fn view_map(&self) -> Result<Vec<StaticMapItem<'a>>, Diagnostics> {
        let items = analysis::static_map(self)?;
        Ok(items
            .into_iter()
            .map(|(key, value)| StaticMapItem {
                key: Box::new(key),
                value: Box::new(value),
            })
            .collect())
    }
    fn view_call(&self) -> Result<StaticCall<'a>, Diagnostics> {
        let call = Arc::new(analysis::static_call(self)?);
        let args = (0..call.args().len())
            .map(|index| {
                Box::new(CallArgument {
                    call: call.clone(),
                    index,
                }) as Box<dyn Expression + 'a>
            })
            .collect();
        Ok(StaticCall {
            name: call.name().to_owned(),
            name_range: call.name_range().clone(),
            args,
            args_range: call.args_range().clone(),
            expand_final: call.expand_final(),
        })
    }
    /// The value written as compact JSON: the tree does not keep its file's text.
    fn view_source(&self) -> Option<ExpressionSource<'a>> {
        let mut text = String::new();
        match self.node {
            Node::Value(v) => compact::write_value(v, self.tree, &mut text),
            Node::Name(s) => compact::write_string(&self.text(s), &mut text),
        }
        Some(ExpressionSource::rewritten(text, SourceSyntax::Json))
    }
}

/// A JSON expression holding a share of its file's tree (see [`Expression::detach`]).
#[derive(Debug)]
pub(crate) struct DetachedJson {
    node: Node,
    tree: Arc<Tree>,
}

impl DetachedJson {
    /// The value `expr` holds and its file's tree, when `expr` is a JSON value
    /// expression (borrowed or detached: it is detached to find out).
    pub(crate) fn value_of(expr: &dyn Expression) -> Option<(ast::Value, Arc<Tree>)> {
        let detached = expr.detach()?;
        let json = detached.as_any()?.downcast_ref::<DetachedJson>()?;
        match json.node {
            Node::Value(v) => Some((v, json.tree.clone())),
            Node::Name(_) => None,
        }
    }

    fn json(&self) -> JsonExpression<'_> {
        JsonExpression {
            node: self.node,
            tree: &self.tree,
        }
    }
}

hcl2_core::expression_through_view!(DetachedJson, json);

/// One argument of a call a JSON string holds: a native expression inside the call it
/// shares ownership of, since the call was parsed from the string on demand.
#[derive(Debug)]
struct CallArgument {
    call: Arc<analysis::JsonStaticCall>,
    index: usize,
}

impl CallArgument {
    fn native(&self) -> hcl2_native::NativeExpression<'_> {
        self.call.args()[self.index]
    }
}

hcl2_core::expression_through_view!(CallArgument, native);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_expression;

    fn eval(src: &str, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        let parsed = parse_expression(src.as_bytes(), "t.json");
        assert!(parsed.diagnostics.is_empty(), "{src}");
        JsonExpression::new(parsed.value, &parsed.tree).value(ctx)
    }

    #[test]
    fn a_marked_property_name_marks_the_object_instead_of_crashing() {
        let mut ctx = EvalContext::new();
        ctx.set_variable("k", Value::string("name").mark("sensitive"));
        let (v, d) = eval(r#"{"${k}": 1, "b": 2}"#, Some(&ctx));
        assert!(d.is_empty());
        assert!(v.is_marked());
        let (plain, _) = v.unmark();
        let want = Value::object([("b", Value::from(2)), ("name", Value::from(1))]);
        assert_eq!(plain, want);
    }

    #[test]
    fn literal_mode_never_reads_strings_as_templates() {
        let (v, d) = eval(r#"{"${": ["%{ if"]}"#, None);
        assert!(d.is_empty());
        let want = Value::object([("${", Value::tuple([Value::string("%{ if")]))]);
        assert_eq!(v, want);
    }

    #[test]
    fn a_property_name_is_a_string_expression_over_the_name() {
        let parsed = parse_expression(br#"{"${x}y": 1}"#, "t.json");
        let name = parsed.tree.clone();
        let ast::Value::Object(o) = parsed.value else {
            panic!("an object")
        };
        let key = JsonExpression::property_name(o.properties(&name).next().unwrap(), &name);
        assert!(key.ast().is_none());
        assert_eq!(key.value(None).0, Value::string("${x}y"));
        let mut ctx = EvalContext::new();
        ctx.set_variable("x", Value::string("a"));
        assert_eq!(key.value(Some(&ctx)).0, Value::string("ay"));
        assert_eq!(key.range().to_string(), "t.json:1,2-9");
        assert_eq!(key.start_range(), key.range());
        assert_eq!(key.variables()[0].root_name(), Some("x"));
    }

    #[test]
    fn containers_start_at_their_opening_bracket() {
        let parsed = parse_expression(b" [1, {}]", "t.json");
        let name = parsed.tree.clone();
        let expr = JsonExpression::new(parsed.value, &name);
        assert_eq!(expr.range().to_string(), "t.json:1,2-9");
        assert_eq!(expr.start_range().to_string(), "t.json:1,2-3");
    }

    #[test]
    fn unparsable_values_are_the_dynamic_unknown_without_complaint() {
        let parsed = parse_expression(b"[1, }", "t.json");
        assert!(parsed.diagnostics.has_errors());
        let (v, d) = JsonExpression::new(parsed.value, &parsed.tree).value(None);
        assert!(d.is_empty());
        assert_eq!(v, Value::dynamic());
    }

    #[test]
    fn the_deepest_nesting_the_parser_allows_evaluates() {
        let depth = crate::MAX_NESTING_DEPTH - 1;
        let src = format!(
            "{}\"${{a}}\"{}",
            "{\"${a}\": [".repeat(depth / 2),
            "]}".repeat(depth / 2)
        );
        let parsed = parse_expression(src.as_bytes(), "t.json");
        assert!(parsed.diagnostics.is_empty());
        let name = parsed.tree.clone();
        let expr = JsonExpression::new(parsed.value, &name);
        let mut ctx = EvalContext::new();
        ctx.set_variable("a", Value::string("k"));
        let (v, d) = expr.value(Some(&ctx));
        assert!(d.is_empty());
        assert!(v.is_wholly_known());
        assert_eq!(expr.variables().len(), depth / 2 + 1);
    }

    #[test]
    fn static_analyses_are_offered_through_the_expression_trait() {
        let parsed = parse_expression(br#"{"t": ["a", "list(string)"]}"#, "t.json");
        let root = JsonExpression::new(parsed.value, &parsed.tree);
        let items = root.as_map().unwrap();
        assert_eq!(items[0].key.as_keyword().as_deref(), Some("t"));
        let list = items[0].value.as_list().unwrap();
        assert_eq!(list[0].as_keyword().as_deref(), Some("a"));
        let call = list[1].as_call().unwrap();
        assert_eq!(call.name, "list");
        assert_eq!(call.args.len(), 1);
        assert_eq!(call.args[0].as_keyword().as_deref(), Some("string"));
        assert_eq!(
            call.args[0].value(None).1.iter().next().unwrap().summary,
            "Variables not allowed"
        );
        assert!(root.as_list().is_err() && root.as_call().is_err());
        assert!(list[0].as_abs_traversal().is_ok());
    }
}
