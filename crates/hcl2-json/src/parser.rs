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

use compact_str::CompactString;
use hcl2_core::suggestion::{did_you_mean, name_suggestion};
use hcl2_core::{Diagnostic, Diagnostics, Range};
use hcl2_value::Number;

use crate::ast::{Array, BoolLit, Extent, NumberLit, Object, Property, StringLit, Value};
use crate::lexer::{Lexer, Tok, Token};
use crate::literal::{
    check_string, decode_string, is_javascript_identifier, is_json_number, KEYWORDS,
};
use crate::positions::{narrow, Positions, Span};
use hcl2_scratch::Reusable;

use crate::scratch::Scratch;

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
    /// Where the tokens lexed so far are, for the tree's offsets.
    positions: Positions,
    pub(crate) diags: Diagnostics,
    depth: usize,
    /// Set once nesting went too deep: no further diagnostics.
    too_deep: bool,
    /// Where objects and arrays gather their items.
    scratch: Scratch,
    /// The properties of the objects read so far, each object's together (the file's
    /// arena, which [`Positions`] keep once the parse ends).
    arena: Vec<Property>,
}

impl<'a> Parser<'a> {
    /// A parser of the tokens of `lexer`, recording into `positions`; `properties` is
    /// a bound on how many properties the input can hold (its room is taken at once,
    /// so that the arena never grows by copying).
    pub(crate) fn new(
        mut lexer: Lexer<'a>,
        mut positions: Positions,
        properties: usize,
    ) -> Parser<'a> {
        let mut next = Token::EMPTY;
        lexer.next_token_into(&mut next);
        positions.record(next.span);
        Parser {
            lexer,
            next,
            positions,
            diags: Diagnostics::new(),
            depth: 0,
            too_deep: false,
            scratch: Scratch::lend(),
            arena: Vec::with_capacity(properties),
        }
    }

    pub(crate) fn peek(&self) -> Token {
        self.next
    }

    /// Ends the parse: its diagnostics and positions, with the scratch stacks left for
    /// the next parse.
    pub(crate) fn finish(self) -> (Diagnostics, Positions) {
        self.scratch.give_back();
        (self.diags, self.positions.finish(self.arena))
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
        self.positions.record(self.next.span);
    }

    fn error(&mut self, summary: &str, detail: impl Into<String>, at: Span) {
        let subject = at.range(self.positions.name());
        self.error_at(summary, detail, subject);
    }

    fn error_at(&mut self, summary: &str, detail: impl Into<String>, subject: Range) {
        if self.too_deep {
            return;
        }
        self.diags
            .push(Diagnostic::error(summary, detail, Some(subject)));
    }

    /// One value; [`Value::Invalid`] (with a diagnostic) where there is none to read.
    pub(crate) fn parse_value(&mut self) -> Value {
        let missing = match self.peek_kind() {
            kind @ (Tok::BraceO | Tok::BrackO) => {
                let open = self.next.span;
                return self
                    .parse_container(kind, open)
                    .unwrap_or(Value::Invalid(open.extent()));
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
        Value::Invalid(at.extent())
    }

    /// An object or array, unless it nests too deeply (then it is skipped and reported).
    fn parse_container(&mut self, kind: Tok, open: Span) -> Option<Value> {
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
            let mark = self.scratch.properties.len();
            let object = self.parse_object(mark);
            self.scratch.properties.truncate(mark);
            object
        } else {
            let mark = self.scratch.elements.len();
            let array = self.parse_array(mark);
            self.scratch.elements.truncate(mark);
            array
        };
        self.depth -= 1;
        value
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

    /// An object, its properties gathered on [`Scratch::properties`] above `mark`.
    fn parse_object(&mut self, mark: usize) -> Option<Value> {
        let open = self.read();
        loop {
            if self.peek_kind() == Tok::BraceC {
                break;
            }
            let key = self.parse_value();
            let Value::String(name) = key else {
                let at = self.positions.range(key.start_extent());
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
            let value = self.parse_value();
            self.scratch.properties.push(Property {
                name: name.value,
                name_extent: name.extent,
                value,
            });
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
        // Fewer than 2^32 properties: each takes four bytes of at most 4 GiB of input.
        let first = narrow(self.arena.len());
        self.arena.extend(self.scratch.properties.drain(mark..));
        let len = narrow(self.arena.len()) - first;
        let extent = Extent::new(open.span.start.loc(), close.span.end.loc());
        Some(Value::Object(Object::new(first, len, extent)))
    }

    /// An array, its elements gathered on [`Scratch::elements`] above `mark`.
    fn parse_array(&mut self, mark: usize) -> Option<Value> {
        let open = self.read();
        loop {
            if self.peek_kind() == Tok::BrackC {
                break;
            }
            let element = self.parse_value();
            self.scratch.elements.push(element);
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
        Some(Value::Array(Array {
            elements: self.scratch.elements.split_off(mark).into_boxed_slice(),
            extent: Extent::new(open.span.start.loc(), close.span.end.loc()),
        }))
    }

    fn parse_number(&mut self) -> Value {
        let token = self.read();
        let text = &self.lexer.raw()[token.start..token.end];
        let value = is_json_number(text)
            .then(|| std::str::from_utf8(text).ok())
            .flatten()
            .and_then(|text| Some((text, Number::parse(text).ok()?)));
        match value {
            Some((text, value)) => Value::Number(NumberLit::new(text, value, token.span.extent())),
            None => {
                self.error(
                    "Invalid JSON number",
                    "There is a syntax error in the given JSON number.",
                    token.span,
                );
                Value::Invalid(token.span.extent())
            }
        }
    }

    fn parse_string(&mut self) -> Value {
        let token = self.read();
        if token.plain {
            let value = self.lexer.text().get(token.start + 1..token.end - 1);
            return Value::String(StringLit {
                value: CompactString::new(value.unwrap_or_default()),
                extent: token.span.extent(),
            });
        }
        let text = &self.lexer.raw()[token.start..token.end];
        match check_string(text) {
            Ok(literal_len) => Value::String(StringLit {
                value: decode_string(&text[..literal_len]),
                extent: token.span.extent(),
            }),
            Err(_) if self.too_deep => Value::Invalid(token.span.extent()),
            Err(offset) => {
                // As the reference: the offset moves the byte and the column alike.
                let start = token.span.start.advance(offset, offset);
                let fault = Span {
                    start,
                    end: start.advance(1, 1),
                };
                let filename = self.positions.name();
                let mut diag = Diagnostic::error(
                    "Invalid JSON string",
                    "There is a syntax error in the given JSON string.",
                    Some(fault.range(filename)),
                );
                if fault != token.span {
                    diag = diag.with_context(token.span.range(filename));
                }
                self.diags.push(diag);
                Value::Invalid(token.span.extent())
            }
        }
    }

    fn parse_keyword(&mut self) -> Value {
        let token = self.read();
        // Keyword tokens are ASCII letters and underscores.
        let word = std::str::from_utf8(&self.lexer.raw()[token.start..token.end]).unwrap_or("");
        let extent = token.span.extent();
        match word {
            "true" | "false" => Value::Bool(BoolLit {
                value: word == "true",
                extent,
            }),
            "null" => Value::Null(extent),
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
                Value::Invalid(extent)
            }
        }
    }
}
