//! The filesystem functions: Terraform's documented examples, and the sandbox tested
//! with `..`, absolute paths, `~` and symbolic links.

use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

use hcl2_ext::files::functions;
use hcl2_value::{Function, Type, Value};

/// A fresh directory tree for one test: `base` (the sandbox) and a sibling `outside`.
struct Tree {
    top: PathBuf,
}

impl Tree {
    fn new(name: &str) -> Tree {
        let top =
            std::env::temp_dir().join(format!("hcl2-ext-files-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&top);
        fs::create_dir_all(top.join("base/sub/deeper")).unwrap();
        fs::create_dir_all(top.join("outside")).unwrap();
        fs::write(top.join("base/hello.txt"), "Hello World").unwrap();
        fs::write(top.join("base/sub/a.txt"), "a").unwrap();
        fs::write(top.join("base/sub/b.json"), "{}").unwrap();
        fs::write(top.join("base/sub/deeper/c.txt"), "c").unwrap();
        fs::write(top.join("base/binary.bin"), [0xff, 0xfe]).unwrap();
        fs::write(top.join("outside/secret.txt"), "secret").unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(top.join("outside/secret.txt"), top.join("base/leak.txt"))
                .unwrap();
            std::os::unix::fs::symlink(top.join("outside"), top.join("base/leakdir")).unwrap();
            std::os::unix::fs::symlink(top.join("base/hello.txt"), top.join("base/sub/link.txt"))
                .unwrap();
        }
        Tree { top }
    }

    fn functions(&self) -> BTreeMap<String, Function> {
        let base = self.top.join("base");
        let inner = base.clone();
        functions(&base, move || {
            let mut all = hcl2_stdlib::functions();
            all.extend(functions(&inner, BTreeMap::new).unwrap());
            all
        })
        .unwrap()
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.top);
    }
}

fn s(t: &str) -> Value {
    Value::from(t)
}

fn err(fns: &BTreeMap<String, Function>, name: &str, args: &[Value]) -> String {
    fns[name].call(args).expect_err(name).to_string()
}

#[test]
fn file_reads_text_inside_the_base_directory() {
    let t = Tree::new("file");
    let fns = t.functions();
    assert_eq!(
        fns["file"].call(&[s("hello.txt")]).unwrap(),
        s("Hello World")
    );
    assert_eq!(
        fns["file"].call(&[s("./sub/../hello.txt")]).unwrap(),
        s("Hello World")
    );
    assert_eq!(
        err(&fns, "file", &[s("missing.txt")]),
        "no file exists at \"missing.txt\"; this function works only with files that are distributed as part of the configuration source code, so if this file will be created by a resource in this configuration you must instead obtain this result from an attribute of that resource"
    );
    assert!(err(&fns, "file", &[s("binary.bin")])
        .starts_with("contents of \"binary.bin\" are not valid UTF-8"));
    let marked = fns["file"]
        .call(&[s("hello.txt").mark("sensitive")])
        .unwrap();
    assert_eq!(marked, s("Hello World").mark("sensitive"));
}

#[test]
fn the_sandbox_refuses_dot_dot_absolute_and_home_paths() {
    let t = Tree::new("escape");
    let fns = t.functions();
    for path in [
        "../outside/secret.txt",
        "sub/../../outside/secret.txt",
        "..",
    ] {
        assert_eq!(
            err(&fns, "file", &[s(path)]),
            format!(
                "\"{path}\" leads outside the base directory; only files inside it can be used"
            ),
        );
    }
    let absolute = t
        .top
        .join("outside/secret.txt")
        .to_string_lossy()
        .into_owned();
    for path in [absolute.as_str(), "/etc/passwd", "~/.bashrc"] {
        assert_eq!(
            err(&fns, "file", &[s(path)]),
            format!("\"{path}\" is not relative to the base directory; only files inside it can be used"),
        );
    }
    assert!(fns["fileexists"]
        .call(&[s("../outside/secret.txt")])
        .is_err());
    assert!(fns["filemd5"].call(&[s("/etc/passwd")]).is_err());
    assert!(fns["templatefile"]
        .call(&[s("../outside/secret.txt"), Value::empty_object()])
        .is_err());
}

