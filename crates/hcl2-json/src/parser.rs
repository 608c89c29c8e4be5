//! The recursive-descent parser: one token of lookahead, the reference's diagnostics and
//! its recovery, and a bound on nesting.
//!
//! Recovery follows the reference. A value that cannot be read becomes
//! [`Value::Invalid`] and its container carries on; a fault in the structure of an
//! object or array (a missing colon or comma, a trailing comma, a mismatched or missing
//! closing bracket) makes the whole container invalid, after skipping ahead the way the
//! reference does. Tokens that cannot start a value are reported but not consumed.
//!
//! Past [`MAX_NESTING_DEPTH`] the nested value is skipped to its closing bracket and
//! reported once; as in the native parser, later errors are then not reported, since
//! they are likely consequences of what was skipped.

use hcl2_core::suggestion::{did_you_mean, name_suggestion};
use hcl2_core::{Diagnostic, ParseDiagnostics, ParseOptions, Range};
use hcl2_value::Number;

use crate::ast::Extent;
use crate::lexer::{Lexer, Tok, Token};
use crate::literal::{check_string, is_javascript_identifier, is_json_number, KEYWORDS};
use crate::positions::{narrow, Span};
use crate::tape::{Kind, Node, WHOLE_TOKEN};
use crate::tree::Tree;

/// How deeply objects and arrays may nest before the parser reports an error instead of
/// descending further (the reference has no limit and overflows its stack). Like the
/// native parser's limit of the same value, it is far beyond what configuration needs
/// and keeps the recursion within a small thread stack.
pub const MAX_NESTING_DEPTH: usize = 128;

/// The detail shared by the messages about a token that cannot start a value.
const VALUE_START: &str =
    "A JSON value must start with a brace, a bracket, a number, a string, or a keyword.";

pub(crate) struct Parser<'a> {
    lexer: Lexer<'a>,
    /// The token after the cursor, always scanned: each token is scanned when the one
    /// before it is read, so that by the time the parser copies it, the lexer's stores
    /// of its fields have long completed (copying a token just written field by field
    /// makes the processor wait for those stores).
    next: Token,
    /// The nodes read so far, and where the tokens lexed so far are.
    tree: Tree,
    /// Its diagnostics, kept up to the parse's limit.
    pub(crate) diags: ParseDiagnostics,
    depth: usize,
    /// Set once nesting went too deep: no further diagnostics.
    too_deep: bool,
    /// How deeply collections of plain constants may nest and still be kept as text
    /// ([`crate::plain::MAX_PLAIN_DEPTH`]; 0 keeps none, for tests).
    plain_depth: u8,
}

/// Whether a value just read is a plain constant (`Some(0)`) or a collection of them
/// kept as its text (`Some` of how deeply it nests), which a collection around it may
/// be too.
type Plain = Option<u8>;

/// Whether two values are both plain, and how deeply the deeper nests.
fn both(a: Plain, b: Plain) -> Plain {
    Some(a?.max(b?))
}

