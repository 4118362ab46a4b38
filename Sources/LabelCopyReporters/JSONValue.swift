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
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            writeContainer(open: "[", close: "]", count: values.count, to: &output, pretty: pretty, indent: indent) { index, output in
                values[index].write(to: &output, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &output, pretty: pretty, indent: indent) { index, output in
                JSONValue.writeString(members[index].0, to: &output)
                output += pretty ? ": " : ":"
                members[index].1.write(to: &output, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to output: inout String, pretty: Bool, indent: Int,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        for index in 0..<count {
            if index > 0 { output += "," }
            if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
            element(index, &output)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: indent) }
        output += close
    }

    /// Writes a JSON string literal, U+2028 and U+2029 escaped so it can be embedded in scripts.
    static func writeString(_ value: String, to output: inout String) {
        output += JSONEscaping.quoted(value, lineSeparators: true)
    }
}
