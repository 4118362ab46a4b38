/// A JSON value that remembers where its text stands in the document, so that String Catalog
/// entries can point at their values and edits can replace a string's raw bytes.
indirect enum JSONValue: Sendable {
    /// A string token: its unescaped text, where its raw text lies (without quotes).
    struct Text: Sendable {
        var value: String
        var range: Range<Int>
    }

    /// One `"name": value` member of an object.
    struct Member: Sendable {
        var name: Text
        var value: JSONValue
    }

    case object([Member], start: Int)
    case array([JSONValue], start: Int)
    case string(Text)
    case number(Range<Int>)
    case bool(Bool, start: Int)
    case null(start: Int)

    /// The first member named `name` when this is an object.
    subscript(_ name: String) -> JSONValue? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.name.value == name }?.value
    }

    /// The members when this is an object, else none.
    var members: [Member] {
        if case .object(let members, _) = self { return members }
        return []
    }

    /// The string when this is a string.
    var text: Text? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// Where the value's token starts.
    var start: Int {
        switch self {
        case .object(_, let start), .array(_, let start), .bool(_, let start), .null(let start): start
        case .string(let text): text.range.lowerBound - 1
        case .number(let range): range.lowerBound
        }
    }
}
