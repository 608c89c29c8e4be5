//! The `format` string language, read with nom: literal text, `%%`, and verbs
//! `%[flags][width][.precision][[argument]]mode`, where flags are ` #+-0`, width and the
//! argument index are decimal numbers not starting with 0, and the mode is a letter.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till1, take_while};
use nom::character::complete::{char, one_of, satisfy};
use nom::combinator::{cut, opt, recognize};
use nom::multi::many0;
use nom::sequence::{pair, preceded, terminated};
use nom::IResult;

/// One verb of a format string.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Verb {
    /// The verb's text, as written (`%-5[2]s`).
    pub raw: String,
    /// The byte offset of its `%`.
    pub offset: usize,
    /// The one-based argument it formats.
    pub arg: usize,
    pub mode: char,
    pub sharp: bool,
    pub zero: bool,
    pub plus: bool,
    pub minus: bool,
    pub space: bool,
    pub width: Option<usize>,
    pub prec: Option<usize>,
}

/// A piece of a format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Piece<'a> {
    Text(&'a str),
    Verb(Verb),
}

/// Why a format string cannot be read: at a character that cannot come next, or at the
/// end in the middle of a verb.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FormatSyntaxError {
    Unexpected { ch: char, offset: usize },
    UnfinishedAt(usize),
}

/// A decimal number not starting with 0 (saturating: the width checks refuse it).
fn number(input: &str) -> IResult<&str, usize> {
    let (rest, digits) = recognize(pair(
        satisfy(|c| matches!(c, '1'..='9')),
        take_while(|c: char| c.is_ascii_digit()),
    ))(input)?;
    Ok((rest, saturating_decimal(digits)))
}

fn saturating_decimal(digits: &str) -> usize {
    digits.bytes().fold(0usize, |n, b| {
        n.saturating_mul(10).saturating_add(usize::from(b - b'0'))
    })
}

/// The parts of a verb after its `%`: flags, width, precision, argument index, mode.
type VerbParts<'a> = (
    Vec<char>,
    Option<usize>,
    Option<&'a str>,
    Option<usize>,
    char,
);

fn verb_parts(input: &str) -> IResult<&str, VerbParts<'_>> {
    let (input, flags) = many0(one_of(" #+-0"))(input)?;
    let (input, width) = opt(number)(input)?;
    let (input, prec) = opt(preceded(
        char('.'),
        take_while(|c: char| c.is_ascii_digit()),
    ))(input)?;
    let (input, arg) = opt(preceded(char('['), cut(terminated(number, char(']')))))(input)?;
    let (input, mode) = cut(satisfy(|c| c.is_ascii_alphabetic()))(input)?;
    Ok((input, (flags, width, prec, arg, mode)))
}

/// One piece: literal text, an escaped percent sign, or a verb.
fn piece(input: &str) -> IResult<&str, Option<VerbParts<'_>>> {
    alt((
        |i| take_till1(|c| c == '%')(i).map(|(r, _)| (r, None)),
        |i| tag("%%")(i).map(|(r, _)| (r, None)),
        |i| preceded(char('%'), cut(verb_parts))(i).map(|(r, v)| (r, Some(v))),
    ))(input)
}

/// Reads a format string into its pieces; verbs take their argument in turn unless
/// they name one (`%[2]s`), and the verb after a named one takes the next. A syntax
/// error comes with the pieces before it (the reference formats those first, so an
/// error in one of them is the one it reports).
pub(crate) fn parse(format: &str) -> (Vec<Piece<'_>>, Option<FormatSyntaxError>) {
    let mut pieces = Vec::new();
    let mut rest = format;
    let mut next_arg = 1;
    while !rest.is_empty() {
        let offset = format.len() - rest.len();
        match piece(rest) {
            Ok((after, parts)) => {
                let text = &rest[..rest.len() - after.len()];
                match parts {
                    None if text == "%%" => pieces.push(Piece::Text("%")),
                    None => pieces.push(Piece::Text(text)),
                    Some((flags, width, prec, arg, mode)) => {
                        let arg = arg.unwrap_or(next_arg);
                        next_arg = arg.saturating_add(1);
                        pieces.push(Piece::Verb(Verb {
                            raw: text.to_string(),
                            offset,
                            arg,
                            mode,
                            sharp: flags.contains(&'#'),
                            zero: flags.contains(&'0'),
                            plus: flags.contains(&'+'),
                            minus: flags.contains(&'-'),
                            space: flags.contains(&' '),
                            width,
                            prec: prec.map(saturating_decimal),
                        }));
                    }
                }
                rest = after;
            }
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
                let at = format.len() - e.input.len();
                let error = match e.input.chars().next() {
                    Some(ch) => FormatSyntaxError::Unexpected { ch, offset: at },
                    None => FormatSyntaxError::UnfinishedAt(at),
                };
                return (pieces, Some(error));
            }
            Err(nom::Err::Incomplete(_)) => {
                return (pieces, Some(FormatSyntaxError::UnfinishedAt(format.len())))
            }
        }
    }
    (pieces, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verbs(format: &str) -> Vec<Verb> {
        parse(format)
            .0
            .into_iter()
            .filter_map(|p| match p {
                Piece::Verb(v) => Some(v),
                Piece::Text(_) => None,
            })
            .collect()
    }

    #[test]
    fn verbs_read_flags_width_precision_and_index() {
        let v = &verbs("ab %-08.3[2]f")[0];
        assert_eq!((v.offset, v.arg, v.mode), (3, 2, 'f'));
        assert!(v.minus && v.zero && !v.plus);
        assert_eq!((v.width, v.prec), (Some(8), Some(3)));
        assert_eq!(v.raw, "%-08.3[2]f");
    }

    #[test]
    fn arguments_follow_the_last_named_index() {
        let args: Vec<usize> = verbs("%[2]s %s %[1]s %s").iter().map(|v| v.arg).collect();
        assert_eq!(args, vec![2, 3, 1, 2]);
    }

    #[test]
    fn errors_point_where_the_reference_does() {
        let error = |f| parse(f).1;
        assert_eq!(
            error("x %[0]d"),
            Some(FormatSyntaxError::Unexpected { ch: '0', offset: 4 })
        );
        assert_eq!(
            error("%[1]5d"),
            Some(FormatSyntaxError::Unexpected { ch: '5', offset: 4 })
        );
        assert_eq!(error("%5"), Some(FormatSyntaxError::UnfinishedAt(2)));
        assert_eq!(
            error("%-%"),
            Some(FormatSyntaxError::Unexpected { ch: '%', offset: 2 })
        );
        assert_eq!(
            parse("a%%"),
            (vec![Piece::Text("a"), Piece::Text("%")], None)
        );
    }
}
