/// Compound heads that name a thing a command operates on ("Run Tests", "Print Results", "Call
/// Number", "Scan Code", "Request Info") as often as they head a noun compound ("Speed Test",
/// "Test Results", "Order Number", "Access Code", "Account Info"), and the verbs that operate
/// on them. After one of these verbs
/// such a head is its object; after any other word that is both verb and noun it still heads a
/// compound. Attribute heads (history, status, summary, mode, queue, settings …) head a compound
/// after any of them ("Run History", "Print Queue", "Call History"). Written from common
/// iOS/macOS and developer-tool button wording.
enum OperatedThings {
    /// Heads that are things a command can operate on.
    static let heads: [StaticString] = ["code", "details", "info", "information", "number", "results", "test", "tests"]

    /// Verbs that operate on such things.
    static let verbs: [StaticString] = ["call", "dial", "play", "print", "record", "request", "run", "scan"]

    /// True when `verb` followed by `head` reads as a command and its object.
    static func isCommand(_ bytes: [UInt8], verb: Range<Int>, head: Range<Int>) -> Bool {
        verbs.contains { ByteMatch.equals(bytes, verb, $0) } && heads.contains { ByteMatch.equals(bytes, head, $0) }
    }
}
