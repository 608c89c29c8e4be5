//! Gathering diagnostics does not copy them: a set appended to an empty one is taken
//! whole (issue 29, defect 7: a million "Unsupported argument" errors).

#[path = "../../../tests/support/peak_memory.rs"]
mod peak_memory;

#[global_allocator]
static COUNTING: peak_memory::Counting = peak_memory::Counting;

use hcl2_core::{Diagnostic, Diagnostics};

#[test]
fn appending_many_diagnostics_to_none_copies_nothing() {
    let _serial = peak_memory::serial();
    let mut many = Diagnostics::new();
    for i in 0..100_000 {
        many.push(Diagnostic::error(
            "Unsupported argument",
            format!("a{i}"),
            None,
        ));
    }
    let mut gathered = Diagnostics::new();
    let ((), peak) = peak_memory::peak_during(|| gathered.extend(many));
    assert_eq!(gathered.len(), 100_000);
    assert!(peak <= 1024, "peak {peak} bytes");
    let details: Vec<&str> = gathered.iter().take(2).map(|d| d.detail.as_str()).collect();
    assert_eq!(details, ["a0", "a1"]);
}
