//! Where two values differ, for the "Incorrect result value" message: one line per
//! differing place (`.a["k"][0]: got 1, want 2`), down to the smallest parts that
//! differ, so that a large result's mismatch can be found at a glance.

use hcl2_value::strings::go_quote;
use hcl2_value::{Type, Value};

/// At most this many differences are listed.
const LIMIT: usize = 10;

/// The places where `got` differs from `want` (none when they are identical).
pub fn differences(want: &Value, got: &Value) -> Vec<String> {
    let mut out = Vec::new();
    walk(want, got, &mut String::new(), &mut out);
    if out.len() > LIMIT {
        let more = out.len() - LIMIT;
        out.truncate(LIMIT);
        out.push(format!("... and {more} more differences"));
    }
    out
}

fn place(path: &str) -> &str {
    if path.is_empty() {
        "(the whole value)"
    } else {
        path
    }
}

fn walk(want: &Value, got: &Value, path: &mut String, out: &mut Vec<String>) {
    if want.raw_equals(got) {
        return;
    }
    let same_shape = want.ty() == got.ty()
        && want.marks() == got.marks()
        && want.is_known()
        && got.is_known()
        && !want.is_null()
        && !got.is_null();
    if same_shape {
        let object = matches!(want.ty(), Type::Object(_));
        if let (Some(w), Some(g)) = (want.as_map(), got.as_map()) {
            for key in w.keys().chain(g.keys().filter(|k| !w.contains_key(k))) {
                let mark = path.len();
                if object && hcl2_value::strings::is_identifier(key) {
                    path.push('.');
                    path.push_str(key);
                } else {
                    path.push_str(&format!("[{}]", go_quote(key)));
                }
                match (w.get(key), g.get(key)) {
                    (Some(wv), Some(gv)) => walk(wv, gv, path, out),
                    (Some(wv), None) => out.push(format!("{path}: missing, want {wv:?}")),
                    (None, Some(gv)) => out.push(format!("{path}: got {gv:?}, want nothing")),
                    (None, None) => {}
                }
                path.truncate(mark);
            }
            return;
        }
        if let (Some(w), Some(g)) = (want.as_slice(), got.as_slice()) {
            if w.len() == g.len() && !want.ty().is_set() {
                for (i, (wv, gv)) in w.iter().zip(g).enumerate() {
                    let mark = path.len();
                    path.push_str(&format!("[{i}]"));
                    walk(wv, gv, path, out);
                    path.truncate(mark);
                }
                return;
            }
        }
    }
    if want.ty() == got.ty() {
        out.push(format!("{}: got {got:?}, want {want:?}", place(path)));
    } else {
        out.push(format!(
            "{}: got {got:?} of type {}, want {want:?} of type {}",
            place(path),
            got.ty(),
            want.ty()
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identical_values_have_no_differences() {
        let v = Value::object([("a", Value::from(1))]);
        assert!(differences(&v, &v.clone()).is_empty());
    }

    #[test]
    fn differences_are_listed_at_the_innermost_place() {
        let want = Value::object([
            ("a", Value::tuple([Value::from(1), Value::string("x")])),
            ("b", Value::map([("k y", Value::from(true))]).unwrap()),
        ]);
        let got = Value::object([
            ("a", Value::tuple([Value::from(2), Value::string("x")])),
            ("b", Value::map([("k y", Value::from(false))]).unwrap()),
        ]);
        assert_eq!(
            differences(&want, &got),
            [".a[0]: got 2, want 1", ".b[\"k y\"]: got false, want true"]
        );
    }

    #[test]
    fn type_differences_name_both_types() {
        let d = differences(&Value::from(1), &Value::string("1"));
        assert_eq!(
            d,
            ["(the whole value): got \"1\" of type string, want 1 of type number"]
        );
        let want = Value::object([("a", Value::from(1))]);
        let got = Value::object([("b", Value::from(1))]);
        assert_eq!(
            differences(&want, &got),
            ["(the whole value): got object{\"b\": 1} of type object({b=number}), want object{\"a\": 1} of type object({a=number})"]
        );
    }

    #[test]
    fn long_lists_of_differences_are_cut_short() {
        let want = Value::tuple((0..20).map(Value::from));
        let got = Value::tuple((0..20).map(|i| Value::from(i + 100)));
        let d = differences(&want, &got);
        assert_eq!(d.len(), LIMIT + 1);
        assert_eq!(d[LIMIT], "... and 10 more differences");
    }
}
