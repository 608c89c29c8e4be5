//! The type a spec's value has, whatever the body (the reference's `ImpliedType`).

use std::collections::BTreeMap;

use hcl2_value::{Type, Value};

use crate::spec::{innermost_primary, BlockMapSpec, Spec, TransformFuncSpec, TransformSpec};

/// The type `decode` gives for `spec`. Kinds whose result depends on the body (tuples
/// and objects of blocks, expressions) are dynamic; a transform's is what its
/// expression gives for an unknown of the wrapped spec's type.
pub fn implied_type(spec: &Spec) -> Type {
    match innermost_primary(spec) {
        Spec::Object(specs) if specs.is_empty() => Type::empty_object(),
        Spec::Object(specs) => {
            Type::object(specs.iter().map(|(k, s)| (k.clone(), implied_type(s))))
        }
        Spec::Tuple(specs) if specs.is_empty() => Type::empty_tuple(),
        Spec::Tuple(specs) => Type::tuple(specs.iter().map(implied_type)),
        Spec::Attr(a) => a.ty.clone(),
        Spec::Literal(value) => value.ty().clone(),
        Spec::Expr(_) | Spec::BlockTuple(_) | Spec::BlockObject(_) => Type::Dynamic,
        Spec::Block(b) => implied_type(&b.nested),
        Spec::BlockList(b) => Type::list(implied_type(&b.nested)),
        Spec::BlockSet(b) => Type::set(implied_type(&b.nested)),
        Spec::BlockMap(b) => block_map_type(b),
        Spec::BlockAttrs(b) => Type::map(b.element_type.clone()),
        Spec::BlockLabel(_) => Type::String,
        // A default's type is its innermost primary's.
        Spec::Default(_) => Type::Dynamic,
        Spec::Transform(t) => transform_type(t),
        Spec::TransformFunc(t) => transform_func_type(t),
    }
}

/// A map per label level around the nested spec's type.
pub(crate) fn block_map_type(spec: &BlockMapSpec) -> Type {
    spec.label_names
        .iter()
        .fold(implied_type(&spec.nested), |ty, _| Type::map(ty))
}

/// The type of the transform's expression for an unknown of the wrapped spec's type
/// (diagnostics ignored).
pub(crate) fn transform_type(spec: &TransformSpec) -> Type {
    let mut scope = spec.ctx.child();
    let nested = Value::unknown(implied_type(&spec.wrapped));
    scope.variables = Some(BTreeMap::from([(spec.var_name.clone(), nested)]));
    spec.expr.value(Some(&scope)).0.ty().clone()
}

/// The function's return type for the wrapped spec's type (dynamic if it has none).
pub(crate) fn transform_func_type(spec: &TransformFuncSpec) -> Type {
    let arg = Value::unknown(implied_type(&spec.wrapped));
    spec.func.return_type_for(&[arg]).unwrap_or(Type::Dynamic)
}
