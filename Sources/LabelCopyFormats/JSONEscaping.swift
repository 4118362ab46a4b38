/// JSON string literals, for every writer of JSON in labelcopy (String Catalogs, baselines,
/// reports): quotes, backslashes and control characters escaped, everything else as UTF-8.
public enum JSONEscaping {
    /// The text between the quotes of a JSON string that reads back as `value`: `\"`, `\\`,
    /// `\n`, `\r`, `\t`, `\b`, `\f`, other control characters as `\u00XX` (as Xcode writes
    /// catalogs). With `lineSeparators`, U+2028 and U+2029 are escaped too, so the JSON can be
    /// embedded in JavaScript.
    public static func raw(_ value: String, lineSeparators: Bool = false) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(value.unicodeScalars.count + 8)
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
                    output += "\\u" + StringsEscaping.hex4(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// `value` as a quoted JSON string.
    public static func quoted(_ value: String, lineSeparators: Bool = false) -> String {
        "\"" + raw(value, lineSeparators: lineSeparators) + "\""
    }
}
