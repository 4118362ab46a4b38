/// One piece of an XML document as the lexer sees it, with its exact UTF-8 byte ranges.
public struct XMLToken: Sendable, Hashable {
    /// What the token is.
    public var kind: XMLTokenKind
    /// The whole token, from its first to its last byte.
    public var range: Range<Int>
    /// The part that carries content: the text itself, a comment's or CDATA section's inside,
    /// a tag's name, a processing instruction's or declaration's body, a DOCTYPE's body.
    public var contentRange: Range<Int>
    /// A tag's qualified name or a processing instruction's target; empty otherwise.
    public var name: String
    /// A start tag's attributes, in document order.
    public var attributes: [XMLAttribute]
    /// True when a text token contains `&` references or carriage returns, so that decoding
    /// cannot simply copy its bytes.
    public var needsDecoding: Bool

    /// Creates a token.
    public init(
        kind: XMLTokenKind, range: Range<Int>, contentRange: Range<Int>, name: String = "",
        attributes: [XMLAttribute] = [], needsDecoding: Bool = false
    ) {
        self.kind = kind
        self.range = range
        self.contentRange = contentRange
        self.name = name
        self.attributes = attributes
        self.needsDecoding = needsDecoding
    }
}
