//! A gzip writer that gives exactly the bytes Terraform's `base64gzip` gets from Go's
//! `compress/gzip` at its default level (6): the same parse (see [`parse`]), the same
//! block boundaries and block kinds (see [`block`]), the same Huffman codes (see
//! [`huffman`]) and the same framing.
//!
//! The framing is what `gzip.NewWriter` writes for one `Write` followed by `Flush`
//! and `Close`: a 10-byte header (no name, no time, extra flags 0, OS 255), the
//! blocks, an empty stored block from `Flush`, an empty final stored block from
//! `Close`, then the CRC-32 and the length mod 2³².
//!
//! Memory stays bounded (hash tables of 640 KiB and at most 16,385 tokens at a time)
//! and time linear: at most 128 chain steps of at most 258 byte comparisons per
//! position.

mod bits;
mod block;
mod chains;
mod huffman;
mod parse;
mod token;

use bits::BitSink;

/// The gzip header Go writes by default: magic, deflate, no flags, time 0, extra
/// flags 0, OS "unknown" (255).
const HEADER: [u8; 10] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF];

/// `data` gzip-compressed byte for byte as Go's default `gzip.Writer` does it.
pub(super) fn gzip(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() / 2 + 64);
    out.extend_from_slice(&HEADER);
    let mut sink = BitSink::new(out);
    parse::parse(data, &mut |tokens, raw| {
        block::write_block(&mut sink, tokens, raw)
    });
    block::write_stored(&mut sink, &[], false);
    block::write_stored(&mut sink, &[], true);
    let mut out = sink.finish();
    out.extend_from_slice(&crc32fast::hash(data).to_le_bytes());
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::gzip;
    use base64::Engine;

    fn b64(bytes: &[u8]) -> String {
        base64::engine::general_purpose::STANDARD.encode(bytes)
    }

    #[test]
    fn terraform_function_test_values() {
        // Terraform's internal/lang/funcs/encoding_test.go and Packer's copy of it.
        assert_eq!(
            b64(&gzip(b"test")),
            "H4sIAAAAAAAA/ypJLS4BAAAA//8BAAD//wx+f9gEAAAA"
        );
        assert_eq!(
            b64(&gzip(b"helloworld")),
            "H4sIAAAAAAAA/8pIzcnJL88vykkBAAAA//8BAAD//60g6/kKAAAA"
        );
    }

    #[test]
    fn empty_input_is_header_two_empty_stored_blocks_and_trailer() {
        let expected: Vec<u8> = [
            &[0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF][..],
            &[0, 0, 0, 0xFF, 0xFF, 1, 0, 0, 0xFF, 0xFF],
            &[0; 8],
        ]
        .concat();
        assert_eq!(gzip(b""), expected);
    }

    #[test]
    fn output_decompresses_to_the_input() {
        use std::io::Read;
        let mut data = Vec::new();
        for i in 0u32..200_000 {
            data.push((i.wrapping_mul(2_654_435_761) >> 27) as u8 + b'a');
            if i % 7 == 0 {
                data.extend_from_slice(b"resource \"aws_instance\" ");
            }
        }
        let zipped = gzip(&data);
        let mut back = Vec::new();
        flate2::read::GzDecoder::new(&zipped[..])
            .read_to_end(&mut back)
            .unwrap();
        assert_eq!(back, data);
    }
}
