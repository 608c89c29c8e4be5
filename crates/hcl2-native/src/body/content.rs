//! Taking a schema's content from a native body, with the reference's diagnostics.

use std::collections::HashMap;

use hcl2_core::suggestion::first_suggestion;
use hcl2_core::{
    Attributes, Block, BlockHeaderSchema, Body, BodyContent, BodySchema, Diagnostic, Diagnostics,
};
use hcl2_value::strings::go_quote;

use super::NativeBody;
use crate::ast;

/// The schema's attributes and blocks, and the body with them hidden.
///
/// A required attribute that is absent (or already handed out) is an error at the
/// body's missing-item range. A block whose type the schema names must have exactly the
/// schema's labels, or it is left out with an error; every block of those types is
/// hidden afterwards, so that several blocks of one type can be taken at once.
pub(super) fn partial_content<'a>(
    body: &'a NativeBody<'_>,
    schema: &BodySchema,
) -> (BodyContent<'a>, NativeBody<'a>, Diagnostics) {
    partial_content_keeping(body, schema, &mut Some)
}

/// As [`partial_content`], each block offered to `keep` as it is taken and collected
/// only if given back.
fn partial_content_keeping<'a>(
    body: &'a NativeBody<'_>,
    schema: &BodySchema,
    keep: &mut dyn FnMut(Block<'a>) -> Option<Block<'a>>,
) -> (BodyContent<'a>, NativeBody<'a>, Diagnostics) {
    let ast = body.body;
    let src = body.file.text();
    let (attrs, all_blocks) = (body.attrs(), body.blocks());
    let mut diags = Diagnostics::new();

    let mut hidden_attrs: Vec<bool> = (0..attrs.len()).map(|i| body.attr_hidden(i)).collect();
    let first_by_name = FirstByName::new(attrs, src);
    let mut taken = Vec::new();
    for want in &schema.attributes {
        match first_by_name.get(&want.name) {
            Some(i) if !hidden_attrs[i] => {
                hidden_attrs[i] = true;
                taken.push(i);
            }
            _ if want.required => diags.push(Diagnostic::error(
                "Missing required argument",
                format!(
                    "The argument {} is required, but no definition was found.",
                    go_quote(&want.name)
                ),
                Some(body.missing_item_range()),
            )),
            _ => {}
        }
    }
    taken.sort_unstable();
    let attributes: Attributes<'a> = taken
        .into_iter()
        .map(|i| (attrs[i].name(src).to_string(), body.attribute(i)))
        .collect();

    let lookup = schema.lookup();
    let mut blocks = Vec::new();
    let mut hidden_blocks = Vec::with_capacity(all_blocks.len());
    for (i, b) in all_blocks.iter().enumerate() {
        let hidden = body.block_hidden(i);
        let want = lookup.block(b.type_name(src));
        hidden_blocks.push(hidden || want.is_some());
        let Some(want) = want.filter(|_| !hidden) else {
            continue;
        };
        let header = b.header(body.file);
        match label_error(&header, want, body) {
            Some(d) => diags.push(d),
            None => blocks.extend(keep(body.block(&header))),
        }
    }

    let content = BodyContent {
        attributes,
        blocks,
        missing_item_range: body.missing_item_range(),
    };
    let remain = NativeBody {
        body: ast,
        file: body.file,
        attrs: super::Attrs::Stored(attrs),
        hidden_attrs,
        hidden_blocks,
        start: body.start,
    };
    (content, remain, diags)
}

/// Each attribute name's first definition in a body (a later one is a parse error
/// already): searched for in a body of a few, looked up in a table built for a longer
/// one (for a few, building the table cost more than every search it saved).
enum FirstByName<'a> {
    Searched(&'a [ast::Attribute], &'a str),
    Table(HashMap<&'a str, usize>),
}

impl<'a> FirstByName<'a> {
    /// Up to how many attributes a body is searched.
    const SEARCHED: usize = 8;

