/// One piece of a title, with where it stands in the title's UTF-8 bytes.
public struct Token: Sendable, Hashable {
    /// What kind of piece this is.
    public var kind: TokenKind
    // The offsets are kept in 32 bits: a token is then 12 bytes instead of 24, so a title's
    // tokens fit the tokenizer's stack room and are copied and read in half the memory.
    // (Offsets past 4 GiB, which no title reaches, are clamped rather than trapping.)
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32

    /// Byte offsets into the title's UTF-8 view (`title.utf8`), half-open.
    public var range: Range<Int> {
        @inlinable @inline(__always) get { Range(uncheckedBounds: (Int(start), Int(end))) }
        @inlinable set { (start, end) = Self.bounds(newValue) }
    }

    /// Creates a token of `kind` over the UTF-8 byte `range`. Offsets are kept in 32 bits: a
    /// bound below zero is stored as 0 and one above `UInt32.max` as `UInt32.max` (no title
    /// comes near either).
    @inlinable @inline(__always)
    public init(kind: TokenKind, range: Range<Int>) {
        self.kind = kind
        (start, end) = Self.bounds(range)
    }

    /// Creates a token of `kind` over the UTF-8 bytes `start..<end`, offsets the caller has
    /// checked to be in order and to fit 32 bits (the tokenizer's fast loop checks the title's
    /// length once instead of clamping each bound). Inlinable for the engine's one-pass plain titles.
    @inlinable @inline(__always)
    package init(kind: TokenKind, start: UInt32, end: UInt32) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// The range's bounds in 32 bits, clamped (so still in order).
    @inlinable @inline(__always)
    static func bounds(_ range: Range<Int>) -> (UInt32, UInt32) {
        (UInt32(clamping: range.lowerBound), UInt32(clamping: range.upperBound))
    }
}
