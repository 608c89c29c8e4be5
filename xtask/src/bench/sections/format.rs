//! Section `format`: formatting the corpus's native files in memory, ours
//! (`hcl2_write::format`, syntax check included) against the reference's
//! `hclwrite.Format` (what `hclfmt` runs; it checks nothing) and hcl-rs's
//! `hcl::format::to_string` of `hcl::parse`'s body, on the same files: those all three
//! accept.

use serde_json::json;

use super::{indices, mb, Bench, Job, Who};
use crate::bench::peer::Peer;
use crate::bench::stats::{rate, ratio, times};
use crate::bench::summary::Verdict;

impl Bench<'_> {
    /// Section `format`.
    pub(super) fn format(&mut self) -> Result<(), String> {
        let (reference, hcl_rs, _) = self.native()?;
        let ours_rejects = indices(
            &self
                .rs
                .ask(&json!({"op": "check", "set": "native", "impl": "ours"}))?["errors"],
        );
        let mut skip: Vec<usize> = reference
            .iter()
            .chain(&hcl_rs)
            .chain(&ours_rejects)
            .copied()
            .collect();
        skip.sort_unstable();
        skip.dedup();
        let files = self.corpus.native.len() - skip.len();
        let request =
            |who: &str| json!({"op": "format", "set": "native", "impl": who, "skip": skip});
        let jobs = vec![
            Job::new(Who::Rivals, request("ours"), "bytes"),
            Job::new(Who::Reference, request("reference"), "bytes"),
            Job::new(Who::Rivals, request("hcl-rs"), "bytes"),
        ];
        let probe = self.rs.ask(&request("ours"))?;
        let bytes = Peer::number(&probe, "bytes")?;
        let figures = self.alternate_repeated(jobs)?;
        let [(ours, _), (reference, _), (hcl_rs, _)] = figures[..] else {
            unreachable!("three jobs")
        };
        println!(
            "== format: corpus ({files} files all three accept, {}), median of {} rounds ==",
            mb(bytes),
            self.options.rounds
        );
        println!(
            "  ours (hcl2_write::format, syntax check included)        {:>7} MB/s",
            rate(ours / 1e6)
        );
        println!(
            "  reference (Go hclwrite.Format, as hclfmt)               {:>7} MB/s",
            rate(reference / 1e6)
        );
        println!(
            "  hcl-rs (hcl::parse + hcl::format::to_string)            {:>7} MB/s",
            rate(hcl_rs / 1e6)
        );
        let (vs_ref, vs_rs) = (ratio(ours, reference), ratio(ours, hcl_rs));
        println!(
            "  ours / reference {}   ours / hcl-rs {}\n",
            times(vs_ref),
            times(vs_rs)
        );
        self.tree(&skip)?;
        self.summary.add(
            "format, corpus: ours >= 10x reference hclfmt",
            format!(
                "ours {} MB/s, reference {} MB/s: {}",
                rate(ours / 1e6),
                rate(reference / 1e6),
                times(vs_ref)
            ),
            Verdict::of(vs_ref >= 10.0),
        );
        self.summary.add(
            "format, corpus: ours >= 3x hcl-rs",
            format!(
                "ours {} MB/s, hcl-rs {} MB/s: {}",
                rate(ours / 1e6),
                rate(hcl_rs / 1e6),
                times(vs_rs)
            ),
            Verdict::of(vs_rs >= 3.0),
        );
        Ok(())
    }

    /// Building the lossless tree against `hcl2_native::parse_config`, on the files of
    /// the format figures.
    fn tree(&mut self, skip: &[usize]) -> Result<(), String> {
        let jobs = vec![
            Job::new(
                Who::Rivals,
                json!({"op": "format", "set": "native", "impl": "tree", "skip": skip}),
                "bytes",
            ),
            Job::new(
                Who::Rivals,
                json!({"op": "parse", "set": "native", "impl": "ours", "skip": skip}),
                "bytes",
            ),
        ];
        let figures = self.alternate_repeated(jobs)?;
        let [(tree, _), (parse, _)] = figures[..] else {
            unreachable!("two jobs")
        };
        let share = ratio(tree, parse);
        println!(
            "  lossless tree (hcl2_write::Document::parse_unchecked)   {:>7} MB/s   {} hcl2_native::parse_config ({} MB/s)\n",
            rate(tree / 1e6),
            times(share),
            rate(parse / 1e6)
        );
        self.summary.add(
            "lossless tree, corpus: >= 1/3 of parse_config's speed",
            format!(
                "tree {} MB/s, parse_config {} MB/s: {}",
                rate(tree / 1e6),
                rate(parse / 1e6),
                times(share)
            ),
            Verdict::of(share >= 1.0 / 3.0),
        );
        Ok(())
    }
}
