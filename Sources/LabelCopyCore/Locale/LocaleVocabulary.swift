/// The words each locale writes in its translated values (those that differ from their
/// source), built on first use: a word a locale uses in its own sentences is part of it.
struct LocaleVocabulary {
    /// The project whose translations are read.
    let project: LocalizationProject
    /// Locale → lowercased word → in how many translated values it occurs; nil until first asked.
    private var words: [String: [String: Int]]?

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
        return wanted.allSatisfy { (known[$0] ?? 0) >= Self.minimumUses }
    }

    /// Every locale's words, each counted once per value.
    private static func build(_ project: LocalizationProject) -> [String: [String: Int]] {
        var result: [String: [String: Int]] = [:]
        for index in project.values.indices {
            let value = project.values[index]
            guard !value.isEmpty, value != project.sourceValues[index] else { continue }
            let locale = project.locales[index]
            for word in Set(words(in: value)) { result[locale, default: [:]][word, default: 0] += 1 }
        }
        return result
    }

    /// The lowercased runs of letters in `text`.
    static func words(in text: String) -> [String] {
        var found: [String] = []
        var current = String.UnicodeScalarView()
        var ascii = true
        func flush() {
            guard !current.isEmpty else { return }
            let word = String(current)
            found.append(ascii ? asciiLowercased(word) : word.lowercased())
            current = String.UnicodeScalarView()
            ascii = true
        }
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                let byte = UInt8(scalar.value)
                if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
                    current.append(scalar)
                } else {
                    flush()
                }
            } else if scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark {
                current.append(scalar)
                ascii = false
            } else {
                flush()
            }
        }
        flush()
        return found
    }

    /// `word` with A–Z lowered, for words known to be ASCII.
    private static func asciiLowercased(_ word: String) -> String {
        String(decoding: word.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
