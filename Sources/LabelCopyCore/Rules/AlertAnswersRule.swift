import LabelCopyText

/// Specific verbs instead of "Yes" and "No", and "OK" spelled as Apple spells it.
public struct AlertAnswersRule: TitleRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "alert-answers",
        summary: "Avoid \"Yes\" and \"No\" as button titles, and spell \"OK\" in capitals.",
        rationale: """
            HIG Buttons: "Use verbs in titles. An action-specific title shows that a button is \
            interactive and says what happens when you tap it." HIG Alerts adds that a button \
            should name the result of choosing it, avoiding "Yes" and "No", and that "OK" suits \
            only a purely informational alert. "Yes" and "No" buttons are reported without a \
            fix, because only the author knows the action ("Delete", "Keep Draft"). "OK" is \
            the spelling in Apple's interfaces, so "Ok", "ok", "Okay" and "O.K." as the whole \
            title, or set off by a comma at its start ("Okay, Got It"), become "OK"; a closing \
            mark stays for the trailing-punctuation rule. Only buttons are checked for Yes/No; \
            the OK spelling is checked everywhere.
            """,
        defaultSeverity: .warning,
        examples: [
            .triggering("Yes"),
            .triggering("no"),
            .triggering("Ok", "OK"),
            .triggering("Okay", "OK"),
            .triggering("O.K.", "OK"),
            .triggering(" ok ", " OK ", context: .menuItem),
            .triggering("Okay!", "OK!"),
            .triggering("Okay, Got It", "OK, Got It"),
            .nonTriggering("OK"),
            .nonTriggering("Delete"),
            .nonTriggering("Not Now"),
            .nonTriggering("Yes", context: .checkbox),
            .nonTriggering("Okay Google"),
        ]
    )

    /// Spellings of "OK" that are replaced, lowercased.
    static let okVariants: Set<String> = ["ok", "okay", "o.k.", "o.k"]

    /// False when the title without its white space is certainly longer than any answer.
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool {
        if WhitespaceBytes.certainEnd(bytes) - WhitespaceBytes.certainStart(bytes) <= 8 { return true }
        // An opening "Ok," starts with "o" or white space: other titles skip the look.
        guard let first = bytes.first, first | 0x20 == 0x6F || first == 0x20 || first == 0x09 else { return false }
        return Self.okBeforeComma(bytes) != nil
    }

    /// The range of "Ok", "Okay" or "O.K." (any case but "OK") that opens the title before a
    /// comma ("Okay, Got It"), after any white space; nil otherwise. "Okay Google" has no comma.
    static func okBeforeComma(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = bytes.startIndex
        while start < bytes.endIndex, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        guard start < bytes.endIndex, bytes[start] | 0x20 == 0x6F else { return nil }
        var end = start
        while end < bytes.endIndex, end - start < 5, bytes[end] != 0x2C { end += 1 }
        guard end < bytes.endIndex, bytes[end] == 0x2C, end - start >= 2 else { return nil }
        let lower = String(decoding: bytes[start..<end].map { ByteCase.lower($0) }, as: UTF8.self)
        guard okVariants.contains(lower), !bytes[start..<end].elementsEqual("OK".utf8) else { return nil }
        return start..<end
    }

    /// Reports a bare Yes/No button or a misspelled OK.
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        let bytes = title.tokenization.utf8
        // Every answer with its marks is at most eight bytes; longer titles need no closer look,
        // and the quick check's bound tells most of them without reading their white space. A
        // longer title whose first and last bytes cannot be white space is told by those two.
        let count = bytes.count
        if count > 8, !WhitespaceBytes.mayBelong(bytes[0]), !WhitespaceBytes.mayBelong(bytes[count - 1]) {
            return bytes[0] | 0x20 == 0x6F ? okOpeningViolation(bytes) : nil
        }
        return answerViolation(title) ?? okOpeningViolation(bytes)
    }

    /// "Okay, Got It" → "OK, Got It": the answer set off by a comma at the title's start.
    @inline(never)
    private func okOpeningViolation(_ bytes: [UInt8]) -> RuleViolation? {
        guard let word = bytes.withUnsafeBufferPointer({ Self.okBeforeComma($0) }) else { return nil }
        return Self.okSpelling(bytes, word: word)
    }

    /// The title with `word`, a misspelled "OK", written "OK", and the message that says so.
    private static func okSpelling(_ bytes: [UInt8], word: Range<Int>) -> RuleViolation {
        let spelled = String(decoding: bytes[word], as: UTF8.self)
        let output = Array(bytes[..<word.lowerBound]) + Array("OK".utf8) + Array(bytes[word.upperBound...])
        return RuleViolation(message: "Spell \"\(spelled)\" as \"OK\".", replacement: String(decoding: output, as: UTF8.self))
    }

    /// `check` for a title that may be a bare answer. Kept out of `check`, so that the titles its
    /// edge bytes rule out (nearly all) do not pay for this part's frame.
    @inline(never)
    private func answerViolation(_ title: AnalyzedTitle) -> RuleViolation? {
        let bytes = title.tokenization.utf8
        guard bytes.withUnsafeBufferPointer({ mayReport($0, context: title.context) }) else { return nil }
        guard let core = Self.core(of: bytes), core.count <= 8 else { return nil }
        let text = String(decoding: bytes[core], as: UTF8.self)
        let lower = text.lowercased()
        // "O.K." keeps its periods inside the word; for the others, closing marks stay as written.
        var word = core
        if !Self.okVariants.contains(lower) {
            while word.count > 1, bytes[word.upperBound - 1] == 0x2E || bytes[word.upperBound - 1] == 0x21 {
                word = word.lowerBound..<(word.upperBound - 1)
            }
        }
        let spelled = String(decoding: bytes[word], as: UTF8.self)
        if Self.okVariants.contains(spelled.lowercased()), spelled != "OK" { return Self.okSpelling(bytes, word: word) }
        guard title.context == .button else { return nil }
        var answer = Substring(lower)
        while let last = answer.last, last == "." || last == "!" { answer = answer.dropLast() }
        guard answer == "yes" || answer == "no" else { return nil }
        return RuleViolation(
            message: "Replace \"\(text)\" with a verb that says what the button does, such as \"Delete\" or \"Keep\".")
    }

    /// The byte range of the title without surrounding white space, or nil when it is blank.
    static func core(of bytes: [UInt8]) -> Range<Int>? {
        var start = 0
        while start < bytes.count {
            let length = WhitespaceRule.whitespaceLength(in: bytes, at: start)
            if length == 0 { break }
            start += length
        }
        var end = bytes.count
        while end > start {
            let length = TrailingPunctuationRule.trailingWhitespaceLength(bytes, before: end)
            if length == 0 { break }
            end -= length
        }
        return start < end ? start..<end : nil
    }
}
