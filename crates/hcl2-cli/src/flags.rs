//! The command line of `hcldec`, read as the reference reads it (with spf13/pflag):
//! long flags as `--name value` or `--name=value`, short ones as `-s value`, `-svalue`
//! or `-s=value`, boolean flags set by their name alone or given `=true`/`=false`,
//! clusters of short flags (`-vs spec`), file arguments anywhere, and `--` ending the
//! flags. Errors and `-h`/`--help` answer with the reference's usage text.

use crate::go_format::{quote_byte, quote_bytes, sprintf_without_args};

/// What the command line asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// `--spec`/`-s`: the spec file (empty when not given).
    pub spec: Vec<u8>,
    /// `--out`/`-o`: the file to write instead of standard output (empty for stdout).
    pub out: Vec<u8>,
    /// `--diags`: the diagnostics format (empty for text).
    pub diags: Vec<u8>,
    /// `--vars`/`-V`, in order: JSON objects or file paths.
    pub vars: Vec<Vec<u8>>,
    /// `--var-refs`: describe the variables referenced instead of decoding.
    pub var_refs: bool,
    /// `--with-type`: wrap the result with its type.
    pub with_type: bool,
    /// `--keep-nulls`: keep null object properties in the result.
    pub keep_nulls: bool,
    /// `--max-diagnostics`: how many diagnostics a parse keeps (0: all; `None`: the
    /// library's default). Not a flag of the reference's.
    pub max_diagnostics: Option<usize>,
    /// `--version`/`-v`: print the version and exit.
    pub version: bool,
    /// The input files, in order.
    pub files: Vec<Vec<u8>>,
}

/// Why the command line was not accepted: help was asked for, or the message to print
/// before the usage text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// `-h` or `--help`: the usage text alone.
    Help,
    /// A malformed command line: this message, then the usage text.
    Error(Vec<u8>),
}

/// What a flag holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Bool,
    String,
    /// Repeatable, collected in order (the reference's `varSpecs`).
    Vars,
    /// A count (pflag's `uint`), named `N` in the usage text.
    Count,
}

/// One flag: long name, optional short letter, kind, and usage text.
struct Flag {
    name: &'static str,
    short: Option<u8>,
    kind: Kind,
    usage: &'static str,
}

/// The flags, sorted by name as the usage text lists them.
const FLAGS: &[Flag] = &[
    Flag {
        name: "diags",
        short: None,
        kind: Kind::String,
        usage: "format any returned diagnostics in the given format; currently only \"json\" is accepted",
    },
    Flag {
        name: "keep-nulls",
        short: None,
        kind: Kind::Bool,
        usage: "retain object properties that have null as their value (they are removed by default)",
    },
    Flag {
        name: "max-diagnostics",
        short: None,
        kind: Kind::Count,
        usage: crate::limit::USAGE,
    },
    Flag {
        name: "out",
        short: Some(b'o'),
        kind: Kind::String,
        usage: "write to the given file, instead of stdout",
    },
    Flag {
        name: "spec",
        short: Some(b's'),
        kind: Kind::String,
        usage: "path to spec file (required)",
    },
    Flag {
        name: "var-refs",
        short: None,
        kind: Kind::Bool,
        usage: "rather than decoding input, produce a JSON description of the variables referenced by it",
    },
    Flag {
        name: "vars",
        short: Some(b'V'),
        kind: Kind::Vars,
        usage: "provide variables to the given configuration file(s)",
    },
    Flag {
        name: "version",
        short: Some(b'v'),
        kind: Kind::Bool,
        usage: "show the version number and immediately exit",
    },
    Flag {
        name: "with-type",
        short: None,
        kind: Kind::Bool,
        usage: "include an additional object level at the top describing the HCL-oriented type of the result value",
    },
];

impl Flag {
    /// The value name the usage text shows after the flag.
    fn value_name(&self) -> &'static str {
        match self.kind {
            Kind::Bool => "",
            Kind::String => "string",
            Kind::Vars => "json-or-file",
            Kind::Count => "N",
        }
    }
}

