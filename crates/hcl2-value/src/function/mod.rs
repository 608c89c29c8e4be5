//! The function model: parameters with type constraints and what they accept, an
//! optional variadic parameter, a return-type rule and an implementation.
//!
//! Calling a function maps and checks arguments as the information model's "Functions
//! and Function Calls" says, and as the reference does: an argument of the wrong type or a
//! null where nulls are not accepted is an error naming the argument; a dynamic argument
//! where the parameter does not accept dynamic values makes the result type dynamic; an
//! unknown argument where unknowns are not accepted makes the result an unknown of the
//! return type; marks on arguments where the parameter does not accept marked values are
//! removed before the call and applied to the result.

mod call;
mod parameter;

pub use parameter::Parameter;

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::{Error, Refine, Type, Value};

/// A refinement every result of a function satisfies; see
/// [`FunctionBuilder::refine_result`].
pub type ResultRefinement = fn(Refine) -> Refine;

/// Decides a call's result type from its arguments (which are checked already).
pub type ReturnTypeFn = dyn Fn(&[Value]) -> Result<Type, Error> + Send + Sync;
/// Computes a call's result from its arguments and the result type decided for them.
pub type ImplFn = dyn Fn(&[Value], &Type) -> Result<Value, Error> + Send + Sync;

/// A callable function; cheap to clone, and its closures may capture state.
#[derive(Clone)]
pub struct Function(Arc<Spec>);

struct Spec {
    description: String,
    params: Vec<Parameter>,
    variadic: Option<Parameter>,
    return_type: Box<ReturnTypeFn>,
    implementation: Box<ImplFn>,
    extension: Option<Arc<dyn Any + Send + Sync>>,
    refine_result: Option<ResultRefinement>,
}

impl Function {
    /// Starts describing a function with the given positional parameters.
    pub fn builder(params: impl IntoIterator<Item = Parameter>) -> FunctionBuilder {
        FunctionBuilder {
            description: String::new(),
            params: params.into_iter().collect(),
            variadic: None,
            return_type: None,
            extension: None,
            refine_result: None,
        }
    }
    /// The positional parameters.
    pub fn params(&self) -> &[Parameter] {
        &self.0.params
    }
    /// The variadic parameter, if any.
    pub fn variadic_param(&self) -> Option<&Parameter> {
        self.0.variadic.as_ref()
    }
    /// The human description.
    pub fn description(&self) -> &str {
        &self.0.description
    }
    /// The data a layer above attached with [`FunctionBuilder::extension`], if it is a
    /// `T`: how syntax-aware layers give a function abilities values alone cannot
    /// express (arguments passed as unevaluated expressions, for one).
    pub fn extension<T: Any + Send + Sync>(&self) -> Option<&T> {
        self.0.extension.as_deref()?.downcast_ref()
    }
}

impl fmt::Debug for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Function")
            .field("params", &self.0.params)
            .field("variadic", &self.0.variadic)
            .finish()
    }
}

/// Assembles a [`Function`].
pub struct FunctionBuilder {
    description: String,
    params: Vec<Parameter>,
    variadic: Option<Parameter>,
    return_type: Option<Box<ReturnTypeFn>>,
    extension: Option<Arc<dyn Any + Send + Sync>>,
    refine_result: Option<ResultRefinement>,
}

impl FunctionBuilder {
    /// Sets the human description.
    pub fn description(mut self, text: impl Into<String>) -> Self {
        self.description = text.into();
        self
    }
    /// Adds a variadic parameter collecting the arguments after the positional ones.
    pub fn variadic(mut self, param: Parameter) -> Self {
        self.variadic = Some(param);
        self
    }
    /// Attaches data for a layer above to find with [`Function::extension`]; this
    /// layer never looks at it.
    pub fn extension(mut self, data: impl Any + Send + Sync) -> Self {
        self.extension = Some(Arc::new(data));
        self
    }
    /// What is known of every result beyond its type (go-cty's `RefineResult`): applied
    /// to an unknown result, such as the one a call with unknown arguments gives.
    pub fn refine_result(mut self, refine: ResultRefinement) -> Self {
        self.refine_result = Some(refine);
        self
    }
    /// Every result is certainly not null: what go-cty 1.13+ says of most of its
    /// standard functions.
    pub fn refine_not_null(self) -> Self {
        self.refine_result(Refine::not_null)
    }
    /// The result type is always `ty`.
    pub fn returns(mut self, ty: Type) -> Self {
        self.return_type = Some(Box::new(move |_| Ok(ty.clone())));
        self
    }
    /// The result type is computed from the (checked) arguments.
    pub fn returns_with(
        mut self,
        rule: impl Fn(&[Value]) -> Result<Type, Error> + Send + Sync + 'static,
    ) -> Self {
        self.return_type = Some(Box::new(rule));
        self
    }
    /// Finishes the function with its implementation (the result type defaults to dynamic).
    pub fn build(
        self,
        implementation: impl Fn(&[Value], &Type) -> Result<Value, Error> + Send + Sync + 'static,
    ) -> Function {
        Function(Arc::new(Spec {
            description: self.description,
            params: self.params,
            variadic: self.variadic,
            return_type: self
                .return_type
                .unwrap_or_else(|| Box::new(|_| Ok(Type::Dynamic))),
            implementation: Box::new(implementation),
            extension: self.extension,
            refine_result: self.refine_result,
        }))
    }
}
