//! Odd spec files and inputs never crash the loader or the decoder: the deepest nesting
//! the parser allows, nesting past it, and many mutations of a spec file that uses every
//! spec block type.

use hcl2_core::{EvalContext, Pos};
use hcl2_dec::{decode, implied_type, source_range, variables};
use hcl2_ext::spec_file::{load_spec_file, SpecFile};

/// Decodes `input` with a loaded spec, with the spec's variables and functions as the
/// context, and checks what must always hold.
fn decode_with(spec: &SpecFile, input: &str) {
    let parsed = hcl2_native::parse_config(input.as_bytes(), "in.hcl", Pos::START);
    let body = parsed.body();
    let mut ctx = EvalContext::new();
    for (name, value) in &spec.variables {
        ctx.set_variable(name.clone(), value.clone());
    }
    for (name, f) in &spec.functions {
        ctx.set_function(name.clone(), f.clone());
    }
    let (value, diags) = decode(&body, &spec.root, Some(&ctx));
    let _ = variables(&body, &spec.root);
    let _ = source_range(&body, &spec.root);
    let _ = implied_type(&spec.root);
    if !diags.has_errors() {
        // Without errors nothing is left unknown: the context has every value it needs.
        assert!(value.is_wholly_known(), "{value:?} from {input:?}");
    }
}

#[test]
fn the_deepest_nesting_the_parser_allows_loads_and_decodes() {
    // Each level is a `block` spec nesting the next; the input nests blocks as deep.
    // The innermost attribute's string template counts as two more levels, and the
    // input's innermost attribute as one more.
    let depth = hcl2_native::MAX_NESTING_DEPTH - 3;
    let mut spec = String::from("attr {\n  name = \"x\"\n  type = number\n}\n");
    let mut input = String::from("x = 7\n");
    for _ in 0..depth {
        spec = format!("block {{\n  block_type = \"b\"\n{spec}}}\n");
        input = format!("b {{\n{input}}}\n");
    }
    let (loaded, diags) = load_spec_file(spec.as_bytes(), "deep.hcldec");
    assert!(diags.is_empty(), "{diags}");
    let loaded = loaded.expect("a spec");
    let parsed = hcl2_native::parse_config(input.as_bytes(), "in.hcl", Pos::START);
    assert!(parsed.diagnostics.is_empty());
    let (value, diags) = decode(&parsed.body(), &loaded.root, None);
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(value, hcl2_value::Value::from(7));
}

#[test]
fn nesting_past_the_parsers_limit_is_an_error() {
    let depth = hcl2_native::MAX_NESTING_DEPTH + 10;
    let spec = format!(
        "{}literal {{ value = 1 }}\n{}",
        "default {\n".repeat(depth),
        "}\n".repeat(depth)
    );
    let (loaded, diags) = load_spec_file(spec.as_bytes(), "deep.hcldec");
    assert!(loaded.is_none());
    assert!(diags.has_errors());
}

const EVERYTHING: &str = r#"
variables {
  v = upper("x")
}
function "f" {
  params         = [a]
  variadic_param = rest
  result         = [a, rest, length(rest)]
}
object {
  attr "a" {
    type     = list(object({x = number, y = set(string)}))
    required = true
  }
  block "b" {
    block_type = "bb"
    object {
      attr "c" {
        type = map(tuple([string, bool]))
      }
    }
  }
  block_list "l" {
    min_items = 1
    max_items = 3
    array {
      attr {
        name = "n"
      }
      literal {
        value = "fixed"
      }
    }
  }
  block_set "s" {
    attr {
      name = "m"
      type = string
    }
  }
  block_map "m" {
    labels = ["k1", "k2"]
    default {
      attr {
        name = "d"
        type = number
      }
      literal {
        value = 0
      }
    }
  }
  transform "t" {
    attr {
      name = "raw"
    }
    result = jsonencode(nested)
  }
}
"#;

