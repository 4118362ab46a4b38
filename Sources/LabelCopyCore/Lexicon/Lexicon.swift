/// The word knowledge the title rules use, read from the plain-text lists in Lexicons/.
///
/// List format (one term a line): `#` starts a comment (whole line, or after white space);
/// optional tags follow the term in brackets, `share [noun]`, `PIN [ordinary]`.
/// Words are stored lowercased except canonical terms, conventional titles and fixed
/// phrases, which keep their official spelling and are looked up by their lowercased form.
public struct Lexicon: Sendable {
    /// Articles (a, an, the).
    public var articles: Set<String> = []
    /// Coordinating conjunctions, with tags (`so`, `yet` are tagged `adverb-too`).
    public var conjunctions: [String: Set<String>] = [:]
    /// Prepositions of any length.
    public var prepositions: Set<String> = []
    /// Adverbial particles that can follow a verb (in, out, up, down, off, on, over, back, away …).
    public var particles: Set<String> = []
    /// Phrasal verbs, lowercased, words separated by one space ("sign in").
    public var phrasalVerbs: Set<String> = []
    /// Imperative verbs used in UIs, with tags for other parts of speech they also are (noun, adj).
    public var verbs: [String: Set<String>] = [:]
    /// Nouns that are not verbs.
    public var nouns: Set<String> = []
    /// Adjectives that are not verbs.
    public var adjectives: Set<String> = []
    /// Determiners and quantifiers (this, all, some, every, no …).
    public var determiners: Set<String> = []
    /// Pronouns (you, your, it, my …).
    public var pronouns: Set<String> = []
    /// Irregular past participles (sent, hidden, chosen …); regular "-ed" forms are derived.
    public var participles: Set<String> = []
    /// Titles HIG accepts without a verb, by lowercased text → official spelling.
    public var conventionalTitles: [String: String] = [:]
    /// Phrases never re-cased, by lowercased text → mandated spelling.
    public var fixedPhrases: [String: String] = [:]
    /// Canonical terms, by lowercased text → official spelling and tags.
    public var canonicalTerms: [String: LexiconTerm] = [:]

    /// The lexicon compiled into the binary from Lexicons/.
    public static let standard = Lexicon(lists: EmbeddedLexicons.lists)

    /// Creates an empty lexicon.
    public init() {}

    /// Creates a lexicon from list texts keyed by list name (the file name without `.txt`).
    public init(lists: [String: String]) {
        self.init()
        for (name, text) in lists.sorted(by: { $0.key < $1.key }) {
            add(list: name, text: text)
        }
    }

    /// Adds the terms of one list (as named in Lexicons/) to this lexicon; unknown names are ignored.
    public mutating func add(list name: String, text: String) {
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
            case "conventional-titles": conventionalTitles[lower] = term.text
            case "fixed-phrases": fixedPhrases[lower] = term.text
            case "canonical-terms": canonicalTerms[lower] = term
            default: break
            }
        }
    }
}
