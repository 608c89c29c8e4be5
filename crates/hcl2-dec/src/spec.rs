//! The spec model: how to turn a body into a value, and what a body may contain.
//!
//! A [`Spec`] is a tree. Some kinds read the body they are given (an attribute, blocks
//! of a type), some build a value from other specs applied to the same body (object,
//! tuple, default, transform), and block kinds apply a nested spec to the bodies of the
//! blocks they select. Every kind of the reference's `hcldec` package is here, so that a
//! spec built in code can do all a reference spec can; the `.hcldec` file format builds
//! a subset of them (see `hcl2_ext::spec_file`).

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::{EvalContext, Expression};
use hcl2_value::Function;
use hcl2_value::{Type, Value};

/// An expression a spec owns (the `result` of a transform, for example), shareable
/// between threads.
pub type SharedExpression = Arc<dyn Expression + Send + Sync>;

/// A decoding spec: how to turn a body into a value, and what the body may contain.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum Spec {
    /// An object whose attributes are the results of the named specs, all applied to
    /// the same body (the reference's `ObjectSpec`).
    Object(BTreeMap<String, Spec>),
    /// A tuple of the results of the specs, all applied to the same body (the
    /// reference's `TupleSpec`; `array` in spec files).
    Tuple(Vec<Spec>),
    /// One attribute's value, converted to a type.
    Attr(AttrSpec),
    /// A fixed value; the body is not read.
    Literal(Value),
    /// The value of an expression evaluated in the decoding context; the body is not
    /// read.
    Expr(SharedExpression),
    /// The nested spec applied to the one block of a type (null without one).
    Block(BlockSpec),
    /// A list of the nested spec's results over every block of a type.
    BlockList(BlockListSpec),
    /// As [`Spec::BlockList`], but a tuple, so the elements may differ in type (the
    /// reference's `BlockTupleSpec`).
    BlockTuple(BlockListSpec),
    /// As [`Spec::BlockList`], but a set.
    BlockSet(BlockListSpec),
    /// Nested maps, one level per label, of the nested spec's results over every block
    /// of a type.
    BlockMap(BlockMapSpec),
    /// As [`Spec::BlockMap`], but objects, so the elements may differ in type (the
    /// reference's `BlockObjectSpec`).
    BlockObject(BlockMapSpec),
    /// A map made of the attributes of the one block of a type.
    BlockAttrs(BlockAttrsSpec),
    /// One label of the block whose body is being decoded, as a string.
    BlockLabel(BlockLabelSpec),
    /// The primary spec's result, or the default's when that is null.
    Default(DefaultSpec),
    /// The wrapped spec's result passed through an expression.
    Transform(TransformSpec),
    /// The wrapped spec's result passed through a function of one argument.
    TransformFunc(TransformFuncSpec),
}

/// An attribute of the body: its value converted to `ty` (null of `ty` when absent).
#[derive(Clone, Debug)]
pub struct AttrSpec {
    /// The attribute name.
    pub name: String,
    /// The type the value is converted to (`Type::Dynamic` for any).
    pub ty: Type,
    /// Whether leaving the attribute out is an error.
    pub required: bool,
}

/// The one block of a type: the nested spec applied to its body.
#[derive(Clone, Debug)]
pub struct BlockSpec {
    /// The block type name.
    pub type_name: String,
    /// The spec for the block's body.
    pub nested: Box<Spec>,
    /// Whether leaving the block out is an error.
    pub required: bool,
}

/// Every block of a type, each decoded with the nested spec (lists, tuples, sets).
#[derive(Clone, Debug)]
pub struct BlockListSpec {
    /// The block type name.
    pub type_name: String,
    /// The spec for each block's body.
    pub nested: Box<Spec>,
    /// The fewest blocks allowed.
    pub min_items: usize,
    /// The most blocks allowed; 0 means no limit.
    pub max_items: usize,
}

