import LabelCopyFormats

/// Something in a configuration file or a suppression comment that labelcopy ignored, and why.
public struct ConfigurationWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where it is.
    public var location: SourceLocation
    /// The dotted key path (`rules.titel-case`), or "" for suppression comments.
    public var keyPath: String
    /// What was ignored and what was probably meant.
    public var message: String

    /// Creates a warning.
    public init(_ message: String, keyPath: String = "", at location: SourceLocation) {
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    /// `path:line:col: key.path: message`.
    public var description: String {
        keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }
}