const INPUTS: [&str; 4] = [
    "a = [{x = 1, y = [\"a\"]}]\nl {\n  n = f(1, 2, 3)\n}\nraw = v\n",
    "bb {\n  c = {k = [\"s\", true]}\n}\nm \"a\" \"b\" {\n  d = 1\n}\nm \"a\" \"c\" {\n}\ns {\n  m = \"z\"\n}\n",
    "a = null\nl {\n}\nl {\n}\nl {\n}\nl {\n}\nbb {\n}\nbb {\n}\n",
    "a = 1\nzz = 2\nm \"x\" {\n}\n",
];

/// A tiny deterministic generator (no dependencies, same cases every run).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % bound.max(1)
    }
}

#[test]
fn the_full_spec_loads_and_decodes_every_input() {
    let (loaded, diags) = load_spec_file(EVERYTHING.as_bytes(), "all.hcldec");
    assert!(diags.is_empty(), "{diags}");
    let loaded = loaded.expect("a spec");
    for input in INPUTS {
        decode_with(&loaded, input);
    }
}

#[test]
fn mutated_spec_files_never_crash_and_errors_mean_no_spec() {
    let pieces = [
        "{",
        "}",
        "\"",
        "=",
        "[",
        "]",
        "(",
        ")",
        ",",
        "\n",
        "attr",
        "block",
        "object",
        "null",
        "any",
        "list(",
        "labels",
        "nested",
        "...",
        "${",
        "#",
        "1e999",
        "-1",
        "\u{1F600}",
    ];
    let source: Vec<char> = EVERYTHING.chars().collect();
    let mut rng = Lcg(0x5eed);
    let mut loaded_count = 0;
    for _ in 0..400 {
        let mut text = source.clone();
        for _ in 0..=rng.next(3) {
            let at = rng.next(text.len());
            match rng.next(3) {
                0 => {
                    let len = rng.next(12).min(text.len() - at);
                    text.drain(at..at + len);
                }
                1 => {
                    let piece = pieces[rng.next(pieces.len())];
                    text.splice(at..at, piece.chars());
                }
                _ => {
                    let from = rng.next(text.len());
                    let len = rng.next(30).min(text.len() - from);
                    let copied: Vec<char> = text[from..from + len].to_vec();
                    text.splice(at..at, copied);
                }
            }
        }
        let text: String = text.into_iter().collect();
        let (loaded, diags) = load_spec_file(text.as_bytes(), "mutated.hcldec");
        assert_eq!(loaded.is_none(), diags.has_errors(), "{text}");
        if let Some(loaded) = loaded {
            loaded_count += 1;
            for input in INPUTS {
                decode_with(&loaded, input);
            }
        }
    }
    // Some mutations leave a valid spec, so decoding is exercised too.
    assert!(loaded_count > 10, "only {loaded_count} mutations loaded");
}

#[test]
fn a_default_with_thousands_of_alternatives_loads_decodes_and_drops() {
    let alternatives = "literal {\n  value = null\n}\n".repeat(5000);
    let spec = format!("default {{\n{alternatives}attr {{\n  name = \"a\"\n}}\n}}\n");
    let (loaded, diags) = load_spec_file(spec.as_bytes(), "wide.hcldec");
    assert!(diags.is_empty(), "{diags}");
    let loaded = loaded.expect("a spec");
    let parsed = hcl2_native::parse_config(b"a = 1\n", "in.hcl", Pos::START);
    let body = parsed.body();
    let (value, diags) = decode(&body, &loaded.root, None);
    assert!(diags.is_empty(), "{diags}");
    assert_eq!(value, hcl2_value::Value::from(1));
    assert_eq!(implied_type(&loaded.root), hcl2_value::Type::Dynamic);
    assert_eq!(
        source_range(&body, &loaded.root).to_string(),
        "<unknown>:0,0-0"
    );
    assert!(variables(&body, &loaded.root).is_empty());
}
