/// Escaping for text in Markdown table cells.
enum MarkdownText {
    /// Text in a cell: pipes escaped; line breaks, tabs and control characters shown as escapes
    /// (`DisplayText`), as the xcode output shows them, so a value keeps its table row and shows
    /// what it holds.
    static func cell(_ text: String) -> String {
        var output = ""
        for character in DisplayText.escaped(text) {
            if character == "|" { output += "\\|" } else { output.append(character) }
        }
        return output
    }

    /// Text as inline code in a cell: enough backticks to hold those inside, padded when the
    /// text begins or ends with one.
    static func code(_ text: String) -> String {
        let content = cell(text)
        var longest = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = content.hasPrefix("`") || content.hasSuffix("`") || content.isEmpty ? " \(content) " : content
        return fence + padded + fence
    }
}