#[cfg(unix)]
#[test]
fn the_sandbox_refuses_links_that_lead_outside() {
    let t = Tree::new("links");
    let fns = t.functions();
    assert_eq!(
        err(&fns, "file", &[s("leak.txt")]),
        "\"leak.txt\" leads outside the base directory; only files inside it can be used"
    );
    assert!(fns["file"].call(&[s("leakdir/secret.txt")]).is_err());
    // A link that stays inside is followed.
    assert_eq!(
        fns["file"].call(&[s("sub/link.txt")]).unwrap(),
        s("Hello World")
    );
    // fileset lists neither the escaping link nor anything behind the linked directory.
    let all = fns["fileset"].call(&[s("."), s("**")]).unwrap();
    let names: Vec<&str> = all
        .as_slice()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        !names
            .iter()
            .any(|n| n.contains("leak") || n.contains("secret")),
        "{names:?}"
    );
    assert!(names.contains(&"sub/link.txt"));
}

#[test]
fn fileexists_tells_files_from_missing_paths_and_directories() {
    let t = Tree::new("exists");
    let fns = t.functions();
    assert_eq!(
        fns["fileexists"].call(&[s("hello.txt")]).unwrap(),
        Value::from(true)
    );
    assert_eq!(
        fns["fileexists"].call(&[s("nope.txt")]).unwrap(),
        Value::from(false)
    );
    assert_eq!(
        err(&fns, "fileexists", &[s("sub")]),
        "\"sub\" is a directory, not a file"
    );
}

#[test]
fn fileset_matches_globs_relative_to_the_path() {
    let t = Tree::new("fileset");
    let fns = t.functions();
    let set = |items: &[&str]| Value::set(items.iter().map(|i| s(i))).unwrap();
    assert_eq!(
        fns["fileset"].call(&[s("sub"), s("*.txt")]).unwrap(),
        set(&["a.txt", "link.txt"])
    );
    assert_eq!(
        fns["fileset"].call(&[s("sub"), s("**/*.txt")]).unwrap(),
        set(&["a.txt", "deeper/c.txt", "link.txt"])
    );
    assert_eq!(
        fns["fileset"].call(&[s("sub"), s("{a,b}.*")]).unwrap(),
        set(&["a.txt", "b.json"])
    );
    assert_eq!(
        fns["fileset"].call(&[s("sub"), s("*.yaml")]).unwrap(),
        Value::empty_set(Type::String)
    );
    assert!(fns["fileset"].call(&[s("sub"), s("../*")]).is_err());
    assert!(fns["fileset"].call(&[s(".."), s("*")]).is_err());
}

#[test]
fn file_hashes_and_base64_read_the_bytes() {
    let t = Tree::new("hashes");
    let fns = t.functions();
    let h = |name: &str| fns[name].call(&[s("hello.txt")]).unwrap();
    assert_eq!(h("filemd5"), s("b10a8db164e0754105b7a99be72e3fe5"));
    assert_eq!(h("filesha1"), s("0a4d55a8d778e5022fab701977c5d840bbc486d0"));
    assert_eq!(
        h("filesha256"),
        s("a591a6d40bf420404a011733cfb7b190d62c65bf0bcda32b57b277d9ad9f146e")
    );
    assert_eq!(
        h("filebase64sha256"),
        s("pZGm1Av0IEBKARczz7exkNYsZb8LzaMrV7J32a2fFG4=")
    );
    assert_eq!(h("filebase64"), s("SGVsbG8gV29ybGQ="));
    assert_eq!(h("filesha512").as_str().map(str::len), Some(128));
    assert_eq!(h("filebase64sha512").as_str().map(str::len), Some(88));
}

