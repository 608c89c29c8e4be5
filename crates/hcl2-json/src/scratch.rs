//! The stacks the parser gathers object properties and array elements on, and their
//! reuse from one parse to the next on the same thread (so that parsing many small
//! files does not grow fresh stacks for each).

use std::thread::LocalKey;

use hcl2_scratch::{emptied, Reusable, Spare};

use crate::ast::{Property, Value};

/// The parser's stacks: the properties of the objects being read and the elements of the
/// arrays being read, innermost last. Each container moves its own out at its end into
/// a vector of exactly their number, so no vector grows by copying.
#[derive(Default)]
pub(crate) struct Scratch {
    pub properties: Vec<Property>,
    pub elements: Vec<Value>,
}

thread_local! {
    /// The stacks the last finished parse on this thread left.
    static SPARE: Spare<Scratch> = const { Spare::new() };
}

impl Reusable for Scratch {
    fn slot() -> &'static LocalKey<Spare<Self>> {
        &SPARE
    }

    fn cleared(self) -> Scratch {
        Scratch {
            properties: emptied(self.properties),
            elements: emptied(self.elements),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finished_parse_leaves_its_emptied_stacks_to_the_next() {
        let mut scratch = Scratch::lend();
        scratch.elements.push(Value::Null(Default::default()));
        let capacity = scratch.elements.capacity();
        scratch.give_back();
        let again = Scratch::lend();
        assert!(again.elements.is_empty());
        assert_eq!(again.elements.capacity(), capacity);
    }
}
