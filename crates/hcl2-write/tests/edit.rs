//! Each editing operation, asserting the whole output text: untouched bytes stay as
//! they were, new content is canonical and indented to its place.

use hcl2_write::{Document, ExprText};

const SRC: &str = r#"# The web tier.
module "web" {
  source  = "./web"   # local
  version = "1.2.0"
  count   = 2

  settings {
    size = "small"
  }
}

locals   {
    region =   "eu"   // keep my layout
}
"#;

fn doc() -> Document<'static> {
    Document::parse(SRC).unwrap()
}

#[test]
fn setting_an_existing_attribute_changes_only_its_expression() {
    let mut d = doc();
    let web = d.body_mut().block_mut("module", &["web"]).unwrap();
    web.body_mut()
        .set_attribute("version", ExprText::value(&"1.3.0".into()).unwrap())
        .unwrap();
    assert_eq!(d.to_string(), SRC.replace("\"1.2.0\"", "\"1.3.0\""));
}

#[test]
fn a_new_attribute_is_appended_canonically_at_the_body_depth() {
    let mut d = doc();
    let settings = d.body_mut().block_mut("module", &["web"]).unwrap();
    let settings = settings.body_mut().block_mut("settings", &[]).unwrap();
    settings
        .body_mut()
        .set_attribute(
            "tags",
            ExprText::object([("team", ExprText::traversal("var.team").unwrap())]),
        )
        .unwrap();
    let want = SRC.replace(
        "    size = \"small\"\n",
        "    size = \"small\"\n    tags = {\n      team = var.team\n    }\n",
    );
    assert_eq!(d.to_string(), want);
}

#[test]
fn removing_an_attribute_removes_its_line_only() {
    let mut d = doc();
    let web = d.body_mut().block_mut("module", &["web"]).unwrap();
    assert!(web.body_mut().remove_attribute("count"));
    assert!(!web.body_mut().remove_attribute("count"));
    assert_eq!(d.to_string(), SRC.replace("  count   = 2\n", ""));
}

#[test]
fn attributes_are_set_to_traversals_calls_tuples_and_raw_source() {
    let mut d = Document::parse("a = 1\n").unwrap();
    let body = d.body_mut();
    body.set_attribute("b", ExprText::traversal("var.name").unwrap())
        .unwrap();
    let call = ExprText::call(
        "max",
        [ExprText::raw("1").unwrap(), ExprText::raw("x+2").unwrap()],
    );
    body.set_attribute("c", call).unwrap();
    let tuple = ExprText::tuple([
        ExprText::raw("1").unwrap(),
        ExprText::value(&"s".into()).unwrap(),
    ]);
    body.set_attribute("d", tuple).unwrap();
    body.set_attribute("e", ExprText::raw("cond ? [ 1 ] : []").unwrap())
        .unwrap();
    assert!(ExprText::raw("a b").is_err());
    assert!(ExprText::traversal("var.").is_err());
    assert_eq!(
        d.to_string(),
        "a = 1\nb = var.name\nc = max(1, x + 2)\nd = [1, \"s\"]\ne = cond ? [1] : []\n"
    );
}

#[test]
fn blocks_are_appended_inserted_and_removed() {
    let mut d = doc();
    let body = d.body_mut();
    let new = body.append_block("output", &["ip"]).unwrap();
    new.body_mut()
        .set_attribute("value", ExprText::traversal("module.web.ip").unwrap())
        .unwrap();
    body.insert_block(0, "terraform", &[]).unwrap();
    assert!(body.remove_block("locals", &[]));
    let want = format!(
        "terraform {{\n}}\n{}output \"ip\" {{\n  value = module.web.ip\n}}\n",
        SRC.replace(
            "locals   {\n    region =   \"eu\"   // keep my layout\n}\n",
            ""
        )
    );
    assert_eq!(d.to_string(), want);
}

