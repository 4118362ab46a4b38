/// Escaping for text and attribute values in the XML reports (checkstyle, JUnit).
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; control characters other than tab, newline and
    /// carriage return dropped (XML 1.0 cannot carry them). A carriage return is written `&#13;`
    /// so parsers do not fold it into the newline; in an attribute (`attribute`) newline and tab
    /// are written `&#10;` and `&#9;` as well, since a parser reads them there as spaces
    /// (attribute-value normalization, XML 1.0 §3.3.3).
    static func escape(_ text: String, attribute: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\r": output += "&#13;"
            case "\n" where attribute: output += "&#10;"
            case "\t" where attribute: output += "&#9;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// An attribute value: `escape(text, attribute: true)`.
    static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }
}
