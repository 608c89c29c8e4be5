//! The seeded, grammar-based generator of expressions and templates.
//!
//! Every construct of the native syntax has a weight: literals (unusual numbers,
//! strings with escapes and Unicode), templates with interpolations, strip markers and
//! `if`/`for` directives, heredocs, the fixture's variables with attribute, index,
//! legacy `.0` and splat steps, function calls (with `...` expansion, wrong arities,
//! unknown and namespaced names), every operator over mixed types, conditionals,
//! tuples, objects (duplicate and computed keys), `for` expressions (with `if`,
//! grouping, keys), splats, parentheses, deep nesting, odd whitespace, comments and
//! newlines, and (in one case in ten) invalid fragments. Generation is type-directed
//! most of the time, so most cases are valid and evaluate to a value; the rest mix
//! types on purpose to reach conversions and errors.
//!
//! Each case is generated from its own stream ([`Rng::for_case`]), so `seed` and the
//! case's index reproduce it.

use std::collections::BTreeMap;

use hcl2_value::{Type, Value};

use super::fixture::{ContextMode, Kind};
use super::rng::Rng;
use super::tree::{Node, Piece, Role};

/// A generated case: its shape (for shrinking), kind and context mode.
#[derive(Clone, Debug)]
pub struct Generated {
    pub tree: Node,
    pub kind: Kind,
    pub ctx: ContextMode,
}

/// The type an expression is generated for (not enforced: a share of choices ignore it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Want {
    Any,
    Num,
    Str,
    Bool,
    /// A list, set or tuple.
    Seq,
    /// A map or object.
    Obj,
}

const WANTS: [Want; 6] = [
    Want::Any,
    Want::Num,
    Want::Str,
    Want::Bool,
    Want::Seq,
    Want::Obj,
];

/// Where literal template text goes: escapes mean something only in quoted strings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TextMode {
    Quoted,
    Heredoc,
    Standalone,
}

/// Number literals, including the unusual ones (leading zeros, exponents, more digits
/// than a float holds, huge and tiny magnitudes).
const NUMBERS: [&str; 32] = [
    "0",
    "1",
    "2",
    "3",
    "7",
    "10",
    "42",
    "100",
    "0.5",
    "1.5",
    "2.25",
    "0.1",
    "007",
    "00",
    "1.50",
    "1e3",
    "1E3",
    "1e+2",
    "2e-3",
    "1.5e10",
    "123456789012345678901234567890",
    "9007199254740993",
    "0.000000000000000000001",
    "1e308",
    "1e-320",
    "1.7976931348623157e308",
    "3.14159265358979323846264338327950288419716939937510",
    "18446744073709551616",
    "0.30000000000000004",
    "1e40",
    "1e400",
    "5e-324",
];

/// Literal text for quoted strings (escapes included).
const QUOTED_TEXT: [&str; 36] = [
    "hello",
    "a",
    "b c",
    " ",
    "x-y",
    "é",
    "日本語",
    "👍🏽",
    "e\u{301}",
    "Ω≈ç",
    "\\n",
    "\\t",
    "\\\"",
    "\\\\",
    "\\r",
    "\\u00e9",
    "\\U0001F600",
    "\\u0041",
    "$${",
    "%%{",
    "$${str}",
    "$",
    "%",
    "{",
    "}",
    "~",
    "$$",
    "%%",
    "a$",
    "100%",
    "' '",
    "\\u00a0",
    "[1,2]",
    "{\\\"a\\\":1}",
    "null",
    "1.5",
];

/// Literal text for heredocs and standalone templates (no escapes there).
const RAW_TEXT: [&str; 22] = [
    "hello",
    "a",
    " ",
    "\n",
    "line\n",
    "  indented\n",
    "\ttab\n",
    "a \"quoted\" b",
    "\\n",
    "日本語",
    "👍🏽",
    "e\u{301}",
    "$${",
    "%%{",
    "$",
    "%",
    "{",
    "}",
    "~",
    "\r\n",
    "x\n\n",
    "    \n",
];

/// Names bound by `for` expressions and directives (some shadow fixture variables).
const BOUND_NAMES: [&str; 8] = ["x", "k", "v", "i", "item", "each", "str", "_tmp"];

/// Object keys written as identifiers (some are keywords or fixture names).
const KEY_NAMES: [&str; 12] = [
    "a",
    "b",
    "name",
    "id",
    "x",
    "with-dash",
    "null",
    "true",
    "str",
    "for",
    "_k",
    "Ω",
];

