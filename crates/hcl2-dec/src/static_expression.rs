//! Fixed values as expressions: what a spec's omitted arguments read as.

use hcl2_core::{Diagnostics, EvalContext, Expression, Range, Traversal};
use hcl2_value::Value;

/// A fixed value written nowhere in particular (the reference's `hcl.StaticExpr`), as
/// an argument that was left out reads.
#[derive(Debug)]
pub struct StaticExpression {
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

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::Pos;

    #[test]
    fn a_static_expression_is_its_value_anywhere() {
        let at = Range::new("s.hcl", Pos::START, Pos::START);
        let e = StaticExpression {
            value: Value::from(true),
            range: at.clone(),
        };
        assert_eq!(e.value(None), (Value::from(true), Diagnostics::new()));
        assert!(e.variables().is_empty());
        assert_eq!(e.start_range(), at);
    }
}
