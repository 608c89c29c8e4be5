//! The `hcldec` program: read a spec, build the evaluation context, parse the inputs,
//! then print the decoded value (or the variables referenced) as JSON, with the
//! reference's flags, outputs and exit codes: 0 on success, 1 for an error that is not
//! about the input (no spec given, an unreadable standard input, an output that cannot
//! be opened or a value that cannot be written), 2 for a malformed command line and for
//! error diagnostics.

use std::io::{Read, Write};

use hcl2::core::{Body, Diagnostics, MergedBody};
use hcl2::ext::spec_file;
use hcl2::{dec, Parser, Syntax};

use crate::context::eval_context;
use crate::diags_json::write_diagnostics_json;
use crate::diags_text::{write_diagnostics_text, TextStyle};
use crate::flags::{self, Options, Refusal};
use crate::go_format::{os_error_text, quote_bytes};
use crate::output::result_json;
use crate::paths::path_of;
use crate::var_refs::var_refs_json;
use crate::vars::read_vars;

/// The version the reference prints for `--version`.
pub const VERSION: &str = "0.0.1-dev";

/// The standard streams the program reads and writes.
pub struct Streams<'a> {
    /// Input read when no file is named.
    pub stdin: &'a mut dyn Read,
    /// Where the result goes unless `--out` names a file.
    pub stdout: &'a mut dyn Write,
    /// Where diagnostics and errors go.
    pub stderr: &'a mut dyn Write,
}

/// How diagnostics are printed.
enum DiagFormat {
    Text(TextStyle),
    Json,
}

/// Why the program stops early: the exit code it ends with, after what it has printed.
struct Stop(i32);

/// Runs `hcldec` with `args` (the arguments after the program name) and returns its
/// exit code. `style` lays out text diagnostics.
pub fn run(args: &[Vec<u8>], streams: Streams<'_>, style: TextStyle) -> i32 {
    let Streams {
        stdin,
        stdout,
        stderr,
    } = streams;
    let options = match flags::parse(args) {
        Ok(options) => options,
        Err(refusal) => {
            let mut text = Vec::new();
            if let Refusal::Error(message) = refusal {
                text.extend_from_slice(&message);
                text.push(b'\n');
            }
            text.extend_from_slice(flags::usage().as_bytes());
            let _ = stderr.write_all(&text);
            return 2;
        }
    };
    if options.version {
        let _ = writeln!(stdout, "{VERSION}");
        return 0;
    }
    let format = match options.diags.as_slice() {
        b"" => DiagFormat::Text(style),
        b"json" => DiagFormat::Json,
        other => {
            let _ = writeln!(
                stderr,
                "Invalid diagnostics format {}: only \"json\" is supported.",
                quote_bytes(other)
            );
            return 2;
        }
    };
    let mut program = Program {
        options: &options,
        parser: Parser::with_options(parse_options(&options)),
        diags: Diagnostics::new(),
        format,
        stderr,
    };
    match program.run(stdin, stdout) {
        Ok(()) => 0,
        Err(Stop(code)) => code,
    }
}

/// How `--max-diagnostics` (or its absence) says to parse.
fn parse_options(options: &Options) -> hcl2::ParseOptions {
    options
        .max_diagnostics
        .map_or_else(hcl2::ParseOptions::default, crate::limit::parse_options)
}

/// One run's state: what was asked, the files read, the diagnostics so far.
struct Program<'o, 'e> {
    options: &'o Options,
    parser: Parser,
    diags: Diagnostics,
    format: DiagFormat,
    stderr: &'e mut dyn Write,
}

impl Program<'_, '_> {
    fn run(&mut self, stdin: &mut dyn Read, stdout: &mut dyn Write) -> Result<(), Stop> {
        if self.options.spec.is_empty() {
            return Err(self.error("the --spec=... argument is required"));
        }
        let spec = self.load_spec()?;
        let (vars, vars_diags) = read_vars(&mut self.parser, &self.options.vars);
        self.diags.extend(vars_diags);
        let ctx = eval_context(&spec.variables, &spec.functions, vars);

        let files = self.parse_inputs(stdin)?;
        self.stop_on_errors()?;
        let body = one_body(&files);

        if self.options.var_refs {
            let traversals = dec::variables(body.as_ref(), &spec.root);
            let text = var_refs_json(&traversals, ctx.as_ref());
            return self.write_result(stdout, |out| out.write_all(text.as_bytes()));
        }
        let (value, decode_diags) = dec::decode(body.as_ref(), &spec.root, ctx.as_ref());
        self.diags.extend(decode_diags);
        self.stop_on_errors()?;
        // No diagnostic is rendered after a decode without errors (warnings are only
        // printed with errors): the files, trees and texts, go before the output is
        // written, so that the output never shares memory with them.
        drop(body);
        drop(files);
        self.parser = Parser::with_options(parse_options(self.options));
        let json = result_json(&value, self.options.with_type, self.options.keep_nulls)
            .map_err(|message| self.error(&message))?;
        self.write_result(stdout, |out| {
            json.write_to(out)?;
            out.write_all(b"\n")
        })
    }

