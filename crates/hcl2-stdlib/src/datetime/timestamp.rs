//! RFC 3339 timestamps as go-cty 1.13+ reads them and writes them, with its error
//! wording.
//!
//! Go's `time.Parse` with the RFC 3339 layout (what go-cty 1.12.1 used) is looser
//! than the RFC: it takes a one-digit hour, a `,` before the fraction of a second and
//! offsets up to ±24:60. go-cty 1.13.0 made the parse strict (its changelog: "a
//! stricter RFC3339 parser"): those three forms are refused, and it names the hour and
//! minute errors plainly. We read in two steps as it does: the loose reading gives
//! the wording of most errors, then the strict checks refuse what the RFC does not
//! allow.

/// A moment with the UTC offset it was written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Timestamp {
    /// Seconds since 1970-01-01T00:00:00Z.
    pub seconds: i64,
    pub nanos: u32,
    /// The offset east of UTC, in seconds.
    pub offset: i32,
    /// Whether the offset was written `Z`.
    pub zulu: bool,
}

/// The civil fields of a timestamp in its own offset.
pub(crate) struct Civil {
    pub year: i64,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
    /// 0 is Sunday.
    pub weekday: u32,
}

/// Days since 1970-01-01 of a proleptic Gregorian date.
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (i64::from(m) + 9) % 12;
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a count of days since 1970-01-01.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// The number of days of `month` (1–12) in `year` (Gregorian).
pub(crate) fn days_in(month: u32, year: i64) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Timestamp {
    /// The civil fields in the timestamp's own offset.
    pub(crate) fn civil(&self) -> Civil {
        let local = self.seconds + i64::from(self.offset);
        let days = local.div_euclid(86_400);
        let secs = local.rem_euclid(86_400) as u32;
        let (year, month, day) = civil_from_days(days);
        Civil {
            year,
            month,
            day,
            hour: secs / 3600,
            minute: secs / 60 % 60,
            second: secs % 60,
            weekday: (days + 4).rem_euclid(7) as u32,
        }
    }

    /// `self` moved by `nanos` nanoseconds.
    pub(crate) fn add_nanos(&self, nanos: i64) -> Timestamp {
        let total =
            i128::from(self.seconds) * 1_000_000_000 + i128::from(self.nanos) + i128::from(nanos);
        Timestamp {
            seconds: total.div_euclid(1_000_000_000) as i64,
            nanos: total.rem_euclid(1_000_000_000) as u32,
            ..*self
        }
    }

    /// The offset as Go's `Z07:00` writes it.
    pub(crate) fn offset_text(&self, zulu_when_zero: bool, colon: bool) -> String {
        if self.offset == 0 && zulu_when_zero {
            return "Z".to_string();
        }
        let sign = if self.offset < 0 { '-' } else { '+' };
        let a = self.offset.unsigned_abs() / 60;
        let sep = if colon { ":" } else { "" };
        format!("{sign}{:02}{sep}{:02}", a / 60, a % 60)
    }

    /// The RFC 3339 text (whole seconds), as Go's `Format(time.RFC3339)` writes it.
    pub(crate) fn to_rfc3339(self) -> String {
        let c = self.civil();
        format!(
            "{}-{:02}-{:02}T{:02}:{:02}:{:02}{}",
            go_year(c.year),
            c.month,
            c.day,
            c.hour,
            c.minute,
            c.second,
            self.offset_text(true, true)
        )
    }
}

/// A year as Go's four-digit year layout writes it (`-0042` for year -42).
pub(crate) fn go_year(year: i64) -> String {
    if year < 0 {
        format!("-{:04}", -year)
    } else {
        format!("{year:04}")
    }
}

/// Why a timestamp does not read: the layout element expected, the text left at that
/// point, and a message for the errors found after reading (`day out of range`).
struct ParseError {
    layout: &'static str,
    value: String,
    message: &'static str,
}

/// `n` digits at the start of `s`: exactly `n`, or with `loose` one or two.
fn number(s: &str, loose: bool) -> Option<(u32, &str)> {
    let b = s.as_bytes();
    let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    if !digit(0) {
        return None;
    }
    if !digit(1) {
        return loose.then(|| (u32::from(b[0] - b'0'), &s[1..]));
    }
    Some((
        u32::from(b[0] - b'0') * 10 + u32::from(b[1] - b'0'),
        &s[2..],
    ))
}

/// Reads the literal `lit` at the start of `s`.
fn literal<'a>(s: &'a str, lit: &'static str) -> Result<&'a str, ParseError> {
    s.strip_prefix(lit).ok_or_else(|| ParseError {
        layout: lit,
        value: s.to_string(),
        message: "",
    })
}

/// A two-digit (or, `loose`, one-digit) field at most `max` (exclusive `max + 1`).
fn field<'a>(
    s: &'a str,
    layout: &'static str,
    loose: bool,
    below: u32,
) -> Result<(u32, &'a str), ParseError> {
    let (n, rest) = number(s, loose).ok_or_else(|| ParseError {
        layout,
        value: s.to_string(),
        message: "",
    })?;
    if n >= below {
        return Err(ParseError {
            layout,
            value: rest.to_string(),
            message: "out of range",
        });
    }
    Ok((n, rest))
}

