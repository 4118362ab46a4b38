/// The word knowledge the title rules use, read from the plain-text lists in Lexicons/.
///
/// List format (one term a line): `#` starts a comment (whole line, or after white space);
/// optional tags follow the term in brackets, `share [noun]`, `PIN [ordinary]`.
/// Words are stored lowercased except canonical terms, conventional titles and fixed
/// phrases, which keep their official spelling and are looked up by their lowercased form.
/// Every list is also compiled into one `WordIndex`, which the rules query with the
/// title's own bytes (`info(_:_:)`); the sets stay for readers that want plain Swift values.
/// The lexicon is one shared, immutable reference, so copying it costs one retain.
public struct Lexicon: Sendable {
    let storage: LexiconStorage

    /// Articles (a, an, the).
    public var articles: Set<String> { storage.lists.articles }
    /// Coordinating conjunctions, with tags (`so`, `yet` are tagged `adverb-too`).
    public var conjunctions: [String: Set<String>] { storage.lists.conjunctions }
    /// Prepositions of any length.
    public var prepositions: Set<String> { storage.lists.prepositions }
    /// Adverbial particles that can follow a verb (in, out, up, down, off, on, over, back, away …).
    public var particles: Set<String> { storage.lists.particles }
    /// Phrasal verbs, lowercased, words separated by one space ("sign in").
    public var phrasalVerbs: Set<String> { storage.lists.phrasalVerbs }
    /// Imperative verbs used in UIs, with tags for other parts of speech they also are (noun, adj).
    public var verbs: [String: Set<String>] { storage.lists.verbs }
    /// Nouns that are not verbs.
    public var nouns: Set<String> { storage.lists.nouns }
    /// Adjectives that are not verbs.
    public var adjectives: Set<String> { storage.lists.adjectives }
    /// Determiners and quantifiers (this, all, some, every, no …).
    public var determiners: Set<String> { storage.lists.determiners }
    /// Pronouns (you, your, it, my …).
    public var pronouns: Set<String> { storage.lists.pronouns }
    /// Irregular past participles (sent, hidden, chosen …); regular "-ed" forms are derived.
    public var participles: Set<String> { storage.lists.participles }
    /// Nouns that head noun compounds in titles ("Summary" in "Order Summary").
    public var compoundHeads: Set<String> { storage.lists.compoundHeads }
    /// Verbs whose usual object is information ("view", "show"): never half of a noun compound.
    public var informationVerbs: Set<String> { storage.lists.informationVerbs }
    /// Titles HIG accepts without a verb, by lowercased text → official spelling.
    public var conventionalTitles: [String: String] { storage.lists.conventionalTitles }
    /// Phrases never re-cased, by lowercased text → mandated spelling.
    public var fixedPhrases: [String: String] { storage.lists.fixedPhrases }
    /// Canonical terms, by lowercased text → official spelling and tags.
    public var canonicalTerms: [String: LexiconTerm] { storage.lists.canonicalTerms }

    /// Every key of every list, for byte-level lookups.
    public var index: WordIndex { storage.index }
    /// Official spellings of canonical terms and fixed phrases, as UTF-8, by `WordInfo` index.
    public var spellings: [[UInt8]] { storage.spellings }
    /// The most words in a multi-word canonical term.
    public var maxTermWords: Int { storage.maxTermWords }
    /// The most words in a fixed phrase.
    public var maxPhraseWords: Int { storage.maxPhraseWords }

    /// The lexicon compiled into the binary from Lexicons/, plus the verb-first checker's
    /// built-in `compound-heads` and `information-verbs` lists unless Lexicons/ has its own.
    public static let standard = Lexicon(
        lists: EmbeddedLexicons.lists.merging([
            "compound-heads": NounCompoundHeads.list,
            "information-verbs": InformationVerbs.list,
        ]) { own, _ in own }
    )

    /// Creates an empty lexicon.
    public init() {
        storage = LexiconStorage(lists: LexiconLists())
    }

    /// Creates a lexicon from list texts keyed by list name (the file name without `.txt`).
    public init(lists: [String: String]) {
        var words = LexiconLists()
        for (name, text) in lists.sorted(by: { $0.key < $1.key }) {
            words.insert(list: name, text: text)
        }
        storage = LexiconStorage(lists: words)
    }

    /// This lexicon with the terms of more lists added (as named in Lexicons/), e.g. from configuration.
    public func extended(with lists: [String: String]) -> Lexicon {
        var copy = self
        for (name, text) in lists.sorted(by: { $0.key < $1.key }) {
            copy.add(list: name, text: text)
        }
        return copy
    }

    /// Adds the terms of one list (as named in Lexicons/) to this lexicon; unknown names are ignored.
    public mutating func add(list name: String, text: String) {
        var words = storage.lists
        words.insert(list: name, text: text)
        self = Lexicon(storage: LexiconStorage(lists: words))
    }

    private init(storage: LexiconStorage) {
        self.storage = storage
    }

    /// What the lexicon knows about the bytes `range` of `bytes` (empty when nothing).
    @inline(__always)
    public func info(_ bytes: [UInt8], _ range: Range<Int>, appending extra: UInt8? = nil) -> WordInfo {
        storage.index.lookup(bytes, range, appending: extra) ?? WordInfo()
    }

    /// What the lexicon knows about `text` (a word or a phrase).
    public func info(_ text: String) -> WordInfo {
        let bytes = Array(text.utf8)
        return info(bytes, 0..<bytes.count)
    }
}
