//! Differential check against answers recorded from the reference (Go `math/big` + go-cty).
//!
//! Each line of a data file is `op \t a \t b \t expected`; operands are written as
//! `p:<literal>` (parse), `i:<i64>`, `u:<u64>`, `f:<f64 bits in hex>` or `q:<i64>:<i64>`
//! (a quotient of two 64-bit integers). Arithmetic results are `text|precision|%g10`.

use hcl2_value::{Error, Number};

fn operand(spec: &str) -> Number {
    let (kind, rest) = spec.split_at(2);
    match kind {
        "p:" => Number::parse(rest).expect("operand parses"),
        "i:" => Number::from_i64(rest.parse().expect("i64")),
        "u:" => Number::from_u64(rest.parse().expect("u64")),
        "f:" => Number::from_f64(f64::from_bits(u64::from_str_radix(rest, 16).expect("hex")))
            .expect("not NaN"),
        "q:" => {
            let (a, b) = rest.split_once(':').expect("a:b");
            Number::from_i64(a.parse().expect("i64"))
                .div(&Number::from_i64(b.parse().expect("i64")))
                .expect("quotient")
        }
        _ => panic!("bad operand {spec}"),
    }
}

fn show(n: &Number) -> String {
    let text = n.to_string();
    // Go keeps a precision on infinities; we only compare it for finite values.
    let prec = if n.is_infinite() {
        "?".to_string()
    } else {
        n.precision().to_string()
    };
    format!("{text}|{prec}|{}", n.format_g10())
}

fn result(op: &str, a: &str, b: &str) -> String {
    if op == "parsel" {
        // A literal with a huge exponent (divided by 3 when `b` is 1): the ends and
        // length of its text, and its %g10.
        let mut n = Number::parse(a).expect("literal");
        if b == "1" {
            n = n
                .div(&Number::from_f64(3.0).expect("three"))
                .expect("quotient");
        }
        let t = n.to_string();
        let (head, tail) = (&t[..40], &t[t.len() - 40..]);
        return format!("{head}|{tail}|{}|{}", t.len(), n.format_g10());
    }
    if op == "parse" {
        return match Number::parse(a) {
            Ok(n) => {
                let s = show(&n);
                if s.len() > 5000 {
                    "long".to_string()
                } else {
                    s
                }
            }
            Err(_) => "err".to_string(),
        };
    }
    let (x, y) = (operand(a), operand(b));
    let r: Result<Number, Error> = match op {
        "add" => x.add(&y),
        "sub" => x.sub(&y),
        "mul" => x.mul(&y),
        "div" => x.div(&y),
        "rem" => x.rem(&y),
        "cmp" => return (x.cmp_numeric(&y) as i32).to_string(),
        "eq" => return x.equals(&y).to_string(),
        "f64" => {
            let v = x.to_f64_lossy();
            return format!("{:x}|{}", v.to_bits(), x.to_f64().is_some());
        }
        "isint" => return x.is_integer().to_string(),
        "trunc" => return x.trunc().map_or("none".to_string(), |t| show(&t)),
        "neg" => Ok(x.neg()),
        "abs" => Ok(x.abs()),
        _ => panic!("bad op {op}"),
    };
    match r {
        Ok(n) => show(&n),
        Err(_) => format!("err:{op}"),
    }
}

/// Runs every line of `data`; returns the mismatches.
fn check(data: &str) -> (usize, Vec<String>) {
    let mut bad = Vec::new();
    let mut n = 0;
    for line in data.lines().filter(|l| !l.is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        let [op, a, b, want] = f[..] else {
            panic!("bad line {line}")
        };
        let got = result(op, a, b);
        let want = match want.split('|').collect::<Vec<_>>()[..] {
            _ if op == "parsel" => want.to_string(),
            [t, _, g] if t.ends_with("Inf") => format!("{t}|?|{g}"),
            _ => want.to_string(),
        };
        n += 1;
        if got != want {
            bad.push(format!("{op} {a} {b}\n  want {want}\n  got  {got}"));
        }
    }
    (n, bad)
}

/// Checks every case of a recorded data file (more than a hundred of them).
fn assert_recorded_answers_match(data: &str) {
    let (n, bad) = check(data);
    assert!(n > 100);
    assert!(
        bad.is_empty(),
        "{} of {n} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn recorded_reference_answers() {
    assert_recorded_answers_match(include_str!("data/number_oracle.tsv"));
}

/// Literals with exponents of 20 000 to 150 000 (texts of up to 150 000 characters).
#[test]
fn recorded_reference_answers_huge_exponents() {
    assert_recorded_answers_match(include_str!("data/number_oracle_huge.tsv"));
}

/// Large runs: `NUMBER_ORACLE=/path/to/file cargo test -- --ignored number_oracle_file`.
#[test]
#[ignore]
fn number_oracle_file() {
    let path = std::env::var("NUMBER_ORACLE").expect("NUMBER_ORACLE names a data file");
    let data = std::fs::read_to_string(path).expect("readable");
    let (n, bad) = check(&data);
    let shown: Vec<_> = bad.iter().take(30).cloned().collect();
    assert!(
        bad.is_empty(),
        "{} of {n} mismatches:\n{}",
        bad.len(),
        shown.join("\n")
    );
    println!("{n} cases, 0 mismatches");
}
