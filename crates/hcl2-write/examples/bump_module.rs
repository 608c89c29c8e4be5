//! Bumps a module's version and removes an attribute in a Terraform file, keeping
//! every other byte, and prints the change as a minimal line diff.
//!
//! ```text
//! cargo run -p hcl2-write --example bump_module [FILE.tf MODULE VERSION]
//! ```
//!
//! Without arguments it edits the sample below: module "vpc" goes to version 5.1.0
//! and loses its `enable_classiclink` argument.

use hcl2_write::{Document, ExprText};

const SAMPLE: &str = r#"terraform {
  required_version = ">= 1.3"
}

# Network for the web tier.
module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "5.0.0" # pinned after the 4.x upgrade

  name = "web-${var.env}"
  cidr = "10.0.0.0/16"

  azs             = ["eu-west-1a", "eu-west-1b"]
  private_subnets = ["10.0.1.0/24", "10.0.2.0/24"]

  enable_classiclink = false
  tags = {
    Team = "web" // owner
  }
}
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (src, module, version) = match args.as_slice() {
        [file, module, version] => (
            std::fs::read_to_string(file)?,
            module.clone(),
            version.clone(),
        ),
        _ => (SAMPLE.to_string(), "vpc".to_string(), "5.1.0".to_string()),
    };
    let mut doc = Document::parse(&src)?;
    let block = doc
        .body_mut()
        .block_mut("module", &[&module])
        .ok_or_else(|| format!("no module \"{module}\" in the file"))?;
    let body = block.body_mut();
    body.set_attribute("version", ExprText::value(&version.as_str().into())?)?;
    body.remove_attribute("enable_classiclink");
    let out = doc.to_string();
    print!("{}", line_diff(&src, &out));
    Ok(())
}

/// A minimal line diff of `old` and `new` (a longest common subsequence of lines):
/// removed lines as `-`, added as `+`, with one unchanged line of context around.
fn line_diff(old: &str, new: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (old.lines().collect(), new.lines().collect());
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    let mut lcs = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let mut lines: Vec<(char, &str)> = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            lines.push((' ', a[i]));
            (i, j) = (i + 1, j + 1);
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            lines.push(('-', a[i]));
            i += 1;
        } else {
            lines.push(('+', b[j]));
            j += 1;
        }
    }
    let changed = |k: usize| lines.get(k).is_some_and(|l| l.0 != ' ');
    let near = |k: usize| changed(k) || (k > 0 && changed(k - 1)) || changed(k + 1);
    let mut out = String::new();
    for (k, (mark, line)) in lines.iter().enumerate() {
        if near(k) {
            out.push_str(&format!("{mark}{line}\n"));
        } else if k > 0 && near(k - 1) {
            out.push_str("...\n");
        }
    }
    out
}
