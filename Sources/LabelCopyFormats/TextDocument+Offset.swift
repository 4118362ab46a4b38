/// Turning a position back into a byte offset.
extension TextDocument {
    /// The UTF-8 offset of a 1-based line and scalar column (`position(of:)` the other way);
    /// nil when the line is not in the document.
    public func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        var offset = lineStarts[location.line - 1]
        if location.column - 1 > Self.checkpointStride, !scalarCheckpoints.isEmpty {
            return scalarOffset(scalars(before: offset) + location.column - 1, from: offset)
        }
        var column = 1
        while column < location.column, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The offset where the scalar numbered `target` (counted from the file's start, from 0)
    /// starts, searched from `lineStart` on, from the last checkpoint not past it; the end of the
    /// bytes when there are fewer scalars.
    private func scalarOffset(_ target: Int, from lineStart: Int) -> Int {
        // The last checkpoint at or after the line's start with at most `target` scalars before it.
        var block = lineStart / Self.checkpointStride
        while block + 1 < scalarCheckpoints.count, scalarCheckpoints[block + 1] <= target { block += 1 }
        var offset = max(lineStart, block * Self.checkpointStride)
        var count = scalars(before: offset)
        return bytes.withUnsafeBufferPointer { buffer in
            while offset < buffer.count {
                if buffer[offset] & 0xC0 != 0x80 {
                    if count == target { return offset }
                    count += 1
                }
                offset += 1
            }
            return buffer.count
        }
    }
}
