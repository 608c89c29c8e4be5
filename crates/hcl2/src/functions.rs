//! Every function an application usually offers, in one call: go-cty's standard
//! library, Terraform's additions, and the reference's extensions that need syntax
//! (`try`, `can`, `convert`, `templatestring`), with, on request, Terraform's filesystem functions and
//! `templatefile` confined to a base directory.

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use hcl2_core::EvalContext;
use hcl2_value::Function;

/// go-cty's standard functions, Terraform's value functions, and `try`, `can`,
/// `convert` and `templatestring`, by name: what evaluating a real configuration calls, without reading
/// any file.
///
/// ```
/// use hcl2::native::{parse_expression, NativeExpression};
/// use hcl2::core::{Expression, Pos};
/// use hcl2::Value;
///
/// let ctx = hcl2::eval_context();
/// let src = br#"try(cidrsubnet("10.0.0.0/16", 8, 2), "none")"#;
/// let parsed = parse_expression(src, "e.hcl", Pos::START);
/// let expr = NativeExpression { expr: &parsed.value, file: parsed.tree() };
/// let (value, diags) = expr.value(Some(&ctx));
/// assert!(diags.is_empty());
/// assert_eq!(value, Value::from("10.0.2.0/24"));
/// ```
pub fn functions() -> BTreeMap<String, Function> {
    let mut all = hcl2_stdlib::functions();
    all.extend(hcl2_stdlib::terraform::functions());
    all.insert("try".into(), hcl2_ext::tryfunc::try_function());
    all.insert("can".into(), hcl2_ext::tryfunc::can_function());
    all.insert("convert".into(), hcl2_ext::typeexpr::convert_function());
    all.insert(
        "templatestring".into(),
        hcl2_ext::template_string::templatestring(functions),
    );
    all
}

/// [`functions`] and the filesystem functions (`file`, `fileset`, `templatefile`,
/// ...) reading inside `base_dir` only; templates may call all of them.
pub fn functions_with_files(base_dir: impl AsRef<Path>) -> io::Result<BTreeMap<String, Function>> {
    let base = base_dir.as_ref().to_path_buf();
    // Checked here, so that the templates' own set below cannot fail.
    hcl2_ext::files::Sandbox::new(&base)?;
    let for_templates = base.clone();
    let files = hcl2_ext::files::functions(&base, move || {
        let mut all = functions();
        if let Ok(files) = hcl2_ext::files::functions(&for_templates, BTreeMap::new) {
            all.extend(files);
        }
        all
    })?;
    let mut all = functions();
    all.extend(files);
    Ok(all)
}

/// An evaluation context offering [`functions`] and no variables yet.
pub fn eval_context() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    ctx.functions = Some(functions());
    ctx
}
