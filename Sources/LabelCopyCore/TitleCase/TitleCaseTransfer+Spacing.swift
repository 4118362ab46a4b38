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
    /// `new`, whose words are those of `old` (its slots) set apart by other white space, with each
    /// word's bytes taken from `cased` at its place in `old`; nil when a word may start a phrase or
    /// term or `cased` changed more than the case of ASCII letters.
    static func respaced(
        _ cased: UnsafeBufferPointer<UInt8>, old: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<TitleSlot>,
        new: UnsafeBufferPointer<UInt8>
    ) -> String? {
        // No phrase or multi-word term can start: every edit lies in one word.
        for slot in slots where slot.info.isAny([.fixedStart, .termStart]) { return nil }
        guard isCaseVariant(cased, of: old), let casedBase = cased.baseAddress, let newBase = new.baseAddress else { return nil }
        return String(unsafeUninitializedCapacity: new.count) { out in
            guard let to = out.baseAddress else { return 0 }
            to.initialize(from: newBase, count: new.count)
            var at = 0
            for slot in slots {
                while at < new.count, new[at] == 0x20 || new[at] == 0x09 { at += 1 }
                let range = slot.range
                // The words stand where `matchWords` found them; tested again, as the copy writes through pointers.
                guard at + range.count <= new.count, range.lowerBound >= 0, range.upperBound <= cased.count else { break }
                (to + at).update(from: casedBase + range.lowerBound, count: range.count)
                at += range.count
            }
            return new.count
        }
    }

    /// True when `cased` is `old` with some ASCII letters in the other case, and nothing else changed.
    private static func isCaseVariant(_ cased: UnsafeBufferPointer<UInt8>, of old: UnsafeBufferPointer<UInt8>) -> Bool {
        guard cased.count == old.count, let casedBase = cased.baseAddress, let oldBase = old.baseAddress else {
            return cased.count == old.count
        }
        var offset = 0
        // Eight bytes a test while the old bytes are ASCII (a plain title's are, but for its "…").
        while offset + 8 <= old.count {
            let was = UInt64(littleEndian: UnsafeRawPointer(oldBase + offset).loadUnaligned(as: UInt64.self))
            guard was & WordIndex.highBits == 0 else { break }
            let now = UInt64(littleEndian: UnsafeRawPointer(casedBase + offset).loadUnaligned(as: UInt64.self))
            let changed = was ^ now
            // Only the case bit may differ, and only in letters.
            guard changed & ~0x2020_2020_2020_2020 == 0 else { return false }
            let letters = WordIndex.bytes(was | 0x2020_2020_2020_2020, from: 0x61, through: 0x7A)
            guard (changed << 2) & ~letters == 0 else { return false }
            offset += 8
        }
        while offset < old.count {
            if cased[offset] != old[offset] {
                let letter = old[offset] | 0x20
                guard letter &- 0x61 < 26, cased[offset] | 0x20 == letter else { return false }
            }
            offset += 1
        }
        return true
    }
}
