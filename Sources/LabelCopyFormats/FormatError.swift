import Foundation

/// A file that cannot be read as its format: says which file, where, and what is wrong.
public struct FormatError: Error, LocalizedError, Sendable, Hashable {
    /// Where the problem is (line and column 1 when it concerns the whole file).
    public var location: SourceLocation
    /// What is wrong, in one sentence without the location.
    public var message: String

    /// Creates an error at `location`. A message that quotes megabytes of a file (a name,
    /// a keyword, a value) keeps its start and its end, with how much was left out between.
    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = Self.shortened(message)
    }

    /// Messages of up to this many UTF-8 bytes are kept whole, and so are longer ones of few
    /// characters; others keep their first `headLength` characters and their last `tailLength`.
    static let longestMessage = 400
    static let headLength = 240
    static let tailLength = 100

    /// `message`, or its start and end around a count of the characters left out.
    static func shortened(_ message: String) -> String {
        guard message.utf8.count > longestMessage else { return message }
        let count = message.count
        guard count > headLength + tailLength + 40 else { return message }
        let omitted = count - headLength - tailLength
        return "\(message.prefix(headLength)) …(\(omitted) characters left out)… \(message.suffix(tailLength))"
    }

    /// Creates an error at the start of the file at `path`.
    public init(_ message: String, path: String, line: Int = 1, column: Int = 1) {
        self.init(message, at: SourceLocation(path: path, line: line, column: column))
    }

    /// `path:line:col: message`.
    public var errorDescription: String? { "\(location): \(message)" }
}
