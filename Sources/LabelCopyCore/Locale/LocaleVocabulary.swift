/// How often each locale writes the words asked about in its translated values (those that
/// differ from their source): a word a locale uses in its own sentences is part of it.
struct LocaleVocabulary {
    /// Locale → asked word (lowercased) → in how many translated values it occurs.
    private var counts: [String: [String: WordCount]] = [:]

    /// How many values use a word, and the last value counted (a value counts a word once).
    struct WordCount {
        var values = 0
        var last = -1

        /// Counts the value at `index`, unless it already counted this word.
        mutating func count(value index: Int) {
            guard last != index else { return }
            last = index
            values += 1
        }
    }

    /// How many translated values must use a word before it counts as the locale's own: one
    /// could be a stray English word in a half-translated value.
    static let minimumUses = 2

    /// The words of `text` that `uses(_:locale:)` is asked about, or nil when the answer is
    /// false whatever the locale writes: no word has four letters or more (short English words,
    /// "on", "was", are often also short words of the language with another meaning).
    static func askedWords(of text: String) -> [String]? {
        let words = words(in: text)
        return words.contains(where: { $0.count >= 4 }) ? words : nil
    }

    /// Counts, in `project`'s translated values of each locale of `asked`, the words asked about
    /// there (`askedWords(of:)` of the texts to be judged). Only those words are counted, and only
    /// those locales read.
    init(project: LocalizationProject, asked: [String: Set<String>]) {
        var readers = asked.mapValues { AskedWordReader(words: $0) }
        // The locale of the run being read; nil before the first, as a locale may be "".
        var locale: String?
        var reader: AskedWordReader?
        // Pairs come file by file: one locale's reader is taken out while its run lasts.
        for index in project.values.indices {
            if project.locales[index] != locale {
                if let reader, let locale { readers[locale] = reader }
                locale = project.locales[index]
                reader = readers.removeValue(forKey: project.locales[index])
            }
            guard reader != nil else { continue }
            let value = project.values[index]
            guard !value.isEmpty, value != project.sourceValues[index] else { continue }
            reader?.read(value, index: index)
        }
        if let reader, let locale { readers[locale] = reader }
        counts = readers.mapValues(\.counts)
    }

    /// True when every word of `words` (asked about for `locale` when the vocabulary was made)
    /// occurs in at least `minimumUses` translated values of `locale`.
    func uses(_ words: [String], locale: String) -> Bool {
        guard let known = counts[locale] else { return false }
        return words.allSatisfy { (known[$0]?.values ?? 0) >= Self.minimumUses }
    }

    /// The lowercased runs of letters in `text`. Each word is lowercased scalar by scalar as it
    /// is read, as `String.lowercased()` does, into one reused buffer of UTF-8 bytes: no slice,
    /// no second pass, and no new string for a scalar lowercasing leaves as it is.
    static func words(in text: String) -> [String] {
        var found: [String] = []
        var word: [UInt8] = []
        word.reserveCapacity(32)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                let byte = UInt8(scalar.value)
                if (0x41...0x5A).contains(byte) {
                    word.append(byte + 0x20)
                    continue
                }
                if (0x61...0x7A).contains(byte) {
                    word.append(byte)
                    continue
                }
            } else if scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark {
                if scalar.properties.changesWhenLowercased {
                    word.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                } else {
                    UTF8.encode(scalar) { word.append($0) }
                }
                continue
            }
            if !word.isEmpty {
                found.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { found.append(String(decoding: word, as: UTF8.self)) }
        return found
    }

}
