/// A lexicon's lists and the index built from them, shared by every copy of the lexicon.
final class LexiconStorage: Sendable {
    let lists: LexiconLists
    let index: WordIndex
    let spellings: [[UInt8]]
    let maxTermWords: Int
    let maxPhraseWords: Int
    /// The word classes whose index entries hold exactly the words of their lists, for lowercase
    /// ASCII words without spaces: lists of ASCII keys none of which ends in a period (the index
    /// also files "vs." under "vs", and a curly apostrophe under a straight one). For these, an
    /// index look-up answers "is it in the list?" without asking the list.
    let exactClasses: WordClass

    /// Builds the index of `lists`.
    init(lists: LexiconLists) {
        var builder = Builder()
        builder.addWords(of: lists)
        builder.addSpellings(of: lists)
        self.lists = lists
        self.index = WordIndex(entries: builder.entries)
        self.spellings = builder.spellings
        self.maxTermWords = builder.maxTermWords
        self.maxPhraseWords = builder.maxPhraseWords
        let classes: [(keys: [String], wordClass: WordClass)] = [
            (Array(lists.verbs.keys), .verb), (Array(lists.articles), .article),
            (Array(lists.determiners), .determiner), (Array(lists.pronouns), .pronoun),
            (Array(lists.particles), .particle), (Array(lists.prepositions), .preposition),
            (Array(lists.compoundHeads), .compoundHead),
        ]
        var exact: WordClass = []
        for (keys, wordClass) in classes where keys.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } && $0.last != "." }) {
            exact.insert(wordClass)
        }
        self.exactClasses = exact
    }

    /// Collects index entries from the lists.
    private struct Builder {
        var entries: [[UInt8]: WordInfo] = [:]
        var spellings: [[UInt8]] = []
        var maxTermWords = 1
        var maxPhraseWords = 1

        mutating func mark(_ key: String, _ classes: WordClass) {
            let bytes = WordIndex.normalize(key.utf8)
            guard !bytes.isEmpty else { return }
            entries[bytes, default: WordInfo()].classes.formUnion(classes)
            // "vs." is written as a word and a period, which the tokenizer splits.
            if bytes.count > 2, bytes.last == 0x2E, !bytes.dropLast().contains(0x2E) {
                entries[Array(bytes.dropLast()), default: WordInfo()].classes.formUnion(classes)
            }
        }

        mutating func addWords(of lists: LexiconLists) {
            for word in lists.articles { mark(word, .article) }
            for (word, tags) in lists.conjunctions {
                mark(word, tags.contains("adverb-too") ? [.conjunction, .adverbToo] : .conjunction)
            }
            for word in lists.prepositions { mark(word, .preposition) }
            for word in lists.particles { mark(word, .particle) }
            for phrase in lists.phrasalVerbs {
                mark(phrase, .phrasalVerb)
                if let first = phrase.split(separator: " ").first { mark(String(first), .phrasalStart) }
            }
            for compound in lists.nounCompounds {
                mark(compound, .listedCompound)
                if let first = compound.split(separator: " ").first { mark(String(first), .listedCompoundStart) }
            }
            for (word, tags) in lists.verbs {
                var classes: WordClass = .verb
                if tags.contains("noun") { classes.insert(.verbNoun) }
                if tags.contains("adj") || tags.contains("adjective") { classes.insert(.verbAdjective) }
                if tags.contains("two-objects") { classes.insert(.takesTwoObjects) }
                mark(word, classes)
            }
            for word in lists.nouns { mark(word, .noun) }
            for word in lists.adjectives { mark(word, .adjective) }
            for word in lists.determiners { mark(word, .determiner) }
            for word in lists.pronouns { mark(word, .pronoun) }
            for word in lists.participles { mark(word, .participle) }
            for word in lists.compoundHeads { mark(word, .compoundHead) }
            for word in lists.informationVerbs { mark(word, .informationVerb) }
            for title in lists.conventionalTitles.keys {
                mark(title, .conventional)
                if let first = title.split(whereSeparator: { $0 == " " || $0 == "," }).first {
                    mark(String(first), .conventionalStart)
                }
            }
        }

        /// Records on the first word of the normalized multi-word key `bytes` how many words
        /// the key has, so title case looks up only the word counts some key can match.
        ///
        /// Counted on the key as looked up: a run of title words joined by spaces is normalized
        /// to one space between words, so only a key with as many words can match it.
        mutating func markLength(of bytes: [UInt8]) {
            guard let space = bytes.firstIndex(of: 0x20) else { return }
            let words = 1 + bytes.reduce(0) { $0 + ($1 == 0x20 ? 1 : 0) }
            entries[Array(bytes[..<space]), default: WordInfo()].classes.formUnion(.starts(words: words))
        }

        mutating func addSpellings(of lists: LexiconLists) {
            for (key, spelling) in lists.fixedPhrases.sorted(by: { $0.key < $1.key }) {
                let bytes = WordIndex.normalize(key.utf8)
                entries[bytes, default: WordInfo()].classes.insert(.fixedPhrase)
                if lists.buttonPhrases.contains(key) { entries[bytes, default: WordInfo()].classes.insert(.buttonText) }
                entries[bytes, default: WordInfo()].phrase = Int32(spellings.count)
                spellings.append(Array(spelling.utf8))
                let words = key.split(separator: " ")
                if words.count > 1 { mark(String(words[0]), .fixedStart) }
                markLength(of: bytes)
                maxPhraseWords = max(maxPhraseWords, words.count)
            }
            for (key, term) in lists.canonicalTerms.sorted(by: { $0.key < $1.key }) {
                let bytes = WordIndex.normalize(key.utf8)
                var classes: WordClass = .canonical
                if term.tags.contains("ordinary") { classes.insert(.ordinary) }
                entries[bytes, default: WordInfo()].classes.formUnion(classes)
                entries[bytes, default: WordInfo()].term = Int32(spellings.count)
                spellings.append(Array(term.text.utf8))
                let words = key.split(separator: " ")
                if words.count > 1 { mark(String(words[0]), .termStart) }
                markLength(of: bytes)
                maxTermWords = max(maxTermWords, words.count)
            }
            addPlurals(of: lists)
            addPossessives(of: lists)
        }

        /// Files the possessive of each term that plain capitalization would misspell ("iPhone's",
        /// "Face ID's", "PDF's") under its lowercased key with "'s", pointing at the term's own
        /// spelling: title case respells the words before the apostrophe and keeps the "'s" (or
        /// "’s") as typed. Left out: terms that are ordinary words too, terms ending in "s"
        /// (whose possessive takes an apostrophe alone) and keys another list already has.
        mutating func addPossessives(of lists: LexiconLists) {
            for (key, term) in lists.canonicalTerms.sorted(by: { $0.key < $1.key }) {
                let spelling = Array(term.text.utf8)
                guard !term.tags.contains("ordinary"), let last = spelling.last, last | 0x20 != 0x73,
                    spelling != Self.capitalizedWords(spelling)
                else { continue }
                let bytes = WordIndex.normalize(key.utf8)
                let possessive = WordIndex.normalize((key + "'s").utf8)
                guard entries[possessive] == nil, let info = entries[bytes], info.term >= 0 else { continue }
                var entry = WordInfo()
                entry.classes = .canonical
                entry.term = info.term
                entries[possessive] = entry
                if key.contains(" ") { markLength(of: possessive) }
            }
        }

        /// `bytes` with the first letter of each word capitalized and the rest lowercased, as plain
        /// capitalization writes a word the lexicon does not spell.
        static func capitalizedWords(_ bytes: [UInt8]) -> [UInt8] {
            var out = bytes
            var startOfWord = true
            for index in out.indices {
                let byte = out[index]
                if byte == 0x20 || byte == 0x2D {
                    startOfWord = true
                    continue
                }
                out[index] = startOfWord ? ByteCase.upper(byte) : ByteCase.lower(byte)
                startOfWord = false
            }
            return out
        }

        /// Files the plural of each one-word term with a capital after its first letter, which
        /// plain capitalization would lose ("PDFs", "URLs", "iPhones", "AirTags"), under its
        /// lowercased key, spelled with an "s". Left out: terms that are ordinary words too (PIN,
        /// US), terms ending in a letter that takes "es" or no plural (SMS, GPS, SSH, GHz), and
        /// keys another list already has.
        mutating func addPlurals(of lists: LexiconLists) {
            for (key, term) in lists.canonicalTerms.sorted(by: { $0.key < $1.key }) {
                let spelling = Array(term.text.utf8)
                guard !term.tags.contains("ordinary"), spelling.count >= 2, spelling.allSatisfy(ByteCase.isAlphanumeric),
                    let last = spelling.last, !"sxzh".utf8.contains(last | 0x20),
                    // Plain capitalization already writes "Macs" and "Xcodes" right.
                    spelling.dropFirst().contains(where: ByteCase.isUpper)
                else { continue }
                let plural = WordIndex.normalize((key + "s").utf8)
                guard entries[plural] == nil else { continue }
                var info = WordInfo()
                info.classes = .canonical
                info.term = Int32(spellings.count)
                entries[plural] = info
                spellings.append(spelling + [0x73])
            }
        }
    }
}
