//! The facade's function set: what a configuration calls, in one context.

use hcl2::core::{Expression, Pos};
use hcl2::native::{parse_expression, NativeExpression};
use hcl2::{eval_context, functions, functions_with_files, Value};

fn eval(src: &str, ctx: &hcl2::EvalContext<'_>) -> Value {
    let parsed = parse_expression(src.as_bytes(), "e.hcl", Pos::START);
    let expr = NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    };
    let (v, diags) = expr.value(Some(ctx));
    assert!(diags.is_empty(), "{src}: {diags}");
    v
}

#[test]
fn the_set_holds_go_cty_terraform_and_the_extensions() {
    let all = functions();
    for name in [
        "upper",
        "jsonencode",
        "cidrsubnet",
        "sha256",
        "alltrue",
        "try",
        "can",
        "convert",
        "templatestring",
        "rsadecrypt",
    ] {
        assert!(all.contains_key(name), "{name}");
    }
    assert!(!all.contains_key("file"), "no file access unless asked for");
}

#[test]
fn a_context_with_the_set_evaluates_what_configurations_write() {
    let mut ctx = eval_context();
    ctx.set_variable("settings", Value::object([("name", Value::from("web"))]));
    assert_eq!(eval("try(settings.port, 8080)", &ctx), Value::from(8080));
    assert_eq!(eval("upper(settings.name)", &ctx), Value::from("WEB"));
    assert_eq!(eval("can(settings.nope)", &ctx), Value::from(false));
    assert_eq!(eval("convert(\"5\", number) + 1", &ctx), Value::from(6));
    assert_eq!(
        eval("startswith(md5(\"x\"), \"9dd4\")", &ctx),
        Value::from(true)
    );
}

#[test]
fn templatestring_renders_a_value_with_the_whole_set() {
    let mut ctx = eval_context();
    ctx.set_variable("tmpl", Value::from("${upper(name)}-${cidrhost(net, 1)}"));
    assert_eq!(
        eval(
            r#"templatestring(tmpl, {name = "web", net = "10.0.0.0/24"})"#,
            &ctx
        ),
        Value::from("WEB-10.0.0.1")
    );
}

#[test]
fn files_are_read_only_inside_the_base_directory() {
    let dir = std::env::temp_dir().join(format!("hcl2-facade-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("t.tmpl"), "${upper(name)}-${file(\"v.txt\")}").unwrap();
    std::fs::write(dir.join("v.txt"), "1").unwrap();
    let mut ctx = hcl2::EvalContext::new();
    ctx.functions = Some(functions_with_files(&dir).unwrap());
    assert_eq!(
        eval("templatefile(\"t.tmpl\", {name = \"a\"})", &ctx),
        Value::from("A-1")
    );
    let parsed = parse_expression(b"file(\"/etc/hostname\")", "e.hcl", Pos::START);
    let expr = NativeExpression {
        expr: &parsed.value,
        file: parsed.tree(),
    };
    assert!(expr.value(Some(&ctx)).1.has_errors());
    std::fs::remove_dir_all(&dir).unwrap();
}
