/// The classes a lexicon key belongs to, as bit flags so one lookup answers every question.
public struct WordClass: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32

    /// Creates a set of classes from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// An article (a, an, the).
    public static let article = WordClass(rawValue: 1 << 0)
    /// A coordinating conjunction.
    public static let conjunction = WordClass(rawValue: 1 << 1)
    /// A conjunction that is also an adverb ("so", "yet"): lowercased only as a conjunction.
    public static let adverbToo = WordClass(rawValue: 1 << 2)
    /// A preposition of any length.
    public static let preposition = WordClass(rawValue: 1 << 3)
    /// An adverbial particle that can follow a verb.
    public static let particle = WordClass(rawValue: 1 << 4)
    /// An imperative verb.
    public static let verb = WordClass(rawValue: 1 << 5)
    /// A verb that is also a common noun (`[noun]` tag).
    public static let verbNoun = WordClass(rawValue: 1 << 6)
    /// A verb that is also an adjective (`[adj]` tag).
    public static let verbAdjective = WordClass(rawValue: 1 << 7)
    /// A noun that is not a verb.
    public static let noun = WordClass(rawValue: 1 << 8)
    /// An adjective that is not a verb.
    public static let adjective = WordClass(rawValue: 1 << 9)
    /// A determiner or quantifier.
    public static let determiner = WordClass(rawValue: 1 << 10)
    /// A pronoun.
    public static let pronoun = WordClass(rawValue: 1 << 11)
    /// An irregular past participle.
    public static let participle = WordClass(rawValue: 1 << 12)
    /// The key is a whole phrasal verb ("sign in").
    public static let phrasalVerb = WordClass(rawValue: 1 << 13)
    /// The key is a canonical term.
    public static let canonical = WordClass(rawValue: 1 << 14)
    /// The canonical term is also an ordinary word (PIN/pin), decided by role.
    public static let ordinary = WordClass(rawValue: 1 << 15)
    /// The key is the first word of a multi-word canonical term.
    public static let termStart = WordClass(rawValue: 1 << 16)
    /// The key is a fixed phrase.
    public static let fixedPhrase = WordClass(rawValue: 1 << 17)
    /// The key is the first word of a fixed phrase.
    public static let fixedStart = WordClass(rawValue: 1 << 18)
    /// The key is a conventional title accepted without a verb.
    public static let conventional = WordClass(rawValue: 1 << 19)
    /// A noun that heads noun compounds ("Summary" in "Order Summary").
    public static let compoundHead = WordClass(rawValue: 1 << 20)

    /// A verb whose usual object is information ("View", "Show"), never half of a noun compound.
    public static let informationVerb = WordClass(rawValue: 1 << 21)

    /// The key is the first word of a phrasal verb ("sign" of "sign in").
    public static let phrasalStart = WordClass(rawValue: 1 << 22)
    /// The key is the first word of a multi-word conventional title ("not" of "Not Now").
    public static let conventionalStart = WordClass(rawValue: 1 << 23)

    /// The key is the first word of a fixed phrase or multi-word canonical term of two words.
    public static let startsTwoWords = WordClass(rawValue: 1 << 24)
    /// The key is the first word of a fixed phrase or multi-word canonical term of three words.
    public static let startsThreeWords = WordClass(rawValue: 1 << 25)
    /// The key is the first word of a fixed phrase or multi-word canonical term of four words.
    public static let startsFourWords = WordClass(rawValue: 1 << 26)
    /// The key is the first word of a fixed phrase or multi-word canonical term of five or more words.
    public static let startsFiveOrMoreWords = WordClass(rawValue: 1 << 27)

    /// A verb that takes a person and a thing ("Send Us Feedback"): tagged `[two-objects]`.
    public static let takesTwoObjects = WordClass(rawValue: 1 << 28)

    /// A listed two-word noun whose first word is also a verb ("release notes", "sample rate").
    public static let listedCompound = WordClass(rawValue: 1 << 29)

    /// The key is the first word of a listed two-word noun (`listedCompound`).
    public static let listedCompoundStart = WordClass(rawValue: 1 << 30)

    /// A fixed phrase that is the text an owner's button or badge shows ("Set up Apple Pay",
    /// "Download on the App Store"): written so only as a button's whole title.
    public static let buttonText = WordClass(rawValue: 1 << 31)

    /// The flag a first word carries when a fixed phrase or term of `count` words starts with
    /// it (`startsTwoWords` … `startsFiveOrMoreWords`); empty below two words.
    @inline(__always)
    public static func starts(words count: Int) -> WordClass {
        guard count >= 2 else { return [] }
        return WordClass(rawValue: 1 << (24 + UInt32(min(count, 5) - 2)))
    }

    /// Classes that make a word a noun of some kind.
    public static let anyNoun: WordClass = [.noun, .verbNoun, .compoundHead]
}