fn parse_parts(s: &str) -> Result<Timestamp, ParseError> {
    let bad = |layout, value: &str| ParseError {
        layout,
        value: value.to_string(),
        message: "",
    };
    if s.len() < 4 || !s.as_bytes()[0].is_ascii_digit() {
        return Err(bad("2006", s));
    }
    if !s.is_char_boundary(4) {
        return Err(bad("2006", s));
    }
    let (year_text, rest) = s.split_at(4);
    if !year_text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad("2006", rest));
    }
    let year: i64 = year_text.parse().unwrap_or(0);
    let rest = literal(rest, "-")?;
    let (month, rest) = field(rest, "01", false, 13)?;
    if month == 0 {
        return Err(ParseError {
            layout: "01",
            value: rest.to_string(),
            message: "out of range",
        });
    }
    let rest = literal(rest, "-")?;
    let (day, rest) = number(rest, false).ok_or_else(|| bad("02", rest))?;
    let rest = literal(rest, "T")?;
    let (hour, rest) = field(rest, "15", true, 24)?;
    let rest = literal(rest, ":")?;
    let (minute, rest) = field(rest, "04", false, 60)?;
    let rest = literal(rest, ":")?;
    let (second, mut rest) = field(rest, "05", false, 60)?;
    let mut nanos = 0;
    let b = rest.as_bytes();
    if b.len() >= 2 && (b[0] == b'.' || b[0] == b',') && b[1].is_ascii_digit() {
        let n = 1 + b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        let digits = &rest[1..n.min(10)];
        nanos = digits.parse::<u32>().unwrap_or(0) * 10u32.pow(9 - digits.len() as u32);
        rest = &rest[n..];
    }
    let (offset, zulu, rest) = if let Some(after) = rest.strip_prefix('Z') {
        (0, true, after)
    } else {
        let b = rest.as_bytes();
        if b.len() < 6 || b[3] != b':' {
            return Err(bad("Z07:00", rest));
        }
        let hh = number(&rest[1..3], false).filter(|(_, r)| r.is_empty());
        let mm = number(&rest[4..6], false).filter(|(_, r)| r.is_empty());
        let (Some((hh, _)), Some((mm, _))) = (hh, mm) else {
            return Err(bad("Z07:00", rest));
        };
        let after = &rest[6..];
        if hh > 24 || mm > 60 {
            return Err(ParseError {
                layout: "Z07:00",
                value: after.to_string(),
                message: "out of range",
            });
        }
        let magnitude = (hh * 60 + mm) as i32 * 60;
        let offset = match b[0] {
            b'+' => magnitude,
            b'-' => -magnitude,
            _ => return Err(bad("Z07:00", rest)),
        };
        (offset, false, after)
    };
    if !rest.is_empty() {
        return Err(bad("", rest));
    }
    if day < 1 || day > days_in(month, year) {
        return Err(ParseError {
            layout: "",
            value: String::new(),
            message: "day out of range",
        });
    }
    let days = days_from_civil(year, month, day);
    let local = days * 86_400 + i64::from(hour * 3600 + minute * 60 + second);
    Ok(Timestamp {
        seconds: local - i64::from(offset),
        nanos,
        offset,
        zulu,
    })
}

/// What the loose reading accepts but RFC 3339 does not, checked on a text the loose
/// reading accepted (so it has at least `2006-01-02T1:04:05Z`'s 19 bytes, all ASCII
/// up to the seconds): a one-digit hour, a `,` before the fraction of a second, an
/// offset hour over 23 or minute over 59.
fn strict_refusal(s: &str) -> Option<ParseError> {
    let b = s.as_bytes();
    let refuse = |layout, value: &str| ParseError {
        layout,
        value: value.to_string(),
        message: "",
    };
    if b[12] == b':' {
        return Some(refuse("15", &s[11..12]));
    }
    if b.get(19) == Some(&b',') {
        return Some(refuse(".", ","));
    }
    if b.last() == Some(&b'Z') {
        return None;
    }
    let two = |i: usize| u32::from(b[i] - b'0') * 10 + u32::from(b[i + 1] - b'0');
    let n = b.len();
    (two(n - 5) >= 24 || two(n - 2) >= 60).then(|| refuse("Z07:00", &s[n - 6..]))
}

/// The loose reading, then the strict checks.
fn parse_strict(s: &str) -> Result<Timestamp, ParseError> {
    let t = parse_parts(s)?;
    match strict_refusal(s) {
        Some(e) => Err(e),
        None => Ok(t),
    }
}

/// Reads an RFC 3339 timestamp strictly, with go-cty 1.13+'s error messages.
pub(crate) fn parse(s: &str) -> Result<Timestamp, String> {
    parse_strict(s).map_err(|e| message(e, true))
}

/// Reads a timestamp as Go's `time.Parse` with the RFC 3339 layout does (one-digit
/// hours, `,` fractions, offsets to ±24:60), with go-cty 1.12.1's error messages: what
/// Terraform's `timecmp` does, with its own copy of that reading.
pub(crate) fn parse_loose(s: &str) -> Result<Timestamp, String> {
    parse_parts(s).map_err(|e| message(e, false))
}

