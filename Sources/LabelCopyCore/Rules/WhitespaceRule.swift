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
        let bytes = title.tokenization.utf8
        guard Self.mayHaveStrayWhitespace(bytes) else { return nil }
        let protected = title.tokenization.tokens.filter { $0.kind == .placeholder }.map(\.range)
        // Runs are handled as they are found and the fix is written in the same pass: no list of
        // runs, and no output until a run proves to be a mistake.
        var output: [UInt8] = []
        var cursor = 0
        var atEdges = false
        var doubled = false
        Self.forEachWhitespaceRun(in: bytes, protected: protected) { run in
            guard run.range.lowerBound == 0 || run.range.upperBound == bytes.count || run.characters > 1 || run.hasTab else {
                return
            }
            // Two deliberate uses: tabs that indent a menu item under a heading item, and one
            // space after a closing colon, where the app appends a value ("Subtitle Delay: ").
            if run.range.lowerBound == 0, title.context == .menuItem, bytes[run.range].allSatisfy({ $0 == 0x09 }) { return }
            if run.range.upperBound == bytes.count, run.range.lowerBound > 0, bytes[run.range.lowerBound - 1] == 0x3A,
                run.characters == 1, !run.hasTab
            {
                return
            }
            if output.isEmpty { output.reserveCapacity(bytes.count) }
            output.append(contentsOf: bytes[cursor..<run.range.lowerBound])
            let atEdge = run.range.lowerBound == 0 || run.range.upperBound == bytes.count
            if !atEdge {
                if run.allNoBreak {
                    output.append(contentsOf: bytes[run.range.lowerBound..<(run.range.lowerBound + run.firstLength)])
                } else {
                    output.append(0x20)
                }
            }
            cursor = run.range.upperBound
            atEdges = atEdges || atEdge
            doubled = doubled || run.characters > 1
        }
        // Nothing offending: no run moved the cursor (an offending run always does, as it is never empty).
        guard cursor > 0 else { return nil }
        output.append(contentsOf: bytes[cursor...])
        return RuleViolation(
            message: Self.message(atEdges: atEdges, doubled: doubled),
            replacement: String(decoding: output, as: UTF8.self)
        )
    }

    // MARK: - Scanning

    /// False when the title certainly has no stray white space.
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool {
        Self.mayHaveStrayWhitespace(bytes)
    }

    /// False when the title certainly has no stray white space: single ASCII spaces between
    /// non-space bytes only. Lets clean titles skip the run bookkeeping.
    static func mayHaveStrayWhitespace(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { mayHaveStrayWhitespace($0) }
    }

    /// `mayHaveStrayWhitespace` over raw bytes.
    static func mayHaveStrayWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        if first == 0x20 || last == 0x20 { return true }
        var previousWasSpace = false
        for byte in bytes {
            if byte == 0x09 || byte >= 0xC2 { return true }
            let isSpace = byte == 0x20
            if isSpace && previousWasSpace { return true }
            previousWasSpace = isSpace
        }
        return false
    }

    /// One maximal run of horizontal white space outside placeholders.
    struct WhitespaceRun {
        var range: Range<Int>
        var characters: Int
        var hasTab: Bool
        var allNoBreak: Bool
        var firstLength: Int
    }

    /// Calls `body` with each maximal white-space run in `bytes`, in order, skipping bytes inside
    /// `protected` ranges.
    static func forEachWhitespaceRun(in bytes: [UInt8], protected: [Range<Int>], _ body: (WhitespaceRun) -> Void) {
        var index = 0
        while index < bytes.count {
            if let shield = protected.first(where: { $0.contains(index) }) {
                index = shield.upperBound
                continue
            }
            let length = whitespaceLength(in: bytes, at: index)
            guard length > 0 else {
                index += 1
                continue
            }
            var run = WhitespaceRun(range: index..<index, characters: 0, hasTab: false, allNoBreak: true, firstLength: length)
            var cursor = index
            while cursor < bytes.count, !protected.contains(where: { $0.contains(cursor) }) {
                let next = whitespaceLength(in: bytes, at: cursor)
                guard next > 0 else { break }
                run.characters += 1
                run.hasTab = run.hasTab || bytes[cursor] == 0x09
                run.allNoBreak = run.allNoBreak && isNoBreak(bytes, at: cursor, length: next)
                cursor += next
            }
            run.range = index..<cursor
            body(run)
            index = cursor
        }
    }

    /// The byte length of the horizontal white-space character at `index`, or 0.
    ///
    /// Covers the space separators of Unicode's Zs category (UnicodeData.txt) plus the tab.
    static func whitespaceLength(in bytes: [UInt8], at index: Int) -> Int {
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

    /// True for the no-break spaces U+00A0, U+2007 and U+202F.
    static func isNoBreak(_ bytes: [UInt8], at index: Int, length: Int) -> Bool {
        switch length {
        case 2: return true
        case 3: return bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0x87 || bytes[index + 2] == 0xAF)
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
