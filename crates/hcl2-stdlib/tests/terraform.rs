//! Terraform's functions on the examples of Terraform's documentation (and the
//! expected values of its function tests), one test per function.

use hcl2_stdlib::terraform::functions;
use hcl2_value::{Type, Value};

fn call(name: &str, args: &[Value]) -> Value {
    functions()[name]
        .call(args)
        .unwrap_or_else(|e| panic!("{name}({args:?}): {e}"))
}

fn error(name: &str, args: &[Value]) -> (Option<usize>, String) {
    let e = functions()[name].call(args).expect_err(name);
    (e.argument(), e.to_string())
}

fn s(text: &str) -> Value {
    Value::from(text)
}

fn strings(items: &[&str]) -> Value {
    Value::list(items.iter().map(|i| s(i))).unwrap()
}

#[test]
fn md5_sha1_sha256_sha512_hash_the_utf8_bytes() {
    let hw = [s("hello world")];
    assert_eq!(call("md5", &hw), s("5eb63bbbe01eeed093cb22bb8f5acdc3"));
    assert_eq!(
        call("sha1", &hw),
        s("2aae6c35c94fcfb415dbe95f408b9ce91ee846ed")
    );
    assert_eq!(
        call("sha256", &hw),
        s("b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9")
    );
    assert_eq!(
        call("sha512", &hw),
        s("309ecc489c12d6eb4cc40f50c902f2b4d0ed77ee511a7c7a9bcd3ca86d4cd86f989dd35bc5ff499670da34255b45b0cfd830e81f605dcf7dc5542e93ae9cd76f")
    );
}

#[test]
fn base64sha256_and_base64sha512_encode_the_raw_hash() {
    let hw = [s("hello world")];
    assert_eq!(
        call("base64sha256", &hw),
        s("uU0nuZNNPgilLlLX2n2r+sSE7+N6U4DukIj3rOLvzek=")
    );
    assert_eq!(
        call("base64sha512", &hw),
        s("MJ7MSJwS1utMxA9QyQLytNDtd+5RGnx6m808qG1M2G+YndNbxf9JlnDaNCVbRbDP2DDoH2Bdz33FVC6TrpzXbw==")
    );
}

#[test]
fn base64encode_and_base64decode_round_trip() {
    assert_eq!(
        call("base64encode", &[s("Hello World")]),
        s("SGVsbG8gV29ybGQ=")
    );
    assert_eq!(
        call("base64decode", &[s("SGVsbG8gV29ybGQ=")]),
        s("Hello World")
    );
    assert_eq!(
        error("base64decode", &[s("this-is-an-invalid-base64-data")]).1,
        "failed to decode base64 data \"this-is-an-invalid-base64-data\""
    );
    assert_eq!(
        error(
            "base64decode",
            &[s("this-is-an-invalid-base64-data").mark("sensitive")]
        )
        .1,
        "failed to decode base64 data (sensitive value)"
    );
    assert_eq!(
        error("base64decode", &[s("gQ==")]).1,
        "the result of decoding the provided string is not valid UTF-8"
    );
}

#[test]
fn base64gzip_gives_go_compressors_bytes() {
    // Terraform's internal/lang/funcs/encoding_test.go (and Packer's copy of it).
    assert_eq!(
        call("base64gzip", &[s("test")]),
        s("H4sIAAAAAAAA/ypJLS4BAAAA//8BAAD//wx+f9gEAAAA")
    );
    assert_eq!(
        call("base64gzip", &[s("helloworld")]),
        s("H4sIAAAAAAAA/8pIzcnJL88vykkBAAAA//8BAAD//60g6/kKAAAA")
    );
}

#[test]
fn base64gzip_output_decompresses_to_the_string() {
    use base64::Engine;
    use std::io::Read;
    let text = "variable \"name\" {\n  type = string\n}\n".repeat(500);
    let out = call("base64gzip", &[s(&text)]);
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(out.as_str().unwrap())
        .unwrap();
    let mut back = String::new();
    flate2::read::GzDecoder::new(bytes.as_slice())
        .read_to_string(&mut back)
        .unwrap();
    assert_eq!(back, text);
}

