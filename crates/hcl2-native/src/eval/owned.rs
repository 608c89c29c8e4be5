//! Elements and keys of a collection kept as its text (see `crate::ast::plain`) as
//! [`Expression`]s: no node holds them, so each owns its 16-byte [`Expr`] (or key) and
//! answers as the [`NativeExpression`] (or [`NativeObjectKey`]) over it would.

use hcl2_core::expression_view::ExpressionView;
use hcl2_core::{
    Diagnostics, EvalContext, Expression, ExpressionForm, ExpressionSource, Range, StaticCall,
    StaticMapItem, Traversal,
};
use hcl2_value::Value;

use super::{NativeExpression, NativeObjectKey};
use crate::ast::{Expr, ObjectKey, Tree};

/// An element of a collection read from its text.
#[derive(Clone, Copy, Debug)]
pub(super) struct OwnedExpression<'a> {
    pub expr: Expr,
    pub file: Tree<'a>,
}

/// A key of an object read from its text.
#[derive(Clone, Copy, Debug)]
pub(super) struct OwnedObjectKey<'a> {
    pub key: ObjectKey,
    pub file: Tree<'a>,
}

impl OwnedExpression<'_> {
    fn native(&self) -> NativeExpression<'_> {
        NativeExpression {
            expr: &self.expr,
            file: self.file,
        }
    }

    /// What the list, map and call analyses read.
    fn analysed(&self) -> NativeExpression<'_> {
        self.native()
    }
}

impl OwnedObjectKey<'_> {
    fn native(&self) -> NativeObjectKey<'_> {
        NativeObjectKey {
            key: &self.key,
            file: self.file,
        }
    }

    /// What the list, map and call analyses read: the key's own expression.
    fn analysed(&self) -> NativeExpression<'_> {
        self.native().inner()
    }
}

/// The analyses both answer through the borrowing form.
macro_rules! through_native {
    () => {
        fn value(&self, ctx: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
            Expression::value(&self.native(), ctx)
        }
        fn variables(&self) -> Vec<Traversal> {
            Expression::variables(&self.native())
        }
        fn has_variables(&self) -> bool {
            Expression::has_variables(&self.native())
        }
        fn range(&self) -> Range {
            Expression::range(&self.native())
        }
        fn start_range(&self) -> Range {
            Expression::start_range(&self.native())
        }
        fn as_keyword(&self) -> Option<String> {
            Expression::as_keyword(&self.native())
        }
        fn as_list(&self) -> Result<Vec<Box<dyn Expression + '_>>, Diagnostics> {
            self.analysed().static_list()
        }
        fn as_map(&self) -> Result<Vec<StaticMapItem<'_>>, Diagnostics> {
            self.analysed().static_map()
        }
        fn as_call(&self) -> Result<StaticCall<'_>, Diagnostics> {
            self.analysed().static_call()
        }
        fn as_abs_traversal(&self) -> Result<Traversal, Diagnostics> {
            Expression::as_abs_traversal(&self.native())
        }
    };
}

impl Expression for OwnedExpression<'_> {
    through_native!();

    fn source(&self) -> Option<ExpressionSource<'_>> {
        self.native().view_source()
    }
    fn form(&self) -> ExpressionForm {
        Expression::form(&self.native())
    }
    fn detach(&self) -> Option<std::sync::Arc<dyn Expression + Send + Sync>> {
        Expression::detach(&self.native())
    }
}

impl Expression for OwnedObjectKey<'_> {
    through_native!();
}
