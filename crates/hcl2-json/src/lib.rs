//! The HCL JSON syntax (layer 5, above `hcl2-native`).
//!
//! - [`ast`] — the JSON tree: objects with their properties in source order (duplicates
//!   kept), arrays, decoded strings, exact numbers, booleans and null, each with its
//!   extent (byte offsets at both ends, whose lines and columns, counted as the
//!   reference counts them, the parsed file's [`Positions`] gives).
//! - [`parse()`] and [`parse_expression`] — the entry points: a configuration file, whose
//!   root must be an object or an array, and a standalone value.
//! - [`JsonBody`], a file's or block's body behind `hcl2-core`'s `Body` trait
//!   (content by schema, partial content, just attributes), so that JSON files decode
//!   like native ones and merge with them.
//! - [`JsonExpression`], a value behind `hcl2-core`'s `Expression`
//!   trait: literal strings without a context, native templates with one.
//! - [`analysis`] — static lists, maps, calls, traversals and keywords of JSON
//!   expressions, and the variables they refer to.
//!
//! The parser is the reference's, rule for rule: an on-demand lexer (tight byte loops for
//! the token classes) that is lax about numbers, keywords and strings so that a
//! recursive-descent parser can check them strictly and report what is wrong with the
//! reference's summaries, details and ranges, and recover as the reference recovers.
//! Nesting is bounded by [`MAX_NESTING_DEPTH`]. Objects and arrays gather their items on
//! two stacks the thread keeps from one parse to the next: an array leaves with one
//! exactly sized slice, and an object appends its properties to the file's one arena
//! (room for it is taken at once from a bound on the number of properties), so no list
//! grows by copying.
//!
//! ```
//! use hcl2_json::{ast::Value, parse};
//!
//! let parsed = parse(br#"{"a": 1, "a": [true, "x"]}"#, "main.tf.json");
//! assert!(parsed.diagnostics.is_empty());
//! let Value::Object(root) = &parsed.value else { panic!("an object") };
//! let properties = root.properties(&parsed.positions);
//! let names: Vec<&str> = properties.iter().map(|p| p.name.as_str()).collect();
//! assert_eq!(names, ["a", "a"]);
//! let name = properties[1].name_extent.range(&parsed.positions);
//! assert_eq!(name.to_string(), "main.tf.json:1,10-13");
//!
//! let broken = parse(br#"{"a": 1,}"#, "main.tf.json");
//! assert_eq!(
//!     broken.diagnostics.as_slice()[0].to_string(),
//!     "main.tf.json:1,8-9: Trailing comma in object; JSON does not permit a trailing comma after the final property in an object."
//! );
//! ```
//!
//! Bodies and expressions work over the tree:
//!
//! ```
//! use hcl2_core::{Body, BodySchema, EvalContext, Expression};
//! use hcl2_json::{parse, JsonBody};
//! use hcl2_value::Value;
//!
//! let parsed = parse(br#"{"name": "web", "port": "${80 + 1}", "svc": {"a": {}}}"#, "main.tf.json");
//! let body = JsonBody::file(&parsed);
//! let schema = BodySchema::new().attribute("name", true).attribute("port", false).block("svc", ["id"]);
//! let (content, diags) = body.content(&schema);
//! assert!(diags.is_empty());
//! assert_eq!(content.blocks[0].labels, ["a"]);
//! let port = &content.attributes["port"].expr;
//! assert_eq!(port.value(None).0, Value::string("${80 + 1}"));
//! assert_eq!(port.value(Some(&EvalContext::new())).0, Value::from(81));
//! ```
#![forbid(unsafe_code)]

pub mod analysis;
pub mod ast;
mod body;
mod compact;
mod expression;
mod lexer;
mod literal;
mod parse;
mod parser;
mod positions;
mod scratch;
mod template;

pub use analysis::JsonStaticCall;
pub use body::{DetachedProperty, JsonBody};
pub use expression::JsonExpression;
pub use parse::{parse, parse_expression, parse_expression_with_start, parse_with_start, Parsed};
pub use parser::MAX_NESTING_DEPTH;
pub use positions::Positions;
