/// The word knowledge the title rules use, read from the plain-text lists in Lexicons/.
///
/// List format (one term a line): `#` starts a comment (whole line, or after white space);
/// optional tags follow the term in brackets, `share [noun]`, `PIN [ordinary]`.
/// Words are stored lowercased except canonical terms, conventional titles and fixed
/// phrases, which keep their official spelling and are looked up by their lowercased form.
/// Every list is also compiled into one `WordIndex`, which the rules query with the
/// title's own bytes; the sets stay for readers that want plain Swift values.
public struct Lexicon: Sendable {
    /// Articles (a, an, the).
    public internal(set) var articles: Set<String> = []
    /// Coordinating conjunctions, with tags (`so`, `yet` are tagged `adverb-too`).
    public internal(set) var conjunctions: [String: Set<String>] = [:]
    /// Prepositions of any length.
    public internal(set) var prepositions: Set<String> = []
    /// Adverbial particles that can follow a verb (in, out, up, down, off, on, over, back, away …).
    public internal(set) var particles: Set<String> = []
    /// Phrasal verbs, lowercased, words separated by one space ("sign in").
    public internal(set) var phrasalVerbs: Set<String> = []
    /// Imperative verbs used in UIs, with tags for other parts of speech they also are (noun, adj).
    public internal(set) var verbs: [String: Set<String>] = [:]
    /// Nouns that are not verbs.
    public internal(set) var nouns: Set<String> = []
    /// Adjectives that are not verbs.
    public internal(set) var adjectives: Set<String> = []
    /// Determiners and quantifiers (this, all, some, every, no …).
    public internal(set) var determiners: Set<String> = []
    /// Pronouns (you, your, it, my …).
    public internal(set) var pronouns: Set<String> = []
    /// Irregular past participles (sent, hidden, chosen …); regular "-ed" forms are derived.
    public internal(set) var participles: Set<String> = []
    /// Nouns that head noun compounds in titles ("Summary" in "Order Summary").
    public internal(set) var compoundHeads: Set<String> = []
    /// Verbs whose usual object is information ("view", "show"): never half of a noun compound.
    public internal(set) var informationVerbs: Set<String> = []
    /// Titles HIG accepts without a verb, by lowercased text → official spelling.
    public internal(set) var conventionalTitles: [String: String] = [:]
    /// Phrases never re-cased, by lowercased text → mandated spelling.
    public internal(set) var fixedPhrases: [String: String] = [:]
    /// Canonical terms, by lowercased text → official spelling and tags.
    public internal(set) var canonicalTerms: [String: LexiconTerm] = [:]

    /// Every key of every list, for byte-level lookups.
    public internal(set) var index = WordIndex()
    /// Official spellings of canonical terms and fixed phrases, as UTF-8, by `WordInfo` index.
    public internal(set) var spellings: [[UInt8]] = []
    /// The most words in a multi-word canonical term.
    public internal(set) var maxTermWords = 1
    /// The most words in a fixed phrase.
    public internal(set) var maxPhraseWords = 1

    /// The lexicon compiled into the binary from Lexicons/, plus the verb-first checker's
    /// built-in `compound-heads` and `information-verbs` lists unless Lexicons/ has its own.
    public static let standard = Lexicon(
        lists: EmbeddedLexicons.lists.merging([
            "compound-heads": NounCompoundHeads.list,
            "information-verbs": InformationVerbs.list,
        ]) { own, _ in own }
    )

    /// Creates an empty lexicon.
    public init() {}

    /// Creates a lexicon from list texts keyed by list name (the file name without `.txt`).
    public init(lists: [String: String]) {
        self.init()
        for (name, text) in lists.sorted(by: { $0.key < $1.key }) {
            insert(list: name, text: text)
        }
        reindex()
    }

    /// This lexicon with the terms of more lists added (as named in Lexicons/), e.g. from configuration.
    public func extended(with lists: [String: String]) -> Lexicon {
        var copy = self
        for (name, text) in lists.sorted(by: { $0.key < $1.key }) {
            copy.insert(list: name, text: text)
        }
        copy.reindex()
        return copy
    }

    /// Adds the terms of one list (as named in Lexicons/) to this lexicon; unknown names are ignored.
    public mutating func add(list name: String, text: String) {
        insert(list: name, text: text)
        reindex()
    }

    /// What the lexicon knows about the bytes `range` of `bytes` (empty when nothing).
    @inline(__always)
    public func info(_ bytes: [UInt8], _ range: Range<Int>, appending extra: UInt8? = nil) -> WordInfo {
        index.lookup(bytes, range, appending: extra) ?? WordInfo()
    }

    /// What the lexicon knows about `text` (a word or a phrase).
    public func info(_ text: String) -> WordInfo {
        let bytes = Array(text.utf8)
        return info(bytes, 0..<bytes.count)
    }

    private mutating func insert(list name: String, text: String) {
        for term in LexiconTerm.parse(text) {
            let lower = term.text.lowercased()
            switch name {
            case "articles": articles.insert(lower)
            case "conjunctions": conjunctions[lower, default: []].formUnion(term.tags)
            case "prepositions": prepositions.insert(lower)
            case "particles": particles.insert(lower)
            case "phrasal-verbs": phrasalVerbs.insert(lower.split(separator: " ").joined(separator: " "))
            case "verbs": verbs[lower, default: []].formUnion(term.tags)
            case "nouns": nouns.insert(lower)
            case "adjectives": adjectives.insert(lower)
            case "determiners": determiners.insert(lower)
            case "pronouns": pronouns.insert(lower)
            case "participles": participles.insert(lower)
            case "compound-heads": compoundHeads.insert(lower)
            case "information-verbs": informationVerbs.insert(lower)
            case "conventional-titles": conventionalTitles[lower] = term.text
            case "fixed-phrases": fixedPhrases[lower] = term.text
            case "canonical-terms": canonicalTerms[lower] = term
            default: break
            }
        }
    }
}
