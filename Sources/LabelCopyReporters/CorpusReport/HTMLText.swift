/// Escaping and links for the HTML report.
enum HTMLText {
    /// Text and attribute values escaped; control characters dropped.
    static func escape(_ text: String) -> String {
        XMLText.escape(text)
    }

    /// A relative link to a file with its line as a fragment (`#L12`, as code browsers take
    /// it); path characters outside the URL-safe set are percent-encoded.
    static func fileLink(_ path: String, line: Int) -> String {
        var output = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if character.isASCII && (character.isLetter || character.isNumber || "/._-~".contains(character)) {
                output.append(character)
            } else {
                output += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return output + "#L\(line)"
    }
}
