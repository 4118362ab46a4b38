import LabelCopyFormats

/// A JSON value whose objects keep their keys in the order written, so reports are stable
/// and read in a sensible order.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A string, or null when nil.
    public static func optional(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// Compact JSON on one line, or indented with two spaces when `pretty`.
    public func serialized(pretty: Bool = false) -> String {
        var output = JSONOutput(pretty: pretty)
        output.value(self)
        return String(decoding: output.bytes, as: UTF8.self)
    }
}
