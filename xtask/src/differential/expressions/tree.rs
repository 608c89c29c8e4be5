//! The shape of a generated case: source text split into nodes that say how each part
//! may be simplified, so that a failing case can be shrunk without knowing the grammar.

/// How a node may be simplified while shrinking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// An expression: may be replaced by an expression nested in it, or by a literal.
    Expr,
    /// An optional part (a tuple element with its comma, an object item, an argument, a
    /// template part): may be removed.
    Item,
    /// Whitespace or a comment between tokens: may become one space.
    Trivia,
    /// Structure that is only simplified through its children.
    Group,
}

/// One node: a sequence of text and child nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// How the node may be simplified.
    pub role: Role,
    /// Its content, in source order.
    pub pieces: Vec<Piece>,
}

/// Text or a child node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Node(Node),
}

/// Literals an expression is replaced with while shrinking, simplest first.
const REPLACEMENT_LITERALS: [&str; 4] = ["1", "\"a\"", "true", "null"];

impl Node {
    /// A node of `role` holding `pieces`.
    pub fn new(role: Role, pieces: Vec<Piece>) -> Node {
        Node { role, pieces }
    }

    /// A node of `role` holding only `text`.
    pub fn text(role: Role, text: impl Into<String>) -> Node {
        Node::new(role, vec![Piece::Text(text.into())])
    }

    /// The source text.
    pub fn render(&self) -> String {
        let mut out = String::new();
        self.render_into(&mut out);
        out
    }

    fn render_into(&self, out: &mut String) {
        for piece in &self.pieces {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::Node(n) => n.render_into(out),
            }
        }
    }

    /// Every tree one simplification step away from this one: an optional part removed,
    /// an expression replaced by one nested in it or by a literal, trivia made a single
    /// space. Each candidate renders shorter than or as long as the original, and the
    /// list is sorted shortest first.
    pub fn simplifications(&self) -> Vec<Node> {
        let mut out = Vec::new();
        let mut path = Vec::new();
        self.collect(&mut path, self, &mut out);
        let len = self.render().len();
        let mut rendered: Vec<(usize, String, Node)> = out
            .into_iter()
            .map(|n| {
                let text = n.render();
                (text.len(), text, n)
            })
            .filter(|(l, _, _)| *l <= len)
            .collect();
        rendered.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
        rendered.dedup_by(|a, b| a.1 == b.1);
        let original = self.render();
        rendered
            .into_iter()
            .filter(|(_, text, _)| *text != original)
            .map(|(_, _, n)| n)
            .collect()
    }

    /// Walks the tree, pushing candidates for the node at `path` (indices of pieces).
    fn collect(&self, path: &mut Vec<usize>, root: &Node, out: &mut Vec<Node>) {
        match self.role {
            Role::Item => out.push(root.replaced(path, None)),
            Role::Trivia => {
                if self.render() != " " {
                    out.push(root.replaced(path, Some(Node::text(Role::Trivia, " "))));
                }
            }
            Role::Expr => {
                let mut nested = Vec::new();
                self.nested_exprs(&mut nested);
                for n in nested {
                    out.push(root.replaced(path, Some(n)));
                }
                for lit in REPLACEMENT_LITERALS {
                    out.push(root.replaced(path, Some(Node::text(Role::Expr, lit))));
                }
            }
            Role::Group => {}
        }
        for (i, piece) in self.pieces.iter().enumerate() {
            if let Piece::Node(child) = piece {
                path.push(i);
                child.collect(path, root, out);
                path.pop();
            }
        }
    }

    /// The outermost expressions strictly inside this node.
    fn nested_exprs(&self, out: &mut Vec<Node>) {
        for piece in &self.pieces {
            if let Piece::Node(child) = piece {
                if child.role == Role::Expr {
                    out.push(child.clone());
                } else {
                    child.nested_exprs(out);
                }
            }
        }
    }

    /// A copy with the node at `path` replaced by `with`, or removed when `with` is None.
    fn replaced(&self, path: &[usize], with: Option<Node>) -> Node {
        let Some((&first, rest)) = path.split_first() else {
            return with.unwrap_or_else(|| Node::new(Role::Group, Vec::new()));
        };
        let mut copy = self.clone();
        if rest.is_empty() {
            match with {
                Some(n) => copy.pieces[first] = Piece::Node(n),
                None => {
                    copy.pieces.remove(first);
                }
            }
        } else if let Piece::Node(child) = &self.pieces[first] {
            copy.pieces[first] = Piece::Node(child.replaced(rest, with));
        }
        copy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expr(pieces: Vec<Piece>) -> Piece {
        Piece::Node(Node::new(Role::Expr, pieces))
    }

    fn text(t: &str) -> Piece {
        Piece::Text(t.to_string())
    }

    /// `[a + b, c]` with the elements as removable items.
    fn sample() -> Node {
        let sum = expr(vec![
            expr(vec![text("a")]),
            Piece::Node(Node::text(Role::Trivia, "  ")),
            text("+ "),
            expr(vec![text("b")]),
        ]);
        Node::new(
            Role::Expr,
            vec![
                text("["),
                Piece::Node(Node::new(Role::Item, vec![sum, text(", ")])),
                Piece::Node(Node::new(Role::Item, vec![expr(vec![text("c")])])),
                text("]"),
            ],
        )
    }

    #[test]
    fn renders_pieces_in_order() {
        assert_eq!(sample().render(), "[a  + b, c]");
    }

    #[test]
    fn simplifications_remove_items_lift_nested_expressions_and_shrink_trivia() {
        let texts: Vec<String> = sample()
            .simplifications()
            .iter()
            .map(Node::render)
            .collect();
        // Lifting goes one level per step: `a` alone comes from `a  + b` next round.
        for expected in [
            "[c]",
            "[a  + b, ]",
            "a  + b",
            "c",
            "[a + b, c]",
            "[a, c]",
            "[b, c]",
        ] {
            assert!(
                texts.iter().any(|t| t == expected),
                "{expected} missing from {texts:?}"
            );
        }
        assert!(texts.windows(2).all(|w| w[0].len() <= w[1].len()));
        assert!(!texts.iter().any(|t| t == "[a  + b, c]"));
    }
}
