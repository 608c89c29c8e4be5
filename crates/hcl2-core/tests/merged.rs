//! Merged bodies over a minimal body of arguments only, pinning the reference's
//! `hcl.MergeBodies` behaviour that does not depend on a syntax (the native syntax's
//! tests compare merged files with the reference in detail).

use hcl2_core::{
    Attribute, Attributes, Body, BodyContent, BodySchema, Diagnostics, EvalContext, Expression,
    MergedBody, Pos, Range, Traversal,
};
use hcl2_value::Value;

/// A constant expression.
#[derive(Debug)]
struct Constant(Value, Range);

impl Expression for Constant {
    fn value(&self, _: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        (self.0.clone(), Diagnostics::new())
    }
    fn variables(&self) -> Vec<Traversal> {
        Vec::new()
    }
    fn range(&self) -> Range {
        self.1.clone()
    }
    fn start_range(&self) -> Range {
        self.1.clone()
    }
}

/// A body of named numbers in one file, one per line, that takes what a schema names.
#[derive(Debug)]
struct Args {
    file: &'static str,
    args: Vec<(&'static str, i64)>,
}

impl Args {
    fn range(&self, line: usize) -> Range {
        Range::new(self.file, Pos::new(line, 1, 0), Pos::new(line, 2, 1))
    }
    fn attribute(&self, i: usize) -> Attribute<'_> {
        let (name, v) = self.args[i];
        Attribute {
            name: name.into(),
            expr: Box::new(Constant(Value::from(v), self.range(i + 1))),
            range: self.range(i + 1),
            name_range: self.range(i + 1),
        }
    }
    fn take(&self, schema: &BodySchema) -> BodyContent<'_> {
        let attributes = (0..self.args.len())
            .filter(|&i| schema.attributes.iter().any(|a| a.name == self.args[i].0))
            .map(|i| (self.args[i].0.to_string(), self.attribute(i)))
            .collect();
        BodyContent {
            attributes,
            blocks: Vec::new(),
            missing_item_range: self.missing_item_range(),
        }
    }
}

impl Body for Args {
    fn content(&self, schema: &BodySchema) -> (BodyContent<'_>, Diagnostics) {
        (self.take(schema), Diagnostics::new())
    }
    fn partial_content(
        &self,
        schema: &BodySchema,
    ) -> (BodyContent<'_>, Box<dyn Body + '_>, Diagnostics) {
        let rest = Args {
            file: self.file,
            args: self
                .args
                .iter()
                .copied()
                .filter(|(n, _)| !schema.attributes.iter().any(|a| a.name == *n))
                .collect(),
        };
        (self.take(schema), Box::new(rest), Diagnostics::new())
    }
    fn just_attributes(&self) -> (Attributes<'_>, Diagnostics) {
        let attrs = (0..self.args.len())
            .map(|i| (self.args[i].0.to_string(), self.attribute(i)))
            .collect();
        (attrs, Diagnostics::new())
    }
    fn missing_item_range(&self) -> Range {
        Range::new(self.file, Pos::START, Pos::START)
    }
}

fn merged(files: Vec<Args>) -> MergedBody<'static> {
    MergedBody::new(files.into_iter().map(|b| Box::new(b) as Box<dyn Body>))
}

/// `x = 1` in `a.hcl` merged with `y = 2` in `b.hcl`.
fn x_in_a_and_y_in_b() -> MergedBody<'static> {
    merged(vec![
        Args {
            file: "a.hcl",
            args: vec![("x", 1)],
        },
        Args {
            file: "b.hcl",
            args: vec![("y", 2)],
        },
    ])
}

fn summaries(diags: &Diagnostics) -> Vec<String> {
    diags.iter().map(|d| d.to_string()).collect()
}

#[test]
fn an_empty_merge_has_an_empty_placeholder_range() {
    let body = merged(Vec::new());
    let r = body.missing_item_range();
    assert_eq!(r.filename.as_ref(), "<empty>");
    assert_eq!((r.start, r.end), (Pos::default(), Pos::default()));
    let (content, diags) = body.content(&BodySchema::new().attribute("a", true));
    assert!(content.attributes.is_empty());
    assert_eq!(
        summaries(&diags),
        ["Missing required argument; The argument \"a\" is required, but was not set."]
    );
    assert!(diags.iter().all(|d| d.subject.is_none()));
}

#[test]
fn a_required_argument_may_come_from_any_body() {
    let body = x_in_a_and_y_in_b();
    let schema = BodySchema::new().attribute("x", true).attribute("y", true);
    let (content, diags) = body.content(&schema);
    assert!(diags.is_empty(), "{diags}");
    let names: Vec<&String> = content.attributes.keys().collect();
    assert_eq!(names, ["x", "y"]);
    assert_eq!(body.missing_item_range().filename.as_ref(), "a.hcl");
}

#[test]
fn later_definitions_of_an_argument_are_errors_and_left_out() {
    let body = merged(vec![
        Args {
            file: "a.hcl",
            args: vec![("x", 1)],
        },
        Args {
            file: "b.hcl",
            args: vec![("x", 2)],
        },
    ]);
    let (attrs, diags) = body.just_attributes();
    assert_eq!(
        summaries(&diags),
        ["b.hcl:1,1-2: Duplicate argument; Argument \"x\" was already set at a.hcl:1,1-2"]
    );
    assert_eq!(attrs["x"].expr.value(None).0, Value::from(1));
}

#[test]
fn partial_content_leaves_a_merge_of_what_each_body_left() {
    let body = merged(vec![
        Args {
            file: "a.hcl",
            args: vec![("x", 1), ("y", 1)],
        },
        Args {
            file: "b.hcl",
            args: vec![("z", 2)],
        },
    ]);
    let (content, rest, diags) = body.partial_content(&BodySchema::new().attribute("x", false));
    assert!(diags.is_empty());
    assert_eq!(content.attributes.len(), 1);
    let (attrs, _) = rest.just_attributes();
    let names: Vec<&String> = attrs.keys().collect();
    assert_eq!(names, ["y", "z"]);
}

#[test]
fn a_merge_of_bodies_that_cannot_list_their_items_cannot_list_its_own() {
    // With no listed block types there is nothing to read such a body by, so a
    // schema-less reader falls back to every body's attributes.
    let body = x_in_a_and_y_in_b();
    assert!(body.items().is_none());
    let empty = merged(Vec::new());
    let listed = empty.items().expect("an empty merge lists nothing");
    assert!(listed.attributes.is_empty() && listed.blocks.is_empty());
}
