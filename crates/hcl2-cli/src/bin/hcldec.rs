//! `hcldec`: HCL input to JSON through a decoding spec (see the `hcl2_cli` crate docs).

use std::io::IsTerminal;

use hcl2_cli::diags_text::TextStyle;
use hcl2_cli::hcldec::{run, Streams};
use hcl2_cli::paths::args_as_bytes;

fn main() {
    let style = TextStyle {
        color: std::io::stderr().is_terminal(),
        width: terminal_size::terminal_size_of(std::io::stdout())
            .map_or(80, |(width, _)| usize::from(width.0)),
    };
    let (stdin, stdout, stderr) = (std::io::stdin(), std::io::stdout(), std::io::stderr());
    let code = run(
        &args_as_bytes(),
        Streams {
            stdin: &mut stdin.lock(),
            stdout: &mut stdout.lock(),
            stderr: &mut stderr.lock(),
        },
        style,
    );
    std::process::exit(code);
}
