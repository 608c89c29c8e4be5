//! Building the lossless tree from the native token stream. The builder is total: any
//! text gives a tree that prints back as the text, and what does not read as an
//! attribute or a block becomes an [`Other`] line.

use std::borrow::Cow;

use hcl2_native::tokens::{tokens, Token, TokenKind as K};

use super::{Attribute, Block, Body, Item, Other, Text};

/// The top-level body of `src`.
pub(super) fn document(src: &str) -> Body<'_> {
    let toks = tokens(src);
    let mut b = Builder {
        src,
        toks: &toks,
        i: 0,
        pos: 0,
    };
    let body = b.body(0, false);
    debug_assert_eq!(b.pos, src.len());
    body
}

/// A cursor over the tokens: `i` is the next token, `pos` the first byte not yet in a
/// piece (the blanks before token `i` start there).
struct Builder<'s, 't> {
    src: &'s str,
    toks: &'t [Token],
    i: usize,
    pos: usize,
}

fn ends_line(src: &str, t: &Token) -> bool {
    t.kind == K::Newline
        || (t.kind == K::Comment && src[t.span.start as usize..t.span.end as usize].ends_with('\n'))
}

impl<'s> Builder<'s, '_> {
    fn tok(&self, i: usize) -> Token {
        self.toks[i.min(self.toks.len() - 1)]
    }

    fn kind(&self, i: usize) -> K {
        self.tok(i).kind
    }

    fn start(&self, i: usize) -> usize {
        self.tok(i).span.start as usize
    }

    fn end(&self, i: usize) -> usize {
        self.tok(i).span.end as usize
    }

    /// The piece from `pos` to `to`, moving `pos` there.
    fn take(&mut self, to: usize) -> Text<'s> {
        let text = &self.src[self.pos..to];
        self.pos = to;
        Cow::Borrowed(text)
    }

    /// A body's items, up to (not including) the `}` that closes it when `nested`, or
    /// to the end of the text.
    fn body(&mut self, depth: usize, inline: bool) -> Body<'s> {
        let nested = depth > 0;
        let done = |items| Body {
            items,
            depth,
            inline,
            lead: Cow::Borrowed(""),
            tail: Cow::Borrowed(""),
        };
        let mut items = Vec::new();
        loop {
            match self.kind(self.i) {
                K::Eof => {
                    if self.pos < self.src.len() {
                        let text = self.take(self.src.len());
                        items.push(Item::Other(Other { text }));
                    }
                    return done(items);
                }
                K::CBrace if nested => return done(items),
                _ => items.push(self.item(depth)),
            }
        }
    }

    fn item(&mut self, depth: usize) -> Item<'s> {
        let i = self.i;
        if self.kind(i) == K::Ident {
            if self.kind(i + 1) == K::Equal {
                return Item::Attribute(self.attribute(depth));
            }
            if let Some(open) = self.block_open(i + 1) {
                return Item::Block(self.block(open, depth));
            }
        }
        Item::Other(self.other(depth > 0))
    }

    /// The rest of the line as an other line; in a block's body it stops before a `}`
    /// that no bracket on the line opened (the block's end).
    fn other(&mut self, nested: bool) -> Other<'s> {
        let mut depth = 0i32;
        let mut end = self.pos;
        let first = self.i;
        loop {
            let t = self.tok(self.i);
            if t.kind == K::Eof {
                end = self.src.len();
                break;
            }
            if nested && depth <= 0 && t.kind == K::CBrace && self.i > first {
                end = end.max(t.span.start as usize);
                break;
            }
            depth += t.kind.bracket_change();
            self.i += 1;
            end = t.span.end as usize;
            if ends_line(self.src, &t) {
                break;
            }
        }
        Other {
            text: self.take(end),
        }
    }

    fn attribute(&mut self, depth: usize) -> Attribute<'s> {
        let name_at = self.i;
        let indent = self.take(self.start(name_at));
        let name = self.take(self.end(name_at));
        let first = name_at + 2;
        let (last, stop) = self.expression_end(first);
        let assign = self.take(self.start(first).min(self.end_of(last, first)));
        let expr = self.take(self.end_of(last, first));
        self.i = stop;
        let trailing = self.line_rest();
        Attribute {
            depth,
            indent,
            name,
            assign,
            expr,
            trailing,
        }
    }

    /// Where an expression starting at `first` ends: its last token (`None` when it
    /// has none) and the token it stops before (a line end, a `}` closing a one-line
    /// block, or the end of the text). Comments at its end are not part of it.
    fn expression_end(&self, first: usize) -> (Option<usize>, usize) {
        let mut depth = 0i32;
        let mut last = None;
        let mut i = first;
        loop {
            let t = self.tok(i);
            let at_top = depth <= 0;
            if t.kind == K::Eof || (at_top && (ends_line(self.src, &t) || t.kind == K::CBrace)) {
                return (last, i);
            }
            depth += t.kind.bracket_change();
            if t.kind != K::Comment || depth > 0 {
                last = Some(i);
            }
            i += 1;
        }
    }

    /// The end of token `last`, or (when there is none) the start of `first`.
    fn end_of(&self, last: Option<usize>, first: usize) -> usize {
        match last {
            Some(l) => self.end(l),
            None => self.start(first).max(self.pos),
        }
    }

    /// The rest of a line from `pos`: blanks and comments through the line's end (its
    /// newline or line comment), or the blanks before a `}` or the end of the text.
    fn line_rest(&mut self) -> Text<'s> {
        loop {
            let t = self.tok(self.i);
            match t.kind {
                K::Eof | K::CBrace => {
                    let to = if t.kind == K::Eof {
                        self.src.len()
                    } else {
                        t.span.start as usize
                    };
                    return self.take(to);
                }
                _ if ends_line(self.src, &t) => {
                    self.i += 1;
                    return self.take(t.span.end as usize);
                }
                _ => self.i += 1,
            }
        }
    }

    /// If the tokens from `i` are block labels and then `{`, the index of the `{`.
    fn block_open(&self, mut i: usize) -> Option<usize> {
        loop {
            match self.kind(i) {
                K::OBrace => return Some(i),
                K::Ident => i += 1,
                K::OQuote => {
                    i += 1;
                    while self.kind(i) == K::QuotedLit {
                        i += 1;
                    }
                    if self.kind(i) != K::CQuote {
                        return None;
                    }
                    i += 1;
                }
                _ => return None,
            }
        }
    }

    fn block(&mut self, open_at: usize, depth: usize) -> Block<'s> {
        let kind_at = self.i;
        let indent = self.take(self.start(kind_at));
        let kind = self.take(self.end(kind_at));
        let mut labels = Vec::new();
        let mut i = kind_at + 1;
        while i < open_at {
            let start = self.start(i);
            let mut end_tok = i;
            if self.kind(i) == K::OQuote {
                while self.kind(end_tok) != K::CQuote {
                    end_tok += 1;
                }
            }
            let gap = self.take(start);
            let label = self.take(self.end(end_tok));
            labels.push((gap, label));
            i = end_tok + 1;
        }
        self.i = open_at + 1;
        let next = self.tok(self.i);
        let multi_line = ends_line(self.src, &next);
        let open = if multi_line {
            self.i += 1;
            self.take(next.span.end as usize)
        } else {
            self.take(self.end(open_at))
        };
        let body = self.body(depth + 1, !multi_line);
        let close = if self.kind(self.i) == K::CBrace {
            let end = self.end(self.i);
            self.i += 1;
            self.take(end)
        } else {
            self.take(self.pos)
        };
        let trailing = self.line_rest();
        Block {
            depth,
            indent,
            kind,
            labels,
            open,
            body,
            close,
            trailing,
        }
    }
}
