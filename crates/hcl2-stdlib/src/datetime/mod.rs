//! Date and time functions: `formatdate` and `timeadd`, over RFC 3339 timestamps.
//!
//! `formatdate`'s specification language is read with nom: runs of one letter are
//! verbs (`YYYY`, `MMM`, `hh`, `ZZZZZ`...), text in single quotes is literal (`''` is a
//! quote), and anything else is copied.

mod duration;
pub(crate) mod timestamp;

use nom::branch::alt;
use nom::bytes::complete::{is_not, tag, take_till1, take_while1};
use nom::combinator::{opt, recognize};
use nom::multi::many0;
use nom::sequence::tuple;
use nom::IResult;

use hcl2_value::strings::go_quote;
use hcl2_value::{Error, Function, Parameter, Type, Value};

use crate::text_arg;
use timestamp::{go_year, Timestamp};

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const WEEKDAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// One token of a date specification: a quoted literal (as written, quotes included),
/// a verb (a run of one letter), or other text.
fn token(input: &str) -> IResult<&str, &str> {
    let quoted = recognize(tuple((
        tag("'"),
        many0(alt((tag("''"), is_not("'")))),
        opt(tag("'")),
    )));
    let verb = |i| {
        let first = i_first_letter(i)?;
        take_while1(move |c| c == first)(i)
    };
    alt((
        tag("''"),
        quoted,
        verb,
        take_till1(|c: char| c == '\'' || c.is_ascii_alphabetic()),
    ))(input)
}

/// The letter a verb token starts with (an error unless there is one).
fn i_first_letter(i: &str) -> Result<char, nom::Err<nom::error::Error<&str>>> {
    match i.chars().next() {
        Some(c) if c.is_ascii_alphabetic() => Ok(c),
        _ => Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::Alpha,
        ))),
    }
}

/// The tokens of a whole specification.
fn tokens(spec: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = spec;
    while let Ok((after, tok)) = token(rest) {
        out.push(tok);
        rest = after;
    }
    out
}

/// Pairs of `'` in a quoted literal's body stand for one quote.
fn unquote(body: &str) -> String {
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '\'' {
            chars.next();
        }
    }
    out
}

fn verb_error(tok: &str, why: &str) -> Error {
    let why = if why.is_empty() {
        String::new()
    } else {
        format!(": {why}")
    };
    Error::arg(
        0,
        format!("invalid date format verb {}{why}", go_quote(tok)),
    )
}

/// Writes one verb of the specification for the timestamp.
fn write_verb(out: &mut String, tok: &str, t: &Timestamp) -> Result<(), Error> {
    let c = t.civil();
    let n = tok.len();
    let two = |out: &mut String, v: u32, why: &str| match n {
        1 => {
            out.push_str(&v.to_string());
            Ok(())
        }
        2 => {
            out.push_str(&format!("{v:02}"));
            Ok(())
        }
        _ => Err(verb_error(tok, why)),
    };
    match tok.as_bytes()[0] {
        b'Y' => match n {
            2 => out.push_str(&format!("{:02}", c.year % 100)),
            4 => out.push_str(&go_year(c.year)),
            _ => return Err(verb_error(tok, "year must either be \"YY\" or \"YYYY\"")),
        },
        b'M' => match n {
            1 | 2 => two(out, c.month, "")?,
            3 => out.push_str(&MONTHS[c.month as usize - 1][..3]),
            4 => out.push_str(MONTHS[c.month as usize - 1]),
            _ => {
                return Err(verb_error(
                    tok,
                    "month must be \"M\", \"MM\", \"MMM\", or \"MMMM\"",
                ))
            }
        },
        b'D' => two(out, c.day, "day of month must either be \"D\" or \"DD\"")?,
        b'E' => match n {
            3 => out.push_str(&WEEKDAYS[c.weekday as usize][..3]),
            4 => out.push_str(WEEKDAYS[c.weekday as usize]),
            _ => {
                return Err(verb_error(
                    tok,
                    "day of week must either be \"EEE\" or \"EEEE\"",
                ))
            }
        },
        b'h' => two(out, c.hour, "24-hour must either be \"h\" or \"hh\"")?,
        b'H' => {
            let h = match c.hour % 12 {
                0 => 12,
                h => h,
            };
            two(out, h, "12-hour must either be \"H\" or \"HH\"")?
        }
        letter @ (b'A' | b'a') => {
            if n != 2 {
                let l = letter as char;
                return Err(verb_error(tok, &format!("must be \"{l}{l}\"")));
            }
            let pm = c.hour >= 12;
            out.push_str(match (letter == b'A', pm) {
                (true, false) => "AM",
                (true, true) => "PM",
                (false, false) => "am",
                (false, true) => "pm",
            });
        }
        b'm' => two(out, c.minute, "minute must either be \"m\" or \"mm\"")?,
        b's' => two(out, c.second, "second must either be \"s\" or \"ss\"")?,
        b'Z' => match n {
            1 => out.push_str(&t.offset_text(true, true)),
            3 if t.offset == 0 => out.push_str("UTC"),
            3 | 4 => out.push_str(&t.offset_text(false, false)),
            5 => out.push_str(&t.offset_text(false, true)),
            _ => return Err(verb_error(tok, "timezone must be Z, ZZZZ, or ZZZZZ")),
        },
        _ => return Err(verb_error(tok, "")),
    }
    Ok(())
}