    fn new(attrs: &'a [ast::Attribute], src: &'a str) -> FirstByName<'a> {
        if attrs.len() <= Self::SEARCHED {
            return FirstByName::Searched(attrs, src);
        }
        let mut table = HashMap::with_capacity(attrs.len());
        for (i, a) in attrs.iter().enumerate() {
            table.entry(a.name(src)).or_insert(i);
        }
        FirstByName::Table(table)
    }

    /// Where the first attribute named `name` is.
    fn get(&self, name: &str) -> Option<usize> {
        match self {
            FirstByName::Searched(attrs, src) => attrs.iter().position(|a| a.name(src) == name),
            FirstByName::Table(table) => table.get(name).copied(),
        }
    }
}

/// The error for a block with more or fewer labels than its schema names, if any.
fn label_error(
    header: &ast::BlockHeader<'_>,
    want: &BlockHeaderSchema,
    body: &NativeBody<'_>,
) -> Option<Diagnostic> {
    let names = &want.label_names;
    let ty = header.type_name();
    let labels = header.labels();
    let (summary, detail, subject) = if labels.len() > names.len() {
        let detail = if names.is_empty() {
            format!("No labels are expected for {ty} blocks.")
        } else {
            format!(
                "Only {} labels ({}) are expected for {ty} blocks.",
                names.len(),
                names.join(", ")
            )
        };
        (
            format!("Extraneous label for {ty}"),
            detail,
            labels[names.len()].span(),
        )
    } else if labels.len() < names.len() {
        (
            format!("Missing {} for {ty}", names[labels.len()]),
            format!(
                "All {ty} blocks must have {} labels ({}).",
                names.len(),
                names.join(", ")
            ),
            header.open_brace_span(),
        )
    } else {
        return None;
    };
    let context = header.type_span().to(header.open_brace_span());
    let file = body.file;
    Some(
        Diagnostic::error(summary, detail, Some(file.range(subject)))
            .with_context(file.range(context)),
    )
}

