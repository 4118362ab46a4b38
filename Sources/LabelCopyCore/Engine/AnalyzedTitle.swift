import LabelCopyText

/// A title ready for the rules: its text, tokens, context and the lexicon to judge it by.
public struct AnalyzedTitle: Sendable {
    /// The title as given (the tokenization's text: one reference to keep and release, not two).
    public var text: String { tokenization.text }
    /// Its tokens.
    public let tokenization: Tokenization
    /// Where it is shown.
    public let context: TitleContext
    /// The word knowledge to use.
    public let lexicon: Lexicon
    /// Its word-like slots with their lexicon facts, found once for every rule.
    public let slots: [TitleSlot]

    /// Tokenizes `text` for the rules.
    public init(_ text: String, context: TitleContext = .button, lexicon: Lexicon = .standard) {
        self.init(text, tokenization: Tokenizer.tokenize(text), context: context, lexicon: lexicon)
    }

    /// Wraps an existing tokenization of `text`, the title it was made from (`text` reads the
    /// tokenization's own copy of it).
    public init(_ text: String, tokenization: Tokenization, context: TitleContext, lexicon: Lexicon) {
        assert(text == tokenization.text, "the tokenization is of another title")
        self.tokenization = tokenization
        self.context = context
        self.lexicon = lexicon
        self.slots = TitleSlots.build(tokenization, lexicon: lexicon)
    }

    /// Tokenizes `text` into the arrays of `room`, reusing their storage when no one else holds it.
    init(_ text: String, context: TitleContext, lexicon: Lexicon, room: inout AnalysisBuffers) {
        let tokenization = Tokenizer.tokenize(text, bytes: &room.bytes, tokens: &room.tokens)
        self.tokenization = tokenization
        self.context = context
        self.lexicon = lexicon
        TitleSlots.build(tokens: room.tokens, utf8: room.bytes, lexicon: lexicon, into: &room.slots)
        self.slots = room.slots
    }
}
