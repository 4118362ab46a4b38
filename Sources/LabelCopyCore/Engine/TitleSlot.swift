import LabelCopyText

/// One word-like place in a title (word, compound, number or free-standing placeholder),
/// with the facts about its surroundings that casing and verb-first decisions need.
public struct TitleSlot: Sendable, Hashable {
    /// Index of the token in `Tokenization.tokens`.
    public var token: Int
    /// The token's kind (`.word`, `.compound`, `.number` or `.placeholder`).
    public var kind: TokenKind
    /// The token's UTF-8 byte range.
    public var range: Range<Int>
    /// What the lexicon knows about the token's text (whole compound for compounds).
    public var info: WordInfo
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
}
