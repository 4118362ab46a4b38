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
/// closing "!", "?", ".", "..." or "…" and white space; the titles without placeholders that
/// `TitleSlots.fillPlain` takes)
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
///
/// When the other title's casing changed only the case of ASCII letters, the text returned
/// differs from `text` in the same way (the changed letters are in the words it copies), which
/// the engine relies on to skip comparing them.
enum TitleCaseTransfer {
    /// What the title-case pass gives for `text`, read from `cased`, its result for `original`
    /// (nil when it changed nothing): `.some(nil)` when it changes nothing in `text` either,
    /// `.some(cased text)`, or nil when the two titles are not both plain with the same words,
    /// and the pass must run on `text`.
    static func casedText(of text: String, from original: borrowing AnalyzedTitle, cased: String?) -> String?? {
        let outcome = text.utf8.withContiguousStorageIfAvailable { new -> String?? in
            original.tokenization.utf8.withUnsafeBufferPointer { old -> String?? in
                original.slots.withUnsafeBufferPointer { slots -> String?? in
                    guard let words = Self.matchWords(old, slots, new) else { return nil }
                    guard let cased else { return .some(nil) }
                    let result = cased.utf8.withContiguousStorageIfAvailable { casedBytes -> String? in
                        if let span = words.span {
                            return Self.splice(casedBytes, old: old, words.oldSpan, new: new, span)
                        }
                        return Self.respaced(casedBytes, old: old, slots: slots, new: new)
                    }
                    guard let text = result ?? nil else { return nil }
                    return .some(text)
                }
            }
        }
        return outcome ?? nil
    }

    /// Where the old title's words stand in `new`, when both are plain titles with the same words
    /// in the same order, each slot of `old` one of them: the span of `old`'s words, and the
    /// span of `new`'s when the white space between the words is the same too (nil when it
    /// differs). Nil when the titles are not such.
    private static func matchWords(
        _ old: UnsafeBufferPointer<UInt8>, _ slots: UnsafeBufferPointer<TitleSlot>, _ new: UnsafeBufferPointer<UInt8>
    ) -> (oldSpan: Range<Int>, span: Range<Int>?)? {
        guard old.count <= TitleSlots.plainLimit, new.count <= TitleSlots.plainLimit, let first = slots.first,
            let last = slots.last, let newMark = markStart(new), let oldBase = old.baseAddress, let newBase = new.baseAddress,
            first.range.lowerBound >= 0, first.range.lowerBound < last.range.upperBound, last.range.upperBound <= old.count
        else { return nil }
        let oldSpan = first.range.lowerBound..<last.range.upperBound
        var start = 0
        while start < newMark, new[start] == 0x20 || new[start] == 0x09 { start += 1 }
        var end = start + oldSpan.count
        // Most fixes leave the words and the white space between them alone: one comparison.
        let sameSpan = end <= newMark && memcmp(oldBase + oldSpan.lowerBound, newBase + start, oldSpan.count) == 0
        if !sameSpan {
            guard let wordsEnd = spacedWordsEnd(old, slots, new, from: start, mark: newMark) else { return nil }
            end = wordsEnd
        }
        // The old title is plain with these words: white space around them up to its mark, and
        // between and in them nothing but letters, digits and white space.
        guard isBlank(new, end..<newMark), let oldMark = markStart(old), oldSpan.upperBound <= oldMark,
            isBlank(old, 0..<oldSpan.lowerBound), isBlank(old, oldSpan.upperBound..<oldMark),
            isPlain(UnsafeBufferPointer(rebasing: old[oldSpan]))
        else { return nil }
        return (oldSpan, sameSpan ? start..<end : nil)
    }

    /// Where the words of `old` (its slots, in order) end in `new` when they stand there from
    /// `start`, each after at least one space or tab but the first; nil when they do not.
    private static func spacedWordsEnd(
        _ old: UnsafeBufferPointer<UInt8>, _ slots: UnsafeBufferPointer<TitleSlot>, _ new: UnsafeBufferPointer<UInt8>,
        from start: Int, mark: Int
    ) -> Int? {
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return nil }
        var at = start
        var previousEnd = 0
        for (index, slot) in slots.enumerated() {
            let range = slot.range
            // Words apart in the old title too, as a plain title's slots are.
            guard range.lowerBound >= previousEnd, index == 0 || range.lowerBound > previousEnd, range.lowerBound < range.upperBound,
                range.upperBound <= old.count
            else { return nil }
            if index > 0 {
                let gapStart = at
                while at < mark, new[at] == 0x20 || new[at] == 0x09 { at += 1 }
                guard at > gapStart else { return nil }
            }
            guard at + range.count <= mark, memcmp(oldBase + range.lowerBound, newBase + at, range.count) == 0 else { return nil }
            at += range.count
            previousEnd = range.upperBound
        }
        return at
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
    static func splice(
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
