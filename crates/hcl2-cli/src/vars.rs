//! The `--vars` arguments: each is a JSON object given inline (when it starts with `{`
//! after leading white space) or the path of a native or JSON file (by its suffix)
//! whose attributes, evaluated without a context, become variables.

use hcl2::core::Diagnostics;
use hcl2::{Parser, Syntax, Value};

use crate::paths::path_of;

/// The variables every `--vars` argument defines, in argument order then source order
/// (a later definition of a name overrides an earlier one), and the diagnostics of
/// reading them. An argument that cannot be read or parsed contributes what it could.
pub fn read_vars(parser: &mut Parser, args: &[Vec<u8>]) -> (Vec<(String, Value)>, Diagnostics) {
    let mut vars = Vec::new();
    let mut diags = Diagnostics::new();
    for (index, arg) in args.iter().enumerate() {
        let (file, parse_diags) = if String::from_utf8_lossy(arg).trim_start().starts_with('{') {
            let name = format!("<vars argument {index}>");
            let (file, d) = parser.parse(arg, &name, Syntax::Json);
            (Some(file), d)
        } else {
            parser.parse_file(&path_of(arg))
        };
        diags.extend(parse_diags);
        let Some(file) = file else { continue };
        let body = file.body();
        let (attrs, attr_diags) = body.just_attributes();
        diags.extend(attr_diags);
        for (name, attr) in attrs {
            let (value, value_diags) = attr.expr.value(None);
            diags.extend(value_diags);
            vars.push((name, value));
        }
    }
    (vars, diags)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(vars: &[(String, Value)]) -> Vec<&str> {
        vars.iter().map(|(n, _)| n.as_str()).collect()
    }

    #[test]
    fn inline_objects_are_json_named_by_their_position() {
        let mut parser = Parser::new();
        let args = vec![
            b"  {\"a\": 1, \"b\": \"x\"}".to_vec(),
            b"{\"c\": true}".to_vec(),
        ];
        let (vars, diags) = read_vars(&mut parser, &args);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(names(&vars), ["a", "b", "c"]);
        assert_eq!(vars[0].1, Value::from(1));
        assert!(parser.file("<vars argument 1>").is_some());
    }

    #[test]
    fn inline_json_is_literal_text_not_a_template() {
        let mut parser = Parser::new();
        let (vars, diags) = read_vars(&mut parser, &[br#"{"a": "${b}"}"#.to_vec()]);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(vars[0].1, Value::from("${b}"));
    }

    #[test]
    fn files_are_read_by_suffix_and_evaluated_without_a_context() {
        let dir = std::env::temp_dir().join(format!("hcl2-cli-vars-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let native = dir.join("v.hcl");
        std::fs::write(&native, "n = 1 + 2\nr = other\n").unwrap();
        let json = dir.join("v.json");
        std::fs::write(&json, r#"{"j": [1, 2]}"#).unwrap();
        let mut parser = Parser::new();
        let args = vec![
            native.to_string_lossy().as_bytes().to_vec(),
            json.to_string_lossy().as_bytes().to_vec(),
        ];
        let (vars, diags) = read_vars(&mut parser, &args);
        assert_eq!(names(&vars), ["n", "r", "j"]);
        assert_eq!(vars[0].1, Value::from(3));
        let summaries: Vec<_> = diags.iter().map(|d| d.summary.as_str()).collect();
        assert_eq!(summaries, ["Variables not allowed"]);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn broken_arguments_report_as_the_reference_does() {
        let mut parser = Parser::new();
        let args = vec![b"{\"a\": 1,}".to_vec(), b"/nonexistent/vars.hcl".to_vec()];
        let (vars, diags) = read_vars(&mut parser, &args);
        assert!(vars.is_empty());
        let summaries: Vec<_> = diags.iter().map(|d| d.summary.as_str()).collect();
        assert_eq!(
            summaries,
            [
                "Trailing comma in object",
                "Root value must be object",
                "Failed to read file"
            ]
        );
    }
}
