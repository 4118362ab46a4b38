import LabelCopyTestSupport
@testable import LabelCopyReporters

/// `JSONValue.serialized` as it was before `JSONOutput`, appending to a String and escaping
/// scalar by scalar: the oracle the byte writer and the streaming reporters are held to.
enum LegacyJSONSerializer {
    static func serialized(_ value: JSONValue, pretty: Bool = false) -> String {
        var output = ""
        write(value, to: &output, pretty: pretty, indent: 0)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .string(let value): output += quoted(value)
        case .array(let values):
            container(open: "[", close: "]", count: values.count, to: &output, pretty: pretty, indent: indent) { index, output in
                write(values[index], to: &output, pretty: pretty, indent: indent + 1)
            }
        case .object(let members):
            container(open: "{", close: "}", count: members.count, to: &output, pretty: pretty, indent: indent) { index, output in
                output += quoted(members[index].0)
                output += pretty ? ": " : ":"
                write(members[index].1, to: &output, pretty: pretty, indent: indent + 1)
            }
        }
    }

    private static func container(
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

    /// A quoted JSON string, U+2028 and U+2029 escaped, scalar by scalar.
    static func quoted(_ value: String) -> String {
        "\"" + ScalarJSONEscaping.raw(value, lineSeparators: true) + "\""
    }
}
