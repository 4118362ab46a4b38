/// One `key: value` member of a JSON5 object, with where its key is written.
struct JSON5Member: Sendable, Hashable {
    /// The key, unescaped.
    var key: String
    /// 1-based line of the key.
    var line: Int
    /// 1-based column (in Unicode scalars) of the key.
    var column: Int
    /// The member's value.
    var value: JSON5Node
}
