//! Measuring the peak of heap memory a piece of work allocates beyond what was live
//! before it: a global allocator that counts live bytes and their high-water mark, and
//! live allocations (each of which costs the system allocator some bytes of its own).
//! Included by a test binary with `#[path]` and installed there with
//! `#[global_allocator] static A: peak_memory::Counting = peak_memory::Counting;`.
//! The counters are process-wide: each test holds [`serial`] from its start, so that no
//! other test of the binary allocates while it measures.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The system allocator, counting.
pub struct Counting;

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
            grow(layout.size());
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        ALLOCATIONS.fetch_sub(1, Ordering::Relaxed);
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            grow(new_size);
        }
        p
    }
}

fn grow(size: usize) {
    let live = LIVE.fetch_add(size, Ordering::Relaxed) + size;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

/// Held for a whole test: the tests of one binary then run one at a time.
pub fn serial() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// The result of `work` and the most heap memory live during it beyond what was live
/// when it started (what it keeps or returns included).
pub fn peak_during<T>(work: impl FnOnce() -> T) -> (T, usize) {
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let out = work();
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    (out, peak)
}

/// The result of `work` and the most heap memory live during it (as [`peak_during`])
/// over `input` bytes, printed for the test's output.
#[allow(dead_code)]
pub fn peak_ratio<T>(input: usize, work: impl FnOnce() -> T) -> (T, f64) {
    let (out, peak) = peak_during(work);
    let ratio = peak as f64 / input as f64;
    eprintln!("peak {peak} bytes for {input} bytes of input: {ratio:.2}×");
    (out, ratio)
}

/// The heap memory live now (to compare what a piece of work holds at one moment of it
/// with what was live before it).
#[allow(dead_code)]
pub fn live() -> usize {
    LIVE.load(Ordering::Relaxed)
}

/// How many allocations are live now (to count those a piece of work keeps).
#[allow(dead_code)]
pub fn live_allocations() -> usize {
    ALLOCATIONS.load(Ordering::Relaxed)
}
