//! Refinements of unknown values, as go-cty 1.13+ has them: what is already known
//! about a value that is not — that it will not be null, the start of a string, the
//! bounds of a number, the bounds of a collection's length — and the range of any
//! value ([`Value::range`]), which operations consult to answer more than "unknown"
//! (`x == null` is false when `x` will not be null, `length(x)` is known when the
//! length is).
//!
//! An unrefined unknown stores nothing more than before (the refinement sits behind an
//! `Option<Arc<_>>` inside the unknown variant), so known values and plain unknowns cost
//! what they did.
//!
//! ```
//! use hcl2_value::{Type, Value};
//!
//! let id = Value::unknown(Type::String)
//!     .refine()
//!     .not_null()
//!     .string_prefix("arn:aws:")
//!     .build()
//!     .unwrap();
//! assert_eq!(id.equals(&Value::null(Type::String)), Value::from(false));
//! assert_eq!(id.equals(&Value::from("gcp:x")), Value::from(false));
//! assert_eq!(id.range().string_prefix(), "arn:aws:");
//! ```

use std::sync::Arc;

use crate::number::Number;
use crate::strings;
use crate::value::{Data, Value};
use crate::{Error, Result, Type};

/// Whether unknown values take refinements; see [`set_refinements_enabled`].
static ENABLED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// Turns refinements (go-cty 1.13+) on or off for the whole process; they are on unless
/// turned off. Off, every refinement is dropped as it is made and `length` takes no
/// unknown collection, which is go-cty 1.12.1's behaviour: the differential against
/// that release uses it to show that refinements alone explain a difference. Not meant
/// for applications.
#[doc(hidden)]
pub fn set_refinements_enabled(on: bool) {
    ENABLED.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// Whether refinements are on (see [`set_refinements_enabled`]).
#[doc(hidden)]
pub fn refinements_enabled() -> bool {
    ENABLED.load(std::sync::atomic::Ordering::Relaxed)
}

/// What is known about an unknown value beyond its type.
#[derive(Clone, Debug)]
pub(crate) struct Refinement {
    /// The value will not be null. (A value refined as null is a known null.)
    not_null: bool,
    bounds: Bounds,
}

/// The refinements particular to the value's type.
#[derive(Clone, Debug)]
enum Bounds {
    None,
    /// The string starts with this text (NFC, whole grapheme clusters).
    Prefix(Arc<str>),
    /// Lower and upper bounds, each with whether it is inclusive.
    Number {
        lower: Option<(Number, bool)>,
        upper: Option<(Number, bool)>,
    },
    /// Inclusive bounds of a collection's length.
    Length {
        min: usize,
        max: usize,
    },
}

impl Refinement {
    fn unrefined(ty: &Type) -> Refinement {
        let bounds = match ty {
            Type::String => Bounds::Prefix(Arc::from("")),
            Type::Number => Bounds::Number {
                lower: None,
                upper: None,
            },
            Type::List(_) | Type::Set(_) | Type::Map(_) => Bounds::Length {
                min: 0,
                max: usize::MAX,
            },
            _ => Bounds::None,
        };
        Refinement {
            not_null: false,
            bounds,
        }
    }

    /// Whether this refinement says nothing (then the unknown is stored without one).
    fn is_empty(&self) -> bool {
        !self.not_null
            && match &self.bounds {
                Bounds::None => true,
                Bounds::Prefix(p) => p.is_empty(),
                Bounds::Number { lower, upper } => lower.is_none() && upper.is_none(),
                Bounds::Length { min, max } => *min == 0 && *max == usize::MAX,
            }
    }

    /// Exact identity, as [`Value::raw_equals`] compares two unknowns.
    pub(crate) fn raw_equals(&self, other: &Refinement) -> bool {
        let bound_eq = |a: &Option<(Number, bool)>, b: &Option<(Number, bool)>| match (a, b) {
            (None, None) => true,
            (Some((x, xi)), Some((y, yi))) => xi == yi && x.equals(y),
            _ => false,
        };
        self.not_null == other.not_null
            && match (&self.bounds, &other.bounds) {
                (Bounds::None, Bounds::None) => true,
                (Bounds::Prefix(a), Bounds::Prefix(b)) => a == b,
                (
                    Bounds::Number { lower, upper },
                    Bounds::Number {
                        lower: l2,
                        upper: u2,
                    },
                ) => bound_eq(lower, l2) && bound_eq(upper, u2),
                (Bounds::Length { min, max }, Bounds::Length { min: a, max: b }) => {
                    min == a && max == b
                }
                _ => false,
            }
    }
}

/// Whether two unknowns' refinements are identical (no refinement on either included).
pub(crate) fn raw_equals(a: &Option<Arc<Refinement>>, b: &Option<Arc<Refinement>>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(x), Some(y)) => x.raw_equals(y),
        _ => false,
    }
}

