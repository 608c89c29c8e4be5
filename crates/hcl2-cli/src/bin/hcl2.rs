//! `hcl2`: format, validate, convert to JSON, evaluate, list references (see the
//! `hcl2_cli::app` docs).

fn main() {
    std::process::exit(hcl2_cli::app::main());
}
