import LabelCopyText

/// No leading, trailing or doubled white space in a title.
///
/// Works on the title's UTF-8 bytes so that clean titles (nearly all of them) cost one scan
/// and no allocation. Line breaks are left alone: a multi-line title is a deliberate choice.
public struct WhitespaceRule: TitleRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "whitespace",
        summary: "Titles have no leading, trailing or doubled spaces, tabs or no-break spaces.",
        rationale: """
            Buttons center or align their title, so stray white space shifts the text off its \
            position and wastes the little room a title has (HIG Buttons: "Keep titles short. \
            Overly long text can crowd your interface and may get truncated on smaller screens."). \
            Leading and trailing white space is trimmed and each run inside the title becomes one \
            space; a tab always becomes a space. A single no-break space between words is kept, \
            since it deliberately holds two words together (a number and its unit). White space inside a \
            placeholder is never touched, nor tabs that indent a menu item, nor one space after a final \
            colon, where the app appends a value.
            """,
        defaultSeverity: .warning,
        examples: [
            .triggering(" Save", "Save"),
            .triggering("Add to Cart ", "Add to Cart"),
            .triggering("Sign  In", "Sign In"),
            .triggering("Open\tFile", "Open File"),
            .triggering("Download\u{00A0} 10\u{00A0}MB\u{00A0}", "Download 10\u{00A0}MB"),
            .triggering("\u{3000}Share Photo\u{2009}\u{2009}Album", "Share Photo Album"),
            .nonTriggering("Add to Cart"),
            .nonTriggering("Download 10\u{00A0}MB"),
            .nonTriggering("Sign In\nwith Apple"),
            .triggering("Open %1$@  Now", "Open %1$@ Now"),
            .nonTriggering("Save"),
            .nonTriggering("Open {  name  }"),
            .nonTriggering("\tLeft to Right", context: .menuItem),
            .nonTriggering("Subtitle Delay: "),
        ]
    )

    /// Reports stray white space and proposes the trimmed, collapsed title.
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        let tokenization = title.tokenization
        let menuItem = title.context == .menuItem
        return tokenization.utf8.withUnsafeBufferPointer { bytes in
            let verdict = Self.strayWhitespace(bytes, tabsAreStray: !menuItem)
            guard verdict != .none else { return nil }
            return PlaceholderRanges.with(tokenization.tokens) { protected in
                let scan = WhitespaceScan(bytes: bytes, protected: protected, menuItem: menuItem)
                // A first pass without output, unless the quick check saw a certain mistake: titles
                // with only deliberate white space make no string.
                guard (protected.isEmpty && verdict == .certain) || scan.run(into: nil).stray else { return nil }
                var outcome = WhitespaceScan.Outcome()
                let replacement = String(unsafeUninitializedCapacity: bytes.count) { output in
                    outcome = scan.run(into: output)
                    return outcome.written
                }
                return RuleViolation(
                    message: Self.message(atEdges: outcome.atEdges, doubled: outcome.doubled), replacement: replacement)
            }
        }
    }

    // MARK: - Scanning

    /// False when the title certainly has no stray white space.
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool {
        Self.mayHaveStrayWhitespace(bytes)
    }

    /// False when the title certainly has no stray white space: single ASCII spaces between
    /// non-space bytes only. Lets clean titles skip the run bookkeeping.
    static func mayHaveStrayWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        strayWhitespace(bytes, tabsAreStray: false) != .none
    }

    /// What the bytes alone tell about stray white space, read as if the title had no placeholders.
    enum Verdict {
        /// Single ASCII spaces between other bytes only.
        case none
        /// Surely stray: a leading space, a trailing space after anything but a colon, two spaces in
        /// a row, or a tab outside menu items.
        case certain
        /// Tabs that may indent a menu item, or non-ASCII bytes: the runs must be examined.
        case possible
    }

    /// Reads the title's bytes for `Verdict`; `tabsAreStray` when no tab can be deliberate (only
    /// menu items indent with tabs), so that a tab is a certain mistake.
    static func strayWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, tabsAreStray: Bool) -> Verdict {
        let tab: Verdict = tabsAreStray ? .certain : .possible
        guard let base = bytes.baseAddress, let first = bytes.first, let last = bytes.last else { return .none }
        // A leading space starts a run at the edge that is not all tabs; a trailing one ends a run
        // at the edge that is the one space after a colon only when a colon comes right before it.
        if first == 0x20 { return .certain }
        if last == 0x20 { return bytes.count >= 2 && bytes[bytes.count - 2] == 0x3A ? .possible : .certain }
        // Eight ASCII bytes at a time: a tab or two spaces in a row is found with a few word
        // operations instead of a test per byte; other bytes go through the byte loop below.
        let count = bytes.count
        var offset = 0
        var previousWasSpace = false
        while offset + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            if word & ASCIIWord.highBits != 0 { break }
            if ASCIIWord.bytesEqual(word, 0x09) != 0 { return tab }
            let spaces = ASCIIWord.bytesEqual(word, 0x20)
            if spaces & (spaces >> 8) != 0 || (previousWasSpace && spaces & 0x80 != 0) { return .certain }
            previousWasSpace = spaces >> 56 != 0
            offset += 8
        }
        // The last few bytes as the title's last eight: the bytes read again were clean, and
        // every pair of neighbours from `offset - 1` on lies inside the word.
        if offset > 0, offset < count, offset + 8 > count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self))
            if word & ASCIIWord.highBits == 0 {
                if ASCIIWord.bytesEqual(word, 0x09) != 0 { return tab }
                let spaces = ASCIIWord.bytesEqual(word, 0x20)
                return spaces & (spaces >> 8) != 0 ? .certain : .none
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x09 { return tab }
            if byte >= 0xC2 { return .possible }
            let isSpace = byte == 0x20
            if isSpace && previousWasSpace { return .certain }
            previousWasSpace = isSpace
            offset += 1
        }
        return .none
    }

    /// The byte length of the horizontal white-space character at `index`, or 0.
    static func whitespaceLength(in bytes: [UInt8], at index: Int) -> Int {
        bytes.withUnsafeBufferPointer { whitespaceLength($0, at: index) }
    }

    /// The byte length of the horizontal white-space character that ends right before `end`, or 0.
    static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        for length in 1...3 where end - length >= 0 && whitespaceLength(bytes, at: end - length) == length { return length }
        return 0
    }

    /// The byte length of the horizontal white-space character at `index`, or 0.
    ///
    /// Covers the space separators of Unicode's Zs category (UnicodeData.txt) plus the tab.
    @inline(__always)
    static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index >= 0, index < bytes.count else { return 0 }
        let lead = bytes[index]
        if lead == 0x20 || lead == 0x09 { return 1 }
        if lead < 0xC2 { return 0 }
        let rest = bytes.count - index
        if lead == 0xC2, rest >= 2, bytes[index + 1] == 0xA0 { return 2 }  // U+00A0
        guard rest >= 3 else { return 0 }
        let second = bytes[index + 1]
        let third = bytes[index + 2]
        switch (lead, second) {
        case (0xE1, 0x9A): return third == 0x80 ? 3 : 0  // U+1680
        case (0xE2, 0x80): return (third >= 0x80 && third <= 0x8A) || third == 0xAF ? 3 : 0  // U+2000–200A, U+202F
        case (0xE2, 0x81): return third == 0x9F ? 3 : 0  // U+205F
        case (0xE3, 0x80): return third == 0x80 ? 3 : 0  // U+3000
        default: return 0
        }
    }

    /// True for the no-break spaces U+00A0, U+2007 and U+202F, given the length of the
    /// white-space character at `index`.
    static func isNoBreak(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Bool {
        switch length {
        case 2: return true
        case 3:
            guard index >= 0, index + 2 < bytes.count else { return false }
            return bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0x87 || bytes[index + 2] == 0xAF)
        default: return false
        }
    }

    /// Names what is wrong, most visible problem first: white space at the edges, then doubled
    /// white space, then tabs.
    static func message(atEdges: Bool, doubled: Bool) -> String {
        if atEdges {
            return "Remove the white space at the start or end of the title; it shifts the title off center."
        }
        if doubled {
            return "Use a single space between words."
        }
        return "Use a space, not a tab, between words."
    }
}
