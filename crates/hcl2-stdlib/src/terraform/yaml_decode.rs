//! `yamldecode(src)`: YAML (with the `yaml-rust2` event parser) as a value, the way
//! Terraform reads it (go-cty-yaml): mappings become objects, sequences tuples, and
//! scalars resolve as [`super::yaml_scalar`] describes (YAML 1.1's words, numbers,
//! timestamps, else strings). The value is built without recursion, nesting is bounded, and aliases
//! share their anchor's value instead of copying it. Errors read and are placed as
//! Terraform's (see [`super::yaml_errors`]); as there, a later duplicate key wins and
//! `<<` merges mappings in.

use std::collections::BTreeMap;

use hcl2_value::{Error, Function, Parameter, Type, Value};
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser, Tag};
use yaml_rust2::scanner::{Marker, TScalarStyle};

use super::yaml_errors::{self, located, node_start, Origin};

/// The deepest nesting of sequences and mappings read (the native parser's bound).
pub const MAX_YAML_DEPTH: usize = 128;

/// How many nodes the value may hold, counting every alias as a copy of what it
/// refers to, per byte of input (and at least [`MIN_NODES`]): aliases referring to
/// aliases would otherwise make a value (and its type) exponentially large.
const NODES_PER_BYTE: usize = 16;
const MIN_NODES: usize = 100_000;

/// `yamldecode(src)`.
pub(super) fn yamldecode() -> Function {
    Function::builder([Parameter::new("src", Type::String)])
        .returns_with(|args| {
            if !args[0].is_known() {
                return Ok(Type::Dynamic);
            }
            decode(args[0].as_str().unwrap_or_default()).map(|v| v.ty().clone())
        })
        .build(|args, _| decode(args[0].as_str().unwrap_or_default()))
}

/// The value of YAML text `src`.
pub(super) fn decode(src: &str) -> Result<Value, Error> {
    // The reader drops a byte order mark.
    let src = src.strip_prefix('\u{feff}').unwrap_or(src);
    if yaml_errors::has_control_character(src) {
        return Err(Error::new("control characters are not allowed"));
    }
    if let Some(message) = yaml_errors::incompatible_version(src) {
        return Err(Error::new(message));
    }
    let mut builder = Builder {
        src,
        budget: MIN_NODES.max(src.len().saturating_mul(NODES_PER_BYTE)),
        stack: Vec::new(),
        anchors: BTreeMap::new(),
        documents: Vec::new(),
        document_starts: 0,
        error: None,
    };
    let mut parser = Parser::new_from_str(src);
    let loaded = parser.load(&mut builder, true);
    if let Some(e) = builder.error {
        return Err(Error::new(e));
    }
    loaded.map_err(|e| Error::new(yaml_errors::syntax_error(src, &e)))?;
    match builder.documents.pop() {
        Some(value) => Ok(value),
        None => Err(Error::new(yaml_errors::missing_document(src))),
    }
}

/// A collection being read.
enum Open {
    Sequence {
        anchor: usize,
        start: Marker,
        items: Vec<Value>,
        size: usize,
    },
    Mapping {
        anchor: usize,
        start: Marker,
        attrs: BTreeMap<String, Value>,
        key: Option<Key>,
        size: usize,
    },
}

/// What the next value of a mapping is for.
enum Key {
    Name(String),
    /// A `<<` key: the value's attributes (or those of each of its mappings) merge in.
    Merge(Marker),
}

struct Builder<'s> {
    src: &'s str,
    stack: Vec<Open>,
    /// Each anchor's value and its size in nodes, aliases expanded.
    anchors: BTreeMap<usize, (Value, usize)>,
    documents: Vec<Value>,
    document_starts: usize,
    error: Option<String>,
    /// Nodes left to build, aliases expanded.
    budget: usize,
}

