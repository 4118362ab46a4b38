/// Escaping for text and attribute values in the XML reports (checkstyle, JUnit).
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; control characters other than tab and newline dropped
    /// (XML 1.0 cannot carry them).
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case "\r": output += "&#13;"
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
