import Foundation

/// Wall and CPU time of each phase of a lint, printed to standard error when the environment
/// sets `LABELCOPY_TIMINGS=1`; for finding where a run spends its time, not for the report.
final class LintTimings: @unchecked Sendable {
    /// One measured phase or job.
    struct Entry {
        var name: String
        var wall: Double
        var cpu: Double
        /// True for a job on a worker thread (its CPU is the thread's own), false for a phase
        /// (its CPU is the whole process's, every thread included).
        var isJob: Bool
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private let start = LintTimings.now(CLOCK_MONOTONIC)
    private let startCPU = LintTimings.now(CLOCK_PROCESS_CPUTIME_ID)

    /// Timings when `LABELCOPY_TIMINGS=1`, else nil (nothing is measured).
    static func fromEnvironment() -> LintTimings? {
        ProcessInfo.processInfo.environment["LABELCOPY_TIMINGS"] == "1" ? LintTimings() : nil
    }

    /// Runs `body` as a phase of the run, timing it with the whole process's CPU.
    func phase<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let wall = Self.now(CLOCK_MONOTONIC)
        let cpu = Self.now(CLOCK_PROCESS_CPUTIME_ID)
        defer {
            record(
                Entry(
                    name: name, wall: Self.now(CLOCK_MONOTONIC) - wall, cpu: Self.now(CLOCK_PROCESS_CPUTIME_ID) - cpu,
                    isJob: false))
        }
        return try body()
    }

    /// Runs `body` as one job on the calling thread, timing it with that thread's CPU.
    func job<T>(_ name: String, _ body: () -> T) -> T {
        let wall = Self.now(CLOCK_MONOTONIC)
        let cpu = Self.now(CLOCK_THREAD_CPUTIME_ID)
        let result = body()
        record(
            Entry(name: name, wall: Self.now(CLOCK_MONOTONIC) - wall, cpu: Self.now(CLOCK_THREAD_CPUTIME_ID) - cpu, isJob: true))
        return result
    }

    /// Every entry in the order it ended, then the run's total, one line each.
    func report() -> String {
        lock.lock()
        let done = entries
        lock.unlock()
        var lines = done.map { entry in
            Self.line(entry.isJob ? "  job \(entry.name)" : entry.name, wall: entry.wall, cpu: entry.cpu)
        }
        lines.append(
            Self.line("total so far", wall: Self.now(CLOCK_MONOTONIC) - start, cpu: Self.now(CLOCK_PROCESS_CPUTIME_ID) - startCPU)
        )
        return lines.map { "timing: \($0)\n" }.joined()
    }

    private func record(_ entry: Entry) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    /// Times first, so they line up whatever the name's length.
    private static func line(_ name: String, wall: Double, cpu: Double) -> String {
        String(format: "%7.3f s wall %7.3f s CPU  ", wall, cpu) + name
    }

    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
