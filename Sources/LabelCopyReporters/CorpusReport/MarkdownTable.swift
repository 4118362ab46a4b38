/// A Markdown table under a heading, whose rows may be cut to fit a size budget.
struct MarkdownTable {
    /// The `###` heading's text.
    var title: String
    /// The header and separator lines.
    var header: String
    /// One line per row.
    var rows: [String]
    /// The line saying how many rows were left out.
    var more: (Int) -> String
}