/// The usage text printed on a malformed command line and for help.
pub fn usage() -> String {
    let heads: Vec<String> = FLAGS
        .iter()
        .map(|f| {
            let mut head = match f.short {
                Some(c) => format!("  -{}, --{}", char::from(c), f.name),
                None => format!("      --{}", f.name),
            };
            if !f.value_name().is_empty() {
                head.push(' ');
                head.push_str(f.value_name());
            }
            head
        })
        .collect();
    let width = heads.iter().map(String::len).max().unwrap_or(0);
    let mut out = String::from("usage: hcldec --spec=<spec-file> [options] [hcl-file ...]\n");
    for (head, flag) in heads.iter().zip(FLAGS) {
        out.push_str(&format!("{head:width$}   {}\n", flag.usage));
    }
    out
}

/// Reads the arguments after the program name.
pub fn parse(args: &[Vec<u8>]) -> Result<Options, Refusal> {
    let mut options = Options::default();
    let mut rest = args;
    while let Some((arg, after)) = rest.split_first() {
        rest = after;
        if arg.len() < 2 || arg[0] != b'-' {
            options.files.push(arg.clone());
        } else if arg == b"--" {
            options.files.extend(rest.iter().cloned());
            break;
        } else if arg[1] == b'-' {
            rest = long_flag(arg, rest, &mut options)?;
        } else {
            rest = short_flags(arg, rest, &mut options)?;
        }
    }
    Ok(options)
}

/// Reads `--name`, `--name=value` or `--name value` (taking the value from `rest`).
fn long_flag<'a>(
    arg: &[u8],
    rest: &'a [Vec<u8>],
    options: &mut Options,
) -> Result<&'a [Vec<u8>], Refusal> {
    let body = &arg[2..];
    if matches!(body.first(), Some(b'-' | b'=')) {
        return Err(error(b"bad flag syntax: ", arg));
    }
    let (name, inline) = match body.iter().position(|&b| b == b'=') {
        Some(eq) => (&body[..eq], Some(&body[eq + 1..])),
        None => (body, None),
    };
    let Some(flag) = FLAGS.iter().find(|f| f.name.as_bytes() == name) else {
        if name == b"help" {
            return Err(Refusal::Help);
        }
        return Err(error(b"unknown flag: --", name));
    };
    let (value, rest) = match (inline, rest.split_first()) {
        (Some(value), _) => (value, rest),
        (None, _) if flag.kind == Kind::Bool => (&b"true"[..], rest),
        (None, Some((next, after))) => (next.as_slice(), after),
        (None, None) => return Err(error(b"flag needs an argument: ", arg)),
    };
    set(flag, value, options)?;
    Ok(rest)
}

/// Reads a cluster of short flags (`-v`, `-vs spec`, `-sspec`, `-s=spec`), the last of
/// which may take its value from `rest`.
fn short_flags<'a>(
    arg: &[u8],
    mut rest: &'a [Vec<u8>],
    options: &mut Options,
) -> Result<&'a [Vec<u8>], Refusal> {
    let mut shorthands = &arg[1..];
    while let Some((&c, after)) = shorthands.split_first() {
        // pflag leaves Go test-binary flags (`-test.v`) to the testing package.
        if shorthands.starts_with(b"test.") {
            break;
        }
        let Some(flag) = FLAGS.iter().find(|f| f.short == Some(c)) else {
            if c == b'h' {
                return Err(Refusal::Help);
            }
            let mut message =
                format!("unknown shorthand flag: {} in -", quote_byte(c)).into_bytes();
            message.extend_from_slice(shorthands);
            return Err(Refusal::Error(message));
        };
        let value: &[u8];
        if shorthands.len() > 2 && shorthands[1] == b'=' {
            value = &shorthands[2..];
            shorthands = b"";
        } else if flag.kind == Kind::Bool {
            value = b"true";
            shorthands = after;
        } else if !after.is_empty() {
            value = after;
            shorthands = b"";
        } else if let Some((next, later)) = rest.split_first() {
            value = next;
            rest = later;
            shorthands = b"";
        } else {
            let mut message =
                format!("flag needs an argument: {} in -", quote_byte(c)).into_bytes();
            message.extend_from_slice(shorthands);
            return Err(Refusal::Error(message));
        }
        set(flag, value, options)?;
    }
    Ok(rest)
}

