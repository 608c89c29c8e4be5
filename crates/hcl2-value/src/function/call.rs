//! Calling a function: argument mapping, checks, short-circuits and marks.

use super::{Function, Parameter};
use crate::{Error, Marks, Type, Value};

impl Function {
    /// Checks the argument count against the parameters (the reference's arity error).
    fn check_count(&self, count: usize) -> Result<(), Error> {
        let positional = self.params().len();
        match self.variadic_param() {
            None if count != positional => Err(Error::new(format!(
                "wrong number of arguments ({positional} required; {count} given)"
            ))),
            Some(_) if count < positional => Err(Error::new(format!(
                "wrong number of arguments (at least {positional} required; {count} given)"
            ))),
            _ => Ok(()),
        }
    }

    /// The parameter argument `i` maps to, once the count is checked.
    fn param_at(&self, i: usize) -> &Parameter {
        match (self.params().get(i), self.variadic_param()) {
            (Some(p), _) | (None, Some(p)) => p,
            (None, None) => unreachable!("argument count checked against the parameters"),
        }
    }

    /// Whether some argument carries marks its parameter does not accept (they are
    /// then taken off before the function sees it).
    fn needs_unmarking(&self, args: &[Value]) -> bool {
        args.iter()
            .enumerate()
            .any(|(i, arg)| !self.param_at(i).allow_marked && arg.contains_marked())
    }

    /// The arguments as the function sees them: unmarked where the parameter does not
    /// accept marks, with the marks taken off collected into `marks`.
    fn unmarked_args(&self, args: &[Value], marks: &mut Marks) -> Vec<Value> {
        args.iter()
            .enumerate()
            .map(|(i, arg)| {
                if self.param_at(i).allow_marked {
                    arg.clone()
                } else {
                    let (arg, arg_marks) = arg.clone().unmark_deep();
                    marks.extend(&arg_marks);
                    arg
                }
            })
            .collect()
    }

    /// The result type a call with `args` would have, after the argument checks.
    pub fn return_type_for(&self, args: &[Value]) -> Result<Type, Error> {
        self.check_count(args.len())?;
        for (i, arg) in args.iter().enumerate() {
            let param = self.param_at(i);
            if arg.is_null() && !param.allow_null {
                return Err(Error::arg(i, "argument must not be null"));
            }
            if arg.ty().is_dynamic() {
                if !param.allow_dynamic_type {
                    return Ok(Type::Dynamic);
                }
            } else if param.ty.is_dynamic() || arg.ty() == &param.ty {
                // Conforms: nothing to check.
            } else if let Some(first) = arg.ty().conformance_errors(&param.ty).into_iter().next() {
                // The reference numbers a variadic argument's type error from the first
                // variadic argument (its null error counts from the first argument).
                let positional = self.params().len();
                let index = if i < positional { i } else { i - positional };
                return Err(Error::about(index, first));
            }
        }
        if self.needs_unmarking(args) {
            let checked = self.unmarked_args(args, &mut Marks::new());
            return (self.0.return_type)(&checked);
        }
        (self.0.return_type)(args)
    }

    /// Calls the function with `args` as [`Function::call`] does, every number the call
    /// converts to a string printing at most `max_number_len` characters (`call`
    /// allows [`DEFAULT_MAX_NUMBER_LEN`](crate::json::DEFAULT_MAX_NUMBER_LEN)); past it
    /// the call fails with an error naming the limit. An evaluator passes its
    /// context's limit here.
    ///
    /// ```
    /// use hcl2_value::{Function, Number, Parameter, Type, Value, convert};
    ///
    /// let tostring = Function::builder([Parameter::new("v", Type::Dynamic)])
    ///     .returns(Type::String)
    ///     .build(|args, _| Ok(convert(&args[0], &Type::String)?));
    /// let n = Value::number(Number::parse("1e40").unwrap());
    /// assert!(tostring.call_limited(&[n.clone()], 41).is_ok());
    /// assert!(tostring.call_limited(&[n], 40).is_err());
    /// ```
    pub fn call_limited(&self, args: &[Value], max_number_len: usize) -> Result<Value, Error> {
        crate::convert::number_limit::with_limit(max_number_len, || self.call(args))
    }

    /// Calls the function with `args`.
    pub fn call(&self, args: &[Value]) -> Result<Value, Error> {
        let result = self.call_unrefined(args)?;
        match self.0.refine_result {
            Some(refine) if !result.is_known() && !result.ty().is_dynamic() => {
                Ok(refine(result.refine()).build_lenient())
            }
            _ => Ok(result),
        }
    }

