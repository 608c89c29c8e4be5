//! serde deserializers over a [`Body`](hcl2_core::Body): the decoder behind
//! [`from_str`](crate::from_str) and [`from_body`](crate::from_body).
//!
//! Every deserializer here reads through `hcl2-core`'s traits only, so native, JSON and
//! merged bodies decode alike. Each knows the range of what it reads and places serde's
//! errors there, worded as the reference's `gohcl` words them.

/// The `deserialize_*` methods most deserializers here share, by the names serde's
/// `forward_to_deserialize_any!` uses: `option` reads the value as `Some`,
/// `newtype_struct` reads it as the newtype's field, `ignored_any` skips it.
macro_rules! shared_methods {
    ($($method:ident)*) => {
        $(shared_methods!(@ $method);)*
    };
    (@ option) => {
        fn deserialize_option<V: serde::de::Visitor<'de>>(
            self,
            visitor: V,
        ) -> Result<V::Value, DeError> {
            visitor.visit_some(self)
        }
    };
    (@ newtype_struct) => {
        fn deserialize_newtype_struct<V: serde::de::Visitor<'de>>(
            self,
            _name: &'static str,
            visitor: V,
        ) -> Result<V::Value, DeError> {
            visitor.visit_newtype_struct(self)
        }
    };
    (@ ignored_any) => {
        fn deserialize_ignored_any<V: serde::de::Visitor<'de>>(
            self,
            visitor: V,
        ) -> Result<V::Value, DeError> {
            visitor.visit_unit()
        }
    };
}

mod blocks;
mod body;
mod error;
mod expr;
mod index;
mod items;
pub(crate) mod magic;
mod remain;
mod variant;

use std::sync::Arc;

use hcl2_core::{Diagnostic, EvalContext, Expression, Range, SourceFile};

pub(crate) use body::BodyDe;
pub(crate) use error::DeError;

/// The hasher of the decoder's maps by name (block types, labels): seeded per process,
/// and several times faster than the standard one on short keys.
pub(crate) type FastHash = foldhash::fast::RandomState;

/// The text of one parsed file, for fields that keep an expression's source.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Source<'s> {
    /// The file name ranges carry.
    pub(crate) filename: &'s str,
    /// The text, indexed by the ranges' byte offsets less `offset`.
    pub(crate) text: &'s str,
    /// The byte offset of the text's first byte in the file (past a byte-order mark the
    /// parser left out, say).
    pub(crate) offset: usize,
    /// The file's syntax, which says how an expression's text reads back.
    pub(crate) syntax: crate::Syntax,
    /// The parsed file itself, which kept expressions of it share (rather than copy
    /// their text and find their positions up front), when the decoder has it.
    pub(crate) file: Option<&'s Arc<SourceFile>>,
}

/// What every deserializer of one decode shares: the evaluation context and the texts
/// of the files being decoded.
#[derive(Clone, Copy)]
pub(crate) struct Ctx<'c> {
    pub(crate) eval: Option<&'c EvalContext<'c>>,
    pub(crate) sources: &'c [Source<'c>],
}

impl<'c> Ctx<'c> {
    /// The source text covering `range`, with its syntax, when its file is known.
    pub(crate) fn text_of(&self, range: &Range) -> Option<(&'c str, crate::Syntax)> {
        // A range of a parsed file shares the file's name: the same text, found by address
        // before comparing names.
        let name: &str = &range.filename;
        let source = self
            .sources
            .iter()
            .find(|s| std::ptr::eq(s.filename, name) || s.filename == name)?;
        let span = range.byte_span();
        let from = span.start.checked_sub(source.offset)?;
        let text = source.text.get(from..span.end - source.offset)?;
        Some((text, source.syntax))
    }
}

impl Ctx<'_> {
    /// `expr` kept unevaluated (for an [`Expression`](crate::Expression) field or a
    /// [`Remain`](crate::Remain)): its text from the decoded file when the decoder has
    /// it, else what the expression says of its own source.
    pub(crate) fn keep(&self, expr: &dyn Expression) -> Result<crate::Expression, DeError> {
        if let Some((file, span)) = expr.file_span() {
            let of_file = |s: &&Source<'_>| s.file.is_some_and(|f| std::ptr::eq(&**f, file));
            if let Some(Source {
                file: Some(shared),
                syntax,
                ..
            }) = self.sources.iter().find(of_file)
            {
                return Ok(crate::Expression::in_file(
                    Arc::clone(shared),
                    span,
                    *syntax,
                ));
            }
        }
        let range = expr.range();
        if let Some((text, syntax)) = self.text_of(&range) {
            return Ok(crate::Expression::at(text, range, syntax));
        }
        crate::Expression::from_core(expr).ok_or_else(|| {
            DeError::diagnostic(Diagnostic::error(
                "Expression source unavailable",
                "An expression kept unevaluated keeps its source text, which this expression does not offer.",
                Some(range),
            ))
        })
    }
}

/// Whether a serde field name marks a block label (`#[serde(rename = "@name")]`).
pub(crate) fn is_label_field(name: &str) -> bool {
    name.starts_with('@') && name != magic::REMAIN_FIELD
}

/// The label fields of a struct, in declaration order, without their `@`.
pub(crate) fn label_names(fields: &[&str]) -> Vec<String> {
    fields
        .iter()
        .filter(|f| is_label_field(f))
        .map(|f| f[1..].to_string())
        .collect()
}
