//! Function parameters: a name, a type constraint, and which special values they accept.

use crate::Type;

/// One parameter of a function.
#[derive(Clone, Debug)]
pub struct Parameter {
    /// Name, for documentation and messages.
    pub name: String,
    /// Human description.
    pub description: String,
    /// Type constraint an argument must conform to (`Type::Dynamic` accepts any type).
    pub ty: Type,
    /// Whether a null argument is passed through (otherwise it is an error).
    pub allow_null: bool,
    /// Whether an unknown argument is passed through (otherwise the result is unknown).
    pub allow_unknown: bool,
    /// Whether a dynamic argument is passed through (otherwise the result type is dynamic).
    pub allow_dynamic_type: bool,
    /// Whether a marked argument is passed through with its marks (otherwise the marks
    /// are removed for the call and put on the result).
    pub allow_marked: bool,
}

impl Parameter {
    /// A parameter that accepts none of null, unknown, dynamic or marked values.
    pub fn new(name: impl Into<String>, ty: Type) -> Parameter {
        Parameter {
            name: name.into(),
            description: String::new(),
            ty,
            allow_null: false,
            allow_unknown: false,
            allow_dynamic_type: false,
            allow_marked: false,
        }
    }
    /// Sets the description.
    pub fn describe(mut self, text: impl Into<String>) -> Parameter {
        self.description = text.into();
        self
    }
    /// Accepts null arguments.
    pub fn allow_null(mut self) -> Parameter {
        self.allow_null = true;
        self
    }
    /// Accepts unknown arguments.
    pub fn allow_unknown(mut self) -> Parameter {
        self.allow_unknown = true;
        self
    }
    /// Accepts arguments of the dynamic pseudo-type.
    pub fn allow_dynamic_type(mut self) -> Parameter {
        self.allow_dynamic_type = true;
        self
    }
    /// Accepts marked arguments as they are.
    pub fn allow_marked(mut self) -> Parameter {
        self.allow_marked = true;
        self
    }
}
