//! Capsule types: opaque application-defined types that HCL carries but never looks inside.

use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// Compares two encapsulated values of one capsule type.
pub type CapsuleEquals =
    dyn Fn(&(dyn Any + Send + Sync), &(dyn Any + Send + Sync)) -> bool + Send + Sync;

/// An application-defined type, identical only to itself (two types made by separate
/// calls to [`CapsuleType::new`] differ even with the same name).
#[derive(Clone)]
pub struct CapsuleType(Arc<CapsuleInner>);

struct CapsuleInner {
    name: String,
    equals: Option<Box<CapsuleEquals>>,
    extension: Option<Arc<dyn Any + Send + Sync>>,
}

impl CapsuleType {
    /// A new capsule type whose values are equal only when they are the same allocation.
    pub fn new(name: impl Into<String>) -> CapsuleType {
        CapsuleType(Arc::new(CapsuleInner {
            name: name.into(),
            equals: None,
            extension: None,
        }))
    }
    /// A new capsule type whose values compare with `equals`.
    pub fn with_equality(
        name: impl Into<String>,
        equals: impl Fn(&(dyn Any + Send + Sync), &(dyn Any + Send + Sync)) -> bool
            + Send
            + Sync
            + 'static,
    ) -> CapsuleType {
        CapsuleType(Arc::new(CapsuleInner {
            name: name.into(),
            equals: Some(Box::new(equals)),
            extension: None,
        }))
    }
    /// As [`CapsuleType::with_equality`], with data for a layer above to find with
    /// [`CapsuleType::extension`] (the reference's capsule extension data: how a
    /// syntax-aware layer learns to decode an expression into a value of this type).
    pub fn with_extension(
        name: impl Into<String>,
        equals: impl Fn(&(dyn Any + Send + Sync), &(dyn Any + Send + Sync)) -> bool
            + Send
            + Sync
            + 'static,
        extension: impl Any + Send + Sync,
    ) -> CapsuleType {
        CapsuleType(Arc::new(CapsuleInner {
            name: name.into(),
            equals: Some(Box::new(equals)),
            extension: Some(Arc::new(extension)),
        }))
    }
    /// The data attached with [`CapsuleType::with_extension`], if it is a `T`.
    pub fn extension<T: Any + Send + Sync>(&self) -> Option<&T> {
        self.0.extension.as_deref()?.downcast_ref()
    }
    /// The name shown in messages.
    pub fn name(&self) -> &str {
        &self.0.name
    }
    /// Whether two encapsulated values of this type are equal.
    pub fn values_equal(
        &self,
        a: &Arc<dyn Any + Send + Sync>,
        b: &Arc<dyn Any + Send + Sync>,
    ) -> bool {
        match &self.0.equals {
            Some(eq) => eq(a.as_ref(), b.as_ref()),
            None => Arc::ptr_eq(a, b),
        }
    }
}

impl PartialEq for CapsuleType {
    fn eq(&self, other: &CapsuleType) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for CapsuleType {}

impl Hash for CapsuleType {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (Arc::as_ptr(&self.0) as *const u8 as usize).hash(state);
    }
}

impl fmt::Debug for CapsuleType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CapsuleType({})", self.0.name)
    }
}
