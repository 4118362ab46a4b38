/// A short form for messages that point at a second place in the same file.
extension SourceLocation {
    /// `line:column`.
    var lineColumn: String { "\(line):\(column)" }
}
