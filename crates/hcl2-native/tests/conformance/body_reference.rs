//! Native bodies (and merged bodies of several native files) against results recorded
//! from the reference implementation (hashicorp/hcl v2.14.1): the content a schema
//! takes (attributes, blocks, ranges), partial content and what remains of the body,
//! just-attributes mode, missing-item ranges, and every diagnostic with its ranges.
//!
//! Each expectation is the output of a Go program (`/tmp/tmpl-oracle/body/main.go`
//! during development) that parses the same files with `hclsyntax.ParseConfig`
//! (named `f0.hcl`, `f1.hcl`, ...; several files are merged with `hcl.MergeFiles`),
//! applies the same operations and prints the results: attributes sorted by name,
//! blocks in order, diagnostics sorted (the reference visits attributes in map order).

use hcl2_core::{Body, BodySchema, Diagnostics, Pos, Range};
use hcl2_native::{merge_files, parse_config};
use hcl2_value::strings::go_quote;

/// One operation on a body, and what to do with what it returns.
struct Op {
    kind: &'static str,
    schema: BodySchema,
    /// Applied to the body of every block returned.
    nested: Vec<Op>,
    /// Applied to the remaining body of a partial take.
    then: Vec<Op>,
}

fn schema(attrs: &[(&str, bool)], blocks: &[(&str, &[&str])]) -> BodySchema {
    let mut s = BodySchema::new();
    for (name, required) in attrs {
        s = s.attribute(*name, *required);
    }
    for (ty, labels) in blocks {
        s = s.block(*ty, labels.iter().copied());
    }
    s
}

fn op(kind: &'static str, schema: BodySchema) -> Op {
    Op {
        kind,
        schema,
        nested: Vec::new(),
        then: Vec::new(),
    }
}

fn content(attrs: &[(&str, bool)], blocks: &[(&str, &[&str])]) -> Op {
    op("content", schema(attrs, blocks))
}

fn partial(attrs: &[(&str, bool)], blocks: &[(&str, &[&str])]) -> Op {
    op("partial", schema(attrs, blocks))
}

fn attrs() -> Op {
    op("attrs", BodySchema::new())
}

fn missing() -> Op {
    op("missing", BodySchema::new())
}

impl Op {
    fn nested(mut self, ops: Vec<Op>) -> Op {
        self.nested = ops;
        self
    }
    fn then(mut self, ops: Vec<Op>) -> Op {
        self.then = ops;
        self
    }
}

fn r(g: &Range) -> String {
    format!(
        "{}:{}-{}({}:{}-{}:{})",
        g.filename,
        g.start.byte,
        g.end.byte,
        g.start.line,
        g.start.column,
        g.end.line,
        g.end.column
    )
}

fn diags(out: &mut Vec<String>, ind: &str, ds: &Diagnostics) {
    let mut lines: Vec<String> = ds
        .iter()
        .map(|d| {
            let s = d.subject.as_ref().map_or("-".to_string(), r);
            let c = d
                .context
                .as_ref()
                .map_or(String::new(), |c| format!(" ctx={}", r(c)));
            format!(
                "{ind}DIAG {} | {} @ {s}{c}",
                go_quote(&d.summary),
                go_quote(&d.detail)
            )
        })
        .collect();
    lines.sort();
    out.extend(lines);
}

fn attributes(out: &mut Vec<String>, ind: &str, attrs: &hcl2_core::Attributes<'_>) {
    let mut names: Vec<&String> = attrs.keys().collect();
    names.sort();
    for n in names {
        let a = &attrs[n];
        out.push(format!(
            "{ind}ATTR {n} range={} name={} expr={}",
            r(&a.range),
            r(&a.name_range),
            r(&a.expr.range())
        ));
    }
}

fn run(out: &mut Vec<String>, ind: &str, body: &dyn Body, ops: &[Op]) {
    for op in ops {
        out.push(format!("{ind}{}", op.kind.to_uppercase()));
        let inner = format!("{ind}  ");
        match op.kind {
            "attrs" => {
                let (attrs, ds) = body.just_attributes();
                attributes(out, &inner, &attrs);
                diags(out, &inner, &ds);
            }
            "missing" => out.push(format!("{inner}MISSING {}", r(&body.missing_item_range()))),
            _ => {
                let (content, remain, ds) = if op.kind == "content" {
                    let (c, d) = body.content(&op.schema);
                    (c, None, d)
                } else {
                    let (c, rest, d) = body.partial_content(&op.schema);
                    (c, Some(rest), d)
                };
                attributes(out, &inner, &content.attributes);
                for b in &content.blocks {
                    let labels: Vec<String> = b.labels.iter().map(|l| go_quote(l)).collect();
                    let ranges: Vec<String> = b.label_ranges.iter().map(r).collect();
                    out.push(format!(
                        "{inner}BLOCK {} [{}] def={} type={} labels=[{}] missing={}",
                        b.type_name,
                        labels.join(" "),
                        r(&b.def_range),
                        r(&b.type_range),
                        ranges.join(" "),
                        r(&b.body.missing_item_range())
                    ));
                    run(out, &format!("{inner}  "), b.body.as_ref(), &op.nested);
                }
                out.push(format!("{inner}MISSING {}", r(&content.missing_item_range)));
                diags(out, &inner, &ds);
                if let Some(rest) = remain {
                    out.push(format!(
                        "{inner}REMAIN missing={}",
                        r(&rest.missing_item_range())
                    ));
                    run(out, &format!("{inner}  "), rest.as_ref(), &op.then);
                }
            }
        }
    }
}

