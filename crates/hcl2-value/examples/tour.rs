//! A tour of the value model: exact numbers, unknowns and marks, conversion,
//! unification, the reference's JSON forms, functions and serde.
//!
//! Run with `cargo run -p hcl2-value --example tour`.

use hcl2_value::{convert, json, unify, Function, Number, Parameter, Type, Value};

fn num(s: &str) -> Value {
    Value::number(Number::parse(s).expect("a literal"))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("== numbers: 512-bit literals, Go math/big rounding, shortest exact text");
    for (what, v) in [
        ("1 / 3", num("1").divide(&num("3"))?),
        ("11 % 5.1", num("11").modulo(&num("5.1"))?),
        (
            "pi + 1",
            num("3.14159265358979323846264338327950288419716939937510582097494459")
                .add(&num("1"))?,
        ),
        ("1e150", num("1e150")),
        (
            "2^64 * 2^64",
            num("18446744073709551616").multiply(&num("18446744073709551616"))?,
        ),
        ("1 / 0", num("1").divide(&num("0"))?),
    ] {
        let text = v.as_number().map(Number::to_string).unwrap_or_default();
        println!("{what:>12} = {text}");
    }

    println!("\n== unknowns and marks flow through operations");
    let secret = Value::from(41).mark("sensitive");
    let later = Value::unknown(Type::Number);
    println!("sensitive 41 + 1     = {:?}", secret.add(&Value::from(1))?);
    println!("unknown + 1          = {:?}", later.add(&Value::from(1))?);
    println!(
        "unknown == \"x\"       = {:?}",
        later.equals(&Value::from("x"))
    );

    println!("\n== conversion and unification");
    let tuple = Value::tuple([Value::from("1"), Value::from(2), Value::from(true)]);
    println!(
        "{:?} as list(string) = {:?}",
        tuple,
        convert(&tuple, &Type::list(Type::String))?
    );
    match convert(&Value::from("abc"), &Type::Number) {
        Ok(v) => println!("unexpected: {v:?}"),
        Err(e) => println!("\"abc\" as number fails: {e}"),
    }
    let unified = unify(&[Type::Number, Type::String, Type::Bool]);
    println!("unify(number, string, bool) = {unified:?}");

    println!("\n== the reference's JSON forms");
    let config = Value::object([
        ("name", Value::from("web")),
        ("ports", Value::list([Value::from(80), Value::from(443)])?),
        ("tags", Value::set([Value::from("b"), Value::from("a")])?),
    ]);
    println!("value: {}", json::value_to_json(&config, config.ty())?);
    println!("type:  {}", json::type_to_json(config.ty())?);
    println!("type expression: {}", config.ty());

    println!("\n== functions: argument checks, unknown and dynamic short-circuits");
    let upper = Function::builder([Parameter::new("str", Type::String)])
        .returns(Type::String)
        .build(|args, _| {
            Ok(Value::from(
                args[0].as_str().unwrap_or_default().to_uppercase(),
            ))
        });
    println!(
        "upper(\"hcl\")      = {:?}",
        upper.call(&[Value::from("hcl")])?
    );
    println!(
        "upper(unknown)    = {:?}",
        upper.call(&[Value::unknown(Type::String)])?
    );
    println!(
        "upper(null) error = {}",
        upper.call(&[Value::null(Type::String)]).unwrap_err()
    );

    println!("\n== serde: decode into your own types");
    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct Service {
        name: String,
        ports: Vec<u16>,
    }
    let service: Service = hcl2_value::serde::from_value(&config)?;
    println!("{service:?}");
    Ok(())
}
