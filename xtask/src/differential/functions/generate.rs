//! Random arguments for function calls: values of the parameter's type most of the
//! time, any other type sometimes, with nulls, unknowns, dynamic unknowns, marks and
//! edge values mixed in, and per-function pools for the small languages (format verbs,
//! date specs, regular expressions, durations, number bases).

use hcl2_value::{Function, Number, Type, Value};

use super::super::expressions::rng::Rng;

/// Strings of every kind the functions care about.
const STRINGS: &[&str] = &[
    "",
    "a",
    "b",
    "hello world",
    "  padded \t",
    "a,b,,c",
    "Grüße",
    "héllo wörld",
    "ǆemal ǉubav-ñu_x y\u{a0}z\u{2003}w",
    "\u{2003} spaced \u{85}",
    "x\u{301}y",
    "a\tb\u{b}c",
    "é-a.b{,2}",
    "é",
    "e\u{301}",
    "\n",
    "a\nb\n",
    "x\r\n",
    "1",
    "-2.5",
    "true",
    "false",
    "0x1f",
    "ff",
    "101",
    "%d",
    "%s and %v",
    "A",
    "hello",
    "HeLLo wOrld",
    "👍🏽",
    "b,a",
    "null",
    "{\"a\":1}",
    "[1,2]",
    "2017-11-22T00:00:00Z",
    "1h30m",
    "-5s",
    "a b c",
    "c",
    "12",
    "${x}",
    " ",
    "\t",
];

/// Number literals, exact and edge.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "3",
    "0.5",
    "-2.5",
    "1000",
    "10",
    "16",
    "36",
    "1024",
    "-0",
    "123456789012345678901234567890",
    "0.000000000000000000000000000001",
    "2.5",
    "7",
    "1.5",
    "+Inf",
    "-Inf",
    "1e3",
    "99999999999999999999",
    "3.14159",
    "-3.14159",
    "12345.678",
    "0.00001234",
    "1e-10",
    "99.5",
    "0.125",
    "2.5e25",
];

const FORMATS: &[&str] = &[
    "%s",
    "%d",
    "%v",
    "%#v",
    "%q",
    "%t",
    "%f",
    "%.2f",
    "%5d",
    "%-5s|",
    "%05d",
    "%x",
    "%X",
    "%o",
    "%b",
    "%e",
    "%E",
    "%g",
    "%G",
    "%%",
    "%[2]s %[1]s",
    "%s %s",
    "%*d",
    "%",
    "%z",
    "%+d",
    "% d",
    "%10.3f",
    "%.3s",
    "%U",
    "%c",
    "a %s b %d",
    "%[3]v",
    "%[0]s",
    "%3$d",
    "%.0f",
    "%#x",
    "%8.3e",
    "%-8v|",
    "no verbs",
    "%[1]s%[1]s",
    "%.*f",
    "%+.1e",
    "%08.3f",
    "%-10s|",
    "%5.1f%%",
    "%.3e",
    "% x",
    "%#o",
    "%#b",
    "%.0e",
    "%.10g",
    "%-08d|",
    "%0-8.2f|",
    "%6.2v",
    "%.2q",
    "%#5X",
];

const DATE_FORMATS: &[&str] = &[
    "YYYY-MM-DD",
    "DD MMM YYYY",
    "hh:mm:ss",
    "EEEE, MMMM D",
    "h:mm AA",
    "YY'Q'",
    "ZZZZZ",
    "ZZZZ Z ZZZ",
    "'quoted''s'",
    "'unterminated",
    "EEE H",
    "M/D/YY",
    "aa A",
    "ss s m",
    "YYYYY",
    "XX",
    "mmm",
    "",
];

const TIMESTAMPS: &[&str] = &[
    "2017-11-22T00:00:00Z",
    "2017-03-07T13:04:05+10:30",
    "1999-12-31T23:59:59.999Z",
    "2017-11-22 00:00:00Z",
    "2017-11-22T00:00:00",
    "not a date",
    "2000-02-29T12:00:00-08:00",
    "0001-01-01T00:00:00Z",
    // Taken by go-cty 1.12.1, refused by 1.13+'s strict reading.
    "2017-11-22T1:00:00Z",
    "2000-01-01T00:00:00,5Z",
    "2000-01-01T00:00:00+24:00",
    "2000-01-01T00:00:00+00:60",
    // Refused by both, in other words by 1.13+.
    "2000-01-01T01:1:34Z",
    "2017-01-02T26:00:00Z",
    "2017-12-02t00:00:00Z",
];