    /// Reads the spec file (native syntax whatever its name) and loads it; any error
    /// stops the run.
    fn load_spec(&mut self) -> Result<spec_file::SpecFile, Stop> {
        let path = path_of(&self.options.spec);
        let (file, parse_diags) = self.parser.parse_file_as(&path, Syntax::Native);
        let file = match file {
            Some(file) if !parse_diags.has_errors() => file,
            _ => {
                self.diags.extend(parse_diags);
                return Err(self.write_diags());
            }
        };
        // Loading parses the text again and reports the parse's warnings itself.
        let (spec, spec_diags) = spec_file::load_spec_file(file.bytes(), file.name());
        self.diags.extend(spec_diags);
        match spec {
            Some(spec) if !self.diags.has_errors() => Ok(spec),
            _ => Err(self.write_diags()),
        }
    }

    /// Parses the named files (by suffix) or, when none is named, standard input as
    /// native syntax; only files without errors are returned.
    fn parse_inputs(
        &mut self,
        stdin: &mut dyn Read,
    ) -> Result<Vec<std::sync::Arc<hcl2::File>>, Stop> {
        let mut files = Vec::new();
        if self.options.files.is_empty() {
            let mut src = Vec::new();
            if let Err(e) = stdin.read_to_end(&mut src) {
                let why = os_error_text(&e);
                return Err(self.error(&format!("failed to read stdin: read /dev/stdin: {why}")));
            }
            let (file, diags) = self.parser.parse(&src, "<stdin>", Syntax::Native);
            if !diags.has_errors() {
                files.push(file);
            }
            self.diags.extend(diags);
        } else {
            for name in &self.options.files {
                let (file, diags) = self.parser.parse_file(&path_of(name));
                if let (Some(file), false) = (file, diags.has_errors()) {
                    files.push(file);
                }
                self.diags.extend(diags);
            }
        }
        Ok(files)
    }

    /// Writes the result with `write` to standard output or to the `--out` file; as in
    /// the reference, a failure to write is not reported.
    fn write_result(
        &mut self,
        stdout: &mut dyn Write,
        write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<(), Stop> {
        if self.options.out.is_empty() {
            let _ = write(stdout);
            return Ok(());
        }
        match open_output(&self.options.out) {
            Ok(mut file) => {
                let _ = write(&mut file);
                Ok(())
            }
            Err(e) => {
                let name = String::from_utf8_lossy(&self.options.out);
                let why = os_error_text(&e);
                Err(self.error(&format!(
                    "can't open {name} for writing: open {name}: {why}"
                )))
            }
        }
    }

    fn stop_on_errors(&mut self) -> Result<(), Stop> {
        if self.diags.has_errors() {
            Err(self.write_diags())
        } else {
            Ok(())
        }
    }

    /// Prints every diagnostic so far; the run then ends with code 2.
    fn write_diags(&mut self) -> Stop {
        match &self.format {
            DiagFormat::Json => {
                let _ = write_diagnostics_json(&self.diags, self.stderr);
            }
            DiagFormat::Text(style) => {
                let mut stderr = std::io::BufWriter::new(&mut *self.stderr);
                let _ = write_diagnostics_text(&self.parser, &self.diags, *style, &mut stderr);
                let _ = stderr.flush();
            }
        }
        Stop(2)
    }

    /// Prints an error that is not a diagnostic; the run then ends with code 1.
    fn error(&mut self, message: &str) -> Stop {
        let _ = write!(self.stderr, "Error: {message}\n\n");
        Stop(1)
    }
}

/// The body of the one file, or the files' bodies merged.
fn one_body(files: &[std::sync::Arc<hcl2::File>]) -> Box<dyn Body + '_> {
    let mut bodies: Vec<Box<dyn Body + '_>> = files
        .iter()
        .map(|f| Box::new(f.body()) as Box<dyn Body + '_>)
        .collect();
    if bodies.len() == 1 {
        bodies.remove(0)
    } else {
        Box::new(MergedBody::new(bodies))
    }
}

/// Opens (creating or truncating) the `--out` file, with the reference's permissions
/// for a new file (all, less the umask).
fn open_output(name: &[u8]) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o777);
    }
    options.open(path_of(name))
}