/// The range of values a [`Value`] may turn out to be: for a known value, exactly it;
/// for an unknown one, what its refinements say. Given by [`Value::range`].
#[derive(Clone, Debug)]
pub struct ValueRange {
    ty: Type,
    null: Option<bool>,
    bounds: Bounds,
}

impl ValueRange {
    /// The type every value in the range has.
    pub fn type_constraint(&self) -> &Type {
        &self.ty
    }
    /// Whether the value may be null.
    pub fn could_be_null(&self) -> bool {
        self.null != Some(false)
    }
    /// Whether the value is certainly not null.
    pub fn definitely_not_null(&self) -> bool {
        self.null == Some(false)
    }
    /// The text every string in the range starts with (empty when nothing is known).
    pub fn string_prefix(&self) -> &str {
        match &self.bounds {
            Bounds::Prefix(p) => p,
            _ => "",
        }
    }
    /// The lower bound of a number and whether it is inclusive (negative infinity,
    /// inclusive, when nothing is known).
    pub fn number_lower_bound(&self) -> (Number, bool) {
        match &self.bounds {
            Bounds::Number { lower: Some(b), .. } => b.clone(),
            _ => (Number::infinity(true), true),
        }
    }
    /// The upper bound of a number and whether it is inclusive (positive infinity,
    /// inclusive, when nothing is known).
    pub fn number_upper_bound(&self) -> (Number, bool) {
        match &self.bounds {
            Bounds::Number { upper: Some(b), .. } => b.clone(),
            _ => (Number::infinity(false), true),
        }
    }
    /// The least length of a collection (0 when nothing is known).
    pub fn length_lower_bound(&self) -> usize {
        match &self.bounds {
            Bounds::Length { min, .. } => *min,
            _ => 0,
        }
    }
    /// The greatest length of a collection (`usize::MAX` when nothing is known).
    pub fn length_upper_bound(&self) -> usize {
        match &self.bounds {
            Bounds::Length { max, .. } => *max,
            _ => usize::MAX,
        }
    }

    /// Whether `v` may be in the range: a known `false` when it certainly is not, an
    /// unknown bool otherwise (go-cty's `ValueRange.Includes`). `v` must be unmarked.
    pub fn includes(&self, v: &Value) -> Value {
        match self.includes_inner(v) {
            Some(false) => Value::bool(false),
            Some(true) => Value::bool(true),
            None => Value::unknown(Type::Bool).refine_not_null(),
        }
    }

    fn includes_inner(&self, v: &Value) -> Option<bool> {
        if self.null == Some(true) {
            return Some(v.is_known() && v.is_null());
        }
        if v.is_null() {
            return if self.null == Some(false) {
                Some(false)
            } else {
                Some(true)
            };
        }
        if !v.ty().conforms_to(&self.ty) {
            return Some(false);
        }
        if v.ty().is_dynamic() {
            return None;
        }
        let outside = match &self.bounds {
            Bounds::Prefix(p) => v.as_str().is_some_and(|s| !s.starts_with(&**p)),
            Bounds::Number { lower, upper } => {
                v.as_number().is_some_and(|n| !within(n, lower, upper))
            }
            Bounds::Length { min, max } => {
                known_length(v).is_some_and(|len| len < *min || len > *max)
            }
            Bounds::None => false,
        };
        if outside {
            Some(false)
        } else {
            None
        }
    }
}

