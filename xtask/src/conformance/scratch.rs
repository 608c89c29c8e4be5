//! Temporary directories for the tests: created empty, removed when dropped.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh directory under the system's temporary directory.
pub struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    /// A new empty directory whose name includes `label`.
    pub fn new(label: &str) -> Scratch {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!(
            "xtask-conformance-{}-{n}-{label}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create a scratch directory");
        Scratch { dir }
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// Writes `text` to `relative` (creating directories on the way); returns its path.
    pub fn write(&self, relative: &str, text: &str) -> PathBuf {
        let path = self.dir.join(relative);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("create a scratch subdirectory");
        }
        std::fs::write(&path, text).expect("write a scratch file");
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
