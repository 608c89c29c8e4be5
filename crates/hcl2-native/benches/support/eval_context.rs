//! The variables the evaluation benchmarks evaluate against (count, env, region, flags,
//! 100 servers, 20 names), shared by the criterion eval bench and `bench/rivals`; the Go
//! oracle's bench mode builds the same ones.

use hcl2_core::EvalContext;
use hcl2_value::Value;

/// A context holding the bench variables and no functions.
pub fn bench_context() -> EvalContext<'static> {
    let mut ctx = EvalContext::new();
    let servers: Vec<Value> = (0..100)
        .map(|i| {
            Value::object([
                ("name", Value::string(format!("server-{i}"))),
                ("size", Value::from(i)),
                ("zone", Value::string(format!("zone-{}", i % 3))),
                (
                    "tags",
                    Value::map([("team", Value::string(format!("team-{}", i % 7)))])
                        .expect("a map of strings"),
                ),
            ])
        })
        .collect();
    let names = (0..20).map(|i| Value::string(format!("name{i}")));
    ctx.set_variable("count", Value::from(42))
        .set_variable("env", Value::string("prod"))
        .set_variable("region", Value::string("eu-west-1"))
        .set_variable("flags", Value::object([("debug", Value::bool(false))]))
        .set_variable("servers", Value::tuple(servers))
        .set_variable("names", Value::list(names).expect("a list of strings"));
    ctx
}