#[test]
fn attributes_and_blocks_are_renamed_and_relabelled() {
    let mut d = doc();
    let web = d.body_mut().block_mut("module", &["web"]).unwrap();
    web.set_labels(&["frontend"]);
    web.body_mut()
        .attribute_mut("count")
        .unwrap()
        .rename("instances")
        .unwrap();
    web.body_mut()
        .block_mut("settings", &[])
        .unwrap()
        .rename("config")
        .unwrap();
    assert!(web.rename("not valid").is_err());
    let want = SRC
        .replace("module \"web\"", "module \"frontend\"")
        .replace("  count   = 2", "  instances   = 2")
        .replace("  settings {", "  config {");
    assert_eq!(d.to_string(), want);
}

#[test]
fn comments_before_and_after_items_are_read_and_set() {
    let mut d = doc();
    let body = d.body_mut();
    let at = body.block_index("module", &["web"]).unwrap();
    assert_eq!(body.leading_comments(at), ["# The web tier.\n"]);
    let at = body.set_leading_comments(at, &["Frontend.", "// owned by web team"]);
    let web = match &mut body.items_mut()[at] {
        hcl2_write::Item::Block(b) => b,
        other => panic!("{other:?}"),
    };
    web.set_trailing_comment(Some("end of web"));
    let source = web.body_mut().attribute_mut("source").unwrap();
    assert_eq!(source.trailing_comment(), Some("# local"));
    source.set_trailing_comment(None);
    let locals = d.body_mut().block_mut("locals", &[]).unwrap();
    let region = locals.body_mut().attribute_mut("region").unwrap();
    region.set_trailing_comment(Some("# changed"));
    let want = SRC
        .replace("# The web tier.\n", "# Frontend.\n// owned by web team\n")
        .replace("\"./web\"   # local\n", "\"./web\"\n")
        .replace("  }\n}\n", "  }\n} # end of web\n")
        .replace("\"eu\"   // keep my layout", "\"eu\" # changed");
    assert_eq!(d.to_string(), want);
}

#[test]
fn blocks_and_attributes_are_found_at_any_depth() {
    let d = doc();
    let found = d.body().find_blocks("settings");
    assert_eq!(found.len(), 1);
    assert_eq!(
        d.body().find_attributes("size")[0].expr_source(),
        "\"small\""
    );
    let region = d
        .body()
        .block("locals", &[])
        .unwrap()
        .body()
        .attribute("region")
        .unwrap();
    assert!(region.expression().is_ok());
    assert_eq!(region.expr_source(), "\"eu\"");
}

#[test]
fn a_one_line_block_becomes_multi_line_when_an_attribute_is_added() {
    let mut d = Document::parse("a { b = 1 }\nc {}\n").unwrap();
    let a = d.body_mut().block_mut("a", &[]).unwrap();
    a.body_mut()
        .set_attribute("x", ExprText::raw("2").unwrap())
        .unwrap();
    let c = d.body_mut().block_mut("c", &[]).unwrap();
    c.body_mut()
        .set_attribute("y", ExprText::raw("3").unwrap())
        .unwrap();
    let out = d.to_string();
    assert_eq!(out, "a {\n  b = 1\n  x = 2\n}\nc {\n  y = 3\n}\n");
    assert!(Document::parse(&out).is_ok());
}

#[test]
fn blocks_found_at_any_depth_are_edited_in_place() {
    let src = "a {\n  dynamic \"x\" {\n    n = 1\n  }\n}\ndynamic \"y\" {\n  n = 2\n}\n";
    let mut d = Document::parse(src).unwrap();
    let mut seen = Vec::new();
    d.body_mut().for_each_block_mut("dynamic", &mut |b| {
        seen.push(b.labels()[0].clone());
        b.body_mut()
            .set_attribute("n", ExprText::raw("0").unwrap())
            .unwrap();
    });
    assert_eq!(seen, ["x", "y"]);
    assert_eq!(
        d.to_string(),
        src.replace("n = 1", "n = 0").replace("n = 2", "n = 0")
    );
}