impl Builder<'_> {
    /// Records the first error, placed as the reference places errors found on an
    /// event: at the start of the node at `mark`, its tag or anchor included. (The
    /// position is worked out only here, once: doing it per event would cost time in
    /// proportion to the line for every node.)
    fn fail(&mut self, mark: Marker, message: impl Into<String>) {
        if self.error.is_none() {
            let (line, column) = node_start(self.src, &mark);
            self.error = Some(located(Origin::Event, line, column, &message.into()));
        }
    }

    /// A finished value of `size` nodes starting at `at`, put where it belongs.
    fn place(&mut self, value: Value, size: usize, at: Marker) {
        if size > self.budget {
            self.fail(at, "the YAML contains excessive aliasing");
            return;
        }
        self.budget -= size;
        let failure = match self.stack.last_mut() {
            None => {
                self.documents.push(value);
                None
            }
            Some(Open::Sequence {
                items, size: total, ..
            }) => {
                items.push(value);
                *total += size;
                None
            }
            Some(Open::Mapping {
                attrs,
                key,
                size: total,
                ..
            }) => match key.take() {
                None => match mapping_key(&value) {
                    Ok(name) => {
                        *key = Some(Key::Name(name));
                        None
                    }
                    Err(message) => Some((at, message)),
                },
                Some(Key::Name(name)) => {
                    attrs.insert(name, value);
                    *total += size;
                    None
                }
                Some(Key::Merge(key_at)) => {
                    *total += size;
                    merge_into(attrs, &value).err().map(|m| (key_at, m))
                }
            },
        };
        if let Some((at, message)) = failure {
            self.fail(at, message);
        }
    }

    fn anchor(&mut self, id: usize, value: &Value, size: usize) {
        if id != 0 {
            self.anchors.insert(id, (value.clone(), size));
        }
    }

    /// An alias: its anchor's value, or the reference's error for an anchor still
    /// open (its value would contain itself) or never defined.
    fn alias(&mut self, id: usize, mark: Marker) {
        if let Some((value, size)) = self.anchors.get(&id).cloned() {
            return self.place(value, size, mark);
        }
        let name = hcl2_value::strings::go_quote(&yaml_errors::alias_name(self.src, &mark));
        let open = self.stack.iter().any(|o| match o {
            Open::Sequence { anchor, .. } | Open::Mapping { anchor, .. } => *anchor == id,
        });
        if open {
            self.fail(
                mark,
                format!("cannot refer to anchor {name} from inside its own definition"),
            );
        } else {
            self.fail(mark, format!("reference to undefined anchor {name}"));
        }
    }

    /// Whether the next node is a mapping's key.
    fn expecting_key(&self) -> bool {
        matches!(self.stack.last(), Some(Open::Mapping { key: None, .. }))
    }
}

/// The attribute name a key value gives, as the reference converts it.
fn mapping_key(value: &Value) -> Result<String, String> {
    if let Some(k) = value.as_str() {
        return Ok(k.to_string());
    }
    if value.is_null() {
        return Err("mapping key cannot be null".into());
    }
    scalar_text(value).ok_or_else(|| "only strings are allowed as mapping keys".into())
}

/// Merges a `<<` key's value (a mapping, or a sequence of mappings) into `attrs`,
/// later attributes replacing earlier ones.
fn merge_into(attrs: &mut BTreeMap<String, Value>, value: &Value) -> Result<(), String> {
    if let Some(map) = value.as_map() {
        attrs.extend(map.iter().map(|(k, v)| (k.to_string(), v.clone())));
        return Ok(());
    }
    match value.as_slice() {
        Some(items) if matches!(value.ty(), Type::Tuple(_)) => {
            for item in items {
                let map = item.as_map().ok_or_else(|| {
                    format!(
                        "cannot merge {} (from sequence) into mapping",
                        friendly(item)
                    )
                })?;
                attrs.extend(map.iter().map(|(k, v)| (k.to_string(), v.clone())));
            }
            Ok(())
        }
        _ => Err(format!("cannot merge {} into mapping", friendly(value))),
    }
}

/// go-cty's friendly name of a decoded value's type.
fn friendly(value: &Value) -> &'static str {
    match value.ty() {
        Type::String => "string",
        Type::Number => "number",
        Type::Bool => "bool",
        Type::Tuple(_) => "tuple",
        Type::Object(_) => "object",
        _ => "dynamic",
    }
}

/// The text of a non-string scalar used as a mapping key.
fn scalar_text(v: &Value) -> Option<String> {
    if let Some(b) = v.as_bool() {
        return Some(b.to_string());
    }
    v.as_number().map(|n| n.to_string())
}

