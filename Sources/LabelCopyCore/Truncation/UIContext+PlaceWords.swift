extension UIContext {
    /// What the context of an entry asks of the words of its key and comment (`words(_:)`, read
    /// in that order): the first of `keyWords` among them, whether "toolbar" is one, and whether
    /// "action" comes right before "sheet". ASCII text is read in place, without making a string
    /// of each word: truncation-risk asks this of every entry.
    struct PlaceWords {
        /// The lowest index into `keyWords` of a word seen.
        private(set) var firstKeyWord: Int?
        private(set) var hasToolbar = false
        private(set) var hasActionSheet = false
        /// Whether the last word seen was "action".
        private var afterAction = false

        /// `keyWords`' words as bytes.
        private static let keyWordBytes: [[UInt8]] = UIContext.keyWords.map { Array($0.word.utf8) }
        private static let toolbar = Array("toolbar".utf8)
        private static let action = Array("action".utf8)
        private static let sheet = Array("sheet".utf8)

        /// Reads the words of `text` after those read before.
        mutating func read(_ text: String) {
            var text = text
            let ascii: Bool = text.withUTF8 { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                readASCII(bytes)
                return true
            }
            guard !ascii else { return }
            for word in UIContext.words(text) {
                var word = word
                word.withUTF8 { see($0, 0..<$0.count) }
            }
        }

        /// `words(_:)` over ASCII bytes: each run of letters and digits, lowercased, then its
        /// camel-case humps when it has more than one.
        private mutating func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
            func isLetterOrDigit(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 }
            var index = 0
            while index < bytes.count {
                guard isLetterOrDigit(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, isLetterOrDigit(bytes[index]) { index += 1 }
                see(bytes, start..<index)
                var hump = start
                for position in (start + 1)..<index where bytes[position] &- 0x41 < 26 {
                    see(bytes, hump..<position)
                    hump = position
                }
                if hump != start { see(bytes, hump..<index) }
            }
        }

        /// Takes in one word, the bytes `range` of `bytes`, compared ignoring ASCII case.
        private mutating func see(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            func spells(_ word: [UInt8]) -> Bool {
                guard word.count == range.count else { return false }
                for offset in 0..<word.count where bytes[range.lowerBound + offset] | 0x20 != word[offset] {
                    // Only letters are lowered by the "| 0x20": a digit never equals a letter.
                    return false
                }
                return true
            }
            let limit = firstKeyWord ?? Self.keyWordBytes.count
            if let index = Self.keyWordBytes[..<limit].firstIndex(where: spells) { firstKeyWord = index }
            if !hasToolbar, spells(Self.toolbar) { hasToolbar = true }
            if afterAction, spells(Self.sheet) { hasActionSheet = true }
            afterAction = spells(Self.action)
        }
    }
}
