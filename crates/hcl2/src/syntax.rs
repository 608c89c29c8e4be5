//! The two syntaxes a configuration file may be written in, and how a file name picks one.

/// The syntax of a configuration file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Syntax {
    /// The native syntax (`main.hcl`, `main.tf`, anything not ending in `.json`).
    Native,
    /// The JSON syntax (`main.tf.json`).
    Json,
}

impl Syntax {
    /// The syntax of the file named `filename`, as the reference's tools choose it: JSON
    /// when the name ends in `.json` (case-sensitively), native otherwise.
    pub fn for_file_name(filename: &str) -> Syntax {
        if filename.ends_with(".json") {
            Syntax::Json
        } else {
            Syntax::Native
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_lowercase_json_suffix_selects_the_json_syntax() {
        assert_eq!(Syntax::for_file_name("main.tf.json"), Syntax::Json);
        assert_eq!(Syntax::for_file_name(".json"), Syntax::Json);
        assert_eq!(Syntax::for_file_name("main.JSON"), Syntax::Native);
        assert_eq!(Syntax::for_file_name("main.json.hcl"), Syntax::Native);
        assert_eq!(Syntax::for_file_name("<stdin>"), Syntax::Native);
    }
}
