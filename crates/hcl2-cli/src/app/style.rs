//! How output looks on this terminal: colours (`--color`, `NO_COLOR`), the width to
//! wrap diagnostics at, and a progress bar for long runs on a terminal; plus the
//! parallel map every multi-file command uses, which keeps the inputs' order.

use std::io::IsTerminal;

use clap::ValueEnum;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use crate::diags_text::TextStyle;

/// When to use colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// When standard error is a terminal and `NO_COLOR` is not set.
    #[default]
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// Runs of more inputs than this show a progress bar (on a terminal).
const PROGRESS_THRESHOLD: usize = 500;

/// The terminal facts a command needs.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// How diagnostics are rendered.
    pub text: TextStyle,
    /// Whether standard error is a terminal (progress bars only there).
    pub stderr_terminal: bool,
}

impl Style {
    /// The style for `choice` on this process's streams and environment.
    pub fn detect(choice: ColorChoice) -> Style {
        let stderr_terminal = std::io::stderr().is_terminal();
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let color = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => stderr_terminal && !no_color,
        };
        let width = terminal_size::terminal_size_of(std::io::stderr())
            .map_or(80, |(width, _)| usize::from(width.0));
        Style {
            text: TextStyle { color, width },
            stderr_terminal,
        }
    }

    /// No colours, 80 columns, no progress bar: for messages before the style is known.
    pub fn plain() -> Style {
        Style {
            text: TextStyle::default(),
            stderr_terminal: false,
        }
    }

    /// `f` applied to every item on all cores, results in the items' order, with a
    /// progress bar on standard error when it is a terminal and the run is long.
    pub fn par_map<T: Sync, R: Send>(&self, items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
        let bar = if self.stderr_terminal && items.len() > PROGRESS_THRESHOLD {
            let bar = ProgressBar::with_draw_target(
                Some(items.len() as u64),
                ProgressDrawTarget::stderr(),
            );
            if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} files {elapsed}")
            {
                bar.set_style(style);
            }
            bar
        } else {
            ProgressBar::hidden()
        };
        let results = items
            .par_iter()
            .map(|item| {
                let r = f(item);
                bar.inc(1);
                r
            })
            .collect();
        bar.finish_and_clear();
        results
    }
}