const DURATIONS: &[&str] = &[
    "1h", "10m", "-30s", "1h30m", "1.5h", "100ms", "1us", "1µs", "3ns", "1d", "", "5", "h",
    "2562048h", "-0s",
];

const PATTERNS: &[&str] = &[
    "[a-z]+",
    "(\\w)(\\d)?",
    "(?P<first>\\w+) (?P<last>\\w+)",
    "^$",
    "a|b",
    "(",
    "[",
    "\\d+",
    "(?i)hello",
    "(a)(?:b)(c)?",
    "(?P<x>a)(b)",
    "x*",
    "\\pL+",
    "(?P<n>a)|(?P<n>b)",
    "l+",
    "\\b",
    "\\w+",
    "\\s",
    "a{,2}",
    "x{",
    "\\Qa.b\\E",
    "(?<n>a)",
    "\\d{2}",
    "$1",
    "(?s).",
    "\\C",
    "(?U)a+",
];

const REPLACEMENTS: &[&str] = &["X", "$1", "${1}x", "$first", "", "$$", "[$0]", "${name}"];

/// A value for parameter `param_ty` of function `name` at argument position `index`.
pub fn argument(rng: &mut Rng, name: &str, index: usize, param_ty: &Type) -> Value {
    let special = special(rng, name, index);
    let base = match special {
        Some(v) if rng.chance(80) => v,
        _ if rng.chance(75) => of_type(rng, param_ty, 0),
        _ => any(rng, 0),
    };
    decorate(rng, base)
}

/// Sometimes null, unknown, dynamic or marked instead of the plain value.
fn decorate(rng: &mut Rng, v: Value) -> Value {
    match rng.weighted(&[84, 4, 4, 3, 6]) {
        1 => Value::null(v.ty().clone()),
        2 => Value::unknown(v.ty().clone()),
        3 => {
            if rng.chance(50) {
                Value::dynamic()
            } else {
                Value::null(Type::Dynamic)
            }
        }
        4 => v.mark("sensitive"),
        _ => v,
    }
}

/// The argument pools of the functions with small languages.
fn special(rng: &mut Rng, name: &str, index: usize) -> Option<Value> {
    let s = |rng: &mut Rng, pool: &[&str]| Some(Value::string(*rng.pick(pool)));
    match (name, index) {
        ("format" | "formatlist", 0) => s(rng, FORMATS),
        // Values the verbs format, lists of them for formatlist.
        ("format", _) => Some(primitive(rng)),
        ("formatlist", _) if rng.chance(50) => {
            let n = rng.below(3);
            Some(Value::tuple(
                (0..n).map(|_| primitive(rng)).collect::<Vec<_>>(),
            ))
        }
        ("formatlist", _) => Some(primitive(rng)),
        ("formatdate", 0) => s(rng, DATE_FORMATS),
        ("formatdate", 1) | ("timeadd", 0) => s(rng, TIMESTAMPS),
        ("timeadd", 1) => s(rng, DURATIONS),
        ("regex" | "regexall", 0) | ("regex_replace", 1) => s(rng, PATTERNS),
        ("regex_replace", 2) => s(rng, REPLACEMENTS),
        ("parseint", 1) => Some(Value::number(Number::from_i64(
            *rng.pick(&[2, 8, 10, 16, 36, 1, 37, 0]),
        ))),
        ("csvdecode", 0) => s(
            rng,
            &[
                "a,b\n1,2\n",
                "a,b\n1\n",
                "a\n",
                "",
                "\"x\",\"y\"\n\"1,2\",3",
                "a,a\n1,2",
                "a,\"b\n",
                "a,b\n\"x\ny\",2\n",
                "a\n\"x\"y\n",
                "a\nx\"y\n",
                "a,b\r\n1,2\r\n",
                "\n\na\n1\n\n2\n",
                "a,b\n\n1,2,3\n",
                "a\n\"x",
                " a, b\n 1, 2",
                "a\r\n1\r",
                "a\n\"x\"\"y\"\n\"\"\n",
            ],
        ),
        ("jsondecode", 0) => s(
            rng,
            &[
                "{\"a\":1,\"b\":[true,null]}",
                "[1,\"x\"]",
                "1e400",
                "null",
                "{",
                "\"s\"",
                "[]",
                "{}",
            ],
        ),
        _ => None,
    }
}

fn number(rng: &mut Rng) -> Value {
    let text = *rng.pick(NUMBERS);
    let n = match text {
        "+Inf" => Number::infinity(false),
        "-Inf" => Number::infinity(true),
        _ => Number::parse(text).unwrap_or_else(|_| Number::from_i64(0)),
    };
    Value::number(n)
}

