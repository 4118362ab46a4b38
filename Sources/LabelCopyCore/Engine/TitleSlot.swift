import LabelCopyText

/// One word-like place in a title (word, compound, number or free-standing placeholder),
/// with the facts about its surroundings that casing and verb-first decisions need.
public struct TitleSlot: Sendable, Hashable {
    // The token index and byte offsets are kept in 32 bits, as `Token` keeps its offsets: a slot
    // is then 32 bytes instead of 56, so a title's slots are written, copied and read in about
    // half the memory, and the room for a title of up to 62 bytes fits the stack.
    // (Values past 4 GiB, which no title reaches, are clamped rather than trapping.)
    @usableFromInline var tokenIndex: UInt32
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
    /// What the lexicon knows about the token's text (whole compound for compounds).
    public var info: WordInfo
    /// The token's kind (`.word`, `.compound`, `.number` or `.placeholder`).
    public var kind: TokenKind
    /// First word of the title or of a clause (after a colon, "…", "?", "!" or ";").
    public var startsClause: Bool
    /// Last word of the title or of a clause (before a colon, "…", "?", "!" or ";").
    public var endsClause: Bool
    /// Followed by something a preposition could govern (a word, number, placeholder or opening quote).
    public var hasObject: Bool
    /// Separated from the previous slot by spaces only.
    public var followsPrevious: Bool
    /// How the slot is written (capitals, lowercase…), found once for every rule.
    var shape: WordShape = .uncased

    /// Index of the token in `Tokenization.tokens`.
    public var token: Int {
        @inline(__always) get { Int(tokenIndex) }
        @inline(__always) set { tokenIndex = UInt32(clamping: newValue) }
    }

    /// The token's UTF-8 byte range.
    public var range: Range<Int> {
        @inline(__always) get { Range(uncheckedBounds: (Int(start), Int(end))) }
        @inline(__always) set { (start, end) = (UInt32(clamping: newValue.lowerBound), UInt32(clamping: newValue.upperBound)) }
    }

    /// A slot for the token at index `token` over the bytes `range`, with its facts.
    @inline(__always)
    init(
        token: Int, kind: TokenKind, range: Range<Int>, info: WordInfo, startsClause: Bool, endsClause: Bool,
        hasObject: Bool, followsPrevious: Bool, shape: WordShape = .uncased
    ) {
        tokenIndex = UInt32(clamping: token)
        start = UInt32(clamping: range.lowerBound)
        end = UInt32(clamping: range.upperBound)
        self.info = info
        self.kind = kind
        self.startsClause = startsClause
        self.endsClause = endsClause
        self.hasObject = hasObject
        self.followsPrevious = followsPrevious
        self.shape = shape
    }

    /// A slot for the token at index `token` over the bytes `start..<end`, values the caller has
    /// checked to fit 32 bits and be in order (the one-pass fill of titles of at most 4,096 bytes).
    @inline(__always)
    init(
        token: UInt32, kind: TokenKind, start: UInt32, end: UInt32, info: WordInfo, startsClause: Bool,
        followsPrevious: Bool, shape: WordShape
    ) {
        tokenIndex = token
        self.start = start
        self.end = end
        self.info = info
        self.kind = kind
        self.startsClause = startsClause
        endsClause = false
        hasObject = false
        self.followsPrevious = followsPrevious
        self.shape = shape
    }
}
