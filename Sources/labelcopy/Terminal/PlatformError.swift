/// A failed system call on standard input or output.
struct PlatformError: Error, Sendable, CustomStringConvertible {
    /// The call that failed (`read`, `write`).
    var operation: String
    /// The `errno` it left.
    var code: Int32

    /// The call and the system's description of the error.
    var description: String {
        "\(operation) failed: \(Platform.describe(errorCode: code))"
    }
}
