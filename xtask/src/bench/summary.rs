//! The closing table: each target of issue 8 with its figures and whether it is met,
//! under the machine's core count and load before and after the run.

/// Whether a target is met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Met,
    NotMet,
    /// Not measured in this run (section skipped or an implementation could not run).
    Unmeasured,
}

impl Verdict {
    /// Met when `ok`.
    pub fn of(ok: bool) -> Verdict {
        if ok {
            Verdict::Met
        } else {
            Verdict::NotMet
        }
    }

    fn label(self) -> &'static str {
        match self {
            Verdict::Met => "met",
            Verdict::NotMet => "NOT MET",
            Verdict::Unmeasured => "not measured",
        }
    }
}

/// One target's line.
struct Row {
    target: String,
    figures: String,
    verdict: Verdict,
}

/// The rows collected by the sections as they run.
#[derive(Default)]
pub struct Summary {
    rows: Vec<Row>,
}

impl Summary {
    /// Records one target.
    pub fn add(&mut self, target: impl Into<String>, figures: impl Into<String>, verdict: Verdict) {
        self.rows.push(Row {
            target: target.into(),
            figures: figures.into(),
            verdict,
        });
    }

    /// The table, with the machine's state.
    pub fn render(&self, nproc: usize, load_before: &str, load_after: &str) -> String {
        let mut out = String::from("== summary: the speed targets (issues 8, 30, 31, 33) ==\n");
        out.push_str(&format!(
            "machine: nproc {nproc}; /proc/loadavg before: {load_before}; after: {load_after}\n"
        ));
        let width = self.rows.iter().map(|r| r.target.len()).max().unwrap_or(0);
        let vwidth = 12;
        for row in &self.rows {
            out.push_str(&format!(
                "{:<vwidth$} {:<width$}  {}\n",
                row.verdict.label(),
                row.target,
                row.figures
            ));
        }
        let met = self
            .rows
            .iter()
            .filter(|r| r.verdict == Verdict::Met)
            .count();
        let not_met = self
            .rows
            .iter()
            .filter(|r| r.verdict == Verdict::NotMet)
            .count();
        out.push_str(&format!(
            "targets: {met} met, {not_met} not met, {} not measured\n",
            self.rows.len() - met - not_met
        ));
        out
    }
}

/// `/proc/loadavg` without its trailing newline (or why it cannot be read).
pub fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|e| format!("unreadable ({e})"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_lists_each_target_with_its_verdict_and_counts_them() {
        let mut s = Summary::default();
        s.add("a >= 2x b", "3.00x", Verdict::of(true));
        s.add("c <= 4x", "5.00x", Verdict::of(false));
        s.add("d", "skipped", Verdict::Unmeasured);
        let text = s.render(2, "0.1 0.2 0.3 1/100 5", "0.4 0.5 0.6 1/100 6");
        assert!(text.contains("nproc 2"));
        assert!(text.contains("met          a >= 2x b  3.00x"));
        assert!(text.contains("NOT MET      c <= 4x    5.00x"));
        assert!(text.contains("targets: 1 met, 1 not met, 1 not measured"));
    }
}
