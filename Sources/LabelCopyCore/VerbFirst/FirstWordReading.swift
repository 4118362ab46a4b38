/// What the first word of a title that does not start with a verb was taken to be.
public enum FirstWordReading: String, Sendable, Hashable, CaseIterable {
    /// "The", "A".
    case article
    /// "All", "Some", "This".
    case determiner
    /// "My", "Your".
    case pronoun
    /// "New", "Recent".
    case adjective
    /// "Settings", "Account".
    case noun
    /// "Photos", "Downloads".
    case pluralNoun
    /// "Saved", "Hidden".
    case participle
    /// "Order Summary", "Speed Test": a noun used as a modifier of another noun.
    case nounCompound
    /// "iCloud", "Bluetooth": a product or technology name.
    case name

    /// The phrase used in messages ("is a noun").
    public var phrase: String {
        switch self {
        case .article: "is an article"
        case .determiner: "is a determiner"
        case .pronoun: "is a pronoun"
        case .adjective: "is an adjective"
        case .noun: "is a noun"
        case .pluralNoun: "is a plural noun"
        case .participle: "is a past participle"
        case .nounCompound: "reads as a noun phrase"
        case .name: "is a product name"
        }
    }
}
