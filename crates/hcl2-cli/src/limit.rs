//! `--max-diagnostics N`, which `hcldec` and `hcl2` share: how many diagnostics a parse
//! of one file keeps before it ends with one error naming the limit (0: no limit).

use hcl2::ParseOptions;

/// The usage text of the flag.
pub const USAGE: &str = "keep at most N diagnostics per parsed file, then one error naming \
                         the limit; 0 keeps them all (default 100)";

/// The parse options for `--max-diagnostics max`: 0 lifts the limit.
pub fn parse_options(max: usize) -> ParseOptions {
    ParseOptions::new().max_diagnostics(if max == 0 { usize::MAX } else { max })
}

/// The flag as the `hcl2` subcommands that parse take it.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct MaxDiagnostics {
    /// Keep at most N diagnostics per parsed file, then one error naming the limit; 0
    /// keeps them all.
    #[arg(long = "max-diagnostics", value_name = "N", default_value_t = hcl2::core::DEFAULT_MAX_DIAGNOSTICS)]
    pub max: usize,
}

impl MaxDiagnostics {
    /// The parse options it asks for.
    pub fn options(self) -> ParseOptions {
        parse_options(self.max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_lifts_the_limit_and_any_other_number_is_it() {
        assert_eq!(parse_options(0).diagnostic_limit(), usize::MAX);
        assert_eq!(parse_options(7).diagnostic_limit(), 7);
        assert!(USAGE.contains(&hcl2::core::DEFAULT_MAX_DIAGNOSTICS.to_string()));
    }
}
