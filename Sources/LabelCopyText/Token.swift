/// One piece of a title, with where it stands in the title's UTF-8 bytes.
public struct Token: Sendable, Hashable {
    /// What kind of piece this is.
    public var kind: TokenKind
    /// Byte offsets into the title's UTF-8 view (`title.utf8`), half-open.
    public var range: Range<Int>

    /// Creates a token of `kind` over the UTF-8 byte `range`.
    public init(kind: TokenKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
