import LabelCopyText

/// Three or more periods ("...", ". . .") written where the ellipsis character "…" belongs.
public struct EllipsisRule: TitleRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "ellipsis",
        summary: "Write the ellipsis character \"…\", not three periods.",
        rationale: """
            A title that opens a window or asks for more input before acting ends with an \
            ellipsis, and Apple's own labels use the single character: HIG Buttons shows the \
            label "Checkout" changing to "Checking out…" while an activity indicator runs. The \
            character keeps its dots together when text is truncated or wrapped, is read by \
            VoiceOver as one mark, and is narrower than three periods. Runs of three or more \
            periods, also spaced (". . ."), become "…"; when the run ends the title, a single \
            space before it goes too ("Loading ..." becomes "Loading…"). Two periods are a \
            typing slip for trailing punctuation, not an ellipsis, and periods inside \
            placeholders are never touched.
            """,
        defaultSeverity: .warning,
        examples: [
            .triggering("Save As...", "Save As…"),
            .triggering("Export . . .", "Export…"),
            .triggering("Loading ...", "Loading…"),
            .triggering("Wait.... Still There?", "Wait… Still There?"),
            .triggering("Checking Out...", "Checking Out…"),
            .nonTriggering("Save As…"),
            .nonTriggering("Add to Cart"),
            .nonTriggering("Version 2.0.1"),
            .triggering("Rename %@...", "Rename %@…"),
            .nonTriggering("Save.."),
            .nonTriggering("Read [Help](https://example.com/a...b)"),
        ]
    )

    /// The ellipsis character "…" (U+2026) in UTF-8.
    static let ellipsisBytes: [UInt8] = [0xE2, 0x80, 0xA6]

    /// False when the title has no period.
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool {
        bytes.contains(0x2E)
    }

    /// Reports period runs and proposes the title with each replaced by "…".
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        let bytes = title.tokenization.utf8
        guard bytes.contains(0x2E) else { return nil }
        let protected = title.tokenization.tokens.filter { $0.kind == .placeholder }.map(\.range)
        let runs = Self.periodRuns(in: bytes, protected: protected)
        guard !runs.isEmpty else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for run in runs {
            var start = run.lowerBound
            if Self.endsTitle(run, in: bytes), start >= 2, bytes[start - 1] == 0x20, bytes[start - 2] != 0x20 {
                start -= 1
            }
            output.append(contentsOf: bytes[cursor..<max(cursor, start)])
            output.append(contentsOf: Self.ellipsisBytes)
            cursor = run.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return RuleViolation(
            message: "Use the ellipsis character \"…\" instead of periods.",
            replacement: String(decoding: output, as: UTF8.self)
        )
    }

    /// Runs of three or more periods, optionally separated by single spaces, outside `protected`.
    static func periodRuns(in bytes: [UInt8], protected: [Range<Int>]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x2E, !protected.contains(where: { $0.contains(index) }) else {
                index += 1
                continue
            }
            var periods = 1
            var cursor = index + 1
            while cursor < bytes.count, !protected.contains(where: { $0.contains(cursor) }) {
                if bytes[cursor] == 0x2E {
                    periods += 1
                    cursor += 1
                } else if bytes[cursor] == 0x20, cursor + 1 < bytes.count, bytes[cursor + 1] == 0x2E {
                    periods += 1
                    cursor += 2
                } else {
                    break
                }
            }
            if periods >= 3 { runs.append(index..<cursor) }
            index = cursor
        }
        return runs
    }

    /// True when only white space follows `run`.
    static func endsTitle(_ run: Range<Int>, in bytes: [UInt8]) -> Bool {
        var cursor = run.upperBound
        while cursor < bytes.count {
            let length = WhitespaceRule.whitespaceLength(in: bytes, at: cursor)
            if length == 0 { return false }
            cursor += length
        }
        return true
    }
}
