//! hcldec's outputs take memory in proportion to one item, or to the output text, never
//! a tree of the whole document (issue 29, defect 7).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

use hcl2::core::{Diagnostic, Diagnostics, Pos, Range};
use hcl2_cli::diags_json::write_diagnostics_json;
use hcl2_cli::diags_text::{write_diagnostics_text, TextStyle};
use hcl2_cli::output::result_json;

#[test]
fn json_diagnostics_are_written_in_memory_independent_of_their_number() {
    let _serial = peak_memory::serial();
    for n in [10_000, 40_000] {
        let mut diags = Diagnostics::new();
        for i in 0..n {
            let at = Range::new(
                "t.hcl",
                Pos::new(i + 1, 1, i * 8),
                Pos::new(i + 1, 3, i * 8 + 2),
            );
            let detail = format!("An argument named \"a{i}\" is not expected here.");
            diags.push(Diagnostic::error("Unsupported argument", detail, Some(at)));
        }
        let mut written = 0usize;
        let mut sink = std::io::sink();
        let mut counter = CountingWriter(&mut sink, &mut written);
        let (result, peak) =
            peak_memory::peak_during(|| write_diagnostics_json(&diags, &mut counter));
        assert!(result.is_ok());
        assert!(
            written > n * 200,
            "{n} diagnostics: {written} bytes written"
        );
        assert!(peak <= 1 << 20, "{n} diagnostics: peak {peak} bytes");
    }
}

#[test]
fn the_value_json_is_written_in_memory_independent_of_its_size() {
    let _serial = peak_memory::serial();
    for n in [100_000, 400_000] {
        let item = hcl2::Value::object([
            ("a", hcl2::Value::null(hcl2::Type::String)),
            ("x", hcl2::Value::from(1)),
        ]);
        let value = hcl2::Value::tuple(vec![item; n]);
        let mut written = 0usize;
        let mut sink = std::io::sink();
        let (result, peak) = peak_memory::peak_during(|| {
            let json = result_json(&value, false, false)?;
            let mut counter = CountingWriter(&mut sink, &mut written);
            json.write_to(&mut counter).map_err(|e| e.to_string())
        });
        assert!(result.is_ok());
        // `[{"x":1},...]`: each null property dropped as it is written.
        assert_eq!(written, n * r#"{"x":1},"#.len() + 1);
        // A buffer of 64 KiB, whatever the size (the text is 8 bytes an item).
        assert!(peak <= 256 << 10, "{n} objects: peak {peak} bytes");
    }
}

#[test]
fn text_diagnostics_are_written_in_memory_independent_of_their_number() {
    let _serial = peak_memory::serial();
    let mut times = Vec::new();
    for n in [5_000, 20_000] {
        // Each line after the first redefines `a`: one error a line, every one kept.
        let src = "a=1\n".repeat(n);
        let all = hcl2::ParseOptions::new().max_diagnostics(usize::MAX);
        let mut parser = hcl2::Parser::with_options(all);
        let (_, diags) = parser.parse(src.as_bytes(), "t.hcl", hcl2::Syntax::Native);
        assert_eq!(diags.len(), n - 1);
        let mut written = 0usize;
        let mut sink = std::io::sink();
        let mut counter = CountingWriter(&mut sink, &mut written);
        let start = std::time::Instant::now();
        let (result, peak) = peak_memory::peak_during(|| {
            write_diagnostics_text(&parser, &diags, TextStyle::default(), &mut counter)
        });
        times.push(start.elapsed());
        assert!(result.is_ok());
        assert!(
            written > n * 200,
            "{n} diagnostics: {written} bytes written"
        );
        // The file's text and line index once, then one diagnostic at a time.
        let bound = 2 * src.len() + 16 * n + (1 << 20);
        assert!(
            peak <= bound,
            "{n} diagnostics: peak {peak} bytes, over {bound}"
        );
    }
    // Four times the diagnostics, at most about four times the time (a wide margin
    // for a loaded machine; quadratic rendering would take sixteen).
    assert!(
        times[1] <= times[0] * 8,
        "n: {:?}, 4n: {:?}",
        times[0],
        times[1]
    );
}

struct CountingWriter<'a>(&'a mut dyn std::io::Write, &'a mut usize);

impl std::io::Write for CountingWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        *self.1 += buf.len();
        self.0.write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// Runs `hcldec --spec any.hcldec in.hcl` in-process over `input` (with `any.hcldec`
/// taking attribute `a` as any type) and returns its exit code, its output, and the
/// heap memory live when it wrote its first output byte, beyond what was live before.
fn live_when_hcldec_writes(input: &str) -> (i32, Vec<u8>, usize) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("in.hcl"), input).unwrap();
    let spec = dir.path().join("any.hcldec");
    std::fs::write(&spec, "object {\n  attr \"a\" {\n    type = any\n  }\n}\n").unwrap();
    let args: Vec<Vec<u8>> = [
        "--spec".to_string(),
        spec.to_string_lossy().into_owned(),
        dir.path().join("in.hcl").to_string_lossy().into_owned(),
    ]
    .into_iter()
    .map(String::into_bytes)
    .collect();
    let mut stdout = LiveAtFirstWrite::default();
    let (mut stdin, mut stderr) = (std::io::empty(), Vec::new());
    let base = peak_memory::live();
    let code = hcl2_cli::hcldec::run(
        &args,
        hcl2_cli::hcldec::Streams {
            stdin: &mut stdin,
            stdout: &mut stdout,
            stderr: &mut stderr,
        },
        TextStyle::default(),
    );
    let live = stdout.live.unwrap_or(0).saturating_sub(base);
    (code, stdout.written, live)
}

#[test]
fn hcldec_holds_no_syntax_tree_or_source_text_while_it_writes_the_value() {
    let _serial = peak_memory::serial();
    // A small value from a big tree: 16 bytes an element, and 2 of text.
    let n = 200_000;
    let input = format!("a = [{}][0]\n", vec!["1"; n].join(","));
    let (code, out, live) = live_when_hcldec_writes(&input);
    assert_eq!(code, 0);
    assert_eq!(out, b"{\"a\":1}\n");
    // What hcldec keeps besides: its spec, context, scratch buffers and output buffer.
    assert!(live <= 512 << 10, "live {live} bytes when writing");
}

/// A writer that keeps what it is given and the heap memory live at its first write.
#[derive(Default)]
struct LiveAtFirstWrite {
    written: Vec<u8>,
    live: Option<usize>,
}

impl std::io::Write for LiveAtFirstWrite {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.live.is_none() {
            self.live = Some(peak_memory::live());
            // Room for the whole output, so that collecting it here does not count.
            self.written.reserve(buf.len().max(1 << 20));
        }
        self.written.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