/// Every block of a type, keyed by its labels (maps, objects).
#[derive(Clone, Debug)]
pub struct BlockMapSpec {
    /// The block type name.
    pub type_name: String,
    /// One name per label level (used in messages); there should be at least one.
    pub label_names: Vec<String>,
    /// The spec for each block's body.
    pub nested: Box<Spec>,
}

/// The attributes of the one block of a type, as a map.
#[derive(Clone, Debug)]
pub struct BlockAttrsSpec {
    /// The block type name.
    pub type_name: String,
    /// The type each attribute's value is converted to.
    pub element_type: Type,
    /// Whether leaving the block out is an error.
    pub required: bool,
}

/// A label of the enclosing block.
#[derive(Clone, Debug)]
pub struct BlockLabelSpec {
    /// Which label, from 0 (the labels a block must have are counted from these).
    pub index: usize,
    /// The label's name, for messages.
    pub name: String,
}

/// The primary spec's result, or the default spec's when the primary gives null.
#[derive(Clone, Debug)]
pub struct DefaultSpec {
    /// Tried first; it decides the result type.
    pub primary: Box<Spec>,
    /// Used when the primary's result is null.
    pub default: Box<Spec>,
}

/// An expression applied to the wrapped spec's result, which it sees as a variable.
#[derive(Clone, Debug)]
pub struct TransformSpec {
    /// The spec whose result is transformed.
    pub wrapped: Box<Spec>,
    /// The expression giving the result.
    pub expr: SharedExpression,
    /// The context the expression is evaluated in (a child scope adds the variable).
    pub ctx: EvalContext<'static>,
    /// The name of the variable holding the wrapped result.
    pub var_name: String,
}

/// A function of one argument applied to the wrapped spec's result.
#[derive(Clone, Debug)]
pub struct TransformFuncSpec {
    /// The spec whose result is transformed.
    pub wrapped: Box<Spec>,
    /// The function.
    pub func: Function,
}

impl Spec {
    /// The specs applied to the same body as this one (not those applied to block
    /// bodies), in order.
    pub(crate) fn same_body_children(&self) -> Vec<&Spec> {
        match self {
            Spec::Object(specs) => specs.values().collect(),
            Spec::Tuple(specs) => specs.iter().collect(),
            Spec::Default(d) => vec![&d.primary, &d.default],
            Spec::Transform(t) => vec![&t.wrapped],
            Spec::TransformFunc(t) => vec![&t.wrapped],
            _ => Vec::new(),
        }
    }

    /// Calls `f` with this spec and, depth first, every spec applied to the same body.
    /// (Iterative: a `default` block with thousands of alternatives nests that deep.)
    pub(crate) fn visit_same_body<'s>(&'s self, f: &mut impl FnMut(&'s Spec)) {
        let mut stack = vec![self];
        while let Some(spec) = stack.pop() {
            f(spec);
            stack.extend(spec.same_body_children().into_iter().rev());
        }
    }
}

impl DefaultSpec {
    /// The alternatives in the order they are tried: the innermost primary first, then
    /// each default from the inside out (a chain of defaults nests through `primary`).
    pub(crate) fn alternatives(&self) -> Vec<&Spec> {
        let mut found = vec![self.default.as_ref()];
        let mut primary = self.primary.as_ref();
        while let Spec::Default(d) = primary {
            found.push(&d.default);
            primary = &d.primary;
        }
        found.push(primary);
        found.reverse();
        found
    }
}

/// Unlinks a chain of defaults one by one, so that dropping a long chain does not
/// recurse once per link.
impl Drop for DefaultSpec {
    fn drop(&mut self) {
        let mut next = std::mem::replace(self.primary.as_mut(), Spec::Tuple(Vec::new()));
        while let Spec::Default(mut d) = next {
            next = std::mem::replace(d.primary.as_mut(), Spec::Tuple(Vec::new()));
        }
    }
}

/// The spec a chain of defaults takes its type and source range from: the innermost
/// primary.
pub(crate) fn innermost_primary(mut spec: &Spec) -> &Spec {
    while let Spec::Default(d) = spec {
        spec = &d.primary;
    }
    spec
}
