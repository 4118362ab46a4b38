import LabelCopyText

/// Titles of at most `maxWords` words and `maxGraphemes` user-perceived characters.
public struct TitleLengthRule: TitleRule {
    /// The most words a title may have; a value placeholder, number or hyphenated compound is
    /// one word, a tag or marker none.
    public var maxWords: Int
    /// The most grapheme clusters a title may have, not counting a value placeholder's text.
    public var maxGraphemes: Int

    /// The messages made in advance (`wordsMessages`, then `characterMessages`), held by the rule:
    /// reading a lazy static costs a once-check on every report, about 160 instructions on Linux.
    private let messages: [String] = TitleLengthRule.madeMessages

    /// Creates the rule with the given limits (5 words and 30 grapheme clusters by default).
    public init(maxWords: Int = 5, maxGraphemes: Int = 30) {
        self.maxWords = maxWords
        self.maxGraphemes = maxGraphemes
    }

    /// The rule's id, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "title-length",
        summary: "Keep titles short: at most 5 words and 30 characters by default.",
        rationale: """
            HIG Buttons: "Keep titles short. Overly long text can crowd your interface and may \
            get truncated on smaller screens", and a text label should be "a few words that \
            succinctly describe what the button does". The limits (5 words, 30 grapheme \
            clusters) are configurable. A value placeholder counts as one word and its own \
            text is not counted as characters, since what it expands to is unknown; a link, \
            a code span or text kept from translation (`<xliff:g>`) counts as one word and its \
            shown text as characters; markup tags and mnemonic markers show no word and count \
            as none. Checkbox labels \
            and navigation titles are exempt: they describe a setting or a place, not an action.
            """,
        defaultSeverity: .warning,
        examples: [
            .triggering("Save the Document to Your Cloud Drive"),
            .triggering("Internationalization Preferences"),
            .triggering("Add This Item to My Shopping Cart Now", context: .tabBarItem),
            .nonTriggering("Move Selected Files to Trash After Playback", context: .menuItem),
            .nonTriggering("Add to Cart"),
            .nonTriggering("Sign In with Apple"),
            .nonTriggering("Download All Attachments Now"),
            .nonTriggering("Show notifications on the lock screen", context: .checkbox),
            .nonTriggering("Delete {count, plural, one {# Photo} other {# Photos}}"),
        ]
    )

    /// The rule reports without proposing a replacement: there is no mechanical fix for wordiness.
    public static let isFixable = false

    /// Reports a title longer than the limits.
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        // Menus size themselves to their longest item (a macOS menu item is never cut short, an
        // iOS menu wraps), so the limits are for buttons and bars.
        guard Self.applies(in: title.context) else { return nil }
        let tokens = title.tokenization.tokens
        let byteCount = title.tokenization.utf8.count
        // Every word is a token and every grapheme cluster at least one byte: most titles are
        // within both limits by their token and byte counts alone, with no token read.
        if tokens.count <= maxWords, byteCount <= maxGraphemes { return nil }
        let (words, placeholderBytes) = tokens.withUnsafeBufferPointer { tokens in
            title.tokenization.utf8.withUnsafeBufferPointer { Self.wordCount(tokens, $0) }
        }
        if words > maxWords {
            return RuleViolation(message: Self.wordsMessage(limit: maxWords, words: words, made: messages))
        }
        // Every grapheme cluster takes at least one byte, so short titles need no counting.
        guard byteCount - placeholderBytes > maxGraphemes else { return nil }
        let graphemes = Self.graphemeCount(title.tokenization)
        guard graphemes > maxGraphemes else { return nil }
        return RuleViolation(message: Self.charactersMessage(limit: maxGraphemes, graphemes: graphemes, made: messages))
    }

    /// Whether titles shown in `context` are held to the limits: buttons and bars, not menus,
    /// checkboxes or navigation titles.
    static func applies(in context: TitleContext) -> Bool {
        switch context {
        case .checkbox, .navigationTitle, .menuItem: false
        case .button, .tabBarItem: true
        }
    }

    /// The message for a title of `bytes` UTF-8 bytes, over the `limit` the engine analyzes.
    static func oversizedMessage(bytes: Int, limit: Int) -> String {
        "Shorten the title: it has \(bytes) bytes, more than the \(limit) a title is analyzed up to, so no other rule checked it."
    }

    /// The words among `tokens` (a value placeholder, number or compound is one, and so is a
    /// link, inflection, code span or protected element; tags, markers and entities, which show
    /// no word, are none) and the bytes of the placeholders whose text is not counted.
    private static func wordCount(
        _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> (words: Int, placeholderBytes: Int) {
        var words = 0
        var placeholderBytes = 0
        for token in tokens {
            switch token.kind {
            case .word, .compound, .number: words += 1
            case .placeholder:
                switch PlaceholderKind(token.range, in: bytes) {
                case .format: words += 1
                case .inflection, .link, .code, .protectedElement:
                    // Their text is counted as characters (`graphemeCount`).
                    words += 1
                    continue
                case .tag, .marker, .entity: break
                }
                placeholderBytes += token.range.count
            default: break
            }
        }
        return (words, placeholderBytes)
    }

    /// The message for a title of `words` words over a limit of `limit`.
    static func wordsMessage(limit: Int, words: Int) -> String {
        wordsMessage(limit: limit, words: words, made: madeMessages)
    }

    /// `wordsMessage` reading the messages made in advance from `made` (`madeMessages`).
    private static func wordsMessage(limit: Int, words: Int, made: [String]) -> String {
        // A third of generated titles and many real ones are too long by a few words: their
        // messages are made once, so a report costs a table read instead of formatting a string.
        if limit >= 1, limit <= commonLimits, words > limit, words - limit <= commonExcess {
            let index = (limit - 1) * commonExcess + (words - limit - 1)
            if index < made.count { return made[index] }
        }
        return formattedWordsMessage(limit: limit, words: words)
    }

    /// The words messages made in advance, then the character messages.
    private static let madeMessages = wordsMessages + characterMessages

    /// Limits and excess word counts whose messages are made in advance.
    private static let commonLimits = 12
    private static let commonExcess = 16

    /// `formattedWordsMessage` for every common limit and excess, limit-major.
    private static let wordsMessages: [String] = (1...commonLimits).flatMap { limit in
        (1...commonExcess).map { formattedWordsMessage(limit: limit, words: limit + $0) }
    }

    /// Formats the message for a title of `words` words over a limit of `limit`.
    private static func formattedWordsMessage(limit: Int, words: Int) -> String {
        "Shorten the title to \(limit) words or fewer (it has \(words)); long titles crowd the interface and get truncated."
    }

    /// The message for a title of `graphemes` characters over a limit of `limit`.
    static func charactersMessage(limit: Int, graphemes: Int) -> String {
        charactersMessage(limit: limit, graphemes: graphemes, made: madeMessages)
    }

    /// `charactersMessage` reading the messages made in advance from `made` (`madeMessages`).
    private static func charactersMessage(limit: Int, graphemes: Int, made: [String]) -> String {
        // Made once for the default limit, as the word-count messages are.
        if limit == defaultCharacterLimit, graphemes > limit, graphemes - limit <= characterMessageCount {
            let index = commonLimits * commonExcess + (graphemes - limit - 1)
            if index < made.count { return made[index] }
        }
        return formattedCharactersMessage(limit: limit, graphemes: graphemes)
    }

    /// How many character messages are made in advance.
    private static let characterMessageCount = 64

    /// The default character limit, whose messages for up to 64 characters over are made in advance.
    private static let defaultCharacterLimit = 30

    /// `formattedCharactersMessage` for the default limit and 1 to 64 characters over it.
    private static let characterMessages: [String] = (1...characterMessageCount).map {
        formattedCharactersMessage(limit: defaultCharacterLimit, graphemes: defaultCharacterLimit + $0)
    }

    /// Formats the message for a title of `graphemes` characters over a limit of `limit`.
    private static func formattedCharactersMessage(limit: Int, graphemes: Int) -> String {
        "Shorten the title to \(limit) characters or fewer (it has \(graphemes)); long titles get truncated on small screens."
    }

    /// Extended grapheme clusters of the title outside placeholders, by ICU's rules, and of the
    /// text that links, inflections, code spans and protected elements show (`shownRange`),
    /// whose own placeholders are again left out.
    static func graphemeCount(_ tokenization: Tokenization) -> Int {
        let bytes = tokenization.utf8
        var count = 0
        var cursor = 0
        for token in tokenization.tokens where token.kind == .placeholder {
            count += segmentGraphemes(bytes, cursor..<token.range.lowerBound)
            cursor = token.range.upperBound
            guard let kind = tokenization.placeholderKind(of: token), let shown = tokenization.shownRange(of: token, kind: kind)
            else { continue }
            count +=
                kind == .code
                ? segmentGraphemes(bytes, shown)
                : graphemeCount(Tokenizer.tokenize(String(decoding: bytes[shown], as: UTF8.self)))
        }
        return count + segmentGraphemes(bytes, cursor..<bytes.count)
    }

    /// The grapheme clusters of one stretch of the title. Text of ASCII, "…" and no-break spaces
    /// is counted here; only other text is turned into a string for ICU.
    ///
    /// By Unicode's cluster rules (UAX #29) none of those characters joins the one before it:
    /// they are not extending marks, joiners or spacing marks, and none of them is a prepend
    /// character, regional indicator, Hangul syllable or pictograph. A control character is a
    /// cluster of its own except a line feed after a carriage return (GB3, GB4, GB5), so each
    /// character is one cluster but CR LF, which is one.
    static func segmentGraphemes(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
            return Graphemes.count(String(decoding: bytes[range], as: UTF8.self))
        }
        return bytes.withUnsafeBufferPointer { segmentGraphemes($0, range) }
    }

    /// `segmentGraphemes` over a buffer that holds `range`.
    private static func segmentGraphemes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            // Eight ASCII bytes without a line feed are eight clusters.
            if index + 8 <= range.upperBound, let base = bytes.baseAddress {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if word & ASCIIWord.highBits == 0, ASCIIWord.bytesEqual(word, 0x0A) == 0 {
                    count += 8
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte != 0x0A || index == range.lowerBound || bytes[index - 1] != 0x0D { count += 1 }
                index += 1
            } else if byte == 0xE2, index + 2 < range.upperBound, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA6 {
                count += 1  // U+2026 "…"
                index += 3
            } else if byte == 0xC2, index + 1 < range.upperBound, bytes[index + 1] == 0xA0 {
                count += 1  // U+00A0
                index += 2
            } else {
                return Graphemes.count(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            }
        }
        return count
    }
}
