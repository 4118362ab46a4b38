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
    /// "About", "In Stock": a preposition.
    case preposition
    /// "Shipping Address", "Reading List": an -ing form used as a noun or adjective.
    case gerund
    /// "Recently Deleted": an adverb.
    case adverb
    /// "Why Am I Seeing This?": a question word.
    case question
    /// "Two-Factor Authentication", "Built-in Apps": a hyphenated modifier.
    case modifier
    /// "2 New Matches", "3 Photos Selected": a count in digits.
    case count
    /// "%@ Is Typing", "%@ Has Joined": a verb after the value that is its subject.
    case statement
    /// "Wants Your Attention", "Needs Your Review": a verb's -s form with its subject left out.
    case subjectless
    /// "2 GB Remaining", "%d MB Used": a value, its unit and what the amount is.
    case amount
    /// "While Using the App", "If Needed": a subordinating conjunction opening a clause.
    case clause
    /// "Can Edit", "Can't Connect", "Will Retry Soon": an auxiliary before its verb, in a
    /// statement.
    case auxiliary
    /// "Hi, {name}", "Welcome Back", "Congratulations!": a greeting or an exclamation.
    case greeting
    /// "Upload Failed", "Password Sent", "Record Not Found": a noun phrase and the state it is
    /// in, a status line.
    case status

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
        case .preposition: "is a preposition"
        case .gerund: "is an -ing form, not an imperative"
        case .adverb: "is an adverb"
        case .question: "starts a question"
        case .modifier: "is a hyphenated modifier"
        case .count: "is a count"
        case .statement: "follows its subject, so the title is a statement"
        case .subjectless: "is a verb's -s form with its subject left out, so the title is a statement"
        case .amount: "states an amount"
        case .clause: "opens a clause, not a command"
        case .auxiliary: "is an auxiliary verb, so the title is a statement"
        case .greeting: "is a greeting, not a command"
        case .status: "is a status, not an action"
        }
    }
}
