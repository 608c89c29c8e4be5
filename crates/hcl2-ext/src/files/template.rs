//! `templatefile(path, vars)`: a file of the sandbox rendered as a template, with
//! only `vars` as variables and the application's functions (except `templatefile`
//! itself, which would let a file include itself without end), as Terraform does.

use std::collections::BTreeMap;
use std::sync::Arc;

use hcl2_core::closure::{expression_function, ClosureCall};
use hcl2_core::{EvalContext, Pos};
use hcl2_native::analysis::template_variables;
use hcl2_native::{evaluate_template, parse_template, valid_identifier};
use hcl2_value::strings::go_quote;
use hcl2_value::{Error, Function, Parameter, Type, Value};

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
    fn render(&self, args: &[Value]) -> Result<Value, Error> {
        let (path, marks) = args[0].clone().unmark();
        let path = path.as_str().unwrap_or_default();
        let text = read_text(&self.sandbox, path, &marks)?;
        let functions = for_templates((self.functions)(), true);
        render_template(&text, path, &args[1], functions).map_err(|e| match e {
            RenderError::Call(e) => e,
            RenderError::Parse(text) | RenderError::Evaluate(text) => Error::new(text),
        })
    }
}

/// Why a template did not render, which each function reports its own way.
#[derive(Debug)]
pub(crate) enum RenderError {
    /// An error of the call (about `vars`).
    Call(Error),
    /// The text of the template's parse diagnostics.
    Parse(String),
    /// The text of the diagnostics evaluating the template found.
    Evaluate(String),
}

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
        return Err(RenderError::Parse(parsed.diagnostics.to_string()));
    }
    let vars = template_vars(vars).map_err(RenderError::Call)?;
    for traversal in template_variables(&parsed.value, parsed.tree()) {
        let root = traversal.root_name().unwrap_or_default();
        if !vars.contains_key(root) {
            let at = traversal
                .0
                .first()
                .map(|t| t.range().to_string())
                .unwrap_or_default();
            return Err(RenderError::Call(Error::arg(
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
        return Err(RenderError::Evaluate(diags.to_string()));
    }
    Ok(value)
}

/// The functions Terraform (1.9+) refuses inside templates: those that render
/// templates (a template could render itself without end)…
const TEMPLATE_FUNCTIONS: [&str; 2] = ["templatefile", "templatestring"];
/// …and, inside `templatestring`, those that read the filesystem.
const FILESYSTEM_FUNCTIONS: [&str; 11] = [
    "file",
    "fileexists",
    "fileset",
    "filebase64",
    "filebase64sha256",
    "filebase64sha512",
    "filemd5",
    "filesha1",
    "filesha256",
    "filesha512",
    "templatefile",
];

/// `functions` as a template rendered by `templatefile` (`allow_files`) or
/// `templatestring` sees them: the template functions, and without `allow_files` the
/// filesystem functions, refuse to run with Terraform's messages (names may carry
/// Terraform's `core::` namespace).
pub(crate) fn for_templates(
    mut functions: BTreeMap<String, Function>,
    allow_files: bool,
) -> BTreeMap<String, Function> {
    for (name, function) in functions.iter_mut() {
        let plain = name.strip_prefix("core::").unwrap_or(name);
        let message = if TEMPLATE_FUNCTIONS.contains(&plain) {
            format!("cannot recursively call {plain} from inside another template function")
        } else if !allow_files && FILESYSTEM_FUNCTIONS.contains(&plain) {
            format!("cannot use filesystem access functions like {plain} in templatestring templates; consider passing the function result as a template variable instead")
        } else {
            continue;
        };
        *function = refusal(function, message);
    }
    functions
}

/// A function with the parameters of `original` (so that its argument errors come
/// first) that refuses to run with `message`.
fn refusal(original: &Function, message: String) -> Function {
    let mut builder = Function::builder(original.params().to_vec());
    if let Some(variadic) = original.variadic_param() {
        builder = builder.variadic(variadic.clone());
    }
    if ClosureCall::of(original).is_some() {
        return expression_function(builder, move |_| Err(Error::new(message.clone()).into()));
    }
    builder
        .returns_with(move |_| Err(Error::new(message.clone())))
        .build(|_, _| Ok(Value::dynamic()))
}

/// The variables `vars` gives (a map or object whose keys are identifiers).
fn template_vars(vars: &Value) -> Result<BTreeMap<String, Value>, Error> {
    if !(vars.ty().is_map() || vars.ty().is_object()) {
        return Err(Error::arg(1, "invalid vars value: must be a map"));
    }
    let map = vars.as_map().map(BTreeMap::from).unwrap_or_default();
    if let Some(bad) = map.keys().find(|k| !valid_identifier(k)) {
        return Err(Error::arg(
            1,
            format!(
                "invalid template variable name {}: must start with a letter, followed by zero or more letters, digits, and underscores",
                go_quote(bad)
            ),
        ));
    }
    Ok(map)
}
