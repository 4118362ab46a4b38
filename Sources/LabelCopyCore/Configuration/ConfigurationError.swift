import Foundation
import LabelCopyFormats

/// A configuration or baseline file labelcopy cannot use: which file, where, which key, and why.
public struct ConfigurationError: Error, LocalizedError, Sendable, Hashable {
    /// Where the problem is (the offending value, else its key, else the start of the file).
    public var location: SourceLocation
    /// The dotted key path of the offending value (`rules.title-case.severity`), or "" for syntax errors.
    public var keyPath: String
    /// What is wrong, in one sentence without the location.
    public var message: String

    /// Creates an error.
    public init(_ message: String, keyPath: String = "", at location: SourceLocation) {
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    /// `path:line:col: key.path: message`.
    public var errorDescription: String? {
        keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }

    /// The same problem as a `FormatError`, for callers that report every unreadable input alike.
    public var formatError: FormatError {
        FormatError(keyPath.isEmpty ? message : "\(keyPath): \(message)", at: location)
    }
}