/// Whether `n` lies within the bounds.
fn within(n: &Number, lower: &Option<(Number, bool)>, upper: &Option<(Number, bool)>) -> bool {
    use std::cmp::Ordering::{Greater, Less};
    let above = lower
        .as_ref()
        .is_none_or(|(b, inc)| match n.cmp_numeric(b) {
            Less => false,
            Greater => true,
            _ => *inc,
        });
    let below = upper
        .as_ref()
        .is_none_or(|(b, inc)| match n.cmp_numeric(b) {
            Greater => false,
            Less => true,
            _ => *inc,
        });
    above && below
}

/// The length of a known value when it is known.
fn known_length(v: &Value) -> Option<usize> {
    v.length()
        .as_number()
        .and_then(Number::to_u64)
        .map(|n| n as usize)
}

impl Value {
    /// Starts refining this value: the builder's methods record what is known about
    /// it, and [`Refine::build`] gives the refined value (or the first inconsistency
    /// found, such as a prefix the known string does not have). Refining a known
    /// value checks the refinements against it and gives it back unchanged.
    pub fn refine(self) -> Refine {
        let refinement = match self.data() {
            Data::Unknown(Some(r)) => (**r).clone(),
            _ => Refinement::unrefined(self.ty()),
        };
        Refine {
            orig: self,
            wip: refinement,
            error: None,
        }
    }

    /// This unknown value refined as certainly not null: what most functions and
    /// operations say of their unknown results. Known values (null ones included) and
    /// values of the dynamic pseudo-type come back unchanged.
    pub fn refine_not_null(self) -> Value {
        if self.is_known() || self.ty().is_dynamic() {
            return self;
        }
        self.refine().not_null().build_lenient()
    }

    /// The range of values this one may turn out to be (its own marks aside).
    pub fn range(&self) -> ValueRange {
        match self.data() {
            Data::Unknown(r) => {
                let r = r
                    .as_deref()
                    .cloned()
                    .unwrap_or_else(|| Refinement::unrefined(self.ty()));
                ValueRange {
                    ty: self.ty().clone(),
                    null: r.not_null.then_some(false),
                    bounds: r.bounds,
                }
            }
            Data::Null => ValueRange {
                ty: self.ty().clone(),
                null: Some(true),
                bounds: Bounds::None,
            },
            _ => self.known_range(),
        }
    }

    fn known_range(&self) -> ValueRange {
        let bounds = match self.ty() {
            Type::String => Bounds::Prefix(Arc::from(self.as_str().unwrap_or_default())),
            Type::Number => {
                let n = self.as_number().cloned().map(|n| (n, true));
                Bounds::Number {
                    lower: n.clone(),
                    upper: n,
                }
            }
            Type::List(_) | Type::Set(_) | Type::Map(_) => match known_length(self) {
                Some(n) => Bounds::Length { min: n, max: n },
                None => Bounds::Length {
                    min: 0,
                    max: usize::MAX,
                },
            },
            _ => Bounds::None,
        };
        ValueRange {
            ty: self.ty().clone(),
            null: Some(false),
            bounds,
        }
    }

    /// Whether this value is certainly not null: known and not null, or unknown and
    /// refined so.
    pub fn definitely_not_null(&self) -> bool {
        match self.data() {
            Data::Null => false,
            Data::Unknown(r) => r.as_ref().is_some_and(|r| r.not_null),
            _ => true,
        }
    }
}

impl Value {
    /// The unknown value of type `ty` that will turn out to be `a` or `b` (unmarked):
    /// what the conditional operator gives for an unknown condition (hcl 2.18+). It is
    /// not null when neither is; between two numbers it keeps the widest of their
    /// bounds, between two collections of one type the widest length bounds.
    pub fn unknown_of_either(ty: Type, a: &Value, b: &Value) -> Value {
        let (ra, rb) = (a.range(), b.range());
        let mut r = Value::unknown(ty).refine();
        if ra.definitely_not_null() && rb.definitely_not_null() {
            r = r.not_null();
        }
        if a.ty() == &Type::Number && b.ty() == &Type::Number {
            let lower = widest(ra.number_lower_bound(), rb.number_lower_bound(), true);
            let upper = widest(ra.number_upper_bound(), rb.number_upper_bound(), false);
            r = r
                .number_lower_bound(lower.0, lower.1)
                .number_upper_bound(upper.0, upper.1);
        } else if a.ty().is_collection() && a.ty() == b.ty() {
            r = r
                .length_lower_bound(ra.length_lower_bound().min(rb.length_lower_bound()))
                .length_upper_bound(ra.length_upper_bound().max(rb.length_upper_bound()));
        }
        r.build_lenient()
    }
}

