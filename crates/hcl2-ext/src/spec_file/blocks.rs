//! Spec blocks: each block type of the spec format, with its arguments, nested spec
//! blocks, defaults and the reference's diagnostics.
//!
//! Inside `object`, spec blocks take one label, the property name, which is also the
//! default `name` (or `block_type`) of an `attr` (or block spec) that leaves it out.
//! Elsewhere spec blocks take no labels. A spec block that has errors stands for a null
//! literal so that the rest of the file is still checked.

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::{Block, Body, BodyContent, BodySchema, Diagnostic, Diagnostics, EvalContext};
use hcl2_value::{Type, Value};

use super::arguments::{self, Kind};
use super::type_expr::type_of;
use super::Source;
use hcl2_core::closure::ValueExpression;
use hcl2_dec::implied_type;
use hcl2_dec::{
    AttrSpec, BlockListSpec, BlockMapSpec, BlockSpec, DefaultSpec, SharedExpression, Spec,
    TransformSpec,
};

/// The spec block types, in the reference's order (which decides its suggestions).
const SPEC_BLOCK_TYPES: [&str; 10] = [
    "object",
    "array",
    "literal",
    "attr",
    "block",
    "block_list",
    "block_map",
    "block_set",
    "default",
    "transform",
];

/// What a spec block with errors stands for.
fn error_spec() -> Spec {
    Spec::Literal(Value::null(Type::Dynamic))
}

/// The schema of a body holding spec blocks: with one label each (inside `object`) or
/// none.
fn spec_schema(labelled: bool) -> BodySchema {
    SPEC_BLOCK_TYPES.iter().fold(BodySchema::new(), |s, ty| {
        s.block(*ty, if labelled { vec!["key"] } else { Vec::new() })
    })
}

/// The spec-side context and the parsed file, shared by every block's decoding.
struct Loader<'s, 'p> {
    source: &'s Source<'p>,
    spec_ctx: &'s Arc<EvalContext<'static>>,
}

/// The root spec: the one spec block left in `body` once functions and variables are
/// taken ("Missing spec block" or "Extraneous spec block" otherwise).
pub(super) fn root(
    body: &dyn Body,
    source: &Source<'_>,
    spec_ctx: &Arc<EvalContext<'static>>,
) -> (Spec, Diagnostics) {
    let loader = Loader { source, spec_ctx };
    loader.single(
        body,
        "A spec file must have exactly one root block specifying how to map to a JSON value.",
    )
}

impl Loader<'_, '_> {
    /// The one unlabelled spec block of `body`, with `detail` explaining the rule when
    /// there is none or more than one.
    fn single(&self, body: &dyn Body, detail: &str) -> (Spec, Diagnostics) {
        let (content, mut diags) = body.content(&spec_schema(false));
        match content.blocks.as_slice() {
            [] => {
                // Errors already there probably explain the missing block.
                if !diags.has_errors() {
                    diags.push(Diagnostic::error(
                        "Missing spec block",
                        detail,
                        Some(body.missing_item_range()),
                    ));
                }
                (error_spec(), diags)
            }
            [only] => {
                let (spec, more) = self.spec_block(only);
                diags.extend(more);
                (spec, diags)
            }
            [_, second, ..] => {
                diags.push(Diagnostic::error(
                    "Extraneous spec block",
                    detail,
                    Some(second.def_range.clone()),
                ));
                (error_spec(), diags)
            }
        }
    }

    /// The spec a spec block describes.
    fn spec_block(&self, block: &Block<'_>) -> (Spec, Diagnostics) {
        let implied_name = block.labels.first().map(String::as_str).unwrap_or_default();
        let body = block.body.as_ref();
        match block.type_name.as_str() {
            "object" => self.object(body),
            "array" => self.array(body),
            "attr" => self.attr(body, implied_name),
            "block" => self.block(body, implied_name),
            "block_list" => self.block_list(body, implied_name, "block_list"),
            "block_set" => self.block_list(body, implied_name, "block_set"),
            "block_map" => self.block_map(body, implied_name),
            "default" => self.default(body),
            "transform" => self.transform(body),
            "literal" => self.literal(body),
            other => {
                // The schema admits only the types above.
                let diag = Diagnostic::error(
                    "Invalid spec block",
                    format!(
                        "Blocks of type {} are not expected here.",
                        hcl2_value::strings::go_quote(other)
                    ),
                    Some(block.type_range.clone()),
                );
                (error_spec(), diag.into())
            }
        }
    }

    /// `object`: a property per labelled spec block (a later one replaces an earlier
    /// one of the same name).
    fn object(&self, body: &dyn Body) -> (Spec, Diagnostics) {
        let (content, mut diags) = body.content(&spec_schema(true));
        let mut props = BTreeMap::new();
        for block in &content.blocks {
            let (spec, more) = self.spec_block(block);
            diags.extend(more);
            if let Some(name) = block.labels.first() {
                props.insert(name.clone(), spec);
            }
        }
        (Spec::Object(props), diags)
    }

