extension Optional where Wrapped == LintTimings {
    /// Runs `body`, timed as a phase when there are timings.
    func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        switch self {
        case .some(let timings): return try timings.phase(name, body)
        case .none: return try body()
        }
    }
}
