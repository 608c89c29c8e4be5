//! [`ExprText`]: the source of an expression to put into a tree, built from a value, a
//! traversal, a function call, tuple and object parts, or raw source (validated).

use hcl2_core::Pos;
use hcl2_value::Value;

use crate::literal::{object, value_source};
use crate::Error;

/// The source text of one native-syntax expression, valid by construction.
///
/// ```
/// use hcl2_write::ExprText;
///
/// let call = ExprText::call("max", [ExprText::traversal("var.a").unwrap(), ExprText::raw("2").unwrap()]);
/// assert_eq!(call.as_str(), "max(var.a, 2)");
/// let obj = ExprText::object([("name", ExprText::value(&"web".into()).unwrap())]);
/// assert_eq!(obj.as_str(), "{\nname = \"web\"\n}");
/// assert!(ExprText::raw("1 +").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprText(String);

impl ExprText {
    /// Raw expression source, checked to be one whole expression without errors.
    pub fn raw(src: &str) -> Result<ExprText, Error> {
        let parsed = hcl2_native::parse_expression(src.as_bytes(), "<expression>", Pos::START);
        if parsed.diagnostics.has_errors() {
            return Err(Error::syntax("the expression", parsed.diagnostics));
        }
        Ok(ExprText(src.trim().to_string()))
    }

    /// A known value as a literal or constructor.
    pub fn value(v: &Value) -> Result<ExprText, Error> {
        let mut out = String::new();
        value_source(v, &mut out)?;
        Ok(ExprText(out))
    }

    /// A traversal such as `var.name` or `local.list[0]`: a root name and attribute or
    /// index steps.
    pub fn traversal(path: &str) -> Result<ExprText, Error> {
        let parsed = hcl2_native::parse_traversal_abs(path.as_bytes(), "<traversal>", Pos::START);
        if parsed.diagnostics.has_errors() {
            return Err(Error::syntax("the traversal", parsed.diagnostics));
        }
        Ok(ExprText(path.trim().to_string()))
    }

    /// A function call `name(args...)`.
    pub fn call(name: &str, args: impl IntoIterator<Item = ExprText>) -> ExprText {
        let args: Vec<String> = args.into_iter().map(|a| a.0).collect();
        ExprText(format!("{name}({})", args.join(", ")))
    }

    /// A tuple constructor `[a, b]`.
    pub fn tuple(items: impl IntoIterator<Item = ExprText>) -> ExprText {
        let items: Vec<String> = items.into_iter().map(|a| a.0).collect();
        ExprText(format!("[{}]", items.join(", ")))
    }

    /// An object constructor, one attribute a line (keys that are not identifiers are
    /// quoted).
    pub fn object<K: AsRef<str>>(attrs: impl IntoIterator<Item = (K, ExprText)>) -> ExprText {
        let attrs: Vec<(K, ExprText)> = attrs.into_iter().collect();
        let mut out = String::new();
        let entries = attrs.iter().map(|(k, v)| (k.as_ref(), v));
        let written = object(entries, &mut out, |v, out| {
            out.push_str(&v.0);
            Ok(())
        });
        debug_assert!(written.is_ok(), "writing source text cannot fail");
        ExprText(out)
    }

    /// The source.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
