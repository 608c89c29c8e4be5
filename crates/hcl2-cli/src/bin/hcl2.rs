//! `hcl2`: format, validate, convert to JSON, evaluate, list references (see the
//! `hcl2_cli::app` docs).

/// mimalloc for this program only (the libraries leave the allocator to their users):
/// a multi-file run makes and frees millions of small blocks on every core, where the
/// system allocator spent about a tenth of `to-json`'s time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    std::process::exit(hcl2_cli::app::main());
}
