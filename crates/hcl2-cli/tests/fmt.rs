//! The file handling of `hcl2 fmt`, driven in-process with a formatter of the tests' own
//! (trailing spaces removed; `!` marks a syntax error), so that what is checked is the
//! machinery, not the formatting rules.

use std::path::Path;

use hcl2::core::{Diagnostic, Diagnostics};
use hcl2_cli::app::fmt::{run, FmtArgs};
use hcl2_cli::app::style::Style;
use hcl2_cli::app::Io;

fn trim_trailing_spaces(_name: &str, text: &str) -> Result<String, Diagnostics> {
    if text.contains('!') {
        return Err(Diagnostic::error("Bad", "A `!` is a syntax error here.", None).into());
    }
    Ok(text
        .lines()
        .map(|l| format!("{}\n", l.trim_end()))
        .collect())
}

fn fmt(args: FmtArgs) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut io = Io {
        out: &mut out,
        err: &mut err,
    };
    let code = run(&args, &trim_trailing_spaces, Style::plain(), &mut io);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write("clean.tf", "a = 1\n");
    write("messy.tf", "a = 1   \nb = 2\n");
    write("vars.tfvars", "x = 1 \n");
    write("broken.hcl", "a = ! \n");
    write("data.json", "{\"a\": 1}   \n");
    write("sub/deep.nomad", "job = 1  \n");
    write("sub/notes.txt", "text   \n");
    dir
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap()
}

fn paths(dir: &Path) -> Vec<std::path::PathBuf> {
    vec![dir.to_path_buf()]
}

#[test]
fn check_lists_the_files_that_would_change_writes_nothing_and_exits_1() {
    let dir = tree();
    let (code, out, err) = fmt(FmtArgs {
        paths: paths(dir.path()),
        check: true,
        recursive: true,
        ..FmtArgs::default()
    });
    assert_eq!(code, 1);
    let d = dir.path().display();
    assert_eq!(
        out,
        format!("{d}/messy.tf\n{d}/sub/deep.nomad\n{d}/vars.tfvars\n")
    );
    assert!(err.contains("broken.hcl"), "{err}");
    assert_eq!(read(dir.path(), "messy.tf"), "a = 1   \nb = 2\n");
}

#[test]
fn write_rewrites_changed_files_only_and_leaves_json_and_broken_files_alone() {
    let dir = tree();
    let (code, out, _) = fmt(FmtArgs {
        paths: paths(dir.path()),
        write: true,
        recursive: true,
        ..FmtArgs::default()
    });
    assert_eq!(code, 1, "the broken file fails the run");
    assert_eq!(out, "");
    assert_eq!(read(dir.path(), "messy.tf"), "a = 1\nb = 2\n");
    assert_eq!(read(dir.path(), "sub/deep.nomad"), "job = 1\n");
    assert_eq!(read(dir.path(), "broken.hcl"), "a = ! \n");
    assert_eq!(read(dir.path(), "data.json"), "{\"a\": 1}   \n");
    assert_eq!(read(dir.path(), "sub/notes.txt"), "text   \n");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn without_recursive_only_the_directory_itself_is_walked() {
    let dir = tree();
    let (_, out, _) = fmt(FmtArgs {
        paths: paths(dir.path()),
        check: true,
        ..FmtArgs::default()
    });
    assert!(!out.contains("deep.nomad"), "{out}");
    assert!(out.contains("messy.tf"), "{out}");
}

#[test]
fn diff_prints_a_unified_diff_per_changed_file() {
    let dir = tree();
    let messy = dir.path().join("messy.tf");
    let (code, out, _) = fmt(FmtArgs {
        paths: vec![messy.clone()],
        diff: true,
        ..FmtArgs::default()
    });
    assert_eq!(code, 0);
    let name = messy.display();
    assert_eq!(
        out,
        format!("--- old/{name}\n+++ new/{name}\n@@ -1,2 +1,2 @@\n-a = 1   \n+a = 1\n b = 2\n")
    );
}

#[test]
fn without_a_mode_the_formatted_text_is_printed() {
    let dir = tree();
    let (code, out, _) = fmt(FmtArgs {
        paths: vec![dir.path().join("messy.tf"), dir.path().join("clean.tf")],
        ..FmtArgs::default()
    });
    assert_eq!((code, out.as_str()), (0, "a = 1\nb = 2\na = 1\n"));
}

#[test]
fn a_named_json_file_is_left_alone() {
    let dir = tree();
    let (code, out, err) = fmt(FmtArgs {
        paths: vec![dir.path().join("data.json")],
        check: true,
        ..FmtArgs::default()
    });
    assert_eq!((code, out.as_str(), err.as_str()), (0, "", ""));
}

#[test]
fn write_on_copies_of_corpus_files_gives_the_formatters_output_for_each() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/terraform-aws-modules+terraform-aws-vpc");
    let Ok(entries) = std::fs::read_dir(corpus.join("examples/complete")) else {
        eprintln!("no corpus beside the repository: skipped");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut expected = Vec::new();
    for entry in entries {
        let src = entry.unwrap().path();
        if src.extension().is_some_and(|e| e == "tf") {
            let dst = dir.path().join(src.file_name().unwrap());
            std::fs::copy(&src, &dst).unwrap();
            let text = std::fs::read_to_string(&dst).unwrap();
            expected.push((dst, trim_trailing_spaces("", &text).unwrap()));
        }
    }
    assert!(!expected.is_empty());
    let (code, _, err) = fmt(FmtArgs {
        paths: paths(dir.path()),
        write: true,
        ..FmtArgs::default()
    });
    assert_eq!(code, 0, "{err}");
    for (path, want) in expected {
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            want,
            "{}",
            path.display()
        );
    }
}

#[test]
fn an_interrupted_write_leaves_the_file_as_it_was() {
    let dir = tree();
    let path = dir.path().join("messy.tf");
    let result = hcl2_cli::app::atomic::write_atomic_with(&path, |file| {
        use std::io::Write;
        file.write_all(b"a = ")?;
        Err(std::io::Error::other("killed half way"))
    });
    assert!(result.is_err());
    assert_eq!(read(dir.path(), "messy.tf"), "a = 1   \nb = 2\n");
}
