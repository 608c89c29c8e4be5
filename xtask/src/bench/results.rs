//! Comparing evaluation results across implementations: each rendered as JSON text,
//! compared as JSON values with numbers by their numeric value (hcl-rs writes `0.0`
//! where cty writes `0`) and objects regardless of key order.

use serde_json::Value as Json;

/// Whether the JSON texts `a` and `b` denote the same value (false if either is not
/// JSON).
pub fn same_json(a: &str, b: &str) -> bool {
    match (
        serde_json::from_str::<Json>(a),
        serde_json::from_str::<Json>(b),
    ) {
        (Ok(a), Ok(b)) => same(&a, &b),
        _ => false,
    }
}

fn same(a: &Json, b: &Json) -> bool {
    match (a, b) {
        (Json::Number(x), Json::Number(y)) => {
            let (x, y) = (x.to_string(), y.to_string());
            x == y || matches!((x.parse::<f64>(), y.parse::<f64>()), (Ok(x), Ok(y)) if x == y)
        }
        (Json::Array(x), Json::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same(x, y))
        }
        (Json::Object(x), Json::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_compare_by_value_and_objects_by_content() {
        assert!(same_json("0", "0.0"));
        assert!(same_json(
            r#"{"a":1,"b":[2,"x"]}"#,
            r#"{"b":[2.0,"x"],"a":1}"#
        ));
        assert!(!same_json("[1,2]", "[2,1]"));
        assert!(!same_json(r#""1""#, "1"));
        assert!(!same_json("1", "not json"));
    }
}
