/// Turning a position back into a byte offset.
extension TextDocument {
    /// The UTF-8 offset of a 1-based line and scalar column (`position(of:)` the other way);
    /// nil when the line is not in the document.
    public func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        var offset = lineStarts[location.line - 1]
        var column = 1
        while column < location.column, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }
}