fn primitive(rng: &mut Rng) -> Value {
    match rng.below(3) {
        0 => Value::string(*rng.pick(STRINGS)),
        1 => number(rng),
        _ => Value::bool(rng.chance(50)),
    }
}

/// A value of any type.
pub fn any(rng: &mut Rng, depth: usize) -> Value {
    let ty = random_type(rng, depth);
    of_type(rng, &ty, depth)
}

fn random_type(rng: &mut Rng, depth: usize) -> Type {
    let nest = if depth >= 2 { 0 } else { 2 };
    match rng.weighted(&[3, 3, 1, nest, nest, nest, nest, nest]) {
        0 => Type::String,
        1 => Type::Number,
        2 => Type::Bool,
        3 => Type::list(random_type(rng, depth + 1)),
        4 => Type::set(random_type(rng, depth + 1)),
        5 => Type::map(random_type(rng, depth + 1)),
        6 => {
            let n = rng.below(3);
            Type::tuple(
                (0..n)
                    .map(|_| random_type(rng, depth + 1))
                    .collect::<Vec<_>>(),
            )
        }
        _ => {
            let n = rng.below(3);
            Type::object(
                (0..n)
                    .map(|_| {
                        (
                            rng.pick(&["a", "b", "c"]).to_string(),
                            random_type(rng, depth + 1),
                        )
                    })
                    .collect::<Vec<_>>(),
            )
        }
    }
}

/// A value conforming to `ty` (any type for the dynamic pseudo-type).
pub fn of_type(rng: &mut Rng, ty: &Type, depth: usize) -> Value {
    let element = |rng: &mut Rng, ety: &Type| {
        let v = of_type(rng, ety, depth + 1);
        match rng.weighted(&[90, 3, 3, 4]) {
            1 => Value::null(ety.clone()),
            2 => Value::unknown(ety.clone()),
            3 => v.mark("sensitive"),
            _ => v,
        }
    };
    let count = |rng: &mut Rng| {
        if depth >= 3 {
            0
        } else {
            rng.weighted(&[2, 3, 3, 2, 1])
        }
    };
    match ty {
        Type::String => Value::string(*rng.pick(STRINGS)),
        Type::Number => number(rng),
        Type::Bool => Value::bool(rng.chance(50)),
        Type::Dynamic if depth >= 3 => primitive(rng),
        Type::Dynamic => any(rng, depth),
        Type::List(ety) | Type::Set(ety) | Type::Map(ety) => {
            let ety: Type = if ety.is_dynamic() {
                random_type(rng, depth + 1)
            } else {
                (**ety).clone()
            };
            let n = count(rng);
            let items: Vec<Value> = (0..n).map(|_| element(rng, &ety)).collect();
            let built = match ty {
                Type::List(_) if items.is_empty() => Ok(Value::empty_list(ety)),
                Type::List(_) => Value::list(items),
                Type::Set(_) if items.is_empty() => Ok(Value::empty_set(ety)),
                Type::Set(_) => Value::set(items),
                _ if items.is_empty() => Ok(Value::empty_map(ety)),
                _ => Value::map(
                    items
                        .into_iter()
                        .enumerate()
                        .map(|(i, v)| (["a", "b", "c", "d", "e"][i % 5], v)),
                ),
            };
            built.unwrap_or_else(|_| Value::dynamic())
        }
        Type::Tuple(etys) => Value::tuple(etys.iter().map(|e| element(rng, e)).collect::<Vec<_>>()),
        Type::Object(o) => Value::object(
            o.attributes()
                .iter()
                .map(|(k, t)| (k, element(rng, t)))
                .collect::<Vec<_>>(),
        ),
        _ => Value::dynamic(),
    }
}

/// The arguments of one call of `f` (named `name`): the right count mostly, one more
/// or one fewer sometimes; variadic functions get zero to four extra.
pub fn arguments(rng: &mut Rng, name: &str, f: &Function) -> Vec<Value> {
    let positional = f.params().len();
    let mut count = positional;
    if f.variadic_param().is_some() {
        count += rng.weighted(&[2, 4, 3, 1, 1]);
    }
    if rng.chance(3) {
        count = if count > 0 && rng.chance(50) {
            count - 1
        } else {
            count + 1
        };
    }
    (0..count)
        .map(|i| {
            let ty = f
                .params()
                .get(i)
                .or(f.variadic_param())
                .map_or(Type::Dynamic, |p| p.ty.clone());
            argument(rng, name, i, &ty)
        })
        .collect()
}
