#if canImport(Glibc)
    import Glibc
#endif

/// Pins the process to the core it runs on, so timings are not spread over cores.
enum CorePinning {
    /// Pins to the current core; returns a line saying what was done.
    static func pinToCurrentCore() -> String {
        #if os(Linux)
            // Glibc declares sched_getcpu and sched_setaffinity only under _GNU_SOURCE, which the
            // Swift Glibc module does not set, so look them up in the already loaded C library.
            typealias GetCPU = @convention(c) () -> Int32
            typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
            guard let library = dlopen(nil, RTLD_NOW),
                let getSymbol = dlsym(library, "sched_getcpu"),
                let setSymbol = dlsym(library, "sched_setaffinity")
            else { return "not pinned (sched_setaffinity not found)" }
            let cpu = Int(unsafeBitCast(getSymbol, to: GetCPU.self)())
            // A cpu_set_t of glibc: 1024 bits, a little-endian bit array (CPU_SET is a macro).
            var set = [UInt8](repeating: 0, count: 128)
            guard cpu >= 0, cpu < set.count * 8 else { return "not pinned (sched_getcpu failed)" }
            set[cpu / 8] |= UInt8(1) << UInt8(cpu % 8)
            let result = set.withUnsafeBytes { raw -> Int32 in
                guard let base = raw.baseAddress else { return -1 }
                return unsafeBitCast(setSymbol, to: SetAffinity.self)(0, raw.count, base)
            }
            return result == 0 ? "pinned to cpu \(cpu)" : "not pinned (sched_setaffinity failed, errno \(errno))"
        #else
            // Darwin offers no hard affinity (thread_policy_set only gives hints), so do not pin.
            return "not pinned (no CPU affinity on this platform)"
        #endif
    }
}
