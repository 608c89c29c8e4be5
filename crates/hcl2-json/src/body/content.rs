//! Taking a schema's content from a JSON body: flattening objects and arrays of objects
//! into one sequence of properties, unpacking block labels level by level, and the
//! reference's diagnostics.

use std::borrow::Cow;
use std::collections::BTreeSet;

use hcl2_core::suggestion::first_suggestion;
use hcl2_core::{Attributes, Block, BlockHeaderSchema, BodyContent, BodySchema};
use hcl2_core::{Body, Diagnostic, Diagnostics, Range};
use hcl2_value::strings::go_quote;

use super::{JsonBody, Prop, Props, Root, COMMENT};
use crate::ast::Value;

/// The properties [`flatten`] gives: those of an object, read as they are asked for (a
/// block body is most often one), or those gathered from an array's objects.
enum Flat<'a> {
    Object(Props<'a>),
    Gathered(std::vec::IntoIter<Prop<'a>>),
}

impl<'a> Iterator for Flat<'a> {
    type Item = Prop<'a>;

    fn next(&mut self) -> Option<Prop<'a>> {
        match self {
            Flat::Object(properties) => properties.next(),
            Flat::Gathered(properties) => properties.next(),
        }
    }
}

/// The properties of a body or of a label level: an object's, or those of each object
/// of an array in order; `null` has none. Anything else (or an array element that is
/// not an object) is an error, worded for labels when `label` names the label level.
fn flatten<'a>(
    root: Root<'a>,
    label: Option<&str>,
    body: &JsonBody<'a>,
) -> (Flat<'a>, Diagnostics) {
    let mut diags = Diagnostics::new();
    if let Root::Value(Value::Object(o)) = root {
        return (Flat::Object(body.properties(o)), diags);
    }
    let mut properties = Vec::new();
    let wrong_type = |v: Value, detail: String| {
        Diagnostic::error(
            "Incorrect JSON value type",
            detail,
            Some(v.start_range(body.tree)),
        )
    };
    match root {
        Root::Placeholder | Root::Value(Value::Null(_)) => {}
        root @ Root::Single { .. } => properties.extend(root.single()),
        Root::Value(Value::Array(a)) => {
            for element in a.elements(body.tree) {
                match element {
                    Value::Object(o) => properties.extend(body.properties(o)),
                    other => diags.push(wrong_type(
                        other,
                        match label {
                            Some(label) => format!(
                                "A JSON object is required here, to specify {label} labels for this block."
                            ),
                            None => "A JSON object is required here, to define arguments and child blocks.".into(),
                        },
                    )),
                }
            }
        }
        Root::Value(other) => diags.push(wrong_type(
            other,
            match label {
                Some(label) => format!(
                    "Either a JSON object or JSON array of objects is required here, to specify {label} labels for this block."
                ),
                None => "Either a JSON object or JSON array of objects is required here, to define arguments and child blocks.".into(),
            },
        )),
    }
    (Flat::Gathered(properties.into_iter()), diags)
}

/// The schema's attributes and blocks, and the body with their names hidden.
///
/// Properties are visited in order. One named as a schema attribute is that attribute
/// (a second definition is an error); one named as a block type holds blocks of that
/// type. As in the reference's lookup tables, a name in the schema twice takes its last
/// entry, and an attribute entry wins over a block type of the same name. A required
/// attribute that is absent is an error at the body's missing-item range.
pub(super) fn partial_content<'a>(
    body: &JsonBody<'a>,
    schema: &BodySchema,
) -> (BodyContent<'a>, JsonBody<'a>, Diagnostics) {
    let mut used = body.hidden.clone();
    let taken = take(body, schema, &mut Some, Leftover::Hide(&mut used));
    let remain = JsonBody {
        root: body.root,
        tree: body.tree,
        hidden: used,
    };
    (taken.content, remain, taken.diags)
}

/// What a take does besides taking the schema's content: hide the names it used (a
/// partial take), or keep the properties it did not use (a full one, which reports them).
enum Leftover<'s, 'a> {
    /// The names used are added to this set (which starts as the hidden ones).
    Hide(&'s mut BTreeSet<String>),
    /// The properties that are neither hidden, nor in the schema, nor comments are
    /// pushed here, in order.
    Keep(&'s mut Vec<Prop<'a>>),
}

/// The content a take finds, its diagnostics, and those about the body's shape alone
/// (already among them).
struct Taken<'a> {
    content: BodyContent<'a>,
    diags: Diagnostics,
    shape: Diagnostics,
}