/// The unknown result of converting the unknown `source` to `target` (go-cty 1.13+'s
/// `prepareUnknownResult`): not null if the source is not, and with the length the
/// source's type or refinements fix — an object's attribute count for a map, a
/// tuple's length for a list (for a set, 1 up to it), a collection's length bounds
/// for another collection (at least 1 for a set from a non-empty one).
pub(crate) fn unknown_converted(source: &Value, target: Type) -> Value {
    let range = source.range();
    let mut r = Value::unknown(target.clone()).refine();
    if range.definitely_not_null() {
        r = r.not_null();
    }
    let (lo, hi) = match (source.ty(), &target) {
        (Type::Object(o), Type::Map(_)) => (o.attributes().len(), o.attributes().len()),
        (Type::Tuple(es), Type::List(_)) => (es.len(), es.len()),
        (Type::Tuple(es), Type::Set(_)) => (es.len().min(1), es.len()),
        (from, Type::Set(_)) if from.is_collection() => (
            range.length_lower_bound().min(1),
            range.length_upper_bound(),
        ),
        (from, to) if from.is_collection() && to.is_collection() => {
            (range.length_lower_bound(), range.length_upper_bound())
        }
        _ => return r.build_lenient(),
    };
    r.length_lower_bound(lo)
        .length_upper_bound(hi)
        .build_lenient()
}

/// The looser of two bounds (the lower of two lower bounds, the higher of two upper
/// ones); equal bounds are inclusive if either is.
fn widest(a: (Number, bool), b: (Number, bool), lower: bool) -> (Number, bool) {
    let ord = a.0.cmp_numeric(&b.0);
    let a_wider = if lower { ord.is_lt() } else { ord.is_gt() };
    match () {
        _ if a_wider => a,
        _ if ord.is_eq() => (a.0, a.1 || b.1),
        _ => b,
    }
}

/// A refinement under construction; see [`Value::refine`].
#[derive(Clone, Debug)]
#[must_use = "a refinement takes effect only through `build`"]
pub struct Refine {
    orig: Value,
    wip: Refinement,
    error: Option<Error>,
}

impl Refine {
    fn fail(mut self, message: String) -> Refine {
        self.error.get_or_insert_with(|| Error::new(message));
        self
    }

    fn is_dynamic_unknown(&self) -> bool {
        !self.orig.is_known() && self.orig.ty().is_dynamic()
    }

    /// The value will not be null.
    pub fn not_null(mut self) -> Refine {
        if self.is_dynamic_unknown() {
            return self;
        }
        if self.orig.is_known() && self.orig.is_null() {
            return self.fail("refining a null value as not null".into());
        }
        self.wip.not_null = true;
        self
    }

    /// The value will be null (an unknown refined so becomes a known null).
    pub fn null(self) -> Refine {
        if self.is_dynamic_unknown() {
            return self;
        }
        if self.wip.not_null || (self.orig.is_known() && !self.orig.is_null()) {
            return self.fail("refining a non-null value as null".into());
        }
        let ty = self.orig.ty().clone();
        Refine {
            orig: Value::null(ty).with_marks(self.orig.marks()),
            ..self
        }
    }

    /// The string will start with `prefix`. Only the part of `prefix` a following
    /// character cannot change is kept: its last grapheme cluster is dropped (a
    /// combining mark could still join it) unless that is a lone ASCII punctuation
    /// mark or space, as go-cty's `StringPrefix` does.
    pub fn string_prefix(self, prefix: &str) -> Refine {
        let safe = safe_known_prefix(prefix);
        self.string_prefix_full(&safe)
    }

    /// The string will start with exactly `prefix` (NFC-normalized, kept whole).
    pub fn string_prefix_full(mut self, prefix: &str) -> Refine {
        if self.is_dynamic_unknown() {
            return self;
        }
        let prefix = strings::normalize(prefix);
        let Bounds::Prefix(have) = &self.wip.bounds else {
            let ty = self.orig.ty().clone();
            return self.fail(format!("cannot refine string prefix for a {ty} value"));
        };
        let agrees = |known: &str| {
            let n = known.len().min(prefix.len());
            known.as_bytes()[..n] == prefix.as_bytes()[..n]
        };
        if let Some(known) = self.orig.as_str() {
            if !agrees(known) {
                return self.fail("refined prefix is inconsistent with known value".into());
            }
        }
        if !agrees(have) {
            return self.fail("refined prefix is inconsistent with previous refined prefix".into());
        }
        if prefix.len() > have.len() {
            self.wip.bounds = Bounds::Prefix(Arc::from(prefix));
        }
        self
    }

