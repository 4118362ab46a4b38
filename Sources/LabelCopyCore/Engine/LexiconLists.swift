/// The plain word lists a lexicon is built from, keyed as in Lexicons/.
struct LexiconLists: Sendable {
    /// Articles (a, an, the).
    var articles: Set<String> = []
    /// Coordinating conjunctions, with tags (`so`, `yet` are tagged `adverb-too`).
    var conjunctions: [String: Set<String>] = [:]
    /// Prepositions of any length.
    var prepositions: Set<String> = []
    /// Adverbial particles that can follow a verb (in, out, up, down, off, on, over, back, away …).
    var particles: Set<String> = []
    /// Phrasal verbs, lowercased, words separated by one space ("sign in").
    var phrasalVerbs: Set<String> = []
    /// Two-word nouns whose first word is also a verb, lowercased, one space ("release notes").
    var nounCompounds: Set<String> = []
    /// Imperative verbs used in UIs, with tags for other parts of speech they also are (noun, adj).
    var verbs: [String: Set<String>] = [:]
    /// Nouns that are not verbs.
    var nouns: Set<String> = []
    /// Adjectives that are not verbs.
    var adjectives: Set<String> = []
    /// Determiners and quantifiers (this, all, some, every, no …).
    var determiners: Set<String> = []
    /// Pronouns (you, your, it, my …).
    var pronouns: Set<String> = []
    /// Irregular past participles (sent, hidden, chosen …); regular "-ed" forms are derived.
    var participles: Set<String> = []
    /// Nouns that head noun compounds in titles ("Summary" in "Order Summary").
    var compoundHeads: Set<String> = []
    /// Verbs whose usual object is information ("view", "show"): never half of a noun compound.
    var informationVerbs: Set<String> = []
    /// Titles HIG accepts without a verb, by lowercased text → official spelling.
    var conventionalTitles: [String: String] = [:]
    /// Phrases never re-cased, by lowercased text → mandated spelling.
    var fixedPhrases: [String: String] = [:]
    /// Of `fixedPhrases`, those tagged `[button]`: the text of an owner's button or badge.
    var buttonPhrases: Set<String> = []
    /// Canonical terms, by lowercased text → official spelling and tags.
    var canonicalTerms: [String: LexiconTerm] = [:]

    /// Adds the terms of one list (as named in Lexicons/); unknown names are ignored.
    mutating func insert(list name: String, text: String) {
        for term in LexiconTerm.parse(text) {
            let lower = term.text.lowercased()
            switch name {
            case "articles": articles.insert(lower)
            case "conjunctions": conjunctions[lower, default: []].formUnion(term.tags)
            case "prepositions": prepositions.insert(lower)
            case "particles": particles.insert(lower)
            case "phrasal-verbs": phrasalVerbs.insert(lower.split(separator: " ").joined(separator: " "))
            case "noun-compounds": nounCompounds.insert(lower.split(separator: " ").joined(separator: " "))
            case "verbs": verbs[lower, default: []].formUnion(term.tags)
            case "nouns": nouns.insert(lower)
            case "adjectives": adjectives.insert(lower)
            case "determiners": determiners.insert(lower)
            case "pronouns": pronouns.insert(lower)
            case "participles": participles.insert(lower)
            case "compound-heads": compoundHeads.insert(lower)
            case "information-verbs": informationVerbs.insert(lower)
            case "conventional-titles": conventionalTitles[lower] = term.text
            case "fixed-phrases":
                fixedPhrases[lower] = term.text
                if term.tags.contains("button") { buttonPhrases.insert(lower) }
            case "canonical-terms":
                // "Wi-Fi [or wifi]": another spelling of the term, filed under its own key and
                // written the official way.
                let aliases = term.tags.filter { $0.hasPrefix("or ") }
                let official = LexiconTerm(text: term.text, tags: term.tags.subtracting(aliases))
                canonicalTerms[lower] = official
                for alias in aliases {
                    let key = alias.dropFirst(3).split(separator: " ").joined(separator: " ")
                    if !key.isEmpty, canonicalTerms[key] == nil { canonicalTerms[key] = official }
                }
            default: break
            }
        }
    }
}
