/// JSON string escaping as labelcopy first wrote it, one Unicode scalar at a time: the oracle
/// the byte-level escapers (`JSONEscaping`, `JSONOutput`) are tested against, in one place.
public enum ScalarJSONEscaping {
    /// The text between the quotes for `value`: quotes, backslashes and control characters
    /// escaped (`\u00XX` in capitals where no short escape exists), and U+2028 and U+2029 too
    /// with `lineSeparators`.
    public static func raw(_ value: String, lineSeparators: Bool) -> String {
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || (lineSeparators && (scalar.value == 0x2028 || scalar.value == 0x2029)) {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