#[test]
fn urlencode_escapes_as_a_query_string() {
    assert_eq!(call("urlencode", &[s("Hello World!")]), s("Hello+World%21"));
    assert_eq!(call("urlencode", &[s("☃")]), s("%E2%98%83"));
    assert_eq!(
        call("urlencode", &[s("foo:bar@localhost?foo=bar&bar=baz")]),
        s("foo%3Abar%40localhost%3Ffoo%3Dbar%26bar%3Dbaz")
    );
}

#[test]
fn uuidv5_names_in_each_namespace() {
    let cases = [
        (
            "dns",
            "www.terraform.io",
            "a5008fae-b28c-5ba5-96cd-82b4c53552d6",
        ),
        (
            "url",
            "https://www.terraform.io/",
            "9db6f67c-dd95-5ea0-aa5b-e70e5c5f7cf5",
        ),
        ("oid", "1.3.6.1.4", "af9d40a5-7a36-5c07-b23a-851cd99fbfa5"),
        (
            "x500",
            "CN=Example,C=GB",
            "84e09961-4aa4-57f8-95b7-03edb1073253",
        ),
        (
            "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
            "www.terraform.io",
            "a5008fae-b28c-5ba5-96cd-82b4c53552d6",
        ),
    ];
    for (ns, name, want) in cases {
        assert_eq!(call("uuidv5", &[s(ns), s(name)]), s(want), "{ns} {name}");
    }
    assert!(error("uuidv5", &[s("tada"), s("x")])
        .1
        .starts_with("uuidv5() doesn't support namespace tada"));
}

#[test]
fn uuid_gives_a_fresh_version_4_uuid() {
    let a = call("uuid", &[]);
    let b = call("uuid", &[]);
    assert_ne!(a, b);
    let text = a.as_str().unwrap();
    assert_eq!(text.len(), 36);
    assert_eq!(&text[14..15], "4");
}

#[test]
fn bcrypt_hashes_with_the_given_cost() {
    let h = call("bcrypt", &[s("hello world")]);
    assert!(
        h.as_str().unwrap().starts_with("$2b$10$") || h.as_str().unwrap().starts_with("$2a$10$")
    );
    assert!(bcrypt::verify("hello world", h.as_str().unwrap()).unwrap());
    let h = call("bcrypt", &[s("hello world"), Value::from(5)]);
    assert!(h.as_str().unwrap().contains("$05$"));
    assert_eq!(
        error("bcrypt", &[s("x"), Value::from(5), Value::from(6)]).1,
        "bcrypt() takes no more than two arguments"
    );
}

