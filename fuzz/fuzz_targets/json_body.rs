//! JSON-syntax bodies and expressions never panic, hang or overflow the stack: any bytes
//! parse as a JSON file, and its body is read with schemas derived from the input itself
//! (its property names as attributes or as blocks of 0-2 labels, some required), as full
//! content, as a partial take followed by the rest, and as just-attributes. Every
//! attribute expression is evaluated without a context, with an empty one and with a
//! small full one, and goes through every static analysis and `variables`; nested block
//! bodies are read the same way, to a bounded depth.
#![no_main]

use hcl2_core::{Body, BodySchema, EvalContext, Expression};
use hcl2_json::ast::Value as Json;
use hcl2_json::Tree;
use hcl2_value::{Type, Value};
use libfuzzer_sys::fuzz_target;

/// How deeply nested block bodies are followed.
const MAX_BLOCK_DEPTH: usize = 4;

/// How many property names a derived schema takes at most.
const MAX_SCHEMA_NAMES: usize = 8;

/// The property names of a body's value: an object's, or those of an array's objects.
fn body_names(value: Option<Json>, tree: &Tree, out: &mut Vec<String>) {
    match value {
        Some(Json::Object(o)) => {
            for p in o.properties(tree) {
                let name = p.name.text(tree);
                if out.len() < MAX_SCHEMA_NAMES && !out.iter().any(|n| *n == name) {
                    out.push(name.to_string());
                }
            }
        }
        Some(Json::Array(a)) => {
            for e in a.elements(tree) {
                body_names(Some(e), tree, out);
            }
        }
        _ => {}
    }
}

/// A schema over `names`: `seed` decides, name by name, attribute or block (and how many
/// labels) and whether an attribute is required. A name never appears twice.
fn schema(names: &[String], seed: u8) -> BodySchema {
    let mut schema = BodySchema::new();
    for (i, name) in names.iter().enumerate() {
        let choice = seed.rotate_left(i as u32) ^ name.len() as u8;
        match choice % 5 {
            0 => schema = schema.attribute(name.clone(), false),
            1 => schema = schema.attribute(name.clone(), true),
            2 => schema = schema.block(name.clone(), [""; 0]),
            3 => schema = schema.block(name.clone(), ["a"]),
            _ => schema = schema.block(name.clone(), ["a", "b"]),
        }
    }
    // A name the input may not have, so that missing items are exercised too.
    if seed & 0x80 != 0 {
        schema = schema.attribute("required_missing", true);
    }
    schema
}

/// The small full context: a few variables of every kind and two functions.
fn full_context() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    ctx.set_variable("a", Value::from(1))
        .set_variable("name", Value::string("x"))
        .set_variable("flag", Value::from(true))
        .set_variable("nothing", Value::null(Type::Dynamic))
        .set_variable("unk", Value::dynamic())
        .set_variable(
            "obj",
            Value::object([("k", Value::string("v")), ("n", Value::from(2))]),
        )
        .set_variable("tup", Value::tuple([Value::from(1), Value::string("b")]))
        .set_function("upper", hcl2_stdlib::upper())
        .set_function("length", hcl2_stdlib::length());
    ctx
}

/// Evaluates `expr` in every mode and runs every static analysis over it; the parts
/// static lists and maps give back are checked the same way, to a bounded depth.
fn exercise(expr: &dyn Expression, ctx: &EvalContext<'_>, depth: usize) {
    let _ = expr.value(None);
    let _ = expr.value(Some(&EvalContext::empty()));
    let _ = expr.value(Some(ctx));
    let _ = expr.variables();
    let _ = expr.range();
    let _ = expr.start_range();
    let _ = expr.as_keyword();
    let _ = expr.as_abs_traversal();
    let _ = expr.as_rel_traversal();
    if let Ok(call) = expr.as_call() {
        let _ = (call.name, call.expand_final);
        if depth > 0 {
            for arg in &call.args {
                exercise(arg.as_ref(), ctx, depth - 1);
            }
        }
    }
    if depth == 0 {
        return;
    }
    if let Ok(items) = expr.as_list() {
        for item in &items {
            exercise(item.as_ref(), ctx, depth - 1);
        }
    }
    if let Ok(pairs) = expr.as_map() {
        for pair in &pairs {
            exercise(pair.key.as_ref(), ctx, depth - 1);
            exercise(pair.value.as_ref(), ctx, depth - 1);
        }
    }
}

/// Reads `body` every way there is with schemas derived from its own names, then
/// descends into the blocks it yields.
fn read_body(body: &dyn Body, names: &[String], seed: u8, ctx: &EvalContext<'_>, depth: usize) {
    let _ = body.missing_item_range();
    let (attrs, _) = body.just_attributes();
    for attr in attrs.values() {
        exercise(attr.expr.as_ref(), ctx, 2);
    }
    let full = schema(names, seed);
    let (content, _) = body.content(&full);
    for attr in content.attributes.values() {
        exercise(attr.expr.as_ref(), ctx, 2);
    }
    // A partial take of the first half of the names, then the rest with another schema.
    let half = names.len() / 2;
    let (partial, rest, _) = body.partial_content(&schema(&names[..half], seed));
    let (rest_content, _) = rest.content(&schema(&names[half..], seed.wrapping_add(1)));
    let _ = rest.just_attributes();
    let _ = rest.missing_item_range();
    for attr in partial.attributes.values().chain(rest_content.attributes.values()) {
        let _ = attr.expr.value(Some(ctx));
    }
    if depth == 0 {
        return;
    }
    for block in content.blocks.iter().chain(&partial.blocks) {
        let _ = (&block.labels, &block.def_range, &block.label_ranges);
        // Nested bodies are opaque behind the trait: their names come from what
        // just-attributes sees there.
        let (nested, _) = block.body.just_attributes();
        let nested_names: Vec<String> =
            nested.keys().take(MAX_SCHEMA_NAMES).cloned().collect();
        read_body(
            block.body.as_ref(),
            &nested_names,
            seed.rotate_left(3),
            ctx,
            depth - 1,
        );
    }
}

fuzz_target!(|data: &[u8]| {
    let seed = data.first().copied().unwrap_or(0);
    let parsed = hcl2_json::parse(data, "fuzz.json");
    let body = hcl2_json::JsonBody::file(&parsed);
    let mut names = Vec::new();
    body_names(body.ast(), &parsed.tree, &mut names);
    let ctx = full_context();
    read_body(&body, &names, seed, &ctx, MAX_BLOCK_DEPTH);

    // The whole input as one expression, too.
    let parsed = hcl2_json::parse_expression(data, "fuzz.json");
    let expr = hcl2_json::JsonExpression::new(parsed.value, &parsed.tree);
    exercise(&expr, &ctx, 3);
});
