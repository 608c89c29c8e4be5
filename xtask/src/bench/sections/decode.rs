//! Section `decode` (issue 30): decoding whole Terraform modules (the corpus's `.tf`
//! files) into structs, text to struct in one call — ours (`hcl2::from_slice`) against
//! hcl-rs (`hcl::from_slice`) into the same structs and the reference (`ParseConfig`
//! then `gohcl.DecodeBody`) into the equivalent Go structs. The struct family is in
//! `bench/rivals/src/decode.rs` and `xtask/oracle/bench_decode.go`.

use std::path::PathBuf;

use serde_json::json;

use super::{indices, mb, write_list, Bench, Job, Peer, Verdict, Who};
use crate::bench::stats::{rate, ratio, times};

/// How many times faster than hcl-rs and the reference the issue asks us to be.
const TARGET_HCL_RS: f64 = 5.0;
const TARGET_REFERENCE: f64 = 10.0;

impl Bench<'_> {
    /// Section `decode`.
    pub(super) fn decode(&mut self) -> Result<(), String> {
        let files: Vec<PathBuf> = self
            .corpus
            .native
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "tf"))
            .cloned()
            .collect();
        let list = self.work.join("decode.list");
        write_list(&list, &files)?;
        let load = json!({"op": "load", "set": "decode", "list": list});
        self.go.ask(&load)?;
        self.rs.ask(&load)?;
        let check = |peer: &mut Peer, who: Option<&str>| -> Result<Vec<usize>, String> {
            let mut request = json!({"op": "decode-check", "set": "decode"});
            if let Some(who) = who {
                request["impl"] = json!(who);
            }
            Ok(indices(&peer.ask(&request)?["errors"]))
        };
        let reference = check(&mut self.go, None)?;
        let ours = check(&mut self.rs, Some("ours"))?;
        let hcl_rs = check(&mut self.rs, Some("hcl-rs"))?;
        let mut skip: Vec<usize> = reference
            .iter()
            .chain(&ours)
            .chain(&hcl_rs)
            .copied()
            .collect();
        skip.sort_unstable();
        skip.dedup();
        println!(
            "== decode: {} Terraform files (.tf) into module structs, text to struct, median of {} rounds ==",
            files.len() - skip.len(),
            self.options.rounds
        );
        println!(
            "  left out: files any of them fails on (reference {}, ours {}, hcl-rs {}; {} in all)",
            reference.len(),
            ours.len(),
            hcl_rs.len(),
            skip.len()
        );
        let rs_job = |who: &str| {
            let request = json!({"op": "decode", "set": "decode", "impl": who, "skip": skip});
            Job::new(Who::Rivals, request, "files")
        };
        let go_job = Job::new(
            Who::Reference,
            json!({"op": "decode", "set": "decode", "skip": skip}),
            "files",
        );
        let (ours_job, probe) = self.repeated(rs_job("ours"))?;
        let bytes = Peer::number(&probe, "bytes")?;
        let (hcl_rs_job, _) = self.repeated(rs_job("hcl-rs"))?;
        let (go_job, _) = self.repeated(go_job)?;
        let figures = self.alternate(&[ours_job, hcl_rs_job, go_job])?;
        let (ours, hcl_rs, reference) = (figures[0].0, figures[1].0, figures[2].0);
        let mb_s = |files_per_s: f64| {
            let files = (files.len() - skip.len()).max(1) as f64;
            rate(files_per_s * bytes as f64 / files / 1e6)
        };
        println!(
            "  {} per pass; files/s: ours {} ({} MB/s), hcl-rs {} ({} MB/s), reference {} ({} MB/s)",
            mb(bytes),
            rate(ours),
            mb_s(ours),
            rate(hcl_rs),
            mb_s(hcl_rs),
            rate(reference),
            mb_s(reference)
        );
        println!(
            "  ours / hcl-rs {}, ours / reference {}\n",
            times(ratio(ours, hcl_rs)),
            times(ratio(ours, reference))
        );
        let figures = format!(
            "ours {} files/s, hcl-rs {}, reference {}",
            rate(ours),
            rate(hcl_rs),
            rate(reference)
        );
        self.summary.add(
            format!("decode .tf into structs: ours >= {TARGET_HCL_RS}x hcl-rs"),
            format!("{figures}: {}", times(ratio(ours, hcl_rs))),
            Verdict::of(ratio(ours, hcl_rs) >= TARGET_HCL_RS),
        );
        self.summary.add(
            format!("decode .tf into structs: ours >= {TARGET_REFERENCE}x reference"),
            format!("{figures}: {}", times(ratio(ours, reference))),
            Verdict::of(ratio(ours, reference) >= TARGET_REFERENCE),
        );
        Ok(())
    }
}