    /// The number will be at least `min` (more than `min` when not `inclusive`). A
    /// bound looser than one already recorded is ignored.
    pub fn number_lower_bound(self, min: Number, inclusive: bool) -> Refine {
        self.number_bound(min, inclusive, true)
    }

    /// The number will be at most `max` (less than `max` when not `inclusive`).
    pub fn number_upper_bound(self, max: Number, inclusive: bool) -> Refine {
        self.number_bound(max, inclusive, false)
    }

    /// The number will lie between `min` and `max`, both included.
    pub fn number_range_inclusive(self, min: Number, max: Number) -> Refine {
        self.number_lower_bound(min, true)
            .number_upper_bound(max, true)
    }

    fn number_bound(mut self, bound: Number, inclusive: bool, lower: bool) -> Refine {
        if self.is_dynamic_unknown() {
            return self;
        }
        if !matches!(self.wip.bounds, Bounds::Number { .. }) {
            let ty = self.orig.ty().clone();
            return self.fail(format!("cannot refine numeric bounds for a {ty} value"));
        }
        if let Some(message) = self.outside_known(&bound, inclusive, lower) {
            return self.fail(message);
        }
        if bound.is_infinite() && (bound.signum() < 0) == lower {
            return self;
        }
        if let Bounds::Number {
            lower: lo,
            upper: hi,
        } = &mut self.wip.bounds
        {
            let slot = if lower { lo } else { hi };
            let tighter = slot.as_ref().is_none_or(|(old, old_inc)| {
                let ord = bound.cmp_numeric(old);
                let ord = if lower { ord } else { ord.reverse() };
                ord.is_gt() || (ord.is_eq() && *old_inc && !inclusive)
            });
            if tighter {
                *slot = Some((bound, inclusive));
            }
        }
        if let Bounds::Number {
            lower: Some((l, li)),
            upper: Some((u, ui)),
        } = &self.wip.bounds
        {
            let ord = l.cmp_numeric(u);
            if ord.is_gt() || (ord.is_eq() && !(*li && *ui)) {
                let message = format!("number lower bound {l} is above upper bound {u}");
                return self.fail(message);
            }
        }
        self
    }

    /// Why a known number is outside the bound, if it is.
    fn outside_known(&self, bound: &Number, inclusive: bool, lower: bool) -> Option<String> {
        let known = self.orig.as_number()?;
        let b = Some((bound.clone(), inclusive));
        let ok = if lower {
            within(known, &b, &None)
        } else {
            within(known, &None, &b)
        };
        let op = match (lower, inclusive) {
            (true, true) => ">=",
            (true, false) => ">",
            (false, true) => "<=",
            (false, false) => "<",
        };
        (!ok).then(|| format!("refining {known} to be {op} {bound}"))
    }

    /// The collection will have at least `min` elements.
    pub fn length_lower_bound(self, min: usize) -> Refine {
        self.length_bound(min, true)
    }

    /// The collection will have at most `max` elements.
    pub fn length_upper_bound(self, max: usize) -> Refine {
        self.length_bound(max, false)
    }

    /// The collection will have exactly `n` elements.
    pub fn length(self, n: usize) -> Refine {
        self.length_lower_bound(n).length_upper_bound(n)
    }

    fn length_bound(mut self, n: usize, lower: bool) -> Refine {
        if self.is_dynamic_unknown() {
            return self;
        }
        let known = self
            .orig
            .is_known()
            .then(|| known_length(&self.orig))
            .flatten();
        let ty = self.orig.ty().clone();
        let Bounds::Length { min, max } = &mut self.wip.bounds else {
            return self.fail(format!(
                "cannot refine collection length bounds for a {ty} value"
            ));
        };
        if let Some(len) = known {
            if (lower && n > len) || (!lower && n < len) {
                return self.fail(format!(
                    "refining a collection of length {len} with {} bound {n}",
                    if lower { "lower" } else { "upper" }
                ));
            }
        }
        if lower {
            *min = (*min).max(n);
        } else {
            *max = (*max).min(n);
        }
        if min > max {
            let (a, b) = (*min, *max);
            return self.fail(format!(
                "collection length lower bound {a} is above upper bound {b}"
            ));
        }
        self
    }