/// Gives `flag` its `value`; only a boolean flag can refuse one.
fn set(flag: &Flag, value: &[u8], options: &mut Options) -> Result<(), Refusal> {
    let target = match flag.name {
        "spec" => &mut options.spec,
        "out" => &mut options.out,
        "diags" => &mut options.diags,
        "vars" => {
            options.vars.push(value.to_vec());
            return Ok(());
        }
        "max-diagnostics" => {
            let count = std::str::from_utf8(value).ok().and_then(|v| v.parse().ok());
            options.max_diagnostics = Some(count.ok_or_else(|| bad_count(flag, value))?);
            return Ok(());
        }
        _ => {
            let Some(on) = parse_bool(value) else {
                return Err(bad_bool(flag, value));
            };
            match flag.name {
                "var-refs" => options.var_refs = on,
                "with-type" => options.with_type = on,
                "keep-nulls" => options.keep_nulls = on,
                _ => options.version = on,
            }
            return Ok(());
        }
    };
    *target = value.to_vec();
    Ok(())
}

/// Go's `strconv.ParseBool`.
fn parse_bool(value: &[u8]) -> Option<bool> {
    match value {
        b"1" | b"t" | b"T" | b"TRUE" | b"true" | b"True" => Some(true),
        b"0" | b"f" | b"F" | b"FALSE" | b"false" | b"False" => Some(false),
        _ => None,
    }
}

/// The reference's message for a boolean flag given something else. pflag passes it
/// through a format function once more, so a `%` in the value is read as a verb.
fn bad_bool(flag: &Flag, value: &[u8]) -> Refusal {
    let shown = match flag.short {
        Some(c) => format!("-{}, --{}", char::from(c), flag.name),
        None => format!("--{}", flag.name),
    };
    let quoted = quote_bytes(value);
    let message = format!(
        "invalid argument {quoted} for {} flag: strconv.ParseBool: parsing {quoted}: invalid syntax",
        quote_bytes(shown.as_bytes())
    );
    Refusal::Error(sprintf_without_args(message.as_bytes()))
}

/// pflag's message for a count flag given something else than a decimal count.
fn bad_count(flag: &Flag, value: &[u8]) -> Refusal {
    let quoted = quote_bytes(value);
    let message = format!(
        "invalid argument {quoted} for \"--{}\" flag: strconv.ParseUint: parsing {quoted}: invalid syntax",
        flag.name
    );
    Refusal::Error(sprintf_without_args(message.as_bytes()))
}

