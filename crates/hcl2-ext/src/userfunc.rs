//! Functions a configuration defines for itself (the reference's `ext/userfunc`):
//!
//! ```hcl
//! function "add" {
//!   params         = [a, b]
//!   variadic_param = rest
//!   result         = a + b + length(rest)
//! }
//! ```
//!
//! Each block of the given type defines a function of that name: its parameters take
//! values of any type (not null, unknown or marked, which the call handles as for any
//! function), and a call evaluates `result` with the arguments as variables (the
//! variadic ones as a tuple) in a child of the scope the application's context
//! function gives, made once, on the first call. Errors of `result` make the call fail
//! with them as its message. A block with errors defines nothing.
//!
//! ```
//! use hcl2_core::{EvalContext, Expression, Pos};
//! use hcl2_ext::userfunc::decode_user_functions;
//! use hcl2_native::{parse_config, parse_expression, NativeExpression};
//! use hcl2_value::Value;
//!
//! let config = parse_config(b"function \"twice\" {\n  params = [x]\n  result = x * 2\n}\n", "f.hcl", Pos::START);
//! let body = config.body();
//! let (functions, _rest, diags) = decode_user_functions(&body, "function", EvalContext::new);
//! assert!(!diags.has_errors());
//! let mut ctx = EvalContext::new();
//! ctx.set_function("twice", functions["twice"].clone());
//! let call = parse_expression(b"twice(21)", "e.hcl", Pos::START);
//! let expr = NativeExpression { expr: &call.value, file: call.tree() };
//! assert_eq!(expr.value(Some(&ctx)).0, Value::from(42));
//! ```

pub use hcl2_core::userfunc::decode_user_functions;
