/// Text from localization files as the line-oriented reporters (xcode, github, markdown) print
/// it: line breaks, tabs and other control characters shown as escapes (`\n`, `\t`, `\u{1B}`), so
/// a value can neither add a line a build log reads as its own finding nor send a terminal
/// escape sequence, and a bidirectional control cannot reorder the text around it.
public enum DisplayText {
    /// `text` with every character `needsEscape` finds replaced by its escape.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where needsEscape(scalar): output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// C0 controls (line feed, carriage return and tab among them), DEL, C1 controls (NEL among
    /// them), the line and paragraph separators, and the bidirectional formatting controls
    /// (ALM, LRM, RLM, the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069).
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
