//! Whether one space separates two tokens on a line, by the canonical style's rules:
//! none inside template text, before commas, around dots and inside brackets (braces
//! excepted), none after a `!` or a negating `-`, and one everywhere else.

use hcl2_native::tokens::TokenKind as K;

use super::FTok;

/// Whether a space goes between `subject` and `after`; `before` is the token before
/// `subject` on its line (`None` at the start of the line's cell).
pub(super) fn space_after(src: &[u8], subject: &FTok, before: Option<&FTok>, after: &FTok) -> bool {
    let (s, a) = (subject.kind, after.kind);
    let b = before.map(|t| t.kind);
    if a == K::Newline || a == K::Eof {
        return false;
    }
    if (s == K::Ident && a == K::OParen) || s == K::Dot || a == K::Dot {
        return false;
    }
    if s == K::DoubleColon || a == K::DoubleColon {
        // `provider::ns::fn(...)`: the name of a provider function is one word. (The
        // reference this project follows, 2.14, predates these names and splits them.)
        return false;
    }
    if a == K::Comma || a == K::Ellipsis {
        return false;
    }
    if s == K::Comma {
        return true;
    }
    if in_template(s, a) {
        return false;
    }
    let is_in = || src.get(subject.start as usize..subject.end as usize) == Some(b"in");
    if s == K::Ident && b == Some(K::Ident) && is_in() {
        // `for x in [foo]`: the keyword, not an index into a variable `in`.
        return true;
    }
    if a == K::OBrack && (s == K::Ident || s == K::NumberLit || s.bracket_change() < 0) {
        return false;
    }
    match s {
        K::Bang => return false,
        K::Minus => return !b.is_none_or(starts_operand),
        _ => {}
    }
    if s == K::OBrace || a == K::CBrace {
        return !(s == K::OBrace && a == K::CBrace);
    }
    if matches!(s, K::TemplateInterp | K::TemplateControl) && a == K::OBrace {
        return true;
    }
    if s == K::CBrace && a == K::TemplateSeqEnd {
        return true;
    }
    if s == K::TemplateSeqEnd && matches!(a, K::TemplateInterp | K::TemplateControl) {
        return false;
    }
    s.bracket_change() <= 0 && a.bracket_change() >= 0
}

/// Whether the pair is inside template text (no spaces are added there).
fn in_template(s: K, a: K) -> bool {
    matches!(s, K::QuotedLit | K::StringLit | K::OQuote | K::OHeredoc)
        || matches!(a, K::QuotedLit | K::StringLit | K::CQuote | K::CHeredoc)
}

/// Whether a `-` after a token of this kind negates (an operand starts after it)
/// rather than subtracts.
fn starts_operand(b: K) -> bool {
    matches!(
        b,
        K::OParen
            | K::OBrace
            | K::OBrack
            | K::Equal
            | K::Colon
            | K::Comma
            | K::Question
            | K::Plus
            | K::Star
            | K::Slash
            | K::Percent
            | K::Minus
            | K::EqualOp
            | K::NotEqual
            | K::GreaterThan
            | K::GreaterThanEq
            | K::LessThan
            | K::LessThanEq
            | K::And
            | K::Or
            | K::Bang
    )
}
