//! Template evaluation throughput through the crate's public API: templates parsed once
//! with [`hcl2_template::parse`] and evaluated repeatedly with [`hcl2_template::evaluate`],
//! the embedded expressions being those of the toy language of `examples/toy` (variables,
//! numbers, nested quoted templates), so that the figures are the template engine's own:
//! literal joining, interpolation to strings, `if` and `for` directives, strip markers.
//! Throughput is in templates evaluated per second.
//!
//! `cargo bench -p hcl2-template --bench eval`
// `criterion_group!` defines a public function that cannot carry a doc comment.
#![allow(missing_docs)]

#[path = "../examples/toy/mod.rs"]
mod toy;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use hcl2_core::{Diagnostics, EvalContext, SourceFile, Span};
use hcl2_value::Value;

use toy::eval::ToyEval;

/// Standalone templates of the common shapes, by name.
const TEMPLATES: &[(&str, &str)] = &[
    ("interpolations", "${env}-${name}-${count}: ${region} (${flag})"),
    (
        "report",
        "Report for ${name} in ${region}\n%{ for i, item in items ~}\n${i}. ${item} is %{ if flag }on%{ else }off%{ endif }\n%{ endfor ~}\nTotal: ${count}\n",
    ),
    ("map_listing", "%{ for k, v in settings }${k} = \"${v}\"\n%{ endfor }"),
    (
        "nested",
        "%{ for item in items }${\"[${item}:${\"${env}/${region}\"}]\"}%{ endfor }",
    ),
    ("lone_interpolation", "${items}"),
];

fn context() -> EvalContext<'static> {
    let mut ctx = EvalContext::empty();
    let items = (0..50).map(|i| Value::string(format!("item-{i}")));
    let settings = (0..20).map(|i| (format!("key{i}"), Value::string(format!("value {i}"))));
    ctx.set_variable("env", Value::string("prod"))
        .set_variable("name", Value::string("web"))
        .set_variable("region", Value::string("eu-west-1"))
        .set_variable("count", Value::from(42))
        .set_variable("flag", Value::bool(true))
        .set_variable("items", Value::list(items).expect("a list of strings"))
        .set_variable("settings", Value::map(settings).expect("a map of strings"));
    ctx
}

fn bench(c: &mut Criterion) {
    let ctx = context();
    let mut group = c.benchmark_group("template_eval");
    group.throughput(Throughput::Elements(1));
    for (name, src) in TEMPLATES {
        let file = SourceFile::new("bench.tmpl", *src);
        let mut diags = Diagnostics::new();
        let (template, _) = toy::parse_src(&file, "t", &mut diags);
        assert!(diags.is_empty(), "{name}: {diags}");
        let embedding = ToyEval { file: &file };
        let whole = Span::from_usize(0, src.len());
        let (_, diags) = hcl2_template::evaluate(&template, whole, &embedding, Some(&ctx));
        assert!(diags.is_empty(), "{name}: {diags}");
        group.bench_function(*name, |b| {
            b.iter(|| {
                std::hint::black_box(hcl2_template::evaluate(
                    &template,
                    whole,
                    &embedding,
                    Some(&ctx),
                ))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
