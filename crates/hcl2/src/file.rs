//! A parsed configuration file of either syntax, seen through one interface.

use std::sync::{Arc, OnceLock};

use hcl2_core::report_source::ReportSource;
use hcl2_core::{Body, Diagnostics, ParseOptions, Pos, Report, SourceFile};

use crate::syntax::Syntax;

/// A configuration file parsed in its syntax: the tree, the input it came from (for
/// rendering diagnostics) and the parse's diagnostics.
///
/// The tree is kept even when the parse failed, so that callers can still inspect
/// whatever was recovered.
#[derive(Debug)]
pub struct File {
    /// The input, kept only when it differs from the parsed text (a leading byte-order
    /// mark, bytes that are not UTF-8): otherwise [`File::bytes`] lends the text, so
    /// that a file's input is held once.
    input: Option<Arc<[u8]>>,
    tree: Tree,
    /// The text every report of this file shows its snippet from, made once.
    report_source: OnceLock<ReportSource>,
}

/// The syntax tree of one syntax or the other, each with its body built once, so that
/// [`File::body`] lends a body that lives as long as the file.
#[derive(Debug)]
enum Tree {
    Native(NativeTree),
    Json(JsonTree),
}

type NativeBodyOf<'a> = hcl2_native::NativeBody<'a>;
type JsonBodyOf<'a> = hcl2_json::JsonBody<'a>;

self_cell::self_cell!(
    /// A native parse and its top-level body.
    struct NativeTree {
        owner: hcl2_native::Parsed<hcl2_native::ast::Body>,
        #[covariant]
        dependent: NativeBodyOf,
    }
    impl {Debug}
);

self_cell::self_cell!(
    /// A JSON parse and its top-level body.
    struct JsonTree {
        owner: hcl2_json::Parsed<hcl2_json::ast::Value>,
        #[covariant]
        dependent: JsonBodyOf,
    }
    impl {Debug}
);

impl File {
    /// Parses `src` (read from the file named `filename`) in `syntax`, with the default
    /// [`ParseOptions`].
    pub fn parse(src: &[u8], filename: &str, syntax: Syntax) -> File {
        File::parse_with(src, filename, syntax, &ParseOptions::default())
    }

    /// Parses `src` (read from the file named `filename`) in `syntax`, with `options`.
    ///
    /// ```
    /// use hcl2::{File, ParseOptions, Syntax};
    ///
    /// let src = "a = 1\n".repeat(4); // three "Attribute redefined" errors
    /// let options = ParseOptions::new().max_diagnostics(1);
    /// let file = File::parse_with(src.as_bytes(), "a.hcl", Syntax::Native, &options);
    /// let last = file.diagnostics().iter().last().unwrap();
    /// assert_eq!(file.diagnostics().len(), 2);
    /// assert_eq!(last.summary, "Too many errors");
    /// ```
    pub fn parse_with(src: &[u8], filename: &str, syntax: Syntax, options: &ParseOptions) -> File {
        let tree = match syntax {
            Syntax::Native => Tree::Native(NativeTree::new(
                hcl2_native::parse_config_with(src, filename, Pos::START, options),
                |p| p.body(),
            )),
            Syntax::Json => Tree::Json(JsonTree::new(
                hcl2_json::parse_with(src, filename, Pos::START, options),
                |p| hcl2_json::JsonBody::file(p),
            )),
        };
        let mut file = File {
            input: None,
            tree,
            report_source: OnceLock::new(),
        };
        if file.source().text().as_bytes() != src {
            file.input = Some(Arc::from(src));
        }
        file
    }

    /// The file name the ranges of this file's diagnostics and expressions carry.
    pub fn name(&self) -> &str {
        self.source().name()
    }

    /// The syntax the file was parsed in.
    pub fn syntax(&self) -> Syntax {
        match self.tree {
            Tree::Native(_) => Syntax::Native,
            Tree::Json(_) => Syntax::Json,
        }
    }

    /// The input exactly as given to the parser.
    pub fn bytes(&self) -> &[u8] {
        match &self.input {
            Some(input) => input,
            None => self.source().text().as_bytes(),
        }
    }

    /// The parse's errors and warnings; empty when the file is valid.
    pub fn diagnostics(&self) -> &Diagnostics {
        match &self.tree {
            Tree::Native(t) => &t.borrow_owner().diagnostics,
            Tree::Json(t) => &t.borrow_owner().diagnostics,
        }
    }

    /// The parsed text, which turns spans into positions.
    pub fn source(&self) -> &Arc<SourceFile> {
        match &self.tree {
            Tree::Native(t) => &t.borrow_owner().source,
            Tree::Json(t) => &t.borrow_owner().source,
        }
    }

