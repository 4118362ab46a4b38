import Foundation

/// An earlier JSON report that cannot be compared with: not JSON, or not a labelcopy report.
public struct ReportDecodingError: Error, LocalizedError, Sendable, Hashable {
    /// The report's path.
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path:1:1: message`: the whole document is at fault, so it points at its start.
    public var errorDescription: String? { "\(path):1:1: \(message)" }
}
