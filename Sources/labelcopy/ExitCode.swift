/// The process exit statuses of `labelcopy`, the only place they are defined.
///
/// 64, 65 and 70 are `EX_USAGE`, `EX_DATAERR` and `EX_SOFTWARE` from BSD `sysexits.h`.
enum ExitCode: Int32, Sendable, CaseIterable {
    /// Nothing to report.
    case success = 0
    /// Findings at error level (for `check`, any finding).
    case findings = 1
    /// The command line was wrong.
    case usage = 64
    /// An input file or stream could not be read as what it claims to be.
    case malformedInput = 65
    /// A bug or an unexpected system failure.
    case internalError = 70
}