    /// The file's top-level body, to decode with a schema or a spec. It lives as long
    /// as the file, so `file.body().just_attributes()` needs no binding of its own.
    pub fn body(&self) -> &(dyn Body + '_) {
        match &self.tree {
            Tree::Native(t) => t.borrow_dependent(),
            Tree::Json(t) => t.borrow_dependent(),
        }
    }

    /// The native syntax tree, when the file is in the native syntax.
    pub fn native(&self) -> Option<&hcl2_native::Parsed<hcl2_native::ast::Body>> {
        match &self.tree {
            Tree::Native(t) => Some(t.borrow_owner()),
            Tree::Json(_) => None,
        }
    }

    /// The JSON tree, when the file is in the JSON syntax.
    pub fn json(&self) -> Option<&hcl2_json::Parsed<hcl2_json::ast::Value>> {
        match &self.tree {
            Tree::Json(t) => Some(t.borrow_owner()),
            Tree::Native(_) => None,
        }
    }

    /// The input as text whose byte offsets are the input's (each invalid UTF-8 byte
    /// reads as a space), which is what diagnostic ranges index into.
    pub fn text_for_ranges(&self) -> Arc<str> {
        Arc::from(hcl2_core::lossy_text(self.bytes()).0)
    }

    /// Decodes the file into a `T` with `ctx` (see [`from_str`](crate::from_str)); the
    /// parse's errors come first, and every error renders with this file's text.
    pub fn decode<T: serde::de::DeserializeOwned>(
        &self,
        ctx: Option<&hcl2_core::EvalContext<'_>>,
    ) -> Result<T, crate::Error> {
        crate::decode::decode_file(self, ctx)
    }

    /// `diagnostic` ready to render with this file's text as its snippet.
    pub fn report(&self, diagnostic: hcl2_core::Diagnostic) -> Report {
        let source = self
            .report_source
            .get_or_init(|| ReportSource::new(self.text_for_ranges()));
        Report::new(diagnostic, source.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::BodySchema;

    #[test]
    fn both_syntaxes_give_bodies_that_decode_alike() {
        let native = File::parse(b"port = 80\n", "a.hcl", Syntax::Native);
        let json = File::parse(br#"{"port": 80}"#, "a.json", Syntax::Json);
        let schema = BodySchema::new().attribute("port", true);
        for file in [&native, &json] {
            assert!(file.diagnostics().is_empty());
            let body = file.body();
            let (content, diags) = body.content(&schema);
            assert!(diags.is_empty(), "{diags:?}");
            let (value, _) = content.attributes["port"].expr.value(None);
            assert_eq!(value, hcl2_value::Value::from(80));
        }
        assert_eq!(native.syntax(), Syntax::Native);
        assert_eq!(json.syntax(), Syntax::Json);
        assert!(native.native().is_some() && native.json().is_none());
        assert!(json.json().is_some() && json.native().is_none());
    }

    #[test]
    fn a_file_body_lives_as_long_as_the_file() {
        let file = File::parse(b"a = 1\nb = 2\n", "a.hcl", Syntax::Native);
        let (attrs, diags) = file.body().just_attributes();
        assert!(diags.is_empty());
        assert_eq!(attrs.keys().collect::<Vec<_>>(), ["a", "b"]);
    }

    #[test]
    fn a_failed_parse_keeps_its_tree_and_reports_with_the_file_name() {
        let file = File::parse(b"a = \n", "broken.hcl", Syntax::Native);
        assert_eq!(file.name(), "broken.hcl");
        let first = &file.diagnostics().as_slice()[0];
        assert_eq!(
            first.subject.as_ref().unwrap().filename.as_ref(),
            "broken.hcl"
        );
        assert!(file.native().is_some());
    }

    #[test]
    fn ranges_index_the_input_even_past_a_byte_order_mark() {
        let file = File::parse(b"\xEF\xBB\xBFa = b c\n", "bom.hcl", Syntax::Native);
        let text = file.text_for_ranges();
        let first = &file.diagnostics().as_slice()[0];
        assert_eq!(first.subject.as_ref().unwrap().start.byte, 9);
        assert_eq!(&text[3..8], "a = b");
        assert_eq!(file.bytes().len(), text.len());
    }

    #[test]
    fn bytes_are_the_input_exactly_and_held_once_when_the_text_is_the_input() {
        let inputs: [&[u8]; 4] = [
            b"a = 1\n",
            b"\xEF\xBB\xBFa = 1\n",
            b"a = \"\xFF\"\n",
            b"{\"a\": 1}",
        ];
        for (i, input) in inputs.into_iter().enumerate() {
            let syntax = if i == 3 { Syntax::Json } else { Syntax::Native };
            let file = File::parse(input, "in", syntax);
            assert_eq!(file.bytes(), input);
            // Only a byte-order mark or bytes that are not UTF-8 need a copy of their own.
            assert_eq!(file.input.is_some(), i == 1 || i == 2, "input {i}");
        }
    }
}
