// MARK: - Keys, comments and values in ASCII, read byte by byte
//
// Nearly every key and comment, and most source values, are ASCII. For them a byte is a
// character (but for "\r\n", one character of two bytes that is neither letter, digit nor
// case), so the classifier's word and shape readings need none of `Character`'s Unicode
// property look-ups, which cost most of judging an entry. Each reading here gives exactly what
// the general one gives for the same text, and nil for text that is not ASCII.

extension EntryClassifier {
    /// `words(of:)` for ASCII text: the same words, found in its bytes; nil for other text.
    static func asciiWords(of text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard isASCII(bytes) else { return nil }
            var words: [String] = []
            var start = -1
            // Characters read so far, for the limit `words(of:)` reads up to: "\r\n" is one.
            var characters = 0
            var index = 0
            while index < bytes.count, characters < wordsLimit {
                let byte = bytes[index]
                let isCRLF = byte == 0x0A && index > 0 && bytes[index - 1] == 0x0D
                if !isCRLF { characters += 1 }
                guard isLetter(byte) || isDigit(byte) else {
                    if start >= 0 { words.append(lowered(bytes, start..<index)) }
                    start = -1
                    index += 1
                    continue
                }
                if start >= 0 {
                    let previous = bytes[index - 1]
                    let splits: Bool
                    if isDigit(previous) != isDigit(byte) {
                        splits = true
                    } else if isUpper(byte) {
                        let nextIsLower = index + 1 < bytes.count && characters < wordsLimit && isLower(bytes[index + 1])
                        splits = isLower(previous) || (isUpper(previous) && nextIsLower)
                    } else {
                        splits = false
                    }
                    if splits {
                        words.append(lowered(bytes, start..<index))
                        start = index
                    }
                } else {
                    start = index
                }
                index += 1
            }
            if start >= 0 { words.append(lowered(bytes, start..<index)) }
            return words
        }
    }

    /// `shapeProblem(_:)` for an ASCII value, from its bytes; `.some(nil)` when the shape is
    /// fine, nil when the value is not ASCII.
    func asciiShapeProblem(_ value: String) -> String?? {
        var value = value
        return value.withUTF8 { bytes -> String?? in
            guard Self.isASCII(bytes) else { return nil }
            var words = 0
            var inWord = false
            var previous: UInt8 = 0x20
            for byte in bytes {
                if byte == 0x0A || byte == 0x0D { return .some("spans several lines") }
                // Character.isWhitespace in ASCII: tab, line feed, vertical tab, form feed,
                // carriage return and space.
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    if inWord, previous == 0x2E || previous == 0x3F || previous == 0x21 {
                        return .some("has more than one sentence")
                    }
                    inWord = false
                } else if !inWord {
                    inWord = true
                    words += 1
                }
                previous = byte
            }
            if words == 0 { return .some("is empty") }
            if words > maxWords { return .some("reads as a sentence (\(words) words)") }
            let count = bytes.count
            let endsWithPeriod = bytes[count - 1] == 0x2E && !(count > 1 && bytes[count - 2] == 0x2E)
            if endsWithPeriod && words > 3 { return .some("ends like a sentence") }
            return .some(nil)
        }
    }

    /// Whether ASCII `text` holds `needle` (lowercase ASCII) in any case; nil when `text` is
    /// not ASCII, where lowercasing may change more than ASCII letters.
    static func asciiContainsIgnoringCase(_ text: String, _ needle: StaticString) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            guard isASCII(bytes) else { return nil }
            let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
            guard pattern.count <= bytes.count else { return false }
            for start in 0...(bytes.count - pattern.count) {
                var matches = true
                for offset in 0..<pattern.count where lowered(bytes[start + offset]) != pattern[offset] {
                    matches = false
                    break
                }
                if matches { return true }
            }
            return false
        }
    }

    /// The last part of a key between "." and "/" that is not empty, for ASCII keys; `.some(nil)`
    /// when it has none, nil when the key is not ASCII.
    static func asciiLastKeyPart(_ key: String) -> Substring?? {
        guard key.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let utf8 = key.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == 0x2E || utf8[before] == 0x2F else { break }
            end = before
        }
        guard end > utf8.startIndex else { return .some(nil) }
        var start = end
        while start > utf8.startIndex {
            let before = utf8.index(before: start)
            if utf8[before] == 0x2E || utf8[before] == 0x2F { break }
            start = before
        }
        return .some(Substring(utf8[start..<end]))
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }

    /// The bytes in `range`, their capitals lowered, as a string.
    private static func lowered(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, index) in range.enumerated() { buffer[offset] = lowered(bytes[index]) }
            return range.count
        }
    }
}
