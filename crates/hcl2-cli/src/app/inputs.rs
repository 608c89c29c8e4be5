//! The files a command works on: paths from the command line, directories walked in a
//! stable (sorted) order, standard input as `-`, and each file's bytes read with
//! every failure a diagnostic that names the file.

use std::io::Read;
use std::path::{Path, PathBuf};

use hcl2::core::{Diagnostic, Diagnostics};
use hcl2::Syntax;
use rayon::prelude::*;

/// Where an input comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Standard input (no path, or `-`).
    Stdin,
    /// A file.
    File(PathBuf),
}

impl Source {
    /// The name diagnostics and output use: the path as given, or `<stdin>`.
    pub fn name(&self) -> String {
        match self {
            Source::Stdin => "<stdin>".to_owned(),
            Source::File(path) => path.display().to_string(),
        }
    }

    /// The syntax it is read as: by file name as the reference picks it (JSON for
    /// `.json`), native for standard input.
    pub fn syntax(&self) -> Syntax {
        match self {
            Source::Stdin => Syntax::Native,
            Source::File(_) => Syntax::for_file_name(&self.name()),
        }
    }
}

/// How directories are walked.
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    /// Into subdirectories too (hidden ones, such as `.git` and `.terraform`, never).
    pub recursive: bool,
    /// Which file names a walk takes (files named on the command line are always taken).
    pub accept: fn(&str) -> bool,
}

/// The usual names of native-syntax HCL files: `.tf`, `.tfvars`, `.hcl` (so also
/// `.pkr.hcl`) and `.nomad`.
pub fn is_native_name(name: &str) -> bool {
    [".tf", ".tfvars", ".hcl", ".nomad"]
        .iter()
        .any(|suffix| name.ends_with(suffix))
}

/// Native names and their JSON-syntax forms (`main.tf.json`, `vars.tfvars.json`, …).
pub fn is_config_name(name: &str) -> bool {
    is_native_name(name) || name.strip_suffix(".json").is_some_and(is_native_name)
}

/// The inputs `args` name: standard input when there are none; each directory
/// replaced by the files of it `walk` takes. A path that does not exist or a directory
/// that cannot be listed is a diagnostic.
pub fn collect(args: &[PathBuf], walk: Walk) -> (Vec<Source>, Diagnostics) {
    let mut sources = Vec::new();
    let mut diags = Diagnostics::new();
    if args.is_empty() {
        sources.push(Source::Stdin);
    }
    // One status call an argument, on all cores: thousands of files can be named, and
    // each call walks its path in the kernel.
    let kinds: Vec<_> = args.par_iter().map(|arg| kind_of(arg)).collect();
    for (arg, kind) in args.iter().zip(kinds) {
        match kind {
            Ok(ArgKind::Stdin) => sources.push(Source::Stdin),
            Ok(ArgKind::Dir) => walk_dir(arg, walk, &mut sources, &mut diags),
            Ok(ArgKind::File) => sources.push(Source::File(arg.clone())),
            Err(e) => diags.push(read_error(&arg.display().to_string(), &os_message(&e))),
        }
    }
    (sources, diags)
}

/// What a command-line argument names.
enum ArgKind {
    Stdin,
    Dir,
    File,
}

fn kind_of(arg: &Path) -> std::io::Result<ArgKind> {
    if arg.as_os_str() == "-" {
        return Ok(ArgKind::Stdin);
    }
    let meta = std::fs::metadata(arg)?;
    Ok(if meta.is_dir() {
        ArgKind::Dir
    } else {
        ArgKind::File
    })
}

fn walk_dir(dir: &Path, walk: Walk, out: &mut Vec<Source>, diags: &mut Diagnostics) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            diags.push(read_error(&dir.display().to_string(), &os_message(&e)));
            return;
        }
    };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_str().unwrap_or("");
        // Symbolic links to directories are not followed (no cycles); special files
        // (pipes, sockets, devices) are never taken, so a walk cannot block on one.
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            if walk.recursive && !name.starts_with('.') {
                walk_dir(&path, walk, out, diags);
            }
        } else if (walk.accept)(name)
            && (kind.is_file() || std::fs::metadata(&path).is_ok_and(|m| m.is_file()))
        {
            out.push(Source::File(path));
        }
    }
}

/// The bytes of `source`, or a diagnostic naming it.
pub fn read(source: &Source) -> Result<Vec<u8>, Diagnostics> {
    match source {
        Source::Stdin => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| Diagnostics::from(read_error("<stdin>", &os_message(&e))))?;
            Ok(bytes)
        }
        // A directory fails to read ("Is a directory"): it needs no check of its own.
        Source::File(path) => {
            std::fs::read(path).map_err(|e| read_error(&source.name(), &os_message(&e)).into())
        }
    }
}

/// The text of `bytes` read from `name`, or a diagnostic at the first byte that is not
/// UTF-8 (with the bytes back, for the snippet).
pub fn text(bytes: Vec<u8>, name: &str) -> Result<String, (Diagnostics, Vec<u8>)> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let bytes = e.into_bytes();
        let text = String::from_utf8_lossy(&bytes[..at]).into_owned();
        let file = hcl2::core::SourceFile::new(name, text);
        let range = file.range(hcl2::core::Span::new(at as u32, at as u32));
        let diagnostic = Diagnostic::error(
            "Invalid character encoding",
            format!("The file {name:?} is not UTF-8 text (the first invalid byte is at offset {at}): all input files must be UTF-8 encoded."),
            Some(range),
        );
        (diagnostic.into(), bytes)
    })
}

/// "Failed to read file", naming the file and the system's reason.
pub fn read_error(name: &str, reason: &str) -> Diagnostic {
    Diagnostic::error(
        "Failed to read file",
        format!("The file {name:?} could not be read: {reason}."),
        None,
    )
}

/// An I/O error's message without Rust's " (os error N)" suffix.
pub fn os_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_owned(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_names_are_taken_and_json_only_in_its_config_forms() {
        for name in ["main.tf", "x.tfvars", "a.hcl", "b.pkr.hcl", "job.nomad"] {
            assert!(is_native_name(name), "{name}");
        }
        assert!(!is_native_name("main.tf.json"));
        assert!(is_config_name("main.tf.json"));
        assert!(!is_config_name("package.json"));
        assert!(!is_config_name("README.md"));
    }

    #[test]
    fn invalid_utf8_is_a_diagnostic_at_the_first_bad_byte() {
        let (diags, bytes) = text(b"a = 1\n\xff".to_vec(), "bad.tf").unwrap_err();
        assert_eq!(bytes, b"a = 1\n\xff");
        let d = &diags.as_slice()[0];
        let subject = d.subject.clone().unwrap();
        assert_eq!((subject.start.line, subject.start.byte), (2, 6));
        assert!(d.detail.contains("bad.tf"), "{}", d.detail);
    }

    #[test]
    fn a_missing_path_is_a_diagnostic_naming_it() {
        let walk = Walk {
            recursive: true,
            accept: is_native_name,
        };
        let (sources, diags) = collect(&[PathBuf::from("/no/such/file.tf")], walk);
        assert!(sources.is_empty());
        assert!(diags.as_slice()[0].detail.contains("/no/such/file.tf"));
    }
}