fn error(prefix: &[u8], subject: &[u8]) -> Refusal {
    let mut message = prefix.to_vec();
    message.extend_from_slice(subject);
    Refusal::Error(message)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<Vec<u8>> {
        list.iter().map(|a| a.as_bytes().to_vec()).collect()
    }

    fn ok(list: &[&str]) -> Options {
        parse(&args(list)).unwrap()
    }

    fn refused(list: &[&str]) -> String {
        match parse(&args(list)) {
            Err(Refusal::Error(m)) => String::from_utf8(m).unwrap(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn values_come_in_every_pflag_spelling() {
        for spelling in [
            &["--spec=x.hcldec"][..],
            &["--spec", "x.hcldec"],
            &["-s", "x.hcldec"],
            &["-sx.hcldec"],
            &["-s=x.hcldec"],
        ] {
            assert_eq!(ok(spelling).spec, b"x.hcldec", "{spelling:?}");
        }
        assert_eq!(ok(&["--spec", "-x"]).spec, b"-x");
        assert_eq!(ok(&["--spec="]).spec, b"");
        assert_eq!(ok(&["-s", "a", "--spec", "b"]).spec, b"b");
    }

    #[test]
    fn vars_repeat_in_order_and_files_go_anywhere() {
        let o = ok(&[
            "a.hcl",
            "-V",
            "{}",
            "--vars=v.hcl",
            "b.hcl",
            "-Vx",
            "-",
            "--",
            "-v",
            "--spec",
        ]);
        assert_eq!(o.vars, args(&["{}", "v.hcl", "x"]));
        assert_eq!(o.files, args(&["a.hcl", "b.hcl", "-", "-v", "--spec"]));
        assert!(!o.version);
    }

    #[test]
    fn booleans_take_no_separate_value_but_accept_an_inline_one() {
        let o = ok(&[
            "--var-refs",
            "true",
            "--with-type=1",
            "--keep-nulls=F",
            "-v",
        ]);
        assert!(o.var_refs && o.with_type && !o.keep_nulls && o.version);
        assert_eq!(o.files, args(&["true"]));
        assert!(!ok(&["-v=false"]).version);
    }

    #[test]
    fn short_clusters_set_each_flag_and_the_last_takes_a_value() {
        let o = ok(&["-vs", "spec", "-vVx"]);
        assert!(o.version);
        assert_eq!(o.spec, b"spec");
        assert_eq!(o.vars, args(&["x"]));
    }

    #[test]
    fn max_diagnostics_takes_a_count_and_refuses_anything_else() {
        assert_eq!(ok(&["--max-diagnostics", "5"]).max_diagnostics, Some(5));
        assert_eq!(ok(&["--max-diagnostics=0"]).max_diagnostics, Some(0));
        assert_eq!(ok(&[]).max_diagnostics, None);
        assert_eq!(
            refused(&["--max-diagnostics=-1"]),
            r#"invalid argument "-1" for "--max-diagnostics" flag: strconv.ParseUint: parsing "-1": invalid syntax"#
        );
        assert!(usage().contains("      --max-diagnostics N   keep at most N diagnostics"));
    }

    #[test]
    fn malformed_command_lines_get_the_reference_messages() {
        assert_eq!(refused(&["--bogus"]), "unknown flag: --bogus");
        assert_eq!(refused(&["--bogus=1"]), "unknown flag: --bogus");
        assert_eq!(refused(&["---x"]), "bad flag syntax: ---x");
        assert_eq!(refused(&["--=x"]), "bad flag syntax: --=x");
        assert_eq!(refused(&["--spec"]), "flag needs an argument: --spec");
        assert_eq!(refused(&["-s"]), "flag needs an argument: 's' in -s");
        assert_eq!(refused(&["-vx"]), "unknown shorthand flag: 'x' in -x");
        assert_eq!(refused(&["-v="]), "unknown shorthand flag: '=' in -=");
        assert_eq!(
            refused(&["--with-type=yes"]),
            r#"invalid argument "yes" for "--with-type" flag: strconv.ParseBool: parsing "yes": invalid syntax"#
        );
        assert_eq!(
            refused(&["-v=%d"]),
            r#"invalid argument "%!d(MISSING)" for "-v, --version" flag: strconv.ParseBool: parsing "%!d(MISSING)": invalid syntax"#
        );
    }

    #[test]
    fn help_is_a_refusal_without_a_message() {
        assert_eq!(parse(&args(&["--help"])), Err(Refusal::Help));
        assert_eq!(parse(&args(&["-vh"])), Err(Refusal::Help));
        assert_eq!(parse(&args(&["--help=x"])), Err(Refusal::Help));
    }

    #[test]
    fn go_test_flags_are_skipped() {
        assert_eq!(ok(&["-test.v"]), Options::default());
    }

    #[test]
    fn usage_aligns_descriptions_after_the_longest_flag() {
        let text = usage();
        assert!(text.starts_with("usage: hcldec --spec=<spec-file> [options] [hcl-file ...]\n      --diags string        format"));
        assert!(text.contains("\n  -V, --vars json-or-file   provide variables"));
        assert!(text.contains("\n      --keep-nulls          retain"));
        // The reference's eight flags and `--max-diagnostics`, ours.
        assert_eq!(text.lines().count(), 10);
    }
}
