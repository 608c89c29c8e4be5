//! An expression as a field's value: literal objects and lists are read item by item
//! (so every error points at its item, and an object can be a struct with labels);
//! anything else is evaluated and read as a value.

use std::borrow::Cow;

use hcl2_core::{Body, BodySchema, Expression, ExpressionForm, ItemRange, ListedBlock, ListedExpr};
use hcl2_value::serde::ValueDeserializer;
use hcl2_value::Value;
use serde::de::{DeserializeSeed, Deserializer, SeqAccess, Visitor};

use super::blocks::BlocksDe;
use super::error::ItemKind;
use super::items::{visit_entries, Entry, Item};
use super::magic;
use super::{label_names, Ctx, DeError};

/// An expression, with what it needs to be read: the context, and for a JSON property
/// the body and name that let it be read as blocks.
pub(crate) struct ExprDe<'a, 'c> {
    expr: &'a (dyn Expression + 'a),
    ctx: Ctx<'c>,
    property: Option<(&'a (dyn Body + 'a), &'a str)>,
    /// The value, once evaluated.
    value: Option<Value>,
}

impl<'a, 'c> ExprDe<'a, 'c> {
    pub(crate) fn new(expr: &'a (dyn Expression + 'a), ctx: Ctx<'c>) -> ExprDe<'a, 'c> {
        ExprDe {
            expr,
            ctx,
            property: None,
            value: None,
        }
    }

    /// The property `name` of the JSON `body`, whose value is `expr`.
    pub(crate) fn property(
        expr: &'a (dyn Expression + 'a),
        body: &'a (dyn Body + 'a),
        name: &'a str,
        ctx: Ctx<'c>,
    ) -> ExprDe<'a, 'c> {
        ExprDe {
            property: Some((body, name)),
            ..ExprDe::new(expr, ctx)
        }
    }

    fn value(&mut self) -> Result<Value, DeError> {
        if let Some(v) = self.value.take() {
            return Ok(v);
        }
        let (value, diags) = self.expr.value(self.ctx.eval);
        if diags.has_errors() {
            return Err(DeError::Placed(diags));
        }
        Ok(value)
    }

    /// Reads the evaluated value with `read`, placing its errors on the expression.
    fn evaluated<T>(
        mut self,
        read: impl FnOnce(ValueDeserializer<'_>) -> Result<T, hcl2_value::Error>,
    ) -> Result<T, DeError> {
        let value = self.value()?;
        // Only a collection can hold a `Spanned` the value deserializer meets (one of
        // the whole value is answered before evaluating): the range is found for those.
        let read = || read(ValueDeserializer::new(&value));
        let result = if value.ty().is_primitive() {
            read()
        } else {
            crate::spanned::with_evaluated_range(self.expr.range(), read)
        };
        result.map_err(|e| self.place(e.into()))
    }

    fn place(&self, e: DeError) -> DeError {
        e.on_value(&self.expr.start_range(), &self.expr.range())
    }

    /// The items of a literal object, or `None` when the expression is not one.
    fn object_entries(&self, kind: ItemKind) -> Result<Option<Vec<Entry<'a>>>, DeError> {
        let Ok(items) = self.expr.as_map() else {
            return Ok(None);
        };
        let mut entries = Vec::with_capacity(items.len());
        for item in items {
            let key_range = ItemRange::known(item.key.range());
            entries.push(Entry {
                key: key_string(&*item.key, self.ctx)?.into(),
                key_range,
                kind,
                item: Item::Expr(item.value),
            });
        }
        Ok(Some(entries))
    }

    fn visit_entries<'de, V: Visitor<'de>>(
        self,
        entries: Vec<Entry<'a>>,
        visitor: V,
    ) -> Result<V::Value, DeError> {
        let expr = self.expr;
        visit_entries(entries, self.ctx, || expr.start_range(), visitor)
    }

    /// A JSON property read as blocks of its name, with the labels `fields` name.
    fn property_blocks(&self, fields: &[&str]) -> Result<Option<BlocksDe<'a, 'c>>, DeError> {
        let Some((body, name)) = self.property else {
            return Ok(None);
        };
        let schema = BodySchema::new().block(name, label_names(fields));
        let (content, _, diags) = body.partial_content(&schema);
        if diags.has_errors() {
            return Err(DeError::Placed(diags));
        }
        if content.blocks.is_empty() {
            return Ok(None);
        }
        let blocks = content.blocks.into_iter().map(ListedBlock::from).collect();
        Ok(Some(BlocksDe::new(blocks, 0, self.ctx)))
    }

    /// Whether the expression, of form `form`, refers to any variable: a reference
    /// does, and only forms other than literal text are walked for their variables.
    fn has_variables(&self, form: ExpressionForm) -> bool {
        match form {
            ExpressionForm::Reference => true,
            ExpressionForm::LiteralTemplate => false,
            _ => self.expr.has_variables(),
        }
    }

    /// The magic answer for an [`Expression`](crate::Expression) field.
    fn expression_answer<'de, V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        crate::expression::hand_off(self.ctx.keep(self.expr)?, visitor)
    }

    /// A struct with label fields from a literal object keyed by those labels, one
    /// level per label, as the JSON syntax writes a labelled block.
    fn visit_labelled<'de, V: Visitor<'de>>(
        self,
        names: &[String],
        mut labels: Vec<Entry<'a>>,
        visitor: V,
    ) -> Result<V::Value, DeError> {
        let Some(name) = names.first() else {
            let mut entries = labels;
            match self.object_entries(ItemKind::Argument)? {
                Some(items) => entries.extend(items),
                None => return Err(self.place(DeError::Message("expected an object".into()))),
            }
            return self.visit_entries(entries, visitor);
        };
        let only = match self.expr.as_map() {
            Ok(items) if items.len() == 1 => items.into_iter().next(),
            _ => None,
        };
        let Some(item) = only else {
            let why = format!("expected an object with one key, the {name} label");
            return Err(self.place(DeError::Message(why)));
        };
        let key_range = ItemRange::known(item.key.range());
        let key = key_string(&*item.key, self.ctx)?;
        labels.push(Entry {
            key: Cow::Owned(format!("@{name}")),
            key_range: key_range.clone(),
            kind: ItemKind::Label,
            item: Item::Label(key.into(), key_range),
        });
        let inner = ExprDe::new(&*item.value, self.ctx);
        inner.visit_labelled(&names[1..], labels, visitor)
    }
}