    /// The refined value, or the first inconsistency found. A known value comes back
    /// unchanged; an unknown number whose bounds meet, or an unknown list, set or map
    /// whose length is fixed at 0 (or a list at any length, a set at 1), becomes the
    /// known value that is all it can be.
    pub fn build(self) -> Result<Value> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.finish()),
        }
    }

    /// [`Refine::build`] for refinements that cannot be inconsistent: an inconsistent
    /// one leaves the value as it was.
    pub(crate) fn build_lenient(self) -> Value {
        match self.error {
            Some(_) => self.orig,
            None => self.finish(),
        }
    }

    fn finish(self) -> Value {
        let orig = self.orig;
        if orig.is_known() || orig.ty().is_dynamic() || !refinements_enabled() {
            return orig;
        }
        let marks = orig.marks().clone();
        if self.wip.not_null {
            if let Some(v) = collapse(&self.wip.bounds, orig.ty()) {
                return v.with_marks(&marks);
            }
        }
        let refinement = (!self.wip.is_empty()).then(|| Arc::new(self.wip));
        Value::from_parts(orig.ty().clone(), Data::Unknown(refinement)).with_marks(&marks)
    }
}

/// The longest list of unknown elements a length refinement is turned into; past it
/// the list stays one refined unknown rather than an allocation out of proportion.
const MAX_COLLAPSED_LIST: usize = 1 << 16;

/// The known value a not-null unknown must be, when its bounds leave only one.
fn collapse(bounds: &Bounds, ty: &Type) -> Option<Value> {
    match (bounds, ty) {
        (
            Bounds::Number {
                lower: Some((l, true)),
                upper: Some((u, true)),
            },
            _,
        ) if l.equals(u) => Some(Value::number(l.clone())),
        (Bounds::Length { min: 0, max: 0 }, Type::List(e)) => {
            Some(Value::empty_list((**e).clone()))
        }
        (Bounds::Length { min: 0, max: 0 }, Type::Set(e)) => Some(Value::empty_set((**e).clone())),
        (Bounds::Length { min: 0, max: 0 }, Type::Map(e)) => Some(Value::empty_map((**e).clone())),
        (Bounds::Length { min, max }, Type::List(e))
            if min == max && *min <= MAX_COLLAPSED_LIST =>
        {
            let unknown = Value::unknown((**e).clone());
            Some(Value::seq_unchecked(ty.clone(), vec![unknown; *min]))
        }
        (Bounds::Length { min: 1, max: 1 }, Type::Set(e)) => Some(Value::seq_unchecked(
            ty.clone(),
            vec![Value::unknown((**e).clone())],
        )),
        _ => None,
    }
}

