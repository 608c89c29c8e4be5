//! The evaluation context input files are decoded with, built as the reference's
//! `hcldec` builds it.

use std::collections::BTreeMap;

use hcl2::core::EvalContext;
use hcl2::value::Function;
use hcl2::Value;

/// The spec file's variables overridden by the `--vars` ones (in order), and the spec
/// file's functions. An empty table is left out, and so is a context with neither, so
/// that input using variables or functions gets "not allowed" errors rather than
/// "unknown" ones.
pub fn eval_context(
    spec_variables: &BTreeMap<String, Value>,
    spec_functions: &BTreeMap<String, Function>,
    vars: Vec<(String, Value)>,
) -> Option<EvalContext<'static>> {
    let mut variables = spec_variables.clone();
    variables.extend(vars);
    let mut ctx = EvalContext::empty();
    ctx.variables = (!variables.is_empty()).then_some(variables);
    ctx.functions = (!spec_functions.is_empty()).then(|| spec_functions.clone());
    (ctx.variables.is_some() || ctx.functions.is_some()).then_some(ctx)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2::core::Lookup;

    #[test]
    fn nothing_to_offer_means_no_context() {
        assert!(eval_context(&BTreeMap::new(), &BTreeMap::new(), Vec::new()).is_none());
    }

    #[test]
    fn vars_override_spec_variables_and_empty_tables_are_left_out() {
        let spec_vars = BTreeMap::from([
            ("a".to_string(), Value::from(1)),
            ("b".to_string(), Value::from(2)),
        ]);
        let vars = vec![
            ("b".to_string(), Value::from(3)),
            ("b".to_string(), Value::from(4)),
        ];
        let ctx = eval_context(&spec_vars, &BTreeMap::new(), vars).unwrap();
        assert!(matches!(ctx.variable("b"), Lookup::Found(v) if *v == Value::from(4)));
        assert!(matches!(ctx.variable("a"), Lookup::Found(v) if *v == Value::from(1)));
        assert!(ctx.functions.is_none());
        assert!(matches!(ctx.function("upper"), Lookup::NotAllowed));
    }

    #[test]
    fn functions_alone_make_a_context_without_variables() {
        let fns = BTreeMap::from([("upper".to_string(), hcl2::stdlib::upper())]);
        let ctx = eval_context(&BTreeMap::new(), &fns, Vec::new()).unwrap();
        assert!(ctx.variables.is_none());
        assert!(matches!(ctx.variable("x"), Lookup::NotAllowed));
    }
}
