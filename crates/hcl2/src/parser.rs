//! A registry of parsed files, as the reference's `hclparse.Parser` keeps one: each file
//! is parsed once, and every file's text stays at hand to render diagnostics.

use std::collections::HashMap;
use std::io::Read;
use std::path::Path;
use std::sync::Arc;

use hcl2_core::{Diagnostic, Diagnostics, ParseOptions, Report};
use hcl2_value::strings::go_quote;

use crate::file::File;
use crate::syntax::Syntax;

/// Parses files and remembers them by name.
///
/// Asking for a name already parsed returns the same file and no diagnostics (they
/// were returned the first time), whatever the syntax asked for, as in the reference;
/// a file that could not be read is not remembered.
///
/// Each file is parsed with the parser's [`ParseOptions`]: by default a parse keeps at
/// most [`DEFAULT_MAX_DIAGNOSTICS`](hcl2_core::DEFAULT_MAX_DIAGNOSTICS) diagnostics,
/// then one error naming the limit.
#[derive(Debug, Default)]
pub struct Parser {
    files: HashMap<String, Arc<File>>,
    options: ParseOptions,
}

impl Parser {
    /// A parser that has parsed nothing yet, with the default options.
    pub fn new() -> Parser {
        Parser::default()
    }

    /// A parser that has parsed nothing yet, parsing with `options`.
    ///
    /// ```
    /// use hcl2::{ParseOptions, Parser, Syntax};
    ///
    /// let mut parser = Parser::with_options(ParseOptions::new().max_diagnostics(usize::MAX));
    /// let src = "\u{1} ".repeat(500); // 500 invalid characters
    /// let (_, diags) = parser.parse(src.as_bytes(), "bad.hcl", Syntax::Native);
    /// assert!(diags.len() > 500);
    /// let (_, diags) = Parser::new().parse(src.as_bytes(), "bad.hcl", Syntax::Native);
    /// assert_eq!(diags.len(), 101);
    /// ```
    pub fn with_options(options: ParseOptions) -> Parser {
        Parser {
            files: HashMap::new(),
            options,
        }
    }

    /// Parses `src` in `syntax` under `filename`, or returns the file already parsed
    /// under that name.
    pub fn parse(
        &mut self,
        src: &[u8],
        filename: &str,
        syntax: Syntax,
    ) -> (Arc<File>, Diagnostics) {
        if let Some(existing) = self.files.get(filename) {
            return (existing.clone(), Diagnostics::new());
        }
        let file = Arc::new(File::parse_with(src, filename, syntax, &self.options));
        let diags = file.diagnostics().clone();
        self.files.insert(filename.to_string(), file.clone());
        (file, diags)
    }

    /// Reads and parses the file at `path` in the syntax its name implies (JSON for a
    /// `.json` suffix). See [`Parser::parse_file_as`].
    pub fn parse_file(&mut self, path: &Path) -> (Option<Arc<File>>, Diagnostics) {
        let syntax = Syntax::for_file_name(&path.to_string_lossy());
        self.parse_file_as(path, syntax)
    }

    /// Reads and parses the file at `path` in `syntax`, named by the path as given.
    ///
    /// A file that cannot be read is an error without a range, worded as the reference
    /// words it for that syntax ("Failed to read file" for the native syntax; "Failed to
    /// open file" or "Failed to read file" for JSON).
    pub fn parse_file_as(
        &mut self,
        path: &Path,
        syntax: Syntax,
    ) -> (Option<Arc<File>>, Diagnostics) {
        let filename = path.to_string_lossy();
        if let Some(existing) = self.files.get(filename.as_ref()) {
            return (Some(existing.clone()), Diagnostics::new());
        }
        match read(path, &filename, syntax) {
            Ok(src) => {
                let (file, diags) = self.parse(&src, &filename, syntax);
                (Some(file), diags)
            }
            Err(diags) => (None, diags),
        }
    }

    /// The file parsed under `filename`, if any.
    pub fn file(&self, filename: &str) -> Option<&Arc<File>> {
        self.files.get(filename)
    }