/// The schema's content, with every attribute and block it does not describe (and
/// that no earlier partial take handed out) reported as unsupported, with the
/// reference's suggestions: a close name from the schema, or the same name written as
/// the other kind of item.
pub(super) fn content<'a>(
    body: &'a NativeBody<'_>,
    schema: &BodySchema,
    keep: &mut dyn FnMut(Block<'a>) -> Option<Block<'a>>,
) -> (BodyContent<'a>, Diagnostics) {
    let (content, remain, mut diags) = partial_content_keeping(body, schema, keep);
    let file = body.file;
    for (i, a) in body.attrs().iter().enumerate() {
        if remain.attr_hidden(i) {
            continue;
        }
        let name = a.name(file.text());
        let unused = schema
            .attributes
            .iter()
            .map(|s| s.name.as_str())
            .filter(|n| !content.attributes.contains_key(*n));
        let hint = match first_suggestion(name, unused) {
            Some(s) => format!(" Did you mean {}?", go_quote(s)),
            None if schema.blocks.iter().any(|s| s.type_name == name) => format!(
                " Did you mean to define a block of type {}?",
                go_quote(name)
            ),
            None => String::new(),
        };
        diags.push(Diagnostic::error(
            "Unsupported argument",
            format!(
                "An argument named {} is not expected here.{hint}",
                go_quote(name)
            ),
            Some(file.range(a.name_span(file.file.text()))),
        ));
    }
    for (i, b) in body.blocks().iter().enumerate() {
        if remain.block_hidden(i) {
            continue;
        }
        let ty = b.type_name(file.text());
        let types = schema.blocks.iter().map(|s| s.type_name.as_str());
        let hint = match first_suggestion(ty, types) {
            Some(s) => format!(" Did you mean {}?", go_quote(s)),
            None if schema.attributes.iter().any(|s| s.name == ty) => format!(
                " Did you mean to define argument {}? If so, use the equals sign to assign it a value.",
                go_quote(ty)
            ),
            None => String::new(),
        };
        diags.push(Diagnostic::error(
            "Unsupported block type",
            format!(
                "Blocks of type {} are not expected here.{hint}",
                go_quote(ty)
            ),
            Some(file.range(b.type_span(file.text()))),
        ));
    }
    (content, diags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_config;
    use hcl2_core::Pos;

    fn label_summary(src: &str, labels: &[&str]) -> Option<String> {
        let parsed = parse_config(src.as_bytes(), "t.hcl", Pos::START);
        let body = parsed.body();
        let want = BlockHeaderSchema {
            type_name: "b".into(),
            label_names: labels.iter().map(|l| l.to_string()).collect(),
        };
        let header = parsed.value.blocks(&parsed.nodes)[0].header(parsed.tree());
        label_error(&header, &want, &body).map(|d| d.summary)
    }

    #[test]
    fn items_list_what_partial_takes_left_in_source_order() {
        use hcl2_core::Body;
        let parsed = parse_config(b"a = 1\nb {}\nc = 2\nd \"x\" {}\n", "t.hcl", Pos::START);
        let body = parsed.body();
        let all = body.items().unwrap();
        let names = |attrs: &[hcl2_core::ListedAttribute<'_>]| -> Vec<String> {
            attrs.iter().map(|a| a.name.to_string()).collect()
        };
        assert_eq!(names(&all.attributes), ["a", "c"]);
        let types: Vec<_> = all.blocks.iter().map(|b| b.type_name.as_ref()).collect();
        assert_eq!(types, ["b", "d"]);
        let schema = BodySchema::new()
            .attribute("a", false)
            .block("b", Vec::<String>::new());
        let (_, rest, _) = body.partial_content(&schema);
        let left = rest.items().unwrap();
        assert_eq!(names(&left.attributes), ["c"]);
        assert_eq!(left.blocks[0].labels[0].value, "x");
        assert_eq!(left.blocks.len(), 1);
    }

    #[test]
    fn listed_items_find_the_ranges_content_gives() {
        use hcl2_core::Body;
        let src = "a = 1\n  b \"x\" \"y\" {\n  c = \"é\"\n}\n";
        let parsed = parse_config(src.as_bytes(), "t.hcl", Pos::START);
        let body = parsed.body();
        let items = body.items().unwrap();
        let schema = BodySchema::new()
            .attribute("a", false)
            .block("b", vec!["k".to_string(), "n".to_string()]);
        let (content, _) = body.content(&schema);
        let (listed, eager) = (&items.attributes[0], &content.attributes["a"]);
        assert_eq!(listed.range.range(), eager.range);
        assert_eq!(listed.name_range.range(), eager.name_range);
        let (listed, eager) = (&items.blocks[0], &content.blocks[0]);
        assert_eq!(listed.def_range.range(), eager.def_range);
        assert_eq!(listed.type_range.range(), eager.type_range);
        let label_ranges: Vec<_> = listed.labels.iter().map(|l| l.range.range()).collect();
        assert_eq!(label_ranges, eager.label_ranges);
        let inner = listed.body.items().unwrap();
        let inner_eager = eager.body.just_attributes().0;
        assert_eq!(inner.attributes[0].range.range(), inner_eager["c"].range);
    }

    #[test]
    fn schema_attributes_are_found_in_short_and_long_bodies_alike() {
        use hcl2_core::Body;
        for n in [3, FirstByName::SEARCHED + 4] {
            let src: String = (0..n).map(|i| format!("a{i} = {i}\n")).collect();
            let parsed = parse_config(src.as_bytes(), "t.hcl", Pos::START);
            let last = format!("a{}", n - 1);
            let schema = BodySchema::new()
                .attribute(last.as_str(), true)
                .attribute("a0", false)
                .attribute("absent", false);
            let body = parsed.body();
            let (content, _, diags) = body.partial_content(&schema);
            assert!(diags.is_empty(), "{diags}");
            let names: Vec<&str> = content.attributes.keys().map(String::as_str).collect();
            assert_eq!(names, ["a0", last.as_str()], "{n}");
        }
    }

    #[test]
    fn label_counts_must_equal_the_schema_names() {
        assert_eq!(label_summary("b \"x\" {\n}\n", &["name"]), None);
        assert_eq!(
            label_summary("b \"x\" {\n}\n", &[]).as_deref(),
            Some("Extraneous label for b")
        );
        assert_eq!(
            label_summary("b {\n}\n", &["kind", "name"]).as_deref(),
            Some("Missing kind for b")
        );
    }
}
