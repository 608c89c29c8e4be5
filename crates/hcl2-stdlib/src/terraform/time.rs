//! `timestamp()` and `timecmp(a, b)`, on RFC 3339 timestamps (the `time` crate).

use std::cmp::Ordering;

use hcl2_value::{Error, Function, Parameter, Type, Value};
use time::OffsetDateTime;

use crate::datetime::timestamp::{self, Timestamp};

/// `timestamp()`: the current time in UTC, as RFC 3339 to the second
/// (`2006-01-02T15:04:05Z`); a different result as time passes.
pub(super) fn timestamp() -> Function {
    Function::builder([])
        .returns(Type::String)
        .refine_not_null()
        .build(|_, _| {
            let now = OffsetDateTime::now_utc();
            Ok(Value::string(format!(
                "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
                now.year(),
                u8::from(now.month()),
                now.day(),
                now.hour(),
                now.minute(),
                now.second()
            )))
        })
}

/// `timecmp(timestamp_a, timestamp_b)`: -1, 0 or 1 as the first instant is before,
/// the same as, or after the second (offsets taken into account).
pub(super) fn timecmp() -> Function {
    Function::builder([
        Parameter::new("timestamp_a", Type::String),
        Parameter::new("timestamp_b", Type::String),
    ])
    .returns(Type::Number)
    .refine_not_null()
    .build(|args, _| {
        let a = parse(&args[0], 0)?;
        let b = parse(&args[1], 1)?;
        let instant = |t: &Timestamp| (t.seconds, t.nanos);
        Ok(Value::from(match instant(&a).cmp(&instant(&b)) {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        }))
    })
}

/// The timestamp argument at `arg`, read as Terraform's own copy of the reading does
/// (Go's `time.Parse`, looser than go-cty 1.13+'s `formatdate`: a one-digit hour, a
/// `,` fraction, offsets to ±24:60; go-cty 1.12.1's wording), the error on that
/// argument.
fn parse(v: &Value, arg: usize) -> Result<Timestamp, Error> {
    timestamp::parse_loose(v.as_str().unwrap_or_default()).map_err(|e| Error::arg(arg, e))
}
