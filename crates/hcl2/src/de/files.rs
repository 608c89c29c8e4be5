//! The parsed files of the decodes running on this thread, so that a kept
//! [`Expression`](crate::Expression) can hold its file and a span of it instead of a
//! copy of its text and positions counted up front. Serde moves data only: the decoder
//! names the file by its address, and the expression's `Deserialize` finds it here.

use std::cell::RefCell;
use std::sync::Arc;

use hcl2_core::SourceFile;

use crate::Syntax;

thread_local! {
    /// The files of the decodes in progress, innermost last.
    static FILES: RefCell<Vec<(Arc<SourceFile>, Syntax)>> = const { RefCell::new(Vec::new()) };
}

/// The files of one decode, in scope until dropped.
pub(crate) struct FilesInScope {
    /// How many files were in scope before.
    base: usize,
}

impl FilesInScope {
    /// Puts `files` in scope for the decode about to run.
    pub(crate) fn enter(files: &[(Arc<SourceFile>, Syntax)]) -> FilesInScope {
        FILES.with(|f| {
            let mut f = f.borrow_mut();
            let base = f.len();
            f.extend(files.iter().cloned());
            FilesInScope { base }
        })
    }
}

impl Drop for FilesInScope {
    fn drop(&mut self) {
        FILES.with(|f| f.borrow_mut().truncate(self.base));
    }
}

/// The address that names `file` to [`find`] when it is in scope, with its syntax.
pub(crate) fn name_of(file: &SourceFile) -> Option<(usize, Syntax)> {
    FILES.with(|f| {
        f.borrow()
            .iter()
            .rev()
            .find(|(f, _)| std::ptr::eq(Arc::as_ptr(f), file))
            .map(|(_, syntax)| (file as *const SourceFile as usize, *syntax))
    })
}

/// `file` shared, with its syntax, when it is in scope.
pub(crate) fn shared(file: &SourceFile) -> Option<(Arc<SourceFile>, Syntax)> {
    FILES.with(|f| {
        f.borrow()
            .iter()
            .rev()
            .find(|(f, _)| std::ptr::eq(Arc::as_ptr(f), file))
            .cloned()
    })
}

/// The file in scope that `address` names (see [`name_of`]).
pub(crate) fn find(address: usize) -> Option<Arc<SourceFile>> {
    FILES.with(|f| {
        f.borrow()
            .iter()
            .rev()
            .find(|(f, _)| Arc::as_ptr(f) as usize == address)
            .map(|(f, _)| f.clone())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_found_only_while_their_decode_is_in_scope() {
        let file = Arc::new(SourceFile::new("a.hcl", "a = 1\n"));
        assert_eq!(name_of(&file), None);
        let address = {
            let _scope = FilesInScope::enter(&[(file.clone(), Syntax::Native)]);
            let (address, syntax) = name_of(&file).expect("in scope");
            assert_eq!(syntax, Syntax::Native);
            assert!(Arc::ptr_eq(&find(address).expect("found"), &file));
            {
                let other = Arc::new(SourceFile::new("b.hcl", ""));
                let _inner = FilesInScope::enter(&[(other.clone(), Syntax::Json)]);
                assert!(name_of(&other).is_some());
                assert!(find(address).is_some());
            }
            address
        };
        assert_eq!(name_of(&file), None);
        assert!(find(address).is_none());
    }
}
