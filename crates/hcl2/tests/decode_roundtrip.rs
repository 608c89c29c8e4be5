//! Property: for generated values of a family of Rust types, the native text and the
//! JSON text written for them (by the small writers below) decode back to equal values.

use std::collections::BTreeMap;
use std::fmt::Write;

use hcl2::{File, Syntax};
use proptest::prelude::*;
use serde::Deserialize;

#[derive(Deserialize, Debug, Clone, PartialEq)]
struct Config {
    name: String,
    count: i64,
    enabled: bool,
    weight: Option<u32>,
    tags: Vec<String>,
    labels: BTreeMap<String, String>,
    #[serde(default)]
    listener: Vec<Listener>,
    #[serde(default)]
    service: BTreeMap<String, Service>,
    backend: Option<Backend>,
}

#[derive(Deserialize, Debug, Clone, PartialEq)]
struct Listener {
    port: u16,
    protocol: String,
}

#[derive(Deserialize, Debug, Clone, PartialEq)]
struct Service {
    replicas: u8,
    env: BTreeMap<String, String>,
}

#[derive(Deserialize, Debug, Clone, PartialEq)]
struct Backend {
    #[serde(rename = "@kind")]
    kind: String,
    path: String,
}

fn text() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9 _\\-\"\\\\\n$%{}é]{0,12}"
}

fn ident() -> impl Strategy<Value = String> {
    "[a-z][a-z0-9_]{0,6}"
}

fn label() -> impl Strategy<Value = String> {
    "[a-z0-9_\\-]{1,8}"
}

fn config() -> impl Strategy<Value = Config> {
    let listener = (any::<u16>(), text()).prop_map(|(port, protocol)| Listener { port, protocol });
    let service = (
        any::<u8>(),
        prop::collection::btree_map(ident(), text(), 0..3),
    )
        .prop_map(|(replicas, env)| Service { replicas, env });
    let backend = (label(), text()).prop_map(|(kind, path)| Backend { kind, path });
    (
        (text(), any::<i64>(), any::<bool>(), any::<Option<u32>>()),
        prop::collection::vec(text(), 0..4),
        prop::collection::btree_map(ident(), text(), 0..4),
        prop::collection::vec(listener, 0..3),
        prop::collection::btree_map(label(), service, 0..3),
        prop::option::of(backend),
    )
        .prop_map(
            |((name, count, enabled, weight), tags, labels, listener, service, backend)| Config {
                name,
                count,
                enabled,
                weight,
                tags,
                labels,
                listener,
                service,
                backend,
            },
        )
}

/// A native quoted string whose value is `s`: escapes, and template introducers doubled.
fn native_str(s: &str) -> String {
    let mut out = String::from("\"");
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '$' | '%' if chars.peek() == Some(&'{') => {
                out.push(c);
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn native_map(m: &BTreeMap<String, String>) -> String {
    let items: Vec<String> = m
        .iter()
        .map(|(k, v)| format!("{} = {}", native_str(k), native_str(v)))
        .collect();
    format!("{{ {} }}", items.join(", "))
}

fn native(c: &Config) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "name = {}", native_str(&c.name));
    let _ = writeln!(out, "count = {}", c.count);
    let _ = writeln!(out, "enabled = {}", c.enabled);
    if let Some(w) = c.weight {
        let _ = writeln!(out, "weight = {w}");
    }
    let tags: Vec<String> = c.tags.iter().map(|t| native_str(t)).collect();
    let _ = writeln!(out, "tags = [{}]", tags.join(", "));
    let _ = writeln!(out, "labels = {}", native_map(&c.labels));
    for l in &c.listener {
        let _ = writeln!(
            out,
            "listener {{\n  port = {}\n  protocol = {}\n}}",
            l.port,
            native_str(&l.protocol)
        );
    }
    for (name, s) in &c.service {
        let _ = writeln!(
            out,
            "service {} {{\n  replicas = {}\n  env = {}\n}}",
            native_str(name),
            s.replicas,
            native_map(&s.env)
        );
    }
    if let Some(b) = &c.backend {
        let _ = writeln!(
            out,
            "backend {} {{\n  path = {}\n}}",
            native_str(&b.kind),
            native_str(&b.path)
        );
    }
    out
}

fn json(c: &Config) -> String {
    use serde_json::{json, Map, Value};
    let mut top = Map::new();
    top.insert("name".into(), json!(c.name));
    top.insert("count".into(), json!(c.count));
    top.insert("enabled".into(), json!(c.enabled));
    if let Some(w) = c.weight {
        top.insert("weight".into(), json!(w));
    }
    top.insert("tags".into(), json!(c.tags));
    top.insert("labels".into(), json!(c.labels));
    if !c.listener.is_empty() {
        let ls: Vec<Value> = c
            .listener
            .iter()
            .map(|l| json!({"port": l.port, "protocol": l.protocol}))
            .collect();
        top.insert("listener".into(), Value::Array(ls));
    }
    if !c.service.is_empty() {
        let mut services = Map::new();
        for (name, s) in &c.service {
            services.insert(name.clone(), json!({"replicas": s.replicas, "env": s.env}));
        }
        top.insert("service".into(), Value::Object(services));
    }
    if let Some(b) = &c.backend {
        top.insert(
            "backend".into(),
            json!({ b.kind.clone(): {"path": b.path} }),
        );
    }
    Value::Object(top).to_string()
}

proptest! {
    #[test]
    fn native_and_json_texts_decode_back_to_the_value_they_were_written_from(c in config()) {
        let n = native(&c);
        let from_native: Config = File::parse(n.as_bytes(), "main.hcl", Syntax::Native)
            .decode(None)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{n}")))?;
        prop_assert_eq!(&from_native, &c, "native text:\n{}", n);
        let j = json(&c);
        let from_json: Config = File::parse(j.as_bytes(), "main.json", Syntax::Json)
            .decode(None)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{j}")))?;
        prop_assert_eq!(&from_json, &c, "JSON text:\n{}", j);
    }
}