/// An object key as a string, evaluated as the reference evaluates object keys.
fn key_string(key: &dyn Expression, ctx: Ctx<'_>) -> Result<String, DeError> {
    let (value, diags) = key.value(ctx.eval);
    if diags.has_errors() {
        return Err(DeError::Placed(diags));
    }
    match value.as_str() {
        Some(s) => Ok(s.to_string()),
        None => {
            let range = key.range();
            let message = format!("object keys must be strings, not {}", value.ty());
            Err(DeError::Message(message).on_value(&range, &range))
        }
    }
}

/// `deserialize_*` methods that read the evaluated value; each takes its arguments
/// (as `name(arg: Type, …)`) before the visitor, and passes them on.
macro_rules! evaluated {
    ($($method:ident$(($($arg:ident: $ty:ty),*))?)*) => {
        $(fn $method<V: Visitor<'de>>(
            self,
            $($($arg: $ty,)*)?
            visitor: V,
        ) -> Result<V::Value, DeError> {
            self.evaluated(|d| d.$method($($($arg,)*)? visitor))
        })*
    };
}

impl<'de> Deserializer<'de> for ExprDe<'_, '_> {
    type Error = DeError;

    evaluated! {
        deserialize_any deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32
        deserialize_i64 deserialize_i128 deserialize_u8 deserialize_u16 deserialize_u32
        deserialize_u64 deserialize_u128 deserialize_f32 deserialize_f64 deserialize_char
        deserialize_str deserialize_string deserialize_bytes deserialize_byte_buf
        deserialize_unit deserialize_identifier
        deserialize_unit_struct(name: &'static str)
        deserialize_tuple(len: usize)
        deserialize_tuple_struct(name: &'static str, len: usize)
        deserialize_enum(name: &'static str, variants: &'static [&'static str])
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        match name {
            magic::SPANNED => return magic::visit_spanned(self.expr.range(), self, visitor),
            magic::EXPRESSION => return self.expression_answer(visitor),
            _ => {}
        }
        if let Some(blocks) = self.property_blocks(fields)? {
            return blocks.deserialize_struct(name, fields, visitor);
        }
        let names = label_names(fields);
        if !names.is_empty() {
            return self.visit_labelled(&names, Vec::new(), visitor);
        }
        match self.object_entries(ItemKind::Argument)? {
            Some(entries) => self.visit_entries(entries, visitor),
            None => self.evaluated(|d| d.deserialize_struct(name, fields, visitor)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        match self.object_entries(ItemKind::Label)? {
            Some(entries) => self.visit_entries(entries, visitor),
            None => self.evaluated(|d| d.deserialize_map(visitor)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        if let Ok(elems) = self.expr.as_list() {
            let ctx = self.ctx;
            return visitor.visit_seq(ExprSeq {
                elems: elems.into_iter(),
                ctx,
            });
        }
        if self.property.is_some() && self.expr.as_map().is_ok() {
            return visitor.visit_seq(PropertySeq {
                state: PropertyState::Start(Some(self)),
            });
        }
        self.evaluated(|d| d.deserialize_seq(visitor))
    }

    /// `None` for a null value; otherwise the inner type reads the expression (which is
    /// evaluated once here; one that cannot be evaluated is left to the inner type, which
    /// may not evaluate it at all: an `Option<Expression>`).
    fn deserialize_option<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DeError> {
        let form = self.expr.form();
        // Literal text is a string, never null; and without a context a variable is an
        // error, never null: nothing to evaluate (the inner type evaluates if it needs
        // the value).
        if form == ExpressionForm::LiteralTemplate
            || (self.ctx.eval.is_none() && self.has_variables(form))
        {
            return visitor.visit_some(self);
        }
        let (value, diags) = self.expr.value(self.ctx.eval);
        if diags.has_errors() {
            return visitor.visit_some(self);
        }
        if value.is_null() {
            return visitor.visit_none();
        }
        // A literal object or list (never null) is read item by item, not as its value;
        // only a collection's value can come from one, so a primitive skips the test.
        let literal_collection = !value.ty().is_primitive()
            && (self.expr.as_map().is_ok() || self.expr.as_list().is_ok());
        if !literal_collection {
            self.value = Some(value);
        }
        visitor.visit_some(self)
    }

    shared_methods!(newtype_struct ignored_any);
}

/// A native argument's expression, built from its body only when a field reads it: a
/// field that ignores the argument (serde's `IgnoredAny`) never builds it.
pub(crate) struct ListedExprDe<'a, 'c> {
    pub(crate) expr: ListedExpr<'a>,
    pub(crate) ctx: Ctx<'c>,
}

/// `deserialize_*` methods that build the expression and read it as [`ExprDe`] does;
/// each takes its arguments (as `name(arg: Type, …)`) before the visitor, and passes
/// them on.
macro_rules! built {
    ($($method:ident$(($($arg:ident: $ty:ty),*))?)*) => {
        $(fn $method<V: Visitor<'de>>(
            self,
            $($($arg: $ty,)*)?
            visitor: V,
        ) -> Result<V::Value, DeError> {
            let ctx = self.ctx;
            self.expr.with(|expr| ExprDe::new(expr, ctx).$method($($($arg,)*)? visitor))
        })*
    };
}

impl<'de> Deserializer<'de> for ListedExprDe<'_, '_> {
    type Error = DeError;

    built! {
        deserialize_any deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32
        deserialize_i64 deserialize_i128 deserialize_u8 deserialize_u16 deserialize_u32
        deserialize_u64 deserialize_u128 deserialize_f32 deserialize_f64 deserialize_char
        deserialize_str deserialize_string deserialize_bytes deserialize_byte_buf
        deserialize_unit deserialize_identifier deserialize_option deserialize_seq
        deserialize_map
        deserialize_unit_struct(name: &'static str)
        deserialize_newtype_struct(name: &'static str)
        deserialize_tuple(len: usize)
        deserialize_tuple_struct(name: &'static str, len: usize)
        deserialize_struct(name: &'static str, fields: &'static [&'static str])
        deserialize_enum(name: &'static str, variants: &'static [&'static str])
    }

    shared_methods!(ignored_any);
}

/// The elements of a literal list or tuple.
struct ExprSeq<'a, 'c> {
    elems: std::vec::IntoIter<Box<dyn Expression + 'a>>,
    ctx: Ctx<'c>,
}

impl<'de> SeqAccess<'de> for ExprSeq<'_, '_> {
    type Error = DeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, DeError> {
        match self.elems.next() {
            Some(e) => seed.deserialize(ExprDe::new(&*e, self.ctx)).map(Some),
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.elems.len())
    }
}

/// A JSON property holding an object, read as a sequence: the blocks it writes (as
/// many as its label levels and arrays give) when the elements are structs, else the
/// object as the only element.
struct PropertySeq<'a, 'c> {
    state: PropertyState<'a, 'c>,
}

enum PropertyState<'a, 'c> {
    /// No element read yet: the first one's type decides.
    Start(Option<ExprDe<'a, 'c>>),
    /// The blocks left.
    Blocks(std::vec::IntoIter<ListedBlock<'a>>, Ctx<'c>),
    /// Nothing left.
    Done,
}

impl<'de> SeqAccess<'de> for PropertySeq<'_, '_> {
    type Error = DeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, DeError> {
        match &mut self.state {
            PropertyState::Start(de) => {
                let Some(de) = de.take() else {
                    return Ok(None);
                };
                seed.deserialize(FirstElement {
                    de,
                    state: &mut self.state,
                })
                .map(Some)
            }
            PropertyState::Blocks(blocks, ctx) => match blocks.next() {
                Some(b) => seed.deserialize(BlocksDe::new(vec![b], 0, *ctx)).map(Some),
                None => Ok(None),
            },
            PropertyState::Done => Ok(None),
        }
    }
}

/// The first element of a [`PropertySeq`], which learns from its type how to read the
/// whole sequence.
struct FirstElement<'s, 'a, 'c> {
    de: ExprDe<'a, 'c>,
    state: &'s mut PropertyState<'a, 'c>,
}

impl<'de> Deserializer<'de> for FirstElement<'_, '_, '_> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        *self.state = PropertyState::Done;
        self.de.deserialize_any(visitor)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DeError> {
        *self.state = PropertyState::Done;
        let Some(blocks) = self.de.property_blocks(fields)? else {
            return self.de.deserialize_struct(name, fields, visitor);
        };
        let ctx = self.de.ctx;
        let mut all = blocks.into_blocks().into_iter();
        let Some(first) = all.next() else {
            return self.de.deserialize_struct(name, fields, visitor);
        };
        *self.state = PropertyState::Blocks(all, ctx);
        BlocksDe::new(vec![first], 0, ctx).deserialize_struct(name, fields, visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DeError> {
        *self.state = PropertyState::Done;
        self.de.deserialize_map(visitor)
    }

    shared_methods!(option);

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf unit unit_struct newtype_struct seq tuple tuple_struct enum identifier
        ignored_any
    }
}