impl<'a> Parser<'a> {
    /// A parser of the tokens of `lexer`, building `tree`, keeping collections of plain
    /// constants nested up to `plain_depth` deep as text, and diagnostics as `options`
    /// say.
    pub(crate) fn new(
        mut lexer: Lexer<'a>,
        mut tree: Tree,
        plain_depth: u8,
        options: &ParseOptions,
    ) -> Parser<'a> {
        let mut next = Token::EMPTY;
        lexer.next_token_into(&mut next);
        tree.record(next.span);
        Parser {
            lexer,
            next,
            tree,
            diags: ParseDiagnostics::new(options),
            depth: 0,
            too_deep: false,
            plain_depth,
        }
    }

    pub(crate) fn peek(&self) -> Token {
        self.next
    }

    /// Ends the parse: its diagnostics and tree.
    pub(crate) fn finish(mut self) -> (ParseDiagnostics, Tree) {
        self.tree.finish();
        (self.diags, self.tree)
    }

    /// The tree built so far.
    pub(crate) fn tree(&self) -> &Tree {
        &self.tree
    }

    /// The kind of the next token.
    #[inline(always)]
    fn peek_kind(&self) -> Tok {
        self.next.kind
    }

    /// Takes the next token and scans the one after it (the end of input stays put).
    #[inline(always)]
    fn read(&mut self) -> Token {
        let token = self.next;
        if token.kind != Tok::Eof {
            self.scan();
        }
        token
    }

    /// Scans the token after the one read (out of line: the parser reads tokens in
    /// many places).
    #[inline(never)]
    fn scan(&mut self) {
        self.lexer.next_token_into(&mut self.next);
        self.tree.record(self.next.span);
    }

    fn error(&mut self, summary: &str, detail: impl Into<String>, at: Span) {
        let subject = at.range(self.tree.name());
        self.error_at(summary, detail, subject);
    }

    fn error_at(&mut self, summary: &str, detail: impl Into<String>, subject: Range) {
        if self.too_deep {
            return;
        }
        self.diags
            .push_with(|| Diagnostic::error(summary, detail, Some(subject)));
    }

    /// Appends a node of `kind` at `extent`.
    fn push(&mut self, kind: Kind, extent: Extent, data: u32) {
        self.tree.push(Node::new(kind, extent, data));
    }

    /// Appends the placeholder of a value that could not be read.
    fn push_invalid(&mut self, extent: Extent) -> Plain {
        self.push(Kind::Invalid, extent, 0);
        None
    }

    /// One value, appended to the tree; an invalid placeholder (with a diagnostic) where
    /// there is none to read.
    pub(crate) fn parse_value(&mut self) -> Plain {
        let missing = match self.peek_kind() {
            kind @ (Tok::BraceO | Tok::BrackO) => {
                let open = self.next.span;
                let index = self.tree.len();
                return match self.parse_container(kind, open, index) {
                    Some(plain) => plain,
                    None => {
                        self.tree.truncate(index);
                        self.push_invalid(open.extent())
                    }
                };
            }
            Tok::Number => return self.parse_number(),
            Tok::String => return self.parse_string(),
            Tok::Keyword => return self.parse_keyword(),
            Tok::BraceC => ("Missing JSON value", VALUE_START),
            Tok::BrackC => ("Missing array element value", VALUE_START),
            Tok::Eof => ("Missing value", "The JSON data ends prematurely."),
            Tok::Comma | Tok::Colon | Tok::Equals | Tok::Invalid => {
                ("Invalid start of value", VALUE_START)
            }
        };
        let at = self.next.span;
        self.error(missing.0, missing.1, at);
        self.push_invalid(at.extent())
    }

    /// An object or array whose node is to be at `index`, unless it nests too deeply
    /// (then it is skipped and reported) or is broken (`None`: the caller drops what it
    /// appended).
    fn parse_container(&mut self, kind: Tok, open: Span, index: usize) -> Option<Plain> {
        if self.depth >= MAX_NESTING_DEPTH {
            if !self.too_deep {
                self.error(
                    "Nesting too deep",
                    format!(
                        "This JSON value is nested more than {MAX_NESTING_DEPTH} levels deep, \
                         which is more than this parser accepts."
                    ),
                    open,
                );
                self.too_deep = true;
            }
            self.skip_nested();
            return None;
        }
        self.depth += 1;
        let value = if kind == Tok::BraceO {
            self.parse_object(index)
        } else {
            self.parse_array(index)
        };
        self.depth -= 1;
        value
    }

    /// After an item of a container whose nodes start at `first`: a plain item (one
    /// node, or two for a property) joins the run of plain items just before it, or
    /// starts one, as one node of kind [`Kind::Run`] whose items are read again from the
    /// text; any other item ends the run. `run` is where the open run's node is.
    fn join_run(&mut self, run: &mut Option<usize>, first: usize, item: Plain) {
        *run = match item {
            Some(_) if self.plain_depth > 0 => Some(self.tree.fold_run(first, *run)),
            _ => None,
        };
    }

    /// Completes the container whose node is at `index` once its items are read: one
    /// node kept as text if they are all plain and nest shallowly enough, else the node
    /// before its items.
    fn close(&mut self, index: usize, kinds: (Kind, Kind), extent: Extent, items: Plain) -> Plain {
        match items {
            Some(depth) if depth < self.plain_depth => {
                self.tree.truncate(index);
                self.push(kinds.1, extent, 0);
                Some(depth + 1)
            }
            _ => {
                let end = narrow(self.tree.len());
                if let Some(node) = self.tree.node_mut(index) {
                    *node = Node::new(kinds.0, extent, end);
                }
                None
            }
        }
    }

    /// Passes over the object or array at the cursor and everything nested in it.
    fn skip_nested(&mut self) {
        let mut open = 0usize;
        loop {
            match self.read().kind {
                Tok::BraceO | Tok::BrackO => open += 1,
                Tok::BraceC | Tok::BrackC => {
                    open -= 1;
                    if open == 0 {
                        return;
                    }
                }
                Tok::Eof => return,
                _ => {}
            }
        }
    }

    /// After a fault in a container: reads on from `token` until a closing bracket of the
    /// container's kind brings the count of open ones (this container's included) down
    /// to one or none, or the input ends. (The reference's rule, quirks included.)
    fn recover(&mut self, mut token: Token, open_kind: Tok, close_kind: Tok) {
        let mut open = 1usize;
        loop {
            if token.kind == open_kind {
                open += 1;
            } else if token.kind == close_kind {
                open = open.saturating_sub(1);
                if open <= 1 {
                    return;
                }
            } else if token.kind == Tok::Eof {
                return;
            }
            token = self.read();
        }
    }

    /// An object whose node is to be at `index`: its properties' names and values
    /// follow it.
    fn parse_object(&mut self, index: usize) -> Option<Plain> {
        let open = self.read();
        self.push(Kind::Object, open.span.extent(), 0);
        let mut items = Some(0);
        let mut run = None;
        loop {
            if self.peek_kind() == Tok::BraceC {
                break;
            }
            let key_index = self.tree.len();
            let key_plain = self.parse_value();
            if !self.tree.is_last_string(key_index) {
                let key = self.tree.value_at(narrow(key_index));
                let at = self.tree.range(key.start_extent());
                self.error_at(
                    "Invalid object property name",
                    "A JSON object property name must be a string",
                    at,
                );
                return None;
            };
            let colon = self.read();
            if colon.kind != Tok::Colon {
                self.recover(colon, Tok::BraceO, Tok::BraceC);
                let (summary, detail) = match colon.kind {
                    Tok::BraceC | Tok::Comma => (
                        "Missing object value",
                        "A JSON object attribute must have a value, introduced by a colon.",
                    ),
                    Tok::Equals => (
                        "Missing property value colon",
                        "JSON uses a colon as its name/value delimiter, not an equals sign.",
                    ),
                    _ => (
                        "Missing property value colon",
                        "A colon must appear between an object property's name and its value.",
                    ),
                };
                self.error(summary, detail, colon.span);
                return None;
            }
            let value_plain = self.parse_value();
            let property = both(key_plain, value_plain);
            items = both(items, property);
            self.join_run(&mut run, key_index, property);
            match self.peek_kind() {
                Tok::Comma => {
                    let comma = self.read();
                    if self.peek_kind() == Tok::BraceC {
                        self.error(
                            "Trailing comma in object",
                            "JSON does not permit a trailing comma after the final property in an object.",
                            comma.span,
                        );
                        return None;
                    }
                }
                Tok::Eof => {
                    self.error(
                        "Unclosed object",
                        "No closing brace was found for this JSON object.",
                        open.span,
                    );
                    return None;
                }
                Tok::BrackC => {
                    self.read();
                    let at = self.peek().span;
                    self.error(
                        "Mismatched braces",
                        "A JSON object must be closed with a brace, not a bracket.",
                        at,
                    );
                    return None;
                }
                Tok::BraceC => break,
                _ => {
                    let token = self.read();
                    self.recover(token, Tok::BraceO, Tok::BraceC);
                    let at = self.peek().span;
                    self.error(
                        "Missing attribute seperator comma",
                        "A comma must appear between each property definition in an object.",
                        at,
                    );
                    return None;
                }
            }
        }
        let close = self.read();
        let extent = Extent::new(open.span.start.loc(), close.span.end.loc());
        Some(self.close(index, (Kind::Object, Kind::PlainObject), extent, items))
    }

    /// An array whose node is to be at `index`: its elements follow it.
    fn parse_array(&mut self, index: usize) -> Option<Plain> {
        let open = self.read();
        self.push(Kind::Array, open.span.extent(), 0);
        let mut items = Some(0);
        let mut run = None;
        loop {
            if self.peek_kind() == Tok::BrackC {
                break;
            }
            let first = self.tree.len();
            let element = self.parse_value();
            items = both(items, element);
            self.join_run(&mut run, first, element);
            let (summary, detail, at) = match self.peek_kind() {
                Tok::Comma => {
                    let comma = self.read();
                    if self.peek_kind() == Tok::BrackC {
                        self.error(
                            "Trailing comma in array",
                            "JSON does not permit a trailing comma after the final value in an array.",
                            comma.span,
                        );
                        return None;
                    }
                    continue;
                }
                Tok::BrackC => break,
                Tok::Colon => (
                    "Invalid array value",
                    "A colon is not used to introduce values in a JSON array.",
                    None,
                ),
                Tok::Eof => (
                    "Unclosed object",
                    "No closing bracket was found for this JSON array.",
                    Some(open.span),
                ),
                Tok::BraceC => (
                    "Mismatched brackets",
                    "A JSON array must be closed with a bracket, not a brace.",
                    None,
                ),
                _ => (
                    "Missing attribute seperator comma",
                    "A comma must appear between each value in an array.",
                    None,
                ),
            };
            let token = self.read();
            self.recover(token, Tok::BrackO, Tok::BrackC);
            let at = at.unwrap_or_else(|| self.peek().span);
            self.error(summary, detail, at);
            return None;
        }
        let close = self.read();
        let extent = Extent::new(open.span.start.loc(), close.span.end.loc());
        Some(self.close(index, (Kind::Array, Kind::PlainArray), extent, items))
    }

    fn parse_number(&mut self) -> Plain {
        let token = self.read();
        let text = &self.lexer.raw()[token.start..token.end];
        let reads = is_json_number(text)
            && std::str::from_utf8(text).is_ok_and(|text| Number::parse(text).is_ok());
        if reads {
            self.push(Kind::Number, token.span.extent(), 0);
            return Some(0);
        }
        self.error(
            "Invalid JSON number",
            "There is a syntax error in the given JSON number.",
            token.span,
        );
        self.push_invalid(token.span.extent())
    }

    /// A string, whose value is read from its text when asked (the tree's text stands
    /// for each byte that is not UTF-8 with one that decodes as that byte does). It is
    /// plain unless its token runs on past its literal, which the reading of plain
    /// collections would not find.
    fn parse_string(&mut self) -> Plain {
        let token = self.read();
        let extent = token.span.extent();
        if token.plain {
            self.push(Kind::String, extent, WHOLE_TOKEN);
            return Some(0);
        }
        let text = &self.lexer.raw()[token.start..token.end];
        match check_string(text) {
            Ok(literal_len) if literal_len == text.len() => {
                self.push(Kind::String, extent, WHOLE_TOKEN);
                Some(0)
            }
            Ok(literal_len) => {
                self.push(Kind::String, extent, narrow(literal_len));
                None
            }
            Err(_) if self.too_deep => self.push_invalid(extent),
            Err(offset) => {
                // As the reference: the offset moves the byte and the column alike.
                let start = token.span.start.advance(offset, offset);
                let fault = Span {
                    start,
                    end: start.advance(1, 1),
                };
                let filename = self.tree.name();
                self.diags.push_with(|| {
                    let diag = Diagnostic::error(
                        "Invalid JSON string",
                        "There is a syntax error in the given JSON string.",
                        Some(fault.range(filename)),
                    );
                    if fault != token.span {
                        diag.with_context(token.span.range(filename))
                    } else {
                        diag
                    }
                });
                self.push_invalid(extent)
            }
        }
    }

    fn parse_keyword(&mut self) -> Plain {
        let token = self.read();
        // Keyword tokens are ASCII letters and underscores.
        let word = std::str::from_utf8(&self.lexer.raw()[token.start..token.end]).unwrap_or("");
        let extent = token.span.extent();
        let kind = match word {
            "true" => Kind::True,
            "false" => Kind::False,
            "null" => Kind::Null,
            _ => {
                let detail = if is_javascript_identifier(word) {
                    format!("The JavaScript identifier \"{word}\" cannot be used in JSON.")
                } else {
                    let suggestion = name_suggestion(word, KEYWORDS);
                    format!(
                        "\"{word}\" is not a valid JSON keyword.{}",
                        did_you_mean(suggestion)
                    )
                };
                self.error("Invalid JSON keyword", detail, token.span);
                return self.push_invalid(extent);
            }
        };
        self.push(kind, extent, 0);
        Some(0)
    }
}
