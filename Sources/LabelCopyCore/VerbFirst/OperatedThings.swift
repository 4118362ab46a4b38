/// Compound heads that name a thing a command operates on as often as they head a noun
/// compound, and what decides between the two readings after a word that is both verb and
/// noun. Attribute heads (history, status, summary, mode, queue, settings …) head a compound
/// after any such word ("Run History", "Print Queue", "Call History"). Written from common
/// iOS/macOS and developer-tool button wording.
enum OperatedThings {
    /// Information about something ("Order Details", "Test Results", "Account Info"): a
    /// compound's head after a word that is both verb and noun, unless that word is one of
    /// `informationCommands` ("Print Results", "Request Info"); the verbs of
    /// `InformationVerbs` take them as objects before this is asked ("Show Details").
    static let informationHeads: [StaticString] = ["details", "info", "information", "results"]

    /// Verbs that are nouns too and take information as their object.
    static let informationCommands: [StaticString] = ["call", "dial", "play", "print", "record", "request", "run", "scan"]

    /// Things that many commands take as their object ("Take Test", "Block Number", "Scan Code",
    /// "Run Tests"): a compound's head only after a word that is mostly a modifier before them
    /// (`modifiers`: "Speed Test", "Order Number", "Access Code"). After any other word the
    /// pair may be a command, and the rule stays silent.
    static let objectHeads: [StaticString] = ["code", "number", "test", "tests"]

    /// Words that are verbs too but before an object head name what kind of test, number or
    /// code it is.
    static let modifiers: [StaticString] = [
        "access", "blood", "build", "drug", "order", "phone", "pin", "promo", "source", "speed", "stress", "track", "version",
        "zip",
    ]

    /// A person heading a compound ("Bookmark Manager", "Stage Manager") is the object of the
    /// verbs that reach a person ("Contact Manager", "Message Manager").
    static let personHeads: [StaticString] = ["manager"]

    /// Verbs that are nouns too and take a person as their object.
    static let personCommands: [StaticString] = ["call", "contact", "message", "page", "ping", "text"]

    /// True when the verb/noun word at `first` followed by the compound head at `head` reads
    /// as a command and its object rather than as a noun compound.
    static func isCommand(_ bytes: [UInt8], verb first: Range<Int>, head: Range<Int>) -> Bool {
        if objectHeads.contains(where: { ByteMatch.equals(bytes, head, $0) }) {
            return !modifiers.contains { ByteMatch.equals(bytes, first, $0) }
        }
        func spells(_ range: Range<Int>, oneOf words: [StaticString]) -> Bool {
            words.contains { ByteMatch.equals(bytes, range, $0) }
        }
        if spells(head, oneOf: informationHeads) { return spells(first, oneOf: informationCommands) }
        if spells(head, oneOf: personHeads) { return spells(first, oneOf: personCommands) }
        return false
    }
}
