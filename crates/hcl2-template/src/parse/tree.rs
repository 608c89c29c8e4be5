//! Step two: heredoc flush over the flat pieces, then nesting the directives.

use hcl2_core::{Diagnostic, ParseDiagnostics, SourceFile, Span};

use super::scan::{Ctrl, End, Piece};
use crate::ast::{Binding, ForDirective, IfDirective, Part, Strip, Template};

/// Removes the common leading whitespace of line-leading literal pieces (`<<-`).
///
/// As in the reference: a piece leads a line when it comes first or follows a literal
/// whose (stripped) text ends with a newline; a leading piece that is only whitespace
/// and a newline does not count; any other leading piece (an interpolation or a
/// directive) counts as zero. Whitespace is counted, and removed, in grapheme clusters.
pub(crate) fn flush<E>(pieces: &mut [Piece<E>]) {
    let mut min = usize::MAX;
    let mut newline = true;
    let mut adjust = Vec::new();
    for (idx, piece) in pieces.iter().enumerate() {
        if std::mem::take(&mut newline) {
            match piece {
                Piece::Lit(l) => {
                    let rest = l.text.trim_start_matches(char::is_whitespace);
                    if !(rest.is_empty() && l.text.ends_with('\n')) {
                        let lead = &l.text[..l.text.len() - rest.len()];
                        min = min.min(hcl2_value::strings::grapheme_len(lead));
                        adjust.push(idx);
                    }
                }
                _ => min = 0,
            }
        }
        if let Piece::Lit(l) = piece {
            newline = l.text.ends_with('\n');
        }
    }
    if min == 0 || min == usize::MAX {
        return;
    }
    for idx in adjust {
        if let Piece::Lit(l) = &mut pieces[idx] {
            let cut: usize = hcl2_value::strings::graphemes(&l.text)
                .take(min)
                .map(str::len)
                .sum();
            l.text = l.text[cut..].into();
            l.span.start = l.span.start.saturating_add(cut as u32);
        }
    }
}

/// An open directive while nesting.
enum Frame<E> {
    If {
        cond: E,
        span: Span,
        body: u32,
        strip: Strip,
        then: Vec<Part<E>>,
        /// The `else` sequence and the text after it, once seen.
        otherwise: Option<(Span, u32, Strip, Vec<Part<E>>)>,
    },
    For {
        key: Option<Binding>,
        value: Binding,
        coll: E,
        span: Span,
        body: u32,
        strip: Strip,
        parts: Vec<Part<E>>,
    },
}

impl<E> Frame<E> {
    fn parts(&mut self) -> &mut Vec<Part<E>> {
        match self {
            Frame::If {
                otherwise: Some((_, _, _, parts)),
                ..
            }
            | Frame::If { then: parts, .. }
            | Frame::For { parts, .. } => parts,
        }
    }
    fn open_span(&self) -> Span {
        match self {
            Frame::If { span, .. } | Frame::For { span, .. } => *span,
        }
    }
}

fn template<E>(parts: Vec<Part<E>>, start: usize, end: usize) -> Template<E> {
    Template {
        parts: parts.into(),
        span: Span::from_usize(start, end.max(start)),
    }
}

