//! The body schema a spec implies: every attribute and block type that the spec and the
//! specs applied to the same body read, as the reference's `ImpliedSchema` gathers them.
//!
//! As in the reference, a `default` spec contributes its children's attributes itself
//! and again through its children, so an attribute may appear more than once (a missing
//! required one is then reported once per appearance).

use hcl2_core::{AttributeSchema, BlockHeaderSchema, BodySchema};

use crate::spec::{innermost_primary, Spec};

/// The schema of the body `spec` is applied to.
pub fn implied_schema(spec: &Spec) -> BodySchema {
    let mut schema = BodySchema::new();
    spec.visit_same_body(&mut |s| {
        schema.attributes.extend(attribute_schemata(s));
        schema.blocks.extend(block_schemata(s));
    });
    schema
}

/// The attributes `spec` itself reads: an attribute spec's, or those of a default's
/// alternatives that are attribute or default specs, depth first.
fn attribute_schemata(spec: &Spec) -> Vec<AttributeSchema> {
    let mut found = Vec::new();
    let mut stack = vec![spec];
    while let Some(spec) = stack.pop() {
        match spec {
            Spec::Attr(a) => found.push(AttributeSchema {
                name: a.name.clone(),
                required: a.required,
            }),
            Spec::Default(d) => stack.extend([d.default.as_ref(), d.primary.as_ref()]),
            _ => {}
        }
    }
    found
}

/// The block types `spec` itself reads, with the labels their blocks must have.
fn block_schemata(spec: &Spec) -> Vec<BlockHeaderSchema> {
    let header = |type_name: &str, label_names: Vec<String>| {
        vec![BlockHeaderSchema {
            type_name: type_name.to_owned(),
            label_names,
        }]
    };
    match spec {
        Spec::Block(b) => header(&b.type_name, label_names(&b.nested)),
        Spec::BlockList(b) | Spec::BlockTuple(b) | Spec::BlockSet(b) => {
            header(&b.type_name, label_names(&b.nested))
        }
        Spec::BlockMap(b) | Spec::BlockObject(b) => {
            let mut names = b.label_names.clone();
            names.extend(label_names(&b.nested));
            header(&b.type_name, names)
        }
        Spec::BlockAttrs(b) => header(&b.type_name, Vec::new()),
        // Only the primary may describe a block.
        Spec::Default(_) => match innermost_primary(spec) {
            Spec::Default(_) => Vec::new(),
            primary => block_schemata(primary),
        },
        _ => Vec::new(),
    }
}

/// The label names a block decoded with `nested` must have: one per label index its
/// label specs use, up to the highest (a gap is named `missingNN`).
pub(crate) fn label_names(nested: &Spec) -> Vec<String> {
    let mut names: Vec<Option<&str>> = Vec::new();
    nested.visit_same_body(&mut |s| {
        if let Spec::BlockLabel(l) = s {
            if names.len() <= l.index {
                names.resize(l.index + 1, None);
            }
            names[l.index] = Some(&l.name);
        }
    });
    names
        .iter()
        .enumerate()
        .map(|(i, name)| match name {
            Some(name) if !name.is_empty() => (*name).to_owned(),
            _ => format!("missing{i:02}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{AttrSpec, BlockLabelSpec, BlockSpec, DefaultSpec};
    use hcl2_value::{Type, Value};

    fn attr(name: &str, required: bool) -> Spec {
        Spec::Attr(AttrSpec {
            name: name.into(),
            ty: Type::String,
            required,
        })
    }

    fn label(index: usize, name: &str) -> Spec {
        Spec::BlockLabel(BlockLabelSpec {
            index,
            name: name.into(),
        })
    }

    #[test]
    fn an_object_gathers_its_childrens_attributes_and_blocks() {
        let spec = Spec::Object(
            [
                ("a".to_string(), attr("a", true)),
                (
                    "b".to_string(),
                    Spec::Block(BlockSpec {
                        type_name: "b".into(),
                        nested: Box::new(Spec::Tuple(vec![label(0, "name"), attr("x", false)])),
                        required: false,
                    }),
                ),
            ]
            .into(),
        );
        let schema = implied_schema(&spec);
        assert_eq!(schema.attributes.len(), 1);
        assert!(schema.attributes[0].required);
        assert_eq!(schema.blocks[0].type_name, "b");
        assert_eq!(schema.blocks[0].label_names, ["name"]);
    }

    #[test]
    fn a_default_lists_its_attributes_twice_as_the_reference_does() {
        let spec = Spec::Default(DefaultSpec {
            primary: Box::new(attr("a", true)),
            default: Box::new(Spec::Literal(Value::from("x"))),
        });
        let names: Vec<_> = implied_schema(&spec)
            .attributes
            .into_iter()
            .map(|a| a.name)
            .collect();
        assert_eq!(names, ["a", "a"]);
    }

    #[test]
    fn label_gaps_get_placeholder_names() {
        let nested = Spec::Tuple(vec![label(2, "c"), label(0, "a")]);
        assert_eq!(label_names(&nested), ["a", "missing01", "c"]);
        assert!(label_names(&attr("a", false)).is_empty());
    }
}
