//! Loading `.hcldec` spec files, as the reference's `hcldec` tool does.
//!
//! A spec file is native syntax. Its top level holds, in any order:
//!
//! - `function "name" { ... }` blocks: functions the input's expressions may call (see
//!   [`functions`]);
//! - `variables { name = value }` blocks: variables the input's expressions may use,
//!   evaluated with the spec-definition functions;
//! - exactly one spec block: `object`, `array`, `attr`, `block`, `block_list`,
//!   `block_set`, `block_map`, `literal`, `default` or `transform` (see [`blocks`]).
//!
//! The spec-definition functions (`upper`, `jsonencode`, ...; hcl2-stdlib's
//! `hcldec_spec_functions`) are available to `literal` values, `transform` results,
//! `variables` and function results. Type arguments are type expressions (see
//! [`type_expr`]).
//!
//! As in the reference (version 2.14.1), `block_attrs` is documented but not accepted,
//! and a `block_list` or `block_map` always makes a list or map spec.

mod arguments;
pub mod blocks;
pub mod functions;
mod owned_expression;
pub mod type_expr;

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::{Body, BodySchema, Diagnostics, EvalContext, Pos, Range, SourceFile};
use hcl2_native::ast::{self, Tree};
use hcl2_native::NativeBody;
use hcl2_value::Function;
use hcl2_value::Value;

use hcl2_dec::Spec;

use self::owned_expression::OwnedExpression;

/// A loaded `.hcldec` spec file: its root spec, predefined variables and custom functions.
#[derive(Debug)]
pub struct SpecFile {
    /// The single top-level spec.
    pub root: Spec,
    /// The `variables` blocks' values.
    pub variables: BTreeMap<String, Value>,
    /// The `function` blocks, by name.
    pub functions: BTreeMap<String, Function>,
}

/// Loads a spec file from native-syntax source. The spec is `None` when there are
/// errors (the reference's `hcldec` then stops); warnings come with a spec.
pub fn load_spec_file(src: &[u8], filename: &str) -> (Option<SpecFile>, Diagnostics) {
    let mut parsed = hcl2_native::parse_config(src, filename, Pos::START);
    let mut diags = parsed.diagnostics.clone();
    if diags.has_errors() {
        return (None, diags);
    }
    // Shared with the expressions the spec keeps.
    let nodes = Arc::new(std::mem::take(&mut parsed.nodes));
    let source = Source {
        body: &parsed.value,
        file: &parsed.source,
        nodes: &nodes,
    };
    let spec_ctx = Arc::new(spec_context());
    let body = NativeBody::file(&parsed.value, Tree::new(&parsed.source, &nodes));
    let (functions, rest, function_diags) = functions::decode(&body);
    diags.extend(function_diags);
    let (variables, rest, variable_diags) = variables(rest.as_ref(), &spec_ctx);
    diags.extend(variable_diags);
    let (root, root_diags) = blocks::root(rest.as_ref(), &source, &spec_ctx);
    diags.extend(root_diags);
    if diags.has_errors() {
        return (None, diags);
    }
    let file = SpecFile {
        root,
        variables,
        functions,
    };
    (Some(file), diags)
}

/// The context of spec-side expressions: the spec-definition functions, no variables.
pub fn spec_context() -> EvalContext<'static> {
    let mut ctx = EvalContext::empty();
    ctx.functions = Some(hcl2_stdlib::hcldec_spec_functions());
    ctx
}

/// The values of the attributes of every `variables` block of `body` (later ones
/// replacing earlier ones), and the rest of the body.
fn variables<'b>(
    body: &'b dyn Body,
    spec_ctx: &EvalContext<'_>,
) -> (BTreeMap<String, Value>, Box<dyn Body + 'b>, Diagnostics) {
    let schema = BodySchema::new().block("variables", Vec::<String>::new());
    let (content, rest, mut diags) = body.partial_content(&schema);
    let mut values = BTreeMap::new();
    for block in &content.blocks {
        let (attrs, attr_diags) = block.body.just_attributes();
        diags.extend(attr_diags);
        for (name, attr) in attrs {
            let (value, value_diags) = attr.expr.value(Some(spec_ctx));
            diags.extend(value_diags);
            values.insert(name, value);
        }
    }
    (values, rest, diags)
}

/// The parsed spec file, for expressions a spec keeps.
pub(crate) struct Source<'p> {
    body: &'p ast::Body,
    file: &'p Arc<SourceFile>,
    nodes: &'p Arc<ast::Nodes>,
}

impl Source<'_> {
    /// The expression written at `range`, owning what it needs.
    fn owned(&self, range: &Range) -> Option<OwnedExpression> {
        OwnedExpression::find(self.body, self.file, self.nodes, range)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shareable<T: Send + Sync>() {}

    #[test]
    fn spec_files_can_be_shared_between_threads() {
        shareable::<SpecFile>();
    }
    use hcl2_core::Severity;

    #[test]
    fn a_default_with_one_spec_is_a_warning_at_that_spec() {
        // The reference means to warn here but crashes (it indexes past the one block).
        let src = b"default {\n  literal {\n    value = 1\n  }\n}\n";
        let (file, diags) = load_spec_file(src, "d.hcldec");
        let file = file.expect("a spec despite the warning");
        assert!(matches!(file.root, Spec::Literal(ref v) if *v == Value::from(1)));
        let d = diags.iter().next().expect("a warning");
        assert_eq!(d.severity, Severity::Warning);
        assert_eq!(d.summary, "Useless default block");
        assert_eq!(
            d.subject.as_ref().map(ToString::to_string).as_deref(),
            Some("d.hcldec:2,3-10")
        );
    }

    #[test]
    fn expressions_a_spec_keeps_outlive_the_parse() {
        let src = b"function \"twice\" {\n  params = [x]\n  result = x * 2\n}\ntransform {\n  literal {\n    value = 3\n  }\n  result = twice_is_not_here + nested\n}\n";
        let (file, diags) = load_spec_file(src, "t.hcldec");
        assert!(diags.is_empty(), "{diags}");
        let file = file.expect("a spec");
        let twice = &file.functions["twice"];
        assert_eq!(twice.call(&[Value::from(4)]).unwrap(), Value::from(8));
        let Spec::Transform(t) = &file.root else {
            panic!("a transform")
        };
        assert_eq!(t.expr.range().to_string(), "t.hcldec:9,12-38");
        assert_eq!(t.expr.variables().len(), 2);
    }

    #[test]
    fn spec_expressions_see_the_spec_functions_only() {
        let ctx = spec_context();
        assert!(ctx.variables.is_none());
        let names: Vec<&String> = ctx.functions.iter().flat_map(|f| f.keys()).collect();
        assert_eq!(names.len(), 15);
        assert!(names.iter().any(|n| *n == "jsondecode"));
    }
}
