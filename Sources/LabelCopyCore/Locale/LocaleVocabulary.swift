/// The words each locale writes in its translated values (those that differ from their
/// source), built on first use: a word a locale uses in its own sentences is part of it.
struct LocaleVocabulary {
    /// The project whose translations are read.
    let project: LocalizationProject
    /// Locale → lowercased word → in how many translated values it occurs; nil until first asked.
    private var words: [String: [String: WordCount]]?

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

    /// A vocabulary over `project`'s translations.
    init(project: LocalizationProject) {
        self.project = project
    }

    /// True when every word of `text` occurs in at least `minimumUses` translated values of
    /// `locale`, and one of them has four letters or more: short English words ("on", "was")
    /// are often also short words of the language with another meaning.
    mutating func uses(allWordsOf text: String, locale: String) -> Bool {
        let wanted = Self.words(in: text)
        guard wanted.contains(where: { $0.count >= 4 }) else { return false }
        if words == nil { words = Self.build(project) }
        guard let known = words?[locale] else { return false }
        return wanted.allSatisfy { (known[$0]?.values ?? 0) >= Self.minimumUses }
    }

    /// Every locale's words, each counted once per value.
    private static func build(_ project: LocalizationProject) -> [String: [String: WordCount]] {
        var result: [String: [String: WordCount]] = [:]
        // Pairs come file by file: one locale's table is taken out while its run lasts, so a
        // word costs one hash, not one for the locale and one for the word.
        var locale = ""
        var current: [String: WordCount] = [:]
        for index in project.values.indices {
            let value = project.values[index]
            guard !value.isEmpty, value != project.sourceValues[index] else { continue }
            if project.locales[index] != locale {
                if !current.isEmpty { result[locale] = current }
                locale = project.locales[index]
                current = result.removeValue(forKey: locale) ?? [:]
            }
            for word in words(in: value) {
                current[word, default: WordCount()].count(value: index)
            }
        }
        if !current.isEmpty { result[locale] = current }
        return result
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