    /// `array`: an element per spec block, in order.
    fn array(&self, body: &dyn Body) -> (Spec, Diagnostics) {
        let (content, mut diags) = body.content(&spec_schema(false));
        let mut elems = Vec::with_capacity(content.blocks.len());
        for block in &content.blocks {
            let (spec, more) = self.spec_block(block);
            diags.extend(more);
            elems.push(spec);
        }
        (Spec::Tuple(elems), diags)
    }

    /// `attr`: `name` (defaulting to the label), `type`, `required`.
    fn attr(&self, body: &dyn Body, implied_name: &str) -> (Spec, Diagnostics) {
        let args = [
            ("name", Kind::String),
            ("type", Kind::Expression),
            ("required", Kind::Bool),
        ];
        let (content, _, mut diags) = arguments::take(body, &args, false);
        let name = arguments::string(&content, "name", &mut diags);
        let required = arguments::bool(&content, "required", &mut diags);
        if diags.has_errors() {
            return (error_spec(), diags);
        }
        let (ty, type_diags) = type_of(argument_expr(&content, "type"));
        diags.extend(type_diags);
        let name = name.unwrap_or_else(|| implied_name.to_owned());
        if name.is_empty() {
            diags.push(Diagnostic::error(
                "Missing name in attribute spec",
                "The name attribute is required, to specify the attribute name that is expected in an input HCL file.",
                Some(body.missing_item_range()),
            ));
            return (error_spec(), diags);
        }
        let spec = Spec::Attr(AttrSpec {
            name,
            ty,
            required: required.unwrap_or(false),
        });
        (spec, diags)
    }

    /// `block`: `block_type` (defaulting to the label), `required`, and one nested spec
    /// block.
    fn block(&self, body: &dyn Body, implied_name: &str) -> (Spec, Diagnostics) {
        let args = [("block_type", Kind::String), ("required", Kind::Bool)];
        let (content, rest, mut diags) = arguments::take(body, &args, true);
        let type_name = arguments::string(&content, "block_type", &mut diags);
        let required = arguments::bool(&content, "required", &mut diags);
        if diags.has_errors() {
            return (error_spec(), diags);
        }
        let (nested, nested_diags) = self.nested(rest);
        diags.extend(nested_diags);
        let spec = Spec::Block(BlockSpec {
            type_name: type_name.unwrap_or_else(|| implied_name.to_owned()),
            nested: Box::new(nested),
            required: required.unwrap_or(false),
        });
        (spec, diags)
    }

    /// `block_list` and `block_set`: `block_type` (defaulting to the label),
    /// `min_items`, `max_items`, and one nested spec block.
    fn block_list(&self, body: &dyn Body, implied_name: &str, kind: &str) -> (Spec, Diagnostics) {
        let args = [
            ("block_type", Kind::String),
            ("min_items", Kind::Int),
            ("max_items", Kind::Int),
        ];
        let (content, rest, mut diags) = arguments::take(body, &args, true);
        let type_name = arguments::string(&content, "block_type", &mut diags);
        let max_items = arguments::int(&content, "max_items", &mut diags);
        let min_items = arguments::int(&content, "min_items", &mut diags);
        if diags.has_errors() {
            return (error_spec(), diags);
        }
        let (nested, nested_diags) = self.nested(rest);
        diags.extend(nested_diags);
        let type_name = type_name.unwrap_or_else(|| implied_name.to_owned());
        if type_name.is_empty() {
            diags.push(missing_block_type(kind, body));
            return (error_spec(), diags);
        }
        // A negative limit is no limit, as in the reference.
        let count = |n: Option<i64>| usize::try_from(n.unwrap_or(0)).unwrap_or(0);
        let spec = BlockListSpec {
            type_name,
            nested: Box::new(nested),
            min_items: count(min_items),
            max_items: count(max_items),
        };
        let spec = if kind == "block_set" {
            Spec::BlockSet(spec)
        } else {
            Spec::BlockList(spec)
        };
        (spec, diags)
    }

    /// `block_map`: `block_type` (defaulting to the label), `labels` (at least one), and
    /// one nested spec block, whose type may not include `any`.
    fn block_map(&self, body: &dyn Body, implied_name: &str) -> (Spec, Diagnostics) {
        let args = [("block_type", Kind::String), ("labels", Kind::StringList)];
        let (content, rest, mut diags) = arguments::take(body, &args, true);
        let type_name = arguments::string(&content, "block_type", &mut diags);
        let labels = arguments::string_list(&content, "labels", &mut diags);
        if diags.has_errors() {
            return (error_spec(), diags);
        }
        let (nested, nested_diags) = self.nested(rest);
        diags.extend(nested_diags);
        let type_name = type_name.unwrap_or_else(|| implied_name.to_owned());
        if type_name.is_empty() {
            diags.push(missing_block_type("block_map", body));
            return (error_spec(), diags);
        }
        let label_names = labels.unwrap_or_default();
        if label_names.is_empty() {
            diags.push(Diagnostic::error(
                "Invalid block label name list",
                "A block_map must have at least one label specified.",
                Some(body.missing_item_range()),
            ));
            return (error_spec(), diags);
        }
        let spec = Spec::BlockMap(BlockMapSpec {
            type_name,
            label_names,
            nested: Box::new(nested),
        });
        if implied_type(&spec).has_dynamic_types() {
            diags.push(Diagnostic::error(
                "Invalid block_map spec",
                "A block_map spec may not contain attributes with type 'any'.",
                Some(body.missing_item_range()),
            ));
        }
        (spec, diags)
    }

