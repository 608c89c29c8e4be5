//! Expression evaluation by ours and by hcl-rs over the bench context: each expression
//! parsed once, then evaluated as often as asked (no re-parsing).
//!
//! The context is the one of `crates/hcl2-native/benches/eval.rs`, mirrored by the
//! oracle's bench mode (`xtask/oracle/bench.go`): `count`, `env`, `region`, `flags`,
//! `servers` (a tuple of 100 objects), `names` (a list of 20 strings), and the functions
//! `upper`, `length` and `join` (ours and the reference use their standard library's;
//! hcl-rs has none, so they are defined here with the same meaning).

use std::hint::black_box;
use std::str::FromStr;

use hcl::eval::{Context, Evaluate, FuncArgs, FuncDef, ParamType};
use hcl2_core::{EvalContext, Pos};
use hcl2_native::ast::Expr;
use hcl2_native::Parsed;

#[path = "../../../crates/hcl2-native/benches/support/eval_context.rs"]
mod eval_context;

/// The loaded expressions, parsed by both.
pub struct Loaded {
    ours: Vec<Parsed<Expr>>,
    hcl_rs: Vec<Option<hcl::Expression>>,
    ours_ctx: EvalContext<'static>,
    hcl_rs_ctx: Context<'static>,
}

/// One expression's result rendered as JSON text, or why there is none.
pub type Rendered = Result<String, String>;

impl Loaded {
    /// Parses every source with both; each one's single evaluation, rendered as JSON
    /// (ours with the JSON encoding of its own type, hcl-rs through serde).
    pub fn load(sources: &[String]) -> Result<(Loaded, Vec<Rendered>, Vec<Rendered>), String> {
        let mut ours = Vec::with_capacity(sources.len());
        let mut hcl_rs = Vec::with_capacity(sources.len());
        for src in sources {
            let parsed = hcl2_native::parse_expression(src.as_bytes(), "bench.hcl", Pos::START);
            if parsed.diagnostics.has_errors() {
                return Err(format!("we cannot parse {src:?}: {}", parsed.diagnostics));
            }
            ours.push(parsed);
            hcl_rs.push(hcl::Expression::from_str(src).ok());
        }
        let loaded = Loaded {
            ours,
            hcl_rs,
            ours_ctx: ours_context(),
            hcl_rs_ctx: hcl_rs_context(),
        };
        let ours_results = (0..sources.len()).map(|i| loaded.render_ours(i)).collect();
        let hcl_rs_results = (0..sources.len())
            .map(|i| loaded.render_hcl_rs(i))
            .collect();
        Ok((loaded, ours_results, hcl_rs_results))
    }

    fn render_ours(&self, i: usize) -> Rendered {
        let parsed = &self.ours[i];
        let (value, diags) =
            hcl2_native::evaluate(&parsed.value, parsed.tree(), Some(&self.ours_ctx));
        if diags.has_errors() {
            return Err(diags.to_string());
        }
        hcl2_value::json::value_to_json(&value, value.ty()).map_err(|e| e.to_string())
    }

    fn render_hcl_rs(&self, i: usize) -> Rendered {
        let expr = self.hcl_rs[i].as_ref().ok_or("hcl-rs cannot parse it")?;
        let value = expr.evaluate(&self.hcl_rs_ctx).map_err(|e| e.to_string())?;
        serde_json::to_string(&value).map_err(|e| e.to_string())
    }

    /// Evaluates the expressions at `only` (all when `None`) `iterations` times with
    /// `who` (`ours` or `hcl-rs`); the number of evaluations done.
    pub fn run(&self, who: &str, only: Option<&[usize]>, iterations: u64) -> Result<u64, String> {
        let all: Vec<usize>;
        let indices = match only {
            Some(i) => i,
            None => {
                all = (0..self.ours.len()).collect();
                &all
            }
        };
        match who {
            "ours" => {
                for _ in 0..iterations {
                    for &i in indices {
                        let parsed = &self.ours[i];
                        black_box(hcl2_native::evaluate(
                            &parsed.value,
                            parsed.tree(),
                            Some(&self.ours_ctx),
                        ));
                    }
                }
            }
            "hcl-rs" => {
                let exprs: Vec<&hcl::Expression> = indices
                    .iter()
                    .map(|&i| self.hcl_rs[i].as_ref().ok_or("hcl-rs cannot parse it"))
                    .collect::<Result<_, _>>()?;
                for _ in 0..iterations {
                    for expr in &exprs {
                        let _ = black_box(expr.evaluate(&self.hcl_rs_ctx));
                    }
                }
            }
            _ => return Err(format!("unknown evaluator `{who}`")),
        }
        Ok(iterations * indices.len() as u64)
    }
}

fn ours_context() -> EvalContext<'static> {
    let mut ctx = eval_context::bench_context();
    let mut functions = hcl2_stdlib::functions();
    functions.retain(|name, _| matches!(name.as_str(), "upper" | "length" | "join"));
    ctx.functions = Some(functions);
    ctx
}

fn hcl_rs_context() -> Context<'static> {
    let mut ctx = Context::new();
    let servers: Vec<hcl::Value> = (0..100)
        .map(|i| {
            let mut server = hcl::Map::new();
            server.insert("name".into(), format!("server-{i}").into());
            server.insert("size".into(), i.into());
            server.insert("zone".into(), format!("zone-{}", i % 3).into());
            let mut tags = hcl::Map::new();
            tags.insert("team".into(), format!("team-{}", i % 7).into());
            server.insert("tags".into(), hcl::Value::Object(tags));
            hcl::Value::Object(server)
        })
        .collect();
    let names: Vec<hcl::Value> = (0..20).map(|i| format!("name{i}").into()).collect();
    let mut flags = hcl::Map::new();
    flags.insert("debug".into(), false.into());
    ctx.declare_var("count", 42);
    ctx.declare_var("env", "prod");
    ctx.declare_var("region", "eu-west-1");
    ctx.declare_var("flags", hcl::Value::Object(flags));
    ctx.declare_var("servers", hcl::Value::Array(servers));
    ctx.declare_var("names", hcl::Value::Array(names));
    ctx.declare_func("upper", FuncDef::new(upper, [ParamType::String]));
    ctx.declare_func("length", FuncDef::new(length, [ParamType::Any]));
    ctx.declare_func(
        "join",
        FuncDef::new(
            join,
            [ParamType::String, ParamType::array_of(ParamType::String)],
        ),
    );
    ctx
}

fn upper(args: FuncArgs) -> Result<hcl::Value, String> {
    match &args[0] {
        hcl::Value::String(s) => Ok(s.to_uppercase().into()),
        other => Err(format!("upper: not a string: {other}")),
    }
}

fn length(args: FuncArgs) -> Result<hcl::Value, String> {
    let n = match &args[0] {
        hcl::Value::Array(a) => a.len(),
        hcl::Value::Object(o) => o.len(),
        hcl::Value::String(s) => s.chars().count(),
        other => return Err(format!("length: no length for {other}")),
    };
    Ok(n.into())
}

fn join(args: FuncArgs) -> Result<hcl::Value, String> {
    let (hcl::Value::String(sep), hcl::Value::Array(items)) = (&args[0], &args[1]) else {
        return Err("join: expected a separator and a list of strings".into());
    };
    let parts: Vec<&str> = items.iter().filter_map(hcl::Value::as_str).collect();
    Ok(parts.join(sep).into())
}