/// Fragments that do not parse, or parse into something odd.
const INVALID: [&str; 44] = [
    "",
    ")",
    "1 +",
    "[1,",
    "{a=}",
    "\"unterminated",
    "\"${",
    "${}",
    "a.",
    "str[",
    "1..2",
    "!",
    "?",
    ":",
    "=>",
    "...",
    "%{",
    "for",
    "in",
    "\"\\q\"",
    "\"\\u12\"",
    "1e",
    "1.",
    ".5",
    "0x10",
    "@",
    "`a`",
    "'a'",
    "a::b",
    "a::",
    "<<EOT\nno end",
    "{(str)}",
    "[for x in list]",
    "{for k, v in map : k}",
    "[for x list : x]",
    "str.0x",
    "obj.\"name\"",
    "list[*",
    "f(,)",
    "upper(str,,)",
    "(1",
    "\"%{ if yes }\"",
    "\"%{ endfor }\"",
    "\"${ 1 }\" \"x\"",
];

/// Functions called by generated cases: name, then the types of the fixed arguments,
/// then whether further arguments of the last type may follow.
const FUNCTIONS: [(&str, &[Want], bool); 18] = [
    ("upper", &[Want::Str], false),
    ("lower", &[Want::Str], false),
    ("strlen", &[Want::Str], false),
    ("reverse", &[Want::Str], false),
    ("abs", &[Want::Num], false),
    ("min", &[Want::Num], true),
    ("max", &[Want::Num], true),
    ("length", &[Want::Seq], false),
    ("coalesce", &[Want::Any], true),
    ("concat", &[Want::Seq], true),
    ("join", &[Want::Str, Want::Seq], true),
    ("keys", &[Want::Obj], false),
    ("values", &[Want::Obj], false),
    ("jsonencode", &[Want::Any], false),
    ("hasindex", &[Want::Seq, Want::Any], false),
    ("int", &[Want::Num], false),
    ("jsondecode", &[Want::Str], false),
    ("substr", &[Want::Str, Want::Num, Want::Num], false),
];

/// Function names that are not defined (misspellings get "Did you mean").
const UNKNOWN_FUNCTIONS: [&str; 5] = ["uper", "lenght", "nosuch", "Upper", "json_encode"];

/// Namespaced names (the current reference's `provider::ns::fn` syntax).
const NAMESPACED_FUNCTIONS: [&str; 3] = ["core::upper", "provider::test::fn", "a::b"];

/// How deep ordinary generation nests.
const MAX_DEPTH: usize = 4;

/// Generates case `index` of the run seeded with `seed`.
pub fn generate(seed: u64, index: u64, vars: &BTreeMap<String, Value>) -> Generated {
    let mut g = Gen::new(Rng::for_case(seed, index), vars);
    let ctx = match g.rng.weighted(&[84, 8, 8]) {
        0 => ContextMode::Full,
        1 => ContextMode::Empty,
        _ => ContextMode::None,
    };
    if g.rng.chance(25) {
        let tree = g.standalone_template();
        return Generated {
            tree,
            kind: Kind::Template,
            ctx,
        };
    }
    let want = *g.rng.pick(&WANTS);
    let tree = if g.rng.chance(2) {
        g.deep(want)
    } else {
        let depth = g.rng.range(1, MAX_DEPTH);
        let body = g.expr(want, depth);
        if g.rng.chance(8) {
            // Leading and trailing trivia around the whole expression.
            Node::new(
                Role::Group,
                vec![g.trivia_piece(), Piece::Node(body), g.trivia_piece()],
            )
        } else {
            body
        }
    };
    Generated {
        tree,
        kind: Kind::Expr,
        ctx,
    }
}

struct Gen<'a> {
    rng: Rng,
    /// The fixture's variables, sorted by name.
    vars: Vec<(&'a str, &'a Value)>,
    /// Names bound by enclosing `for` expressions or directives.
    scope: Vec<&'static str>,
    /// Whether this case may contain invalid fragments.
    invalid: bool,
    /// Nodes left before everything becomes an atom (keeps cases small).
    budget: usize,
}

fn text(s: impl Into<String>) -> Piece {
    Piece::Text(s.into())
}

fn node(n: Node) -> Piece {
    Piece::Node(n)
}

fn expr_node(pieces: Vec<Piece>) -> Node {
    Node::new(Role::Expr, pieces)
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '-')
}

fn want_of(ty: &Type) -> Want {
    match ty {
        Type::Number => Want::Num,
        Type::String => Want::Str,
        Type::Bool => Want::Bool,
        Type::List(_) | Type::Set(_) | Type::Tuple(_) => Want::Seq,
        Type::Map(_) | Type::Object(_) => Want::Obj,
        _ => Want::Any,
    }
}