/// The error text: go-cty's, with 1.13+'s plain hour and minute messages when `newer`.
fn message(e: ParseError, newer: bool) -> String {
    {
        let quote = hcl2_value::strings::go_quote;
        if e.layout.is_empty() && e.value.is_empty() {
            return format!("not a valid RFC3339 timestamp: {}", e.message);
        }
        let what = match e.layout {
            "2006" => "year",
            "01" => "month",
            "02" => "day of month",
            "15" => "hour",
            "04" => "minute",
            "05" => "second",
            "Z07:00" => "UTC offset",
            "T" => {
                return "not a valid RFC3339 timestamp: missing required time introducer 'T'"
                    .to_string()
            }
            ":" | "-" if e.value.is_empty() => {
                return format!(
                    "not a valid RFC3339 timestamp: end of string where {} is expected",
                    quote(e.layout)
                )
            }
            ":" | "-" => {
                return format!(
                    "not a valid RFC3339 timestamp: found {} where {} is expected",
                    quote(&e.value),
                    quote(e.layout)
                )
            }
            _ => "timestamp segment",
        };
        let plain = match what {
            _ if e.value.is_empty() || !newer => "",
            "hour" if e.value.contains(':') => "hour must be between 0 and 23 inclusive",
            "hour" if e.value.len() != 2 => "hour must have exactly two digits",
            "minute" if e.value.len() != 2 => "minute must have exactly two digits",
            _ => "",
        };
        if e.value.is_empty() {
            format!("not a valid RFC3339 timestamp: end of string before {what}")
        } else if !plain.is_empty() {
            format!("not a valid RFC3339 timestamp: {plain}")
        } else {
            format!(
                "not a valid RFC3339 timestamp: cannot use {} as {what}",
                quote(&e.value)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates_round_trip() {
        for days in [-800_000, -1, 0, 1, 11_016, 2_932_896] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
    }

    #[test]
    fn timestamps_read_and_write_as_the_reference() {
        let t = parse("2017-03-07T13:04:05.5+10:30").unwrap();
        assert_eq!(t.to_rfc3339(), "2017-03-07T13:04:05+10:30");
        assert_eq!(
            t.add_nanos(500_000_000).to_rfc3339(),
            "2017-03-07T13:04:06+10:30"
        );
        assert_eq!(
            parse("2017-13-22T00:00:00Z").unwrap_err(),
            "not a valid RFC3339 timestamp: cannot use \"-22T00:00:00Z\" as month"
        );
        assert_eq!(
            parse("2017-02-30T00:00:00Z").unwrap_err(),
            "not a valid RFC3339 timestamp: day out of range"
        );
        assert_eq!(
            parse("2017-11-22T00:00").unwrap_err(),
            "not a valid RFC3339 timestamp: end of string where \":\" is expected"
        );
    }

    /// go-cty 1.13+'s error table (its `datetime_test.go` expectations), every form
    /// the strict reading refuses or names anew among them.
    #[test]
    fn strict_reading_refuses_what_rfc_3339_does_not_allow() {
        let cases = [
            (
                "2017-12-02t00:00:00Z",
                "missing required time introducer 'T'",
            ),
            (
                "2017-01-02T26:00:00Z",
                "hour must be between 0 and 23 inclusive",
            ),
            ("2000-01-01T1:12:34Z", "hour must have exactly two digits"),
            ("2000-01-01T01:1:34Z", "minute must have exactly two digits"),
            (
                "2000-01-01T00:61:00Z",
                "minute must have exactly two digits",
            ),
            ("2000-01-01T01:01:1Z", "cannot use \"1Z\" as second"),
            (
                "2000-01-01T00:00:00,000Z",
                "cannot use \",\" as timestamp segment",
            ),
            (
                "2000-01-01T00:00:00+24:00",
                "cannot use \"+24:00\" as UTC offset",
            ),
            (
                "2000-01-01T00:00:00+00:60",
                "cannot use \"+00:60\" as UTC offset",
            ),
            ("2000-01-01T00:00:00z", "cannot use \"z\" as UTC offset"),
            ("2017-01-02T00:00:00", "end of string before UTC offset"),
        ];
        for (text, want) in cases {
            assert_eq!(
                parse(text).unwrap_err(),
                format!("not a valid RFC3339 timestamp: {want}"),
                "{text}"
            );
        }
    }

    #[test]
    fn strict_reading_accepts_every_rfc_3339_form() {
        for (text, written) in [
            ("2022-03-01T00:23:45Z", "2022-03-01T00:23:45Z"),
            ("2022-03-01T00:23:45.123456789Z", "2022-03-01T00:23:45Z"),
            ("2022-03-01T00:23:45+23:59", "2022-03-01T00:23:45+23:59"),
            ("2022-03-01T00:23:45-00:00", "2022-03-01T00:23:45Z"),
            ("0000-01-01T00:00:00Z", "0000-01-01T00:00:00Z"),
        ] {
            assert_eq!(parse(text).map(Timestamp::to_rfc3339), Ok(written.into()));
        }
    }
}
