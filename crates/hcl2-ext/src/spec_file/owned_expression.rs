//! Native expressions a spec can own (see `hcl2_dec::SharedExpression`): each holds
//! its own syntax tree and source, so that it outlives the parse it came from.

use std::sync::Arc;

use hcl2_core::{
    Diagnostics, EvalContext, Expression, Range, SourceFile, StaticCall, StaticMapItem, Traversal,
};
use hcl2_native::ast::{Body, Expr, Nodes, Tree};
use hcl2_native::NativeExpression;
use hcl2_value::Value;

/// A native expression sharing the syntax tree and source file it was parsed into.
#[derive(Debug)]
pub(crate) struct OwnedExpression {
    expr: Expr,
    file: Arc<SourceFile>,
    nodes: Arc<Nodes>,
}

impl OwnedExpression {
    /// The expression `expr`, parsed from `file` into `nodes`.
    pub(crate) fn new(expr: Expr, file: Arc<SourceFile>, nodes: Arc<Nodes>) -> OwnedExpression {
        OwnedExpression { expr, file, nodes }
    }

    /// The attribute expression of `body` (parsed from `file` into `nodes`) written at
    /// `range`, if there is one.
    pub(crate) fn find(
        body: &Body,
        file: &Arc<SourceFile>,
        nodes: &Arc<Nodes>,
        range: &Range,
    ) -> Option<OwnedExpression> {
        let mut bodies = vec![body];
        while let Some(body) = bodies.pop() {
            if let Some(attr) = nodes[body.attributes]
                .iter()
                .find(|a| file.range(a.expr.span()) == *range)
            {
                return Some(OwnedExpression::new(attr.expr, file.clone(), nodes.clone()));
            }
            bodies.extend(nodes[body.blocks].iter().map(|b| &b.body));
        }
        None
    }

    fn native(&self) -> NativeExpression<'_> {
        NativeExpression {
            expr: &self.expr,
            file: Tree::new(&self.file, &self.nodes),
        }
    }
}

impl Expression for OwnedExpression {
    fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        self.native().value(ctx)
    }
    fn variables(&self) -> Vec<Traversal> {
        self.native().variables()
    }
    fn range(&self) -> Range {
        self.native().range()
    }
    fn start_range(&self) -> Range {
        self.native().start_range()
    }
    fn as_keyword(&self) -> Option<String> {
        self.native().as_keyword()
    }
    fn as_list(&self) -> Result<Vec<Box<dyn Expression + '_>>, Diagnostics> {
        self.native().static_list()
    }
    fn as_map(&self) -> Result<Vec<StaticMapItem<'_>>, Diagnostics> {
        self.native().static_map()
    }
    fn as_call(&self) -> Result<StaticCall<'_>, Diagnostics> {
        self.native().static_call()
    }
    fn as_abs_traversal(&self) -> Result<Traversal, Diagnostics> {
        self.native().as_abs_traversal()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::Pos;

    #[test]
    fn an_owned_expression_outlives_its_parse() {
        let owned = {
            let parsed = hcl2_native::parse_expression(b"[a, 1]", "e.hcl", Pos::START);
            OwnedExpression::new(parsed.value, parsed.source, Arc::new(parsed.nodes))
        };
        let mut ctx = EvalContext::new();
        ctx.set_variable("a", Value::from("x"));
        let want = Value::tuple([Value::from("x"), Value::from(1)]);
        assert_eq!(owned.value(Some(&ctx)).0, want);
        assert_eq!(owned.range().to_string(), "e.hcl:1,1-7");
        assert_eq!(owned.variables()[0].root_name(), Some("a"));
        let elems = owned.as_list().unwrap();
        assert_eq!(elems[0].as_keyword().as_deref(), Some("a"));
    }
}
