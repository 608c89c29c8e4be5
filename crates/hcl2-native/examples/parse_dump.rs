//! Parses a file given on the command line and prints its diagnostics and AST.
//!
//! `cargo run -p hcl2-native --example parse_dump -- FILE`

fn main() {
    let path = std::env::args().nth(1).expect("usage: parse_dump FILE");
    let src = std::fs::read(&path).expect("readable file");
    let parsed = hcl2_native::parse_config(&src, &path, hcl2_core::Pos::START);
    for d in parsed.diagnostics.iter() {
        println!("{d}");
    }
    if std::env::var_os("DUMP_AST").is_some() {
        println!("{:#?}", parsed.value);
    }
}