#[test]
fn bcrypt_refuses_costs_above_the_limit_at_once_naming_the_limit() {
    use hcl2_stdlib::terraform::{bcrypt_with_max_cost, MAX_BCRYPT_COST};
    let started = std::time::Instant::now();
    let (arg, message) = error("bcrypt", &[s("x"), Value::from(31)]);
    assert!(started.elapsed() < std::time::Duration::from_secs(1));
    assert_eq!(arg, Some(1));
    assert_eq!(
        message,
        format!(
            "cost 31 is above this application's limit of {MAX_BCRYPT_COST}: each step \
             doubles the time a hash takes (the application can raise the limit, up to \
             Terraform's 31)"
        )
    );
    // Outside Terraform's own range, Go's refusal, whatever the limit.
    let raised = bcrypt_with_max_cost(40);
    let e = raised.call(&[s("x"), Value::from(32)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "error occured generating password crypto/bcrypt: cost 32 is outside allowed range (4,31)"
    );
    let (_, message) = error("bcrypt", &[s("x"), Value::from(3)]);
    assert_eq!(
        message,
        "error occured generating password crypto/bcrypt: cost 3 is outside allowed range (4,31)"
    );
}

#[test]
fn rsadecrypt_decrypts_with_a_pem_key() {
    let key = include_str!("../src/terraform/testdata/rsa_pkcs1.pem");
    let ciphertext = include_str!("../src/terraform/testdata/rsa_ciphertext.b64").trim();
    assert_eq!(
        call("rsadecrypt", &[s(ciphertext), s(key)]),
        s("Hello, hcl2!")
    );
}

#[test]
fn cidrhost_numbers_hosts_from_either_end() {
    assert_eq!(
        call("cidrhost", &[s("10.12.112.0/20"), Value::from(16)]),
        s("10.12.112.16")
    );
    assert_eq!(
        call("cidrhost", &[s("10.12.112.0/20"), Value::from(268)]),
        s("10.12.113.12")
    );
    assert_eq!(
        call(
            "cidrhost",
            &[s("fd00:fd12:3456:7890:00a2::/72"), Value::from(34)]
        ),
        s("fd00:fd12:3456:7890::22")
    );
    assert_eq!(
        call("cidrhost", &[s("192.168.1.0/24"), Value::from(-5)]),
        s("192.168.1.251")
    );
    assert_eq!(
        error("cidrhost", &[s("192.168.1.0/24"), Value::from(256)]).1,
        "prefix of 24 does not accommodate a host numbered 256"
    );
    assert_eq!(
        error("cidrhost", &[s("not-a-cidr"), Value::from(6)]).1,
        "invalid CIDR expression: invalid CIDR address: not-a-cidr"
    );
}

#[test]
fn cidrnetmask_gives_ipv4_masks_only() {
    assert_eq!(call("cidrnetmask", &[s("172.16.0.0/12")]), s("255.240.0.0"));
    assert_eq!(
        call("cidrnetmask", &[s("10.1.1.0/32")]),
        s("255.255.255.255")
    );
    assert_eq!(call("cidrnetmask", &[s("0.0.0.0/0")]), s("0.0.0.0"));
    assert_eq!(
        call("cidrnetmask", &[s("010.001.0.0/24")]),
        s("255.255.255.0")
    );
    assert!(functions()["cidrnetmask"]
        .call(&[s("110.256.0.0/8")])
        .is_err());
    assert_eq!(
        error("cidrnetmask", &[s("1::/64")]).1,
        "IPv6 addresses cannot have a netmask: 1::/64"
    );
}

#[test]
fn cidrsubnet_extends_the_prefix() {
    let n = Value::from;
    assert_eq!(
        call("cidrsubnet", &[s("172.16.0.0/12"), n(4), n(2)]),
        s("172.18.0.0/16")
    );
    assert_eq!(
        call("cidrsubnet", &[s("10.1.2.0/24"), n(4), n(15)]),
        s("10.1.2.240/28")
    );
    assert_eq!(
        call(
            "cidrsubnet",
            &[s("fd00:fd12:3456:7890::/56"), n(16), n(162)]
        ),
        s("fd00:fd12:3456:7800:a200::/72")
    );
    assert_eq!(
        call("cidrsubnet", &[s("192.168.2.0/20"), n(4), n(6)]),
        s("192.168.6.0/24")
    );
    assert_eq!(
        call("cidrsubnet", &[s("fe80::/48"), n(16), n(6)]),
        s("fe80:0:0:6::/64")
    );
    assert_eq!(
        call("cidrsubnet", &[s("::ffff:192.168.0.0/112"), n(8), n(6)]),
        s("192.168.6.0/24")
    );
    assert_eq!(
        call("cidrsubnet", &[s("fe80::/48"), n(33), n(6)]),
        s("fe80::3:0:0:0/81")
    );
    assert_eq!(
        call("cidrsubnet", &[s("010.001.0.0/24"), n(4), n(1)]),
        s("10.1.0.16/28")
    );
    assert!(functions()["cidrsubnet"]
        .call(&[s("192.168.0.0/168"), n(2), n(16)])
        .is_err());
    assert_eq!(
        error("cidrsubnet", &[s("192.168.2.0/20"), n(4), n(16)]).1,
        "prefix extension of 4 does not accommodate a subnet numbered 16"
    );
    assert_eq!(
        error("cidrsubnet", &[s("192.168.2.0/30"), n(4), n(6)]).1,
        "insufficient address space to extend prefix of 30 by 4"
    );
}

#[test]
fn cidrsubnets_packs_consecutive_subnets() {
    let n = Value::from;
    assert_eq!(
        call("cidrsubnets", &[s("10.1.0.0/16"), n(4), n(4), n(8), n(4)]),
        strings(&[
            "10.1.0.0/20",
            "10.1.16.0/20",
            "10.1.32.0/24",
            "10.1.48.0/20"
        ])
    );
    assert_eq!(
        call(
            "cidrsubnets",
            &[s("fd00:fd12:3456:7890::/56"), n(16), n(16), n(16), n(32)]
        ),
        strings(&[
            "fd00:fd12:3456:7800::/72",
            "fd00:fd12:3456:7800:100::/72",
            "fd00:fd12:3456:7800:200::/72",
            "fd00:fd12:3456:7800:300::/88"
        ])
    );
    assert_eq!(
        call("cidrsubnets", &[s("10.0.0.0/8")]),
        Value::empty_list(Type::String)
    );
    assert_eq!(
        error("cidrsubnets", &[s("10.0.0.0/30"), n(1), n(1), n(1)]),
        (Some(3), "not enough remaining address space for a subnet with a prefix of 31 bits after 10.0.0.2/31".into())
    );
    assert_eq!(
        error("cidrsubnets", &[s("10.0.0.0/8"), n(0)]),
        (Some(1), "must extend prefix by at least one bit".into())
    );
}

#[test]
fn alltrue_and_anytrue() {
    let b = Value::from;
    let bools = |xs: &[bool]| Value::list(xs.iter().map(|x| b(*x))).unwrap();
    assert_eq!(call("alltrue", &[bools(&[true, true])]), b(true));
    assert_eq!(call("alltrue", &[bools(&[true, false])]), b(false));
    assert_eq!(call("alltrue", &[Value::empty_list(Type::Bool)]), b(true));
    assert_eq!(call("anytrue", &[bools(&[true, false])]), b(true));
    assert_eq!(call("anytrue", &[Value::empty_list(Type::Bool)]), b(false));
    let with_unknown = Value::list([b(false), Value::unknown(Type::Bool)]).unwrap();
    assert_eq!(
        call("anytrue", std::slice::from_ref(&with_unknown)),
        Value::unknown(Type::Bool).refine_not_null()
    );
    assert_eq!(call("alltrue", &[with_unknown]), b(false));
}

#[test]
fn one_takes_the_only_element_or_null() {
    assert_eq!(
        call("one", &[Value::empty_list(Type::String)]),
        Value::null(Type::String)
    );
    assert_eq!(call("one", &[strings(&["hello"])]), s("hello"));
    assert_eq!(
        call("one", &[Value::empty_tuple()]),
        Value::null(Type::Dynamic)
    );
    assert_eq!(
        error("one", &[strings(&["hello", "goodbye"])]),
        (
            Some(0),
            "must be a list, set, or tuple value with either zero or one elements".into()
        )
    );
}

#[test]
fn sum_adds_numbers() {
    let nums = Value::list(
        [10, 13, 6]
            .map(Value::from)
            .into_iter()
            .chain([Value::number(hcl2_value::Number::parse("4.5").unwrap())]),
    )
    .unwrap();
    assert_eq!(
        call("sum", &[nums]).as_number().map(|n| n.to_string()),
        Some("33.5".into())
    );
    assert_eq!(
        error("sum", &[Value::empty_list(Type::Number)]).1,
        "cannot sum an empty list"
    );
    assert_eq!(error("sum", &[s("x")]).1, "cannot sum noniterable");
}

#[test]
fn transpose_turns_a_map_of_lists_inside_out() {
    let input = Value::map([("a", strings(&["1", "2"])), ("b", strings(&["2", "3"]))]).unwrap();
    let want = Value::map([
        ("1", strings(&["a"])),
        ("2", strings(&["a", "b"])),
        ("3", strings(&["b"])),
    ])
    .unwrap();
    assert_eq!(call("transpose", &[input]), want);
}

#[test]
fn matchkeys_picks_values_whose_keys_are_searched() {
    let got = call(
        "matchkeys",
        &[
            strings(&["i-123", "i-abc", "i-def"]),
            strings(&["us-west", "us-east", "us-east"]),
            strings(&["us-east"]),
        ],
    );
    assert_eq!(got, strings(&["i-abc", "i-def"]));
    assert_eq!(
        error(
            "matchkeys",
            &[strings(&["a"]), strings(&["a", "b"]), strings(&["a"])]
        )
        .1,
        "length of keys and values should be equal"
    );
}

#[test]
fn startswith_endswith_strcontains() {
    let t = |f: &str, a: &str, b: &str| call(f, &[s(a), s(b)]);
    assert_eq!(t("startswith", "hello world", "hello"), Value::from(true));
    assert_eq!(t("startswith", "hello world", "world"), Value::from(false));
    assert_eq!(t("endswith", "hello world", "world"), Value::from(true));
    assert_eq!(t("endswith", "hello world", "hello"), Value::from(false));
    assert_eq!(t("strcontains", "hello world", "wor"), Value::from(true));
    assert_eq!(t("strcontains", "hello world", "wod"), Value::from(false));
}

#[test]
fn timecmp_compares_instants() {
    let t = |a: &str, b: &str| call("timecmp", &[s(a), s(b)]);
    assert_eq!(
        t("2017-11-22T00:00:00Z", "2017-11-22T00:00:00Z"),
        Value::from(0)
    );
    assert_eq!(
        t("2017-11-22T00:00:00Z", "2017-11-22T01:00:00Z"),
        Value::from(-1)
    );
    assert_eq!(
        t("2017-11-22T01:00:00Z", "2017-11-22T00:00:00Z"),
        Value::from(1)
    );
    assert_eq!(
        t("2017-11-22T01:00:00Z", "2017-11-22T00:00:00-01:00"),
        Value::from(0)
    );
    assert_eq!(
        error("timecmp", &[s("nope"), s("2017-11-22T00:00:00Z")]).0,
        Some(0)
    );
}

#[test]
fn timecmp_reads_timestamps_as_go_time_parse_does() {
    // Terraform's timecmp keeps Go's looser reading, where formatdate (go-cty 1.13+)
    // refuses a one-digit hour and an offset of 24 hours.
    assert_eq!(
        call(
            "timecmp",
            &[s("2017-11-22T01:00:00Z"), s("2017-11-22T1:00:00Z")]
        ),
        Value::from(0)
    );
    assert_eq!(
        call(
            "timecmp",
            &[s("2017-11-22T00:00:00+24:00"), s("2017-11-21T00:00:00Z")]
        ),
        Value::from(0)
    );
    assert_eq!(
        error(
            "timecmp",
            &[s("2017-11-22T00:00:00Z"), s("2017-11-22T26:00:00Z")]
        ),
        (
            Some(1),
            "not a valid RFC3339 timestamp: cannot use \":00:00Z\" as hour".to_string()
        )
    );
    assert_eq!(
        call(
            "timecmp",
            &[s("2017-11-22T00:00:00.5Z"), s("2017-11-22T00:00:00.25Z")]
        ),
        Value::from(1)
    );
}

#[test]
fn timestamp_is_utc_rfc3339_to_the_second() {
    let now = call("timestamp", &[]);
    let text = now.as_str().unwrap();
    assert_eq!(text.len(), 20);
    assert!(text.ends_with('Z') && &text[10..11] == "T");
}

#[test]
fn sensitive_marks_and_nonsensitive_unmarks() {
    let secret = call("sensitive", &[s("x")]);
    assert!(secret.has_mark(&"sensitive".into()));
    assert_eq!(
        call("issensitive", std::slice::from_ref(&secret)),
        Value::from(true)
    );
    assert_eq!(call("issensitive", &[s("x")]), Value::from(false));
    assert_eq!(call("nonsensitive", &[secret]), s("x"));
    let other = s("x").mark("other").mark("sensitive");
    assert_eq!(call("nonsensitive", &[other]), s("x").mark("other"));
}

fn obj(attrs: &[(&str, Value)]) -> Value {
    Value::object(attrs.iter().cloned())
}

#[test]
fn yamldecode_reads_mappings_sequences_and_scalars() {
    assert_eq!(
        call("yamldecode", &[s("hello: world")]),
        obj(&[("hello", s("world"))])
    );
    assert_eq!(call("yamldecode", &[s("true")]), Value::from(true));
    let one_two_three = Value::tuple([1, 2, 3].map(Value::from));
    assert_eq!(
        call("yamldecode", &[s("{a: &foo [1, 2, 3], b: *foo}")]),
        obj(&[("a", one_two_three.clone()), ("b", one_two_three)])
    );
    assert!(functions()["yamldecode"]
        .call(&[s("{a: &foo [1, *foo, 3]}")])
        .is_err());
    assert!(error("yamldecode", &[s("{a: !not-supported foo}")])
        .1
        .contains("unsupported tag \"!not-supported\""));
    assert_eq!(
        error("yamldecode", &[s("")]).1,
        "on line 1, column 1: missing start of document"
    );
    assert_eq!(
        call(
            "yamldecode",
            &[s("- 0x1F\n- 1.5e3\n- '7'\n- ~\n- 0o17\n- text")]
        ),
        Value::tuple([
            Value::from(31),
            Value::from(1500),
            s("7"),
            Value::null(Type::Dynamic),
            Value::from(15),
            s("text")
        ])
    );
    assert_eq!(
        error("yamldecode", &[s("a: b\n---\nc: d")]).1,
        "on line 1, column 1: unexpected extra content after value"
    );
}

#[test]
fn yamldecode_is_bounded_on_deep_and_aliased_input() {
    // Flow style: the scanner's own bound stops it first.
    let deep = "[".repeat(10_000) + &"]".repeat(10_000);
    let e = error("yamldecode", &[s(&deep)]).1;
    assert!(e.contains("recursion limit exceeded"), "{e}");
    // Block style: ours.
    let block: String = (0..200)
        .map(|i| format!("{}- \n", "  ".repeat(i)))
        .collect::<String>()
        + &"  ".repeat(200)
        + "x\n";
    let e = error("yamldecode", &[s(&block)]).1;
    assert!(e.contains("nesting deeper than 128 levels"), "{e}");
    // Each level refers to the previous one twice: expanded, 2^40 nodes.
    let mut laughs = String::from("a0: &a0 [\"lol\"]\n");
    for i in 1..40 {
        laughs.push_str(&format!("a{i}: &a{i} [*a{}, *a{}]\n", i - 1, i - 1));
    }
    let start = std::time::Instant::now();
    let e = error("yamldecode", &[s(&laughs)]).1;
    assert!(e.contains("excessive aliasing"), "{e}");
    assert!(start.elapsed().as_secs() < 5);
    // A few aliases are fine.
    let v = call("yamldecode", &[s("a: &x [1, 2]\nb: *x\nc: *x")]);
    assert_eq!(v.as_map().map(|m| m.len()), Some(3));
}

#[test]
fn yamldecode_takes_linear_time_on_one_long_line() {
    // 200,000 tagged scalars on one line: working out a node's position per event
    // (from the line's start) would be quadratic; it is done once, for an error.
    let line = format!("[{}]", vec!["!!int 1"; 200_000].join(","));
    let start = std::time::Instant::now();
    let v = call("yamldecode", &[s(&line)]);
    assert_eq!(v.as_slice().map(<[Value]>::len), Some(200_000));
    let bad = format!("[{}, !!int x]", vec!["1"; 200_000].join(","));
    let e = error("yamldecode", &[s(&bad)]).1;
    assert_eq!(e, "cannot parse \"x\" as tag:yaml.org,2002:int");
    assert!(start.elapsed().as_secs() < 20, "{:?}", start.elapsed());
}

#[test]
fn yamlencode_writes_terraforms_block_style() {
    assert_eq!(
        call("yamlencode", &[obj(&[("a", s("b")), ("c", s("d"))])]),
        s("\"a\": \"b\"\n\"c\": \"d\"\n")
    );
    let foo = Value::tuple([1, 2, 3].map(Value::from));
    assert_eq!(
        call("yamlencode", &[obj(&[("foo", foo), ("bar", s("baz"))])]),
        s("\"bar\": \"baz\"\n\"foo\":\n- 1\n- 2\n- 3\n")
    );
    let mixed = Value::tuple([
        Value::from(1),
        obj(&[("a", s("b")), ("c", s("d"))]),
        Value::from(3),
    ]);
    assert_eq!(
        call("yamlencode", &[obj(&[("foo", mixed), ("bar", s("baz"))])]),
        s("\"bar\": \"baz\"\n\"foo\":\n- 1\n- \"a\": \"b\"\n  \"c\": \"d\"\n- 3\n")
    );
    assert_eq!(call("yamlencode", &[Value::empty_object()]), s("{}\n"));
    assert_eq!(
        call("yamlencode", &[s("multi\nline")]),
        s("\"multi\\nline\"\n")
    );
    let nested = obj(&[(
        "a",
        obj(&[(
            "b",
            Value::tuple([Value::tuple([Value::from(1), Value::from(2)])]),
        )]),
    )]);
    assert_eq!(
        call("yamlencode", std::slice::from_ref(&nested)),
        s("\"a\":\n  \"b\":\n  - - 1\n    - 2\n")
    );
    // What it writes reads back.
    assert_eq!(
        call(
            "yamldecode",
            &[call("yamlencode", std::slice::from_ref(&nested))]
        ),
        nested
    );
}

#[test]
fn textencodebase64_and_textdecodebase64_convert_character_encodings() {
    assert_eq!(
        call("textencodebase64", &[s("Hello World"), s("UTF-16LE")]),
        s("SABlAGwAbABvACAAVwBvAHIAbABkAA==")
    );
    assert_eq!(
        call(
            "textdecodebase64",
            &[s("SABlAGwAbABvACAAVwBvAHIAbABkAA=="), s("UTF-16LE")]
        ),
        s("Hello World")
    );
    assert_eq!(
        call("textencodebase64", &[s("é"), s("ISO-8859-1")]),
        s("6Q==")
    );
    assert_eq!(
        call("textdecodebase64", &[s("gA=="), s("windows-1252")]),
        s("€")
    );
    assert_eq!(
        error("textencodebase64", &[s("x"), s("nope")]),
        (
            Some(1),
            "\"nope\" is not a supported IANA encoding name or alias in this Terraform version"
                .into()
        )
    );
    assert_eq!(
        error("textencodebase64", &[s("☃"), s("ISO-8859-1")]),
        (
            Some(0),
            "the given string contains characters that cannot be represented in ISO-8859-1".into()
        )
    );
    assert_eq!(
        error("textdecodebase64", &[s("gA=="), s("UTF-8")]),
        (
            Some(0),
            "the given string contains symbols that are not defined for UTF-8".into()
        )
    );
}

#[test]
fn coalesce_skips_nulls_and_empty_strings() {
    assert_eq!(call("coalesce", &[s("first"), s("second")]), s("first"));
    assert_eq!(call("coalesce", &[s(""), s("second")]), s("second"));
    assert_eq!(
        error("coalesce", &[s(""), s("")]).1,
        "no non-null, non-empty-string arguments"
    );
    assert_eq!(
        call("coalesce", &[Value::null(Type::Bool), Value::from(false)]),
        Value::from(false)
    );
    assert_eq!(
        call(
            "coalesce",
            &[Value::null(Type::Bool), Value::from(false), s("hello")]
        ),
        s("false")
    );
    assert_eq!(
        call("coalesce", &[Value::from(true), Value::unknown(Type::Bool)]),
        Value::from(true)
    );
    assert_eq!(
        call("coalesce", &[Value::unknown(Type::Bool), s("hello")]),
        Value::unknown(Type::String).refine_not_null()
    );
    assert_eq!(call("coalesce", &[Value::dynamic()]), Value::dynamic());
}

#[test]
fn index_finds_the_first_equal_element() {
    let abc = strings(&["a", "b", "c"]);
    assert_eq!(call("index", &[abc.clone(), s("b")]), Value::from(1));
    assert_eq!(error("index", &[abc, s("z")]).1, "item not found");
    let nums = Value::list([1, 2, 3].map(Value::from)).unwrap();
    assert_eq!(
        call("index", &[nums.clone(), Value::from(2)]),
        Value::from(1)
    );
    assert!(functions()["index"].call(&[nums, s("1")]).is_err());
    assert!(functions()["index"]
        .call(&[strings(&["1"]), Value::from(1)])
        .is_err());
    let tuple = Value::tuple([1, 2, 3].map(Value::from));
    assert_eq!(call("index", &[tuple, Value::from(1)]), Value::from(0));
    let partly = Value::list([s("a"), s("b"), Value::unknown(Type::String)]).unwrap();
    assert_eq!(call("index", &[partly, s("a")]), Value::from(0));
}

#[test]
fn lookup_reads_maps_and_objects_with_defaults() {
    let simple = Value::map([("foo", s("bar"))]).unwrap();
    let object = obj(&[("foo", s("bar")), ("baz", Value::from(42))]);
    assert_eq!(call("lookup", &[simple.clone(), s("foo")]), s("bar"));
    assert_eq!(call("lookup", &[object.clone(), s("foo")]), s("bar"));
    assert_eq!(
        error("lookup", &[simple.clone(), s("bar")]).1,
        "lookup failed to find key \"bar\""
    );
    assert!(functions()["lookup"]
        .call(&[object.clone(), s("bar")])
        .is_err());
    assert_eq!(
        call("lookup", &[simple.clone(), s("foo"), Value::from(-1)]),
        s("bar")
    );
    assert_eq!(
        call("lookup", &[simple.clone(), s("foobar"), Value::from(-1)]),
        s("-1")
    );
    assert_eq!(call("lookup", &[object, s("foobar"), s("")]), s(""));
    assert_eq!(
        call("lookup", &[simple.clone(), s("bar"), s("xyz")]),
        s("xyz")
    );
    assert!(functions()["lookup"]
        .call(&[simple.clone(), s("foo"), s("bar"), s("baz")])
        .is_err());
    let of_maps = Value::map([("foo", Value::map([("a", s("bar"))]).unwrap())]).unwrap();
    assert!(functions()["lookup"]
        .call(&[of_maps, s("foo"), s("")])
        .is_err());
    assert_eq!(
        call("lookup", &[simple.clone(), Value::unknown(Type::String)]),
        Value::unknown(Type::String)
    );
    let secret = call("lookup", &[simple.mark("sensitive"), s("foo")]);
    assert_eq!(secret, s("bar").mark("sensitive"));
}

#[test]
fn length_counts_elements_attributes_and_characters() {
    assert_eq!(
        call("length", &[Value::empty_list(Type::Number)]),
        Value::from(0)
    );
    assert_eq!(
        call(
            "length",
            &[Value::list([Value::unknown(Type::Bool)]).unwrap()]
        ),
        Value::from(1)
    );
    assert_eq!(
        call("length", &[Value::unknown(Type::empty_tuple())]),
        Value::from(0)
    );
    assert_eq!(
        call("length", &[obj(&[("true", Value::from(true))])]),
        Value::from(1)
    );
    assert_eq!(call("length", &[s("hello")]), Value::from(5));
    assert_eq!(call("length", &[s("Живой Журнал")]), Value::from(12));
    assert_eq!(call("length", &[s("noe\u{308}l")]), Value::from(4));
    assert_eq!(call("length", &[s("😸😾")]), Value::from(2));
    assert_eq!(
        call("length", &[Value::dynamic()]),
        Value::unknown(Type::Number).refine_not_null()
    );
    assert_eq!(
        call("length", &[Value::unknown(Type::String)]),
        Value::unknown(Type::Number)
            .refine()
            .not_null()
            .number_lower_bound(0.into(), true)
            .build()
            .unwrap()
    );
    assert_eq!(
        call("length", &[strings(&["hello", "world"]).mark("secret")]),
        Value::from(2).mark("secret")
    );
    assert_eq!(
        call("length", &[s("hello world").mark("secret")]),
        Value::from(11).mark("secret")
    );
    assert!(functions()["length"].call(&[Value::from(true)]).is_err());
}

#[test]
fn reverse_is_terraforms_list_reversal_under_its_name() {
    // Terraform's documentation: reverse([1, 2, 3]) is [3, 2, 1].
    let list = Value::list([Value::from(1), Value::from(2), Value::from(3)]).unwrap();
    let reversed = Value::list([Value::from(3), Value::from(2), Value::from(1)]).unwrap();
    assert_eq!(call("reverse", &[list]), reversed);
}
