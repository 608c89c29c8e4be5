//! `yamldecode`'s timestamps: a plain scalar (or a `!!timestamp`) that Go's
//! `time.Parse` reads with one of go-cty-yaml's layouts becomes the RFC 3339 text of
//! that time, fractional seconds dropped, as Terraform gives it.
//!
//! The layouts: a four-digit year, `-`, a month and a day of one or two digits, then
//! optionally `T` or `t`, hours, minutes and seconds of one or two digits, a fraction,
//! and `Z` or a `±hh:mm` offset; or a space, the time and fraction, and no offset.

use crate::datetime::timestamp::days_in;

/// The RFC 3339 text of the timestamp `s`, or `None` when it is not one.
pub(super) fn timestamp(s: &str) -> Option<String> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    if digits != 4 || s.as_bytes().get(4) != Some(&b'-') {
        return None;
    }
    let mut cursor = Cursor(s);
    let year = cursor.number(4, 4)?;
    cursor.literal("-")?;
    let month = cursor.number(1, 2)?;
    cursor.literal("-")?;
    let day = cursor.number(1, 2)?;
    if !(1..=12).contains(&month) || day < 1 || day > days_in(month, i64::from(year)) {
        return None;
    }
    let date = format!("{year:04}-{month:02}-{day:02}T");
    if cursor.0.is_empty() {
        return Some(format!("{date}00:00:00Z"));
    }
    let zoned = cursor
        .literal("T")
        .or_else(|| cursor.literal("t"))
        .is_some();
    if !zoned {
        cursor.literal(" ")?;
    }
    let (hour, minute, second) = (cursor.number(1, 2)?, cursor.clock()?, cursor.clock()?);
    if hour >= 24 || minute >= 60 || second >= 60 {
        return None;
    }
    cursor.fraction();
    let zone = if zoned {
        cursor.zone()?
    } else {
        "Z".to_string()
    };
    cursor
        .0
        .is_empty()
        .then(|| format!("{date}{hour:02}:{minute:02}:{second:02}{zone}"))
}

struct Cursor<'a>(&'a str);

impl Cursor<'_> {
    fn literal(&mut self, text: &str) -> Option<()> {
        self.0 = self.0.strip_prefix(text)?;
        Some(())
    }

    /// Between `min` and `max` digits (as many as there are, up to `max`).
    fn number(&mut self, min: usize, max: usize) -> Option<u32> {
        let n = self
            .0
            .bytes()
            .take(max)
            .take_while(u8::is_ascii_digit)
            .count();
        if n < min {
            return None;
        }
        let value = self.0[..n].parse().ok()?;
        self.0 = &self.0[n..];
        Some(value)
    }

    /// `:` and one or two digits.
    fn clock(&mut self) -> Option<u32> {
        self.literal(":")?;
        self.number(1, 2)
    }

    /// An optional `.` or `,` and digits.
    fn fraction(&mut self) {
        let b = self.0.as_bytes();
        if b.len() >= 2 && (b[0] == b'.' || b[0] == b',') && b[1].is_ascii_digit() {
            let n = 1 + self.0[1..].bytes().take_while(u8::is_ascii_digit).count();
            self.0 = &self.0[n..];
        }
    }

    /// `Z`, or `±hh:mm` (hours up to 24, minutes up to 60); a zero offset prints `Z`.
    fn zone(&mut self) -> Option<String> {
        if self.literal("Z").is_some() {
            return Some("Z".into());
        }
        let b = self.0.as_bytes();
        if b.len() < 6 || b[3] != b':' || !(b[0] == b'+' || b[0] == b'-') {
            return None;
        }
        let two = |t: &str| {
            (t.len() == 2 && t.bytes().all(|c| c.is_ascii_digit()))
                .then(|| t.parse::<u32>().ok())
                .flatten()
        };
        let (hours, minutes) = (two(&self.0[1..3])?, two(&self.0[4..6])?);
        let sign = char::from(b[0]);
        self.0 = &self.0[6..];
        if hours > 24 || minutes > 60 {
            return None;
        }
        Some(if hours == 0 && minutes == 0 {
            "Z".into()
        } else {
            format!("{sign}{hours:02}:{minutes:02}")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::timestamp;

    #[test]
    fn dates_and_times_print_as_rfc_3339() {
        assert_eq!(
            timestamp("2001-12-14").as_deref(),
            Some("2001-12-14T00:00:00Z")
        );
        assert_eq!(
            timestamp("2001-2-3").as_deref(),
            Some("2001-02-03T00:00:00Z")
        );
        assert_eq!(
            timestamp("2001-12-14t21:59:43.10-05:00").as_deref(),
            Some("2001-12-14T21:59:43-05:00")
        );
        assert_eq!(
            timestamp("2001-12-14 21:59:43.10").as_deref(),
            Some("2001-12-14T21:59:43Z")
        );
        assert_eq!(
            timestamp("2001-12-14T1:2:3+00:00").as_deref(),
            Some("2001-12-14T01:02:03Z")
        );
    }

    #[test]
    fn other_texts_are_not_timestamps() {
        for s in [
            "2001-02-30",
            "2001-13-01",
            "01-12-14",
            "2001-12-14 21:59:43.10 -5",
            "2001-12-14T25:00:00Z",
            "2001-12-14x",
        ] {
            assert_eq!(timestamp(s), None, "{s}");
        }
    }
}