impl<'a> Gen<'a> {
    fn new(mut rng: Rng, vars: &'a BTreeMap<String, Value>) -> Gen<'a> {
        let invalid = rng.chance(10);
        let budget = rng.range(3, 30);
        Gen {
            rng,
            vars: vars.iter().map(|(k, v)| (k.as_str(), v)).collect(),
            scope: Vec::new(),
            invalid,
            budget,
        }
    }

    // ---- trivia ----

    /// Whitespace between tokens: mostly one space, sometimes none, newlines, tabs or
    /// comments.
    fn trivia(&mut self) -> String {
        let options = [
            " ",
            "",
            "  ",
            "\n",
            "\t",
            " /* c */ ",
            " # c\n",
            " // c\n",
            "\r\n",
            "\n\n  ",
            "/**/",
        ];
        let i = self.rng.weighted(&[70, 12, 4, 4, 2, 2, 1, 1, 1, 2, 1]);
        options[i].to_string()
    }

    fn trivia_piece(&mut self) -> Piece {
        let t = self.trivia();
        node(Node::text(Role::Trivia, t))
    }

    /// Trivia where a newline would end an object item: spaces only.
    fn inline_space(&mut self) -> Piece {
        let t = *self.rng.pick(&[" ", " ", " ", "", "  ", "\t"]);
        node(Node::text(Role::Trivia, t))
    }

    // ---- expressions ----

    fn expr(&mut self, want: Want, depth: usize) -> Node {
        if self.invalid && self.rng.chance(3) {
            return Node::text(Role::Expr, *self.rng.pick(&INVALID));
        }
        if depth == 0 || self.budget == 0 {
            return self.atom(want);
        }
        self.budget -= 1;
        let want = if self.rng.chance(8) {
            *self.rng.pick(&WANTS)
        } else {
            want
        };
        let d = depth - 1;
        // atom, traversal, binary, unary, conditional, call, tuple, object, for,
        // splat, index, parens, quoted template, heredoc
        let w: [u32; 14] = match want {
            Want::Num => [20, 10, 20, 5, 6, 10, 0, 0, 0, 1, 4, 4, 1, 0],
            Want::Str => [20, 10, 3, 0, 6, 10, 0, 0, 0, 1, 4, 3, 16, 3],
            Want::Bool => [18, 8, 24, 6, 6, 2, 0, 0, 0, 1, 3, 4, 1, 0],
            Want::Seq => [15, 10, 0, 0, 5, 8, 14, 0, 12, 10, 3, 2, 0, 0],
            Want::Obj => [15, 10, 0, 0, 5, 3, 0, 14, 10, 1, 3, 2, 0, 0],
            Want::Any => [14, 10, 10, 3, 6, 8, 6, 6, 6, 4, 4, 3, 6, 2],
        };
        match self.rng.weighted(&w) {
            0 => self.atom(want),
            1 => self.traversal(want),
            2 => self.binary(want, d),
            3 => self.unary(want, d),
            4 => self.conditional(want, d),
            5 => self.call(want, d),
            6 => self.tuple(d),
            7 => self.object(d),
            8 => self.for_expr(want, d),
            9 => self.splat(d),
            10 => self.index(want, d),
            11 => self.parens(want, d),
            12 => self.quoted(d),
            _ => self.heredoc(d),
        }
    }

    fn atom(&mut self, want: Want) -> Node {
        if !self.scope.is_empty() && self.rng.chance(35) {
            let name = *self.rng.pick(&self.scope);
            return Node::text(Role::Expr, name);
        }
        let literal = self.rng.chance(45);
        match want {
            Want::Num if literal => self.number(),
            Want::Str if literal => {
                let part = self.quoted_text();
                expr_node(vec![text("\""), text(part), text("\"")])
            }
            Want::Bool if literal => Node::text(Role::Expr, *self.rng.pick(&["true", "false"])),
            Want::Any if literal => match self.rng.below(4) {
                0 => self.number(),
                1 => Node::text(Role::Expr, "null"),
                2 => Node::text(Role::Expr, *self.rng.pick(&["true", "false"])),
                _ => {
                    let part = self.quoted_text();
                    expr_node(vec![text("\""), text(part), text("\"")])
                }
            },
            Want::Seq if literal => Node::text(Role::Expr, *self.rng.pick(&["[]", "[1, 2]"])),
            Want::Obj if literal => Node::text(Role::Expr, *self.rng.pick(&["{}", "{a = 1}"])),
            _ => self.variable(want),
        }
    }

    fn number(&mut self) -> Node {
        Node::text(Role::Expr, *self.rng.pick(&NUMBERS))
    }

    /// A fixture variable of (mostly) the wanted type, or sometimes an undefined name.
    fn variable_name(&mut self, want: Want) -> (String, Option<&'a Value>) {
        if self.rng.chance(3) {
            let name = *self
                .rng
                .pick(&["strr", "lst", "undefined", "obj2", "Int", "nul"]);
            return (name.to_string(), None);
        }
        let matching: Vec<(&'a str, &'a Value)> = if want == Want::Any || self.rng.chance(10) {
            self.vars.clone()
        } else {
            self.vars
                .iter()
                .copied()
                .filter(|(_, v)| want_of(v.ty()) == want || want_of(v.ty()) == Want::Any)
                .collect()
        };
        let pool = if matching.is_empty() {
            &self.vars
        } else {
            &matching
        };
        let (name, value) = *self.rng.pick(pool);
        (name.to_string(), Some(value))
    }

    fn variable(&mut self, want: Want) -> Node {
        let (name, _) = self.variable_name(want);
        Node::text(Role::Expr, name)
    }

    /// A variable with attribute, index, legacy-index and splat steps that mostly fit
    /// its value.
    fn traversal(&mut self, want: Want) -> Node {
        let target = if self.rng.chance(60) {
            *self.rng.pick(&[Want::Seq, Want::Obj])
        } else {
            want
        };
        let (name, value) = self.variable_name(target);
        let mut pieces = vec![text(name)];
        let steps = self.rng.range(1, 3);
        let mut current = value.cloned();
        for _ in 0..steps {
            let (step, next) = self.step(current.as_ref());
            pieces.push(text(step));
            current = next;
        }
        expr_node(pieces)
    }

    /// One traversal step for `value` (unknown structure when None) and the value it
    /// leads to, if known.
    fn step(&mut self, value: Option<&Value>) -> (String, Option<Value>) {
        let Some(v) = value.filter(|v| v.is_known() && !v.is_null()) else {
            let s = *self
                .rng
                .pick(&[".name", "[0]", ".a", "[\"a\"]", "[*]", ".0", ".*", "[1]"]);
            return (s.to_string(), None);
        };
        if self.rng.chance(7) {
            let s = *self.rng.pick(&[
                ".nosuch", "[99]", "[-1]", "[\"x\"]", "[1.5]", "[null]", "[true]",
            ]);
            return (s.to_string(), None);
        }
        let ty = v.ty().clone();
        if ty.is_object() || ty.is_map() {
            let map = v.as_map().map(BTreeMap::from).unwrap_or_default();
            if map.is_empty() {
                return (".missing".to_string(), None);
            }
            let keys: Vec<&String> = map.keys().collect();
            let key = (*self.rng.pick(&keys)).clone();
            let next = map.get(&key).cloned();
            let step = if is_identifier(&key) && self.rng.chance(75) {
                format!(".{key}")
            } else {
                format!("[{}]", quote(&key))
            };
            return (step, next);
        }
        if ty.is_list() || ty.is_tuple() || ty.is_set() {
            let elems = v.as_slice().map(<[Value]>::to_vec).unwrap_or_default();
            let roll = self.rng.below(100);
            if roll < 15 || ty.is_set() && roll < 60 {
                let splat = *self.rng.pick(&["[*]", ".*"]);
                return (splat.to_string(), elems.first().cloned());
            }
            if elems.is_empty() {
                return ("[0]".to_string(), None);
            }
            let i = self.rng.below(elems.len());
            let step = match self.rng.below(10) {
                0 => format!(".{i}"),
                1 => format!("[\"{i}\"]"),
                _ => format!("[{i}]"),
            };
            return (step, elems.get(i).cloned());
        }
        let s = *self.rng.pick(&[".x", "[0]", "[*]"]);
        (s.to_string(), None)
    }

    fn binary(&mut self, want: Want, d: usize) -> Node {
        const ARITH: [&str; 5] = ["+", "-", "*", "/", "%"];
        const COMPARE: [&str; 4] = ["<", ">", "<=", ">="];
        const EQUALITY: [&str; 2] = ["==", "!="];
        const LOGIC: [&str; 2] = ["&&", "||"];
        let (op, operand) = match want {
            Want::Num => (*self.rng.pick(&ARITH), Want::Num),
            Want::Bool => match self.rng.below(3) {
                0 => (*self.rng.pick(&COMPARE), Want::Num),
                1 => (*self.rng.pick(&EQUALITY), *self.rng.pick(&WANTS)),
                _ => (*self.rng.pick(&LOGIC), Want::Bool),
            },
            _ => {
                let all = [ARITH.as_slice(), &COMPARE, &EQUALITY, &LOGIC].concat();
                (*self.rng.pick(&all), *self.rng.pick(&WANTS))
            }
        };
        let lhs = self.expr(operand, d);
        let rhs = self.expr(operand, d);
        expr_node(vec![
            node(lhs),
            self.trivia_piece(),
            text(op),
            self.trivia_piece(),
            node(rhs),
        ])
    }

    fn unary(&mut self, want: Want, d: usize) -> Node {
        let (op, operand) = match want {
            Want::Num => ("-", Want::Num),
            Want::Bool => ("!", Want::Bool),
            _ => *self.rng.pick(&[("-", Want::Num), ("!", Want::Bool)]),
        };
        let inner = self.expr(operand, d);
        let space = if self.rng.chance(15) { " " } else { "" };
        expr_node(vec![text(op), text(space), node(inner)])
    }

    fn conditional(&mut self, want: Want, d: usize) -> Node {
        let cond = self.expr(Want::Bool, d);
        let a = self.expr(want, d);
        let b_want = if self.rng.chance(15) {
            *self.rng.pick(&WANTS)
        } else {
            want
        };
        let b = self.expr(b_want, d);
        expr_node(vec![
            node(cond),
            self.trivia_piece(),
            text("?"),
            self.trivia_piece(),
            node(a),
            self.trivia_piece(),
            text(":"),
            self.trivia_piece(),
            node(b),
        ])
    }

    fn call(&mut self, want: Want, d: usize) -> Node {
        let roll = self.rng.below(100);
        let (name, params, variadic): (String, Vec<Want>, bool) = if roll < 3 {
            let n = *self.rng.pick(&UNKNOWN_FUNCTIONS);
            (n.to_string(), vec![Want::Any], false)
        } else if roll < 5 {
            let n = *self.rng.pick(&NAMESPACED_FUNCTIONS);
            (n.to_string(), vec![Want::Str], false)
        } else {
            let fitting: Vec<&(&str, &[Want], bool)> = FUNCTIONS
                .iter()
                .filter(|(n, _, _)| match want {
                    Want::Num => ["strlen", "abs", "min", "max", "length"].contains(n),
                    Want::Str => [
                        "upper",
                        "lower",
                        "reverse",
                        "join",
                        "jsonencode",
                        "coalesce",
                    ]
                    .contains(n),
                    Want::Seq => ["concat", "keys", "values"].contains(n),
                    Want::Bool => ["coalesce"].contains(n),
                    _ => true,
                })
                .collect();
            let &&(n, p, v) = self.rng.pick(&fitting);
            (n.to_string(), p.to_vec(), v)
        };
        let mut wants = params.clone();
        if variadic {
            let last = *params.last().unwrap_or(&Want::Any);
            for _ in 0..self.rng.below(3) {
                wants.push(last);
            }
        }
        if self.rng.chance(6) {
            // A wrong number of arguments.
            if wants.is_empty() || self.rng.chance(50) {
                wants.push(Want::Any);
            } else {
                wants.pop();
            }
        }
        let expand = !wants.is_empty() && self.rng.chance(6);
        let mut pieces = vec![text(name)];
        if self.rng.chance(3) {
            pieces.push(text(" "));
        }
        pieces.push(text("("));
        let count = wants.len();
        for (i, w) in wants.into_iter().enumerate() {
            let last = i + 1 == count;
            let arg_want = if last && expand { Want::Seq } else { w };
            let arg = self.expr(arg_want, d);
            let mut item = vec![node(arg)];
            if last && expand {
                item.push(text("..."));
            }
            if !last || self.rng.chance(5) {
                item.push(text(","));
                item.push(self.trivia_piece());
            }
            pieces.push(node(Node::new(Role::Item, item)));
        }
        pieces.push(text(")"));
        expr_node(pieces)
    }

    fn tuple(&mut self, d: usize) -> Node {
        let mut pieces = vec![text("["), self.trivia_piece()];
        let count = self.rng.below(5);
        let elem_want = *self.rng.pick(&WANTS);
        for i in 0..count {
            let w = if self.rng.chance(25) {
                *self.rng.pick(&WANTS)
            } else {
                elem_want
            };
            let e = self.expr(w, d);
            let mut item = vec![node(e)];
            if i + 1 < count || self.rng.chance(20) {
                item.push(text(","));
                item.push(self.trivia_piece());
            }
            pieces.push(node(Node::new(Role::Item, item)));
        }
        pieces.push(text("]"));
        expr_node(pieces)
    }

    fn object(&mut self, d: usize) -> Node {
        let mut pieces = vec![text("{")];
        let newline_style = self.rng.chance(30);
        if newline_style {
            pieces.push(text("\n"));
        } else {
            pieces.push(self.inline_space());
        }
        let count = self.rng.below(5);
        let mut used: Vec<String> = Vec::new();
        for i in 0..count {
            let key = self.object_key(d, &used);
            used.push(key.render());
            let value_want = *self.rng.pick(&WANTS);
            let value = self.expr(value_want, d);
            let eq = if self.rng.chance(20) { ":" } else { "=" };
            let mut item = vec![
                node(key),
                self.inline_space(),
                text(eq),
                self.inline_space(),
                node(value),
            ];
            let last = i + 1 == count;
            if newline_style {
                item.push(text(if self.rng.chance(15) { ",\n" } else { "\n" }));
            } else if !last || self.rng.chance(20) {
                item.push(text(","));
                item.push(self.inline_space());
            }
            pieces.push(node(Node::new(Role::Item, item)));
        }
        pieces.push(text("}"));
        expr_node(pieces)
    }

    /// An object key: an identifier (taken literally, even if it names a variable), a
    /// quoted string, a template, a number, or a parenthesized expression. Sometimes it
    /// repeats an earlier key.
    fn object_key(&mut self, d: usize, used: &[String]) -> Node {
        if !used.is_empty() && self.rng.chance(8) {
            return Node::text(Role::Group, self.rng.pick(used).clone());
        }
        match self.rng.weighted(&[50, 15, 6, 4, 12, 3]) {
            0 => Node::text(Role::Group, *self.rng.pick(&KEY_NAMES)),
            1 => {
                let k = *self.rng.pick(&["a", "b c", "é", "", "1", "name"]);
                Node::text(Role::Group, quote(k))
            }
            2 => Node::text(Role::Group, *self.rng.pick(&["\"${str}\"", "\"k${int}\""])),
            3 => Node::text(Role::Group, *self.rng.pick(&["1", "2.5", "0"])),
            4 => {
                let w = if self.rng.chance(80) {
                    Want::Str
                } else {
                    *self.rng.pick(&WANTS)
                };
                let e = self.expr(w, d);
                Node::new(Role::Group, vec![text("("), node(e), text(")")])
            }
            _ => {
                let (name, _) = self.variable_name(Want::Obj);
                Node::text(Role::Group, format!("{name}.name"))
            }
        }
    }

    fn for_expr(&mut self, want: Want, d: usize) -> Node {
        let object = want == Want::Obj || (want == Want::Any && self.rng.chance(50));
        let two = self.rng.chance(55);
        let first = *self.rng.pick(&BOUND_NAMES);
        let second = *self.rng.pick(&BOUND_NAMES);
        let coll_want = if self.rng.chance(35) {
            Want::Obj
        } else {
            Want::Seq
        };
        let coll = self.expr(coll_want, d);
        let mut pieces = vec![text(if object { "{" } else { "[" }), text("for ")];
        if two {
            pieces.push(text(format!("{first}, {second}")));
        } else {
            pieces.push(text(first));
        }
        pieces.push(text(" in "));
        pieces.push(node(coll));
        pieces.push(self.trivia_piece());
        pieces.push(text(":"));
        pieces.push(self.trivia_piece());
        let bound = self.scope.len();
        self.scope.push(first);
        if two {
            self.scope.push(second);
        }
        if object {
            let key_want = if self.rng.chance(85) {
                Want::Str
            } else {
                *self.rng.pick(&WANTS)
            };
            let key = self.expr(key_want, d);
            let value_want = *self.rng.pick(&WANTS);
            let value = self.expr(value_want, d);
            pieces.push(node(key));
            pieces.push(self.trivia_piece());
            pieces.push(text("=>"));
            pieces.push(self.trivia_piece());
            pieces.push(node(value));
            if self.rng.chance(25) {
                pieces.push(text("..."));
            }
        } else {
            let elem_want = *self.rng.pick(&WANTS);
            let elem = self.expr(elem_want, d);
            pieces.push(node(elem));
        }
        if self.rng.chance(35) {
            let cond = self.expr(Want::Bool, d);
            pieces.push(node(Node::new(Role::Item, vec![text(" if "), node(cond)])));
        }
        self.scope.truncate(bound);
        pieces.push(text(if object { "}" } else { "]" }));
        expr_node(pieces)
    }

    fn splat(&mut self, d: usize) -> Node {
        let source = if self.rng.chance(75) {
            self.variable(Want::Seq)
        } else {
            let want = *self.rng.pick(&WANTS);
            self.expr(want, d)
        };
        let op = *self.rng.pick(&["[*]", ".*"]);
        let mut pieces = vec![node(source), text(op)];
        let after = *self.rng.pick(&[
            "",
            ".name",
            ".id",
            ".v",
            "[0]",
            ".name[0]",
            "[*]",
            ".*",
            ".nosuch",
            "[\"name\"]",
            ".name[*]",
            ".name.*",
        ]);
        pieces.push(text(after));
        expr_node(pieces)
    }

    fn index(&mut self, want: Want, d: usize) -> Node {
        let coll_want = if self.rng.chance(50) {
            Want::Seq
        } else {
            Want::Obj
        };
        let coll = self.expr(coll_want, d);
        let key_want = match coll_want {
            Want::Seq if self.rng.chance(85) => Want::Num,
            Want::Obj if self.rng.chance(85) => Want::Str,
            _ => want,
        };
        let key = self.expr(key_want, d);
        let mut pieces = vec![node(coll)];
        if self.rng.chance(30) {
            let attr = *self.rng.pick(&[".name", ".a", "[0]", ".0"]);
            pieces.push(text(attr));
        }
        pieces.extend([text("["), node(key), text("]")]);
        expr_node(pieces)
    }

    fn parens(&mut self, want: Want, d: usize) -> Node {
        let inner = self.expr(want, d);
        let mut pieces = vec![
            text("("),
            self.trivia_piece(),
            node(inner),
            self.trivia_piece(),
            text(")"),
        ];
        if self.rng.chance(25) {
            let (step, _) = self.step(None);
            pieces.push(text(step));
        }
        expr_node(pieces)
    }

    // ---- templates ----

    fn quoted_text(&mut self) -> String {
        let n = self.rng.range(0, 2);
        (0..n).map(|_| *self.rng.pick(&QUOTED_TEXT)).collect()
    }

    fn raw_text(&mut self) -> String {
        let n = self.rng.range(1, 2);
        (0..n).map(|_| *self.rng.pick(&RAW_TEXT)).collect()
    }

    fn quoted(&mut self, d: usize) -> Node {
        let mut pieces = vec![text("\"")];
        pieces.extend(self.template_parts(TextMode::Quoted, d));
        pieces.push(text("\""));
        expr_node(pieces)
    }

    fn heredoc(&mut self, d: usize) -> Node {
        let flush = self.rng.chance(40);
        let marker = *self.rng.pick(&["EOT", "END", "X"]);
        let indent = if flush {
            *self.rng.pick(&["  ", "    ", "\t"])
        } else {
            ""
        };
        let mut pieces = vec![text(format!(
            "<<{}{marker}\n",
            if flush { "-" } else { "" }
        ))];
        let lines = self.rng.range(0, 3);
        for _ in 0..lines {
            let extra = if flush && self.rng.chance(30) {
                " "
            } else {
                ""
            };
            let mut line = vec![text(indent), text(extra)];
            line.extend(self.template_parts(TextMode::Heredoc, d));
            line.push(text("\n"));
            pieces.push(node(Node::new(Role::Item, line)));
        }
        pieces.push(text(format!("{indent}{marker}\n")));
        expr_node(pieces)
    }

    fn standalone_template(&mut self) -> Node {
        let d = self.rng.range(1, 3);
        Node::new(Role::Group, self.template_parts(TextMode::Standalone, d))
    }

    /// A sequence of template parts: literal text, interpolations and directives.
    fn template_parts(&mut self, mode: TextMode, d: usize) -> Vec<Piece> {
        let count = self.rng.range(0, 4);
        let mut out = Vec::new();
        for _ in 0..count {
            out.push(node(self.template_part(mode, d)));
        }
        out
    }

    fn template_part(&mut self, mode: TextMode, d: usize) -> Node {
        if self.invalid && self.rng.chance(3) {
            let bad = *self.rng.pick(&[
                "${",
                "%{",
                "${ }",
                "%{ endif }",
                "%{ else }",
                "${ 1 + }",
                "%{ for }",
                "%{ if }",
                "\\q",
                "%{ endfor }",
                "${str",
                "%{ if yes }x",
            ]);
            return Node::text(Role::Item, bad);
        }
        let w: [u32; 4] = if d == 0 {
            [1, 0, 0, 0]
        } else {
            [40, 40, 10, 10]
        };
        let d = d.saturating_sub(1);
        match self.rng.weighted(&w) {
            0 => {
                let t = match mode {
                    TextMode::Quoted => self.quoted_text(),
                    _ => self.raw_text(),
                };
                Node::text(Role::Item, t)
            }
            1 => {
                let want =
                    *self
                        .rng
                        .pick(&[Want::Str, Want::Str, Want::Num, Want::Bool, Want::Any]);
                let e = self.expr(want, d.min(2));
                let (open, close) = self.strip_markers();
                Node::new(
                    Role::Item,
                    vec![
                        text(format!("${{{open}")),
                        self.template_space(),
                        node(e),
                        self.template_space(),
                        text(format!("{close}}}")),
                    ],
                )
            }
            2 => self.if_directive(mode, d),
            _ => self.for_directive(mode, d),
        }
    }

    /// Spaces inside `${ }` and `%{ }`: a newline is allowed there too.
    fn template_space(&mut self) -> Piece {
        let t = *self.rng.pick(&["", " ", " ", "  ", "\n"]);
        node(Node::text(Role::Trivia, t))
    }

    fn strip_markers(&mut self) -> (&'static str, &'static str) {
        let open = if self.rng.chance(15) { "~" } else { "" };
        let close = if self.rng.chance(15) { "~" } else { "" };
        (open, close)
    }

    fn directive(&mut self, body: Vec<Piece>) -> Piece {
        let (open, close) = self.strip_markers();
        let mut pieces = vec![text(format!("%{{{open}")), self.template_space()];
        pieces.extend(body);
        pieces.push(self.template_space());
        pieces.push(text(format!("{close}}}")));
        node(Node::new(Role::Group, pieces))
    }

    fn if_directive(&mut self, mode: TextMode, d: usize) -> Node {
        let cond = self.expr(Want::Bool, d.min(2));
        let mut pieces = vec![self.directive(vec![text("if "), node(cond)])];
        pieces.extend(self.template_parts(mode, d));
        if self.rng.chance(50) {
            let mut else_part = vec![self.directive(vec![text("else")])];
            else_part.extend(self.template_parts(mode, d));
            pieces.push(node(Node::new(Role::Item, else_part)));
        }
        pieces.push(self.directive(vec![text("endif")]));
        Node::new(Role::Item, pieces)
    }

    fn for_directive(&mut self, mode: TextMode, d: usize) -> Node {
        let coll_want = if self.rng.chance(30) {
            Want::Obj
        } else {
            Want::Seq
        };
        let coll = self.expr(coll_want, d.min(2));
        let first = *self.rng.pick(&BOUND_NAMES);
        let second = *self.rng.pick(&BOUND_NAMES);
        let two = self.rng.chance(40);
        let binding = if two {
            format!("{first}, {second}")
        } else {
            first.to_string()
        };
        let mut pieces = vec![self.directive(vec![text(format!("for {binding} in ")), node(coll)])];
        let bound = self.scope.len();
        self.scope.push(first);
        if two {
            self.scope.push(second);
        }
        pieces.extend(self.template_parts(mode, d));
        self.scope.truncate(bound);
        pieces.push(self.directive(vec![text("endfor")]));
        Node::new(Role::Item, pieces)
    }

    // ---- deep nesting ----

    /// One construct nested 10 to 50 levels deep around an ordinary expression.
    fn deep(&mut self, want: Want) -> Node {
        let levels = self.rng.range(10, 50);
        let kind = self.rng.below(9);
        let mut inner = self.expr(want, 1);
        for _ in 0..levels {
            let (open, close) = match kind {
                0 => ("(", ")"),
                1 => ("[", "]"),
                2 => ("-", ""),
                3 => ("!", ""),
                4 => ("{a = ", "}"),
                5 => ("\"${", "}\""),
                6 => ("yes ? ", " : null"),
                7 => ("[for x in [1] : ", "]"),
                _ => ("coalesce(", ")"),
            };
            inner = expr_node(vec![text(open), node(inner), text(close)]);
        }
        inner
    }
}

/// `s` as a quoted HCL string (no template sequences inside the fixture's keys).
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::super::fixture;
    use super::*;

