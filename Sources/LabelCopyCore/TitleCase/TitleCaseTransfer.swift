#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The title case of a text that fixes before title case made from a plain title, taken from
/// the title case of that title instead of analyzing the text and running the pass on it.
///
/// Why it is exact. A plain title (ASCII letters, digits, spaces and tabs, then at most one
/// closing "!", "?", ".", "..." or "…" and white space; the titles `TitleSlots.fillPlain` takes)
/// is analyzed as its runs of letters and digits, each one slot whose kind, lexicon facts and
/// shape come from its own bytes and whose clause, object and spacing flags come from its place
/// alone (first, last, between). When two plain titles have the same bytes from their first
/// letter or digit to their last (the span), their slots are the same, moved by one distance.
/// The title-case pass (`TitleCasePass`, `TitleEdits`) reads the slots, the bytes of the span,
/// and outside it only whether the bytes next to it are a slash, a percent sign, or a letter or
/// digit: in a plain title they are white space, a mark or nothing, so never. Its edits lie in
/// the span (slots, and phrases from one slot's start to a later one's end). It therefore makes
/// the same edits, moved, on both: the title case of the one is its own bytes outside the span
/// around the cased span of the other. The fixes before title case (white space at the edges,
/// "..." made "…", a closing "." or "!" dropped, "…" after a progress label) change only bytes
/// outside the span. A fix between words (doubled spaces, tabs) is taken up in
/// `TitleCaseTransfer+Spacing.swift`.
enum TitleCaseTransfer {
    /// What the title-case pass gives for `text`, read from `cased`, its result for `original`
    /// (nil when it changed nothing): `.some(nil)` when it changes nothing in `text` either,
    /// `.some(cased text)`, or nil when the two titles are not both plain with the same words,
    /// and the pass must run on `text`.
    static func casedText(of text: String, from original: borrowing AnalyzedTitle, cased: String?) -> String?? {
        guard let firstSlot = original.slots.first, let lastSlot = original.slots.last else { return nil }
        let span = firstSlot.range.lowerBound..<lastSlot.range.upperBound
        let outcome = text.utf8.withContiguousStorageIfAvailable { new -> String?? in
            original.tokenization.utf8.withUnsafeBufferPointer { old -> String?? in
                guard let newSpan = Self.matchingSpan(old, span, new) else {
                    return original.slots.withUnsafeBufferPointer { Self.spacedCasedText(old, slots: $0, new: new, cased: cased) }
                }
                guard let cased else { return .some(nil) }
                let spliced = cased.utf8.withContiguousStorageIfAvailable { Self.splice($0, old: old, span, new: new, newSpan) }
                guard let result = spliced ?? nil else { return nil }
                return .some(result)
            }
        }
        return outcome ?? nil
    }

    /// Where `span` of the plain title `old` (its slots' span) stands in `new`, when `new` is a
    /// plain title with the same span and `old` is plain with that span; nil otherwise.
    private static func matchingSpan(
        _ old: UnsafeBufferPointer<UInt8>, _ span: Range<Int>, _ new: UnsafeBufferPointer<UInt8>
    ) -> Range<Int>? {
        guard old.count <= TitleSlots.plainLimit, new.count <= TitleSlots.plainLimit, span.lowerBound >= 0,
            span.lowerBound < span.upperBound, span.upperBound <= old.count, let newMark = markStart(new),
            let oldBase = old.baseAddress, let newBase = new.baseAddress
        else { return nil }
        // The cheap tests that most other texts fail first: the span where the new title's white
        // space ends, and only white space after it up to the mark.
        var start = 0
        while start < newMark, new[start] == 0x20 || new[start] == 0x09 { start += 1 }
        let end = start + span.count
        guard end <= newMark, memcmp(oldBase + span.lowerBound, newBase + start, span.count) == 0, isBlank(new, end..<newMark)
        else { return nil }
        // The span is the old title's words: white space around it up to its mark, and inside it
        // nothing but letters, digits and white space.
        guard let oldMark = markStart(old), span.upperBound <= oldMark, isBlank(old, 0..<span.lowerBound),
            isBlank(old, span.upperBound..<oldMark), isPlain(UnsafeBufferPointer(rebasing: old[span]))
        else { return nil }
        return start..<end
    }

    /// Where the closing mark of a title with plain bytes before it starts, as the one pass
    /// takes it (white space after it), or the end of the white space at the title's end without
    /// one; nil for a run of periods that is neither one nor three.
    static func markStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard end > 0 else { return end }
        switch bytes[end - 1] {
        case 0x21, 0x3F:
            return end - 1
        case 0x2E:
            var dots = end - 1
            while dots > 0, bytes[dots - 1] == 0x2E { dots -= 1 }
            return end - dots == 1 || end - dots == 3 ? dots : nil
        case 0xA6 where end >= 3 && bytes[end - 3] == 0xE2 && bytes[end - 2] == 0x80:
            return end - 3
        default:
            return end
        }
    }

    /// Every byte of `range` is a space or a tab.
    @inline(__always)
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        for index in range where bytes[index] != 0x20 && bytes[index] != 0x09 { return false }
        return true
    }

    /// Every byte is an ASCII letter, digit, space or tab (eight bytes a test).
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 8 else {
            return bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || ByteCase.isAlphanumeric($0) }
        }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while true {
            // The last eight bytes are read from the end, overlapping bytes already tested.
            let at = min(offset, bytes.count &- 8)
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            guard word & WordIndex.highBits == 0 else { return false }
            let letters = WordIndex.bytes(word | 0x2020_2020_2020_2020, from: 0x61, through: 0x7A)
            let digits = WordIndex.bytes(word, from: 0x30, through: 0x39)
            let blanks = WordIndex.bytes(word, equalTo: 0x20) | WordIndex.bytes(word, equalTo: 0x09)
            guard letters | digits | blanks == WordIndex.highBits else { return false }
            offset &+= 8
            if offset >= bytes.count { return true }
        }
    }

    /// The new bytes with their span replaced by the cased span of the old ones; nil when the
    /// cased text differs from the old one outside the span (the pass makes no such edits).
    private static func splice(
        _ cased: UnsafeBufferPointer<UInt8>, old: UnsafeBufferPointer<UInt8>, _ span: Range<Int>,
        new: UnsafeBufferPointer<UInt8>, _ newSpan: Range<Int>
    ) -> String? {
        guard let casedBase = cased.baseAddress, let newBase = new.baseAddress, let oldBase = old.baseAddress else { return nil }
        let head = span.lowerBound
        let tail = old.count - span.upperBound
        guard cased.count >= head + tail, memcmp(casedBase, oldBase, head) == 0,
            memcmp(casedBase + (cased.count - tail), oldBase + span.upperBound, tail) == 0
        else { return nil }
        let middle = cased.count - tail - head
        let newHead = newSpan.lowerBound
        let newTail = new.count - newSpan.upperBound
        return String(unsafeUninitializedCapacity: newHead + middle + newTail) { out in
            guard let to = out.baseAddress else { return 0 }
            to.initialize(from: newBase, count: newHead)
            (to + newHead).initialize(from: casedBase + head, count: middle)
            (to + newHead + middle).initialize(from: newBase + newSpan.upperBound, count: newTail)
            return newHead + middle + newTail
        }
    }
}
