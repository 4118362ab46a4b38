/// One thing inside an element, in document order.
public enum XMLChild: Sendable, Hashable {
    /// A nested element, by its index in `XMLTree.elements`.
    case element(Int)
    /// Character data (references still escaped) and whether decoding must do more than copy.
    case text(Range<Int>, needsDecoding: Bool)
    /// A CDATA section's inside.
    case cdata(Range<Int>)
    /// A comment's inside.
    case comment(Range<Int>)
    /// A processing instruction, whole.
    case processingInstruction(Range<Int>)
}
