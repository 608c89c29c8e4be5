//! Durations as Go's `time.ParseDuration` reads them: a sign, then numbers (with an
//! optional fraction) each followed by a unit (`ns`, `us`, `µs`, `ms`, `s`, `m`, `h`).

/// Go's quoting of text in time errors: ASCII printable kept (with `"` and `\`
/// escaped), everything else as `\x` bytes.
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        if c.is_ascii() && c >= ' ' && c != '\u{7f}' {
            if c == '"' || c == '\\' {
                out.push('\\');
            }
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("\\x{b:02x}"));
            }
        }
    }
    out.push('"');
    out
}

fn unit_nanos(unit: &str) -> Option<u64> {
    Some(match unit {
        "ns" => 1,
        "us" | "\u{b5}s" | "\u{3bc}s" => 1_000,
        "ms" => 1_000_000,
        "s" => 1_000_000_000,
        "m" => 60_000_000_000,
        "h" => 3_600_000_000_000,
        _ => return None,
    })
}

/// Reads a duration in nanoseconds, with Go's error messages.
pub(crate) fn parse(orig: &str) -> Result<i64, String> {
    let invalid = || format!("time: invalid duration {}", quote(orig));
    let mut s = orig;
    let mut neg = false;
    if let Some(c @ ('-' | '+')) = s.chars().next() {
        neg = c == '-';
        s = &s[1..];
    }
    if s == "0" {
        return Ok(0);
    }
    if s.is_empty() {
        return Err(invalid());
    }
    const LIMIT: u64 = 1 << 63;
    let mut total: u64 = 0;
    while !s.is_empty() {
        let b = s.as_bytes();
        if !(b[0] == b'.' || b[0].is_ascii_digit()) {
            return Err(invalid());
        }
        let int_len = b.iter().take_while(|c| c.is_ascii_digit()).count();
        let mut v: u64 = 0;
        for &d in &b[..int_len] {
            if v > LIMIT / 10 {
                return Err(invalid());
            }
            v = v * 10 + u64::from(d - b'0');
            if v > LIMIT {
                return Err(invalid());
            }
        }
        s = &s[int_len..];
        let (mut f, mut scale, mut post) = (0u64, 1f64, false);
        if let Some(after) = s.strip_prefix('.') {
            let frac_len = after.bytes().take_while(u8::is_ascii_digit).count();
            let mut overflow = false;
            for &d in &after.as_bytes()[..frac_len] {
                if overflow {
                    continue;
                }
                if f > (LIMIT - 1) / 10 {
                    overflow = true;
                    continue;
                }
                let y = f * 10 + u64::from(d - b'0');
                if y > LIMIT {
                    overflow = true;
                    continue;
                }
                f = y;
                scale *= 10.0;
            }
            post = frac_len > 0;
            s = &after[frac_len..];
        }
        if int_len == 0 && !post {
            return Err(invalid());
        }
        let unit_len = s
            .bytes()
            .take_while(|&c| !(c == b'.' || c.is_ascii_digit()))
            .count();
        if unit_len == 0 {
            return Err(format!("time: missing unit in duration {}", quote(orig)));
        }
        let unit = &s[..unit_len];
        s = &s[unit_len..];
        let Some(per) = unit_nanos(unit) else {
            return Err(format!(
                "time: unknown unit {} in duration {}",
                quote(unit),
                quote(orig)
            ));
        };
        if v > LIMIT / per {
            return Err(invalid());
        }
        v *= per;
        if f > 0 {
            v += (f as f64 * (per as f64 / scale)) as u64;
            if v > LIMIT {
                return Err(invalid());
            }
        }
        total += v;
        if total > LIMIT {
            return Err(invalid());
        }
    }
    if neg {
        return Ok((total as i128).wrapping_neg() as i64);
    }
    if total > LIMIT - 1 {
        return Err(invalid());
    }
    Ok(total as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_go_reads_them() {
        assert_eq!(parse("1h30m"), Ok(5_400_000_000_000));
        assert_eq!(parse("-1.5s"), Ok(-1_500_000_000));
        assert_eq!(parse("1µs"), Ok(1_000));
        assert_eq!(parse("0"), Ok(0));
        assert_eq!(
            parse("5").unwrap_err(),
            "time: missing unit in duration \"5\""
        );
        assert_eq!(
            parse("1d").unwrap_err(),
            "time: unknown unit \"d\" in duration \"1d\""
        );
        assert_eq!(parse("").unwrap_err(), "time: invalid duration \"\"");
        assert_eq!(
            parse("9999999999h").unwrap_err(),
            "time: invalid duration \"9999999999h\""
        );
    }
}