/// One pass over the body's properties in order (see [`partial_content`]), each block
/// offered to `keep` as it is taken and collected only if given back.
fn take<'a>(
    body: &JsonBody<'a>,
    schema: &BodySchema,
    keep: &mut dyn FnMut(Block<'a>) -> Option<Block<'a>>,
    mut leftover: Leftover<'_, 'a>,
) -> Taken<'a> {
    let (properties, mut diags) = flatten(body.root, None, body);
    let shape = diags.clone();
    let mut attributes = Attributes::new();
    let mut blocks = Vec::new();
    let lookup = schema.lookup();
    for p in properties {
        let name: &str = &p.name;
        if body.hidden.contains(name) {
            continue;
        }
        if lookup.attribute(name).is_some() {
            if let Some(first) = attributes.get(name) {
                diags.push(
                    Diagnostic::error(
                        "Duplicate argument",
                        format!(
                            "The argument {} was already set at {}.",
                            go_quote(name),
                            first.range
                        ),
                        Some(p.name_extent.range(body.tree)),
                    )
                    .with_context(p.name_extent.range(body.tree)),
                );
                continue;
            }
            attributes.insert(name.to_owned(), body.attribute(&p));
        } else if let Some(want) = lookup.block(name) {
            let mut unpack = Unpack {
                body,
                want,
                type_range: p.name_extent.range(body.tree),
                labels: Vec::new(),
                blocks: &mut blocks,
                keep: &mut *keep,
                diags: &mut diags,
            };
            unpack.level(p.value);
        } else {
            if let Leftover::Keep(unused) = &mut leftover {
                if name != COMMENT {
                    unused.push(p);
                }
            }
            continue;
        }
        if let Leftover::Hide(used) = &mut leftover {
            used.insert(p.name.into_owned());
        }
    }
    let missing_item_range = body.missing_item_range();
    for a in &schema.attributes {
        if a.required && !attributes.contains_key(&a.name) {
            diags.push(Diagnostic::error(
                "Missing required argument",
                format!(
                    "The argument {} is required, but no definition was found.",
                    go_quote(&a.name)
                ),
                Some(missing_item_range.clone()),
            ));
        }
    }
    let content = BodyContent {
        attributes,
        blocks,
        missing_item_range,
    };
    Taken {
        content,
        diags,
        shape,
    }
}

/// Unpacks the blocks of one type from the value of a property naming it.
struct Unpack<'b, 'a> {
    body: &'b JsonBody<'a>,
    want: &'b BlockHeaderSchema,
    type_range: Range,
    /// The labels chosen so far, with their ranges.
    labels: Vec<(Cow<'a, str>, Range)>,
    blocks: &'b mut Vec<Block<'a>>,
    /// Offered each block; what it gives back is collected.
    keep: &'b mut dyn FnMut(Block<'a>) -> Option<Block<'a>>,
    diags: &'b mut Diagnostics,
}

impl<'a> Unpack<'_, 'a> {
    /// Reads `value` at the label level after those already chosen: each property of a
    /// label level names a label and holds the next level; after the last label comes
    /// a block body (an object), several (an array), or none (`null`).
    fn level(&mut self, value: Value) {
        let tree = self.body.tree;
        let Some(label_name) = self.want.label_names.get(self.labels.len()) else {
            self.bodies(value);
            return;
        };
        let (properties, diags) = flatten(Root::Value(value), Some(label_name), self.body);
        self.diags.extend(diags);
        let mut properties = properties.peekable();
        if properties.peek().is_none() {
            self.diags.push(Diagnostic::error(
                "Missing block label",
                format!(
                    "At least one object property is required, whose name represents the {} block's {label_name}.",
                    self.want.type_name
                ),
                Some(value.start_range(tree)),
            ));
            return;
        }
        for p in properties {
            self.labels.push((p.name, p.name_extent.range(tree)));
            self.level(p.value);
            self.labels.pop();
        }
    }

    /// The block bodies `value` holds once every label is chosen.
    fn bodies(&mut self, value: Value) {
        let tree = self.body.tree;
        match value {
            Value::Null(_) => {}
            Value::Object(o) => {
                let def_range = o.open_extent().range(tree);
                self.push(value, def_range);
            }
            Value::Array(a) => {
                // Every block of an array has the array's opening bracket as its header.
                let def_range = a.open_extent().range(tree);
                for element in a.elements(tree) {
                    self.push(element, def_range.clone());
                }
            }
            other => self.diags.push(Diagnostic::error(
                "Incorrect JSON value type",
                format!(
                    "Either a JSON object or a JSON array is required, representing the contents of one or more {} blocks.",
                    go_quote(&self.want.type_name)
                ),
                Some(other.start_range(tree)),
            )),
        }
    }

    /// One block whose body is `value` (which may turn out not to be an object when
    /// its content is asked for).
    fn push(&mut self, value: Value, def_range: Range) {
        let block = Block {
            type_name: self.want.type_name.clone(),
            labels: self.labels.iter().map(|(l, _)| l.to_string()).collect(),
            body: Box::new(JsonBody::new(value, self.body.tree)),
            def_range,
            type_range: self.type_range.clone(),
            label_ranges: self.labels.iter().map(|(_, r)| r.clone()).collect(),
        };
        self.blocks.extend((self.keep)(block));
    }
}

