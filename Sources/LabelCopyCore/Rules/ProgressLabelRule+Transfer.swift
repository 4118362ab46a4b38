#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - The fix of a fixed text, read from the judgement of the title as given
//
// Why it is exact. The rule's fix of a button title is nil unless the title, stripped of white
// space and periods at its end (`coreEnd`), ends in a letter, a digit or a placeholder's last
// byte; a text ending in "…", "!", "?" or another ASCII mark has none, whatever it is. Otherwise
// the judgement reads only the tokens that start before that end: the first must be a word
// ending in "-ing", there may be at most four words, and the words' bytes, kinds and lexicon
// classes decide. A plain title (ASCII letters, digits, spaces and tabs, then at most one
// closing mark and white space, as `TitleCaseTransfer` takes them) is analyzed as its runs of
// letters and digits, each a token and slot from its own bytes. Two plain titles that end in a
// word, or in "." or "..." after one, and have the same words in the same order therefore get
// the same judgement, whatever white space stands between and around the words; and the fix of
// the one is built from its own bytes at the end of its last word. The fixes before
// progress-label (white space, "..." made "…", a closing "." or "!" dropped) keep a plain title's
// words; whether the words are the same is tested here, not assumed.

extension ProgressLabelRule {
    /// The rule's fix of `text`, a fixed text of the button title `original` analyzes, read from
    /// the judgement of `original`: `.some(nil)` when it has none, `.some(fix)`, or nil when the
    /// two are not both plain with the same words, and the rule must check an analysis of `text`.
    @inline(never)
    static func fixOfFixedText(_ text: String, from original: borrowing AnalyzedTitle) -> String?? {
        guard original.context == .button else { return .some(nil) }
        let outcome = text.utf8.withContiguousStorageIfAvailable { new -> String?? in
            original.tokenization.utf8.withUnsafeBufferPointer { old -> String?? in
                guard let newEnd = plainCoreEnd(new) else { return nil }
                // A text that does not end in a word has no fix.
                guard newEnd >= 0 else { return .some(nil) }
                guard let oldEnd = plainCoreEnd(old), oldEnd >= 0, sameWords(old, oldEnd, new, newEnd) else { return nil }
                let labelEnd: Int?
                if case .found(let end) = original.progressLabelEnd {
                    labelEnd = end
                } else {
                    labelEnd = unfinishedLabelEnd(original.tokenization, slots: original.slots, lexicon: original.lexicon)
                }
                guard labelEnd != nil else { return .some(nil) }
                return .some(replacement(new, end: newEnd, tail: asciiWhitespaceStart(new, from: newEnd)))
            }
        }
        return outcome ?? nil
    }

    /// The end of the last word of a plain title that ends in it or in "." or "..." after it,
    /// which is where `coreEnd` puts it; -1 when the text certainly has no fix (it ends in "…",
    /// "!", "?" or another ASCII mark, or in nothing but white space and periods); nil otherwise.
    static func plainCoreEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x2E { end -= 1 }
        guard end > 0 else { return -1 }
        if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA6 { return -1 }
        let last = bytes[end - 1]
        guard last < 0x80 else { return nil }
        guard ByteCase.isAlphanumeric(last) else { return last == 0x7D || last == 0x40 ? nil : -1 }
        // Plain: letters, digits and white space up to the mark, which is "." or "..." or none.
        guard let mark = TitleCaseTransfer.markStart(bytes), mark >= end, TitleCaseTransfer.isBlank(bytes, end..<mark),
            TitleCaseTransfer.isPlain(UnsafeBufferPointer(rebasing: bytes[..<end]))
        else { return nil }
        return end
    }

    /// True when the runs of letters and digits before `oldEnd` in `old` are those before
    /// `newEnd` in `new`, in the same order (both plain up to there, each ending in a word).
    static func sameWords(_ old: UnsafeBufferPointer<UInt8>, _ oldEnd: Int, _ new: UnsafeBufferPointer<UInt8>, _ newEnd: Int) -> Bool {
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress, oldEnd <= old.count, newEnd <= new.count else {
            return false
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var oldAt = 0
        var newAt = 0
        while oldAt < oldEnd, isBlank(oldBase[oldAt]) { oldAt += 1 }
        while newAt < newEnd, isBlank(newBase[newAt]) { newAt += 1 }
        // Most fixes leave the words and the white space between them alone: one comparison.
        if oldEnd - oldAt == newEnd - newAt, memcmp(oldBase + oldAt, newBase + newAt, oldEnd - oldAt) == 0 { return true }
        while oldAt < oldEnd, newAt < newEnd {
            // Equal stretches eight bytes at a time, then byte by byte.
            if oldAt + 8 <= oldEnd, newAt + 8 <= newEnd,
                UnsafeRawPointer(oldBase + oldAt).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(newBase + newAt).loadUnaligned(as: UInt64.self)
            {
                oldAt += 8
                newAt += 8
                continue
            }
            if oldBase[oldAt] == newBase[newAt] {
                oldAt += 1
                newAt += 1
                continue
            }
            // Where they differ, both must be in white space between words: each passes its run,
            // and each must then stand after a space or a tab.
            let (oldFrom, newFrom) = (oldAt, newAt)
            while oldAt < oldEnd, isBlank(oldBase[oldAt]) { oldAt += 1 }
            while newAt < newEnd, isBlank(newBase[newAt]) { newAt += 1 }
            guard oldAt > oldFrom || newAt > newFrom, oldAt > 0, newAt > 0, isBlank(oldBase[oldAt - 1]),
                isBlank(newBase[newAt - 1])
            else { return false }
        }
        return oldAt == oldEnd && newAt == newEnd
    }

    /// Where the spaces and tabs after `end` start, at the end of ASCII `bytes` (what
    /// `trailingWhitespaceStart` gives when the last bytes are ASCII).
    static func asciiWhitespaceStart(_ bytes: UnsafeBufferPointer<UInt8>, from end: Int) -> Int {
        var start = bytes.count
        while start > end, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start
    }
}
