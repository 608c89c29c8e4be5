//! Command-line arguments as paths and file names: arguments are bytes (as the
//! reference reads them); paths keep them exactly, names shown in messages read
//! invalid UTF-8 leniently.

use std::path::PathBuf;

/// The path an argument names, byte for byte where the platform allows.
pub fn path_of(arg: &[u8]) -> PathBuf {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        PathBuf::from(std::ffi::OsStr::from_bytes(arg))
    }
    #[cfg(not(unix))]
    {
        PathBuf::from(String::from_utf8_lossy(arg).into_owned())
    }
}

/// The process arguments after the program name, as bytes.
pub fn args_as_bytes() -> Vec<Vec<u8>> {
    std::env::args_os()
        .skip(1)
        .map(|a| {
            #[cfg(unix)]
            {
                use std::os::unix::ffi::OsStringExt;
                a.into_vec()
            }
            #[cfg(not(unix))]
            {
                a.to_string_lossy().into_owned().into_bytes()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_keep_the_argument() {
        assert_eq!(path_of(b"dir/a.hcl"), PathBuf::from("dir/a.hcl"));
    }
}
