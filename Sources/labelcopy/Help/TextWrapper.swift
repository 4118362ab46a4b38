/// Greedy word wrapping for help text, counted in characters.
enum TextWrapper {
    /// `text` broken into lines of at most `width` characters at spaces; a word longer than
    /// the width gets a line of its own rather than being cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
