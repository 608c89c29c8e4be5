//! The functions that read files inside the sandbox: `file`, `filebase64`,
//! `fileexists`, `fileset` and the file hashes, with Terraform's messages.

use std::fs;
use std::sync::Arc;

use base64::Engine;
use hcl2_stdlib::terraform::{Digest, Encoding, SENSITIVE};
use hcl2_value::strings::go_quote;
use hcl2_value::{Error, Function, Marks, Parameter, Type, Value};

use super::sandbox::{Refusal, Sandbox};

/// A path for a message: quoted, or "(sensitive value)" when marked sensitive.
pub(super) fn shown(path: &str, marks: &Marks) -> String {
    if marks.iter().any(|m| m.name() == SENSITIVE) {
        "(sensitive value)".into()
    } else {
        go_quote(path)
    }
}

/// The bytes of the file at `path`, or Terraform's error (about argument 0).
pub(super) fn read_bytes(sandbox: &Sandbox, path: &str, marks: &Marks) -> Result<Vec<u8>, Error> {
    let refused = |r: Refusal| {
        match r {
        Refusal::Missing => Error::arg(
            0,
            format!(
                "no file exists at {}; this function works only with files that are distributed as part of the configuration source code, so if this file will be created by a resource in this configuration you must instead obtain this result from an attribute of that resource",
                shown(path, marks)
            ),
        ),
        Refusal::Outside(why) => Error::arg(0, why),
        Refusal::Io(e) => Error::arg(0, format!("failed to read file: {e}")),
    }
    };
    let real = sandbox.resolve(path).map_err(refused)?;
    fs::read(&real).map_err(|e| Error::arg(0, format!("failed to read file: {e}")))
}

/// The text of the file at `path` (which must be UTF-8).
pub(super) fn read_text(sandbox: &Sandbox, path: &str, marks: &Marks) -> Result<String, Error> {
    let bytes = read_bytes(sandbox, path, marks)?;
    String::from_utf8(bytes).map_err(|_| {
        Error::new(format!(
            "contents of {} are not valid UTF-8; use the filebase64 function to obtain the Base64 encoded contents or the other file functions (e.g. filemd5, filesha256) to obtain file hashing results instead",
            shown(path, marks)
        ))
    })
}

fn path_param() -> Parameter {
    Parameter::new("path", Type::String).allow_marked()
}

/// A function of a path to a string read from the file there; the path's marks go
/// onto the result.
fn file_to_string(
    sandbox: &Arc<Sandbox>,
    read: impl Fn(&Sandbox, &str, &Marks) -> Result<String, Error> + Send + Sync + 'static,
) -> Function {
    let sandbox = sandbox.clone();
    Function::builder([path_param()])
        .returns(Type::String)
        .refine_not_null()
        .build(move |args, _| {
            let (path, marks) = args[0].clone().unmark();
            let path = path.as_str().unwrap_or_default();
            Ok(Value::string(read(&sandbox, path, &marks)?).with_marks(&marks))
        })
}

/// `file(path)`: the file's text.
pub(super) fn file(sandbox: &Arc<Sandbox>) -> Function {
    file_to_string(sandbox, read_text)
}

/// `filebase64(path)`: the file's bytes in standard base64.
pub(super) fn filebase64(sandbox: &Arc<Sandbox>) -> Function {
    file_to_string(sandbox, |s, p, m| {
        Ok(base64::engine::general_purpose::STANDARD.encode(read_bytes(s, p, m)?))
    })
}

/// `filemd5(path)` and the like: the hash of the file's bytes.
pub(super) fn file_hash(sandbox: &Arc<Sandbox>, digest: Digest, encoding: Encoding) -> Function {
    file_to_string(sandbox, move |s, p, m| {
        Ok(digest.encoded(&read_bytes(s, p, m)?, encoding))
    })
}

/// `fileexists(path)`: whether a regular file is there (an error for a directory or
/// other special file, and for a path outside the base directory).
pub(super) fn fileexists(sandbox: &Arc<Sandbox>) -> Function {
    let sandbox = sandbox.clone();
    Function::builder([path_param()])
        .returns(Type::Bool)
        .refine_not_null()
        .build(move |args, _| {
            let (path, marks) = args[0].clone().unmark();
            let path = path.as_str().unwrap_or_default();
            let real = match sandbox.resolve(path) {
                Ok(real) => real,
                Err(Refusal::Missing) => return Ok(Value::from(false).with_marks(&marks)),
                Err(Refusal::Outside(why)) => return Err(Error::arg(0, why)),
                Err(Refusal::Io(_)) => {
                    return Err(Error::new(format!(
                        "failed to stat {}",
                        shown(path, &marks)
                    )))
                }
            };
            let meta = fs::metadata(&real)
                .map_err(|_| Error::new(format!("failed to stat {}", shown(path, &marks))))?;
            if meta.is_file() {
                return Ok(Value::from(true).with_marks(&marks));
            }
            let what = if meta.is_dir() {
                "is a directory, not a file"
            } else {
                "is not a regular file"
            };
            Err(Error::arg(1, format!("{} {what}", shown(path, &marks))))
        })
}

/// `fileset(path, pattern)`: the regular files under `path` whose path relative to
/// it matches the glob `pattern` (`*`, `?`, `[...]`, `{a,b}` and `**` for any number of
/// directories), relative and with `/` separators.
pub(super) fn fileset(sandbox: &Arc<Sandbox>) -> Function {
    let sandbox = sandbox.clone();
    Function::builder([
        path_param(),
        Parameter::new("pattern", Type::String).allow_marked(),
    ])
    .returns(Type::set(Type::String))
    .refine_not_null()
    .build(move |args, _| {
        let (path, path_marks) = args[0].clone().unmark();
        let (pattern, pattern_marks) = args[1].clone().unmark();
        let marks = path_marks.union(&pattern_marks);
        let path = path.as_str().unwrap_or_default();
        let pattern = pattern.as_str().unwrap_or_default();
        let found = super::glob::matches(&sandbox, path, pattern, &marks)?;
        let set = if found.is_empty() {
            Value::empty_set(Type::String)
        } else {
            Value::set(found.into_iter().map(Value::string))?
        };
        Ok(set.with_marks(&marks))
    })
}
