/// What the lexicon knows about one key: its classes and, for terms and phrases, the
/// index of the official spelling in `Lexicon.spellings`.
public struct WordInfo: Sendable, Hashable {
    /// The classes the key belongs to.
    public var classes: WordClass
    /// Index of the canonical term's spelling, or -1.
    public var term: Int32
    /// Index of the fixed phrase's spelling, or -1.
    public var phrase: Int32

    /// Creates an entry with no classes.
    public init(classes: WordClass = [], term: Int32 = -1, phrase: Int32 = -1) {
        self.classes = classes
        self.term = term
        self.phrase = phrase
    }

    /// True when the key is in any of `classes`.
    @inline(__always)
    public func isAny(_ classes: WordClass) -> Bool { !self.classes.isDisjoint(with: classes) }
}
