extension Lexicon {
    /// Rebuilds `index` and `spellings` from the lists.
    mutating func reindex() {
        var entries: [[UInt8]: WordInfo] = [:]
        var spellings: [[UInt8]] = []
        func mark(_ key: String, _ classes: WordClass) {
            let bytes = WordIndex.normalize(key.utf8)
            guard !bytes.isEmpty else { return }
            entries[bytes, default: WordInfo()].classes.formUnion(classes)
            // "vs." is written as a word and a period, which the tokenizer splits.
            if bytes.count > 2, bytes.last == 0x2E, !bytes.dropLast().contains(0x2E) {
                entries[Array(bytes.dropLast()), default: WordInfo()].classes.formUnion(classes)
            }
        }
        func firstWord(_ key: String) -> String? {
            let words = key.split(separator: " ")
            return words.count > 1 ? String(words[0]) : nil
        }
        articles.forEach { mark($0, .article) }
        for (word, tags) in conjunctions { mark(word, tags.contains("adverb-too") ? [.conjunction, .adverbToo] : .conjunction) }
        prepositions.forEach { mark($0, .preposition) }
        particles.forEach { mark($0, .particle) }
        phrasalVerbs.forEach { mark($0, .phrasalVerb) }
        for (word, tags) in verbs {
            var classes: WordClass = .verb
            if tags.contains("noun") { classes.insert(.verbNoun) }
            if tags.contains("adj") || tags.contains("adjective") { classes.insert(.verbAdjective) }
            mark(word, classes)
        }
        nouns.forEach { mark($0, .noun) }
        adjectives.forEach { mark($0, .adjective) }
        determiners.forEach { mark($0, .determiner) }
        pronouns.forEach { mark($0, .pronoun) }
        participles.forEach { mark($0, .participle) }
        compoundHeads.forEach { mark($0, .compoundHead) }
        informationVerbs.forEach { mark($0, .informationVerb) }
        conventionalTitles.keys.forEach { mark($0, .conventional) }
        var maxTerm = 1
        var maxPhrase = 1
        for (key, spelling) in fixedPhrases.sorted(by: { $0.key < $1.key }) {
            let bytes = WordIndex.normalize(key.utf8)
            entries[bytes, default: WordInfo()].classes.insert(.fixedPhrase)
            entries[bytes, default: WordInfo()].phrase = Int32(spellings.count)
            spellings.append(Array(spelling.utf8))
            if let first = firstWord(key) { mark(first, .fixedStart) }
            maxPhrase = max(maxPhrase, key.split(separator: " ").count)
        }
        for (key, term) in canonicalTerms.sorted(by: { $0.key < $1.key }) {
            let bytes = WordIndex.normalize(key.utf8)
            var classes: WordClass = .canonical
            if term.tags.contains("ordinary") { classes.insert(.ordinary) }
            entries[bytes, default: WordInfo()].classes.formUnion(classes)
            entries[bytes, default: WordInfo()].term = Int32(spellings.count)
            spellings.append(Array(term.text.utf8))
            if let first = firstWord(key) { mark(first, .termStart) }
            maxTerm = max(maxTerm, key.split(separator: " ").count)
        }
        self.index = WordIndex(entries: entries)
        self.spellings = spellings
        self.maxTermWords = maxTerm
        self.maxPhraseWords = maxPhrase
    }
}
