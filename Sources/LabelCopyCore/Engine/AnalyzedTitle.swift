import LabelCopyText

/// A title ready for the rules: its text, tokens, context and the lexicon to judge it by.
public struct AnalyzedTitle: Sendable {
    /// The title as given (the tokenization's text: one reference to keep and release, not two).
    public var text: String { tokenization.text }
    /// Its tokens.
    public internal(set) var tokenization: Tokenization
    /// Where it is shown.
    public internal(set) var context: TitleContext
    /// The word knowledge to use.
    public internal(set) var lexicon: Lexicon
    /// Its word-like slots with their lexicon facts, found once for every rule.
    public internal(set) var slots: [TitleSlot]
    /// Progress-label's judgement of this analysis, when it was found with it.
    var progressLabelEnd: ProgressLabelEnd = .unknown

    /// Tokenizes `text` for the rules.
    public init(_ text: String, context: TitleContext = .button, lexicon: Lexicon = .standard) {
        self.init(text, tokenization: Tokenizer.tokenize(text), context: context, lexicon: lexicon)
    }

    /// Wraps an existing tokenization of `text`. `text` must be the title `tokenization` was
    /// made from: the analysis keeps the tokenization's own copy, and `text` returns that.
    public init(_ text: String, tokenization: Tokenization, context: TitleContext, lexicon: Lexicon) {
        self.tokenization = tokenization
        self.context = context
        self.lexicon = lexicon
        self.slots = TitleSlots.build(tokenization, lexicon: lexicon)
    }

    /// An analysis of the empty title, for the engine to fill with `reanalyze` title after title.
    init(lexicon: Lexicon) {
        tokenization = Tokenization(text: "", utf8: [], tokens: [], compoundParts: [:])
        context = .button
        self.lexicon = lexicon
        slots = []
    }

    /// Room kept between titles at most, in bytes of title: a thread keeps its analyses until it
    /// ends, and an occasional very long text is not worth holding on to.
    static let keptBytes = 512

    /// Makes this the analysis of `text` in `context` by `lexicon`, in place: its arrays are
    /// refilled, their room reused when no one else holds them, so nothing is allocated, retained
    /// or released for them. `judgingProgress` false leaves progress-label's judgement to be found
    /// when a rule asks for it (an engine without the rules that read it, or a fixed text).
    mutating func reanalyze(_ text: String, context: TitleContext, lexicon: Lexicon, judgingProgress: Bool = true) {
        if lexicon.storage !== self.lexicon.storage { self.lexicon = lexicon }
        self.context = context
        // Taken out while filled, so that the build reads the tokenization's arrays while writing its own.
        var room: [TitleSlot] = []
        swap(&room, &slots)
        TitleSlots.fill(text, lexicon: lexicon, tokenization: &tokenization, slots: &room)
        swap(&room, &slots)
        // Found here for buttons, the only titles progress-label and verb-first judge, so that the
        // two rules share one judgement.
        progressLabelEnd =
            judgingProgress && context == .button
            ? .found(ProgressLabelRule.unfinishedLabelEnd(tokenization, slots: slots, lexicon: lexicon)) : .unknown
    }

    /// Lets go of the arrays' room when a long text made it larger than is worth keeping.
    mutating func trimRoom() {
        guard tokenization.utf8.capacity > Self.keptBytes else { return }
        self = AnalyzedTitle(lexicon: lexicon)
    }
}
