//! Several files' bodies processed as one, as the reference's `hcl.MergeFiles` does.

use hcl2_core::{Body, MergedBody};

use crate::file::File;

/// The bodies of `files` as one body: items come back in file order, and an argument
/// set in more than one file is an error. Files of both syntaxes can be mixed.
pub fn merge<'a>(files: impl IntoIterator<Item = &'a File>) -> MergedBody<'a> {
    MergedBody::new(
        files
            .into_iter()
            .map(|f| Box::new(f.body()) as Box<dyn Body + 'a>),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::Syntax;
    use hcl2_core::BodySchema;

    #[test]
    fn native_and_json_files_merge_and_a_repeated_argument_is_an_error() {
        let a = File::parse(b"name = \"web\"\n", "a.hcl", Syntax::Native);
        let b = File::parse(br#"{"port": 80, "name": "db"}"#, "b.json", Syntax::Json);
        let merged = merge([&a, &b]);
        let schema = BodySchema::new()
            .attribute("name", true)
            .attribute("port", false);
        let (content, diags) = merged.content(&schema);
        assert_eq!(content.attributes.len(), 2);
        let errors: Vec<_> = diags.iter().map(|d| d.summary.as_str()).collect();
        assert_eq!(errors, ["Duplicate argument"]);
        assert_eq!(
            diags.as_slice()[0]
                .subject
                .as_ref()
                .unwrap()
                .filename
                .as_ref(),
            "b.json"
        );
    }
}
