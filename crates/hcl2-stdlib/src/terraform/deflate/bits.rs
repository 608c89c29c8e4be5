//! The bit sink of a deflate stream: values are packed least significant bit first
//! (RFC 1951 §3.1.1), Huffman codes arrive already bit-reversed.

pub(super) struct BitSink {
    out: Vec<u8>,
    acc: u64,
    count: u32,
}

impl BitSink {
    pub(super) fn new(out: Vec<u8>) -> Self {
        BitSink {
            out,
            acc: 0,
            count: 0,
        }
    }

    /// Appends the low `width` bits of `value` (`width` at most 16).
    pub(super) fn put(&mut self, value: u32, width: u32) {
        self.acc |= u64::from(value & ((1u32 << width) - 1)) << self.count;
        self.count += width;
        while self.count >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.count -= 8;
        }
    }

    /// Pads with zero bits to the next byte boundary.
    pub(super) fn align(&mut self) {
        if self.count > 0 {
            self.out.push(self.acc as u8);
            self.acc = 0;
            self.count = 0;
        }
    }

    /// Appends whole bytes; the sink must be aligned.
    pub(super) fn bytes(&mut self, bytes: &[u8]) {
        debug_assert_eq!(self.count, 0, "bytes written at a bit offset");
        self.out.extend_from_slice(bytes);
    }

    pub(super) fn finish(mut self) -> Vec<u8> {
        self.align();
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::BitSink;

    #[test]
    fn bits_fill_bytes_from_the_low_end() {
        let mut sink = BitSink::new(Vec::new());
        sink.put(0b1, 1);
        sink.put(0b10, 2);
        sink.put(0b11111, 5);
        sink.put(0xABC, 12);
        assert_eq!(sink.finish(), vec![0b1111_1101, 0xBC, 0x0A]);
    }

    #[test]
    fn align_pads_with_zero_bits() {
        let mut sink = BitSink::new(Vec::new());
        sink.put(0b101, 3);
        sink.align();
        sink.bytes(&[7]);
        assert_eq!(sink.finish(), vec![0b101, 7]);
    }
}