/// `formatdate(format, time)`: the timestamp written by the specification.
pub fn formatdate() -> Function {
    Function::builder([
        Parameter::new("format", Type::String),
        Parameter::new("time", Type::String),
    ])
    .description("Writes the RFC 3339 timestamp by the date format specification.")
    .returns(Type::String)
    .refine_not_null()
    .build(|args, _| {
        let spec = text_arg(args, 0)?;
        let t = timestamp::parse(text_arg(args, 1)?).map_err(|e| Error::arg(1, e))?;
        let mut out = String::new();
        for tok in tokens(spec) {
            if let Some(body) = tok.strip_prefix('\'') {
                if tok.len() == 1 || !tok.ends_with('\'') {
                    return Err(Error::arg(0, "unterminated literal '"));
                }
                if tok == "''" {
                    out.push('\'');
                } else {
                    out.push_str(&unquote(&body[..body.len() - 1]));
                }
            } else if tok.as_bytes()[0].is_ascii_alphabetic() {
                write_verb(&mut out, tok, &t)?;
            } else {
                out.push_str(tok);
            }
        }
        Ok(Value::string(out))
    })
}

/// `timeadd(timestamp, duration)`: the timestamp moved by the duration (`1h30m`,
/// `-10s`...), in RFC 3339 with the timestamp's offset.
pub fn timeadd() -> Function {
    Function::builder([
        Parameter::new("timestamp", Type::String),
        Parameter::new("duration", Type::String),
    ])
    .description("Adds the duration to the RFC 3339 timestamp.")
    .returns(Type::String)
    .build(|args, _| {
        let t = timestamp::parse(text_arg(args, 0)?).map_err(Error::new)?;
        let d = duration::parse(text_arg(args, 1)?).map_err(Error::new)?;
        Ok(Value::string(t.add_nanos(d).to_rfc3339()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specifications_split_into_literals_verbs_and_text() {
        assert_eq!(
            tokens("YYYY-MM 'at' h''x'it''s'"),
            vec!["YYYY", "-", "MM", " ", "'at'", " ", "h", "''", "x", "'it''s'"]
        );
        assert_eq!(tokens("'open"), vec!["'open"]);
    }

    #[test]
    fn dates_format_as_the_reference_documents() {
        let f = formatdate();
        let call = |spec: &str, ts: &str| {
            f.call(&[Value::string(spec), Value::string(ts)])
                .map(|v| v.as_str().unwrap_or_default().to_string())
        };
        assert_eq!(
            call("DD MMM YYYY hh:mm ZZZ", "2018-01-02T23:12:01Z").unwrap(),
            "02 Jan 2018 23:12 UTC"
        );
        assert_eq!(
            call("EEEE, MMMM D, YYYY", "2018-01-02T23:12:01-08:00").unwrap(),
            "Tuesday, January 2, 2018"
        );
        assert_eq!(call("h:mm aa", "2018-01-02T23:12:01Z").unwrap(), "23:12 pm");
        assert_eq!(call("H:mm AA", "2018-01-02T00:12:01Z").unwrap(), "12:12 AM");
        assert_eq!(
            call("'today is' EEE", "2018-01-02T23:12:01Z").unwrap(),
            "today is Tue"
        );
        assert!(call("YYY", "2018-01-02T23:12:01Z").is_err());
    }
}
