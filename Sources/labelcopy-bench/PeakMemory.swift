#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident memory, from getrusage.
enum PeakMemory {
    /// Peak resident set size in KiB.
    static func kibibytes() -> Int {
        var usage = rusage()
        #if os(Linux)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return -1 }
        #if os(Linux)
            // Linux reports ru_maxrss in KiB.
            return Int(usage.ru_maxrss)
        #else
            // Darwin reports ru_maxrss in bytes.
            return Int(usage.ru_maxrss) / 1024
        #endif
    }
}
