//! The error the decoding deserializers pass up: placed diagnostics, or what serde said
//! before the deserializer that knows the range has placed it.

use std::fmt;

use hcl2_core::suggestion::{did_you_mean, first_suggestion};
use hcl2_core::{Diagnostic, Diagnostics, Range};
use hcl2_value::strings::go_quote;

/// An error on its way up the decoder.
#[derive(Debug)]
pub(crate) enum DeError {
    /// Diagnostics with their ranges, ready for the user.
    Placed(Diagnostics),
    /// A message from serde or a visitor, not yet given a range.
    Message(String),
    /// A struct lacked a field it requires.
    MissingField(&'static str),
    /// A struct that denies unknown fields met one.
    UnknownField(String, &'static [&'static str]),
}

impl DeError {
    /// One placed diagnostic.
    pub(crate) fn diagnostic(d: Diagnostic) -> DeError {
        DeError::Placed(d.into())
    }

    /// The error placed on a value: serde's complaints become the reference's
    /// "Unsuitable value type" on the expression, as `gohcl` words them.
    pub(crate) fn on_value(self, start: &Range, whole: &Range) -> DeError {
        match self {
            DeError::Placed(_) => self,
            other => DeError::diagnostic(unsuitable(&other.to_string(), start, whole)),
        }
    }

    /// The error placed on a body whose struct it came from: a missing field is the
    /// reference's "Missing required argument" where the item would have gone.
    pub(crate) fn on_body(self, missing_item: &Range) -> DeError {
        DeError::Placed(self.into_diagnostics(missing_item))
    }

    /// The diagnostics, placing anything still unplaced on the body whose missing-item
    /// range is `missing_item`.
    pub(crate) fn into_diagnostics(self, missing_item: &Range) -> Diagnostics {
        match self {
            DeError::Placed(d) => d,
            DeError::MissingField(f) => Diagnostic::error(
                "Missing required argument",
                format!(
                    "The argument {} is required, but no definition was found.",
                    go_quote(f)
                ),
                Some(missing_item.clone()),
            )
            .into(),
            other => unsuitable(&other.to_string(), missing_item, missing_item).into(),
        }
    }
}

/// `gohcl`'s error for a value that does not fit its field.
fn unsuitable(detail: &str, start: &Range, whole: &Range) -> Diagnostic {
    Diagnostic::error(
        "Unsuitable value type",
        format!("Unsuitable value: {detail}"),
        Some(start.clone()),
    )
    .with_context(whole.clone())
}

/// How a name the struct does not know is reported, by what the name was.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ItemKind {
    /// A native argument (`name = value`) or an object attribute.
    Argument,
    /// A native block type.
    Block,
    /// A property of a JSON object.
    JsonProperty,
    /// A block label or a map key.
    Label,
}

/// The reference's error for an item named `name` that no field takes, with its "Did
/// you mean" among `expected`.
pub(crate) fn unknown_item(
    kind: ItemKind,
    name: &str,
    range: &Range,
    expected: &[&str],
) -> Diagnostic {
    let hint = did_you_mean(first_suggestion(name, expected.iter().copied()));
    let quoted = go_quote(name);
    match kind {
        ItemKind::Argument => Diagnostic::error(
            "Unsupported argument",
            format!("An argument named {quoted} is not expected here.{hint}"),
            Some(range.clone()),
        ),
        ItemKind::Block => Diagnostic::error(
            "Unsupported block type",
            format!("Blocks of type {quoted} are not expected here.{hint}"),
            Some(range.clone()),
        ),
        ItemKind::JsonProperty => Diagnostic::error(
            "Extraneous JSON object property",
            format!("No argument or block type is named {quoted}.{hint}"),
            Some(range.clone()),
        )
        .with_context(range.clone()),
        ItemKind::Label => Diagnostic::error(
            "Unsuitable value type",
            format!("Unsuitable value: unknown key {quoted}.{hint}"),
            Some(range.clone()),
        ),
    }
}

impl fmt::Display for DeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeError::Placed(d) => d.fmt(f),
            DeError::Message(m) => f.write_str(m),
            DeError::MissingField(name) => write!(f, "missing field `{name}`"),
            DeError::UnknownField(name, _) => write!(f, "unknown field `{name}`"),
        }
    }
}

impl std::error::Error for DeError {}

impl serde::de::Error for DeError {
    fn custom<T: fmt::Display>(msg: T) -> DeError {
        DeError::Message(msg.to_string())
    }
    fn missing_field(field: &'static str) -> DeError {
        DeError::MissingField(field)
    }
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> DeError {
        DeError::UnknownField(field.to_string(), expected)
    }
}

impl From<hcl2_value::Error> for DeError {
    fn from(e: hcl2_value::Error) -> DeError {
        DeError::Message(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hcl2_core::Pos;

    fn at() -> Range {
        Range::new("m.hcl", Pos::new(2, 1, 6), Pos::new(2, 5, 10))
    }

    #[test]
    fn unknown_items_are_worded_per_kind_with_the_first_close_candidate() {
        let arg = unknown_item(ItemKind::Argument, "prot", &at(), &["name", "port"]);
        assert_eq!(arg.summary, "Unsupported argument");
        assert_eq!(
            arg.detail,
            "An argument named \"prot\" is not expected here. Did you mean \"port\"?"
        );
        let block = unknown_item(ItemKind::Block, "lstener", &at(), &["listener"]);
        assert_eq!(
            block.detail,
            "Blocks of type \"lstener\" are not expected here. Did you mean \"listener\"?"
        );
        let json = unknown_item(ItemKind::JsonProperty, "zzz", &at(), &["name"]);
        assert_eq!(json.summary, "Extraneous JSON object property");
        assert_eq!(json.detail, "No argument or block type is named \"zzz\".");
        assert_eq!(json.context, Some(at()));
    }

    #[test]
    fn a_missing_field_is_placed_on_the_body_and_a_message_on_the_value() {
        let d = DeError::MissingField("name").into_diagnostics(&at());
        assert_eq!(d.as_slice()[0].summary, "Missing required argument");
        assert_eq!(d.as_slice()[0].subject, Some(at()));
        let DeError::Placed(d) = DeError::Message("bad".into()).on_value(&at(), &at()) else {
            panic!("a message on a value is placed");
        };
        assert_eq!(d.as_slice()[0].detail, "Unsuitable value: bad");
    }
}
