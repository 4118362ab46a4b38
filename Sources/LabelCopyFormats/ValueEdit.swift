/// A new value for one entry, to be written in place of its old raw text.
public struct ValueEdit: Sendable, Hashable {
    /// Where the old raw (escaped) value lies in the document's UTF-8 bytes.
    public var range: Range<Int>
    /// The new raw text, already escaped the way the format needs.
    public var rawText: String

    /// Creates an edit.
    public init(range: Range<Int>, rawText: String) {
        self.range = range
        self.rawText = rawText
    }
}
