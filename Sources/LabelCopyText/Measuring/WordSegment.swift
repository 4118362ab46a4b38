/// One piece of text between two ICU word boundaries.
public struct WordSegment: Sendable, Hashable {
    /// Byte offsets into the text's UTF-8 view, half-open (the same unit as `Token.range`).
    public var range: Range<Int>
    /// What ICU's rules say the piece is.
    public var kind: WordSegmentKind

    /// Creates a segment.
    public init(range: Range<Int>, kind: WordSegmentKind) {
        self.range = range
        self.kind = kind
    }
}
