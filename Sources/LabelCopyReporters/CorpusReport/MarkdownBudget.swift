/// Markdown gathered under a byte budget: sections go in whole or are cut row by row, always
/// leaving room for the closing note.
struct MarkdownBudget {
    /// The most UTF-8 bytes the output may take.
    var limit: Int
    private(set) var text = ""
    private var bytes = 0
    private var truncated = false
    /// Room kept for a table's "…more" line and the closing note.
    private let reserve = 200

    init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// Adds `part` when it fits; returns false (and remembers the cut) when it does not.
    @discardableResult
    mutating func add(_ part: String) -> Bool {
        let size = part.utf8.count
        guard bytes + size + reserve <= limit else {
            truncated = true
            return false
        }
        text += part
        bytes += size
        return true
    }

    /// Adds a table, as many rows as fit, then a line counting the rest. Empty tables are left out.
    mutating func addTable(_ table: MarkdownTable) {
        guard !table.rows.isEmpty, add("### \(MarkdownText.cell(table.title))\n\n" + table.header) else { return }
        var shown = 0
        for row in table.rows {
            guard add(row) else { break }
            shown += 1
        }
        if shown < table.rows.count {
            let note = table.more(table.rows.count - shown)
            if bytes + note.utf8.count <= limit {
                text += note
                bytes += note.utf8.count
            }
        }
        if bytes + 1 <= limit {
            text += "\n"
            bytes += 1
        }
    }

    /// The text, with a note when anything was cut.
    func finish() -> String {
        let note =
            "_The report was shortened to fit \(ReportNumber.count(limit)) bytes; the HTML and JSON reports have everything._\n"
        guard truncated, bytes + note.utf8.count <= limit else { return text }
        return text + note
    }
}