    #[test]
    fn the_same_seed_and_index_generate_the_same_case() {
        let vars = fixture::variables();
        for i in 0..50 {
            let a = generate(11, i, &vars);
            let b = generate(11, i, &vars);
            assert_eq!(a.tree, b.tree);
            assert_eq!((a.kind, a.ctx), (b.kind, b.ctx));
        }
    }

    #[test]
    fn generation_covers_every_construct() {
        let vars = fixture::variables();
        let texts: Vec<String> = (0..3000)
            .map(|i| generate(5, i, &vars).tree.render())
            .collect();
        let all = texts.join("\n\u{0}\n");
        for needle in [
            "${", "%{", "~}", "<<EOT", "<<-", "[for ", "{for ", " if ", "=>", "...", "[*]", ".*",
            "? ", "&&", "||", "==", "!=", "<=", "%", "!", "(", "\\u", "é", "e+", "007", "core::",
            "/* c */", "# c", "else", "endfor",
        ] {
            assert!(
                all.contains(needle),
                "no generated case contains {needle:?}"
            );
        }
        let templates = (0..3000)
            .filter(|&i| generate(5, i, &vars).kind == Kind::Template)
            .count();
        assert!((500..1100).contains(&templates), "{templates} templates");
    }

    #[test]
    fn cases_stay_small() {
        let vars = fixture::variables();
        let mut total = 0;
        for i in 0..2000 {
            total += generate(3, i, &vars).tree.render().len();
        }
        assert!(total / 2000 < 400, "average case length {}", total / 2000);
    }

    #[test]
    fn quoting_escapes_quotes_and_backslashes() {
        assert_eq!(quote("a\"b\\c"), "\"a\\\"b\\\\c\"");
    }
}