    fn call_unrefined(&self, args: &[Value]) -> Result<Value, Error> {
        let ret = self.return_type_for(args)?;
        let unknown_refused = args
            .iter()
            .enumerate()
            .any(|(i, arg)| !arg.is_known() && !self.param_at(i).allow_unknown);
        if unknown_refused {
            return Ok(Value::unknown(ret));
        }
        let result = if self.needs_unmarking(args) {
            let mut marks = Marks::new();
            let prepared = self.unmarked_args(args, &mut marks);
            (self.0.implementation)(&prepared, &ret)?.with_marks(&marks)
        } else {
            (self.0.implementation)(args, &ret)?
        };
        if ret.is_dynamic() || result.ty() == &ret {
            return Ok(result);
        }
        if let Some(e) = result.ty().conformance_errors(&ret).into_iter().next() {
            return Err(Error::new(format!(
                "function returned a value of type {} that does not conform to its return type {ret}: {e}",
                result.ty()
            )));
        }
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Number;

    fn upper() -> Function {
        Function::builder([Parameter::new("str", Type::String)])
            .returns(Type::String)
            .build(|args, _| {
                Ok(Value::string(
                    args[0].as_str().unwrap_or_default().to_uppercase(),
                ))
            })
    }

    fn sum() -> Function {
        Function::builder([])
            .variadic(Parameter::new("n", Type::Number))
            .returns(Type::Number)
            .build(|args, _| {
                let mut total = Value::from(0);
                for a in args {
                    total = total.add(a)?;
                }
                Ok(total)
            })
    }

    #[test]
    fn positional_arguments_are_counted_exactly() {
        let e = upper().call(&[]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "wrong number of arguments (1 required; 0 given)"
        );
        assert_eq!(upper().call(&[Value::from("a")]).unwrap(), Value::from("A"));
    }

    #[test]
    fn variadic_arguments_collect_the_rest() {
        assert_eq!(
            sum().call(&[1, 2, 3].map(Value::from)).unwrap(),
            Value::from(6)
        );
        assert_eq!(sum().call(&[]).unwrap(), Value::from(0));
        let e = sum().call(&[Value::from(1), Value::from("x")]).unwrap_err();
        assert_eq!(e.argument(), Some(1));
        assert_eq!(e.to_string(), "number required, but received string");
    }

    #[test]
    fn variadic_type_errors_count_from_the_first_variadic_argument_as_the_reference_does() {
        let joinish = Function::builder([Parameter::new("sep", Type::String)])
            .variadic(Parameter::new("parts", Type::String))
            .returns(Type::String)
            .build(|_, _| Ok(Value::from("")));
        let wrong_type = joinish
            .call(&[Value::from(","), Value::from("a"), Value::from(true)])
            .unwrap_err();
        assert_eq!(wrong_type.argument(), Some(1));
        let null = joinish
            .call(&[
                Value::from(","),
                Value::from("a"),
                Value::null(Type::String),
            ])
            .unwrap_err();
        assert_eq!(null.argument(), Some(2));
    }

    #[test]
    fn null_arguments_are_errors_unless_allowed() {
        let e = upper().call(&[Value::null(Type::String)]).unwrap_err();
        assert_eq!(
            (e.argument(), e.to_string().as_str()),
            (Some(0), "argument must not be null")
        );
    }

    #[test]
    fn unknown_arguments_give_unknown_results_of_the_return_type() {
        let r = upper().call(&[Value::unknown(Type::String)]).unwrap();
        assert_eq!(r, Value::unknown(Type::String));
    }

    #[test]
    fn dynamic_arguments_give_dynamic_results() {
        let r = upper().call(&[Value::dynamic()]).unwrap();
        assert_eq!(r, Value::dynamic());
    }

    #[test]
    fn marks_move_from_arguments_to_the_result() {
        let r = upper().call(&[Value::from("a").mark("sensitive")]).unwrap();
        assert!(r.has_mark(&"sensitive".into()));
        let seen_marked = Function::builder([Parameter::new("v", Type::String).allow_marked()])
            .returns(Type::Bool)
            .build(|args, _| Ok(Value::bool(args[0].is_marked())));
        assert_eq!(
            seen_marked.call(&[Value::from("a").mark("s")]).unwrap(),
            Value::from(true)
        );
    }

    #[test]
    fn functions_are_closures_that_may_capture_state() {
        let counter = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
        let c = counter.clone();
        let tick = Function::builder([])
            .returns(Type::Number)
            .build(move |_, _| {
                Ok(Value::number(Number::from_u64(
                    c.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1,
                )))
            });
        tick.call(&[]).unwrap();
        assert_eq!(tick.call(&[]).unwrap(), Value::from(2));
    }

    #[test]
    fn extensions_are_found_only_as_the_type_attached() {
        struct Marker(u8);
        let f = Function::builder([])
            .extension(Marker(7))
            .build(|_, _| Ok(Value::from(1)));
        assert_eq!(f.extension::<Marker>().map(|m| m.0), Some(7));
        assert!(f.extension::<String>().is_none());
        assert!(upper().extension::<Marker>().is_none());
    }

    #[test]
    fn results_not_matching_the_return_type_are_errors() {
        let liar = Function::builder([])
            .returns(Type::String)
            .build(|_, _| Ok(Value::from(1)));
        assert!(liar.call(&[]).is_err());
    }
}
