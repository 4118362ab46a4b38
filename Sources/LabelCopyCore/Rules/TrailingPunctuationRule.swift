import LabelCopyText

/// No period or exclamation mark at the end of a title.
///
/// Decision on abbreviations: a title ending in a known abbreviation ("Inc.", "etc.", "vs."),
/// an initialism whose letters each carry a period ("U.S.", "a.m."), or a canonical term of the
/// lexicon that ends in the mark ("Yahoo!") keeps it, because removing it would misspell the
/// word. "No." is not treated as an abbreviation: as a title it is the answer "No".
public struct TrailingPunctuationRule: TitleRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "trailing-punctuation",
        summary: "Do not end a title with a period or an exclamation mark.",
        rationale: """
            A button title names an action in a few words written in title style ("Add to \
            Cart", HIG Buttons); it is a label, not a sentence, so it takes no closing period, \
            and an exclamation mark shouts at people who are only choosing an action. A \
            question mark stays ("Forgot Password?" asks what the button answers), and so does \
            "…", which says more input follows. A title that ends in an abbreviation ("Inc.", \
            "etc.", "vs."), an initialism ("U.S.") or a canonical term spelled with the mark \
            keeps it, since the mark belongs to the word. Text of two or more sentences \
            ("Upload failed. Try again.") is a message, not a title, and is left alone; runs of \
            three or more periods are left to the ellipsis rule.
            """,
        defaultSeverity: .warning,
        examples: [
            .triggering("Save.", "Save"),
            .triggering("Try Again!", "Try Again"),
            .triggering("Get Started!!", "Get Started"),
            .triggering("Done. !", "Done"),
            .triggering("Add to Cart .", "Add to Cart"),
            .triggering("Save As….", "Save As…"),
            .triggering("Done.\u{00A0}", "Done\u{00A0}"),
            .nonTriggering("Forgot Password?"),
            .nonTriggering("Save As…"),
            .nonTriggering("Contact Acme Inc."),
            .nonTriggering("Import Photos, Videos, etc."),
            .nonTriggering("Ship to the U.S."),
            .triggering("Delete %@.", "Delete %@"),
            .nonTriggering("Loading..."),
            .nonTriggering("Upload failed. Try again."),
        ]
    )

    /// Abbreviations that are spelled with a final period and may end a title.
    static let abbreviations: Set<String> = [
        "approx", "co", "corp", "dept", "dr", "etc", "feat", "inc", "jr", "ltd", "misc", "mr", "mrs",
        "ms", "sr", "st", "vs",
    ]

    /// False when the title certainly does not end in "." or "!" before its closing white space.
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool {
        let end = WhitespaceBytes.certainEnd(bytes)
        return end > 0 && (bytes[end - 1] == 0x2E || bytes[end - 1] == 0x21)
    }

    /// Reports a closing period or exclamation mark and proposes the title without it.
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        let bytes = title.tokenization.utf8
        // Most titles end in an ASCII byte that is neither white space nor a mark: one test, and
        // the same answer as the search for the last mark below.
        guard let last = bytes.last, last >= 0x80 || last == 0x20 || last == 0x09 || last == 0x2E || last == 0x21 else {
            return nil
        }
        var end = bytes.count
        while end > 0 {
            let length = Self.trailingWhitespaceLength(bytes, before: end)
            if length == 0 { break }
            end -= length
        }
        guard end > 0, bytes[end - 1] == 0x2E || bytes[end - 1] == 0x21 else { return nil }
        if title.tokenization.tokens.contains(where: { $0.kind == .placeholder && $0.range.contains(end - 1) }) {
            return nil
        }
        // The closing marks, with any white space between them ("Save. !"), so one fix removes all.
        var start = end
        while start > 0 {
            if Self.isMark(bytes[start - 1]) {
                start -= 1
                continue
            }
            var gap = start
            while gap > 0 {
                let space = Self.trailingWhitespaceLength(bytes, before: gap)
                if space == 0 { break }
                gap -= space
            }
            guard gap < start, gap > 0, Self.isMark(bytes[gap - 1]) else { break }
            start = gap
        }
        var marks = 0
        var exclamation = false
        for byte in bytes[start..<end] where Self.isMark(byte) {
            marks += 1
            exclamation = exclamation || byte == 0x21
        }
        if marks >= 3, !exclamation { return nil }  // "...", ". . ."
        var firstRunEnd = start
        while firstRunEnd < end, Self.isMark(bytes[firstRunEnd]) { firstRunEnd += 1 }
        if Self.wordKeepsMark(bytes, markStart: start, markEnd: firstRunEnd, lexicon: title.lexicon) {
            // "Inc. !": the abbreviation keeps its period, the marks after it go.
            guard firstRunEnd < end else { return nil }
            start = firstRunEnd
        }
        if Self.hasSentenceBreak(bytes, before: start) { return nil }
        // White space before the marks goes with them ("Save ." becomes "Save"): the whitespace
        // rule, which runs first, saw it inside the title.
        var cut = start
        while cut > 0 {
            let space = Self.trailingWhitespaceLength(bytes, before: cut)
            if space == 0 || space == cut { break }
            cut -= space
        }
        // The title without the marks, written once into its string.
        let replacement = bytes.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: cut + (bytes.count - end)) { buffer in
                var writer = ByteWriter(buffer: buffer)
                writer.put(UnsafeBufferPointer(rebasing: source[..<cut]))
                writer.put(UnsafeBufferPointer(rebasing: source[end...]))
                return writer.count
            }
        }
        let message =
            exclamation
            ? "Remove the exclamation mark: a button title is a calm label, not a sentence."
            : "Remove the period: a button title is a label, not a sentence."
        return RuleViolation(message: message, replacement: replacement)
    }

    /// True when a sentence ends before `end` ("failed. Try"): the text is a message, not a title.
    static func hasSentenceBreak(_ bytes: [UInt8], before end: Int) -> Bool {
        guard end >= 4 else { return false }
        for index in 1..<(end - 2) where bytes[index] == 0x2E || bytes[index] == 0x21 || bytes[index] == 0x3F {
            let before = bytes[index - 1]
            let after = bytes[index + 2]
            if bytes[index + 1] == 0x20, before >= 0x61 && before <= 0x7A, after >= 0x41 && after <= 0x5A {
                return true
            }
        }
        return false
    }

    /// True for the marks this rule removes: "." and "!".
    static func isMark(_ byte: UInt8) -> Bool {
        byte == 0x2E || byte == 0x21
    }

    /// True when the word the marks close is spelled with them (abbreviation, initialism, term).
    static func wordKeepsMark(_ bytes: [UInt8], markStart: Int, markEnd: Int, lexicon: Lexicon) -> Bool {
        var wordStart = markStart
        while wordStart > 0, WhitespaceRule.whitespaceLength(in: bytes, at: wordStart - 1) == 0,
            !isContinuationOfWhitespace(bytes, at: wordStart - 1)
        {
            wordStart -= 1
        }
        if bytes[wordStart..<markEnd].allSatisfy({ $0 < 0x80 }) {
            return asciiWordKeepsMark(bytes, wordStart: wordStart, markStart: markStart, markEnd: markEnd, lexicon: lexicon)
        }
        let chunk = String(decoding: bytes[wordStart..<markEnd], as: UTF8.self).lowercased()
        if lexicon.canonicalTerms[chunk] != nil { return true }
        guard bytes[markEnd - 1] == 0x2E, markEnd - markStart == 1 else { return false }
        let word = chunk.dropLast()
        let trimmed = word.drop(while: { !$0.isLetter })
        if abbreviations.contains(String(trimmed)) { return true }
        // An initialism: single letters, each followed by a period ("u.s", "a.m", "e.g").
        let pieces = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        return pieces.count >= 2 && pieces.allSatisfy { $0.count == 1 && $0.first?.isLetter == true }
    }

    /// `abbreviations` for byte look-ups.
    static let abbreviationList = ASCIIWordList(abbreviations)

    /// `wordKeepsMark` for an ASCII word and its marks, the usual case: the lexicon's index rules
    /// canonical terms out without a string, and the abbreviation and initialism tests read bytes.
    private static func asciiWordKeepsMark(
        _ bytes: [UInt8], wordStart: Int, markStart: Int, markEnd: Int, lexicon: Lexicon
    ) -> Bool {
        // The index holds every canonical term under its lowercased bytes, so a miss is certain; a
        // hit is confirmed with the list itself.
        let chunk = wordStart..<markEnd
        if lexicon.info(bytes, chunk).classes.contains(.canonical),
            lexicon.canonicalTerms[ProgressLabelRule.lowercasedASCII(bytes, chunk)] != nil
        {
            return true
        }
        guard bytes[markEnd - 1] == 0x2E, markEnd - markStart == 1 else { return false }
        // The word without its period and without what precedes its first letter.
        var first = wordStart
        while first < markEnd - 1, !isASCIILetter(bytes[first]) { first += 1 }
        let word = first..<(markEnd - 1)
        if abbreviationList.contains(bytes, word) { return true }
        // An initialism: single letters, each followed by a period ("u.s", "a.m", "e.g").
        guard word.count >= 3, word.count % 2 == 1 else { return false }
        for offset in 0..<word.count {
            let byte = bytes[first + offset]
            if offset % 2 == 0 ? !isASCIILetter(byte) : byte != 0x2E { return false }
        }
        return true
    }

    /// True for A–Z and a–z.
    @inline(__always) static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// True when the byte at `index` is a continuation byte of a multi-byte white-space character.
    static func isContinuationOfWhitespace(_ bytes: [UInt8], at index: Int) -> Bool {
        guard bytes[index] & 0xC0 == 0x80 else { return false }
        return trailingWhitespaceLength(bytes, before: index + 1) > 0
    }

    /// The byte length of a white-space character ending just before `end`, or 0.
    static func trailingWhitespaceLength(_ bytes: [UInt8], before end: Int) -> Int {
        // An ASCII last byte is white space by itself or not at all: the two- and three-byte
        // spaces all end in a byte from 0x80 up. Most titles end in a letter or a mark.
        if end > 0, end <= bytes.count, bytes[end - 1] < 0x80 {
            return bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 ? 1 : 0
        }
        return bytes.withUnsafeBufferPointer { WhitespaceRule.whitespaceLength($0, before: end) }
    }
}
