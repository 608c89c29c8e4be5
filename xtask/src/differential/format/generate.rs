//! Generated configuration files for the `format` category: bodies of attributes and
//! nested blocks (labelled, empty, one-line) with blank lines and comments of every
//! form, holding the native syntax's expressions — literals, templates with
//! interpolations, directives and escapes, heredocs (plain and indented), traversals
//! and splats, calls with expansion, one-line and multi-line tuples and objects (with
//! trailing commas, `:` and quoted keys), conditionals, operators, parentheses and for
//! expressions — written with canonical spacing and then unformatted like the corpus
//! variants.

use super::super::expressions::rng::Rng;

const NAMES: [&str; 8] = [
    "a",
    "name",
    "count",
    "tags",
    "x_y",
    "long_attribute_name",
    "b-c",
    "id",
];
const BLOCKS: [&str; 5] = ["resource", "locals", "dynamic", "content", "provisioner"];
const COMMENTS: [&str; 5] = [
    "# note",
    "// slashes",
    "/* inline */",
    "#",
    "# trailing  spaces  ",
];

/// The text of generated file `index` of the run seeded with `seed` (before it is
/// unformatted).
pub fn file(seed: u64, index: u64) -> String {
    let mut rng = Rng::for_case(seed ^ 0x5f0f_a11e, index);
    let mut out = String::new();
    body(&mut rng, 0, &mut out);
    out
}

/// One of `items`, at random.
fn one(rng: &mut Rng, items: &[&'static str]) -> &'static str {
    items[rng.below(items.len())]
}

fn indent(depth: usize, out: &mut String) {
    out.push_str(&"  ".repeat(depth));
}

fn body(rng: &mut Rng, depth: usize, out: &mut String) {
    for k in 0..rng.range(1, 6) {
        match rng.weighted(&[60, if depth < 3 { 25 } else { 0 }, 10, 5]) {
            0 => attribute(rng, depth, k, out),
            1 => block(rng, depth, out),
            2 => {
                indent(depth, out);
                out.push_str(one(rng, &COMMENTS));
                out.push('\n');
            }
            _ => out.push('\n'),
        }
    }
}

/// Attribute `k` of its body (names are made unique: a redefined one is an error).
fn attribute(rng: &mut Rng, depth: usize, k: usize, out: &mut String) {
    indent(depth, out);
    out.push_str(one(rng, &NAMES));
    out.push_str(&k.to_string());
    out.push_str(" = ");
    if rng.chance(8) {
        heredoc(rng, out);
    } else {
        expr(rng, 0, depth, out);
    }
    if rng.chance(20) {
        out.push(' ');
        out.push_str(one(rng, &COMMENTS));
    }
    out.push('\n');
}

fn block(rng: &mut Rng, depth: usize, out: &mut String) {
    indent(depth, out);
    out.push_str(one(rng, &BLOCKS));
    for _ in 0..rng.below(3) {
        out.push_str(if rng.chance(70) { " \"lbl\"" } else { " bare" });
    }
    match rng.weighted(&[70, 15, 15]) {
        0 => {
            out.push_str(" {\n");
            body(rng, depth + 1, out);
            indent(depth, out);
            out.push_str("}\n");
        }
        1 => out.push_str(" {}\n"),
        _ => {
            out.push_str(" { ");
            out.push_str(one(rng, &NAMES));
            out.push_str(" = ");
            expr(rng, 2, depth, out);
            out.push_str(" }\n");
        }
    }
}

fn heredoc(rng: &mut Rng, out: &mut String) {
    if rng.chance(50) {
        out.push_str("<<EOT\nline one ${var.x}\n  %{ if c }kept   spaces%{ endif }\nEOT");
    } else {
        out.push_str("<<-EOT\n    indented ${ upper(\"x\") }\n      more\n    EOT");
    }
}

const LEAVES: [&str; 16] = [
    "1",
    "0.5",
    "1e3",
    "true",
    "null",
    "\"plain\"",
    "\"a ${var.x} b\"",
    "\"%{ if c }y%{ else }n%{ endif }\"",
    "\"esc \\\" \\n $${lit} %%{lit}\"",
    "var.a",
    "local.b[0]",
    "module.m.out",
    "a.*.b",
    "a[*].b",
    "data.x.y[\"k\"].id",
    "\"${ {a = 1} }\"",
];

fn expr(rng: &mut Rng, level: usize, depth: usize, out: &mut String) {
    if level >= 3 {
        out.push_str(one(rng, &LEAVES));
        return;
    }
    let next = level + 1;
    match rng.weighted(&[30, 8, 10, 10, 6, 8, 8, 4, 6, 4, 4]) {
        0 => out.push_str(one(rng, &LEAVES)),
        1 => {
            out.push_str(one(rng, &["max", "concat", "merge", "lookup"]));
            out.push('(');
            let n = rng.below(4);
            for i in 0..n {
                if i > 0 {
                    out.push_str(", ");
                }
                expr(rng, next, depth, out);
            }
            if n > 0 && rng.chance(15) {
                out.push_str("...");
            }
            out.push(')');
        }
        2 => {
            out.push('[');
            for i in 0..rng.below(4) {
                if i > 0 {
                    out.push_str(", ");
                }
                expr(rng, next, depth, out);
            }
            out.push(']');
        }
        3 => {
            out.push_str("[\n");
            for _ in 0..rng.range(1, 3) {
                indent(depth + level + 1, out);
                expr(rng, next, depth + level + 1, out);
                out.push_str(",\n");
            }
            indent(depth + level, out);
            out.push(']');
        }
        4 => {
            out.push_str("{ ");
            out.push_str(one(rng, &NAMES));
            out.push_str(" = ");
            expr(rng, next, depth, out);
            out.push_str(", k2 = 2 }");
        }
        5 => {
            out.push_str("{\n");
            for k in 0..rng.range(1, 3) {
                indent(depth + level + 1, out);
                let key = one(rng, &["k#", "\"quoted key #\"", "longer_key#", "(var.k#)"]);
                out.push_str(&key.replace('#', &k.to_string()));
                out.push_str(if rng.chance(20) { ": " } else { " = " });
                expr(rng, next, depth + level + 1, out);
                if rng.chance(15) {
                    out.push_str(" # c");
                }
                out.push('\n');
            }
            indent(depth + level, out);
            out.push('}');
        }
        6 => {
            expr(rng, next, depth, out);
            out.push_str(one(
                rng,
                &[
                    " + ", " - ", " * ", " == ", " != ", " && ", " || ", " < ", " >= ", " % ",
                ],
            ));
            expr(rng, next, depth, out);
        }
        7 => {
            out.push_str(one(rng, &["-", "!"]));
            expr(rng, 3, depth, out);
        }
        8 => {
            out.push_str("c ? ");
            expr(rng, next, depth, out);
            out.push_str(" : ");
            expr(rng, next, depth, out);
        }
        9 => {
            out.push('(');
            expr(rng, next, depth, out);
            out.push(')');
        }
        _ => {
            if rng.chance(50) {
                out.push_str("[for x in ");
                expr(rng, next, depth, out);
                out.push_str(" : x]");
            } else {
                out.push_str("{ for k, v in var.m : k => v if v != null }");
            }
        }
    }
}
