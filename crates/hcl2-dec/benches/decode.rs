//! Body decoding throughput: a Terraform-like configuration (variables, resources with
//! nested blocks and maps, outputs), parsed once, decoded repeatedly with a spec of
//! block maps, objects, typed attributes and block lists, as `hcldec` would decode it.
//! Throughput is in input bytes decoded per second.
//!
//! `cargo bench -p hcl2-dec --bench decode`
// `criterion_group!` defines a public function that cannot carry a doc comment.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use hcl2_core::Pos;
use hcl2_dec::decode;
use hcl2_ext::spec_file::load_spec_file;

const SPEC: &str = r#"
object {
  block_map "variable" {
    labels = ["name"]
    object {
      attr "description" { type = string }
      attr "default" { type = tuple([string, number, bool]) }
    }
  }
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "ami" {
        type     = string
        required = true
      }
      attr "instance_type" { type = string }
      attr "count" { type = number }
      attr "monitoring" { type = bool }
      attr "tags" { type = map(string) }
      block_list "ebs_block_device" {
        object {
          attr "device_name" {
            type     = string
            required = true
          }
          attr "volume_size" { type = number }
        }
      }
    }
  }
  block_map "output" {
    labels = ["name"]
    object {
      attr "value" { type = string }
    }
  }
}
"#;

/// `count` groups of one variable, one resource and one output.
fn config(count: usize) -> String {
    let mut out = String::new();
    for i in 0..count {
        out.push_str(&format!(
            r#"variable "region_{i}" {{
  description = "Region of group {i}"
  default     = ["eu-west-1", {i}, true]
}}

resource "aws_instance" "web_{i}" {{
  ami           = "ami-0123456789abcdef{i}"
  instance_type = "t3.micro"
  count         = {i}
  monitoring    = true
  tags = {{
    Name = "web-{i}"
    Env  = "prod"
    Team = "platform"
  }}

  ebs_block_device {{
    device_name = "/dev/sdb"
    volume_size = 100
  }}
  ebs_block_device {{
    device_name = "/dev/sdc"
    volume_size = "{i}"
  }}
}}

output "ip_{i}" {{
  value = "10.0.{}.{}"
}}

"#,
            i / 256,
            i % 256
        ));
    }
    out
}

fn bench(c: &mut Criterion) {
    let (spec, diags) = load_spec_file(SPEC.as_bytes(), "bench.hcldec");
    assert!(!diags.has_errors(), "{diags}");
    let spec = spec.expect("a spec without errors");
    let src = config(300);
    let parsed = hcl2_native::parse_config(src.as_bytes(), "bench.tf", Pos::START);
    assert!(parsed.diagnostics.is_empty(), "{}", parsed.diagnostics);
    let body = parsed.body();
    let (_, diags) = decode(&body, &spec.root, None);
    assert!(diags.is_empty(), "{diags}");
    let mut group = c.benchmark_group("decode");
    group.throughput(Throughput::Bytes(src.len() as u64));
    group.bench_function("terraform-like", |b| {
        b.iter(|| std::hint::black_box(decode(&body, &spec.root, None)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
