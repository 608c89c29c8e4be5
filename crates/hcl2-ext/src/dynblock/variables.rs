//! The variables a body with dynamic blocks reads, for static analysis before
//! evaluation (the reference's `WalkVariables` and `WalkExpandVariables`): a walk that
//! the caller drives with the schema of each body, because only it knows which block
//! types nest what.
//!
//! References to a dynamic block's own iterator (and the enclosing ones) inside it are
//! left out: they are not variables of the context.

use std::rc::Rc;
use std::sync::Arc;

use hcl2_core::{BlockHeaderSchema, Body, BodySchema, Traversal};
use hcl2_value::Value;

use super::iteration::Iteration;
use super::owned::{ContentCell, Original};

/// One body in the walk.
#[derive(Debug)]
pub struct WalkNode<'a> {
    body: Original<'a>,
    iteration: Option<Arc<Iteration>>,
    include_content: bool,
}

/// A block found by [`WalkNode::visit`]: its type (the generated type, for a dynamic
/// block's content) and the node of its body.
#[derive(Debug)]
pub struct WalkChild<'a> {
    /// The block type.
    pub block_type: String,
    /// The block's body, to visit with that type's schema.
    pub node: WalkNode<'a>,
}

/// The walk of every variable `body` reads: attributes, and what the dynamic blocks'
/// `for_each` and `labels` read.
pub fn walk_variables(body: &dyn Body) -> WalkNode<'_> {
    WalkNode::root(body, true)
}

/// The walk of only the variables needed to expand `body`'s dynamic blocks (their
/// `for_each` and `labels`).
pub fn walk_expand_variables(body: &dyn Body) -> WalkNode<'_> {
    WalkNode::root(body, false)
}

impl<'a> WalkNode<'a> {
    fn root(body: &'a dyn Body, include_content: bool) -> WalkNode<'a> {
        WalkNode {
            body: Original::Borrowed(body),
            iteration: None,
            include_content,
        }
    }

    /// The body of this node.
    pub fn body(&self) -> &dyn Body {
        self.body.get()
    }

    /// Reads this node's body through `schema` (plus dynamic blocks): the variables
    /// it reads directly and the nodes of its blocks. Errors are left to decoding.
    pub fn visit(&self, schema: &BodySchema) -> (Vec<Traversal>, Vec<WalkChild<'_>>) {
        let mut ext = schema.clone();
        ext.blocks.push(BlockHeaderSchema {
            type_name: "dynamic".into(),
            label_names: vec!["type".into()],
        });
        let (content, _, _) = self.body().partial_content(&ext);
        let mut vars = Vec::new();
        if self.include_content {
            for attr in content.attributes.values() {
                vars.extend(
                    attr.expr
                        .variables()
                        .into_iter()
                        .filter(|t| !self.is_iterator(t, false)),
                );
            }
        }
        let mut children = Vec::with_capacity(content.blocks.len());
        for block in content.blocks {
            if block.type_name != "dynamic" {
                children.push(WalkChild {
                    block_type: block.type_name,
                    node: WalkNode {
                        body: Original::Owned(block.body),
                        iteration: self.iteration.clone(),
                        include_content: self.include_content,
                    },
                });
                continue;
            }
            let block_type = block.labels.first().cloned().unwrap_or_default();
            self.visit_dynamic(block_type, block.body, &mut vars, &mut children);
        }
        (vars, children)
    }

    /// Whether `t` reads an iterator in scope here (`own`: this node's own one too).
    fn is_iterator(&self, t: &Traversal, inherited_only: bool) -> bool {
        let (Some(it), Some(root)) = (&self.iteration, t.root_name()) else {
            return false;
        };
        if inherited_only {
            it.inherits(root)
        } else {
            it.defines(root)
        }
    }

    fn visit_dynamic<'s>(
        &'s self,
        block_type: String,
        body: Box<dyn Body + 's>,
        vars: &mut Vec<Traversal>,
        children: &mut Vec<WalkChild<'s>>,
    ) {
        let (inner, _, _) = body.partial_content(&inner_schema());
        let iterator = match inner.attributes.get("iterator") {
            Some(attr) => match attr.expr.as_abs_traversal() {
                Ok(t) if !t.0.is_empty() => t.root_name().unwrap_or_default().to_string(),
                _ => return,
            },
            None => block_type.clone(),
        };
        let it = Iteration::child(
            self.iteration.as_ref(),
            &iterator,
            Value::dynamic(),
            Value::dynamic(),
        );
        if let Some(attr) = inner.attributes.get("for_each") {
            vars.extend(
                attr.expr
                    .variables()
                    .into_iter()
                    .filter(|t| !t.root_name().is_some_and(|n| it.inherits(n))),
            );
        }
        if let Some(attr) = inner.attributes.get("labels") {
            vars.extend(
                attr.expr
                    .variables()
                    .into_iter()
                    .filter(|t| !t.root_name().is_some_and(|n| it.defines(n))),
            );
        }
        let count = inner.blocks.len();
        drop(inner);
        let shared: Rc<dyn Body + 's> = Rc::from(body);
        for index in 0..count {
            let cell = ContentCell::new(shared.clone(), |b| nth_content(b.as_ref(), index));
            children.push(WalkChild {
                block_type: block_type.clone(),
                node: WalkNode {
                    body: Original::Content(cell),
                    iteration: Some(it.clone()),
                    include_content: self.include_content,
                },
            });
        }
    }
}

/// What the walk reads of a `dynamic` block: everything optional.
fn inner_schema() -> BodySchema {
    BodySchema::new()
        .attribute("for_each", false)
        .attribute("labels", false)
        .attribute("iterator", false)
        .block("content", Vec::<String>::new())
}

/// The body of the `index`th `content` block of a dynamic block's body.
fn nth_content<'b>(body: &'b (dyn Body + 'b), index: usize) -> Box<dyn Body + 'b> {
    let (inner, _, _) = body.partial_content(&inner_schema());
    let missing = inner.missing_item_range.clone();
    match inner.blocks.into_iter().nth(index) {
        Some(block) => block.body,
        None => Box::new(super::expand::EmptyBody(missing)),
    }
}
