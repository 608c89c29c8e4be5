//! Native expressions a spec can own (see `hcl2_dec::SharedExpression`): each holds
//! its own syntax tree and source, so that it outlives the parse it came from. (Fixed
//! values, what a spec file's omitted arguments read as, are `hcl2_core`'s
//! `ValueExpression`.)

use std::sync::Arc;

use hcl2_core::{Range, SourceFile};
use hcl2_native::ast::{Body, Expr, Nodes, Tree};
use hcl2_native::NativeExpression;

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
        let tree = Tree::new(file, nodes);
        let mut bodies = vec![*body];
        while let Some(body) = bodies.pop() {
            if let Some(attr) = body
                .attributes(tree)
                .find(|a| file.range(a.expr.span()) == *range)
            {
                return Some(OwnedExpression::new(attr.expr, file.clone(), nodes.clone()));
            }
            bodies.extend(body.blocks(nodes).iter().map(|b| b.body(tree)));
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

hcl2_core::expression_through_view!(OwnedExpression, native);

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::{EvalContext, Expression, Pos};
    use hcl2_value::Value;

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
