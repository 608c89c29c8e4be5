//! Terraform's filesystem functions, confined to a base directory the application
//! gives: `file`, `filebase64`, `fileexists`, `fileset`, `filemd5`, `filesha1`,
//! `filesha256`, `filesha512`, `filebase64sha256`, `filebase64sha512`,
//! `templatefile`, and the path functions `abspath`, `dirname`, `basename`,
//! `pathexpand`.
//!
//! Unlike Terraform's, these read nothing outside the base directory: an absolute
//! path, a path starting with `~`, one whose `..` steps climb above the base, and one
//! that reaches outside through a symbolic link are all errors. `abspath` resolves
//! against the base directory rather than the process's working directory.
//!
//! ```
//! use hcl2_value::Value;
//!
//! let dir = std::env::temp_dir().join(format!("hcl2-ext-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! std::fs::write(dir.join("greeting.tmpl"), "Hello, ${name}!").unwrap();
//! let fns = hcl2_ext::files::functions(&dir, || hcl2_stdlib::functions()).unwrap();
//! let vars = Value::object([("name", Value::from("world"))]);
//! let out = fns["templatefile"].call(&[Value::from("greeting.tmpl"), vars]).unwrap();
//! assert_eq!(out, Value::from("Hello, world!"));
//! assert!(fns["file"].call(&[Value::from("/etc/passwd")]).is_err());
//! std::fs::remove_dir_all(&dir).unwrap();
//! ```

mod glob;
mod paths;
mod read;
mod sandbox;
pub(crate) mod template;

use std::collections::BTreeMap;
use std::io;
use std::path::Path;
use std::sync::Arc;

use hcl2_stdlib::terraform::{Digest, Encoding};
use hcl2_value::{Error, Function, Parameter, Type, Value};

pub use sandbox::Sandbox;

/// The filesystem functions reading inside `base` (which must exist); `functions`
/// gives the functions templates may call (usually the application's whole set, which
/// may include these).
pub fn functions(
    base: impl AsRef<Path>,
    functions: impl Fn() -> BTreeMap<String, Function> + Send + Sync + 'static,
) -> io::Result<BTreeMap<String, Function>> {
    let sandbox = Arc::new(Sandbox::new(base)?);
    let set = [
        ("abspath", abspath(&sandbox)),
        ("basename", path_function(paths::base)),
        ("dirname", path_function(paths::dir)),
        ("file", read::file(&sandbox)),
        ("filebase64", read::filebase64(&sandbox)),
        (
            "filebase64sha256",
            read::file_hash(&sandbox, Digest::Sha256, Encoding::Base64),
        ),
        (
            "filebase64sha512",
            read::file_hash(&sandbox, Digest::Sha512, Encoding::Base64),
        ),
        ("fileexists", read::fileexists(&sandbox)),
        (
            "filemd5",
            read::file_hash(&sandbox, Digest::Md5, Encoding::Hex),
        ),
        ("fileset", read::fileset(&sandbox)),
        (
            "filesha1",
            read::file_hash(&sandbox, Digest::Sha1, Encoding::Hex),
        ),
        (
            "filesha256",
            read::file_hash(&sandbox, Digest::Sha256, Encoding::Hex),
        ),
        (
            "filesha512",
            read::file_hash(&sandbox, Digest::Sha512, Encoding::Hex),
        ),
        ("pathexpand", pathexpand()),
        (
            "templatefile",
            template::templatefile(&sandbox, Arc::new(functions)),
        ),
    ];
    Ok(set.into_iter().map(|(n, f)| (n.to_string(), f)).collect())
}

/// `abspath(path)`: the path made absolute against the base directory (an absolute
/// path stays as it is), cleaned, with `/` separators.
fn abspath(sandbox: &Arc<Sandbox>) -> Function {
    let root = sandbox.root().to_string_lossy().replace('\\', "/");
    path_function(move |path| {
        if path.starts_with('/') {
            paths::clean(path)
        } else {
            paths::clean(&format!("{root}/{path}"))
        }
    })
}

fn path_function(f: impl Fn(&str) -> String + Send + Sync + 'static) -> Function {
    Function::builder([Parameter::new("path", Type::String)])
        .returns(Type::String)
        .refine_not_null()
        .build(move |args, _| Ok(Value::string(f(args[0].as_str().unwrap_or_default()))))
}

/// `pathexpand(path)`: a leading `~` replaced with the user's home directory.
fn pathexpand() -> Function {
    Function::builder([Parameter::new("path", Type::String)])
        .returns(Type::String)
        .refine_not_null()
        .build(|args, _| {
            let path = args[0].as_str().unwrap_or_default();
            let Some(rest) = path.strip_prefix('~') else {
                return Ok(Value::string(path));
            };
            if !(rest.is_empty() || rest.starts_with('/') || rest.starts_with('\\')) {
                return Err(Error::new("cannot expand user-specific home dir"));
            }
            let home = std::env::var("HOME")
                .map_err(|_| Error::new("failed to expand ~: $HOME is not defined"))?;
            Ok(Value::string(format!("{home}{rest}")))
        })
}
