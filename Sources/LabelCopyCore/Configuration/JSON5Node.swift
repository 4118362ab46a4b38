/// A JSON5 value with the place it starts in its file, so that configuration problems can
/// be reported at `path:line:column`.
struct JSON5Node: Sendable, Hashable {
    /// The value's shape and contents.
    indirect enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        /// A number; `integer` is set when the literal is a whole number that fits an `Int`.
        case number(Double, integer: Int?)
        case string(String)
        case array([JSON5Node])
        /// Members in file order; JSON5 allows a key twice, so keys may repeat.
        case object([JSON5Member])
    }

    /// The value.
    var value: Value
    /// 1-based line of the value's first character.
    var line: Int
    /// 1-based column (in Unicode scalars) of the value's first character.
    var column: Int

    /// The members, when the value is an object.
    var members: [JSON5Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The text, when the value is a string.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// A few words naming the value's kind, for "expected …; found …" messages.
    var kindName: String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number, let integer): integer.map { "the number \($0)" } ?? "the number \(number)"
        case .string(let text): "the string \"\(text)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
