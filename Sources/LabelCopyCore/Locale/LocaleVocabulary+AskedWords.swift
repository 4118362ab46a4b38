extension LocaleVocabulary {
    /// Counts the asked words of one locale in its translated values.
    ///
    /// Where every asked word is ASCII, a value is read as runs of ASCII letters: a run is one of
    /// `words(in:)`'s words exactly when no letter or mark touches it, which only the scalars
    /// right next to it tell, so text in other scripts is passed over without asking Unicode
    /// properties. The one non-ASCII letter that lowercases to ASCII, the Kelvin sign ("K" →
    /// "k"), sends its value to `words(in:)`, as do values for asked words that are not ASCII.
    struct AskedWordReader {
        /// Asked word → its count so far.
        private(set) var counts: [String: WordCount]
        /// Whether every asked word is lowercase ASCII letters.
        private let asciiOnly: Bool
        /// Bit n set when an asked word has n letters (bit 63: 63 or more): most runs are no
        /// asked word's length and are passed over without a look-up.
        private let lengths: UInt64

        init(words: Set<String>) {
            var counts: [String: WordCount] = [:]
            counts.reserveCapacity(words.count)
            for word in words { counts[word] = WordCount() }
            self.counts = counts
            asciiOnly = words.allSatisfy { $0.utf8.allSatisfy { $0 &- 0x61 < 26 } }
            lengths = words.reduce(0) { $0 | (1 << UInt64(min($1.utf8.count, 63))) }
        }

        /// Counts the asked words of the translated value at `index`.
        mutating func read(_ value: String, index: Int) {
            var value = value
            let done = asciiOnly && value.withUTF8 { readRuns($0, index: index) }
            guard !done else { return }
            // A value counts a word once, so words the runs already counted are not counted again.
            for word in LocaleVocabulary.words(in: value) {
                if let slot = counts.index(forKey: word) { counts.values[slot].count(value: index) }
            }
        }

        /// Counts the asked words among the runs of ASCII letters of `bytes`; false, leaving the
        /// value to `words(in:)`, when it holds a Kelvin sign.
        private mutating func readRuns(_ bytes: UnsafeBufferPointer<UInt8>, index: Int) -> Bool {
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
            var position = 0
            while position < bytes.count {
                let byte = bytes[position]
                guard isLetter(byte) else {
                    // U+212A KELVIN SIGN is E2 84 AA.
                    if byte == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x84, bytes[position + 2] == 0xAA {
                        return false
                    }
                    position += 1
                    continue
                }
                let start = position
                while position < bytes.count, isLetter(bytes[position]) { position += 1 }
                let length = position - start
                guard lengths & (1 << UInt64(min(length, 63))) != 0 else { continue }
                // A letter or mark touching the run makes it part of a longer word.
                if start > 0, bytes[start - 1] >= 0x80, Self.isWordScalar(Self.scalar(endingBefore: start, in: bytes)) {
                    continue
                }
                if position < bytes.count, bytes[position] >= 0x80, Self.isWordScalar(Self.scalar(at: position, in: bytes)) {
                    continue
                }
                let word = String(unsafeUninitializedCapacity: length) { buffer in
                    for offset in 0..<length { buffer[offset] = bytes[start + offset] | 0x20 }
                    return length
                }
                if let slot = counts.index(forKey: word) { counts.values[slot].count(value: index) }
            }
            return true
        }

        /// What `words(in:)` takes into a word beyond ASCII letters: alphabetic scalars and
        /// non-spacing marks.
        private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark
        }

        /// The scalar whose UTF-8 starts at `start` (a lead byte) of valid UTF-8 `bytes`.
        private static func scalar(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
            let lead = UInt32(bytes[start])
            func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[start + offset] & 0x3F) }
            let value: UInt32
            if lead < 0xE0 {
                value = (lead & 0x1F) << 6 | continuation(1)
            } else if lead < 0xF0 {
                value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
            } else {
                value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }

        /// The scalar whose UTF-8 ends right before `end` in valid UTF-8 `bytes`.
        private static func scalar(endingBefore end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
            var start = end - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return scalar(at: start, in: bytes)
        }
    }
}