    /// `diagnostic` ready to render, with the text of the file its subject points into
    /// when that file was parsed here.
    pub fn report(&self, diagnostic: Diagnostic) -> Report {
        let file = diagnostic
            .subject
            .as_ref()
            .and_then(|s| self.files.get(s.filename.as_ref()));
        match file {
            Some(file) => file.report(diagnostic),
            None => Report::without_source(diagnostic),
        }
    }
}

/// The bytes of the file at `path`, or the reference's diagnostic for `syntax`.
fn read(path: &Path, filename: &str, syntax: Syntax) -> Result<Vec<u8>, Diagnostics> {
    let quoted = go_quote(filename);
    match syntax {
        Syntax::Native => std::fs::read(path).map_err(|_| {
            Diagnostic::error(
                "Failed to read file",
                format!("The configuration file {quoted} could not be read."),
                None,
            )
            .into()
        }),
        Syntax::Json => {
            let mut file = std::fs::File::open(path).map_err(|_| {
                Diagnostic::error(
                    "Failed to open file",
                    format!("The file {quoted} could not be opened."),
                    None,
                )
            })?;
            let mut src = Vec::new();
            file.read_to_end(&mut src).map_err(|_| {
                Diagnostic::error(
                    "Failed to read file",
                    format!("The file {quoted} was opened, but an error occured while reading it."),
                    None,
                )
            })?;
            Ok(src)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("hcl2-parser-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_name_is_parsed_once_and_its_diagnostics_returned_once() {
        let mut p = Parser::new();
        let (first, diags) = p.parse(b"a = ", "x.hcl", Syntax::Native);
        assert!(diags.has_errors());
        let (again, diags) = p.parse(b"a = 1", "x.hcl", Syntax::Json);
        assert!(diags.is_empty());
        assert!(Arc::ptr_eq(&first, &again));
        assert_eq!(again.syntax(), Syntax::Native);
    }

    #[test]
    fn files_are_read_in_the_syntax_their_name_implies() {
        let dir = temp_dir("read");
        let json = dir.join("vars.json");
        std::fs::write(&json, br#"{"a": 1}"#).unwrap();
        let native = dir.join("vars.hcl");
        std::fs::write(&native, b"a = 1\n").unwrap();
        let mut p = Parser::new();
        let (f, diags) = p.parse_file(&json);
        assert!(diags.is_empty());
        assert_eq!(f.unwrap().syntax(), Syntax::Json);
        let (f, diags) = p.parse_file(&native);
        assert!(diags.is_empty());
        assert_eq!(f.unwrap().syntax(), Syntax::Native);
        assert!(p.file(&native.to_string_lossy()).is_some());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn unreadable_files_are_reported_as_the_reference_words_it_per_syntax() {
        let dir = temp_dir("unreadable");
        let mut p = Parser::new();
        let missing = dir.join("missing.hcl");
        let (f, diags) = p.parse_file(&missing);
        assert!(f.is_none());
        let d = &diags.as_slice()[0];
        assert_eq!(d.summary, "Failed to read file");
        let want = format!(
            "The configuration file {} could not be read.",
            go_quote(&missing.to_string_lossy())
        );
        assert_eq!(d.detail, want);
        assert!(d.subject.is_none());

        let (_, diags) = p.parse_file(&dir.join("missing.json"));
        assert_eq!(diags.as_slice()[0].summary, "Failed to open file");

        let dir_json = dir.join("d.json");
        std::fs::create_dir_all(&dir_json).unwrap();
        let (_, diags) = p.parse_file(&dir_json);
        let d = &diags.as_slice()[0];
        assert_eq!(d.summary, "Failed to read file");
        assert!(
            d.detail
                .ends_with("was opened, but an error occured while reading it."),
            "{}",
            d.detail
        );
        assert!(p.file(&dir_json.to_string_lossy()).is_none());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn reports_carry_the_source_of_the_file_they_point_into() {
        use miette::Diagnostic as _;
        let mut p = Parser::new();
        let (_, diags) = p.parse(b"a = \n", "x.hcl", Syntax::Native);
        let report = p.report(diags.as_slice()[0].clone());
        assert!(report.source_code().is_some());
        let elsewhere = Diagnostic::error("Bad", "Very bad.", None);
        assert!(p.report(elsewhere).source_code().is_none());
    }
}
