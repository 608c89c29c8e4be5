//! The HCL JSON syntax (layer 5, above `hcl2-native`).
//!
//! - [`ast`] — the JSON tree: objects with their properties in source order (duplicates
//!   kept), arrays, decoded strings, exact numbers, booleans and null, each with its
//!   extent (byte offsets at both ends, whose lines and columns, counted as the
//!   reference counts them, the parsed file's [`Tree`] gives). Values are small handles
//!   read through the file's [`Tree`].
//! - [`parse()`] and [`parse_expression`] — the entry points: a configuration file, whose
//!   root must be an object or an array, and a standalone value; [`parse_with`] and
//!   [`parse_expression_with`] take [`hcl2_core::ParseOptions`] (by default a parse
//!   keeps at most 100 diagnostics, then one error naming the limit).
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
//! Nesting is bounded by [`MAX_NESTING_DEPTH`]. The parser appends one 16-byte node per
//! value and per property name to the file's tree in document order, in chunks that
//! never move, so no list of items is gathered apart or grows by copying; an object or
//! array of plain constants becomes a single node whose items are read again from the
//! text, and so does each run of plain items inside the others. Parsing takes about 1
//! to 2 times the input's size (the source's copy of the text included).
//!
//! ```
//! use hcl2_json::{ast::Value, parse};
//!
//! let parsed = parse(br#"{"a": 1, "a": [true, "x\n"]}"#, "main.tf.json");
//! assert!(parsed.diagnostics.is_empty());
//! let tree = &parsed.tree;
//! let Value::Object(root) = parsed.value else { panic!("an object") };
//! let properties: Vec<_> = root.properties(tree).collect();
//! let names: Vec<_> = properties.iter().map(|p| p.name.text(tree)).collect();
//! assert_eq!(names, ["a", "a"]);
//! let name = properties[1].name.extent.range(tree);
//! assert_eq!(name.to_string(), "main.tf.json:1,10-13");
//! let Value::Array(list) = properties[1].value else { panic!("an array") };
//! let Some(Value::String(x)) = list.elements(tree).nth(1) else { panic!("a string") };
//! assert_eq!(x.text(tree), "x\n");
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
mod plain;
mod positions;
mod tape;
mod template;
mod tree;

pub use analysis::JsonStaticCall;
pub use body::{DetachedProperty, JsonBody};
pub use expression::JsonExpression;
pub use parse::{
    parse, parse_expression, parse_expression_with, parse_expression_with_start, parse_with,
    parse_with_start, Parsed,
};
pub use parser::MAX_NESTING_DEPTH;
pub use tree::Tree;
