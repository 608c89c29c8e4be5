//! The examples of Terraform's documentation for the functions go-cty provides, with
//! the results the documentation shows.

mod support;

use hcl2_value::{Function, Value};
use support::*;

fn call(name: &str, args: Vec<Value>) -> Value {
    let mut all = hcl2_stdlib::functions();
    all.insert("reverse_list".into(), hcl2_stdlib::reverse_list());
    let f: &Function = &all[name];
    f.call(&args).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn strs(items: &[&str]) -> Value {
    list(items.iter().map(|t| s(t)).collect())
}

#[test]
fn string_examples() {
    assert_eq!(
        call("format", vec![s("Hello, %s!"), s("Ander")]),
        s("Hello, Ander!")
    );
    assert_eq!(
        call("format", vec![s("There are %d lights"), n("4")]),
        s("There are 4 lights")
    );
    assert_eq!(
        call(
            "formatlist",
            vec![s("Hello, %s!"), strs(&["Valentina", "Ander"])]
        ),
        strs(&["Hello, Valentina!", "Hello, Ander!"])
    );
    assert_eq!(
        call(
            "formatlist",
            vec![
                s("%s, %s!"),
                s("Salutations"),
                strs(&["Valentina", "Ander"])
            ]
        ),
        strs(&["Salutations, Valentina!", "Salutations, Ander!"])
    );
    assert_eq!(
        call("join", vec![s(", "), strs(&["foo", "bar", "baz"])]),
        s("foo, bar, baz")
    );
    assert_eq!(
        call("split", vec![s(","), s("foo,bar,baz")]),
        strs(&["foo", "bar", "baz"])
    );
    assert_eq!(
        call("replace", vec![s("1 + 2 + 3"), s("+"), s("-")]),
        s("1 - 2 - 3")
    );
    assert_eq!(call("trim", vec![s("?!hello?!"), s("!?")]), s("hello"));
    assert_eq!(
        call("trimprefix", vec![s("helloworld"), s("hello")]),
        s("world")
    );
    assert_eq!(
        call("trimsuffix", vec![s("helloworld"), s("world")]),
        s("hello")
    );
    assert_eq!(call("trimspace", vec![s("  hello\n\n")]), s("hello"));
    assert_eq!(call("chomp", vec![s("hello\r\n\n")]), s("hello"));
    assert_eq!(call("title", vec![s("hello world")]), s("Hello World"));
    assert_eq!(call("strrev", vec![s("hello")]), s("olleh"));
    assert_eq!(
        call("substr", vec![s("hello world"), n("1"), n("4")]),
        s("ello")
    );
    assert_eq!(
        call("indent", vec![n("2"), s("[\n  foo,\n  bar,\n]\n")]),
        s("[\n    foo,\n    bar,\n  ]\n  ")
    );
    assert_eq!(
        call(
            "regex",
            vec![s("[a-z]+"), s("53453453.345345aaabbbccc23454")]
        ),
        s("aaabbbccc")
    );
    assert_eq!(
        call(
            "regex",
            vec![s("(\\d\\d\\d\\d)-(\\d\\d)-(\\d\\d)"), s("2019-02-01")]
        ),
        tup(vec![s("2019"), s("02"), s("01")])
    );
    assert_eq!(
        call("regexall", vec![s("[a-z]+"), s("1234abcd5678efgh9")]),
        strs(&["abcd", "efgh"])
    );
    assert_eq!(
        call(
            "regex_replace",
            vec![s("hello world"), s("(\\w+) (\\w+)"), s("$2 $1")]
        ),
        s("world hello")
    );
}

#[test]
fn collection_examples() {
    let abc = strs(&["a", "b", "c"]);
    assert_eq!(call("element", vec![abc.clone(), n("3")]), s("a"));
    assert_eq!(call("element", vec![abc.clone(), n("-1")]), s("c"));
    assert_eq!(
        call(
            "lookup",
            vec![
                map(vec![("a", s("ay")), ("b", s("bee"))]),
                s("c"),
                s("what?")
            ]
        ),
        s("what?")
    );
    assert_eq!(
        call(
            "merge",
            vec![
                map(vec![("a", s("b")), ("c", s("d"))]),
                map(vec![("e", s("f")), ("c", s("z"))])
            ]
        ),
        map(vec![("a", s("b")), ("c", s("z")), ("e", s("f"))])
    );
    assert_eq!(
        call(
            "flatten",
            vec![tup(vec![strs(&["a", "b"]), tup(vec![]), strs(&["c"])])]
        ),
        tup(vec![s("a"), s("b"), s("c")])
    );
    assert_eq!(
        call("distinct", vec![strs(&["a", "b", "a", "c", "d", "b"])]),
        strs(&["a", "b", "c", "d"])
    );
    assert_eq!(
        call("chunklist", vec![strs(&["a", "b", "c", "d", "e"]), n("2")]),
        list(vec![strs(&["a", "b"]), strs(&["c", "d"]), strs(&["e"])])
    );
    assert_eq!(
        call("slice", vec![strs(&["a", "b", "c", "d"]), n("1"), n("3")]),
        strs(&["b", "c"])
    );
    assert_eq!(
        call("sort", vec![strs(&["e", "d", "a", "x"])]),
        strs(&["a", "d", "e", "x"])
    );
    assert_eq!(
        call("reverse_list", vec![strs(&["a", "b"])]),
        strs(&["b", "a"])
    );
    assert_eq!(
        call(
            "zipmap",
            vec![strs(&["a", "b"]), list(vec![n("1"), n("2")])]
        ),
        map(vec![("a", n("1")), ("b", n("2"))])
    );
    assert_eq!(
        call("range", vec![n("3")]),
        list(vec![n("0"), n("1"), n("2")])
    );
    assert_eq!(
        call("range", vec![n("1"), n("8"), n("2")]),
        list(vec![n("1"), n("3"), n("5"), n("7")])
    );
    assert_eq!(
        call("range", vec![n("4"), n("1")]),
        list(vec![n("4"), n("3"), n("2")])
    );
    assert_eq!(call("contains", vec![abc.clone(), s("a")]), b(true));
    assert_eq!(call("contains", vec![abc, s("d")]), b(false));
    assert_eq!(
        call("compact", vec![strs(&["a", "", "b", "c"])]),
        strs(&["a", "b", "c"])
    );
    assert_eq!(
        call("coalescelist", vec![strs(&["a", "b"]), strs(&["c", "d"])]),
        strs(&["a", "b"])
    );
    assert_eq!(
        call(
            "setproduct",
            vec![strs(&["development", "staging"]), strs(&["app1", "app2"])]
        ),
        list(vec![
            tup(vec![s("development"), s("app1")]),
            tup(vec![s("development"), s("app2")]),
            tup(vec![s("staging"), s("app1")]),
            tup(vec![s("staging"), s("app2")]),
        ])
    );
    let ab = set(vec![s("a"), s("b")]);
    let bc = set(vec![s("b"), s("c")]);
    assert_eq!(
        call("setunion", vec![ab.clone(), bc.clone()]),
        set(vec![s("a"), s("b"), s("c")])
    );
    assert_eq!(
        call("setintersection", vec![ab.clone(), bc.clone()]),
        set(vec![s("b")])
    );
    assert_eq!(
        call("setsubtract", vec![ab.clone(), bc.clone()]),
        set(vec![s("a")])
    );
    assert_eq!(
        call("setsymmetricdifference", vec![ab, bc]),
        set(vec![s("a"), s("c")])
    );
}

#[test]
fn number_examples() {
    assert_eq!(call("ceil", vec![n("5.1")]), n("6"));
    assert_eq!(call("floor", vec![n("4.9")]), n("4"));
    assert_eq!(call("log", vec![n("50"), n("10")]), n("1.6989700043360185"));
    assert_eq!(call("log", vec![n("16"), n("2")]), n("4"));
    assert_eq!(call("pow", vec![n("3"), n("2")]), n("9"));
    assert_eq!(call("signum", vec![n("-13")]), n("-1"));
    assert_eq!(call("parseint", vec![s("100"), n("10")]), n("100"));
    assert_eq!(call("parseint", vec![s("FF"), n("16")]), n("255"));
    assert_eq!(call("parseint", vec![s("-10"), n("16")]), n("-16"));
    assert_eq!(
        call("parseint", vec![s("1011111011101111"), n("2")]),
        n("48879")
    );
    assert_eq!(call("parseint", vec![s("aA"), n("62")]), n("656"));
}

#[test]
fn encoding_date_and_conversion_examples() {
    assert_eq!(
        call("csvdecode", vec![s("a,b,c\n1,2,3\n4,5,6")]),
        list(vec![
            obj(vec![("a", s("1")), ("b", s("2")), ("c", s("3"))]),
            obj(vec![("a", s("4")), ("b", s("5")), ("c", s("6"))]),
        ])
    );
    let ts = s("2018-01-02T23:12:01Z");
    assert_eq!(
        call("formatdate", vec![s("DD MMM YYYY hh:mm ZZZ"), ts.clone()]),
        s("02 Jan 2018 23:12 UTC")
    );
    assert_eq!(
        call(
            "formatdate",
            vec![s("EEEE, DD-MMM-YY hh:mm:ss ZZZ"), ts.clone()]
        ),
        s("Tuesday, 02-Jan-18 23:12:01 UTC")
    );
    assert_eq!(
        call(
            "formatdate",
            vec![s("EEE, DD MMM YYYY hh:mm:ss ZZZ"), ts.clone()]
        ),
        s("Tue, 02 Jan 2018 23:12:01 UTC")
    );
    assert_eq!(
        call("formatdate", vec![s("MMM DD, YYYY"), ts.clone()]),
        s("Jan 02, 2018")
    );
    assert_eq!(call("formatdate", vec![s("HH:mmaa"), ts]), s("11:12pm"));
    assert_eq!(
        call("timeadd", vec![s("2017-11-22T00:00:00Z"), s("10m")]),
        s("2017-11-22T00:10:00Z")
    );
    assert_eq!(call("tostring", vec![n("1")]), s("1"));
    assert_eq!(call("tonumber", vec![s("1")]), n("1"));
    assert_eq!(call("tobool", vec![s("true")]), b(true));
    assert_eq!(
        call("tolist", vec![tup(vec![s("a"), s("b")])]),
        strs(&["a", "b"])
    );
    assert_eq!(
        call("tolist", vec![tup(vec![s("a"), n("1")])]),
        strs(&["a", "1"])
    );
    assert_eq!(
        call("toset", vec![tup(vec![s("c"), s("b"), s("b")])]),
        set(vec![s("b"), s("c")])
    );
    assert_eq!(
        call("tomap", vec![obj(vec![("a", n("1")), ("b", s("x"))])]),
        map(vec![("a", s("1")), ("b", s("x"))])
    );
}