impl MarkedEventReceiver for Builder<'_> {
    fn on_event(&mut self, ev: Event, mark: Marker) {
        if self.error.is_some() {
            return;
        }
        match ev {
            Event::SequenceStart(..) | Event::MappingStart(..)
                if self.stack.len() >= MAX_YAML_DEPTH =>
            {
                self.fail(
                    mark,
                    format!("nesting deeper than {MAX_YAML_DEPTH} levels is not supported"),
                );
            }
            Event::SequenceStart(_, Some(ref tag)) | Event::MappingStart(_, Some(ref tag))
                if !collection_tag_fits(&ev, tag) =>
            {
                let kind = if matches!(ev, Event::SequenceStart(..)) {
                    "sequence"
                } else {
                    "mapping"
                };
                let message = format!("can't interpret {kind} as {}", full_tag(tag));
                self.fail(mark, message);
            }
            Event::SequenceStart(anchor, _) => self.stack.push(Open::Sequence {
                anchor,
                start: mark,
                items: Vec::new(),
                size: 1,
            }),
            Event::MappingStart(anchor, _) => self.stack.push(Open::Mapping {
                anchor,
                start: mark,
                attrs: BTreeMap::new(),
                key: None,
                size: 1,
            }),
            Event::SequenceEnd | Event::MappingEnd => self.close(),
            Event::Scalar(text, style, anchor, tag) => self.scalar(&text, style, anchor, tag, mark),
            Event::Alias(id) => self.alias(id, mark),
            Event::DocumentStart => {
                self.document_starts += 1;
                if self.document_starts > 1 {
                    self.fail(mark, "unexpected extra content after value");
                }
            }
            Event::Nothing | Event::StreamStart | Event::StreamEnd | Event::DocumentEnd => {}
        }
    }
}

impl Builder<'_> {
    /// The end of the innermost collection: its value goes where it belongs.
    fn close(&mut self) {
        let (anchor, start, value, size) = match self.stack.pop() {
            Some(Open::Sequence {
                anchor,
                start,
                items,
                size,
            }) => (anchor, start, Value::tuple(items), size),
            Some(Open::Mapping {
                anchor,
                start,
                attrs,
                size,
                ..
            }) => (anchor, start, Value::object_from_map(attrs), size),
            None => return,
        };
        self.anchor(anchor, &value, size);
        // Its nodes were counted as they were placed inside it.
        self.budget += size - 1;
        self.place(value, size, start);
    }

    fn scalar(
        &mut self,
        text: &str,
        style: TScalarStyle,
        anchor: usize,
        tag: Option<Tag>,
        mark: Marker,
    ) {
        if self.expecting_key() && is_merge_key(text, tag.as_ref()) {
            if let Some(Open::Mapping { key, .. }) = self.stack.last_mut() {
                *key = Some(Key::Merge(mark));
            }
            return;
        }
        match super::yaml_scalar::resolve(text, style, tag.as_ref()) {
            Ok(value) => {
                self.anchor(anchor, &value, 1);
                self.place(value, 1, mark);
            }
            Err(message) => self.fail(mark, message),
        }
    }
}

/// Whether a collection's tag is the one its kind allows (`!!seq`, `!!map`).
fn collection_tag_fits(ev: &Event, tag: &Tag) -> bool {
    let want = if matches!(ev, Event::SequenceStart(..)) {
        "seq"
    } else {
        "map"
    };
    is_core_tag(tag) && tag.suffix == want
}

/// A tag as the reference names it: core tags in their long form.
fn full_tag(tag: &Tag) -> String {
    if is_core_tag(tag) {
        format!("tag:yaml.org,2002:{}", tag.suffix)
    } else {
        format!("{}{}", tag.handle, tag.suffix)
    }
}

/// A `<<` key without a tag, or any key tagged `!!merge`.
fn is_merge_key(text: &str, tag: Option<&Tag>) -> bool {
    match tag {
        None => text == "<<",
        Some(t) => is_core_tag(t) && t.suffix == "merge",
    }
}

pub(super) fn is_core_tag(tag: &Tag) -> bool {
    tag.handle == "!!" || tag.handle == "tag:yaml.org,2002:"
}
