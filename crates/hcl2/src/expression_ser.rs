//! `Serialize` for [`Expression`]: its source written back unevaluated, through
//! `hcl2-write`'s expression marker.

use serde::{Serialize, Serializer};

use crate::Expression;

/// An expression serializes as a newtype struct named
/// [`EXPRESSION_MARKER`](hcl2_write::ser::EXPRESSION_MARKER) holding its source text, so
/// that [`to_string`](crate::to_string) writes it back as written (and other serializers
/// see its text). An expression read from a JSON file is written as its JSON text.
///
/// ```
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct Config { name: hcl2::Expression }
///
/// let config: Config = hcl2::from_str("name = \"web-${var.n}\"  # a comment\n").unwrap();
/// assert_eq!(hcl2::to_string(&config).unwrap(), "name = \"web-${var.n}\"\n");
/// ```
impl Serialize for Expression {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(hcl2_write::ser::EXPRESSION_MARKER, self.source())
    }
}
