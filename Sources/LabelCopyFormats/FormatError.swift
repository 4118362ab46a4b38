import Foundation

/// A file that cannot be read as its format: says which file, where, and what is wrong.
public struct FormatError: Error, LocalizedError, Sendable, Hashable {
    /// Where the problem is (line and column 1 when it concerns the whole file).
    public var location: SourceLocation
    /// What is wrong, in one sentence without the location.
    public var message: String

    /// Creates an error at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = message
    }

    /// Creates an error at the start of the file at `path`.
    public init(_ message: String, path: String, line: Int = 1, column: Int = 1) {
        self.init(message, at: SourceLocation(path: path, line: line, column: column))
    }

    /// `path:line:col: message`.
    public var errorDescription: String? { "\(location): \(message)" }
}