/// The schema's content, with every property that is neither in the schema, nor hidden
/// by an earlier partial take, nor a comment reported as extraneous (with a suggestion
/// from the schema's attribute names the take did not use and its block types), all in
/// one pass over the properties. Errors about the body's shape are reported twice, once
/// by the take and once by this check, as the reference reports them.
pub(super) fn content<'a>(
    body: &JsonBody<'a>,
    schema: &BodySchema,
    keep: &mut dyn FnMut(Block<'a>) -> Option<Block<'a>>,
) -> (BodyContent<'a>, Diagnostics) {
    let mut unused = Vec::new();
    let Taken {
        content,
        mut diags,
        shape,
    } = take(body, schema, keep, Leftover::Keep(&mut unused));
    diags.extend(shape);
    if unused.is_empty() {
        return (content, diags);
    }
    // An attribute name is used when hidden before or taken now (a property of that
    // name is always taken as the attribute).
    let suggestions: Vec<&str> = schema
        .attributes
        .iter()
        .map(|a| a.name.as_str())
        .filter(|name| !body.hidden.contains(*name) && !content.attributes.contains_key(*name))
        .chain(schema.blocks.iter().map(|b| b.type_name.as_str()))
        .collect();
    for p in unused {
        let name: &str = &p.name;
        let hint = match first_suggestion(name, suggestions.iter().copied()) {
            Some(s) => format!(" Did you mean {}?", go_quote(s)),
            None => String::new(),
        };
        let name_range = p.name_extent.range(body.tree);
        diags.push(
            Diagnostic::error(
                "Extraneous JSON object property",
                format!(
                    "No argument or block type is named {}.{hint}",
                    go_quote(name)
                ),
                Some(name_range.clone()),
            )
            .with_context(name_range),
        );
    }
    (content, diags)
}

#[cfg(test)]
mod tests {
    use hcl2_core::{Body, BodySchema};

    use crate::body::JsonBody;

    /// Each diagnostic as "summary @ start: detail".
    fn described(diags: &hcl2_core::Diagnostics) -> Vec<String> {
        diags
            .iter()
            .map(|d| {
                let at = d.subject.as_ref().map(|r| r.start.byte).unwrap_or_default();
                format!("{} @ {at}: {}", d.summary, d.detail)
            })
            .collect()
    }

    #[test]
    fn a_full_take_reports_shape_errors_twice_and_each_unused_property_once() {
        let src = br#"[{"a": 1, "//": "c", "ab": 2, "b": {}, "bb": 3}, 7, {"a": 4, "c": 5}]"#;
        let parsed = crate::parse(src, "f.json");
        let body = JsonBody::file(&parsed);
        let schema = BodySchema::new()
            .attribute("a", false)
            .attribute("ac", false)
            .block("b", [""; 0]);
        let (content, diags) = body.content(&schema);
        assert_eq!((content.attributes.len(), content.blocks.len()), (1, 1));
        let shape = "Incorrect JSON value type @ 49: A JSON object is required here, to define arguments and child blocks.";
        assert_eq!(
            described(&diags),
            [
                shape,
                "Duplicate argument @ 53: The argument \"a\" was already set at f.json:1,3-9.",
                shape,
                "Extraneous JSON object property @ 21: No argument or block type is named \"ab\". Did you mean \"ac\"?",
                "Extraneous JSON object property @ 39: No argument or block type is named \"bb\". Did you mean \"ac\"?",
                "Extraneous JSON object property @ 61: No argument or block type is named \"c\". Did you mean \"ac\"?",
            ]
        );
    }

    #[test]
    fn a_full_take_after_a_partial_one_skips_and_suggests_no_hidden_name() {
        let src = br#"{"a": 1, "x": 2, "ax": 3, "b": 4}"#;
        let parsed = crate::parse(src, "f.json");
        let body = JsonBody::file(&parsed);
        let (_, rest, diags) = body.partial_content(&BodySchema::new().attribute("a", false));
        assert!(diags.is_empty(), "{diags}");
        let schema = BodySchema::new()
            .attribute("a", false)
            .attribute("bx", false)
            .attribute("b", true);
        let (content, diags) = rest.content(&schema);
        assert_eq!(content.attributes.keys().collect::<Vec<_>>(), ["b"]);
        // "a" is hidden: neither reported nor suggested.
        assert_eq!(
            described(&diags),
            [
                "Extraneous JSON object property @ 9: No argument or block type is named \"x\". Did you mean \"bx\"?",
                "Extraneous JSON object property @ 17: No argument or block type is named \"ax\". Did you mean \"bx\"?",
            ]
        );
    }
}
