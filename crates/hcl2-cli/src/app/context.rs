//! The evaluation context `hcl2 eval` and `hcl2 to-json --values` share: the variables
//! of every `--vars` argument and the whole function library
//! ([`hcl2::functions_with_files`]), with the filesystem functions (`file`, `fileset`,
//! `templatefile`, …) confined to the base directory.

use std::path::Path;

use hcl2::core::EvalContext;
use hcl2::Parser;

use super::inputs;
use super::style::Style;
use crate::diags_text::diagnostics_text;
use crate::vars::read_vars;

/// The context with `vars` (`--vars` arguments: JSON objects or files of attributes)
/// and the functions reading inside `base_dir`; or the rendered reason it cannot be
/// made (a usage or I/O problem).
pub fn context(
    vars: &[String],
    base_dir: &Path,
    style: Style,
) -> Result<EvalContext<'static>, String> {
    let mut parser = Parser::new();
    let args: Vec<Vec<u8>> = vars.iter().map(|v| v.clone().into_bytes()).collect();
    let (vars, diags) = read_vars(&mut parser, &args);
    if diags.has_errors() {
        return Err(diagnostics_text(&parser, &diags, style.text));
    }
    let mut ctx = EvalContext::new();
    for (name, value) in vars {
        ctx.set_variable(name, value);
    }
    match hcl2::functions_with_files(base_dir) {
        Ok(functions) => ctx.functions = Some(functions),
        Err(e) => {
            let dir = base_dir.display();
            let reason = inputs::os_message(&e);
            return Err(format!(
                "Error: cannot use {dir} as the base directory: {reason}\n"
            ));
        }
    }
    Ok(ctx)
}