/// The part of `prefix` no following text can change (go-cty's `SafeKnownPrefix`):
/// without its last grapheme cluster, unless that is one ASCII punctuation mark or
/// space, which always ends a cluster.
fn safe_known_prefix(prefix: &str) -> String {
    let prefix = strings::normalize(prefix);
    let Some(last) = strings::graphemes(&prefix).last() else {
        return prefix;
    };
    let ends_cluster = last.len() == 1 && "-_:;/\\,.(){}[]|?!~ \t@#$%^&*+\"'".contains(last);
    if ends_cluster {
        return prefix;
    }
    prefix[..prefix.len() - last.len()].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn not_null(ty: Type) -> Value {
        Value::unknown(ty).refine_not_null()
    }

    #[test]
    fn a_not_null_unknown_is_not_equal_to_null() {
        let v = not_null(Type::String);
        assert_eq!(v.equals(&Value::null(Type::String)), Value::from(false));
        assert_eq!(Value::null(Type::Dynamic).not_equals(&v), Value::from(true));
        let plain = Value::unknown(Type::String);
        assert!(!plain.equals(&Value::null(Type::String)).is_known());
    }

    #[test]
    fn unknown_results_of_operations_are_not_null() {
        let eq = Value::unknown(Type::Number).equals(&Value::from(1));
        assert!(!eq.is_known() && eq.definitely_not_null());
        let sum = Value::unknown(Type::Number).add(&Value::from(1)).unwrap();
        assert!(!sum.is_known() && sum.definitely_not_null());
        assert!(Value::dynamic().refine_not_null().ty().is_dynamic());
    }

    #[test]
    fn a_prefix_decides_equality_with_strings_that_lack_it() {
        let v = Value::unknown(Type::String)
            .refine()
            .string_prefix_full("arn:")
            .build()
            .unwrap();
        assert_eq!(v.equals(&Value::from("gcp:x")), Value::from(false));
        assert!(!v.equals(&Value::from("arn:x")).is_known());
        assert_eq!(v.range().string_prefix(), "arn:");
    }

    #[test]
    fn a_prefix_keeps_only_what_later_text_cannot_change() {
        assert_eq!(safe_known_prefix("abc"), "ab");
        assert_eq!(safe_known_prefix("abc-"), "abc-");
        assert_eq!(safe_known_prefix(""), "");
        let v = Value::unknown(Type::String)
            .refine()
            .string_prefix("ab")
            .build();
        assert_eq!(v.unwrap().range().string_prefix(), "a");
    }

    #[test]
    fn number_bounds_decide_comparisons() {
        let n = Value::unknown(Type::Number)
            .refine()
            .number_range_inclusive(Number::from(0), Number::from(10))
            .build()
            .unwrap();
        assert_eq!(n.less_than(&Value::from(11)).unwrap(), Value::from(true));
        // As go-cty, a bound met exactly decides nothing (bounds are taken as exclusive).
        assert!(!n.greater_than(&Value::from(10)).unwrap().is_known());
        assert_eq!(
            n.greater_than(&Value::from(11)).unwrap(),
            Value::from(false)
        );
        assert_eq!(Value::from(-1).less_than(&n).unwrap(), Value::from(true));
        assert!(!n.less_than(&Value::from(5)).unwrap().is_known());
        assert_eq!(n.equals(&Value::from(20)), Value::from(false));
        let open = Value::unknown(Type::Number)
            .refine()
            .number_lower_bound(Number::from(0), false)
            .build()
            .unwrap();
        assert_eq!(open.equals(&Value::from(0)), Value::from(false));
    }

    #[test]
    fn bounds_that_meet_make_the_value_known() {
        let five = Value::unknown(Type::Number)
            .refine()
            .not_null()
            .number_range_inclusive(Number::from(5), Number::from(5))
            .build();
        assert_eq!(five.unwrap(), Value::from(5));
        let list = Value::unknown(Type::list(Type::String))
            .refine()
            .not_null()
            .length(2)
            .build()
            .unwrap();
        assert_eq!(list.as_slice().map(<[Value]>::len), Some(2));
        let empty = Value::unknown(Type::map(Type::Bool))
            .refine()
            .not_null()
            .length(0)
            .build();
        assert_eq!(empty.unwrap(), Value::empty_map(Type::Bool));
    }

    #[test]
    fn length_of_a_refined_collection_is_bounded() {
        let list = Value::unknown(Type::list(Type::String))
            .refine()
            .length_lower_bound(2)
            .length_upper_bound(5)
            .build()
            .unwrap();
        let len = list.length();
        assert!(!len.is_known());
        assert_eq!(len.range().number_lower_bound().0, Number::from(2));
        assert_eq!(len.range().number_upper_bound().0, Number::from(5));
        assert_eq!(
            len.greater_than(&Value::from(1)).unwrap(),
            Value::from(true)
        );
        let unbounded = Value::unknown(Type::set(Type::Number)).length();
        assert!(unbounded.definitely_not_null());
        assert_eq!(
            unbounded.greater_than_or_equal(&Value::from(-1)).unwrap(),
            Value::from(true)
        );
    }

    #[test]
    fn a_set_holding_unknowns_has_a_length_between_one_and_its_elements() {
        let set = Value::set([Value::unknown(Type::Number), Value::from(1), Value::from(2)]);
        let len = set.unwrap().length();
        assert!(!len.is_known());
        assert_eq!(len.range().number_lower_bound().0, Number::from(1));
        assert_eq!(len.range().number_upper_bound().0, Number::from(3));
    }

    #[test]
    fn inconsistent_refinements_are_errors_not_panics() {
        let known = Value::from("abc").refine().string_prefix_full("x").build();
        assert!(known.is_err());
        let null = Value::null(Type::String).refine().not_null().build();
        assert!(null.is_err());
        let crossed = Value::unknown(Type::Number)
            .refine()
            .number_lower_bound(Number::from(3), true)
            .number_upper_bound(Number::from(2), true)
            .build();
        assert!(crossed.is_err());
        let wrong_kind = Value::unknown(Type::Number).refine().length(1).build();
        assert!(wrong_kind.is_err());
        assert_eq!(
            Value::from(4)
                .refine()
                .number_lower_bound(Number::from(1), true)
                .build()
                .unwrap(),
            Value::from(4)
        );
    }

    #[test]
    fn refinements_take_part_in_raw_identity_and_keep_marks() {
        let plain = Value::unknown(Type::Bool);
        let refined = plain.clone().refine_not_null();
        assert_ne!(plain, refined);
        assert_eq!(refined, Value::unknown(Type::Bool).refine_not_null());
        let marked = Value::unknown(Type::Bool).mark("s").refine_not_null();
        assert!(marked.has_mark(&"s".into()) && marked.definitely_not_null());
    }

    #[test]
    fn an_unknown_of_either_keeps_what_both_share() {
        let small = Value::from(1);
        let big = Value::from(10);
        let either = Value::unknown_of_either(Type::Number, &small, &big);
        assert!(either.definitely_not_null());
        assert_eq!(either.range().number_lower_bound(), (Number::from(1), true));
        assert_eq!(
            either.range().number_upper_bound(),
            (Number::from(10), true)
        );
        let maybe_null = Value::unknown_of_either(Type::Number, &small, &Value::null(Type::Number));
        assert!(!maybe_null.definitely_not_null());
        let lists = Value::unknown_of_either(
            Type::list(Type::Bool),
            &Value::list([Value::from(true)]).unwrap(),
            &Value::empty_list(Type::Bool),
        );
        assert_eq!(lists.range().length_lower_bound(), 0);
        assert_eq!(lists.range().length_upper_bound(), 1);
        let strings = Value::unknown_of_either(Type::String, &Value::from("a"), &Value::from("b"));
        assert!(strings.definitely_not_null() && strings.range().string_prefix().is_empty());
    }

    #[test]
    fn conversions_of_unknowns_keep_what_the_source_fixes() {
        let pair = Type::tuple([Type::String, Type::String]);
        let list = crate::convert(&Value::unknown(pair.clone()), &Type::list(Type::String));
        let list = list.unwrap();
        assert!(!list.is_known());
        assert_eq!(list.range().length_lower_bound(), 2);
        assert_eq!(list.range().length_upper_bound(), 2);
        // Not null as well, the list's length fixes all but its elements.
        let sure = Value::unknown(pair).refine_not_null();
        let list = crate::convert(&sure, &Type::list(Type::String)).unwrap();
        assert_eq!(list.as_slice().map(<[Value]>::len), Some(2));
        let set = crate::convert(&sure, &Type::set(Type::String)).unwrap();
        assert_eq!(set.range().length_lower_bound(), 1);
        assert_eq!(set.range().length_upper_bound(), 2);
    }

    #[test]
    fn refining_as_null_gives_the_known_null() {
        let v = Value::unknown(Type::Number)
            .refine()
            .null()
            .build()
            .unwrap();
        assert_eq!(v, Value::null(Type::Number));
    }
}
#[cfg(test)]
mod size {
    use super::Refinement;
    use std::sync::Arc;

    /// The refinement rides in the unknown variant as one pointer, no wider than the
    /// thin pointers of strings, sequences and maps: known values and plain unknowns
    /// take no more room than before refinements.
    #[test]
    fn a_refinement_costs_a_value_no_room() {
        assert_eq!(
            std::mem::size_of::<Option<Arc<Refinement>>>(),
            std::mem::size_of::<usize>()
        );
        assert!(std::mem::size_of::<crate::value::Data>() <= 16);
    }
}