/// Nests the pieces into a template, reporting unbalanced directives as the reference
/// does (each broken directive is dropped and parsing continues after the piece that
/// broke it).
pub(crate) fn build<E>(
    file: &SourceFile,
    pieces: &mut Vec<Piece<E>>,
    start: usize,
    end: &End,
    diags: &mut ParseDiagnostics,
) -> Template<E> {
    if pieces.len() >= FLAT_IN_PLACE && pieces.iter().all(Piece::is_flat) {
        return template(flat_parts(std::mem::take(pieces)), start, end.content);
    }
    // Every piece becomes at most one part at the top level.
    let mut root: Vec<Part<E>> = Vec::with_capacity(pieces.len());
    let mut stack: Vec<Frame<E>> = Vec::new();
    let error = |diags: &mut ParseDiagnostics, summary: String, detail: String, at: Span| {
        diags.push_with(|| Diagnostic::error(summary, detail, Some(file.range(at))));
    };
    for piece in pieces.drain(..) {
        let parts = match stack.last_mut() {
            Some(frame) => frame.parts(),
            None => &mut root,
        };
        let part = match piece {
            // Pushed where they are made: a part made first and pushed after the match
            // was copied whole from narrower writes, which stalled the copy.
            Piece::Lit(l) => {
                parts.push(Part::Literal(l));
                continue;
            }
            Piece::Interp(i) => {
                parts.push(Part::Interpolation(i));
                continue;
            }
            Piece::If {
                cond,
                span,
                body,
                strip,
            } => {
                stack.push(Frame::If {
                    cond,
                    span,
                    body,
                    strip,
                    then: Vec::new(),
                    otherwise: None,
                });
                continue;
            }
            Piece::For {
                bindings,
                coll,
                span,
                body,
                strip,
            } => {
                let (key, value) = *bindings;
                stack.push(Frame::For {
                    key,
                    value,
                    coll,
                    span,
                    body,
                    strip,
                    parts: Vec::new(),
                });
                continue;
            }
            Piece::Ctrl {
                kind,
                span: at,
                body: after,
                strip: cstrip,
            } => {
                let Some(frame) = stack.pop() else {
                    error(
                        diags,
                        format!("Unexpected {} directive", kind.name()),
                        "The control directives within this template are unbalanced.".into(),
                        at,
                    );
                    continue;
                };
                // Positions are only worked out if a message needs them.
                let open = RangeText(file, frame.open_span());
                match (frame, kind) {
                    (
                        Frame::If {
                            cond,
                            span,
                            body,
                            strip,
                            then,
                            otherwise: None,
                        },
                        Ctrl::Else,
                    ) => {
                        stack.push(Frame::If {
                            cond,
                            span,
                            body,
                            strip,
                            then,
                            otherwise: Some((at, after, cstrip, Vec::new())),
                        });
                        continue;
                    }
                    (
                        Frame::If {
                            cond,
                            span,
                            body,
                            strip,
                            then,
                            otherwise,
                        },
                        Ctrl::EndIf,
                    ) => {
                        let then_end =
                            otherwise.as_ref().map_or(at.start, |(s, ..)| s.start) as usize;
                        let then = template(then, body as usize, then_end);
                        let (else_span, else_strip, otherwise) = match otherwise {
                            Some((s, after_else, st, parts)) => (
                                Some(s),
                                st,
                                Some(template(parts, after_else as usize, at.start as usize)),
                            ),
                            None => (None, Strip::default(), None),
                        };
                        Part::If(Box::new(IfDirective {
                            cond,
                            then,
                            otherwise,
                            span: span.to(at),
                            if_span: span,
                            else_span,
                            endif_span: at,
                            strip: [strip, else_strip, cstrip],
                        }))
                    }
                    (Frame::If { .. }, Ctrl::Else) => {
                        error(
                            diags,
                            "Unexpected else directive".into(),
                            format!("Already in the else clause for the if started at {open}."),
                            at,
                        );
                        continue;
                    }
                    (Frame::If { .. }, Ctrl::EndFor) => {
                        error(
                            diags,
                            "Unexpected endfor directive".into(),
                            format!("Expecting an endif directive for the if started at {open}."),
                            at,
                        );
                        continue;
                    }
                    (
                        Frame::For {
                            key,
                            value,
                            coll,
                            span,
                            body,
                            strip,
                            parts,
                        },
                        Ctrl::EndFor,
                    ) => Part::For(Box::new(ForDirective {
                        key_var: key,
                        value_var: value,
                        collection: coll,
                        body: template(parts, body as usize, at.start as usize),
                        span: span.to(at),
                        for_span: span,
                        endfor_span: at,
                        strip: [strip, cstrip],
                    })),
                    (Frame::For { .. }, Ctrl::Else) => {
                        error(
                            diags,
                            "Unexpected else directive".into(),
                            "An else clause is not expected for a for directive.".into(),
                            at,
                        );
                        continue;
                    }
                    (Frame::For { .. }, Ctrl::EndIf) => {
                        error(
                            diags,
                            "Unexpected endif directive".into(),
                            format!(
                                "Expecting an endfor directive corresponding to the for directive at {open}."
                            ),
                            at,
                        );
                        continue;
                    }
                }
            }
        };
        match stack.last_mut() {
            Some(frame) => frame.parts().push(part),
            None => root.push(part),
        }
    }
    while let Some(frame) = stack.pop() {
        let (what, closer) = match frame {
            Frame::If { .. } => ("if", "endif"),
            Frame::For { .. } => ("for", "endfor"),
        };
        error(
            diags,
            "Unexpected end of template".into(),
            format!(
                "The {what} directive at {} is missing its corresponding {closer} directive.",
                file.range(frame.open_span())
            ),
            end.token,
        );
    }
    template(root, start, end.content)
}

/// The number of pieces from which a template without directives turns its pieces into
/// parts in their own buffer, instead of copying them into a new one beside it (the
/// pieces' buffer is then not lent to the next template; below this, keeping it saves
/// more than the copy costs).
const FLAT_IN_PLACE: usize = 1024;

/// The parts of a template without directives (every piece a literal or an
/// interpolation), made in the pieces' own buffer.
fn flat_parts<E>(pieces: Vec<Piece<E>>) -> Vec<Part<E>> {
    pieces
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Lit(l) => Some(Part::Literal(l)),
            Piece::Interp(i) => Some(Part::Interpolation(i)),
            _ => None,
        })
        .collect()
}

impl<E> Piece<E> {
    /// Whether the piece is a part as it is: a literal or an interpolation.
    fn is_flat(&self) -> bool {
        matches!(self, Piece::Lit(_) | Piece::Interp(_))
    }
}

/// A span shown as its range (`file:line,col-col`), computed only when displayed.
struct RangeText<'f>(&'f SourceFile, Span);

impl std::fmt::Display for RangeText<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0.range(self.1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::Literal;

    fn lit(text: &str, start: u32) -> Piece<()> {
        Piece::Lit(Literal {
            text: text.into(),
            span: Span::new(start, start + text.len() as u32),
        })
    }

    fn texts(pieces: &[Piece<()>]) -> Vec<&str> {
        pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Lit(l) => Some(l.text.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn flush_ignores_blank_lines_and_counts_graphemes() {
        let mut pieces = vec![lit("    a\n", 0), lit("  \n", 6), lit("\t  b\n", 9)];
        flush(&mut pieces);
        assert_eq!(texts(&pieces), [" a\n", "  \n", "b\n"]);
    }

    #[test]
    fn flush_stops_at_a_line_led_by_a_sequence() {
        let mut pieces = vec![
            lit("  a\n", 0),
            Piece::Ctrl {
                kind: Ctrl::EndIf,
                span: Span::new(4, 10),
                body: 10,
                strip: Strip::default(),
            },
            lit("  b\n", 10),
        ];
        flush(&mut pieces);
        assert_eq!(texts(&pieces), ["  a\n", "  b\n"]);
    }
}
