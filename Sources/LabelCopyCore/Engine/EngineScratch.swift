#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two analyses one thread's title analyses refill again and again (the title as given and
/// the text earlier fixes produced), so that analyzing a title allocates, retains and releases
/// nothing for its bytes, tokens and slots once the thread has seen a title as long.
///
/// Each thread has its own (a thread-specific value), so no two analyses share one: the CLI
/// analyzes titles on several threads with the same engine. The analyses live behind pointers,
/// which the engine hands on as `inout` so that they are refilled and lent to the rules in
/// place: a copy would retain every array, and the arrays would then not be uniquely held when
/// refilled.
final class EngineScratch {
    /// The analysis of the title as given.
    let original: UnsafeMutablePointer<AnalyzedTitle>
    /// The analysis of the text earlier fixes produced.
    let fixed: UnsafeMutablePointer<AnalyzedTitle>
    /// True while an analysis on this thread uses the two: one started inside it (a rule of a
    /// library user's that analyzes a title itself) gets analyses of its own instead.
    @exclusivity(unchecked) var inUse = false

    init() {
        let empty = Lexicon()
        original = .allocate(capacity: 1)
        original.initialize(to: AnalyzedTitle(lexicon: empty))
        fixed = .allocate(capacity: 1)
        fixed.initialize(to: AnalyzedTitle(lexicon: empty))
    }

    deinit {
        original.deinitialize(count: 1)
        original.deallocate()
        fixed.deinitialize(count: 1)
        fixed.deallocate()
    }

    /// The calling thread's scratch, made on its first analysis and released when it ends.
    static var current: EngineScratch {
        let key = scratchKey
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<EngineScratch>.fromOpaque(pointer).takeUnretainedValue()
        }
        let scratch = EngineScratch()
        let pointer = Unmanaged.passRetained(scratch).toOpaque()
        // Without a thread-specific slot the scratch serves this analysis only.
        if pthread_setspecific(key, pointer) != 0 {
            Unmanaged<EngineScratch>.fromOpaque(pointer).release()
        }
        return scratch
    }
}

/// The thread-specific slot holding each thread's scratch; the scratch is released with its thread.
private let scratchKey: pthread_key_t = {
    var key = pthread_key_t()
    _ = pthread_key_create(&key, releaseScratch)
    return key
}()

#if canImport(Darwin)
private func releaseScratch(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<EngineScratch>.fromOpaque(pointer).release()
}
#else
private func releaseScratch(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<EngineScratch>.fromOpaque(pointer).release()
}
#endif
