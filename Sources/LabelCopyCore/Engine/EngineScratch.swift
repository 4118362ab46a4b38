#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The arrays one thread's title analyses fill again and again, so that analyzing a title
/// allocates no byte, token or slot storage once the thread has seen a title as long.
///
/// Each thread has its own (a thread-specific value), so no two analyses share one: the CLI
/// analyzes titles on several threads with the same engine.
final class EngineScratch {
    /// Room for the title as given.
    var original = AnalysisBuffers()
    /// Room for the text earlier fixes produced.
    var fixed = AnalysisBuffers()

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
