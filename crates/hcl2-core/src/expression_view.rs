//! One way for a type that owns an expression's syntax (a tree kept past its parse, a
//! copy of a value) to be an [`Expression`]: it lends a borrowed view of the expression,
//! which does all the work, and [`expression_through_view!`](crate::expression_through_view)
//! writes the forwarding `impl Expression` once for every such owner.
//!
//! The static analyses return parts that borrow the tree, so a view answers them with
//! the tree's lifetime rather than its own ([`ExpressionView`]); that is what lets an
//! owner hand out parts of a view it made only for the call.

use crate::diagnostic::Diagnostics;
use crate::expression::{Expression, ExpressionSource};
use crate::statics::{self, StaticCall, StaticMapItem};

/// A borrowed expression over a tree that lives for `'a`, answering the analyses whose
/// results borrow the tree with the tree's lifetime.
pub trait ExpressionView<'a>: Expression {
    /// As [`Expression::as_list`].
    fn view_list(&self) -> Result<Vec<Box<dyn Expression + 'a>>, Diagnostics> {
        Err(statics::not_a_list(self.start_range()))
    }
    /// As [`Expression::as_map`].
    fn view_map(&self) -> Result<Vec<StaticMapItem<'a>>, Diagnostics> {
        Err(statics::not_a_map(self.start_range()))
    }
    /// As [`Expression::as_call`].
    fn view_call(&self) -> Result<StaticCall<'a>, Diagnostics> {
        Err(statics::not_a_call(self.start_range()))
    }
    /// As [`Expression::source`].
    fn view_source(&self) -> Option<ExpressionSource<'a>> {
        None
    }
}

/// Implements [`Expression`] for an owner type by forwarding every method to the view
/// its method `$view` (`fn(&self) -> V` where `V:` [`ExpressionView`]) lends. The
/// owner owns its tree (it is `'static`), so it answers
/// [`Expression::as_any`] with itself.
///
/// ```
/// use hcl2_core::expression_view::ExpressionView;
/// use hcl2_core::{Diagnostics, EvalContext, Expression, Pos, Range, Traversal};
/// use hcl2_value::Value;
///
/// /// A view: the number it points at.
/// #[derive(Debug)]
/// struct Seen<'a>(&'a i64);
/// impl Expression for Seen<'_> {
///     fn value(&self, _: Option<&EvalContext<'_>>) -> (Value, Diagnostics) {
///         (Value::from(*self.0), Diagnostics::new())
///     }
///     fn variables(&self) -> Vec<Traversal> { Vec::new() }
///     fn range(&self) -> Range { Range::new("n", Pos::START, Pos::START) }
///     fn start_range(&self) -> Range { self.range() }
/// }
/// impl<'a> ExpressionView<'a> for Seen<'a> {}
///
/// /// The owner.
/// #[derive(Debug)]
/// struct Kept(i64);
/// impl Kept {
///     fn view(&self) -> Seen<'_> { Seen(&self.0) }
/// }
/// hcl2_core::expression_through_view!(Kept, view);
///
/// assert_eq!(Kept(2).value(None).0, Value::from(2));
/// assert!(Kept(2).as_list().is_err());
/// assert!(Kept(2).as_any().unwrap().downcast_ref::<Kept>().is_some());
/// ```
#[macro_export]
macro_rules! expression_through_view {
    ($owner:ty, $view:ident) => {
        impl $crate::Expression for $owner {
            fn value(
                &self,
                ctx: ::core::option::Option<&$crate::EvalContext<'_>>,
            ) -> ($crate::expression_view::ViewValue, $crate::Diagnostics) {
                $crate::Expression::value(&self.$view(), ctx)
            }
            fn variables(&self) -> ::std::vec::Vec<$crate::Traversal> {
                $crate::Expression::variables(&self.$view())
            }
            fn range(&self) -> $crate::Range {
                $crate::Expression::range(&self.$view())
            }
            fn start_range(&self) -> $crate::Range {
                $crate::Expression::start_range(&self.$view())
            }
            fn detach(
                &self,
            ) -> ::core::option::Option<
                ::std::sync::Arc<
                    dyn $crate::Expression + ::core::marker::Send + ::core::marker::Sync,
                >,
            > {
                $crate::Expression::detach(&self.$view())
            }
            fn as_any(&self) -> ::core::option::Option<&dyn ::core::any::Any> {
                ::core::option::Option::Some(self)
            }
            fn source(&self) -> ::core::option::Option<$crate::ExpressionSource<'_>> {
                $crate::expression_view::ExpressionView::view_source(&self.$view())
            }
            fn as_keyword(&self) -> ::core::option::Option<::std::string::String> {
                $crate::Expression::as_keyword(&self.$view())
            }
            fn form(&self) -> $crate::ExpressionForm {
                $crate::Expression::form(&self.$view())
            }
            fn as_list(
                &self,
            ) -> ::core::result::Result<
                ::std::vec::Vec<::std::boxed::Box<dyn $crate::Expression + '_>>,
                $crate::Diagnostics,
            > {
                $crate::expression_view::ExpressionView::view_list(&self.$view())
            }
            fn as_map(
                &self,
            ) -> ::core::result::Result<
                ::std::vec::Vec<$crate::StaticMapItem<'_>>,
                $crate::Diagnostics,
            > {
                $crate::expression_view::ExpressionView::view_map(&self.$view())
            }
            fn as_call(
                &self,
            ) -> ::core::result::Result<$crate::StaticCall<'_>, $crate::Diagnostics> {
                $crate::expression_view::ExpressionView::view_call(&self.$view())
            }
            fn as_abs_traversal(
                &self,
            ) -> ::core::result::Result<$crate::Traversal, $crate::Diagnostics> {
                $crate::Expression::as_abs_traversal(&self.$view())
            }
            fn as_rel_traversal(
                &self,
            ) -> ::core::result::Result<$crate::Traversal, $crate::Diagnostics> {
                $crate::Expression::as_rel_traversal(&self.$view())
            }
        }
    };
}

/// The value type in [`expression_through_view!`]'s expansion (so that crates using the
/// macro need not name `hcl2-value`).
#[doc(hidden)]
pub type ViewValue = hcl2_value::Value;
