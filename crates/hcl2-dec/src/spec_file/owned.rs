//! Expressions a loaded spec keeps after the spec file's parse is gone: native
//! expressions holding their own syntax tree and source, and fixed values standing in
//! for arguments left out.

use std::sync::Arc;

use hcl2_core::{
    Diagnostics, EvalContext, Expression, Range, SourceFile, StaticCall, StaticMapItem, Traversal,
};
use hcl2_native::ast::{Body, Expr};
use hcl2_native::NativeExpression;
use hcl2_value::Value;

/// A native expression owning a copy of its syntax tree and sharing its source file.
#[derive(Debug)]
pub(crate) struct OwnedExpression {
    expr: Expr,
    file: Arc<SourceFile>,
}

impl OwnedExpression {
    /// The attribute expression of `body` (parsed from `file`) written at `range`, if
    /// there is one.
    pub(crate) fn find(
        body: &Body,
        file: &Arc<SourceFile>,
        range: &Range,
    ) -> Option<OwnedExpression> {
        let mut bodies = vec![body];
        while let Some(body) = bodies.pop() {
            if let Some(attr) = body
                .attributes
                .iter()
                .find(|a| file.range(a.expr.span()) == *range)
            {
                return Some(OwnedExpression {
                    expr: attr.expr.clone(),
                    file: file.clone(),
                });
            }
            bodies.extend(body.blocks.iter().map(|b| &b.body));
        }
        None
    }

    fn native(&self) -> NativeExpression<'_> {
        NativeExpression {
            expr: &self.expr,
            file: &self.file,
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

/// A fixed value written nowhere in particular (the reference's `hcl.StaticExpr`), as
/// an argument that was left out reads.
#[derive(Debug)]
pub(crate) struct StaticExpression {
    /// The value.
    pub value: Value,
    /// Where the argument would have gone.
    pub range: Range,
}

impl Expression for StaticExpression {
    fn value(&self, _: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
        (self.value.clone(), Diagnostics::new())
    }
    fn variables(&self) -> Vec<Traversal> {
        Vec::new()
    }
    fn range(&self) -> Range {
        self.range.clone()
    }
    fn start_range(&self) -> Range {
        self.range.clone()
    }
}