    /// The one spec block of a block spec's body.
    fn nested(&self, rest: Option<Box<dyn Body + '_>>) -> (Spec, Diagnostics) {
        match rest {
            Some(body) => self.single(
                body.as_ref(),
                "A block spec must have exactly one child spec specifying how to decode block contents.",
            ),
            None => (error_spec(), Diagnostics::new()),
        }
    }

    /// `literal`: `value`, evaluated with the spec-definition functions.
    fn literal(&self, body: &dyn Body) -> (Spec, Diagnostics) {
        let (content, _, mut diags) = arguments::take(body, &[("value", Kind::Value)], false);
        let value = arguments::value(&content, "value", Some(self.spec_ctx), &mut diags);
        match value {
            Some(value) if !diags.has_errors() => (Spec::Literal(value), diags),
            _ => (error_spec(), diags),
        }
    }

    /// `default`: spec blocks tried in turn (one alone is useless, and warned about).
    /// Blocks with errors are left out.
    fn default(&self, body: &dyn Body) -> (Spec, Diagnostics) {
        let (content, mut diags) = body.content(&spec_schema(false));
        match content.blocks.as_slice() {
            [] => {
                if !diags.has_errors() {
                    diags.push(Diagnostic::error(
                        "Missing spec block",
                        "A default block must have at least one nested spec, each specifying a possible outcome.",
                        Some(body.missing_item_range()),
                    ));
                }
                return (error_spec(), diags);
            }
            // The reference means to warn at this block but indexes past it and crashes.
            [only] if !diags.has_errors() => diags.push(Diagnostic::warning(
                "Useless default block",
                "A default block with only one spec is equivalent to using that spec alone.",
                Some(only.def_range.clone()),
            )),
            _ => {}
        }
        let mut spec: Option<Spec> = None;
        for block in &content.blocks {
            let (candidate, more) = self.spec_block(block);
            let failed = more.has_errors();
            diags.extend(more);
            if failed {
                continue;
            }
            spec = Some(match spec {
                None => candidate,
                Some(primary) => Spec::Default(DefaultSpec {
                    primary: Box::new(primary),
                    default: Box::new(candidate),
                }),
            });
        }
        (spec.unwrap_or_else(error_spec), diags)
    }

    /// `transform`: `result`, evaluated with the spec-definition functions and the
    /// nested spec's value as `nested`, and exactly one nested spec block.
    fn transform(&self, body: &dyn Body) -> (Spec, Diagnostics) {
        let (content, rest, mut diags) =
            arguments::take(body, &[("result", Kind::Expression)], true);
        if diags.has_errors() {
            return (error_spec(), diags);
        }
        let expr: SharedExpression = match content.attributes.get("result") {
            Some(attr) => match self.source.owned(&attr.expr.range()) {
                Some(owned) => Arc::new(owned),
                None => return (error_spec(), diags),
            },
            // Left out, it reads as null.
            None => Arc::new(ValueExpression::new(
                Value::null(Type::Dynamic),
                body.missing_item_range(),
            )),
        };
        let Some(rest) = rest else {
            return (error_spec(), diags);
        };
        let (nested_content, nested_diags) = rest.content(&spec_schema(false));
        let nested_failed = nested_diags.has_errors();
        diags.extend(nested_diags);
        let [block] = nested_content.blocks.as_slice() else {
            if !nested_failed {
                diags.push(Diagnostic::error(
                    "Invalid transform spec",
                    "A transform spec block must have exactly one nested spec block.",
                    Some(body.missing_item_range()),
                ));
            }
            return (error_spec(), diags);
        };
        let (wrapped, more) = self.spec_block(block);
        diags.extend(more);
        let spec = Spec::Transform(TransformSpec {
            wrapped: Box::new(wrapped),
            expr,
            ctx: EvalContext::clone(self.spec_ctx),
            var_name: "nested".to_owned(),
        });
        (spec, diags)
    }
}

/// The expression of argument `name`, if it is set.
fn argument_expr<'c>(
    content: &'c BodyContent<'_>,
    name: &str,
) -> Option<&'c dyn hcl2_core::Expression> {
    content.attributes.get(name).map(|a| a.expr.as_ref())
}

/// "Missing block_type in ... spec", where the argument would go.
fn missing_block_type(kind: &str, body: &dyn Body) -> Diagnostic {
    Diagnostic::error(
        format!("Missing block_type in {kind} spec"),
        "The block_type attribute is required, to specify the block type name that is expected in an input HCL file.",
        Some(body.missing_item_range()),
    )
}