fn check(files: &[&str], ops: Vec<Op>, want: &[&str]) {
    let parsed: Vec<_> = files
        .iter()
        .enumerate()
        .map(|(i, src)| parse_config(src.as_bytes(), &format!("f{i}.hcl"), Pos::START))
        .collect();
    let mut out = Vec::new();
    for p in &parsed {
        diags(&mut out, "PARSE ", &p.diagnostics);
    }
    if let [one] = parsed.as_slice() {
        run(&mut out, "", &one.body(), &ops);
    } else {
        let merged = merge_files(&parsed);
        run(&mut out, "", &merged, &ops);
    }
    assert_eq!(out, want, "{files:?}");
}

/// Attributes keep their name and expression ranges; blocks their labels, header, type and label ranges, and a body of their own.
#[test]
fn content_returns_the_attributes_and_blocks_the_schema_names() {
    check(&["a = 1\nb = \"two\"\n\nsvc \"web\" {\n  port = 80\n}\nsvc \"db\" {\n  port = 5432\n  opt { x = 1 }\n}\nlone {}\n"], vec![content(&[("a", false), ("b", true)], &[("svc", &["name"]), ("lone", &[])]).nested(vec![content(&[("port", true)], &[("opt", &[])]).nested(vec![attrs()])])], &[
        "CONTENT",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  ATTR b range=f0.hcl:6-15(2:1-2:10) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-15(2:5-2:10)",
        "  BLOCK svc [\"web\"] def=f0.hcl:17-26(4:1-4:10) type=f0.hcl:17-20(4:1-4:4) labels=[f0.hcl:21-26(4:5-4:10)] missing=f0.hcl:27-27(4:11-4:11)",
        "    CONTENT",
        "      ATTR port range=f0.hcl:31-40(5:3-5:12) name=f0.hcl:31-35(5:3-5:7) expr=f0.hcl:38-40(5:10-5:12)",
        "      MISSING f0.hcl:27-27(4:11-4:11)",
        "  BLOCK svc [\"db\"] def=f0.hcl:43-51(7:1-7:9) type=f0.hcl:43-46(7:1-7:4) labels=[f0.hcl:47-51(7:5-7:9)] missing=f0.hcl:52-52(7:10-7:10)",
        "    CONTENT",
        "      ATTR port range=f0.hcl:56-67(8:3-8:14) name=f0.hcl:56-60(8:3-8:7) expr=f0.hcl:63-67(8:10-8:14)",
        "      BLOCK opt [] def=f0.hcl:70-73(9:3-9:6) type=f0.hcl:70-73(9:3-9:6) labels=[] missing=f0.hcl:76-76(9:9-9:9)",
        "        ATTRS",
        "          ATTR x range=f0.hcl:76-81(9:9-9:14) name=f0.hcl:76-77(9:9-9:10) expr=f0.hcl:80-81(9:13-9:14)",
        "      MISSING f0.hcl:52-52(7:10-7:10)",
        "  BLOCK lone [] def=f0.hcl:86-90(11:1-11:5) type=f0.hcl:86-90(11:1-11:5) labels=[] missing=f0.hcl:91-91(11:6-11:6)",
        "    CONTENT",
        "      MISSING f0.hcl:91-91(11:6-11:6)",
        "      DIAG \"Missing required argument\" | \"The argument \\\"port\\\" is required, but no definition was found.\" @ f0.hcl:91-91(11:6-11:6)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(
        &["x = 1\n"],
        vec![content(&[("x", false), ("y", false)], &[("blk", &[])])],
        &[
            "CONTENT",
            "  ATTR x range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
            "  MISSING f0.hcl:0-0(1:1-1:1)",
        ],
    );
    check(&["m \"a\" \"b\" {\n}\n"], vec![content(&[], &[("m", &["one", "two"])]).nested(vec![missing()])], &[
        "CONTENT",
        "  BLOCK m [\"a\" \"b\"] def=f0.hcl:0-9(1:1-1:10) type=f0.hcl:0-1(1:1-1:2) labels=[f0.hcl:2-5(1:3-1:6) f0.hcl:6-9(1:7-1:10)] missing=f0.hcl:10-10(1:11-1:11)",
        "    MISSING",
        "      MISSING f0.hcl:10-10(1:11-1:11)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
}

/// A required argument that is absent is an error at the body's missing-item range: the start of the file, a block's opening brace, or a one-line block's argument.
#[test]
fn missing_required_arguments_are_reported_where_the_body_starts() {
    check(&["a = 1\n"], vec![content(&[("a", true), ("z", true)], &[])], &[
        "CONTENT",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["\n\n# comment\n  a = 1\n"], vec![content(&[("z", true)], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"a\\\" is not expected here. Did you mean \\\"z\\\"?\" @ f0.hcl:14-15(4:3-4:4)",
    ]);
    check(&["# comment\n  a = 1\n"], vec![content(&[("z", true)], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"a\\\" is not expected here. Did you mean \\\"z\\\"?\" @ f0.hcl:12-13(2:3-2:4)",
    ]);
    check(&["  /* c */  // c\na = 1\n"], vec![content(&[("z", true)], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:11-11(1:12-1:12)",
        "  DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:11-11(1:12-1:12)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"a\\\" is not expected here. Did you mean \\\"z\\\"?\" @ f0.hcl:16-17(2:1-2:2)",
    ]);
    check(
        &["/* c */ a = 1\n"],
        vec![missing()],
        &["MISSING", "  MISSING f0.hcl:8-8(1:9-1:9)"],
    );
    check(
        &["# only a comment"],
        vec![missing(), attrs()],
        &["MISSING", "  MISSING f0.hcl:16-16(1:17-1:17)", "ATTRS"],
    );
    check(
        &["\t\ta = 1"],
        vec![missing()],
        &["MISSING", "  MISSING f0.hcl:2-2(1:3-1:3)"],
    );
    check(&[""], vec![content(&[("z", true)], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["blk {\n  a = 1\n}\n"], vec![content(&[], &[("blk", &[])]).nested(vec![content(&[("z", true)], &[])])], &[
        "CONTENT",
        "  BLOCK blk [] def=f0.hcl:0-3(1:1-1:4) type=f0.hcl:0-3(1:1-1:4) labels=[] missing=f0.hcl:4-4(1:5-1:5)",
        "    CONTENT",
        "      MISSING f0.hcl:4-4(1:5-1:5)",
        "      DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:4-4(1:5-1:5)",
        "      DIAG \"Unsupported argument\" | \"An argument named \\\"a\\\" is not expected here. Did you mean \\\"z\\\"?\" @ f0.hcl:8-9(2:3-2:4)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["blk \"l\" { a = 1 }\n"], vec![content(&[], &[("blk", &["n"])]).nested(vec![content(&[("z", true)], &[])])], &[
        "CONTENT",
        "  BLOCK blk [\"l\"] def=f0.hcl:0-7(1:1-1:8) type=f0.hcl:0-3(1:1-1:4) labels=[f0.hcl:4-7(1:5-1:8)] missing=f0.hcl:10-10(1:11-1:11)",
        "    CONTENT",
        "      MISSING f0.hcl:10-10(1:11-1:11)",
        "      DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:10-10(1:11-1:11)",
        "      DIAG \"Unsupported argument\" | \"An argument named \\\"a\\\" is not expected here. Did you mean \\\"z\\\"?\" @ f0.hcl:10-11(1:11-1:12)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["blk {}\n"], vec![content(&[], &[("blk", &[])]).nested(vec![content(&[("z", true)], &[])])], &[
        "CONTENT",
        "  BLOCK blk [] def=f0.hcl:0-3(1:1-1:4) type=f0.hcl:0-3(1:1-1:4) labels=[] missing=f0.hcl:4-4(1:5-1:5)",
        "    CONTENT",
        "      MISSING f0.hcl:4-4(1:5-1:5)",
        "      DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:4-4(1:5-1:5)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["blk {\n}\n"], vec![content(&[], &[("blk", &[])]).nested(vec![missing(), content(&[("z", true)], &[])])], &[
        "CONTENT",
        "  BLOCK blk [] def=f0.hcl:0-3(1:1-1:4) type=f0.hcl:0-3(1:1-1:4) labels=[] missing=f0.hcl:4-4(1:5-1:5)",
        "    MISSING",
        "      MISSING f0.hcl:4-4(1:5-1:5)",
        "    CONTENT",
        "      MISSING f0.hcl:4-4(1:5-1:5)",
        "      DIAG \"Missing required argument\" | \"The argument \\\"z\\\" is required, but no definition was found.\" @ f0.hcl:4-4(1:5-1:5)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
}

/// An argument the schema does not name is an error at its name, suggesting the first close schema argument not already set, or a block of the same name.
#[test]
fn unsupported_arguments_suggest_a_close_schema_name_or_a_block() {
    check(&["nmae = 1\n"], vec![content(&[("name", false)], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"nmae\\\" is not expected here. Did you mean \\\"name\\\"?\" @ f0.hcl:0-4(1:1-1:5)",
    ]);
    check(&["nmae = 1\nname = 2\n"], vec![content(&[("name", false)], &[])], &[
        "CONTENT",
        "  ATTR name range=f0.hcl:9-17(2:1-2:9) name=f0.hcl:9-13(2:1-2:5) expr=f0.hcl:16-17(2:8-2:9)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"nmae\\\" is not expected here.\" @ f0.hcl:0-4(1:1-1:5)",
    ]);
    check(&["abcd = 1\n"], vec![content(&[("abxy", false), ("abcx", false)], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"abcd\\\" is not expected here. Did you mean \\\"abxy\\\"?\" @ f0.hcl:0-4(1:1-1:5)",
    ]);
    check(&["zzz = 1\n"], vec![content(&[("name", false)], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"zzz\\\" is not expected here.\" @ f0.hcl:0-3(1:1-1:4)",
    ]);
    check(&["svc = 1\n"], vec![content(&[("other", false)], &[("svc", &["name"])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"svc\\\" is not expected here. Did you mean to define a block of type \\\"svc\\\"?\" @ f0.hcl:0-3(1:1-1:4)",
    ]);
    check(&["one = 1\ntwo = 2\nthree = 3\n"], vec![content(&[], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"one\\\" is not expected here.\" @ f0.hcl:0-3(1:1-1:4)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"three\\\" is not expected here.\" @ f0.hcl:16-21(3:1-3:6)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"two\\\" is not expected here.\" @ f0.hcl:8-11(2:1-2:4)",
    ]);
}

/// A block the schema does not name is an error at its type, suggesting the first close schema block type, or an argument of the same name.
#[test]
fn unsupported_block_types_suggest_a_close_type_or_an_argument() {
    check(&["sevice {\n}\n"], vec![content(&[], &[("service", &[])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported block type\" | \"Blocks of type \\\"sevice\\\" are not expected here. Did you mean \\\"service\\\"?\" @ f0.hcl:0-6(1:1-1:7)",
    ]);
    check(&["service \"x\" {\n}\n"], vec![content(&[], &[("service", &["name"]), ("other", &[])]), content(&[], &[("other", &[])])], &[
        "CONTENT",
        "  BLOCK service [\"x\"] def=f0.hcl:0-11(1:1-1:12) type=f0.hcl:0-7(1:1-1:8) labels=[f0.hcl:8-11(1:9-1:12)] missing=f0.hcl:12-12(1:13-1:13)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported block type\" | \"Blocks of type \\\"service\\\" are not expected here.\" @ f0.hcl:0-7(1:1-1:8)",
    ]);
    check(&["tags {\n}\n"], vec![content(&[("tags", false)], &[])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported block type\" | \"Blocks of type \\\"tags\\\" are not expected here. Did you mean to define argument \\\"tags\\\"? If so, use the equals sign to assign it a value.\" @ f0.hcl:0-4(1:1-1:5)",
    ]);
    check(&["zzz {\n}\nzzz {\n}\n"], vec![content(&[("a", false)], &[("b", &[])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Unsupported block type\" | \"Blocks of type \\\"zzz\\\" are not expected here.\" @ f0.hcl:0-3(1:1-1:4)",
        "  DIAG \"Unsupported block type\" | \"Blocks of type \\\"zzz\\\" are not expected here.\" @ f0.hcl:8-11(3:1-3:4)",
    ]);
}

/// A block with extra or missing labels is left out with an error at the first extra label or at the opening brace, in the context of its header.
#[test]
fn block_labels_must_match_the_schema() {
    check(&["b \"x\" {\n}\n"], vec![content(&[], &[("b", &[])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Extraneous label for b\" | \"No labels are expected for b blocks.\" @ f0.hcl:2-5(1:3-1:6) ctx=f0.hcl:0-7(1:1-1:8)",
    ]);
    check(&["b \"x\" \"y\" \"z\" {\n}\n"], vec![content(&[], &[("b", &["name"])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Extraneous label for b\" | \"Only 1 labels (name) are expected for b blocks.\" @ f0.hcl:6-9(1:7-1:10) ctx=f0.hcl:0-15(1:1-1:16)",
    ]);
    check(&["b \"x\" \"y\" \"z\" {\n}\n"], vec![content(&[], &[("b", &["first", "second"])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Extraneous label for b\" | \"Only 2 labels (first, second) are expected for b blocks.\" @ f0.hcl:10-13(1:11-1:14) ctx=f0.hcl:0-15(1:1-1:16)",
    ]);
    check(&["b {\n}\n"], vec![content(&[], &[("b", &["name"])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Missing name for b\" | \"All b blocks must have 1 labels (name).\" @ f0.hcl:2-3(1:3-1:4) ctx=f0.hcl:0-3(1:1-1:4)",
    ]);
    check(&["b \"x\" {\n}\n"], vec![content(&[], &[("b", &["type", "name", "extra"])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Missing name for b\" | \"All b blocks must have 3 labels (type, name, extra).\" @ f0.hcl:6-7(1:7-1:8) ctx=f0.hcl:0-7(1:1-1:8)",
    ]);
    check(&["b x y {\n}\n"], vec![content(&[], &[("b", &["t", "n"])]).nested(vec![missing()])], &[
        "CONTENT",
        "  BLOCK b [\"x\" \"y\"] def=f0.hcl:0-5(1:1-1:6) type=f0.hcl:0-1(1:1-1:2) labels=[f0.hcl:2-3(1:3-1:4) f0.hcl:4-5(1:5-1:6)] missing=f0.hcl:6-6(1:7-1:7)",
        "    MISSING",
        "      MISSING f0.hcl:6-6(1:7-1:7)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["b \"x\" {\n}\nb {\n}\nb \"y\" {\n}\n"], vec![content(&[], &[("b", &["name"])])], &[
        "CONTENT",
        "  BLOCK b [\"x\"] def=f0.hcl:0-5(1:1-1:6) type=f0.hcl:0-1(1:1-1:2) labels=[f0.hcl:2-5(1:3-1:6)] missing=f0.hcl:6-6(1:7-1:7)",
        "  BLOCK b [\"y\"] def=f0.hcl:16-21(5:1-5:6) type=f0.hcl:16-17(5:1-5:2) labels=[f0.hcl:18-21(5:3-5:6)] missing=f0.hcl:22-22(5:7-5:7)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Missing name for b\" | \"All b blocks must have 1 labels (name).\" @ f0.hcl:12-13(3:3-3:4) ctx=f0.hcl:10-13(3:1-3:4)",
    ]);
}

/// A partial take returns the rest of the body: what it took is neither returned nor reported again, and every block of a type it named is claimed, even one it rejected.
#[test]
fn partial_content_hides_what_it_took_from_later_schemas() {
    check(&["a = 1\nb = \"two\"\n\nsvc \"web\" {\n  port = 80\n}\nsvc \"db\" {\n  port = 5432\n  opt { x = 1 }\n}\nlone {}\n"], vec![partial(&[("a", false)], &[("svc", &["name"])]).then(vec![content(&[("b", false), ("lone", false)], &[("lone", &[])]), content(&[("a", true)], &[("svc", &["name"])])])], &[
        "PARTIAL",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  BLOCK svc [\"web\"] def=f0.hcl:17-26(4:1-4:10) type=f0.hcl:17-20(4:1-4:4) labels=[f0.hcl:21-26(4:5-4:10)] missing=f0.hcl:27-27(4:11-4:11)",
        "  BLOCK svc [\"db\"] def=f0.hcl:43-51(7:1-7:9) type=f0.hcl:43-46(7:1-7:4) labels=[f0.hcl:47-51(7:5-7:9)] missing=f0.hcl:52-52(7:10-7:10)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  REMAIN missing=f0.hcl:0-0(1:1-1:1)",
        "    CONTENT",
        "      ATTR b range=f0.hcl:6-15(2:1-2:10) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-15(2:5-2:10)",
        "      BLOCK lone [] def=f0.hcl:86-90(11:1-11:5) type=f0.hcl:86-90(11:1-11:5) labels=[] missing=f0.hcl:91-91(11:6-11:6)",
        "      MISSING f0.hcl:0-0(1:1-1:1)",
        "    CONTENT",
        "      MISSING f0.hcl:0-0(1:1-1:1)",
        "      DIAG \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.hcl:0-0(1:1-1:1)",
        "      DIAG \"Unsupported argument\" | \"An argument named \\\"b\\\" is not expected here. Did you mean \\\"a\\\"?\" @ f0.hcl:6-7(2:1-2:2)",
        "      DIAG \"Unsupported block type\" | \"Blocks of type \\\"lone\\\" are not expected here.\" @ f0.hcl:86-90(11:1-11:5)",
    ]);
    check(&["a = 1\nb = 2\nx {\n}\n"], vec![partial(&[("a", true)], &[]).then(vec![partial(&[("a", true), ("b", false)], &[]).then(vec![attrs()])])], &[
        "PARTIAL",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  REMAIN missing=f0.hcl:0-0(1:1-1:1)",
        "    PARTIAL",
        "      ATTR b range=f0.hcl:6-11(2:1-2:6) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-11(2:5-2:6)",
        "      MISSING f0.hcl:0-0(1:1-1:1)",
        "      DIAG \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.hcl:0-0(1:1-1:1)",
        "      REMAIN missing=f0.hcl:0-0(1:1-1:1)",
        "        ATTRS",
        "          DIAG \"Unexpected \\\"x\\\" block\" | \"Blocks are not allowed here.\" @ f0.hcl:12-13(3:1-3:2)",
    ]);
    check(&["a = 1\nb \"l\" {\n}\n"], vec![partial(&[], &[("b", &[])]).then(vec![content(&[("a", false)], &[])])], &[
        "PARTIAL",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Extraneous label for b\" | \"No labels are expected for b blocks.\" @ f0.hcl:8-11(2:3-2:6) ctx=f0.hcl:6-13(2:1-2:8)",
        "  REMAIN missing=f0.hcl:0-0(1:1-1:1)",
        "    CONTENT",
        "      ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "      MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["a = 1\nb = 2\n"], vec![partial(&[("a", false)], &[]).then(vec![attrs(), missing()])], &[
        "PARTIAL",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  REMAIN missing=f0.hcl:0-0(1:1-1:1)",
        "    ATTRS",
        "      ATTR b range=f0.hcl:6-11(2:1-2:6) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-11(2:5-2:6)",
        "    MISSING",
        "      MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["a = 1\n"], vec![partial(&[("zz", false)], &[]).then(vec![content(&[("a", false)], &[])])], &[
        "PARTIAL",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  REMAIN missing=f0.hcl:0-0(1:1-1:1)",
        "    CONTENT",
        "      ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "      MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
}

/// Every argument not already taken, in source order; any block is one error about the first block.
#[test]
fn just_attributes_returns_every_argument_and_rejects_blocks() {
    check(&["a = 1\nb = \"x\"\nc = [1]\n"], vec![attrs()], &[
        "ATTRS",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  ATTR b range=f0.hcl:6-13(2:1-2:8) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-13(2:5-2:8)",
        "  ATTR c range=f0.hcl:14-21(3:1-3:8) name=f0.hcl:14-15(3:1-3:2) expr=f0.hcl:18-21(3:5-3:8)",
    ]);
    check(&["a = 1\nblk {\n}\nother \"x\" {\n}\n"], vec![attrs()], &[
        "ATTRS",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  DIAG \"Unexpected \\\"blk\\\" block\" | \"Blocks are not allowed here.\" @ f0.hcl:6-9(2:1-2:4)",
    ]);
    check(&[""], vec![attrs()], &["ATTRS"]);
    check(&["outer {\n  x = 1\n  y = 2\n}\n"], vec![content(&[], &[("outer", &[])]).nested(vec![attrs()])], &[
        "CONTENT",
        "  BLOCK outer [] def=f0.hcl:0-5(1:1-1:6) type=f0.hcl:0-5(1:1-1:6) labels=[] missing=f0.hcl:6-6(1:7-1:7)",
        "    ATTRS",
        "      ATTR x range=f0.hcl:10-15(2:3-2:8) name=f0.hcl:10-11(2:3-2:4) expr=f0.hcl:14-15(2:7-2:8)",
        "      ATTR y range=f0.hcl:18-23(3:3-3:8) name=f0.hcl:18-19(3:3-3:4) expr=f0.hcl:22-23(3:7-3:8)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
}

/// An argument named twice is taken once (the second naming sees it taken); a block type named twice takes its last label names.
#[test]
fn schemas_naming_an_item_twice() {
    check(&["a = 1\n"], vec![content(&[("a", true), ("a", true)], &[])], &[
        "CONTENT",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Missing required argument\" | \"The argument \\\"a\\\" is required, but no definition was found.\" @ f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["b \"x\" {\n}\n"], vec![content(&[], &[("b", &[]), ("b", &["name"])])], &[
        "CONTENT",
        "  BLOCK b [\"x\"] def=f0.hcl:0-5(1:1-1:6) type=f0.hcl:0-1(1:1-1:2) labels=[f0.hcl:2-5(1:3-1:6)] missing=f0.hcl:6-6(1:7-1:7)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["b \"x\" {\n}\n"], vec![content(&[], &[("b", &["name"]), ("b", &[])])], &[
        "CONTENT",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "  DIAG \"Extraneous label for b\" | \"No labels are expected for b blocks.\" @ f0.hcl:2-5(1:3-1:6) ctx=f0.hcl:0-7(1:1-1:8)",
    ]);
}

/// A redefined argument is a parse error; the body holds the first definition.
#[test]
fn duplicate_arguments_in_one_file_keep_the_first() {
    check(&["a = 1\na = 2\n"], vec![content(&[("a", false)], &[]), attrs()], &[
        "PARSE DIAG \"Attribute redefined\" | \"The argument \\\"a\\\" was already set at f0.hcl:1,1-2. Each argument may be set only once.\" @ f0.hcl:6-7(2:1-2:2)",
        "CONTENT",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "ATTRS",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
    ]);
}

/// Blocks recovered from syntax errors report the reference's header and body ranges.
#[test]
fn broken_blocks_still_have_bodies() {
    check(&["b \"x\"\nc = 1\n"], vec![content(&[("c", false)], &[("b", &["n"])]).nested(vec![missing(), attrs()])], &[
        "PARSE DIAG \"Invalid block definition\" | \"A block definition must have block content delimited by \\\"{\\\" and \\\"}\\\", starting on the same line as the block header.\" @ f0.hcl:5-6(1:6-2:1) ctx=f0.hcl:0-6(1:1-2:1)",
        "CONTENT",
        "  ATTR c range=f0.hcl:6-11(2:1-2:6) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-11(2:5-2:6)",
        "  BLOCK b [\"x\"] def=f0.hcl:0-5(1:1-1:6) type=f0.hcl:0-1(1:1-1:2) labels=[f0.hcl:2-5(1:3-1:6)] missing=f0.hcl:0-0(1:1-1:1)",
        "    MISSING",
        "      MISSING f0.hcl:0-0(1:1-1:1)",
        "    ATTRS",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["b { a = 1, }\n"], vec![content(&[], &[("b", &[])]).nested(vec![missing(), attrs()])], &[
        "PARSE DIAG \"Invalid single-argument block definition\" | \"Single-line block syntax can include only one argument definition. To define multiple arguments, use the multi-line block syntax with one argument definition per line.\" @ f0.hcl:9-10(1:10-1:11)",
        "CONTENT",
        "  BLOCK b [] def=f0.hcl:0-1(1:1-1:2) type=f0.hcl:0-1(1:1-1:2) labels=[] missing=f0.hcl:4-4(1:5-1:5)",
        "    MISSING",
        "      MISSING f0.hcl:4-4(1:5-1:5)",
        "    ATTRS",
        "      ATTR a range=f0.hcl:4-9(1:5-1:10) name=f0.hcl:4-5(1:5-1:6) expr=f0.hcl:8-9(1:9-1:10)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["b {\n  a = 1\n} x\n"], vec![content(&[], &[("b", &[])]).nested(vec![missing()])], &[
        "PARSE DIAG \"Missing newline after block definition\" | \"A block definition must end with a newline.\" @ f0.hcl:14-15(3:3-3:4) ctx=f0.hcl:0-15(1:1-3:4)",
        "CONTENT",
        "  BLOCK b [] def=f0.hcl:0-1(1:1-1:2) type=f0.hcl:0-1(1:1-1:2) labels=[] missing=f0.hcl:2-2(1:3-1:3)",
        "    MISSING",
        "      MISSING f0.hcl:2-2(1:3-1:3)",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
}

/// Attributes and blocks from every file in order; an argument set in two files is an error at the later one; required arguments are checked over all files, with no subject; the content's missing-item range is left unset.
#[test]
fn merged_files_take_content_from_every_file() {
    check(&["a = 1\nb {\n}\n", "c = 2\nb {\n}\n"], vec![content(&[("a", true), ("c", true), ("d", true)], &[("b", &[])])], &[
        "CONTENT",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  ATTR c range=f1.hcl:0-5(1:1-1:6) name=f1.hcl:0-1(1:1-1:2) expr=f1.hcl:4-5(1:5-1:6)",
        "  BLOCK b [] def=f0.hcl:6-7(2:1-2:2) type=f0.hcl:6-7(2:1-2:2) labels=[] missing=f0.hcl:8-8(2:3-2:3)",
        "  BLOCK b [] def=f1.hcl:6-7(2:1-2:2) type=f1.hcl:6-7(2:1-2:2) labels=[] missing=f1.hcl:8-8(2:3-2:3)",
        "  MISSING :0-0(0:0-0:0)",
        "  DIAG \"Missing required argument\" | \"The argument \\\"d\\\" is required, but was not set.\" @ -",
    ]);
    check(&["a = 1\n", "a = 2\n", "a = 3\n"], vec![content(&[("a", false)], &[])], &[
        "CONTENT",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  MISSING :0-0(0:0-0:0)",
        "  DIAG \"Duplicate argument\" | \"Argument \\\"a\\\" was already set at f0.hcl:1,1-2\" @ f1.hcl:0-1(1:1-1:2)",
        "  DIAG \"Duplicate argument\" | \"Argument \\\"a\\\" was already set at f0.hcl:1,1-2\" @ f2.hcl:0-1(1:1-1:2)",
    ]);
    check(&["a = 1\n", "zz = 2\n"], vec![content(&[("a", false)], &[])], &[
        "CONTENT",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  MISSING :0-0(0:0-0:0)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"zz\\\" is not expected here. Did you mean \\\"a\\\"?\" @ f1.hcl:0-2(1:1-1:3)",
    ]);
    check(&["a = 1\n", "\n\nb = 2\n"], vec![missing(), content(&[("b", true)], &[])], &[
        "MISSING",
        "  MISSING f0.hcl:0-0(1:1-1:1)",
        "CONTENT",
        "  ATTR b range=f1.hcl:2-7(3:1-3:6) name=f1.hcl:2-3(3:1-3:2) expr=f1.hcl:6-7(3:5-3:6)",
        "  MISSING :0-0(0:0-0:0)",
        "  DIAG \"Unsupported argument\" | \"An argument named \\\"a\\\" is not expected here. Did you mean \\\"b\\\"?\" @ f0.hcl:0-1(1:1-1:2)",
    ]);
    check(&["", ""], vec![content(&[("a", true)], &[])], &[
        "CONTENT",
        "  MISSING :0-0(0:0-0:0)",
        "  DIAG \"Missing required argument\" | \"The argument \\\"a\\\" is required, but was not set.\" @ -",
    ]);
}

/// A partial take applies to every file; the rest is the files' rests, merged.
#[test]
fn merged_partial_content_leaves_a_merged_rest() {
    check(&["a = 1\nx = 1\n", "b = 2\nx = 2\n"], vec![partial(&[("a", true), ("b", false)], &[]).then(vec![content(&[("x", false)], &[]), attrs(), missing()])], &[
        "PARTIAL",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  ATTR b range=f1.hcl:0-5(1:1-1:6) name=f1.hcl:0-1(1:1-1:2) expr=f1.hcl:4-5(1:5-1:6)",
        "  MISSING :0-0(0:0-0:0)",
        "  REMAIN missing=f0.hcl:0-0(1:1-1:1)",
        "    CONTENT",
        "      ATTR x range=f0.hcl:6-11(2:1-2:6) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-11(2:5-2:6)",
        "      MISSING :0-0(0:0-0:0)",
        "      DIAG \"Duplicate argument\" | \"Argument \\\"x\\\" was already set at f0.hcl:2,1-2\" @ f1.hcl:6-7(2:1-2:2)",
        "    ATTRS",
        "      ATTR x range=f0.hcl:6-11(2:1-2:6) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-11(2:5-2:6)",
        "      DIAG \"Duplicate argument\" | \"Argument \\\"x\\\" was already set at f0.hcl:2,1-2\" @ f1.hcl:6-7(2:1-2:2)",
        "    MISSING",
        "      MISSING f0.hcl:0-0(1:1-1:1)",
    ]);
    check(&["a = 1\n", "blk {\n}\n"], vec![partial(&[("a", false)], &[]).then(vec![content(&[], &[("blk", &[])]), content(&[], &[])])], &[
        "PARTIAL",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  MISSING :0-0(0:0-0:0)",
        "  REMAIN missing=f0.hcl:0-0(1:1-1:1)",
        "    CONTENT",
        "      BLOCK blk [] def=f1.hcl:0-3(1:1-1:4) type=f1.hcl:0-3(1:1-1:4) labels=[] missing=f1.hcl:4-4(1:5-1:5)",
        "      MISSING :0-0(0:0-0:0)",
        "    CONTENT",
        "      MISSING :0-0(0:0-0:0)",
        "      DIAG \"Unsupported block type\" | \"Blocks of type \\\"blk\\\" are not expected here.\" @ f1.hcl:0-3(1:1-1:4)",
    ]);
}

/// Every file's arguments; one already set by an earlier file is an error at the later definition and left out.
#[test]
fn merged_just_attributes_rejects_duplicates() {
    check(&["a = 1\nb = 2\n", "b = 3\nc = 4\n"], vec![attrs()], &[
        "ATTRS",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  ATTR b range=f0.hcl:6-11(2:1-2:6) name=f0.hcl:6-7(2:1-2:2) expr=f0.hcl:10-11(2:5-2:6)",
        "  ATTR c range=f1.hcl:6-11(2:1-2:6) name=f1.hcl:6-7(2:1-2:2) expr=f1.hcl:10-11(2:5-2:6)",
        "  DIAG \"Duplicate argument\" | \"Argument \\\"b\\\" was already set at f0.hcl:2,1-2\" @ f1.hcl:0-1(1:1-1:2)",
    ]);
    check(&["a = 1\n", "blk {\n}\n", "a = 2\n"], vec![attrs()], &[
        "ATTRS",
        "  ATTR a range=f0.hcl:0-5(1:1-1:6) name=f0.hcl:0-1(1:1-1:2) expr=f0.hcl:4-5(1:5-1:6)",
        "  DIAG \"Duplicate argument\" | \"Argument \\\"a\\\" was already set at f0.hcl:1,1-2\" @ f2.hcl:0-1(1:1-1:2)",
        "  DIAG \"Unexpected \\\"blk\\\" block\" | \"Blocks are not allowed here.\" @ f1.hcl:0-3(1:1-1:4)",
    ]);
}
