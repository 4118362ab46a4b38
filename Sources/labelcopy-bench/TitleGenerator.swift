import LabelCopyCore

/// Generates distinct synthetic button titles from the lexicon, with varied casing and the
/// mistakes the rules look for.
///
/// Title `i` always ends with a word spelled from `i` alone (fixed-width syllables), and
/// nothing after it but punctuation or white space, so no two titles are alike.
struct TitleGenerator {
    let verbs: [String]
    let nouns: [String]
    let particles: [String]
    let articles: [String]
    let prepositions: [String]
    let terms: [String]
    let syllablesPerSuffix: Int

    static let placeholders = ["%@", "%d", "%1$@", "{name}", "%lld", "<b>%@</b>"]
    static let consonants = Array("bdfgklmnprstvz")
    static let vowels = Array("aeiou")

    // Used only while the lexicon lacks a list, so the benchmark always has words to combine.
    static let fallbackVerbs = ["add", "save", "open", "share", "delete", "check", "sign", "back", "move", "send"]
    static let fallbackNouns = ["photo", "file", "cart", "account", "message", "folder", "album", "draft", "note"]

    /// Takes the word lists from `lexicon`, sorted so every run sees them in the same order.
    init(lexicon: Lexicon, count: Int) {
        verbs = Self.orNil(lexicon.verbs.keys.sorted()) ?? Self.fallbackVerbs
        nouns = Self.orNil(lexicon.nouns.sorted()) ?? Self.fallbackNouns
        particles = Self.orNil(lexicon.particles.sorted()) ?? ["in", "out", "up", "down", "off"]
        articles = Self.orNil(lexicon.articles.sorted()) ?? ["a", "an", "the"]
        prepositions = Self.orNil(lexicon.prepositions.sorted()) ?? ["to", "from", "with", "into", "for"]
        terms = Self.orNil(lexicon.canonicalTerms.values.map(\.text).sorted()) ?? ["iCloud", "AirDrop", "Wi-Fi"]
        var syllables = 1
        var capacity = Self.consonants.count * Self.vowels.count
        while capacity < count {
            syllables += 1
            capacity = capacity.multipliedReportingOverflow(by: Self.consonants.count * Self.vowels.count).partialValue
        }
        syllablesPerSuffix = syllables
    }

    /// The `index`-th title; `random` decides its shape, casing and mistakes.
    func title(_ index: Int, random: inout SplitMix64) -> String {
        var words = phrase(&random)
        words.append(suffix(index))
        words = recase(words, &random)
        return punctuate(join(words, &random), &random)
    }

    /// The words of one title before its unique suffix.
    func phrase(_ random: inout SplitMix64) -> [String] {
        let verb = verbs[random.index(verbs.count)]
        let noun = nouns[random.index(nouns.count)]
        switch random.index(8) {
        case 0: return [verb, noun]
        case 1: return [verb, particles[random.index(particles.count)]]
        case 2: return [verb, articles[random.index(articles.count)], noun]
        case 3: return [verb, prepositions[random.index(prepositions.count)], articles[random.index(articles.count)], noun]
        case 4: return [verb, Self.placeholders[random.index(Self.placeholders.count)], noun]
        case 5: return [verb, terms[random.index(terms.count)], noun]
        case 6:
            return random.chance(50) ? [Self.gerund(verb), noun] : [Self.gerund(verb), particles[random.index(particles.count)]]
        default:
            // Long titles for the length rule.
            return [verb, "all", noun, prepositions[random.index(prepositions.count)], "your", nouns[random.index(nouns.count)]]
        }
    }

    /// A word that spells `index` in fixed-width consonant-vowel syllables.
    func suffix(_ index: Int) -> String {
        var value = index
        var letters: [Character] = []
        letters.reserveCapacity(syllablesPerSuffix * 2)
        for _ in 0..<syllablesPerSuffix {
            let syllable = value % (Self.consonants.count * Self.vowels.count)
            value /= Self.consonants.count * Self.vowels.count
            letters.append(Self.consonants[syllable / Self.vowels.count])
            letters.append(Self.vowels[syllable % Self.vowels.count])
        }
        return String(letters)
    }

    /// The words in one of several casings, correct and not.
    func recase(_ words: [String], _ random: inout SplitMix64) -> [String] {
        let style = random.index(10)
        return words.enumerated().map { position, word in
            if Self.placeholders.contains(word) { return word }
            switch style {
            case 0...4: return word.first.map { $0.uppercased() + word.dropFirst() } ?? word
            case 5, 6: return word.lowercased()
            case 7: return position == 0 ? (word.first.map { $0.uppercased() + word.dropFirst() } ?? word) : word
            case 8: return word.uppercased()
            default: return random.chance(50) ? word.uppercased() : word
            }
        }
    }

    /// The words joined by spaces, with an occasional doubled space or tab.
    func join(_ words: [String], _ random: inout SplitMix64) -> String {
        var title = random.chance(3) ? " " : ""
        for (position, word) in words.enumerated() {
            if position > 0 {
                let gap = random.index(100)
                title += gap < 3 ? "  " : gap < 5 ? "\t" : " "
            }
            title += word
        }
        return title
    }

    /// The title with an occasional wrong or right closing mark.
    func punctuate(_ title: String, _ random: inout SplitMix64) -> String {
        switch random.index(100) {
        case 0..<5: return title + "..."
        case 5..<8: return title + "…"
        case 8..<11: return title + "."
        case 11..<13: return title + "!"
        case 13..<15: return title + "?"
        case 15..<17: return title + " "
        default: return title
        }
    }

    /// The -ing form of `verb` by the common spelling rules (save → saving, stop → stopping).
    static func gerund(_ verb: String) -> String {
        let letters = Array(verb)
        if verb.hasSuffix("ie") { return String(verb.dropLast(2)) + "ying" }
        if verb.hasSuffix("e"), !verb.hasSuffix("ee"), letters.count > 2 { return String(verb.dropLast()) + "ing" }
        if letters.count == 3 || letters.count == 4, let last = letters.last,
            !"aeiouwxy".contains(last), "aeiou".contains(letters[letters.count - 2]),
            !"aeiou".contains(letters[letters.count - 3])
        {
            return verb + String(last) + "ing"
        }
        return verb + "ing"
    }

    private static func orNil(_ list: [String]) -> [String]? {
        list.isEmpty ? nil : list
    }
}
