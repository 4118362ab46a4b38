/// The process exit statuses of `labelcopy`, the only place they are defined.
///
/// 64, 65, 70 and 73 are `EX_USAGE`, `EX_DATAERR`, `EX_SOFTWARE` and `EX_CANTCREAT` from BSD
/// `sysexits.h`.
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
    /// An output file could not be written (a missing folder, no permission, a full disk):
    /// the path and the system's reason are on standard error.
    case cannotCreate = 73
}
