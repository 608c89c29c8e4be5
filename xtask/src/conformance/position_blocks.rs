//! The `from { line = .. column = .. byte = .. }` and `to { .. }` blocks with which a
//! `.t` file states a source range, read as the reference harness decodes them (Go
//! struct decoding of exactly one `from` and one `to` block, each with three required
//! whole-number arguments; anything else in the body is left for the caller).

use hcl2_core::{Attribute, Body, BodySchema};
use hcl2_value::{convert, Type};

use super::problem::{problems_of, Location, Position, Problem};

/// A range read from a body, without a file name (the test's input file is meant).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StatedRange {
    /// The `from` position.
    pub start: Position,
    /// The `to` position.
    pub end: Position,
}

impl StatedRange {
    /// The range in `filename`.
    pub fn in_file(&self, filename: &str) -> Location {
        Location {
            filename: filename.to_string(),
            start: self.start,
            end: self.end,
        }
    }
}

/// Reads the `from` and `to` blocks of `body`; returns the range (zero positions where
/// they could not be read), the rest of the body, and the problems found.
pub fn read_range<'a>(body: &'a dyn Body) -> (StatedRange, Box<dyn Body + 'a>, Vec<Problem>) {
    let schema = BodySchema::new()
        .block("from", [""; 0])
        .block("to", [""; 0]);
    let (content, remain, diags) = body.partial_content(&schema);
    let mut problems = problems_of(&diags);
    let mut range = StatedRange::default();
    for (which, slot) in [("from", &mut range.start), ("to", &mut range.end)] {
        let blocks: Vec<_> = content
            .blocks
            .iter()
            .filter(|b| b.type_name == which)
            .collect();
        match blocks.as_slice() {
            [] => problems.push(Problem::error(
                format!("Missing {which} block"),
                format!("A {which} block is required."),
                Some(Location::of(&content.missing_item_range)),
            )),
            [only] => *slot = read_position(only.body.as_ref(), &mut problems),
            [first, second, ..] => problems.push(Problem::error(
                format!("Duplicate {which} block"),
                format!(
                    "Only one {which} block is allowed. Another was defined at {}.",
                    first.def_range
                ),
                Some(Location::of(&second.def_range)),
            )),
        }
    }
    (range, remain, problems)
}

/// A `from` or `to` block's body: `line`, `column` and `byte`, all required.
fn read_position(body: &dyn Body, problems: &mut Vec<Problem>) -> Position {
    let schema = BodySchema::new()
        .attribute("line", true)
        .attribute("column", true)
        .attribute("byte", true);
    let (content, diags) = body.content(&schema);
    problems.extend(problems_of(&diags));
    let mut int = |name: &str| {
        content
            .attributes
            .get(name)
            .map_or(0, |attr| read_int(attr, problems))
    };
    Position {
        line: int("line"),
        column: int("column"),
        byte: int("byte"),
    }
}

/// An argument decoded into a Go `int`: converted to a number, which must be known,
/// not null, and a whole number in the 64-bit range (0 when it is not).
fn read_int(attr: &Attribute<'_>, problems: &mut Vec<Problem>) -> i64 {
    let (value, diags) = attr.expr.value(None);
    problems.extend(problems_of(&diags));
    let mut unsuitable = |why: &str| {
        problems.push(Problem::error(
            "Unsuitable value type",
            format!("Unsuitable value: {why}"),
            Some(Location::of(&attr.expr.start_range())),
        ));
        0
    };
    let number = match convert(&value, &Type::Number) {
        Ok(number) => number,
        Err(e) => return unsuitable(e.message()),
    };
    if number.is_null() {
        return unsuitable("null value is not allowed");
    }
    if !number.is_known() {
        return unsuitable("value must be known");
    }
    match number.as_number().and_then(|n| n.to_i64()) {
        Some(n) => n,
        None => unsuitable(&format!(
            "value must be a whole number, between {} and {}",
            i64::MIN,
            i64::MAX
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::Pos;

    fn read(text: &str) -> (StatedRange, Vec<String>, Vec<String>) {
        let parsed = hcl2_native::parse_config(text.as_bytes(), "t.t", Pos::START);
        assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
        let body = parsed.body();
        let (range, remain, problems) = read_range(&body);
        let (rest, _) = remain.just_attributes();
        let rest = rest.keys().cloned().collect();
        let problems = problems.iter().map(|p| p.to_string()).collect();
        (range, problems, rest)
    }

    #[test]
    fn from_and_to_blocks_give_the_range_and_leave_the_rest() {
        let (range, problems, rest) = read(
            "from {\n  line = 1\n  column = 2\n  byte = \"1\"\n}\nto {\n  line = 3\n  column = 4\n  byte = 20\n}\nextra = true\n",
        );
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(
            range,
            StatedRange {
                start: Position {
                    line: 1,
                    column: 2,
                    byte: 1
                },
                end: Position {
                    line: 3,
                    column: 4,
                    byte: 20
                },
            }
        );
        assert_eq!(rest, ["extra"]);
    }

    #[test]
    fn missing_duplicate_and_unsuitable_positions_are_problems() {
        let (_, problems, _) = read("to {\n  line = 1.5\n  column = null\n}\nto {\n}\n");
        assert_eq!(
            problems,
            [
                "error: Missing from block (t.t:1,1-1): A from block is required.",
                "error: Duplicate to block (t.t:5,1-3): Only one to block is allowed. Another was defined at t.t:1,1-3.",
            ]
        );
        let (_, problems, _) =
            read("from {\n  line = 1.5\n  column = null\n  byte = \"x\"\n}\nto {\n  line = 1\n}\n");
        assert_eq!(
            problems,
            [
                "error: Unsuitable value type (t.t:2,10-13): Unsuitable value: value must be a whole number, between -9223372036854775808 and 9223372036854775807",
                "error: Unsuitable value type (t.t:3,12-16): Unsuitable value: null value is not allowed",
                "error: Unsuitable value type (t.t:4,11-12): Unsuitable value: a number is required",
                "error: Missing required argument (t.t:6,4-4): The argument \"column\" is required, but no definition was found.",
                "error: Missing required argument (t.t:6,4-4): The argument \"byte\" is required, but no definition was found.",
            ]
        );
    }
}
