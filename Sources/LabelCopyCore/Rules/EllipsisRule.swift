#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
            space before it goes too ("Loading ..." becomes "Loading…"), as does one before a \
            closing "…" ("Sign In …" becomes "Sign In…"). Two periods are a \
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
            .triggering("Sign In …", "Sign In…"),
            .nonTriggering("Save As…"),
            .nonTriggering("Add to Cart"),
            .nonTriggering("Version 2.0.1"),
            .triggering("Rename %@...", "Rename %@…"),
            .nonTriggering("Save.."),
            .nonTriggering("Read [Help](https://example.com/a...b)"),
        ]
    )

    /// False when the title has no period followed by another and no space before a closing "…".
    public func mayReport(_ bytes: UnsafeBufferPointer<UInt8>, context: TitleContext) -> Bool {
        Self.mayHoldRun(bytes) || Self.spaceBeforeClosingEllipsis(bytes) != nil
    }

    /// Reports period runs and proposes the title with each replaced by "…".
    public func check(_ title: AnalyzedTitle) -> RuleViolation? {
        let tokenization = title.tokenization
        return tokenization.utf8.withUnsafeBufferPointer { bytes in
            // A run needs a period followed by another, right after it or after one space.
            guard Self.mayHoldRun(bytes) else {
                guard let space = Self.spaceBeforeClosingEllipsis(bytes) else { return nil }
                return Self.closingEllipsisViolation(bytes, space: space, tokenization.tokens)
            }
            let runs = PlaceholderRanges.with(tokenization.tokens) { protected -> RuleViolation? in
                guard Self.replacingRuns(bytes, protected: protected, into: nil) > 0 else { return nil }
                // Each run of three or more bytes becomes the three of "…": the fix is never longer.
                let replacement = String(unsafeUninitializedCapacity: bytes.count) { output in
                    Self.replacingRuns(bytes, protected: protected, into: output)
                }
                return RuleViolation(message: "Use the ellipsis character \"…\" instead of periods.", replacement: replacement)
            }
            // Two periods ("Save..") and no run: a closing "…" may still have a space before it.
            if let runs { return runs }
            guard let space = Self.spaceBeforeClosingEllipsis(bytes) else { return nil }
            return Self.closingEllipsisViolation(bytes, space: space, tokenization.tokens)
        }
    }

    /// False when no period is followed by another period, right after it or after one space.
    static func mayHoldRun(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        // The C library's byte search reads many bytes per step; most titles have no period at
        // all, and a title's few periods are each tested with what follows them.
        var index = 0
        while index < count, let found = memchr(base + index, 0x2E, count - index) {
            let period = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            if continuesRun(bytes, at: period) { return true }
            index = period + 1
        }
        return false
    }

    /// True when the period at `index` is followed by another, right after it or after one space.
    @inline(__always)
    private static func continuesRun(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        return next == 0x2E || (next == 0x20 && index + 2 < bytes.count && bytes[index + 2] == 0x2E)
    }

    /// Walks the runs of three or more periods, optionally separated by single spaces, outside
    /// `protected`. Without `output`, returns 1 at the first run and 0 when there is none; with it
    /// (at least `bytes.count` long), writes the title with each run replaced by "…" and returns
    /// the bytes written.
    @discardableResult
    static func replacingRuns(
        _ bytes: UnsafeBufferPointer<UInt8>, protected: UnsafeBufferPointer<Range<Int>>,
        into output: UnsafeMutableBufferPointer<UInt8>?
    ) -> Int {
        func isProtected(_ index: Int) -> Bool { protected.contains { $0.contains(index) } }
        var writer = output.map { ByteWriter(buffer: $0) }
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x2E, !isProtected(index) else {
                index += 1
                continue
            }
            var periods = 1
            var cursor = index + 1
            while cursor < bytes.count, !isProtected(cursor) {
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
            let run = index..<cursor
            index = cursor
            guard periods >= 3 else { continue }
            guard writer != nil else { return 1 }
            var start = run.lowerBound
            if endsTitle(run, in: bytes), start >= 2, bytes[start - 1] == 0x20, bytes[start - 2] != 0x20 {
                start -= 1
            }
            if copied < start { writer?.put(UnsafeBufferPointer(rebasing: bytes[copied..<start])) }
            writer?.put(0xE2)
            writer?.put(0x80)
            writer?.put(0xA6)
            copied = run.upperBound
        }
        guard var writer else { return 0 }
        if copied < bytes.count { writer.put(UnsafeBufferPointer(rebasing: bytes[copied...])) }
        return writer.count
    }

    /// True when only white space follows `run`.
    /// The space before a "…" that closes the title, as "Sign In …" has it, when no white space
    /// comes before the space: the same space a "..." run loses when it becomes "…".
    static func spaceBeforeClosingEllipsis(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = bytes.count
        // Nearly every title ends in an ASCII byte other than white space: no "…" closes it.
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard end > 0, bytes[end - 1] >= 0x80 else { return nil }
        // No white space character ends in 0xA6, the last byte of "…": only a title ending in
        // other non-ASCII bytes may still end in white space (U+00A0, U+3000 …).
        if bytes[end - 1] != 0xA6 { end = bytes.count }
        while end > 0, bytes[end - 1] != 0xA6 {
            let length = WhitespaceRule.whitespaceLength(bytes, before: end)
            if length == 0 { break }
            end -= length
        }
        guard end >= 5, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA6, bytes[end - 4] == 0x20
        else { return nil }
        // One space only: white space of any kind before it is the whitespace rule's to judge.
        let space = end - 4
        return WhitespaceRule.whitespaceLength(bytes, before: space) == 0 ? space : nil
    }

    /// "Sign In …" becomes "Sign In…" (`space` from `spaceBeforeClosingEllipsis`); nothing when
    /// the space belongs to a placeholder or markup.
    private static func closingEllipsisViolation(
        _ bytes: UnsafeBufferPointer<UInt8>, space: Int, _ tokens: [Token]
    ) -> RuleViolation? {
        guard !tokens.contains(where: { $0.kind == .placeholder && $0.range.contains(space) }) else { return nil }
        let replacement = String(unsafeUninitializedCapacity: bytes.count - 1) { output in
            var writer = ByteWriter(buffer: output)
            writer.put(UnsafeBufferPointer(rebasing: bytes[..<space]))
            writer.put(UnsafeBufferPointer(rebasing: bytes[(space + 1)...]))
            return writer.count
        }
        return RuleViolation(message: "Write \"…\" right after the last word, with no space before it.", replacement: replacement)
    }

    static func endsTitle(_ run: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var cursor = run.upperBound
        while cursor < bytes.count {
            let length = WhitespaceRule.whitespaceLength(bytes, at: cursor)
            if length == 0 { return false }
            cursor += length
        }
        return true
    }
}
