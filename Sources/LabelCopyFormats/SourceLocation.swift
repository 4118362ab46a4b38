/// A place in a file: 1-based line and column, the column counted in Unicode scalars
/// of the decoded text (whatever the file's encoding).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as it was given.
    public var path: String
    /// 1-based line number; CR, LF and CRLF each end one line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