#[test]
fn templatefile_renders_with_only_the_given_variables() {
    let t = Tree::new("template");
    fs::write(
        t.top.join("base/backends.tftpl"),
        "%{ for addr in ip_addrs ~}\nbackend ${addr}:${port}\n%{ endfor ~}\n",
    )
    .unwrap();
    fs::write(
        t.top.join("base/config.tftpl"),
        "${jsonencode({\"backends\": [for addr in ip_addrs : \"${addr}:${port}\"]})}",
    )
    .unwrap();
    fs::write(
        t.top.join("base/self.tftpl"),
        "${templatefile(\"self.tftpl\", {})}",
    )
    .unwrap();
    fs::write(t.top.join("base/broken.tftpl"), "${").unwrap();
    let fns = t.functions();
    let vars = Value::object([
        ("port", Value::from(8080)),
        ("ip_addrs", Value::tuple([s("10.0.0.1"), s("10.0.0.2")])),
    ]);
    assert_eq!(
        fns["templatefile"]
            .call(&[s("backends.tftpl"), vars.clone()])
            .unwrap(),
        s("backend 10.0.0.1:8080\nbackend 10.0.0.2:8080\n")
    );
    assert_eq!(
        fns["templatefile"]
            .call(&[s("config.tftpl"), vars])
            .unwrap(),
        s("{\"backends\":[\"10.0.0.1:8080\",\"10.0.0.2:8080\"]}")
    );
    let missing = fns["templatefile"]
        .call(&[
            s("backends.tftpl"),
            Value::object([("port", Value::from(1))]),
        ])
        .unwrap_err();
    assert_eq!(
        (missing.argument(), missing.to_string()),
        (
            Some(1),
            "vars map does not contain key \"ip_addrs\", referenced at backends.tftpl:1,16-24"
                .into()
        )
    );
    let bad_name = fns["templatefile"]
        .call(&[
            s("backends.tftpl"),
            Value::object([("1bad", Value::from(1))]),
        ])
        .unwrap_err();
    assert!(bad_name
        .to_string()
        .starts_with("invalid template variable name \"1bad\""));
    assert_eq!(
        err(&fns, "templatefile", &[s("backends.tftpl"), s("x")]),
        "invalid vars value: must be a map"
    );
    assert!(err(
        &fns,
        "templatefile",
        &[s("self.tftpl"), Value::empty_object()]
    )
    .contains("cannot recursively call templatefile from inside another template function"));
    assert!(fns["templatefile"]
        .call(&[s("broken.tftpl"), Value::empty_object()])
        .is_err());
    let unknown = fns["templatefile"]
        .call(&[s("backends.tftpl"), Value::unknown(Type::Dynamic)])
        .unwrap();
    assert_eq!(unknown, Value::dynamic());
}

#[test]
fn path_functions_follow_go_path_rules() {
    let t = Tree::new("paths");
    let fns = t.functions();
    let one = |name: &str, p: &str| fns[name].call(&[s(p)]).unwrap();
    assert_eq!(one("basename", "foo/bar/baz.txt"), s("baz.txt"));
    assert_eq!(one("dirname", "foo/bar/baz.txt"), s("foo/bar"));
    let base = t
        .top
        .join("base")
        .canonicalize()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    assert_eq!(
        one("abspath", "sub/../hello.txt"),
        s(&format!("{base}/hello.txt"))
    );
    assert_eq!(one("abspath", "/x/./y"), s("/x/y"));
    if let Ok(home) = std::env::var("HOME") {
        assert_eq!(
            one("pathexpand", "~/.ssh/id_rsa"),
            s(&format!("{home}/.ssh/id_rsa"))
        );
    }
    assert_eq!(one("pathexpand", "/etc/resolv.conf"), s("/etc/resolv.conf"));
    assert!(fns["pathexpand"].call(&[s("~someone/x")]).is_err());
}
