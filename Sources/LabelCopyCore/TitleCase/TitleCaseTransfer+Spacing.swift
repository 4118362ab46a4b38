#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - The same words, set apart by other white space
//
// Why it is exact. The white-space fix makes runs of spaces and tabs between words one space.
// Two plain titles with the same words in the same order have the same slots, whatever white
// space stands between them (see `TitleCaseTransfer`); the pass reads the bytes between two
// words only through look-ups that make every run of spaces and tabs one space, and through its
// slash, percent and letter tests, which white space fails alike. It decides the same for both.
// Its edits may still differ where one spans several words: a phrase or multi-word term is
// written in its own spelling, white space included. So the transfer takes only titles in which
// no word can start a phrase or term (no such edit is made), and a cased text that differs from
// the title as given only in the case of ASCII letters: then every edit changed letters of one
// word in place, and the same edits change the same letters of the same words in the other title.

extension TitleCaseTransfer {
    /// `casedText` for a fixed text whose words are those of the title as given, in order, set
    /// apart by other white space: `.some(nil)`, `.some(cased text)`, or nil when it cannot tell.
    static func spacedCasedText(
        _ old: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<TitleSlot>, new: UnsafeBufferPointer<UInt8>, cased: String?
    ) -> String?? {
        guard old.count <= TitleSlots.plainLimit, new.count <= TitleSlots.plainLimit, let first = slots.first,
            let last = slots.last, let newMark = markStart(new), let oldBase = old.baseAddress, let newBase = new.baseAddress
        else { return nil }
        let span = first.range.lowerBound..<last.range.upperBound
        guard span.lowerBound >= 0, span.lowerBound < span.upperBound, span.upperBound <= old.count else { return nil }
        // No phrase or multi-word term can start: every edit lies in one word.
        for slot in slots where slot.info.isAny([.fixedStart, .termStart]) { return nil }
        var at = 0
        for index in 0..<slots.count {
            let range = slots[index].range
            guard range.lowerBound >= span.lowerBound, range.upperBound <= span.upperBound, !range.isEmpty else { return nil }
            // White space before every word, at least one byte of it between two words.
            let before = at
            while at < newMark, new[at] == 0x20 || new[at] == 0x09 { at += 1 }
            guard index == 0 || at > before else { return nil }
            let end = at + range.count
            guard end <= newMark, memcmp(oldBase + range.lowerBound, newBase + at, range.count) == 0 else { return nil }
            at = end
        }
        guard isBlank(new, at..<newMark), let oldMark = markStart(old), span.upperBound <= oldMark,
            isBlank(old, 0..<span.lowerBound), isBlank(old, span.upperBound..<oldMark),
            isPlain(UnsafeBufferPointer(rebasing: old[span]))
        else { return nil }
        guard let cased else { return .some(nil) }
        let result = cased.utf8.withContiguousStorageIfAvailable { casedBytes -> String? in
            guard isCaseVariant(casedBytes, of: old) else { return nil }
            return respaced(casedBytes, slots: slots, new: new)
        }
        guard let text = result ?? nil else { return nil }
        return .some(text)
    }

    /// True when `cased` is `old` with some ASCII letters in the other case, and nothing else changed.
    private static func isCaseVariant(_ cased: UnsafeBufferPointer<UInt8>, of old: UnsafeBufferPointer<UInt8>) -> Bool {
        guard cased.count == old.count else { return false }
        for index in 0..<old.count where cased[index] != old[index] {
            let letter = old[index] | 0x20
            guard letter &- 0x61 < 26, cased[index] | 0x20 == letter else { return false }
        }
        return true
    }

    /// `new` with each word's bytes taken from `cased` at that word's place in the old title;
    /// the words stand in `new` as `spacedCasedText` found them (after white space, in order).
    private static func respaced(
        _ cased: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<TitleSlot>, new: UnsafeBufferPointer<UInt8>
    ) -> String? {
        guard let casedBase = cased.baseAddress, let newBase = new.baseAddress else { return nil }
        return String(unsafeUninitializedCapacity: new.count) { out in
            guard let to = out.baseAddress else { return 0 }
            to.initialize(from: newBase, count: new.count)
            var at = 0
            for slot in slots {
                while at < new.count, new[at] == 0x20 || new[at] == 0x09 { at += 1 }
                let range = slot.range
                // Found in bounds by `spacedCasedText`; tested again, as the copy writes through pointers.
                guard at + range.count <= new.count, range.lowerBound >= 0, range.upperBound <= cased.count else { break }
                (to + at).update(from: casedBase + range.lowerBound, count: range.count)
                at += range.count
            }
            return new.count
        }
    }
}
