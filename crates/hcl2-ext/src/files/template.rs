//! `templatefile(path, vars)`: a file of the sandbox rendered as a template, with
//! only `vars` as variables and the application's functions (except `templatefile`
//! itself, which would let a file include itself without end), as Terraform does.

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::{EvalContext, Pos};
use hcl2_native::analysis::template_variables;
use hcl2_native::{evaluate_template, parse_template, valid_identifier};
use hcl2_value::strings::go_quote;
use hcl2_value::{CallError, Function, Parameter, Type, Value};

use super::read::read_text;
use super::sandbox::Sandbox;

/// What gives the functions a template may call (the application's whole set).
pub type FunctionSource = Arc<dyn Fn() -> BTreeMap<String, Function> + Send + Sync>;

fn params() -> [Parameter; 2] {
    [
        Parameter::new("path", Type::String).allow_marked(),
        Parameter::new("vars", Type::Dynamic),
    ]
}

/// `templatefile` reading inside `sandbox`, its templates calling the functions
/// `functions` gives.
pub(super) fn templatefile(sandbox: &Arc<Sandbox>, functions: FunctionSource) -> Function {
    let (for_type, for_call) = (
        Renderer {
            sandbox: sandbox.clone(),
            functions: functions.clone(),
        },
        Renderer {
            sandbox: sandbox.clone(),
            functions,
        },
    );
    Function::builder(params())
        .returns_with(move |args| {
            if !(args[0].is_known() && args[1].is_known()) {
                return Ok(Type::Dynamic);
            }
            for_type.render(args).map(|v| v.ty().clone())
        })
        .build(move |args, _| {
            let marks = args[0].marks().clone();
            Ok(for_call.render(args)?.with_marks(&marks))
        })
}

struct Renderer {
    sandbox: Arc<Sandbox>,
    functions: FunctionSource,
}

impl Renderer {
    fn render(&self, args: &[Value]) -> Result<Value, CallError> {
        let (path, marks) = args[0].clone().unmark();
        let path = path.as_str().unwrap_or_default();
        let text = read_text(&self.sandbox, path, &marks)?;
        let functions = without_recursion((self.functions)(), "templatefile");
        render_template(&text, path, &args[1], functions)
            .map_err(|e| e.unwrap_or_else(CallError::new))
    }
}

/// Why a template did not render: a call error, or the text of the template's own
/// diagnostics (parse or evaluation), which each function reports its own way.
pub(crate) type RenderError = Result<CallError, String>;

/// `text` (named `name` in diagnostics) rendered as a template with the variables of
/// `vars` (a map or object, every key an identifier, every variable the template reads
/// among them) and `functions`.
pub(crate) fn render_template(
    text: &str,
    name: &str,
    vars: &Value,
    functions: BTreeMap<String, Function>,
) -> Result<Value, RenderError> {
    let parsed = parse_template(text.as_bytes(), name, Pos::START);
    if parsed.diagnostics.has_errors() {
        return Err(Err(parsed.diagnostics.to_string()));
    }
    let vars = template_vars(vars).map_err(Ok)?;
    for traversal in template_variables(&parsed.value, parsed.tree()) {
        let root = traversal.root_name().unwrap_or_default();
        if !vars.contains_key(root) {
            let at = traversal
                .0
                .first()
                .map(|t| t.range().to_string())
                .unwrap_or_default();
            return Err(Ok(CallError::arg(
                1,
                format!(
                    "vars map does not contain key {}, referenced at {at}",
                    go_quote(root)
                ),
            )));
        }
    }
    let mut ctx = EvalContext::empty();
    ctx.variables = Some(vars);
    ctx.functions = Some(functions);
    let (value, diags) = evaluate_template(&parsed.value, parsed.tree(), Some(&ctx));
    if diags.has_errors() {
        return Err(Err(diags.to_string()));
    }
    Ok(value)
}

/// The template functions `functions` offers, rendering inside `caller`: the template
/// functions among them refuse to run, since a template could otherwise render
/// itself without end.
pub(crate) fn without_recursion(
    mut functions: BTreeMap<String, Function>,
    caller: &str,
) -> BTreeMap<String, Function> {
    for name in ["templatefile", "templatestring"] {
        if functions.contains_key(name) {
            let message = format!("cannot recursively call {name} from inside {caller} call");
            let refusal = Function::builder(params())
                .returns_with(move |_| Err(CallError::new(message.clone())))
                .build(|_, _| Ok(Value::dynamic()));
            functions.insert(name.into(), refusal);
        }
    }
    functions
}

/// The variables `vars` gives (a map or object whose keys are identifiers).
fn template_vars(vars: &Value) -> Result<BTreeMap<String, Value>, CallError> {
    if !(vars.ty().is_map() || vars.ty().is_object()) {
        return Err(CallError::arg(1, "invalid vars value: must be a map"));
    }
    let map = vars.as_map().cloned().unwrap_or_default();
    if let Some(bad) = map.keys().find(|k| !valid_identifier(k)) {
        return Err(CallError::arg(
            1,
            format!(
                "invalid template variable name {}: must start with a letter, followed by zero or more letters, digits, and underscores",
                go_quote(bad)
            ),
        ));
    }
    Ok(map)
}
